import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry

/// The images and files a Markdown note embeds from its own folder or vault: `![alt](path)`
/// relative to the note, and Obsidian's `![[name.png]]` (found by name anywhere in the
/// vault), and plain links `[label](path)` to its files (a PDF beside it, as `ilgi export
/// --format markdown` writes them). Each becomes an asset of the entry and its link
/// `<uuid>.assets/NAME`; links to the web, to notes and to files that are not there are left
/// as they are.
struct MarkdownAttachments {
    let folder: URL
    /// Every file of the vault that is not a note, by name (the first by path wins).
    private let byName: [String: URL]

    init(folder: URL) {
        self.folder = folder
        var byName: [String: URL] = [:]
        if let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        {
            var files: [URL] = []
            for case let url as URL in enumerator
            where !MarkdownFolderReader.extensions.contains(url.pathExtension.lowercased())
                && (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            {
                files.append(url)
            }
            for url in files.sorted(by: { $0.path < $1.path }) where byName[url.lastPathComponent] == nil {
                byName[url.lastPathComponent] = url
            }
        }
        self.byName = byName
    }

    func attach(_ text: String, note: URL, id: EntryID) -> (String, [EntryAsset]) {
        guard text.contains("](") || text.contains("![[") else { return (text, []) }
        var assets: [EntryAsset] = []
        var names: [String: String] = [:]  // source path → asset name
        func asset(_ url: URL) -> String {
            if let name = names[url.path] { return name }
            var name = EntryAssets.safeName(url.lastPathComponent)
            if names.values.contains(name) { name = "\(names.count + 1)-" + name }
            names[url.path] = name
            assets.append(EntryAsset(name: name, source: url))
            return name
        }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "![") {
            result += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            if after.hasPrefix("["), let close = after.range(of: "]]") {  // ![[name.png|300]]
                let target = after[after.index(after: after.startIndex)..<close.lowerBound]
                let name = String(target.split(separator: "|").first ?? "")
                if let url = byName[name] ?? byName[URL(fileURLWithPath: name).lastPathComponent] {
                    result += "![](\(EntryAssets.link(for: id, name: asset(url))))"
                    rest = after[close.upperBound...]
                    continue
                }
            } else if let altEnd = after.firstIndex(of: "]"), after[after.index(after: altEnd)...].hasPrefix("("),
                let close = after[altEnd...].firstIndex(of: ")")
            {
                let alt = after[..<altEnd]
                if let url = localFile(after[after.index(altEnd, offsetBy: 2)..<close], note: note) {
                    result += "![\(alt)](\(EntryAssets.link(for: id, name: asset(url))))"
                    rest = after[after.index(after: close)...]
                    continue
                }
            }
            result += "!["
            rest = after
        }
        result += rest
        // Then the plain links to files of the note's own (the images are assets' links now,
        // which name nothing in the vault).
        var linked = ""
        rest = Substring(result)
        while let middle = rest.range(of: "](") {
            linked += rest[..<middle.upperBound]
            rest = rest[middle.upperBound...]
            guard let close = rest.firstIndex(where: { $0 == ")" || $0.isNewline }), rest[close] == ")",
                let url = localFile(rest[..<close], note: note),
                !MarkdownFolderReader.extensions.contains(url.pathExtension.lowercased())
            else { continue }
            linked += EntryAssets.link(for: id, name: asset(url))
            rest = rest[close...]
        }
        return (linked + rest, assets)
    }

    /// The regular file in the vault a link's target names relative to `note`, or nil (a web
    /// address, an absolute path, a file that is not there).
    private func localFile(_ rawTarget: Substring, note: URL) -> URL? {
        var target = String(rawTarget)
        if target.hasPrefix("<") && target.hasSuffix(">") { target = String(target.dropFirst().dropLast()) }
        let path = target.removingPercentEncoding ?? target
        guard !path.isEmpty, !path.contains(":"), !path.hasPrefix("/") else { return nil }
        let url = note.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        guard url.path.hasPrefix(folder.standardizedFileURL.path + "/"),
            (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular
        else { return nil }
        return url
    }
}

extension MarkdownAttachments {
    /// The files `entry`'s text embeds, copied in as its assets and relinked; the entry gets
    /// its id now when it has any.
    func attach(to entry: inout ImportedEntry, note: URL) {
        let id = EntryID()
        let (body, assets) = attach(entry.body, note: note, id: id)
        guard !assets.isEmpty else { return }
        entry.body = body
        entry.assets = assets
        entry.id = id
    }
}
