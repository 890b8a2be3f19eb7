import IlgiCore

/// What `share`, `export` and `import` say, in English and Korean.
extension Messages {
    // MARK: export

    public static func exported(_ count: Int, _ path: String) -> Localized {
        Localized(
            en: "Exported \(count) \(count == 1 ? "entry" : "entries") to \(path).",
            ko: "일기 \(count)개를 \(path)(으)로 내보냈어요.")
    }

    // MARK: import

    public static func imported(_ count: Int, _ source: Localized, _ alreadyThere: Int) -> Localized {
        let english = "Imported \(count) \(count == 1 ? "entry" : "entries") from \(source.english)."
        let korean = "\(source.korean)에서 일기 \(count)개를 가져왔어요."
        guard alreadyThere > 0 else { return Localized(en: english, ko: korean) }
        return Localized(
            en: english + " \(alreadyThere) already in the journal were left out.",
            ko: korean + " 이미 있는 \(alreadyThere)개는 건너뛰었어요.")
    }

    public static func importUnreadable(_ reason: String) -> Localized {
        Localized(en: "cannot read it (\(reason))", ko: "읽을 수 없어요 (\(reason))")
    }

    public static let importNotUTF8 = Localized(
        en: "this line is not UTF-8 text; convert the file to UTF-8 first",
        ko: "이 줄은 UTF-8 텍스트가 아니에요. 먼저 파일을 UTF-8로 바꾸세요")

    public static let importWrongJrnlPassword = Localized(
        en: "wrong password for this encrypted jrnl journal",
        ko: "암호화된 jrnl 일기장의 비밀번호가 맞지 않아요")

    public static let importDamagedJrnlEncryption = Localized(
        en: "the header of this encrypted jrnl journal is damaged",
        ko: "암호화된 jrnl 일기장의 머리 부분이 손상됐어요")

    public static let importJrnlNeedsPassword = Localized(
        en: "this jrnl journal is encrypted; give its password (--password-file FILE, or type it on a terminal)",
        ko: "이 jrnl 일기장은 암호화되어 있어요. 비밀번호를 주세요 (--password-file 파일, 또는 터미널에서 입력)")

    public static func importBadDate(_ text: String) -> Localized {
        Localized(en: "'\(text)' is not a valid date", ko: "'\(text)'는 올바른 날짜가 아니에요")
    }

    public static let importTextBeforeFirstJrnlEntry = Localized(
        en: "text before the first entry; a jrnl entry starts with a line like '[2024-01-05 09:30] Title'",
        ko: "첫 일기 앞에 글이 있어요. jrnl 일기는 '[2024-01-05 09:30] 제목' 같은 줄로 시작해요")

    public static func importNoEntries(_ format: String) -> Localized {
        Localized(
            en: "no \(format) entries found; check the file and the --from format",
            ko: "\(format) 일기를 찾지 못했어요. 파일과 --from 형식을 확인하세요")
    }

    public static let importIsZip = Localized(
        en: "this is a zip archive; unzip it and import the Journal.json inside",
        ko: "zip 압축 파일이에요. 압축을 풀고 안의 Journal.json을 가져오세요")

    public static let importBadJSON = Localized(
        en: "the JSON is malformed here",
        ko: "여기서 JSON 형식이 깨졌어요")

    public static func importNoEntriesList(_ format: String) -> Localized {
        Localized(
            en: "not a \(format) export: there is no \"entries\" list; check the --from format",
            ko: "\(format) 내보내기 파일이 아니에요: \"entries\" 목록이 없어요. --from 형식을 확인하세요")
    }

    public static let importEntryNotObject = Localized(
        en: "this entry is not a JSON object", ko: "이 일기는 JSON 객체가 아니에요")

    public static func importMissingField(_ name: String) -> Localized {
        Localized(en: "this entry has no \"\(name)\"", ko: "이 일기에 \"\(name)\" 항목이 없어요")
    }

    public static let importNeedsFolder = Localized(
        en: "--from markdown-dir needs a folder of .md or .txt files",
        ko: "--from markdown-dir에는 .md나 .txt 파일이 든 폴더가 필요해요")

    public static let importFrontMatterNotClosed = Localized(
        en: "the front matter that starts here has no closing '---' line",
        ko: "여기서 시작한 front matter에 닫는 '---' 줄이 없어요")
}
