import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// How links and backlinks read on a terminal, the same in `show` and `links`.
struct LinkLines {
    let dateStyle: DateStyle
    let palette: Palette

    /// "Title · 22 November 2026 · 3f2a9c1b": an entry a link names or that links here.
    func entry(_ summary: EntrySummary) -> String {
        let title = summary.title.isEmpty ? "…" : EntryTable.printable(summary.title)
        return title + palette.dim(" · " + dateStyle.longDate(summary.created) + " · " + summary.id.short)
    }

    /// The "Linked from" block: a heading, then an entry a line; empty when none link here.
    func backlinks(_ summaries: [EntrySummary]) -> [String] {
        guard !summaries.isEmpty else { return [] }
        return [palette.bold(CommandText.linkedFromHeading(summaries.count).description)]
            + summaries.map { "  ← " + entry($0) }
    }

    /// The links of an entry, each with what it names now.
    func links(_ links: [ResolvedLink]) -> [String] {
        guard !links.isEmpty else { return [] }
        return [palette.bold(CommandText.linksHeading(links.count).description)] + links.map(line)
    }

    private func line(_ resolved: ResolvedLink) -> String {
        let label = resolved.link.label.map { "|" + $0 } ?? ""
        let written = "[[" + EntryTable.printable(resolved.link.target.text + label) + "]]"
        switch resolved.state {
        case .broken:
            return "  " + palette.red("✗ " + written) + "  " + palette.dim(CommandText.linkBroken.description)
        case .ambiguous:
            return "  " + palette.yellow("? " + written) + "  "
                + palette.dim(CommandText.linkAmbiguous(resolved.targets.count).description)
        case .resolved:
            if let target = resolved.target { return "  → " + palette.cyan(written) + "  " + entry(target) }
            return "  → " + palette.cyan(written) + "  "
                + palette.dim(CommandText.linkDay(resolved.targets.count).description)
        }
    }

    /// One broken or ambiguous link of the journal: the entry that holds it, then the link.
    func problem(_ problem: LinkProblem, title: String?) -> String {
        let written = "[[" + EntryTable.printable(problem.target.text) + "]]"
        let what =
            problem.state == .broken
            ? palette.red(written) + "  " + palette.dim(CommandText.linkBroken.description)
            : palette.yellow(written) + "  " + palette.dim(CommandText.linkAmbiguous(problem.candidates).description)
        return problem.entry.short + "  " + EntryTable.printable(title ?? "") + "  " + what
    }
}
