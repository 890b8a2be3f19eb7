import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore
import IlgiTransfer

extension Ilgi {
    struct Share: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "share", abstract: Help.share.description, discussion: Help.shareDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.idArgument.description, valueName: "id"))
        var id: String

        @Option(name: [.short, .long], help: ArgumentHelp(Help.shareFormatOption.description, valueName: "format"))
        var format: ShareFormat = .text

        @Flag(name: [.short, .long], help: ArgumentHelp(Help.clipboardFlag.description))
        var clipboard = false

        @Option(
            name: [.short, .customLong("output")],
            help: ArgumentHelp(Help.outputFileOption.description, valueName: "file"), completion: .file())
        var output: String?

        func validate() throws {
            if clipboard, output != nil { throw ValidationError(CommandText.clipboardWithOutput.description) }
        }

        func run() async throws {
            let journal = try global.openJournal()
            let entry = try journal.reader.entry(matching: id)
            PartialEntryNotice.sayIfPartial(entry, in: journal)
            var text = try EntryRenderer(dateStyle: DateStyle()).render(entry, as: format)
            // a page that stands alone
            if format == .html { text = EntryAssets.embeddingImages(inHTML: text, of: entry, root: journal.root) }
            if clipboard {
                let tool = try await Clipboard(environment: Terminal.current.environment).copy(text)
                Diagnostics.notice(CommandText.copiedToClipboard(tool))
            } else if let output {
                let url = URL(fileURLWithPath: output)
                let sink = try TextSink(file: url)
                try sink.write(text)
                try sink.finish()
                if Terminal.current.isStandardErrorTerminal { Diagnostics.notice(CommandText.wroteFile(url.path)) }
            } else {
                format == .json ? Output.writeExact(text) : Output.write(text)
            }
        }
    }
}

extension ShareFormat: ExpressibleByArgument {}
