/// What ilgi was doing when something below it (libgit2, the file system) failed, named in
/// every language ilgi speaks, so an error reads "git이 동기화에 실패했어요", never with an
/// English word inside a Korean sentence. The raw value is the English name; the store's
/// intent log records it, so a log written by an older ilgi still reads back.
public enum JournalOperation: String, Sendable, CaseIterable {
    case workWithJournal = "work with the journal"
    case openJournal = "open journal"
    case createJournal = "create journal"
    case readEntry = "read entry"
    case saveEntry = "save entry"
    case deleteEntry = "delete entry"
    case restoreEntry = "restore entry"
    case repairEntries = "repair entries"
    case importEntries = "import entries"
    case export = "export"
    case runHooks = "run hooks"
    case readHistory = "read history"
    case compareVersions = "compare versions"
    case sync = "sync"
    case mergeRemoteEntries = "merge the remote's entries"
    case readRemotes = "read the remotes"
    case addRemote = "add the remote"
    case removeRemote = "remove the remote"
    case buildIndex = "build the journal index"
    case readSettings = "read settings"
    case saveSettings = "save settings"
    case readDraft = "read draft"
    case keepDraft = "keep a draft"
    case recoverInterruptedWrite = "recover an interrupted write"
    case encryptJournal = "encrypt the journal"
    case unlockJournal = "unlock the journal"
    case lockJournal = "lock the journal"
    case rewriteHistory = "rewrite the history"
    case readAttachment = "read the file to attach"
    case attachFiles = "attach files"

    /// The operation in words: English as a verb phrase ("git failed to save entry"), Korean as
    /// a noun phrase ("git이 일기 저장에 실패했어요").
    public var name: Localized {
        Localized(en: rawValue, ko: korean)
    }

    private var korean: String {
        switch self {
        case .workWithJournal: "일기장 작업"
        case .openJournal: "일기장 열기"
        case .createJournal: "일기장 만들기"
        case .readEntry: "일기 읽기"
        case .saveEntry: "일기 저장"
        case .deleteEntry: "일기 삭제"
        case .restoreEntry: "일기 되살리기"
        case .repairEntries: "일기 고치기"
        case .importEntries: "일기 가져오기"
        case .export: "내보내기"
        case .runHooks: "훅 실행"
        case .readHistory: "기록 읽기"
        case .compareVersions: "버전 비교"
        case .sync: "동기화"
        case .mergeRemoteEntries: "원격의 일기 합치기"
        case .readRemotes: "원격 목록 읽기"
        case .addRemote: "원격 추가"
        case .removeRemote: "원격 삭제"
        case .buildIndex: "일기장 색인 만들기"
        case .readSettings: "설정 읽기"
        case .saveSettings: "설정 저장"
        case .readDraft: "초안 읽기"
        case .keepDraft: "초안 남기기"
        case .recoverInterruptedWrite: "중단된 쓰기 복구"
        case .encryptJournal: "일기장 암호화"
        case .unlockJournal: "일기장 잠금 풀기"
        case .lockJournal: "일기장 잠그기"
        case .rewriteHistory: "기록 다시 쓰기"
        case .readAttachment: "첨부할 파일 읽기"
        case .attachFiles: "파일 첨부"
        }
    }
}

extension JournalOperation {
    /// True for a change the remote should hear of: every transaction but a sync's own and
    /// the catalog's (a sync after a sync would only find nothing to do).
    public var startsSync: Bool {
        switch self {
        case .sync, .mergeRemoteEntries, .buildIndex: false
        default: true
        }
    }
}
