import IlgiEntry

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

    /// The operation in words (`StoreText.operation`): English as a verb phrase ("git failed to
    /// save entry"), Korean as a noun phrase ("git이 일기 저장에 실패했어요").
    public var name: StoreText { .operation(self) }
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
