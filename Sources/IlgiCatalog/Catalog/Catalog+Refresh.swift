import Foundation
import IlgiEntry
import IlgiStore

/// Keeping the catalog current with the work tree: what changed is found by folders' and
/// files' stamps and by commits, read on both cores, and stored in one transaction.
extension Catalog {
    /// Brings the index up to date with the work tree, looking only where something can have
    /// changed:
    /// - a folder whose own stamp changed (a file in it was added, removed or replaced: every
    ///   save of ilgi and of most editors, a checkout, a pull) has its files compared, and the
    ///   new or changed ones are read;
    /// - the files a commit changed since the last refresh (HEAD's tree against the one
    ///   indexed, from `committedChanges`), in case a checkout rewrote them in place;
    /// - every file, compared by its stamp, when the last such full check is older than
    ///   `freshness.fullCheckInterval`: what an editor changed in place, its folder untouched,
    ///   is seen then (and at once by a read that shows that entry, `verify`).
    /// Nothing is written when nothing changed.
    /// `look`, when given, is one taken of this catalog's work tree since the command began.
    package func refresh(
        committedChanges: (_ cataloged: CatalogedHead) -> CommittedChanges? = { _ in nil }, look: FolderLook? = nil
    ) throws {
        // The file system's clock, for stamps; the injected one decides when a full check is due.
        let look = look.flatMap { $0.root == root ? $0 : nil } ?? FolderLook(root: root)
        let scanStart = look.scanStart
        let stamps = look.stamps
        let checkTime = freshness.now()
        let state = try storedState()
        var due = isFullCheckDue(lastCheck: state.fullCheck, now: checkTime)
        // A stat of every file is one system call per entry (bench/RESULTS.md): when
        // another process can make it, this read goes on without it (a first build, with no
        // full check ever made, is made here).
        if due, state.fullCheck != nil, let elsewhere = freshness.checkElsewhere,
            elsewhere(URL(fileURLWithPath: root, isDirectory: true))
        {
            due = false
        }
        let present = Set(stamps.map(\.name))
        let gone = state.folders.keys.filter { !present.contains($0) }
        let committed = committedChanges(CatalogedHead(tree: state.tree, commit: state.commit))
        // What a commit changed is unknown (a tree the index never saw, or one gone from the
        // repository): every file is compared.
        let fullCheck = due || (committed != nil && committed?.paths == nil)
        // In order of their names, which is the order of their months: a cold build then
        // stores the entries of each month after those of the months before, so a search
        // that scans the last rowids first finds the newest entries first
        // (`handingOnWhileScanning`).
        let changedNames = stamps.filter { fullCheck || state.folders[$0.name]?.directory != $0.stamp.hashed }.map(
            \.name
        ).sorted()
        let rescanned = Set(changedNames)
        let touched = (committed?.paths ?? []).compactMap { TouchedFile(path: $0, root: root) }.filter {
            present.contains($0.folder) && !rescanned.contains($0.folder)
        }
        let treeMoved = committed.map { $0.tree != state.tree } ?? false
        // A new commit of the same tree changes nothing listed, but is noted, so that the next
        // read knows HEAD by its commit alone (`CatalogedHead`).
        let headMoved = committed.map { $0.commit != nil && $0.commit != state.commit } ?? false
        guard !changedNames.isEmpty || !gone.isEmpty || !touched.isEmpty || treeMoved || headMoved || fullCheck else {
            return
        }
        // A catalog with no entry yet reads every file, and stamps each as it reads it.
        let stamping = try database.integer("SELECT EXISTS (SELECT 1 FROM entries)") != 0
        let scanned = WorkTreeScan.folders(root: root, names: changedNames, stamping: stamping)
        let directoryStamps = Dictionary(stamps, uniquingKeysWith: { first, _ in first })
        try database.transaction {
            // Compared again inside the transaction, so a refresh that waited for another one
            // works from what that one wrote.
            let current = try storedState()
            let changed = scanned.filter { current.folders[$0.name]?.signature != $0.signature }
            let unchanged = scanned.filter { current.folders[$0.name]?.signature == $0.signature }
            let applied = try apply(changed: changed, touched: touched, gone: gone, scanStart: scanStart)
            let saveFolder = try database.prepare(
                "INSERT OR REPLACE INTO folders (name, signature, directory) VALUES (?, ?, ?)")
            let signed =
                zip(changed, applied.changedSignatures).map { ($0, $1) } + unchanged.map { ($0, $0.signature) }
            for (folder, folderSignature) in signed {
                // A folder changed within the clock tick of the scan, or with an unsure or
                // unreadable file, is listed and compared again next time.
                let isUnsure = applied.unsureFolders.contains(folder.name)
                let stamp = directoryStamps[folder.name]
                let directory = stamp.map { $0.isRacy(scanStart: scanStart) || isUnsure ? 0 : $0.hashed } ?? 0
                let signature = isUnsure ? 0 : folderSignature
                try saveFolder.bind(.text(folder.name), .integer(signature), .integer(directory)).run()
            }
            if let committed {
                try saveMeta("tree", committed.tree)
                if let commit = committed.commit { try saveMeta("commit", commit) }
            }
            if fullCheck { try saveMeta("full_check", String(checkTime)) }
        }
    }

    /// Whether the next refresh compares every file: the last full check is older than
    /// `freshness.fullCheckInterval`, or none was ever made. A long job that holds the full
    /// check's lock (the trigram build) asks between its steps, and makes the check itself.
    package var fullCheckIsDue: Bool {
        let last = try? database.prepare("SELECT value FROM meta WHERE key = 'full_check'")
        let lastCheck = last.flatMap { (try? $0.step()) == true ? Double($0.text(0)) : nil }
        return isFullCheckDue(lastCheck: lastCheck, now: freshness.now())
    }

    /// A clock set back since the last check makes one due too.
    private func isFullCheckDue(lastCheck: Double?, now: Double) -> Bool {
        lastCheck.map { now - $0 >= freshness.fullCheckInterval || now < $0 } ?? true
    }

    /// What commits changed: HEAD's tree (and its commit, when known), and the paths that
    /// differ from the tree the index last saw; nil paths when that is unknown (it saw none,
    /// or the tree is gone).
    package struct CommittedChanges {
        let tree: String
        let commit: String?
        let paths: [String]?

        package init(tree: String, commit: String? = nil, paths: [String]?) {
            self.tree = tree
            self.commit = commit
            self.paths = paths
        }
    }

    /// HEAD as the catalog last saw it: its tree, and the commit that had it (nil in a catalog
    /// made before the commit was kept). The commit alone says whether HEAD moved.
    package struct CatalogedHead {
        package let tree: String?
        package let commit: String?
    }

    private struct StoredState {
        var folders: [String: (signature: Int64, directory: Int64)] = [:]
        var tree: String?
        var commit: String?
        var fullCheck: Double?
    }

    private func storedState() throws -> StoredState {
        var state = StoredState()
        let folders = try database.prepare("SELECT name, signature, directory FROM folders")
        while try folders.step() { state.folders[folders.text(0)] = (folders.int64(1), folders.int64(2)) }
        let meta = try database.prepare("SELECT key, value FROM meta")
        while try meta.step() {
            switch meta.text(0) {
            case "tree": state.tree = meta.text(1)
            case "commit": state.commit = meta.text(1)
            case "full_check": state.fullCheck = Double(meta.text(1))
            default: break
            }
        }
        return state
    }

    private func saveMeta(_ key: String, _ value: String) throws {
        try database.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").bind(.text(key), .text(value))
            .run()
    }

    /// What a refresh wrote: the folders holding a file that must be looked at again
    /// (unreadable, or changed within the clock tick of the scan), and the signature of each
    /// changed folder over its files' stamps as the catalog stored them: as read, for the files
    /// it read.
    private struct Applied {
        var unsureFolders: Set<String>
        var changedSignatures: [Int64]
    }

    /// The entries of one month folder, by path (`YYYY/MM/` up to, not including, `YYYY/MM0`:
    /// '0' follows '/'), through the path's own index; bound by `folderPathBounds`.
    private static let folderPaths = "path >= ? AND path < ?"

    private static func folderPathBounds(_ folder: String) -> [SQLiteValue] {
        [.text(folder + "/"), .text(folder + "0")]
    }

    /// Writes what changed.
    private func apply(
        changed: [ScannedFolder], touched: [TouchedFile],
        gone: [String], scanStart: Double
    ) throws -> Applied {
        let removeFolder = try database.prepare("DELETE FROM folders WHERE name = ?")
        let removeFolderEntries = try database.prepare("DELETE FROM entries WHERE \(Catalog.folderPaths)")
        for name in gone {
            try removeFolderEntries.bind(Catalog.folderPathBounds(name)).run()
            try removeFolder.bind(.text(name)).run()
        }
        let storedFiles = try database.prepare(
            "SELECT path, size, modified, inode FROM entries WHERE \(Catalog.folderPaths)")
        let storedFile = try database.prepare("SELECT size, modified, inode FROM entries WHERE path = ?")
        let removeEntry = try database.prepare("DELETE FROM entries WHERE path = ?")
        var toRead: [FileToRead] = []
        // Where in `changed` each file to read from there is listed (they come first in
        // `toRead`, before the touched ones), so it is signed with its stamp as read.
        var listedAt: [(folder: Int, file: Int)] = []
        for (folderPosition, folder) in changed.enumerated() {
            var known: [String: FileStamp] = [:]
            try storedFiles.bind(Catalog.folderPathBounds(folder.name))
            while try storedFiles.step() {
                known[storedFiles.text(0)] = FileStamp(
                    size: storedFiles.int64(1), modified: storedFiles.int64(2), inode: storedFiles.int64(3))
            }
            for (filePosition, file) in folder.files.enumerated() {
                let path = folder.name + "/" + file.name
                if known.removeValue(forKey: path) != file.stamp {
                    toRead.append((folder.name, path, file.id))
                    listedAt.append((folderPosition, filePosition))
                }
            }
            for path in known.keys { try removeEntry.bind(.text(path)).run() }
        }
        for file in touched {
            try storedFile.bind(.text(file.path))
            let known =
                try storedFile.step()
                ? FileStamp(size: storedFile.int64(0), modified: storedFile.int64(1), inode: storedFile.int64(2)) : nil
            guard let stamp = file.stamp else {
                if known != nil { try removeEntry.bind(.text(file.path)).run() }
                continue
            }
            if known != stamp { toRead.append((file.folder, file.path, file.id)) }
        }
        let read = try read(toRead, scanStart: scanStart)
        var listed = 0
        let signatures = changed.enumerated().map { folderPosition, folder in
            folder.signature { filePosition, scanned in
                guard listed < listedAt.count, listedAt[listed] == (folderPosition, filePosition) else {
                    return scanned
                }
                defer { listed += 1 }
                return read.stamps[listed] ?? scanned
            }
        }
        return Applied(unsureFolders: read.unsureFolders, changedSignatures: signatures)
    }

    /// Reads `files` and stores what the index keeps of each, in parallel a chunk at a time.
    /// Returns the folders holding a file that must be looked at again, and the stamp stored
    /// for each of `files` (nil for one not stored), taken as it was read, not from the scan.
    private func read(_ files: [FileToRead], scanStart: Double) throws -> FilesRead {
        let removeEntry = try database.prepare("DELETE FROM entries WHERE path = ?")
        let insert = try database.prepare(
            """
            INSERT INTO entries (path, uuid, size, modified, inode, created, utc_offset, day, title,
                tags, weather, starred, preview, words, raw, body_start, body_end, place, plain)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let insertText = try database.prepare("INSERT INTO entry_search_text (rowid, folded) VALUES (?, ?)")
        let insertTag = try database.prepare("INSERT OR IGNORE INTO entry_tags (tag, entry) VALUES (?, ?)")
        let insertField = try database.prepare(
            "INSERT INTO entry_fields (key, entry, value, folded, number) VALUES (?, ?, ?, ?, ?)")
        let insertLink = try database.prepare(
            "INSERT INTO entry_links (entry, position, kind, target, label) VALUES (?, ?, ?, ?, ?)")
        let root = self.root
        var unsureFolders: Set<String> = []
        var stamps = [FileStamp?](repeating: nil, count: files.count)
        let chunkSize = 2048
        progress?(0, files.count)
        // A cold build (a fresh clone, `reindex`, a new format) fills an empty table: most of
        // its secondary indexes are made once at the end, by sorting, rather than kept in order
        // through 100,000 random inserts.
        let bulk =
            try files.count >= Catalog.bulkBuildThreshold && database.integer("SELECT count(*) FROM entries") == 0
        let madeAfter = Catalog.secondaryIndexes.filter { !$0.keptThroughBulk }
        if bulk {
            try database.execute(madeAfter.map { "DROP INDEX IF EXISTS \($0.name);" }.joined())
            // Room for the sorts that make them again (SQLite's default is 2 MB).
            try database.execute("PRAGMA cache_size = -65536")
        }
        defer {
            if bulk {
                // Each index reads the whole table (190 MB at 100,000 long entries): from the
                // page cache in place, not copied out a page at a time (a fifth of a second).
                try? database.execute("PRAGMA mmap_size = 4294967296")
                try? database.execute(madeAfter.map(\.creation).joined())
            }
        }
        // Each chunk is read and parsed on both cores while the one before it is stored.
        let chunks = stride(from: 0, to: files.count, by: chunkSize).map { $0..<min($0 + chunkSize, files.count) }
        // The journal's folder opened once for every file read below (100k opens fewer).
        let workTree = (try? Beneath(holdingOpen: root)) ?? Beneath(path: root)
        // Never through a link, and never more than `indexedTextLimit` of one file: an
        // oversized entry (from a remote, say) is indexed by its first part.
        @Sendable func readRow(_ item: FileToRead, in folders: [String: Beneath]) -> FileReading {
            let data: Data
            let stamp: FileStamp
            do {
                // By its name in its month folder, held open, where that opened; else beneath the
                // root, which says what is wrong on the way.
                let limit = Catalog.indexedTextLimit
                let read =
                    try folders[item.folder].map { try $0.readPrefix(Catalog.fileName(of: item), count: limit) }
                    ?? workTree.readPrefix(item.path, count: limit)
                (data, stamp) = (read.bytes, FileStamp(read.status))
            } catch let error as POSIXError where error.code == .ENOENT {
                return .gone
            } catch {
                return .unreadable(IlgiError.describe(error))
            }
            guard !GitCryptCipher.isEncrypted(data) else { return .encrypted }
            return .row(CatalogRow(data: data, id: item.id, path: item.path, stamp: stamp))
        }
        func startReading(_ range: Range<Int>) -> OnItsOwnThread<[FileReading?]> {
            let chunk = Array(files[range])
            return OnItsOwnThread {
                // Parsing yields to this thread's storing: see `lowerThisThreadsPriority`.
                lowerThisThreadsPriority()
                // The chunk's month folders opened once each: a file is then resolved by its name
                // alone (a third of a file's open was the walk through root, year and month).
                var folders: [String: Beneath] = [:]
                for folder in Set(chunk.map(\.folder)) { folders[folder] = try? workTree.holdingOpen(folder: folder) }
                return concurrentMap(chunk.count, threads: readingThreads) { [folders] in
                    readRow(chunk[$0], in: folders)
                }
            }
        }
        var pending = chunks.first.map(startReading)
        for (number, range) in chunks.enumerated() {
            guard var rows = pending?.take() else { break }
            pending = number + 1 < chunks.count ? startReading(chunks[number + 1]) : nil
            // Freeing a chunk's rows (2,048 entries' strings) is left to a thread of the
            // parsing's priority, not this one, which every other thread waits for.
            defer { releaseOnAnotherThread(&rows) }
            for (offset, reading) in rows.enumerated() {
                let item = files[range.lowerBound + offset]
                // An empty table holds no old row to remove.
                if !bulk { try removeEntry.bind(.text(item.path)).run() }
                guard case .row(let row) = reading else {
                    if case .unreadable(let reason) = reading { unreadable?(root + "/" + item.path, reason) }
                    unsureFolders.insert(item.folder)
                    continue
                }
                var stamp = row.stamp
                if stamp.isRacy(scanStart: scanStart) {
                    // A second change within the same tick could go unseen: read it again.
                    stamp = .unsure
                    unsureFolders.insert(item.folder)
                }
                stamps[range.lowerBound + offset] = stamp
                try insert.run(binding: [
                    .text(row.path), .text(row.id.uuid), .integer(stamp.size),
                    .integer(stamp.modified), .integer(stamp.inode), .real(row.created.date.timeIntervalSince1970),
                    .int(row.created.utcOffset), .text(row.day), .text(row.title), .text(row.tags),
                    row.weather.map { .text($0) } ?? .null, .bool(row.starred), .utf8(row.preview), .int(row.words),
                    .text(row.raw), .int(row.body.lowerBound), .int(row.body.upperBound),
                    row.place.map { .text($0) } ?? .null, .bool(row.isPlain),
                ])
                let entry = database.lastInsertRowID
                try insertText.run(binding: [.integer(entry), .utf8(row.folded)])
                for tag in row.tagList { try insertTag.run(binding: [.text(tag), .integer(entry)]) }
                for field in row.fields {
                    try insertField.run(binding: [
                        .text(field.key), .integer(entry), .text(field.value),
                        .text(FieldCondition.folded(field.value)),
                        FieldCondition.number(field.value).map { .real($0) } ?? .null,
                    ])
                }
                for (position, link) in row.links.enumerated() {
                    try insertLink.run(binding: [
                        .integer(entry), .int(position), .int(LinkKind(link.target).rawValue), .text(link.target.text),
                        link.label.map { .text($0) } ?? .null,
                    ])
                }
            }
            chunkStored?()
            progress?(range.upperBound, files.count)
        }
        return (unsureFolders, stamps)
    }

    /// An entry file a refresh reads: its stamp is taken as it is read (`readRow`).
    private typealias FileToRead = (folder: String, path: String, id: EntryID)

    /// The name of `file` in its folder: its path after the folder's and the "/".
    private static func fileName(of file: FileToRead) -> String {
        String(file.path[file.path.utf8.index(file.path.startIndex, offsetBy: file.folder.utf8.count + 1)...])
    }

    /// What `read` found: the folders to look at again, and each file's stamp as stored.
    private typealias FilesRead = (unsureFolders: Set<String>, stamps: [FileStamp?])

    /// What reading one entry file for the catalog gave.
    private enum FileReading {
        case row(CatalogRow)
        /// Ciphertext (a file a killed unlock had not yet decrypted): never an entry's text.
        case encrypted
        /// Removed since the folder was listed.
        case gone
        /// Refused or failed, and why (a file another account wrote with its own modes).
        case unreadable(String)
    }

    /// Makes sure the rows of `paths` match their files (a read about to show these entries):
    /// any whose file changed since it was indexed, in place with its folder untouched, is
    /// read again. Returns whether any was.
    package func verify(paths: [String]) throws -> Bool {
        let storedFile = try database.prepare("SELECT size, modified, inode FROM entries WHERE path = ?")
        var stale: [TouchedFile] = []
        for path in paths {
            try storedFile.bind(.text(path))
            guard try storedFile.step(), let file = TouchedFile(path: path, root: root) else { continue }
            let known = FileStamp(size: storedFile.int64(0), modified: storedFile.int64(1), inode: storedFile.int64(2))
            if file.stamp != known { stale.append(file) }
        }
        guard !stale.isEmpty else { return false }
        let scanStart = Date().timeIntervalSince1970
        try database.transaction {
            let applied = try apply(changed: [], touched: stale, gone: [], scanStart: scanStart)
            // The folder of a file read within the clock tick is compared again next time.
            let forget = try database.prepare("UPDATE folders SET signature = 0 WHERE name = ?")
            for name in applied.unsureFolders { try forget.bind(.text(name)).run() }
        }
        return true
    }
}

/// How often the index compares every entry file with what it stored, and the clock that
/// measures it: a test drives its own clock, or looks at every file on every read.
public struct CatalogFreshness: Sendable {
    /// Seconds after which a read compares every file again; 0 compares on every read.
    public var fullCheckInterval: Double
    /// Now, in seconds since 1970.
    public var now: @Sendable () -> Double

    /// Starts a due full check of the journal at the given folder in another process (the
    /// command line runs `ilgi reindex --if-due` in the background) and returns true, so the
    /// read that found it due need not wait for it; false when it could not, and the read
    /// makes the check itself. Nil: the read always makes it.
    public var checkElsewhere: (@Sendable (_ journal: URL) -> Bool)?

    public init(
        fullCheckInterval: Double, now: @escaping @Sendable () -> Double,
        checkElsewhere: (@Sendable (_ journal: URL) -> Bool)? = nil
    ) {
        self.fullCheckInterval = fullCheckInterval
        self.now = now
        self.checkElsewhere = checkElsewhere
    }

    /// A minute: an edit made in place, its folder untouched, is seen within a minute by every
    /// read (with `checkElsewhere`, by the reads after the check it started), and at once by
    /// one that shows that entry.
    public static let standard = CatalogFreshness(fullCheckInterval: 60, now: { Date().timeIntervalSince1970 })
}

/// An entry file named by its journal path, with its stamp as it is now (nil when it is gone):
/// what a commit changed, or what a listing is about to show.
struct TouchedFile {
    let folder: String
    let path: String
    let id: EntryID
    let stamp: FileStamp?

    /// Nil for a path that is not an entry file's (`YYYY/MM/<uuid>.txt`).
    init?(path: String, root: String) {
        guard let slash = path.lastIndex(of: "/"),
            let id = JournalLayout.entryID(forFileName: String(path[path.index(after: slash)...]))
        else { return nil }
        folder = String(path[..<slash])
        self.path = path
        self.id = id
        stamp = WorkTreeScan.stamp(root: root, path: path)
    }
}

/// What the index stores of one entry file, derived through `Entry` and `EntryDocument`, so
/// the index follows their rules. A class: the thread that stores a cold build's rows copies
/// each out of its chunk, and a struct of sixteen fields is a retain and a release of each.
final class CatalogRow: Sendable {
    let id: EntryID
    let path: String
    let stamp: FileStamp
    let created: Timestamp
    /// `created.day`, made while parsing rather than by the thread that stores the rows.
    let day: String
    let title: String
    /// "\nfamily\nwork\n": each tag between newlines, so a tag is found with `instr`.
    let tags: String
    let tagList: [String]
    let weather: String?
    let starred: Bool
    /// UTF-8.
    let preview: [UInt8]
    let words: Int
    let raw: String
    /// Where the body is in `raw`'s UTF-8.
    let body: Range<Int>
    /// The place (`Location:`), when the entry names one: search shows it as a line of its own.
    let place: String?
    /// `FoldedBytes.isPlain` of `Entry.searchedBody`.
    let isPlain: Bool
    /// UTF-8.
    let folded: [UInt8]
    /// `EntryDocument.fieldTrailers`, keys lowercased.
    let fields: [(key: String, value: String)]
    /// The body's `[[links]]`.
    let links: [EntryLink]

    init(data: Data, id: EntryID, path: String, stamp: FileStamp) {
        let raw = String(decoding: data, as: UTF8.self)
        let entry = Entry(
            id: id, path: path, document: EntryDocument(parsing: raw), fallbackDate: stamp.modificationDate)
        self.id = id
        self.path = path
        self.stamp = stamp
        self.raw = raw
        body = entry.document.bodyUTF8Range
        place = entry.place
        // The body made once (`Entry.body` makes a String at each use), for what each part
        // below derives from it, each as `Entry` derives it.
        let bodyText = entry.body
        var searched = Entry.searchedBody(bodyText, place: place)
        isPlain = searched.withUTF8(FoldedBytes.isPlain)
        created = entry.created
        day = entry.created.day
        title = entry.title
        tagList = Tags.find(inTitle: title, body: bodyText)
        tags = tagList.isEmpty ? "" : "\n" + tagList.joined(separator: "\n") + "\n"
        weather = entry.weather?.code
        starred = entry.isStarred
        preview = Entry.previewUTF8(body: bodyText, id: id, limit: EntrySummary.previewLimit)
        words = EntrySummary.wordCount(title: title, body: bodyText)
        folded = Catalog.foldedText(title: title, searchedBody: searched)
        fields = entry.document.fieldTrailers.map { (key: $0.key.lowercased(), value: $0.value) }
        // Most bodies hold no "[[": the scan for it is all they cost.
        links = bodyText.utf8.count >= 5 && bodyText.contains("[[") ? EntryLinks.find(in: bodyText) : []
    }
}

extension Catalog {
    /// The text search looks in, as UTF-8: title and body (with the place,
    /// `Entry.searchedBody`), folded as `SearchQuery` folds.
    static func foldedText(of entry: Entry) -> [UInt8] {
        foldedText(title: entry.title, searchedBody: entry.searchedBody)
    }

    /// `foldedText(of:)` of a title and searched body already in hand.
    static func foldedText(title: String, searchedBody: String) -> [UInt8] {
        var folded: [UInt8] = []
        folded.reserveCapacity(title.utf8.count + 1 + searchedBody.utf8.count)
        appendFolded(title, to: &folded)
        folded.append(0x0A)
        appendFolded(searchedBody, to: &folded)
        return folded
    }

    private static func appendFolded(_ text: String, to folded: inout [UInt8]) {
        var text = text
        guard !text.withUTF8({ FoldedBytes.appendLoweredIfByteForByte($0, to: &folded) }) else { return }
        folded.append(contentsOf: SearchQuery.fold(text).utf8)
    }
}
