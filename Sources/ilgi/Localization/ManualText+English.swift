import Foundation
import IlgiCore

/// English: every key of `ManualText`, which the compiler holds this table to.
extension ManualText {
    public var english: String {
        switch self {
        case .footer:
            return "User Commands"
        case .sectionName:
            return "NAME"
        case .sectionSynopsis:
            return "SYNOPSIS"
        case .sectionDescription:
            return "DESCRIPTION"
        case .sectionOptions:
            return "OPTIONS"
        case .sectionCommands:
            return "COMMANDS"
        case .sectionEnvironment:
            return "ENVIRONMENT"
        case .sectionFiles:
            return "FILES"
        case .sectionExitStatus:
            return "EXIT STATUS"
        case .sectionExamples:
            return "EXAMPLES"
        case .sectionSeeAlso:
            return "SEE ALSO"
        case .aliases:
            return "Also"
        case .command:
            return "command"
        case .defaultValue:
            return "default"
        case .values:
            return "values"
        case .ilgiJournal:
            return "The journal folder, when --journal is not given."
        case .xdgDataHome:
            return "The journal is $XDG_DATA_HOME/ilgi (default ~/.local/share/ilgi) when neither is set."
        case .xdgConfigHome:
            return "Hooks live in $XDG_CONFIG_HOME/ilgi/hooks (default ~/.config/ilgi/hooks)."
        case .ilgiLang:
            return
                "The language: ILGI_LANG first, then the first of the others that is set. ko or ko_KR.UTF-8 means Korean; anything else English."
        case .ilgiEditor:
            return "The editor for new and edit, in that order (VISUAL is skipped when TERM=dumb); vi when none is set."
        case .ilgiPager:
            return "The pager for long output on a terminal (default less); empty or cat turns paging off."
        case .less:
            return "Options for less; FRX when not set."
        case .noColor:
            return "When set and not empty, no colour (unless --color always)."
        case .term:
            return "TERM=dumb: no colour, and VISUAL is not used."
        case .columns:
            return "The screen size, when the terminal does not tell."
        case .tz:
            return "The time zone new entries are dated in, and in which \"today\" is counted."
        case .fileLocalShareIlgi:
            return "The default journal: a git repository with one YYYY/MM/<uuid>.txt file per entry."
        case .fileConfigIlgiHooks:
            return
                "Hooks: executables named after an event (post-create, post-save, post-sync) or in EVENT.d/. See ilgi hooks --help."
        case .fileJournalGitIlgi:
            return
                "This machine's state for the journal: the write lock, drafts kept after a failed editor, temporary files. Never committed."
        case .exitStatus0:
            return "Success."
        case .exitStatus1:
            return "Failure: the journal could not be read or written, the editor failed, no such entry."
        case .exitStatus2:
            return
                "Usage error or bad input: an unknown option, a bad date, an id too short or ambiguous, delete without a terminal and without --yes."
        case .exampleNewWithText:
            return "Write an entry at once."
        case .exampleNewInEditor:
            return "Write an entry in your editor."
        case .exampleListRecentTagged:
            return "The five newest entries tagged @family."
        case .exampleShowByID:
            return "Show the entry whose id starts with 3f2a."
        case .exampleCompletion:
            return "Install zsh completion (bash and fish likewise)."
        }
    }
}
