import Foundation
import IlgiCore

/// The page's unsaved text, kept in `.git/ilgi/drafts/` as it is typed, so closing the tab,
/// a crash or a refused save never loses it. One draft per entry being edited
/// (`web-<uuid>.txt`) and one for a new entry (`web-new.txt`); the text is the entry as the
/// editor shows it (title, blank line, body), readable by a person.
///
/// A draft of an edit remembers which version of the entry it started from (`base`, a hash of
/// the file's text), so a save from it is refused when the entry changed since.
///
/// This is deliberately small: `load`, `save`, `discard`. When IlgiCore has a draft store of
/// its own, this type can forward to it.
public struct WebDrafts: Sendable {
    public let folder: URL

    public init(stateDirectory: URL) {
        folder = stateDirectory.appendingPathComponent("drafts", isDirectory: true)
    }

    /// Which draft: a new entry's or an existing entry's.
    public enum Key: Sendable, Hashable {
        case newEntry
        case entry(EntryID)

        var prefix: String {
            switch self {
            case .newEntry: "web-new"
            case .entry(let id): "web-\(id.uuid)"
            }
        }
    }

    public struct Draft: Sendable, Equatable {
        public var text: String
        /// For an edit: the hash of the entry's text the edit started from.
        public var base: String?
        public var saved: Date
    }

    /// The draft kept for `key`, if any.
    public func load(_ key: Key) -> Draft? {
        guard let url = file(for: key), let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let name = url.deletingPathExtension().lastPathComponent
        let base = name.count > key.prefix.count + 1 ? String(name.dropFirst(key.prefix.count + 1)) : nil
        let saved = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        return Draft(text: String(decoding: data, as: UTF8.self), base: base, saved: saved ?? Date())
    }

    /// Keeps `text` for `key`, replacing the draft before it. An empty text removes the draft.
    public func save(_ key: Key, text: String, base: String?) throws {
        if text.allSatisfy(\.isWhitespace) {
            discard(key)
            return
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cleanBase = base.map { String($0.filter { $0.isHexDigit }.prefix(64)) }.flatMap { $0.isEmpty ? nil : $0 }
        let name = key.prefix + (cleanBase.map { "-" + $0 } ?? "") + ".txt"
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url, options: .atomic)
        // Only one draft per key: drop one kept under another base.
        for other in files(for: key) where other.lastPathComponent != name {
            try? FileManager.default.removeItem(at: other)
        }
    }

    /// Forgets the draft for `key` (after a save).
    public func discard(_ key: Key) {
        for url in files(for: key) { try? FileManager.default.removeItem(at: url) }
    }

    /// The path of the draft for `key`, to show the user where their text is.
    public func path(_ key: Key) -> String? { file(for: key)?.path }

    private func file(for key: Key) -> URL? {
        files(for: key).max {
            let a = (try? FileManager.default.attributesOfItem(atPath: $0.path))?[.modificationDate] as? Date ?? .distantPast
            let b = (try? FileManager.default.attributesOfItem(atPath: $1.path))?[.modificationDate] as? Date ?? .distantPast
            return a < b
        }
    }

    private func files(for key: Key) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            guard name.hasSuffix(".txt") else { return false }
            let stem = name.dropLast(4)
            return stem == key.prefix || stem.hasPrefix(key.prefix + "-")
        }.map { folder.appendingPathComponent($0) }
    }
}
