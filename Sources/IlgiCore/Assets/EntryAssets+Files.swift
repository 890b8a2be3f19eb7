import Foundation
import IlgiEntry
import IlgiStore

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

extension EntryAssets {
    /// Copies `assets` into `folder` (relative to `root`) without syncing (the batch syncs
    /// once); returns the journal paths written.
    static func copy(_ assets: [EntryAsset], into folder: String, root: URL, temporaryPath: String) throws -> [String] {
        try Beneath(root).makeFolders(folder)
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
                throw ImportError(file: asset.source.path, CoreText.importUnsafeAsset(asset.name))
            }
            try? FileManager.default.removeItem(atPath: temporaryPath)
            // border: a file to attach
            try FileManager.default.copyItem(atPath: asset.source.path, toPath: temporaryPath)
            try Beneath(root).move(from: temporaryPath, to: path)
            written.append(path)
        }
        return written
    }
}

extension EntryAssets {
    /// The names of the files in an entry's `.assets` folder, sorted; links and folders are
    /// left out (never followed).
    public static func names(forEntryPath path: String, root: URL) -> [String] {
        let names = Beneath(root).names(in: folder(forEntryPath: path), of: .regular) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The ids of entries that have a files folder, newest month first, at most about
    /// `limit` (whole months): a walk of the month folders, which reads no entry.
    public static func entriesWithFiles(in root: URL, limit: Int) -> [EntryID] {
        var months: [JournalLayout.MonthFolder] = []
        JournalLayout.forEachMonth(in: root.path) { months.append($0) }
        var ids: [EntryID] = []
        for month in months.sorted(by: { $0.name > $1.name }) where ids.count < limit {
            for item in NoFollow.listing(month.path) ?? []
            where item.kind == .directory && item.name.hasSuffix(folderSuffix) {
                if let id = EntryID(String(item.name.dropLast(folderSuffix.count))) { ids.append(id) }
            }
        }
        return ids
    }

    /// The bytes of the file `name` in the `.assets` folder of the entry at `path`, or nil when
    /// there is no such regular file (a name with a folder in it, a dot file, a link: nil).
    public static func read(_ name: String, forEntryPath path: String, root: URL) -> Data? {
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\0") else { return nil }
        return try? Beneath(root).read(folder(forEntryPath: path) + "/" + name, limit: .max)
    }
}
