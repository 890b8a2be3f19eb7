import Foundation
import IlgiEntry

/// What the core says to a person, by key: the messages of its errors and notices, and the
/// words the command line and the web server both show. Errors say what went wrong and what
/// to do. Each language is a table of its own (`CoreText+English.swift`,
/// `CoreText+Korean.swift`), a `switch` over every key, so a key a table lacks does not
/// compile; a third language is a third table (and a requirement of `WordTable`).
public enum CoreText: WordTable {
    /// How many writing prompts ilgi has of its own, in every language.
    public static var writingPromptCount: Int { englishWritingPrompts.count }

    // MARK: General

    case saved(_ short: String, _ title: String)
    case deleted(_ short: String, _ title: String)
    /// Two sentences as one message.
    case joined(_ first: any LocalizedText, _ second: any LocalizedText)
    /// One of ilgi's own writing prompts, `0..<writingPromptCount`.
    case writingPrompt(_ number: Int)
    /// What begins an error's line and a warning's on standard error (`ilgi: error: …`), from
    /// the command line and from the programs it becomes.
    case errorLabel
    case warningLabel

    // MARK: Attachments
    // What `attach`, `show` and `doctor` say about photos and attachments, in English and Korean.

    case attachNoSuchFile(_ path: String)
    case attachNotAFile(_ path: String)
    case attachTooLarge(_ name: String, _ size: String, _ limit: String)
    case attachmentNotFound(_ name: String, _ id: String, _ names: [String])
    case attachmentAmbiguous(_ name: String, _ stored: [String])
    case doctorUnlinkedAssets(_ count: Int)

    // MARK: Batch

    case importFailed(_ place: String, _ reason: any LocalizedText)
    case importUnsafeAsset(_ name: String)

    // MARK: Doctor

    case doctorUncommitted(_ count: Int)
    case doctorIndexDamaged(_ reason: String)
    case doctorUnreadable(_ count: Int)
    case doctorStatusFailed(_ reason: String)
    case doctorOversized(_ count: Int)
    case doctorKeptApart(_ count: Int)
    case doctorOpenFolders(_ count: Int)
    case doctorNotUTF8(_ count: Int)
    case doctorMissingCreated(_ count: Int)
    case doctorEmpty(_ count: Int)
    case doctorConflicts(_ count: Int)
    case doctorStray(_ count: Int)
    case doctorNoIdentity(_ fallback: String)
    case doctorMissingAssets(_ count: Int)

    // MARK: Drafts
    // Messages about drafts, text that is not UTF-8, re-dating and entries an old edit split
    // (issue 11: no text hidden, no draft destroyed).

    case draftNotFound(_ query: String)
    case draftAmbiguous(_ query: String, _ names: [String])
    case draftEntryGone(_ entry: String, _ draft: String)
    case draftEntryChanged(_ entry: String, _ draft: String, _ path: String)
    case draftStartUnknown(_ entry: String, _ draft: String, _ path: String)
    case doctorSplitTrailers(_ count: Int)
    case doctorUnsavedDrafts(_ count: Int)

    // MARK: Guard

    /// `doctor`: symbolic links where entries or their folders belong.
    case doctorSymbolicLinks(_ count: Int)
    case doctorBrokenLinks(_ count: Int)
    case notATag(_ name: String)
    case doctorAmbiguousLinks(_ count: Int)

    // MARK: History
    // What `log`, `show --at`, `diff`, `restore`, `deleted` and `git` say, in English and Korean.

    case unknownEntry(_ query: String)
    case unknownRevision(_ revision: String)
    case ambiguousRevision(_ revision: String)
    case noCommitBefore(_ date: String)
    case noHistoryError
    case notInRevision(_ id: String, _ revision: String, _ commit: String)
    case notDeleted(_ id: String)
    case uncommittedChanges(_ id: String, _ path: String)
    case emptyVersion(_ id: String, _ commit: String)
    case gitNotFound
    case gitDidNotStart(_ reason: String)
    case restored(_ short: String, _ title: String)
    /// How `deleted` and ambiguous-id lists mark an entry that was deleted.
    case deletedMark
    /// The action column of `ilgi log`.
    case action(_ action: HistoryAction)

    // MARK: Hooks
    // What ilgi says about hooks, settings and the weather.

    case hookWarning(_ warning: HookWarning)
    case unknownHookEvent(_ name: String)
    case hookEventNeedsEntry(_ event: String)
    case unknownHookName(_ name: String, _ known: [String])
    case hookSourceMissing(_ name: String, _ searched: [String])
    case hookInstallWouldOverwrite(_ path: String)
    case settingHooksTimeout
    case settingWeatherLocation
    case settingWeatherProvider
    case settingWeatherAPIKey
    case settingWeatherURL
    case expectedSeconds
    case expectedLocation
    case expectedProvider
    case expectedAPIKey
    case expectedURL
    case unknownSetting(_ key: String, suggestion: String?, known: [String])
    case invalidSetting(_ key: String, _ value: String, _ expected: any LocalizedText)
    case weatherNoLocation
    case weatherNoAPIKey
    case weatherBadAPIKey(_ provider: String, _ message: String?)
    case weatherBadLocation(_ location: String, _ message: String?)
    case weatherPlaceNotFound(_ name: String)
    case weatherServerError(_ provider: String, _ status: Int, _ message: String?)
    case weatherInvalidResponse(_ provider: String, _ detail: String)
    case weatherTimedOut(_ seconds: Int)
    case weatherUnreachable(_ host: String, _ reason: any LocalizedText)
    case connectionRefused
    case hostNotFound
    case noNetwork
    case secureConnectionFailed
    case weatherBadURL(_ url: String)

    // MARK: Journals

    case unknownJournal(_ name: String, _ known: [String])
    case invalidJournalName(_ name: String)
    case journalNameTaken(_ name: String, _ root: String)
    case journalFolderTaken(_ name: String, _ root: String)
    case cannotForgetStandardJournal(_ root: String)
    case journalListUnreadable(_ path: String, _ reason: String)
    case journalListUnwritable(_ path: String, _ reason: String)

    // MARK: PathCommits
    // Messages of the table of the commits that changed each entry (`PathCommits`), made on the
    // first `ilgi log ID` of a journal, in English and Korean.

    case historyProgress(_ done: Int, _ total: Int)

    // MARK: Review
    // What `ilgi review` and the browser's review page say, in English and Korean.

    case reviewBadYear
    case reviewHeading(_ year: Int)
    case reviewEmpty(_ year: Int)
    case reviewEntries(_ count: Int)
    case reviewWords(_ count: Int)
    case reviewDays(_ count: Int)
    case reviewStreak(_ days: Int)
    case reviewAverage(_ value: String)
    case reviewBusiestMonth
    case reviewWeather
    case reviewTopTags
    case reviewByMonth
    case bookContents
    case bookTitle(_ year: Int?)

    // MARK: Sync
    // What ilgi says about remotes and sync, in English and Korean.

    case urlEmpty
    case urlHasLineBreak
    case urlMalformed
    case urlNeedsHost
    case urlNeedsPath
    case urlBadPort
    case urlEmptyUser
    case urlFileNeedsAbsolutePath
    case urlUnknownScheme(_ scheme: String)
    case invalidRemoteURL(_ url: String, _ reason: any LocalizedText)
    case invalidRemoteName(_ name: String)
    case remoteExists(_ name: String, _ url: String)
    case remoteNotFound(_ name: String, _ known: [String])
    case localRemoteMissing(_ path: String)
    case chooseRemote(_ names: [String])
    case noRemote
    case detachedHead
    case sshUnsupported(_ url: String)
    case unreachable(_ remote: String, _ url: String, _ detail: String)
    case remoteRepositoryMissing(_ remote: String, _ url: String, _ detail: String)
    case authenticationFailed(_ remote: String, _ url: String, _ tried: [String], _ detail: String)
    case unknownHost(_ host: String, _ port: Int?, _ keyType: String, _ fingerprint: String)
    case hostKeyChanged(_ host: String, _ port: Int?, _ file: String, _ fingerprint: String)
    case pushRejected(_ remote: String, _ reference: String, _ reason: String)
    case remoteKeepsMoving(_ remote: String, _ attempts: Int)
    case remoteBusy(_ remote: String, _ file: String)
    case remoteLocked(_ remote: String, _ file: String)
    case uncommittedChangesBeforeSync(_ paths: [String])
    case checkoutBlocked(_ detail: String)
    case transferFailed(_ remote: String, _ pushing: Bool, _ detail: String)
    case remoteChangesEncryption(_ remote: String, _ commit: String, _ subject: String)
    case massDeletion(
        _ remote: String, _ removed: Int, _ emptied: Int, _ total: Int, _ commit: String, _ subject: String)
    case tooLargeInFolder(_ remote: String, _ path: String, _ size: Int, _ commit: String)
    case remoteNeedsNewerFormat(_ remote: String, _ format: Int, _ needs: String?)
    case unreadableName(_ remote: String, _ commit: String)
    /// Why a path from a remote was left out: a few words after it.
    case leftOutReason(_ reason: SyncReport.LeftOutReason)
    /// How to take a plain entry a remote sent to an encrypted journal, on purpose.
    case takeLeftOutEntry(_ id: String, _ commit: String)
    case leftOut(_ count: Int, _ remote: String)
    case leftOutMore(_ count: Int)
    /// The title of the entry that keeps the other side's version of an entry both sides edited.
    case conflictCopyTitle(_ title: String, _ source: String, _ date: String)
    case settingSSHKey
    case expectedKeyPath
    case settingSyncAuto
    case settingSyncInterval
    case expectedOnOff
    case expectedInterval
    case notSentUnreachable(_ count: Int, _ remote: String, _ since: String)
    case notSentFailed(_ count: Int, _ remote: String, _ error: any LocalizedText)
    case backgroundSyncFailed(_ remote: String, _ error: any LocalizedText)
    case conflictsKeptInBackground(_ paths: [String])
    case leftOutInBackground(_ paths: [String])

    // MARK: WeatherAddress
    // What `weather` says when the service's address is wrong, in English and Korean.

    case weatherAddressNotFound(_ address: String, _ status: Int, _ message: String?)

    // MARK: Writing

    case settingDefaultTemplate
    case settingWeekdayTemplate(_ day: String)
    case expectedTemplateName
    case fieldStatsNone(_ name: String)
    case fieldStatsSummary(_ count: Int, _ average: String, _ values: any LocalizedText)
    /// "12 entries", "일기 12편": a field's count, a journal's in `ilgi journals`.
    case entryCount(_ count: Int)
    case fieldStatsByMonth
    case fieldStatsByWeekday
    case fieldStatsTags
    case fieldStatsWeather
    case fieldStatsWords(_ high: Int, _ highCount: Int, _ low: Int, _ lowCount: Int)

    // MARK: Filters

    case negativeLimit(_ value: Int)
    case onWithRange
    case unknownWeatherGroup(_ text: String)
    case sinceAfterUntil(_ since: String, _ until: String)
    case badFieldCondition(_ text: String)
    case unknownField(_ name: String, known: [String])
    case fieldSettingForm(_ text: String)
    case badFieldValue(_ value: String, _ name: String, _ values: any LocalizedText)
}
