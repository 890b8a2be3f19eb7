import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
import IlgiTransfer

/// What the command line prints, by key: its own output, notices and usage errors (the
/// core's errors carry `CoreText`). Each language is a table of its own
/// (`CommandText+English.swift`, `CommandText+Korean.swift`), a `switch` over every key, so a
/// key a table lacks does not compile; a third language is a third table (and a
/// requirement of `WordTable`).
public enum CommandText: WordTable {
    // MARK: General

    case emptyEntryNotSaved
    case emptiedEntryNotSaved
    case editorDidNotStart(_ command: String, _ reason: String)
    case controlCharacterInSystemFile(_ quoted: String)
    case entryShownInPart(_ path: String, _ shownMiB: Int, _ sizeMiB: Int)
    case editorNotFound(_ command: String)
    case editorExited(_ command: String, _ status: Int32)
    case editorInterrupted(_ command: String)
    case editorKilled(_ command: String, _ signal: Int32)
    case nothingSaved
    case deleteNeedsConfirmation(_ short: String)
    case noChanges
    case noEntriesYet
    case noEntriesMatch
    case confirmDelete(_ title: String)
    case notDeleted

    // MARK: Crypt
    // The command line's words about encryption, in English and Korean (the core keeps its
    // errors' in `CoreText`, Crypt).

    case encryptionTurnedOn(files: Int, sharedKey: Bool)
    case rewritingHistoryProgress(_ done: Int, _ total: Int)
    case historyRewritten(_ commits: Int, backup: String)
    case historyAlreadyEncrypted
    case confirmForcedPush(_ remote: String, _ url: String)
    case forcedPushDeclined(_ remote: String)
    case remoteHistoryReplaced(_ remote: String)
    case remoteHistoryNotPlain(_ remote: String)
    case yesNeedsRewriteHistory
    case historyStillPlain(_ commits: Int)
    case encryptionState(_ state: EncryptionState)
    case encryptedFileCount(_ count: Int)
    case plainCommitCount(_ count: Int)
    case plainFilesUnderEncryption(_ count: Int)
    case journalUnlocked(_ files: Int)
    case journalLockedNow
    case keyExported(_ path: String)
    case encryptingProgress(_ done: Int, _ total: Int)
    case decryptingProgress(_ done: Int, _ total: Int)
    case lockingProgress(_ done: Int, _ total: Int)
    case programFailed(_ command: String)
    case gpgKeyNotFound(_ query: String)
    case gpgKeyAmbiguous(_ query: String)
    case gpgKeyNotTrusted(_ query: String)
    case gpgUserAdded(_ fingerprint: String)
    case noWayToUnlock
    case oneWayToUnlock
    case passphrasePrompt
    case passphraseAgainPrompt
    case passphrasesDiffer
    case emptyPassphrase
    case passphraseNeedsTerminal
    case passphraseAdded
    case identityOpensNoCopy(_ identity: String)
    case notAnAgeRecipient(_ text: String)
    case ageMissing
    case recipientAdded(_ recipient: String)

    // MARK: Doctor
    // The command line's words about doctor, in English and Korean (the core keeps the
    // messages of its own errors in `CoreText`, Doctor).

    case doctorHealthy
    case doctorRepaired(_ created: Int, _ temporary: Int, unlinkedAssets: Int = 0)
    case doctorClosedFolders(_ count: Int)
    case doctorFsckFailed(_ output: String)
    case problemLabel
    case noteLabel

    // MARK: Drafts
    // The command line's words about drafts, in English and Korean (the core keeps the
    // messages of its own errors in `CoreText`, Drafts).

    case draftKeptAt(_ name: String, _ path: String)
    case editRefusedDraftKept(_ name: String, _ path: String)
    case earlierDrafts(_ short: String, _ count: Int)
    case browserDraft(_ short: String, _ name: String)
    case noDrafts
    /// The entry column of `ilgi drafts` for a draft of a new entry.
    case draftForNewEntry
    case draftAge(seconds: Int)
    case confirmDiscardDraft(_ name: String, _ firstLine: String)
    case discardNeedsConfirmation(_ name: String)
    case draftNotDiscarded
    case draftDiscarded(_ name: String)
    case doctorMendedSplitTrailers(_ count: Int)
    case redated(_ short: String, _ title: String, _ date: String)

    // MARK: Find
    // Messages for finding things: queries, date phrases, tags, stars, calendar and stats.

    case oneOutputFormat
    case invalidRegex(_ pattern: String, _ reason: String)
    case starred(_ short: String, _ title: String)
    case unstarred(_ short: String, _ title: String)
    case alreadyStarred(_ short: String)
    case notStarred(_ short: String)
    case noTags
    case nothingOnThisDay(_ day: String)
    case yearsAgo(_ years: Int, _ year: Int)
    case calendarMonthLine(_ entries: String, _ words: String, _ count: Int, _ written: Int, _ days: Int)
    case streakLine(_ current: Int, _ longest: Int)
    case statsEntries
    case statsWords
    case statsDays
    case statsStarred
    case statsStreaks
    case statsBusiestWeekday
    case statsBusiestHour
    case statsTopTags
    case statsWeather
    case statsFirst
    case statsLast
    case unknownCommand(_ word: String, suggestion: String)
    case notACommand(_ text: String)
    case deleteNeedsIDOrFilter
    case idWithFilters
    case deleteManyNeedsConfirmation(_ count: Int)
    case confirmDeleteMany(_ count: Int)
    case editingOneOf(_ number: Int, _ count: Int, _ short: String, _ title: String)
    case streakValue(_ current: Int, _ longest: Int)

    // MARK: History
    // The command line's words about history, in English and Korean (the core keeps the
    // messages of its own errors in `CoreText`, History).

    case noHistoryYet
    case restoreUnchanged(_ short: String)
    case noDeletedEntries
    case restoreHint
    case noDifferences(_ id: String, _ commit: String?)
    /// "deleted November 22, 2026 at 3:45 PM"
    case deletedOn(_ date: String)
    /// `show --at`: which version is on screen.
    case versionLabel(_ commit: String, _ date: String)

    // MARK: Hooks
    // The command line's words about hooks, in English and Korean (the core keeps the
    // messages of its own errors in `CoreText`, Hooks).

    case noHooks(_ folder: String)
    case hookNotExecutableNote
    case noHooksForEvent(_ event: String, _ folder: String)
    case hooksRan(_ count: Int, _ event: String, failed: Int)
    case hookChangesSaved(_ short: String, _ title: String)
    case hookInstalled(_ name: String, _ path: String)
    case hookAlreadyInstalled(_ name: String, _ path: String)
    case weatherHookNextStep
    case settingNotSet(_ key: String)
    case noSettings
    case configNeedsKey
    case configListTakesNoKey
    case configUnsetTakesNoValue
    case defaultMarker(_ value: String)
    case helperProgramMissing(_ program: String)
    case weatherHelperFailed(_ program: String, _ reason: String)
    case weatherIconWithJSON

    // MARK: Import
    // The command line's words about import, in English and Korean (the core keeps the
    // messages of its own errors in `TransferText`, Import).

    case jrnlPasswordPrompt(_ name: String)
    case jrnlPasswordAgain
    case importJrnl1Encryption
    case importNoSuchJrnlJournal(_ name: String, _ config: String)
    case importNeedsFile
    case importWouldImport(_ count: Int, _ source: any LocalizedText, _ alreadyThere: Int)
    case importChecking(_ percent: Int)
    case importUnpacking(_ done: Int, _ total: Int)
    case importPreviewNew
    case importPreviewKnown
    case importPreviewFiles
    case dayOneExportNeedsFile
    /// One document links the entries' photos and files but cannot carry them.
    case exportLeavesFilesBehind(_ count: Int, _ format: ExportFormat)
    case importAllJournalsTakesNoFile
    case importAllJournalsNeedsConfig
    case importOtherJrnlJournals(_ names: [String])
    case importJrnlJournalInto(_ jrnlName: String, _ name: String, _ path: String)

    // MARK: Index
    // Messages and help of the journal index (`ilgi reindex`, the progress of a first build), in
    // English and Korean.

    case catalogProgress(_ done: Int, _ total: Int)
    case reindexed(_ count: Int)

    // MARK: Search

    case emptyQuery
    case noMatches(_ query: String)

    // MARK: Share
    // The command line's words about share, in English and Korean (the core keeps the
    // messages of its own errors in `TransferText`, Share).

    case copiedToClipboard(_ tool: String)
    case noClipboardTool
    case clipboardFailed(_ tool: String, _ reason: String)
    case clipboardWithOutput
    case wroteFile(_ path: String)
    case exportProgress(_ done: Int, _ total: Int)
    case exportScanning
    case nothingToImport(_ alreadyThere: Int)
    case importUnknownTimeZone(_ zone: String)
    case importFoldersOnlyDiaro
    case importFolderInto(_ folder: String, _ journal: String, _ path: String)
    case importProgress(_ done: Int, _ total: Int)

    // MARK: Sync
    // The command line's words about sync, in English and Korean (the core keeps the
    // messages of its own errors in `CoreText`, Sync).

    case remoteAdded(_ name: String, _ url: String)
    case remoteRemoved(_ name: String)
    /// Marks the remote `ilgi sync` uses by default in `ilgi remote list`; the same in every
    /// language, since scripts may look for it.
    case upstreamMark
    case noRemotesYet
    case sshNotBuiltIn(_ url: String)
    case entryConflict(_ original: String, _ copy: String, _ title: String, _ source: String)
    case fileConflict(_ path: String, _ copy: String)
    case syncedUpToDate(_ remote: String)
    case syncedNothing(_ remote: String)
    /// "Received 2 new entries, 1 changed." — only the parts that are not zero.
    case syncedReceived(
        _ added: Int, _ changed: Int, _ removed: Int, otherFiles: Int, wordsAdded: Int?, wordsRemoved: Int?)
    case syncedSent(_ commits: Int, _ remote: String)
    case progressReceiving(_ percent: Int, _ done: Int, _ total: Int, _ size: String)
    case progressResolving(_ percent: Int, _ done: Int, _ total: Int)
    case progressSending(_ percent: Int, _ done: Int, _ total: Int, _ size: String)
    case upstreamSet(_ branch: String, _ remote: String)
    case statusNoRemote
    case statusRemote
    case statusUnsent
    case statusNotTaken
    case statusLastSync
    case statusUnreachable
    case statusConflicts
    case statusAutomatic
    case statusSucceeded
    case statusNever
    case statusAutoOn
    case statusAutoOff
    case statusSaves(_ count: Int)
    case statusChanges(_ count: Int)
    case statusFailed(_ error: any LocalizedText)
    case statusUnreachableSince(_ since: String, _ next: String)

    // MARK: Terminal
    // Words of the terminal layer: swift-argument-parser's own help and error wording in Korean,
    // and the man page.

    case nudge(streak: Int)
    case nudgeAtNeedsInstall
    case nudgeBadTime(_ text: String)
    case nudgeInstalled(_ clock: String, _ folder: String)
    case syncTimerInstalled(_ every: String, _ folder: String)
    case serveServiceInstalled(_ folder: String)
    case serveNoSystemd
    case everyNeedsInstall
    case badEvery(_ text: String)
    case nudgeCronInstructions
    case promptIsTheTitle

    // MARK: Writing
    // What ilgi says about templates, fields and journals.

    case noSuchTemplate(_ name: String, known: [String])
    case configuredTemplateMissing(_ key: String, _ name: String)
    case entryUnreadable(_ path: String, _ reason: String)
    case moreEntriesUnreadable
    case unknownPlaceholder(_ name: String, _ template: String)
    case templateWeatherUnavailable(_ reason: any LocalizedText)
    case noTemplatesYet
    case templateFromJournal
    case templateFromPerson
    case templateUsedOn(_ days: [String])
    case templateAdded(_ name: String)
    case templateReplaced(_ name: String)
    case templateUnchanged(_ name: String)
    case templateRemoved(_ name: String)
    case templateIsPersonal(_ name: String, _ path: String)
    case invalidTemplateName
    case templateIsEmpty
    case entryLeftAsTemplate
    case templateWithPrompt
    case jrnlTemplateUnreadable(_ path: String)
    case jrnlTemplateAdopted(_ name: String, madeDefault: Bool)
    case noFieldsYet
    case invalidFieldName(_ name: String)
    case fieldNeedsOneKind
    case badFieldScale(_ text: String)
    case badFieldChoice(_ text: String)
    case fieldAdded(_ name: String, _ values: any LocalizedText)
    case fieldChanged(_ name: String, _ values: any LocalizedText)
    case fieldRemoved(_ name: String)
    case fieldLineKeptAsText(_ line: String)
    case badLocation
    case journalAndName
    case journalNotCreated
    case journalPlain
    case journalEncrypted
    case journalLocked
    case journalNoRemote
    case journalAdded(_ name: String, _ path: String)
    case journalIsDefault(_ name: String)
    case journalForgotten(_ name: String, _ path: String)
    case journalEnvironmentWins(_ path: String)
    case attachNeedsFiles
    case attachRemoveWithFiles
    case attached(_ names: [String], _ id: String)
    case alreadyAttached(_ name: String, _ id: String)
    case detached(_ name: String, _ id: String)
    case attachmentsHeading(_ count: Int)
    case attachmentMissing
    case attachmentNotLinked
    case bookNeedsChromium
    case bookPrintFailed(_ program: String, _ reason: String)
    case bookNeedsFile
    case bookWritten(_ entries: Int, _ photos: Int, _ path: String, numbered: Bool)

    // MARK: Links

    case linkedFromHeading(_ count: Int)
    case linksHeading(_ count: Int)
    case linkBroken
    case linkAmbiguous(_ count: Int)
    case linkDay(_ count: Int)
    case noLinkProblems(_ links: Int)
    case linkProblemsHeading(_ count: Int)
    case deleteLinkedEntry(_ title: String, _ linkingEntries: Int)
    case tagRenamed(_ old: String, _ new: String, _ entries: Int)
    case noEntryTagged(_ tag: String)
}

extension CommandText {
    /// What answers yes to a question in `language` (`Prompt.confirm` takes any language's).
    static func yesAnswers(in language: Language) -> [String] {
        switch language {
        case .english: englishYesAnswers
        case .korean: koreanYesAnswers
        }
    }
}
