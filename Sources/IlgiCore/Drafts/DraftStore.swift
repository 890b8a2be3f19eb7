import Foundation
import IlgiEntry
import IlgiStore

/// Where a draft was typed.
public enum DraftOrigin: String, Codable, Sendable {
    /// In the editor `ilgi new` or `ilgi edit` started, kept after it failed or a save was
    /// refused: a new draft each time.
    case editor
    /// In the browser (`ilgi serve`), kept as it is typed: one draft per entry (and one for a
    /// new entry), replaced each time.
    case browser
}

/// A text the writer is editing or has not saved yet, kept in `.git/ilgi/drafts/NAME.txt`
/// (never in the work tree, never committed). Beside it, `NAME.json` records what the draft
/// is for: the entry it edits (none for a new entry), the entry file's text (or its SHA-256)
/// when editing began, when the draft was made, and where it was typed. A draft is deleted only
/// once its own text is committed, or when the writer discards it (`ilgi drafts discard`).
/// The command line and the browser keep their drafts here alike, so each lists and restores
/// the other's (docs/FORMAT.md §3).
public struct Draft: Sendable, Hashable {
    /// What `ilgi drafts` shows and takes: the file name without `.txt`
    /// (`3f2a9c1b-1763921700-a41c`, `new-1763921700-07be`).
    public let name: String
    /// The text file the editor opens.
    public let url: URL
    /// The entry it edits; nil for a new entry.
    public let entryID: EntryID?
    /// The entry file's whole text when editing began, trailers included; nil for a new entry
    /// and for a draft an older ilgi left, which did not record it.
    public let base: String?
    /// When the draft was made.
    public let created: Date
    /// Where it was typed.
    public let origin: DraftOrigin
    /// The SHA-256 (hex) of the entry file's text when editing began: of `base` when it is
    /// known, else as the browser recorded it; nil for a new entry and an older ilgi's draft.
    public let baseHash: String?

    /// True for a draft an ilgi before drafts had sidecars left: named `<uuid>.txt` or
    /// `new-….txt`, holding the whole entry file as that ilgi showed it in the editor.
    public let isLegacy: Bool

    /// The text as the editor left it. Not UTF-8 is an error, never a silent U+FFFD.
    public func text() throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)  // border: the drafts
        } catch {
            throw IlgiError.wrapping(error, while: .readDraft, path: url.path)
        }
        return try UTF8Text.decode(data, from: .file(url.path))
    }

    init(name: String, url: URL, sidecar: DraftStore.Sidecar) {
        self.init(
            name: name, url: url, entryID: sidecar.entry.flatMap(EntryID.init), base: sidecar.base,
            created: Date(timeIntervalSince1970: sidecar.created), isLegacy: false, origin: sidecar.origin ?? .editor,
            baseHash: sidecar.baseSHA256 ?? sidecar.base.map(SHA256.hex))
    }

    init(
        name: String, url: URL, entryID: EntryID?, base: String?, created: Date, isLegacy: Bool, origin: DraftOrigin,
        baseHash: String?
    ) {
        self.name = name
        self.url = url
        self.entryID = entryID
        self.base = base
        self.created = created
        self.isLegacy = isLegacy
        self.origin = origin
        self.baseHash = baseHash
    }

    /// The first line with words in it, for listings; empty when the draft is blank.
    public var firstLine: String {
        guard let data = try? Data(contentsOf: url) else { return "" }  // border: the drafts
        return Preview.firstLine(of: String(decoding: data, as: UTF8.self), limit: 60)
    }
}

/// The drafts of one journal, in `.git/ilgi/drafts/`. No printing: the command line and the
/// web server both use it.
public struct DraftStore: Sendable {
    public let folder: URL

    public init(journal: Journal) {
        folder = journal.stateDirectory.appendingPathComponent("drafts", isDirectory: true)
    }

    public init(folder: URL) {
        self.folder = folder
    }

    /// What the sidecar records.
    struct Sidecar: Codable {
        var entry: String?
        var base: String?
        var baseSHA256: String?
        var created: Double
        /// Absent in the sidecars of an ilgi before browser drafts joined: the editor.
        var origin: DraftOrigin?
    }

    /// Makes a draft holding `text`: for `entry` (whose file held `base` when editing began), or
    /// for a new entry when `entry` is nil. Every call makes a new draft, so no draft is ever
    /// overwritten by another edit of the same entry.
    public func create(for entry: EntryID?, base: String?, text: String, now: Date = Date()) throws -> Draft {
        let stamp = Int(now.timeIntervalSince1970)
        let who = entry?.short ?? "new"
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var name: String
            repeat {
                name = "\(who)-\(stamp)-\(String(format: "%04x", UInt16.random(in: 0...UInt16.max)))"
            } while FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + ".txt").path)
            let sidecar = Sidecar(
                entry: entry?.uuid, base: base, baseSHA256: base.map(SHA256.hex), created: now.timeIntervalSince1970,
                origin: .editor)
            return try write(text, sidecar, named: name)
        } catch let error as IlgiError {
            throw error
        } catch {
            throw IlgiError.wrapping(error, while: .keepDraft, path: folder.path)
        }
    }

    /// The browser's draft of `entry` (of a new entry when nil), if one is kept.
    public func browserDraft(of entry: EntryID?) -> Draft? {
        all().first { $0.origin == .browser && $0.entryID == entry }
    }

    /// Keeps the browser's text for `entry` (a new entry when nil), replacing the draft kept
    /// before; `baseHash` is the SHA-256 of the entry file's text the page started from. A
    /// blank text removes the draft instead.
    public func keepBrowserDraft(of entry: EntryID?, text: String, baseHash: String?, now: Date = Date()) throws {
        if text.allSatisfy(\.isWhitespace) { return discardBrowserDraft(of: entry) }
        let name = "web-" + (entry?.uuid ?? "new")
        let cleanHash = baseHash.map { String($0.filter(\.isHexDigit).prefix(64)) }.flatMap { $0.isEmpty ? nil : $0 }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let sidecar = Sidecar(
                entry: entry?.uuid, base: nil, baseSHA256: cleanHash, created: now.timeIntervalSince1970,
                origin: .browser)
            _ = try write(text, sidecar, named: name)
        } catch {
            throw IlgiError.wrapping(error, while: .keepDraft, path: folder.path)
        }
        // One browser draft an entry: one an older ilgi kept under another name goes.
        for draft in all() where draft.origin == .browser && draft.entryID == entry && draft.name != name {
            discard(draft)
        }
    }

    /// Forgets the browser's draft of `entry` (after a save, or Cancel).
    public func discardBrowserDraft(of entry: EntryID?) {
        for draft in all() where draft.origin == .browser && draft.entryID == entry { discard(draft) }
    }

    /// Writes the sidecar, then the text, each atomically.
    private func write(_ text: String, _ sidecar: Sidecar, named name: String) throws -> Draft {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(sidecar).write(to: folder.appendingPathComponent(name + ".json"), options: .atomic)
        let url = folder.appendingPathComponent(name + ".txt")
        try Data(text.utf8).write(to: url, options: .atomic)
        return Draft(name: name, url: url, sidecar: sidecar)
    }

    /// Every draft, newest first.
    public func all() -> [Draft] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") && !$0.hasPrefix(".") }
            .compactMap { draft(named: String($0.dropLast(4))) }
            .sorted { $0.created != $1.created ? $0.created > $1.created : $0.name > $1.name }
    }

    /// The drafts of one entry, newest first.
    public func drafts(of id: EntryID) -> [Draft] {
        all().filter { $0.entryID == id }
    }

    /// The draft called `query`: its name, a unique start of it (4 characters at least), or
    /// the path of its file, as error messages print it.
    public func find(_ query: String) throws -> Draft {
        var needle = query.trimmingCharacters(in: .whitespaces)
        if needle.contains("/") { needle = URL(fileURLWithPath: needle).lastPathComponent }
        if needle.hasSuffix(".txt") { needle.removeLast(4) }
        let drafts = all()
        if let exact = drafts.first(where: { $0.name == needle }) { return exact }
        guard needle.count >= 4 else { throw DraftError.notFound(query) }
        let matches = drafts.filter { $0.name.hasPrefix(needle) }
        switch matches.count {
        case 0: throw DraftError.notFound(query)
        case 1: return matches[0]
        default: throw DraftError.ambiguous(query, matches.map(\.name))
        }
    }

    /// Removes the draft and its sidecar.
    public func discard(_ draft: Draft) {
        try? FileManager.default.removeItem(at: draft.url)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(draft.name + ".json"))
    }

    private func draft(named name: String) -> Draft? {
        let url = folder.appendingPathComponent(name + ".txt")
        var info = stat()
        // A regular file only: a link in the drafts folder is never followed.
        guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
        if let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".json")),  // border: the drafts
            let sidecar = try? JSONDecoder().decode(Sidecar.self, from: data)
        {
            return Draft(name: name, url: url, sidecar: sidecar)
        }
        // The browser's, as an older ilgi kept it: `web-<uuid>-<sha256>.txt`, `web-new.txt`,
        // holding the title and body as the page showed them.
        if name.hasPrefix("web-") {
            let rest = name.dropFirst(4)
            let isNew = rest == "new" || rest.hasPrefix("new-")
            let entry = isNew ? nil : EntryID(String(rest.prefix(36)))
            guard isNew || entry != nil else { return nil }
            let hash = rest.dropFirst(isNew ? 4 : 37)
            return Draft(
                name: name, url: url, entryID: entry, base: nil, created: modified, isLegacy: false, origin: .browser,
                baseHash: hash.isEmpty ? nil : String(hash))
        }
        // Left by an older ilgi: `<uuid>.txt` for an entry, `new-<time>-<pid>.txt` for a new one.
        return Draft(
            name: name, url: url, entryID: EntryID(name), base: nil, created: modified, isLegacy: true, origin: .editor,
            baseHash: nil)
    }
}

/// A draft that cannot be found or saved as asked.
public enum DraftError: UserFacingError, Equatable {
    case notFound(String)
    case ambiguous(String, [String])
    /// The entry the draft edits is no longer in the journal.
    case entryGone(entry: String, draft: String)
    /// The entry was saved since the draft was made; the draft is kept.
    case entryChanged(entry: String, draft: String, path: String)
    /// A draft from an older ilgi: where it started is not known; the draft is kept.
    case startUnknown(entry: String, draft: String, path: String)

    public var message: any LocalizedText {
        switch self {
        case .notFound(let query): CoreText.draftNotFound(query)
        case .ambiguous(let query, let names): CoreText.draftAmbiguous(query, names)
        case .entryGone(let entry, let draft): CoreText.draftEntryGone(entry, draft)
        case .entryChanged(let entry, let draft, let path): CoreText.draftEntryChanged(entry, draft, path)
        case .startUnknown(let entry, let draft, let path): CoreText.draftStartUnknown(entry, draft, path)
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .notFound, .ambiguous: 2
        default: 1
        }
    }
}
