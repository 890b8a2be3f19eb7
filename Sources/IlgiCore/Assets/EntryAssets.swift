import Foundation

/// A file to keep beside an entry (a photo, an attachment): `YYYY/MM/<uuid>.assets/NAME`,
/// linked from the entry's text as a Markdown image, `![](<uuid>.assets/NAME)`.
public struct EntryAsset: Sendable, Equatable {
    /// The file name inside the entry's `.assets` folder.
    public var name: String
    /// Where its bytes are now.
    public var source: URL

    public init(name: String, source: URL) {
        self.name = name
        self.source = source
    }
}

/// One entry for `Journal.createBatch`: its id (chosen first, so its text can link its
/// assets), its document and the files to copy beside it.
public struct NewEntry: Sendable {
    public var id: EntryID
    public var document: EntryDocument
    public var assets: [EntryAsset]

    public init(id: EntryID = EntryID(), document: EntryDocument, assets: [EntryAsset] = []) {
        self.id = id
        self.document = document
        self.assets = assets
    }
}

/// Where an entry's photos and attachments live, and how its text links them.
public enum EntryAssets {
    public static let folderSuffix = ".assets"

    /// `2026/11/<uuid>.assets` for `2026/11/<uuid>.txt`.
    public static func folder(forEntryPath path: String) -> String {
        (path.hasSuffix(".txt") ? String(path.dropLast(4)) : path) + folderSuffix
    }

    /// The link an entry's text holds for `name`: `<uuid>.assets/NAME`, relative to the entry.
    public static func link(for id: EntryID, name: String) -> String {
        id.uuid + folderSuffix + "/" + (name.addingPercentEncoding(withAllowedCharacters: linkCharacters) ?? name)
    }

    private static let linkCharacters: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "()<> ")
        return set
    }()

    /// A name that is safe as one file name in the assets folder (no folders, no dot files).
    public static func safeName(_ name: String) -> String {
        var cleaned = String(name.map { $0 == "/" || $0 == "\\" || $0.isNewline || $0 == "\0" ? "_" : $0 })
        while cleaned.hasPrefix(".") { cleaned.removeFirst() }
        return cleaned.isEmpty ? "file" : cleaned
    }

    /// Copies `assets` into `folder` (relative to `root`) without syncing (the batch syncs
    /// once); returns the journal paths written.
    static func copy(_ assets: [EntryAsset], into folder: String, root: URL, temporaryPath: String) throws -> [String] {
        try NoFollow.refuseLinks(on: root.appendingPathComponent(folder), below: root)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        var written: [String] = []
        var used = Set<String>()
        for asset in assets {
            var name = safeName(asset.name)
            var counter = 2
            while !used.insert(name).inserted {
                let url = URL(fileURLWithPath: safeName(asset.name))
                let stem = url.deletingPathExtension().lastPathComponent
                name = url.pathExtension.isEmpty ? "\(stem)-\(counter)" : "\(stem)-\(counter).\(url.pathExtension)"
                counter += 1
            }
            let path = folder + "/" + name
            let type = try? FileManager.default.attributesOfItem(atPath: asset.source.path)[.type] as? FileAttributeType
            guard type == .typeRegular else {  // never a link's target, never a folder
                throw ImportError(file: asset.source.path, Messages.importUnsafeAsset(asset.name))
            }
            try? FileManager.default.removeItem(atPath: temporaryPath)
            try FileManager.default.copyItem(atPath: asset.source.path, toPath: temporaryPath)
            guard rename(temporaryPath, root.path + "/" + path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            written.append(path)
        }
        return written
    }
}

extension EntryAssets {
    /// The names of the files in an entry's `.assets` folder, sorted; links and folders are
    /// left out (never followed).
    public static func names(forEntryPath path: String, root: URL) -> [String] {
        let folder = root.appendingPathComponent(folder(forEntryPath: path))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            !name.hasPrefix(".")
                && (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.type]
                    as? FileAttributeType) == .typeRegular
        }.sorted()
    }

    /// The asset names an entry's text links (`](<uuid>.assets/NAME)`), in order, once each.
    public static func linkedNames(in text: String, id: EntryID) -> [String] {
        let prefix = "](" + id.uuid + folderSuffix + "/"
        var names: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: prefix) {
            let after = rest[start.upperBound...]
            guard let close = after.firstIndex(where: { $0 == ")" || $0 == " " || $0 == "\n" }) else { break }
            let raw = String(after[..<close])
            let name = raw.removingPercentEncoding ?? raw
            if !names.contains(name) { names.append(name) }
            rest = after[close...]
        }
        return names
    }
}

extension EntryAssets {
    static let imageTypes: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
    ]

    /// The entry with each of its linked images (PNG, JPEG, GIF, WebP; at most `limit`
    /// bytes each) put in its text as a `data:` URI, for a page that must stand alone
    /// (`share --format html`). Other links are left as they are.
    public static func embeddingImages(in entry: Entry, root: URL, limit: Int = 20 << 20) -> Entry {
        let names = linkedNames(in: entry.body, id: entry.id)
        guard !names.isEmpty else { return entry }
        let folder = root.appendingPathComponent(folder(forEntryPath: entry.path))
        var body = entry.body
        for name in names {
            guard let type = imageTypes[URL(fileURLWithPath: name).pathExtension.lowercased()] else { continue }
            let file = folder.appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
                attributes[.type] as? FileAttributeType == .typeRegular, (attributes[.size] as? Int ?? 0) <= limit,
                let data = FileManager.default.contents(atPath: file.path)
            else { continue }
            body = body.replacingOccurrences(
                of: "](" + link(for: entry.id, name: name) + ")",
                with: "](data:\(type);base64," + data.base64EncodedString() + ")")
        }
        var document = entry.document
        document.setBody(body)
        var embedded = entry
        embedded.document = document
        return embedded
    }
}
