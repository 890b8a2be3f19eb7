import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// Options every command takes. Declared once, used by each command as an `@OptionGroup`.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(Help.journalOption.description, valueName: "path"),
        completion: .directory)
    var journal: String?

    @Option(
        name: .customShort("j"),
        help: ArgumentHelp(Help.journalNameOption.description, valueName: "name"),
        completion: EntryCompletion.journalNames)
    var journalName: String?

    @Option(name: .long, help: ArgumentHelp(Help.colorOption.description, valueName: "when"))
    var color: ColorChoice = .auto

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never

        // What argument-parser would derive, through a key path and a string made for each
        // case, for every set of options holding `--color` it builds (16 a command), at every
        // command's start (bench/RESULTS.md#code-start-up). Made once; a case has no
        // description beyond its name.
        static let allValueStrings = allCases.map { $0.rawValue }
        static let allValueDescriptions: [String: String] = [:]
    }

    /// The options as argument-parser makes them from a line that gives none of them, made
    /// without its parse (`Ilgi.Search(wordsAlone:)`). Sets every option: one left unset
    /// stops the program when read, and `ReadingCommandParseTests` compares this with the parse.
    static var unset: GlobalOptions {
        var options = GlobalOptions()
        options.journal = nil
        options.journalName = nil
        options.color = .auto
        return options
    }

    func validate() throws {
        if journal != nil, journalName != nil { throw ValidationError(CommandText.journalAndName.description) }
    }

    /// The journal folder these options name.
    func journalURL() throws -> URL {
        try JournalLocation.resolve(
            option: journal, name: journalName, environment: ProcessInfo.processInfo.environment)
    }

    /// What the journal is opened with, from the environment (which only the command line
    /// reads): `ILGI_TEST_CRASH_AT` names a step to die at (debug builds only); `$USER` signs
    /// commits when git has no identity; `$XDG_CACHE_HOME` keeps the catalog of a journal
    /// this account cannot write; progress bars for long catalog builds and history
    /// reads.
    static func configuration(
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> JournalConfiguration
    {
        var configuration = JournalConfiguration(environment: environment)
        #if DEBUG
            configuration.crashPoint = environment["ILGI_TEST_CRASH_AT"].flatMap(CrashPoint.init(rawValue:))
        #endif
        configuration.catalogProgress = Progress.reporter(message: CommandText.catalogProgress)
        configuration.historyProgress = Progress.reporter(message: CoreText.historyProgress)
        configuration.unreadableEntry = UnreadableEntries.warn
        configuration.opensRepositoryAtFirstUse = true
        return configuration
    }

    /// Opens the journal, creating it on first use, with the user's hooks to run around saves.
    /// A journal encrypted and locked on this machine is refused unless `opensLocked` (the
    /// crypt commands that must reach one).
    /// `saysSyncNotices`: whether to say what background syncs left to say (`sync` and
    /// `status` say it their own way).
    func openJournal(opensLocked: Bool = false, saysSyncNotices: Bool = true) throws -> Journal {
        var configuration = GlobalOptions.configuration()
        configuration.opensLockedJournal = opensLocked
        let journal: Journal
        let root = try journalURL()
        do {
            journal = try Journal.open(at: root, configuration: configuration)
        } catch CryptError.journalLocked(let path) {
            CryptSupport.guardLockedClone(at: root)
            throw CryptError.journalLocked(path: path)
        }
        journal.hooks = HookSetup.runner()
        journal.reader.catalogFreshness.checkElsewhere = BackgroundCatalogCheck.start
        journal.store.notify = { Diagnostics.notice($0.message) }
        journal.store.transactionSucceeded = { [unowned journal] in BackgroundSyncs.note($0, journal: journal) }
        try journal.store.healIfNeeded()
        if saysSyncNotices {
            BackgroundSyncs.afterOpening(journal)
        }
        return journal
    }

    /// Styling for standard output, from `--color` and the terminal.
    var palette: Palette {
        Palette.resolve(color, terminal: .current)
    }
}
