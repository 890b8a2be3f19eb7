import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry

/// What links name among a set of entries written out together (a book, a folder of Markdown
/// files), the only ones a link in them can lead to: an id prefix, a title that one entry of
/// the set has (without case), a day's first entry. Made once from the set's summaries, and
/// asked from the threads that render the entries, with no read of the journal.
struct LinksWithin: Sendable {
    private let summaries: [EntrySummary]
    private let byTitle: [String: [Int]]
    private let byDay: [String: [Int]]

    init(_ summaries: [EntrySummary]) {
        let ordered = summaries.sorted { $0.created < $1.created }
        self.summaries = ordered
        byTitle = Dictionary(grouping: ordered.indices) { ordered[$0].title.lowercased() }
        byDay = Dictionary(grouping: ordered.indices) { ordered[$0].created.day }
    }

    func resolve(_ links: [EntryLink]) -> [ResolvedLink] {
        links.map { link in
            let found: [EntrySummary]
            switch link.target {
            case .id(let prefix): found = summaries.filter { $0.id.uuid.hasPrefix(prefix) }
            case .title(let title): found = (byTitle[title.lowercased()] ?? []).map { summaries[$0] }
            case .day(let day): found = (byDay[day] ?? []).prefix(1).map { summaries[$0] }
            }
            return ResolvedLink(link: link, targets: found)
        }
    }
}
