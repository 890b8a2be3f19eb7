import IlgiCore
import IlgiEntry

/// Every word the pages and `ilgi serve` show, by key: each language's words are a table of
/// its own (`ServerText+English.swift`, `ServerText+Korean.swift`), a `switch` over every key,
/// so a key a table lacks does not compile. A third language is a third table (and a
/// requirement of `WordTable`). Words live where they are shown: these belong to the web server, not to
/// IlgiCore's tables.
public enum ServerText: WordTable {
    // MARK: The command
    case serveAbstract
    case serveDiscussion
    case journalLabel
    case switchJournal
    case portOption
    case openFlag
    case listenOption
    case listening
    case listenWarning(_ address: String)
    case badListen(_ address: String)
    case badPort
    case couldNotOpenBrowser(_ reason: String)
    case couldNotListen(_ address: String, _ reason: String)
    case stopped

    // MARK: Navigation
    case appName
    case newEntry
    case timeline
    case search
    case tags
    case calendar
    case onThisDay
    case sync
    case syncing
    case installFlag

    // MARK: Timeline
    case noEntriesYet
    case noEntriesMatch
    case more
    case untitled
    case unsavedDraft
    case continueWriting
    case commandLineDraft(_ names: [String])
    case deletedNotice
    case undo
    case filtered(_ what: String)
    case showAll
    case starred

    // MARK: Entry
    case edit
    case delete
    case history
    case copyText
    case copyMarkdown
    case linkedFrom
    case brokenLink
    case downloadHTML
    case copied
    case copyFailed
    case entryNotFound
    case deletedEntry
    case restore
    case restoreThis
    case view
    case compareWithNow
    case versionOf
    case compare
    case noChanges
    case backToEntry
    case restored
    case unchangedRestore
    case shownInPart(_ shownMiB: Int, _ sizeMiB: Int)
    case actionName(_ action: HistoryAction?)

    // MARK: Writing
    case titlePlaceholder
    case bodyPlaceholder
    case save
    case cancel
    case draftSaved
    case draftFailed
    case draftRestored
    case emptyNotSaved
    case changedWhileEditing
    case changedUnderneath
    case seeNewerVersion
    case replaceNewerVersion
    case editing

    // MARK: Delete
    case confirmDelete
    case confirmDeleteDetail

    // MARK: Search, tags, calendar
    case searchPlaceholder
    case tag
    case since
    case until
    case starredOnly
    case find
    case resultCount(_ count: Int)
    case noTags
    case nothingOnThisDay
    /// A year as the calendar heads it: "2026" / "2026년".
    case calendarYear(_ year: Int)
    case daysWritten(_ count: Int)
    case yearsAgo(_ years: Int)

    // MARK: Sync
    case syncDone
    case syncStopped
    case syncTakeRemovals
    case received
    case sent
    case entriesAdded(_ n: Int)
    case entriesChanged(_ n: Int)
    case entriesRemoved(_ n: Int)
    case commitsSent(_ n: Int)
    case nothingMoved
    case conflicts(_ n: Int)

    // MARK: Refusals and errors
    case refusedToken
    case refusedHost
    case refusedOrigin
    case notFound
    case somethingWentWrong

    // MARK: Writing every day

    case untouchedNotSaved
    case todaysPrompt
    case writeAboutThis
    case templatesLabel
    case noTemplate
    case fieldsAndPlace
    case place
    case badPlace
    case noSuchTemplate(_ name: String)
    case badFieldValue(_ field: String, _ value: String, _ expected: any LocalizedText)
    case fieldsPage
    case noFieldsDeclared

    // MARK: photos

    case photos
    case review
    case photosOfTheDay
    case allPhotos
    case noPhotos
    case addPhotos
    case takePhoto
    case emptyUpload
    case uploading
    case uploadFailed
    case offlineKept
    case restoredHere
    case photosWaitForSave

    // MARK: pairing

    case pairHeading
    case pairExplain
    case pairCheckFingerprint
    case pairButton
    case pairRefused
    case pairTooManyTries
    case notPairing
    case noSuchDevice(_ id: String, _ known: [String])
    case ambiguousDevice(_ id: String)

    case badCertificate(_ path: String, _ reason: String)

    // MARK: serve beyond this machine

    case certOption
    case keyOption
    case certWithKey
    case pairFlag
    case devicesFlag
    case revokeOption
    case fingerprint(_ value: String)
    case noQRCode
    case pairingAddress(_ address: String, _ code: String)
    case revoked(_ id: String, _ name: String)
    case idleTimeoutOption
    case badIdleTimeout
    case deviceExpires(_ date: String)
    case noDevices
    case mcpTokenFlag
    case allowWriteFlag
    case tokenNameOption
    case allowWriteWithoutToken
    case mcpTokenMade(_ id: String, _ writes: Bool)
    case mcpTokenUse(_ token: String)
    case assistantReading
    case assistantWriting
    case assistantTokenNeeded
    case assistantProgramMissing
    case assistantMessageTooLarge
    case assistantNoSuchSession
    case assistantNotJSON
    case assistantNoBatches
    case assistantStartWithInitialize
    case assistantSessionsFull
    case assistantServerEnded
}
