import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore
import IlgiTransfer

extension Ilgi {
    struct Export: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "export", abstract: Help.export.description, discussion: Help.exportDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: EntryFilterOptions

        @Option(name: [.short, .long], help: ArgumentHelp(Help.exportFormatOption.description, valueName: "format"))
        var format: ExportFormat = .json

        @Option(help: ArgumentHelp(Help.exportYearOption.description, valueName: "year"))
        var year: Int?

        @Option(
            name: [.short, .customLong("output")],
            help: ArgumentHelp(Help.exportOutputOption.description, valueName: "path"), completion: .file())
        var output: String?

        func validate() throws {
            if let year, !(1...9999).contains(year) { throw ValidationError(CoreText.reviewBadYear.description) }
            if format == .book, output.map(Self.namesFolder) ?? true {
                throw ValidationError(CommandText.bookNeedsFile.description)
            }
        }

        func run() async throws {
            let journal = try global.openJournal()
            var filter = try filters.filter()
            if let year {
                filter.firstDay = max(filter.firstDay ?? "", String(format: "%04d-01-01", year))
                filter.lastDay = min(filter.lastDay ?? "9999-12-31", String(format: "%04d-12-31", year))
            }
            if format == .book, let output {
                try await BookExport(journal: journal, environment: Terminal.current.environment).write(
                    filter, year: year, to: URL(fileURLWithPath: output))
                return
            }
            let progress = Progress(total: try journal.reader.entryCount(), message: CommandText.exportProgress)
            defer { progress.clear() }
            progress.note(CommandText.exportScanning)
            let keys = try journal.reader.entryKeys(matching: filter)
            let exporter = JournalExporter(journal: journal, renderer: EntryRenderer(dateStyle: DateStyle()))
            let report = { (done: Int) in progress.update(done, of: keys.count) }

            if format == .dayone {
                guard let output, !Self.namesFolder(output) else {
                    throw ValidationError(CommandText.dayOneExportNeedsFile.description)
                }
                let file = URL(fileURLWithPath: output)
                let count = try DayOneWriter(journal: journal).export(keys, to: file, progress: report)
                progress.clear()
                Diagnostics.notice(TransferText.exported(count, file.path))
                return
            }
            if format == .markdown, let output, Self.namesFolder(output) {
                let folder = URL(fileURLWithPath: output, isDirectory: true)
                let count = try exporter.exportMarkdownFiles(keys, into: folder, progress: report)
                progress.clear()
                Diagnostics.notice(TransferText.exported(count, folder.path))
                return
            }
            // To a terminal, text from entries is shown, never obeyed (`^[` for an escape); to a
            // pipe or a file, byte for byte.
            let shown: (@Sendable (String) -> String)? =
                Terminal.current.isStandardOutputTerminal ? { @Sendable text in TerminalText.neutralized(text) } : nil
            let sink =
                try output.map { try TextSink(file: URL(fileURLWithPath: $0)) }
                ?? TextSink(descriptor: STDOUT_FILENO, filter: shown)
            let linkingFiles = try exporter.export(keys, as: format, to: sink, progress: report)
            progress.clear()
            if let output { Diagnostics.notice(TransferText.exported(keys.count, URL(fileURLWithPath: output).path)) }
            if linkingFiles > 0 { Diagnostics.notice(CommandText.exportLeavesFilesBehind(linkingFiles, format)) }
        }

        /// An existing folder, or a path written with a trailing "/".
        static func namesFolder(_ path: String) -> Bool {
            if path.hasSuffix("/") { return true }
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
