import Foundation

/// The images and files a Markdown note embeds from its own folder or vault: `![alt](path)`
/// relative to the note, and Obsidian's `![[name.png]]` (found by name anywhere in the
/// vault). Each becomes an asset of the entry and its link `<uuid>.assets/NAME`; links to the
/// web, and to files that are not there, are left as they are.
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
        guard text.contains("![") else { return (text, []) }
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
                var target = String(after[after.index(altEnd, offsetBy: 2)..<close])
                if target.hasPrefix("<") && target.hasSuffix(">") { target = String(target.dropFirst().dropLast()) }
                let path = target.removingPercentEncoding ?? target
                if !path.contains(":"), !path.hasPrefix("/") {
                    let url = note.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                    if url.path.hasPrefix(folder.standardizedFileURL.path + "/"),
                        (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType)
                            == .typeRegular
                    {
                        result += "![\(alt)](\(EntryAssets.link(for: id, name: asset(url))))"
                        rest = after[after.index(after: close)...]
                        continue
                    }
                }
            }
            result += "!["
            rest = after
        }
        result += rest
        return (result, assets)
    }
}
