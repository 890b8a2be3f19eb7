import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Diff: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "diff", abstract: Help.diff.description, discussion: Help.diffDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(
            help: ArgumentHelp(Help.historyIDArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String

        @Argument(help: ArgumentHelp(Help.diffRevisionArgument.description, valueName: "rev"))
        var revision: String?

        func run() async throws {
            let journal = try global.openJournal()
            let location = try JournalHistory(journal).locate(id)
            let diff = try JournalHistory(journal).diff(location, from: revision)
            guard !diff.isEmpty else {
                Diagnostics.notice(CommandText.noDifferences(location.id.short, diff.oldCommit))
                return
            }
            let palette = global.palette
            await Pager(terminal: .current).write(
                diff.lines.map { DiffView.render($0, palette: palette) + "\n" }.joined())
        }
    }
}

/// Colours a unified diff as `git diff` does: headers bold, hunk headers cyan, additions
/// green, deletions red.
enum DiffView {
    static func render(_ line: DiffLine, palette: Palette) -> String {
        switch line.kind {
        case .oldFile, .newFile: palette.bold(line.text)
        case .hunkHeader: palette.cyan(line.text)
        case .addition: palette.green(line.text)
        case .deletion: palette.red(line.text)
        case .note: palette.dim(line.text)
        case .context: line.text
        }
    }
}
