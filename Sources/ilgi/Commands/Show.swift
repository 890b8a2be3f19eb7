import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "show", abstract: Help.show.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.idArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String

        @Flag(help: ArgumentHelp(Help.rawFlag.description))
        var raw = false

        @Option(help: ArgumentHelp(Help.atOption.description, valueName: "rev"))
        var at: String?

        @Flag(help: ArgumentHelp(Help.showJSONFlag.description))
        var json = false

        func run() async throws {
            let journal = try global.openJournal()
            if let at {
                let version = try JournalHistory(journal).version(of: JournalHistory(journal).locate(id), at: at)
                if raw {
                    await Pager(terminal: .current).write(version.text, exact: true)
                    return
                }
                let style = DateStyle()
                let label = CommandText.versionLabel(version.shortCommit, style.longDateTime(version.date))
                await Pager(terminal: .current).write(
                    EntryView(dateStyle: style, palette: global.palette).render(version.entry, version: label))
                return
            }
            let entry = try journal.reader.entry(matching: id)
            PartialEntryNotice.sayIfPartial(entry, in: journal)
            if raw {
                await Pager(terminal: .current).write(entry.document.rendered(), exact: true)
                return
            }
            let backlinks = try journal.reader.backlinks(of: entry.id)
            if json {
                try JSONOutput.write(
                    ShownEntryRecord(
                        entry: EntryRecord(entry), links: try journal.reader.links(of: entry).map(LinkRecord.init),
                        backlinks: backlinks.map(LinkedEntryRecord.init)))
                return
            }
            var text = EntryView(dateStyle: DateStyle(), palette: global.palette).render(entry)
            let attachments = AttachmentSupport.lines(
                EntryAttachments(journal).attachments(of: entry), palette: global.palette)
            if !attachments.isEmpty { text += "\n" + attachments.joined(separator: "\n") + "\n" }
            let linkedFrom = LinkLines(dateStyle: DateStyle(), palette: global.palette).backlinks(backlinks)
            if !linkedFrom.isEmpty { text += "\n" + linkedFrom.joined(separator: "\n") + "\n" }
            await Pager(terminal: .current).write(text)
        }
    }
}

/// `show --json`: the entry as every JSON output writes it, with its links and backlinks.
struct ShownEntryRecord: Encodable {
    let entry: EntryRecord
    let links: [LinkRecord]
    let backlinks: [LinkedEntryRecord]

    enum CodingKeys: String, CodingKey { case links, backlinks }

    func encode(to encoder: any Encoder) throws {
        try entry.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(links, forKey: .links)
        try container.encode(backlinks, forKey: .backlinks)
    }
}

/// One entry for reading on a terminal: title, a line with date, weather and id, the body.
struct EntryView {
    let dateStyle: DateStyle
    let palette: Palette

    /// `version` names an older version being shown (`show --at`).
    func render(_ entry: Entry, version: (any LocalizedText)? = nil) -> String {
        var details = [dateStyle.longDateTime(entry.created)]
        if let weather = entry.weather {
            details.append(weather.emoji + " " + weather.words.description)
        }
        details.append(entry.id.short)
        if entry.isStarred { details.insert("★", at: 0) }
        if let version { details.append(version.description) }
        var text = ""
        if !entry.title.isEmpty { text += palette.bold(entry.title) + "\n" }
        text += palette.dim(details.joined(separator: " · ")) + "\n"
        // The place, then the fields, as the entry holds them: "📍 Haeundae, Busan · Mood 4".
        var extra: [String] = []
        if let place = entry.document.trailer(Trailer.location), !place.isEmpty {
            extra.append("📍 " + EntryTable.printable(place))
        }
        for trailer in entry.document.fieldTrailers {
            extra.append(EntryTable.printable(trailer.key + " " + trailer.value))
        }
        if !extra.isEmpty { text += palette.dim(extra.joined(separator: " · ")) + "\n" }
        let body = entry.body.trimmingCharacters(in: .newlines)
        if !body.isEmpty { text += "\n" + body + "\n" }
        return text
    }
}
