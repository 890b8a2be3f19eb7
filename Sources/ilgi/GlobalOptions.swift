import ArgumentParser
import Foundation
import IlgiCore

/// Options every command takes. Declared once, used by each command as an `@OptionGroup`.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(Help.journalOption.description, valueName: "path"),
        completion: .directory)
    var journal: String?

    @Option(name: .long, help: ArgumentHelp(Help.colorOption.description, valueName: "when"))
    var color: ColorChoice = .auto

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    /// The journal folder these options name.
    var journalURL: URL {
        JournalLocation.resolve(option: journal, environment: ProcessInfo.processInfo.environment)
    }

    /// Opens the journal, creating it on first use, with the user's hooks to run around saves.
    func openJournal() throws -> Journal {
        let journal = try Journal.open(at: journalURL)
        journal.hooks = HookSetup.runner()
        journal.indexFreshness.checkElsewhere = BackgroundIndexCheck.start
        Journal.indexProgress = Progress.reporter(message: Messages.indexProgress)
        journal.store.notify = { Diagnostics.notice($0.message) }
        try journal.store.healIfNeeded()
        return journal
    }

    /// Styling for standard output, from `--color` and the terminal.
    var palette: Palette {
        Palette.resolve(color, terminal: .current)
    }
}
