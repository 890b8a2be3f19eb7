import Foundation
import GitKit
import IlgiEntry
import IlgiStore

/// What changed in one entry between an older version and now, as a unified diff.
public struct EntryDiff: Sendable, Hashable {
    public let id: EntryID
    public let path: String
    /// The short id of the commit the old side was read from; nil when there was no older
    /// version (the entry's only change created it).
    public let oldCommit: String?
    /// False when the entry is deleted: the new side is then an absent file.
    public let newExists: Bool
    /// The diff: `---`/`+++` headers, `@@` hunk headers and lines; empty when nothing changed.
    public let lines: [DiffLine]

    public var isEmpty: Bool { lines.isEmpty }
}

/// One line of a unified diff, and what kind of line it is (for colour).
public struct DiffLine: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case oldFile, newFile, hunkHeader, context, addition, deletion, note
    }

    public let kind: Kind
    /// The line as printed, with its `+`, `-` or ` ` marker, without a line ending.
    public let text: String
}

extension JournalHistory {
    /// A unified diff of the entry at `location` from the version in `revision` to now (the
    /// file in the work tree, or nothing when the entry is deleted). Without a revision the
    /// old side is its previous version: the committed one when the file has changes not yet
    /// committed, else the one before the last commit that changed it.
    public func diff(_ location: EntryLocation, from revision: String? = nil) throws -> EntryDiff {
        let url = root.appendingPathComponent(location.path)
        let now: Data? =
            location.isDeleted || !FileManager.default.fileExists(atPath: url.path)
            ? nil : Data(try journal.readText(at: url).utf8)
        var old: Data?
        var oldCommit: String?
        if let revision {
            let version = try version(of: location, at: revision)
            old = Data(version.text.utf8)
            oldCommit = version.shortCommit
        } else {
            do {
                let head = try repository.headCommit()
                let committed = try head.flatMap { try content.read(atPath: location.path, in: $0) }
                if let head, let committed, let now, committed != now {
                    old = committed
                    oldCommit = abbreviate(head.oid)
                } else if let step = try repository.history(ofPath: location.path).next() {
                    if let previous = step.previousBlob {
                        old = try content.read(previous, at: location.path)
                        oldCommit = try abbreviate(step.commit.parent().oid)
                    }
                }
            } catch let error as GitError {
                throw IlgiError.wrapping(error, while: .readHistory, path: root.path)
            }
        }
        return EntryDiff(
            id: location.id, path: location.path, oldCommit: oldCommit, newExists: now != nil,
            lines: try unifiedLines(from: old, to: now, path: location.path))
    }

    /// What changed in the entry at `location` from the version in the commit `from` to the
    /// one in `to` (the browser's comparison of any two versions), with both versions.
    public func compare(
        _ location: EntryLocation, from: String, to: String
    ) throws -> (
        old: EntryVersion, new: EntryVersion, diff: EntryDiff
    ) {
        let old = try version(of: location, at: from)
        let new = try version(of: location, at: to)
        let lines = try unifiedLines(from: Data(old.text.utf8), to: Data(new.text.utf8), path: location.path)
        let diff = EntryDiff(
            id: location.id, path: location.path, oldCommit: old.shortCommit, newExists: true, lines: lines)
        return (old, new, diff)
    }

    /// The unified diff from `old` to `new` (nil: no file), as libgit2 makes it: the one line
    /// diff ilgi has, for the command line and the browser alike.
    private func unifiedLines(from old: Data?, to new: Data?, path: String) throws -> [DiffLine] {
        do {
            let patch = try Patch(old: old, new: new)
            guard !patch.isEmpty else { return [] }
            let headers = [
                DiffLine(kind: .oldFile, text: "--- " + (old == nil ? "/dev/null" : "a/" + path)),
                DiffLine(kind: .newFile, text: "+++ " + (new == nil ? "/dev/null" : "b/" + path)),
            ]
            return headers + (try patch.lines()).map { DiffLine($0) }
        } catch let error as GitError {
            throw IlgiError.wrapping(error, while: .compareVersions, path: root.path)
        }
    }
}

extension DiffLine {
    init(_ line: Patch.Line) {
        let kind: Kind =
            switch line.kind {
            case .hunkHeader: .hunkHeader
            case .context: .context
            case .addition: .addition
            case .deletion: .deletion
            case .noNewlineAtEnd: .note
            }
        self.init(kind: kind, text: line.text)
    }
}
