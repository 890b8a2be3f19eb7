import ArgumentParser
import Foundation
import IlgiCore

extension Ilgi {
    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.show.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.idArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String

        @Flag(help: ArgumentHelp(Help.rawFlag.description))
        var raw = false

        func run() async throws {
            let journal = try global.openJournal()
            let entry = try journal.entry(matching: id)
            if raw {
                await Pager(terminal: .current).write(entry.document.rendered())
                return
            }
            await Pager(terminal: .current).write(EntryView(dateStyle: DateStyle(), palette: global.palette).render(entry))
        }
    }
}

/// One entry for reading on a terminal: title, a line with date, weather and id, the body.
struct EntryView {
    let dateStyle: DateStyle
    let palette: Palette

    func render(_ entry: Entry) -> String {
        var details = [dateStyle.longDateTime(entry.created)]
        if let weather = entry.weather {
            details.append(weather.emoji + " " + weather.words.description)
        }
        details.append(entry.id.short)
        var text = ""
        if !entry.title.isEmpty { text += palette.bold(entry.title) + "\n" }
        text += palette.dim(details.joined(separator: " · ")) + "\n"
        let body = entry.body.trimmingCharacters(in: .newlines)
        if !body.isEmpty { text += "\n" + body + "\n" }
        return text
    }
}
