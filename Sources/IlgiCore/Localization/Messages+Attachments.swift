/// What `attach`, `show` and `doctor` say about photos and attachments, in English and Korean.
extension Messages {
    public static func attachNoSuchFile(_ path: String) -> Localized {
        Localized(en: "no such file: \(path)", ko: "그런 파일이 없어요: \(path)")
    }

    public static func attachNotAFile(_ path: String) -> Localized {
        Localized(
            en: "\(path) is not a file; attach files one by one (a folder's: ilgi attach ID folder/*)",
            ko: "\(path)는 파일이 아니에요. 파일을 하나씩 첨부하세요 (폴더 안의 파일은 ilgi attach ID 폴더/*)")
    }

    public static func attachTooLarge(_ name: String, _ size: String, _ limit: String) -> Localized {
        Localized(
            en:
                "\(name) is \(size), over the \(limit) limit: git keeps every version of every file for good and every clone copies them all; attach it anyway with --force, or keep it outside the journal and link to it",
            ko:
                "\(name)는 \(size)라서 한도 \(limit)를 넘어요. git은 모든 파일의 모든 버전을 영원히 간직하고 복제할 때마다 모두 복사해요. 그래도 첨부하려면 --force를 쓰고, 아니면 일기장 밖에 두고 링크하세요"
        )
    }

    public static func attachmentNotFound(_ name: String, _ id: String, _ names: [String]) -> Localized {
        let list = names.joined(separator: ", ")
        return Localized(
            en: names.isEmpty
                ? "entry \(id) has no attachments"
                : "entry \(id) has no attachment '\(name)'; it has: \(list)",
            ko: names.isEmpty
                ? "일기 \(id)에는 첨부 파일이 없어요"
                : "일기 \(id)에 '\(name)'이라는 첨부 파일이 없어요. 있는 파일: \(list)")
    }

    public static func attachmentAmbiguous(_ name: String, _ stored: [String]) -> Localized {
        let list = stored.joined(separator: ", ")
        return Localized(
            en: "more than one attachment is called '\(name)'; give the file's own name: \(list)",
            ko: "'\(name)'이라는 첨부 파일이 여러 개예요. 파일 이름으로 고르세요: \(list)")
    }

    public static func doctorUnlinkedAssets(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) photo(s) or attachment(s) are linked from no entry (their entry was deleted outside ilgi, or their link was edited away); 'ilgi doctor --fix' removes them (history keeps them)",
            ko:
                "어느 일기에서도 링크하지 않는 사진이나 첨부 파일이 \(count)개 있어요 (일기를 ilgi 밖에서 지웠거나 링크를 지웠어요). 'ilgi doctor --fix'가 지워요 (기록에는 남아요)"
        )
    }
}
