/// What ilgi says to a person, in English and Korean. The enum is declared here, with the
/// entry model's own messages; each module extends it with its own (`IlgiCore/Localization/`),
/// so the wording of a module's errors stays beside that module.
public enum Messages {
    // MARK: Text that is not UTF-8

    public static func standardInputNotUTF8(_ offset: Int, _ line: Int) -> Localized {
        Localized(
            en:
                "the text piped in is not UTF-8: the byte at offset \(offset) (line \(line)) is not valid UTF-8, so nothing was saved; convert it first (for example: iconv -f EUC-KR -t UTF-8)",
            ko:
                "입력된 텍스트가 UTF-8이 아니에요: \(offset)번째 바이트(\(line)번째 줄)가 올바른 UTF-8이 아니라서 저장하지 않았어요. 먼저 변환하세요 (예: iconv -f EUC-KR -t UTF-8)"
        )
    }

    public static func fileNotUTF8(_ path: String, _ offset: Int, _ line: Int) -> Localized {
        Localized(
            en:
                "\(path) is not UTF-8: the byte at offset \(offset) (line \(line)) is not valid UTF-8, so nothing was saved; save it as UTF-8 and try again",
            ko: "\(path)가 UTF-8이 아니에요: \(offset)번째 바이트(\(line)번째 줄)가 올바른 UTF-8이 아니라서 저장하지 않았어요. UTF-8로 저장한 뒤 다시 해 보세요")
    }

    // MARK: Dates

    public static func invalidDate(_ text: String) -> Localized {
        Localized(
            en: "'\(text)' is not a date ilgi understands; use YYYY-MM-DD, 'YYYY-MM-DD HH:MM', today or yesterday",
            ko: "'\(text)'는 알 수 없는 날짜예요. YYYY-MM-DD, 'YYYY-MM-DD HH:MM', today, yesterday 중 하나로 쓰세요")
    }
}
