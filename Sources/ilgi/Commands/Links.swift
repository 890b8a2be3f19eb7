import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Links: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "links", abstract: Help.links.description, discussion: Help.linksDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(
            help: ArgumentHelp(Help.linksIDArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String?

        @Flag(help: ArgumentHelp(Help.jsonFlag.description))
        var json = false

        func run() async throws {
            let journal = try global.openJournal()
            let lines = LinkLines(dateStyle: DateStyle(), palette: global.palette)
            guard let id else {
                let problems = try journal.reader.linkProblems()
                if json {
                    try JSONOutput.write(JournalLinksRecord(links: try journal.reader.linkCount(), problems: problems))
                    return
                }
                guard !problems.isEmpty else {
                    Diagnostics.notice(CommandText.noLinkProblems(try journal.reader.linkCount()))
                    return
                }
                let holders = try journal.reader.summaries(of: Array(Set(problems.map(\.entry))))
                let titles = Dictionary(holders.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
                var text = CommandText.linkProblemsHeading(problems.count).description + "\n"
                for problem in problems { text += lines.problem(problem, title: titles[problem.entry]) + "\n" }
                await Pager(terminal: .current).write(text)
                return
            }
            let entry = try journal.reader.entry(matching: id)
            let links = try journal.reader.links(of: entry)
            let backlinks = try journal.reader.backlinks(of: entry.id)
            if json {
                try JSONOutput.write(EntryLinksRecord(id: entry.id.uuid, links: links, backlinks: backlinks))
                return
            }
            var text = global.palette.bold(EntryTable.printable(entry.displayTitle)) + "  "
            text += global.palette.dim(entry.id.short) + "\n"
            let blocks = [lines.links(links), lines.backlinks(backlinks)].filter { !$0.isEmpty }
            for block in blocks { text += "\n" + block.joined(separator: "\n") + "\n" }
            await Pager(terminal: .current).write(text)
        }
    }
}

/// `links --json` with an id.
struct EntryLinksRecord: Encodable {
    let id: String
    let links: [LinkRecord]
    let backlinks: [LinkedEntryRecord]

    init(id: String, links: [ResolvedLink], backlinks: [EntrySummary]) {
        self.id = id
        self.links = links.map(LinkRecord.init)
        self.backlinks = backlinks.map(LinkedEntryRecord.init)
    }
}

/// `links --json` with no id: how many links the journal holds, and those that do not resolve.
struct JournalLinksRecord: Encodable {
    let links: Int
    let problems: [LinkProblemRecord]

    init(links: Int, problems: [LinkProblem]) {
        self.links = links
        self.problems = problems.map(LinkProblemRecord.init)
    }
}
