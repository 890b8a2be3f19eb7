import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore
import IlgiTransfer

extension Ilgi {
    struct Import: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "import", abstract: Help.importCommand.description,
                discussion: Help.importDiscussion.description + "\n\n" + Help.importMoreDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.importFileArgument.description, valueName: "file"), completion: .file())
        var file: String?

        @Option(help: ArgumentHelp(Help.importFromOption.description, valueName: "format"))
        var from: ImportSource?

        @Option(
            name: .customLong("jrnl-config"),
            help: ArgumentHelp(Help.importJrnlConfigOption.description, valueName: "path"),
            completion: .file())
        var jrnlConfig: String?

        @Option(
            name: .customLong("time-format"),
            help: ArgumentHelp(Help.importTimeFormatOption.description, valueName: "fmt"))
        var timeFormat: String?

        @Option(
            name: .customLong("password-file"),
            help: ArgumentHelp(Help.importPasswordFileOption.description, valueName: "file"),
            completion: .file())
        var passwordFile: String?

        @Option(name: .customLong("tz"), help: ArgumentHelp(Help.importTimeZoneOption.description, valueName: "zone"))
        var timeZone: String?

        @Option(
            name: .customLong("mood-field"),
            help: ArgumentHelp(Help.importMoodFieldOption.description, valueName: "name"))
        var moodField: String?

        @Flag(name: .customLong("dry-run"), help: ArgumentHelp(Help.importDryRunFlag.description))
        var dryRun = false

        @Flag(name: .customLong("all-journals"), help: ArgumentHelp(Help.importAllJournalsFlag.description))
        var allJournals = false

        /// What Diaro's folders become.
        enum FoldersAs: String, ExpressibleByArgument, CaseIterable {
            case tags, journals
        }

        @Option(
            name: .customLong("folders-as"),
            help: ArgumentHelp(Help.importFoldersAsOption.description, valueName: "tags|journals"))
        var foldersAs: FoldersAs = .tags

        func validate() throws {
            if allJournals, file != nil { throw ValidationError(CommandText.importAllJournalsTakesNoFile.description) }
            if let timeZone, TimeZone(identifier: timeZone) == nil {
                throw ValidationError(CommandText.importUnknownTimeZone(timeZone).description)
            }
            if let moodField, !FieldDefinition.isValidName(moodField) {
                throw ValidationError(CommandText.invalidFieldName(moodField).description)
            }
        }

        func run() async throws {
            if allJournals { return try importEveryJrnlJournal() }
            let config = try loadJrnlConfig()
            let (url, journalFormat, jrnlJournal) = try input(config: config)
            if foldersAs == .journals { return try importEachFolder(url) }
            try importFile(url, into: try global.openJournal(), timeFormat: journalFormat, jrnlJournal: jrnlJournal)
            if file == nil, let others = config?.journals.filter({ $0.name != jrnlJournal?.name }), !others.isEmpty {
                Diagnostics.notice(CommandText.importOtherJrnlJournals(others.map(\.name)))
            }
        }

        /// `--folders-as journals`: the entries of each of Diaro's folders into the ilgi journal of
        /// the folder's name (made at `$XDG_DATA_HOME/ilgi-NAME` and added to `ilgi journals`
        /// when there is none), those in no folder into this one.
        private func importEachFolder(_ url: URL) throws {
            let source = try ImportDetection.source(of: url, requested: from)
            guard source == .diaro else { throw ValidationError(CommandText.importFoldersOnlyDiaro.description) }
            let registry = JournalRegistry(environment: Terminal.current.environment)
            let folders = try Importer(journal: try global.openJournal()).folders(of: url, as: source)
            for folder in folders {
                let name = folder.map(JournalRegistry.name(borrowing:))
                let known = try name.flatMap { name in try registry.journals().first { $0.name == name } }
                let root = try name.map { known?.root ?? registry.newRoot(for: $0) } ?? global.journalURL()
                Diagnostics.notice(CommandText.importFolderInto(folder ?? "", name ?? "", root.path))
                if dryRun, !FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) {
                    try Self.withScratchJournal { try importFile(url, into: $0, folder: .some(folder)) }
                    continue
                }
                let journal = name == nil ? try global.openJournal() : try Self.open(root)
                if let name, known == nil, !dryRun { try registry.add(name: name, root: journal.root) }
                try importFile(url, into: journal, folder: .some(folder))
            }
        }

        /// Imports `url` into `journal`, with progress, and says what came across.
        private func importFile(
            _ url: URL, into journal: Journal, timeFormat journalFormat: String? = nil,
            jrnlJournal: JrnlConfig.Journal? = nil, folder: String?? = nil
        ) throws {
            let source = try ImportDetection.source(of: url, requested: from)
            var importer = Importer(
                journal: journal, timeZone: timeZone.flatMap(TimeZone.init(identifier:)) ?? .current)
            importer.timeFormat = timeFormat ?? journalFormat
            importer.moodFieldName = moodField
            importer.environment = Terminal.current.environment
            importer.foldersAsTags = foldersAs == .tags
            importer.folder = folder
            if source == .jrnl, let encrypted = try JrnlEncryptedFile(url) {
                importer.password = try password(for: encrypted)
            }
            var unpacking: Progress?
            var checking: Progress?
            var writing: Progress?
            defer {
                unpacking?.clear()
                checking?.clear()
                writing?.clear()
            }
            let outcome = try importer.run(
                url, as: source, dryRun: dryRun,
                preview: dryRun ? { entry, isNew in Output.line(Self.previewLine(entry, isNew: isNew)) } : nil,
                stages: dryRun
                    ? nil
                    : { stage in
                        switch stage {
                        case .checking(let done, let total):
                            unpacking?.clear()
                            guard total > 0 else { return }
                            if checking == nil {
                                checking = Progress(total: total, minimum: 8 << 20) { done, total in
                                    CommandText.importChecking(done * 100 / max(total, 1))
                                }
                            }
                            checking?.update(min(done, total), of: total)
                        case .unpacking(let done, let total):
                            if unpacking == nil {
                                unpacking = Progress(total: total, minimum: 500) { done, total in
                                    CommandText.importUnpacking(done, total)
                                }
                            }
                            unpacking?.update(done, of: total)
                        case .writing(let done, let total):
                            unpacking?.clear()
                            checking?.clear()
                            if writing == nil {
                                writing = Progress(total: total, minimum: 500) { done, total in
                                    Composed {
                                        Self.bar(done, total) + " "
                                            + CommandText.importProgress(done, total).text(in: $0)
                                    }
                                }
                            }
                            writing?.update(done, of: total)
                        }
                    })
            checking?.clear()
            writing?.clear()
            for note in outcome.notes { Diagnostics.notice(note) }
            if let plan = outcome.moodField, plan.isNew, outcome.imported > 0, !dryRun {
                Diagnostics.notice(
                    TransferText.importFieldAdded(plan.field.name, plan.field.valuesDescription.description))
            }
            if dryRun {
                Diagnostics.notice(
                    CommandText.importWouldImport(outcome.imported, source.localizedName, outcome.alreadyThere))
            } else if outcome.imported == 0 {
                Diagnostics.notice(CommandText.nothingToImport(outcome.alreadyThere))
            } else {
                Diagnostics.notice(TransferText.imported(outcome.imported, source.localizedName, outcome.alreadyThere))
            }
            if !dryRun, let template = jrnlJournal?.template { try JrnlTemplate.adopt(template, into: journal) }
        }

        /// `--all-journals`: jrnl's `default` journal into this one (`-j`, `--journal` or the
        /// default), every other into the ilgi journal of the same name, made at
        /// `$XDG_DATA_HOME/ilgi-NAME` and added to `ilgi journals` when there is none. A dry run
        /// makes nothing: a journal that does not exist yet is checked against an empty one.
        private func importEveryJrnlJournal() throws {
            guard let config = try loadJrnlConfig(), !config.journals.isEmpty else {
                throw ValidationError(CommandText.importAllJournalsNeedsConfig.description)
            }
            let registry = JournalRegistry(environment: Terminal.current.environment)
            for jrnlJournal in config.journals {
                let (url, format, _) = try checked(jrnlJournal)
                let isDefault = jrnlJournal.name == JournalRegistry.standardName
                let name = isDefault ? nil : JournalRegistry.name(borrowing: jrnlJournal.name)
                let known = try name.flatMap { name in try registry.journals().first { $0.name == name } }
                let root = try name.map { known?.root ?? registry.newRoot(for: $0) } ?? global.journalURL()
                Diagnostics.notice(CommandText.importJrnlJournalInto(jrnlJournal.name, name ?? "", root.path))
                if dryRun, !FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) {
                    try Self.withScratchJournal { try importFile(url, into: $0, timeFormat: format, jrnlJournal: nil) }
                    continue
                }
                let journal = isDefault ? try global.openJournal() : try Self.open(root)
                if let name, known == nil, !dryRun { try registry.add(name: name, root: journal.root) }
                try importFile(url, into: journal, timeFormat: format, jrnlJournal: jrnlJournal)
            }
        }

        /// `body` on an empty journal made for it in the temporary folder, removed after.
        private static func withScratchJournal(_ body: (Journal) throws -> Void) throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "ilgi-dry-run-" + UUID().uuidString, isDirectory: true)
            defer { try? FileManager.default.removeItem(at: root) }
            try body(Journal.open(at: root, configuration: GlobalOptions.configuration()))
        }

        /// A journal to import into, opened (or made) the way every command opens one.
        private static func open(_ root: URL) throws -> Journal {
            let journal = try Journal.open(at: root, configuration: GlobalOptions.configuration())
            journal.hooks = HookSetup.runner()
            try journal.store.healIfNeeded()
            return journal
        }

        /// jrnl's config: `--jrnl-config`, else jrnl's own when it is there and no other
        /// format was asked for.
        private func loadJrnlConfig() throws -> JrnlConfig? {
            var configURL = jrnlConfig.map { URL(fileURLWithPath: $0) }
            if configURL == nil, from == nil || from == .jrnl {
                let standard = JrnlConfig.defaultLocation(environment: Terminal.current.environment)
                if FileManager.default.fileExists(atPath: standard.path) { configURL = standard }
            }
            let home = Terminal.current.environment["HOME"] ?? NSHomeDirectory()
            return try configURL.map { try JrnlConfig($0, home: home) }
        }

        /// The input, the time format its jrnl `config` gives it, and that config's journal.
        /// The file may be a jrnl journal's name in the config; without a file, the config's
        /// default journal.
        func input(config: JrnlConfig?) throws -> (URL, String?, JrnlConfig.Journal?) {
            guard let file else {
                guard let journal = config?.journal(named: "default") ?? config?.journals.first else {
                    throw ValidationError(CommandText.importNeedsFile.description)
                }
                return try checked(journal)
            }
            let url = URL(fileURLWithPath: file)
            if !FileManager.default.fileExists(atPath: url.path), let config {
                guard let journal = config.journal(named: file) else {
                    throw ImportError(file: file, CommandText.importNoSuchJrnlJournal(file, config.file))
                }
                return try checked(journal)
            }
            if let journal = config?.journal(at: url) { return try checked(journal) }
            return (url, from == nil || from == .jrnl ? config?.timeFormat : nil, nil)
        }

        private func checked(_ journal: JrnlConfig.Journal) throws -> (URL, String?, JrnlConfig.Journal?) {
            let url = URL(fileURLWithPath: journal.path)
            if journal.encrypted, JrnlEncryptedFile.looksLikeJrnl1(url) {
                throw ImportError(file: journal.path, CommandText.importJrnl1Encryption)
            }
            return (url, journal.timeFormat, journal)
        }

        /// The password that opens `file`: the first line of --password-file, else typed on the
        /// terminal, three tries as jrnl gives. A wrong one from the file is the import's error.
        private func password(for file: JrnlEncryptedFile) throws -> String {
            if let passwordFile { return try CryptSupport.firstLine(of: passwordFile) }
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            for attempt in 1...3 {
                guard let typed = Prompt.secret(CommandText.jrnlPasswordPrompt(name)) else {
                    throw ImportError(file: file.path, TransferText.importJrnlNeedsPassword)
                }
                do {
                    _ = try file.decrypt(password: typed)
                    return typed
                } catch let error as ImportError
                    where error.reason == Localized(TransferText.importWrongJrnlPassword) && attempt < 3
                {
                    Diagnostics.notice(CommandText.jrnlPasswordAgain)
                }
            }
            preconditionFailure("the third wrong password is thrown above")
        }

        /// `new   2024-01-05T09:30:00+09:00  Title` for `--dry-run`.
        static func previewLine(_ entry: ImportedEntry, isNew: Bool) -> String {
            let mark = isNew ? CommandText.importPreviewNew.description : CommandText.importPreviewKnown.description
            let title = EntryTable.printable(
                Preview.firstLine(of: entry.title.isEmpty ? entry.body : entry.title, limit: 80))
            let assets =
                entry.assets.isEmpty
                ? "" : "  (+\(entry.assets.count) " + CommandText.importPreviewFiles.description + ")"
            return "\(mark)  \(entry.created.iso8601)  \(title)\(assets)"
        }

        /// `[########------------]` for `done` of `total`.
        static func bar(_ done: Int, _ total: Int, width: Int = 24) -> String {
            let filled = total > 0 ? min(width, done * width / total) : 0
            return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
        }
    }
}

extension ImportSource: ExpressibleByArgument {}
