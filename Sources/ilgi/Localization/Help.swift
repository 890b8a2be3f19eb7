import Foundation
import IlgiCore
import IlgiEntry

/// Help text for commands and options, by key, with one table a language
/// (`Help+English.swift`, `Help+Korean.swift`) that the compiler holds to every key.
public enum Help: WordTable, CaseIterable {
    // MARK: General

    case abstract
    case discussion
    case journalOption
    case journalNameOption
    case colorOption
    case list
    case limitOption
    case sinceOption
    case untilOption
    case onOption
    case tagOption
    case starredOption
    case jsonFlag
    case new
    case newDiscussion
    case titleArgument
    case messageOption
    case dateOption
    case edit
    case idArgument
    case show
    case rawFlag
    case delete
    case yesFlag

    // MARK: Crypt
    // Help for `ilgi crypt`, in English and Korean.

    case crypt
    case cryptDiscussion
    case cryptInit
    case cryptInitDiscussion
    case cryptRewriteHistoryFlag
    case cryptYesFlag
    case cryptKeyOption
    case cryptStatus
    case cryptUnlock
    case cryptKeyFileArgument
    case cryptLock
    case cryptExportKey
    case cryptExportFileArgument
    case cryptClean
    case cryptSmudge
    case cryptDiff
    case cryptDiffFileArgument
    case cryptAddGPGUser
    case cryptGPGUserArgument
    case cryptTrustedFlag
    case cryptUnlockDiscussion
    case cryptIdentityOption
    case cryptAddRecipient
    case cryptAddRecipientDiscussion
    case cryptRecipientArgument
    case passphraseFileOption
    case cryptAddPassphrase
    case cryptAddPassphraseDiscussion

    // MARK: Find
    // Help for finding things: queries, date phrases, tags, stars, calendar and stats.

    case notTagOption
    case weatherOption
    case datePhrases
    case regexOption
    case wholeWordFlag
    case anyFlag
    case notOption
    case countFlag
    case jsonLinesFlag
    case star
    case unstar
    case tags
    case tagsJSONFlag
    case prompt
    case promptDiscussion
    case newPromptFlag
    case nudge
    case nudgeDiscussion
    case nudgeNotifyFlag
    case nudgeInstallFlag
    case nudgeAtOption
    case random
    case onThisDay
    case onThisDayDiscussion
    case onThisDayDateOption
    case calendar
    case calendarDiscussion
    case calendarArgument
    case stats
    case statsJSONFlag
    case deleteDiscussion
    case editFiltersDiscussion
    case sincePhraseOption
    case untilPhraseOption
    case onPhraseOption
    case review
    case reviewDiscussion
    case reviewYearArgument

    // MARK: History
    // Help for `log`, `diff`, `restore`, `deleted`, `git` and `show --at`, in English and Korean.

    case log
    case logDiscussion
    case logIDArgument
    case historyIDArgument
    case onelineFlag
    case logLimitOption
    case atOption
    case diff
    case diffDiscussion
    case diffRevisionArgument
    case restore
    case restoreDiscussion
    case restoreIDArgument
    case deleted
    case deletedFlag
    case git
    case gitDiscussion
    case gitArguments

    // MARK: Hooks
    // Help for `ilgi hooks`, `ilgi config` and `ilgi weather`.

    case hooks
    case hooksDiscussion
    case hooksList
    case hooksInstall
    case hookNameArgument
    case forceFlag
    case hooksRun
    case eventArgument
    case hookEntryArgument
    case config
    case configDiscussion
    case configKeyArgument
    case configValueArgument
    case configListFlag
    case configUnsetFlag
    case weather
    case iconFlag
    case weatherJSONFlag
    case weatherTrailersFlag

    // MARK: Import
    // Help for what `import` reads beyond its first formats, and its new options, in English
    // and Korean.

    case importMoreDiscussion
    case importJrnlConfigOption
    case importTimeFormatOption
    case importPasswordFileOption
    case importDryRunFlag
    case importAllJournalsFlag

    // MARK: Share
    // Help for `share`, `export` and `import`, in English and Korean.

    case share
    case shareDiscussion
    case shareFormatOption
    case clipboardFlag
    case outputFileOption
    case export
    case exportDiscussion
    case exportFormatOption
    case exportOutputOption
    case importCommand
    case importDiscussion
    case importFileArgument
    case importFromOption
    case importTimeZoneOption
    case importMoodFieldOption
    case importFoldersAsOption

    // MARK: Sync
    // Help for `ilgi remote` and `ilgi sync`, in English and Korean.

    case remote
    case remoteDiscussion
    case remoteAdd
    case remoteList
    case remoteRemove
    case remoteNameArgument
    case remoteURLArgument
    case sync
    case syncDiscussion
    case syncRemoteArgument
    case syncYesFlag
    case quietFlag
    case syncInstallFlag
    case syncEveryOption
    case syncBackgroundFlag
    case status
    case statusJSONFlag

    // MARK: Writing
    // Help for writing every day: templates, fields, journals.

    case templates
    case templatesDiscussion
    case templatesList
    case templatesShow
    case templatesAdd
    case templatesRemove
    case templateNameArgument
    case templateFileArgument
    case templateOption
    case noTemplateFlag
    case fieldFilterOption
    case fields
    case fieldsDiscussion
    case fieldsList
    case fieldsAdd
    case fieldsRemove
    case fieldNameArgument
    case fieldScaleOption
    case fieldChoiceOption
    case fieldTextFlag
    case newFieldOption
    case editFieldOption
    case locationOption
    case journals
    case journalsDiscussion
    case journalsList
    case journalsAdd
    case journalsDefault
    case journalsRemove
    case journalNameArgument
    case journalPathArgument
    case attach
    case attachDiscussion
    case attachFilesArgument
    case attachRemoveOption
    case attachForceFlag
    case newAttachOption
    case exportYearOption

    // MARK: Doctor

    case doctor
    case fixFlag

    // MARK: Drafts

    case drafts
    case draftsDiscussion
    case draftsList
    case draftsRestore
    case draftsDiscard
    case draftArgument
    case draftForceFlag
    case draftYesFlag
    case editDateOption

    // MARK: Index

    case reindex
    case reindexDiscussion

    // MARK: Search

    case search
    case searchDiscussion
    case queryArgument

    // MARK: Assistants

    case mcp
    case mcpDiscussion
    case allowWriteFlag
    case printConfigOption

    // MARK: Links

    case links
    case linksDiscussion
    case linksIDArgument
    case showJSONFlag
    case linksToOption
    case lsp
    case lspDiscussion
    case lspPrintConfigOption
    case tagsRename
    case tagsRenameOld
    case tagsRenameNew
}
