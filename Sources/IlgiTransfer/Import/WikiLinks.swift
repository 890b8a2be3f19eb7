import Foundation
import IlgiCore
import IlgiEntry

/// The `[[Page]]` links of a folder of notes (an Obsidian vault), made ilgi links where the
/// note they name is imported too: `[[Page]]`, `[[Page|label]]`, `[[Page#Heading]]` and
/// `[[folder/Page]]` become `[[3f2a9c1b|label]]`, the note's id chosen as it is read. A note is
/// named by its file name without the extension (or its path in the folder), in any case, as
/// Obsidian finds it; a name two notes share, or no note has, is left as it was written.
enum WikiLinks {
    static func linking(_ read: [(path: String, entry: ImportedEntry)]) -> [ImportedEntry] {
        var entries = read.map(\.entry)
        guard entries.contains(where: { $0.body.contains("[[") }) else { return entries }
        var byName: [String: [Int]] = [:]
        for (position, item) in read.enumerated() {
            let withoutExtension = (item.path as NSString).deletingPathExtension.lowercased()
            let stem = (withoutExtension as NSString).lastPathComponent
            byName[stem, default: []].append(position)
            if withoutExtension != stem { byName[withoutExtension, default: []].append(position) }
        }
        func target(_ name: String) -> Int? {
            guard let found = byName[name.lowercased()], found.count == 1 else { return nil }
            return found[0]
        }
        for position in entries.indices where entries[position].body.contains("[[") {
            let body = entries[position].body
            var replacements: [(range: Range<Int>, text: String)] = []
            for link in EntryLinks.find(in: body) {
                guard case .title(let written) = link.target else { continue }
                let page = String(written.prefix { $0 != "#" && $0 != "^" }).trimmingCharacters(in: .whitespaces)
                guard let found = target(page) else { continue }
                let id = entries[found].id ?? EntryID()
                entries[found].id = id
                replacements.append((link.range, EntryLinks.text(linkingTo: id, title: link.label ?? page)))
            }
            entries[position].body = body.replacingUTF8Ranges(replacements)
        }
        return entries
    }
}
