import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    struct Attach: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "attach", abstract: Help.attach.description, discussion: Help.attachDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.idArgument.description, valueName: "id"), completion: EntryCompletion.kind)
        var id: String

        @Argument(help: ArgumentHelp(Help.attachFilesArgument.description, valueName: "file"), completion: .file())
        var files: [String] = []

        @Option(help: ArgumentHelp(Help.attachRemoveOption.description, valueName: "name"))
        var remove: String?

        @Flag(help: ArgumentHelp(Help.attachForceFlag.description))
        var force = false

        func validate() throws {
            if remove == nil, files.isEmpty { throw ValidationError(CommandText.attachNeedsFiles.description) }
            if remove != nil, !files.isEmpty { throw ValidationError(CommandText.attachRemoveWithFiles.description) }
        }

        func run() async throws {
            let journal = try global.openJournal()
            let entry = try journal.reader.entry(matching: id)
            if let remove {
                let (updated, removed) = try EntryAttachments(journal).detach(remove, from: entry)
                Diagnostics.notice(CommandText.detached(removed.label, updated.id.short))
                return
            }
            // Every file is read (and checked against the size limit) before anything is written.
            let outcome = try EntryAttachments(journal).attach(AttachmentSupport.read(files, force: force), to: entry)
            for file in outcome.alreadyAttached {
                Diagnostics.notice(CommandText.alreadyAttached(file.originalName, entry.id.short))
            }
            if !outcome.added.isEmpty {
                Diagnostics.notice(
                    CommandText.attached(outcome.added.map(\.originalName), outcome.entry.id.short))
            }
        }
    }
}

/// `--attach` on `new`, and the list `show` prints.
enum AttachmentSupport {
    /// The files of `--attach`, read and checked before the entry is written.
    static func read(_ paths: [String], force: Bool) throws -> [AttachmentFile] {
        try paths.map { try AttachmentFile.read(URL(fileURLWithPath: $0), force: force) }
    }

    /// `show`'s list: "2 attachments", then one line each with its size and path.
    static func lines(_ attachments: [Attachment], palette: Palette) -> [String] {
        guard !attachments.isEmpty else { return [] }
        let labels = attachments.map { EntryTable.printable($0.label) }
        let sizes = attachments.map { attachment in
            var words = [attachment.size.map(ByteSize.words) ?? CommandText.attachmentMissing.description]
            if !attachment.isLinked { words.append(CommandText.attachmentNotLinked.description) }
            return words.joined(separator: ", ")
        }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let sizeWidth = sizes.map { DisplayWidth.of($0) }.max() ?? 0
        var lines = [CommandText.attachmentsHeading(attachments.count).description]
        for (index, attachment) in attachments.enumerated() {
            lines.append(
                "  " + (attachment.isImage ? "🖼 " : "📎 ") + DisplayWidth.pad(labels[index], to: labelWidth) + "  "
                    + palette.dim(DisplayWidth.pad(sizes[index], to: sizeWidth) + "  " + attachment.path))
        }
        return lines
    }
}
