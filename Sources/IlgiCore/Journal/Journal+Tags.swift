import Foundation
import IlgiEntry
import IlgiStore

extension Journal {
    /// Renames the tag `old` to `new` in every entry that has it, in one commit ("Rename @old
    /// to @new in 3 entries"; in an encrypted journal, whose messages a remote reads, "Rename a
    /// tag in 3 entries"). Each `@old` of a title or body becomes `@new`, where `Tags` finds
    /// it (never in an address, a URL or a handle); the rest of each file stays byte for byte.
    /// Returns the entries changed, as they were before.
    public func renameTag(_ old: String, to new: String) throws -> [Entry] {
        let old = Tags.normalize(old)
        let name = new.hasPrefix("@") ? String(new.dropFirst()) : new
        guard Tags.find(in: "@" + name) == [Tags.normalize(name)] else {
            throw IlgiError.invalidInput(CoreText.notATag(new))
        }
        let entries = try reader.entries(matching: EntryFilter(tags: [old]))
        guard !entries.isEmpty, Tags.normalize(name) != old || name != old else { return [] }
        var changed: [Entry] = []
        try transaction(.saveEntry) { tx in
            for entry in entries {
                let text = entry.document.rendered()
                let renamed = Tags.renaming(old, to: name, in: text)
                guard renamed != text else { continue }
                try tx.write(renamed, to: entry.path)
                changed.append(entry)
            }
            guard !changed.isEmpty else { return }
            let count = changed.count
            let entries = EnglishPlural.count(count, "entry", "entries")
            let message =
                commitMessage.titled
                ? "Rename @\(old) to @\(Tags.normalize(name)) in \(entries)" : "Rename a tag in \(entries)"
            try tx.commit(message: message)
        }
        for entry in changed { runHooks(.postSave, entry: entry) }
        return changed
    }
}
