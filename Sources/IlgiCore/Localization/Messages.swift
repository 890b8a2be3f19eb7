/// What the core says to a person, in English and Korean, in one place, so the wording stays
/// consistent: the messages of its errors and notices, and the words the command line and the
/// web server both show. Errors say what went wrong and what to do. The command line's own
/// words (help, usage, terminal output) live in `Sources/ilgi/Localization/`, the server's
/// page text in `IlgiServer/ServerText.swift`. (`Messages` itself is declared in IlgiEntry.)
extension Messages {
    // MARK: The journal

    public static func journalIsFile(_ path: String) -> Localized {
        Localized(
            en: "the journal path \(path) is a file, not a folder; pass --journal with a folder",
            ko: "일기장 경로 \(path)는 폴더가 아니라 파일이에요. --journal로 폴더를 지정하세요")
    }

    public static func journalNotARepository(_ path: String) -> Localized {
        Localized(
            en:
                "\(path) holds other files and is not a git repository; use an empty folder, or run 'git init' there first",
            ko: "\(path)에는 다른 파일이 있고 git 저장소가 아니에요. 빈 폴더를 쓰거나 먼저 그곳에서 'git init'을 실행하세요")
    }

    public static func journalIsBare(_ path: String) -> Localized {
        Localized(
            en:
                "\(path) is a bare git repository; a journal needs a work tree, so clone it: git clone \(path) NEW-FOLDER",
            ko: "\(path)는 bare git 저장소예요. 일기장에는 작업 트리가 필요하니 복제하세요: git clone \(path) 새-폴더")
    }

    public static func journalOwnedByAnotherUser(_ path: String) -> Localized {
        Localized(
            en:
                "the journal at \(path) belongs to another user; run ilgi as that user, or trust it with: git config --global --add safe.directory \(path)",
            ko:
                "\(path) 일기장은 다른 사용자의 것이에요. 그 사용자로 실행하거나, 다음으로 신뢰하도록 설정하세요: git config --global --add safe.directory \(path)"
        )
    }

    public static func journalNotWritable(_ path: String, _ reason: String) -> Localized {
        Localized(
            en: "cannot write to the journal at \(path) (\(reason)); check its permissions",
            ko: "\(path) 일기장에 쓸 수 없어요 (\(systemReason(reason).korean)). 권한을 확인하세요")
    }

    public static func journalBusy(_ path: String) -> Localized {
        Localized(
            en: "another ilgi is still saving to this journal (lock \(path)); try again in a moment",
            ko: "다른 ilgi가 이 일기장에 저장하는 중이에요 (잠금 \(path)). 잠시 후 다시 시도하세요")
    }

    // MARK: Finding entries

    public static func entryNotFound(_ query: String) -> Localized {
        Localized(
            en: "no entry has the id '\(query)'; run 'ilgi list' to see ids",
            ko: "'\(query)' ID의 일기가 없어요. 'ilgi list'로 ID를 확인하세요")
    }

    public static func idTooShort(_ query: String) -> Localized {
        Localized(
            en: "'\(query)' is too short to name an entry; give at least 4 characters of its id",
            ko: "'\(query)'는 너무 짧아요. ID를 4글자 이상 입력하세요")
    }

    public static func ambiguousID(_ query: String, _ candidates: [String]) -> Localized {
        let list = candidates.map { "\n  " + $0 }.joined()
        return Localized(
            en: "'\(query)' matches \(candidates.count) entries; give more of the id:\(list)",
            ko: "'\(query)'에 해당하는 일기가 \(candidates.count)개예요. ID를 더 길게 입력하세요:\(list)")
    }

    public static let noEntries = Localized(
        en: "the journal has no entries yet; write one with 'ilgi new'",
        ko: "아직 일기가 없어요. 'ilgi new'로 첫 일기를 써 보세요")

    // MARK: Saving

    public static func entryChangedWhileEditing(_ draft: String) -> Localized {
        Localized(
            en:
                "the entry was changed by another ilgi while you were editing; nothing was overwritten, and your version is kept at \(draft)",
            ko: "편집하는 동안 다른 ilgi가 이 일기를 바꿨어요. 덮어쓰지 않았고, 고친 내용은 \(draft)에 남아 있어요")
    }

    public static func saved(_ short: String, _ title: String) -> Localized {
        Localized(en: "Saved \(short): \(title)", ko: "\(short) 일기를 저장했어요: \(title)")
    }

    public static func deleted(_ short: String, _ title: String) -> Localized {
        Localized(
            en: "Deleted \(short): \(title). To bring it back: ilgi restore \(short)",
            ko: "\(short) 일기를 삭제했어요: \(title). 되살리려면: ilgi restore \(short)")
    }

    // MARK: Git and files

    /// The C library's reason for a failure (`strerror`, always English here), in words; an
    /// unknown one stays as it was written.
    public static func systemReason(_ reason: String) -> Localized {
        switch reason {
        case "Permission denied": Localized(en: reason, ko: "권한이 없어요")
        case "Operation not permitted": Localized(en: reason, ko: "허용되지 않은 작업이에요")
        case "Read-only file system": Localized(en: reason, ko: "읽기 전용 파일 시스템이에요")
        case "No space left on device": Localized(en: reason, ko: "디스크에 남은 공간이 없어요")
        case "No such file or directory": Localized(en: reason, ko: "그런 파일이나 폴더가 없어요")
        case "Is a directory": Localized(en: reason, ko: "폴더예요")
        case "Not a directory": Localized(en: reason, ko: "폴더가 아니에요")
        default: Localized(en: reason, ko: reason)
        }
    }

    public static func gitFailed(_ operation: JournalOperation, _ message: String) -> Localized {
        Localized(
            en: "git failed to \(operation.name.english): \(message)",
            ko: "git이 \(operation.name.korean)에 실패했어요: \(message)")
    }

    public static func fileSystemFailed(_ path: String, _ message: String) -> Localized {
        Localized(
            en: "could not use \(path): \(message)",
            ko: "\(path) 경로를 쓸 수 없어요: \(systemReason(message).korean)")
    }
}

extension Messages {
    /// Two sentences as one message.
    public static func joined(_ first: Localized, _ second: Localized) -> Localized {
        Localized(en: first.english + "; " + second.english, ko: first.korean + ". " + second.korean)
    }
}
