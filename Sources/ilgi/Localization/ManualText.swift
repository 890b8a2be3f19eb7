import Foundation
import IlgiCore
import IlgiEntry

/// The parts of the man page (`ilgi --generate-manual`) that are not the commands' own help:
/// section names, the environment, files, exit status and examples, by key, with one table a
/// language (`ManualText+English.swift`, `ManualText+Korean.swift`).
public enum ManualText: WordTable, CaseIterable {
    case footer
    case sectionName
    case sectionSynopsis
    case sectionDescription
    case sectionOptions
    case sectionCommands
    case sectionEnvironment
    case sectionFiles
    case sectionExitStatus
    case sectionExamples
    case sectionSeeAlso
    case aliases
    case command
    case defaultValue
    case values
    case ilgiJournal
    case xdgDataHome
    case xdgConfigHome
    case ilgiLang
    case ilgiEditor
    case ilgiPager
    case less
    case noColor
    case term
    case columns
    case tz
    case fileLocalShareIlgi
    case fileConfigIlgiHooks
    case fileJournalGitIlgi
    case exitStatus0
    case exitStatus1
    case exitStatus2
    case exampleNewWithText
    case exampleNewInEditor
    case exampleListRecentTagged
    case exampleShowByID
    case exampleCompletion

    /// (variable, what it does)
    public static let environmentVariables: [(String, ManualText)] = [
        (
            "ILGI_JOURNAL",
            .ilgiJournal
        ),
        (
            "XDG_DATA_HOME",
            .xdgDataHome
        ),
        (
            "XDG_CONFIG_HOME",
            .xdgConfigHome
        ),
        (
            "ILGI_LANG, LC_ALL, LC_MESSAGES, LANG",
            .ilgiLang
        ),
        (
            "ILGI_EDITOR, VISUAL, EDITOR",
            .ilgiEditor
        ),
        (
            "ILGI_PAGER, PAGER",
            .ilgiPager
        ),
        (
            "LESS",
            .less
        ),
        (
            "NO_COLOR",
            .noColor
        ),
        (
            "TERM",
            .term
        ),
        (
            "COLUMNS, LINES",
            .columns
        ),
        (
            "TZ",
            .tz
        ),
    ]

    /// (path, what it is)
    public static let filesList: [(String, ManualText)] = [
        (
            "~/.local/share/ilgi/",
            .fileLocalShareIlgi
        ),
        (
            "~/.config/ilgi/hooks/",
            .fileConfigIlgiHooks
        ),
        (
            "JOURNAL/.git/ilgi/",
            .fileJournalGitIlgi
        ),
    ]

    public static let exitCodes: [(String, ManualText)] = [
        ("0", .exitStatus0),
        (
            "1",
            .exitStatus1
        ),
        (
            "2",
            .exitStatus2
        ),
    ]

    /// (command line, what it does)
    public static let exampleList: [(String, ManualText)] = [
        (
            "ilgi new \"My day at the beach\" -m \"It was sunny. @family\"",
            .exampleNewWithText
        ),
        ("ilgi new", .exampleNewInEditor),
        (
            "ilgi list -n 5 --tag family",
            .exampleListRecentTagged
        ),
        (
            "ilgi show 3f2a",
            .exampleShowByID
        ),
        (
            "ilgi --generate-completion-script zsh > ~/.zfunc/_ilgi",
            .exampleCompletion
        ),
    ]
}
