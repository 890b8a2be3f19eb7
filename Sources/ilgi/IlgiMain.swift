import ArgumentParser
import Foundation
import IlgiCore
import IlgiStore

/// Runs the command line and turns every error into one line on stderr and an exit code,
/// never a crash trace.
@main
enum IlgiMain {
    static func main() async {
        // A diary is its owner's alone, as pass keeps passwords: every file and folder ilgi
        // makes (the journal, its entries, drafts, the catalog that holds every word, exports)
        // is readable by no other user of the machine, whatever the login's umask.
        umask(0o077)
        // A command lives for milliseconds and its threads allocate for every hit it finds:
        // its memory is kept in large steps and large pages (bench/RESULTS.md).
        CommandMemory.keepForOneCommand()
        let status = await run()
        BackgroundSyncs.startForSaves()
        Journal.finishPreparing()
        exit(status)
    }

    /// Whether the command named first reads entries through the catalog and nothing else:
    /// the listing (also `ilgi` alone), a search, one entry, the counts.
    static func readsThroughTheCatalog(_ first: String?) -> Bool {
        first.map { readingCommands[$0] != nil } ?? true
    }

    /// The commands that read through the catalog, by the names they are called by
    /// (`CommandTable`).
    static let readingCommands = CommandTable.readingCommands

    /// A reading command's line parsed by that command alone, or nil (then the whole tree
    /// parses it, and says what is wrong, or prints the help, as it always did). The whole
    /// tree's parse reflects on the root's options and built-in commands too: the longest step
    /// before the journal opens, since such a read loads no libgit2
    /// (bench/RESULTS.md#code-start-up). Each command holds the global options
    /// itself (`GlobalOptions`), so it parses the same line into the same command.
    static func readingCommand(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let first = arguments.first, let command = readingCommands[first],
            let parsed = try? command.parseAsRoot(Array(arguments.dropFirst()))
        else { return nil }
        // `--help` parses into argument-parser's help command, which would name no `ilgi`.
        return type(of: parsed) == command ? parsed : nil
    }

    /// The command's exit status: 0, or what its error says (1 failure, 2 usage).
    private static func run() async -> Int32 {
        // libgit2 is loaded and set up on a thread of its own while this one parses the
        // command line. Started here, on the thread that runs the command, not before the
        // first `await`: from there the runtime makes its own threads, and a thread made while
        // a library loads waits for the load to end.
        // `ilgi mcp` becomes `ilgi-helper mcp` at once, and libgit2 set up here would be thrown away
        // while it takes a core from the program that replaces it (a search for the word
        // "mcp" is not that command). A command that reads through the catalog
        // needs no libgit2 when HEAD is where the catalog saw it (`Repository.openedAtFirstUse`):
        // its load, set going here, took the other core from the parse all the same.
        let line = Array(CommandLine.arguments.dropFirst())
        if line.first == Ilgi.Search.commandName || !line.contains(Ilgi.Assistant.commandName) {
            Journal.prepareToOpen(loadingGit: !IlgiMain.readsThroughTheCatalog(line.first))
        }
        do {
            // The man page, like argument-parser's --generate-completion-script (hidden).
            if line.first == "--generate-manual" {
                Output.write(try Manual.render())
                return 0
            }
            // A typo or text that is not a command: one line and exit 2, not the usage of list.
            if let problem = UnknownCommand.problem(in: line) {
                Diagnostics.error(problem)
                return 2
            }
            // `ilgi search` and words, the line most often typed, made without a parse.
            if let first = line.first, var made = CommandTable.madeWithoutAParse[first]?(Array(line.dropFirst())) {
                try await made.run()
                return 0
            }
            var command = try IlgiMain.readingCommand(line) ?? Ilgi.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            return Diagnostics.report(error)
        }
    }
}
