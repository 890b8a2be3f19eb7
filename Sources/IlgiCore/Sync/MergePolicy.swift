import Foundation
import GitKit
import IlgiCatalog
import IlgiEntry
import IlgiStore

/// How two diverged journals become one, never losing text (the integration policy of
/// `ilgi sync`). libgit2 merges the two trees first: a file changed on one side only takes
/// that side. Every file changed on both sides is left in conflict (its blobs need not be its
/// bytes) and settled here, path by path, on the bytes read through `JournalContent`:
///
/// - changed on both sides, as text, in places that do not overlap: merged line by line, as
///   git merges a file;
/// - edited on one side, deleted on the other: the edit wins and the file stays;
/// - an entry edited on both sides in the same place: ours stays where it is, theirs becomes a
///   new entry (new id, same month folder) titled "Title (conflict from SOURCE, DATE)" with a
///   `Conflict-Of: <original id>` trailer;
/// - any other file changed on both sides: ours stays, theirs is saved beside it as
///   "NAME (conflict from SOURCE, DATE).EXT", byte for byte.
///
/// The result depends only on the two commits (and a fresh id per conflict copy), and the
/// machine that merges pushes its merge, so every machine ends with the same tree.
struct MergePolicy {
    let repository: Repository
    let content: JournalContent
    let ours: Commit
    let theirs: Commit
    /// The language of a conflict copy's title.
    let language: Language

    /// Settles every conflict in `index` (a merge result) and returns what was kept twice.
    func resolve(_ index: Index) throws -> [SyncConflict] {
        let conflicts = try index.conflicts.sorted { $0.path < $1.path }
        guard !conflicts.isEmpty else { return [] }
        var taken = Set(index.entries.map(\.path))
        for conflict in conflicts {
            for side in [conflict.ancestor, conflict.ours, conflict.theirs].compactMap({ $0 }) {
                taken.insert(side.path)
            }
        }
        var kept: [SyncConflict] = []
        for conflict in conflicts {
            try index.removeConflict(path: conflict.path)
            switch (conflict.ours, conflict.theirs) {
            case (nil, nil):
                continue
            case (nil, let theirs?):
                try keep(theirs, fromTheirSide: true, in: index, taken: &taken, kept: &kept)
            case (let ours?, nil):
                try keep(ours, fromTheirSide: false, in: index, taken: &taken, kept: &kept)
            case (let ours?, let theirs?):
                if ours.oid != theirs.oid, ours.mode == theirs.mode, ours.mode & 0o170000 == 0o100000,
                    let merged = try content.merge(
                        ancestor: conflict.ancestor?.oid, ours: ours.oid, theirs: theirs.oid, at: ours.path)
                {
                    try index.add(IndexEntry(path: ours.path, oid: merged, mode: ours.mode))
                    continue
                }
                if ours.oid != theirs.oid, ours.mode == theirs.mode,
                    let merged = try mergeTrailers(ancestor: conflict.ancestor, ours: ours, theirs: theirs)
                {
                    try index.add(IndexEntry(path: ours.path, oid: merged, mode: ours.mode))
                    continue
                }
                try keep(ours, fromTheirSide: false, in: index, taken: &taken, kept: &kept)
                if ours.oid != theirs.oid {
                    kept.append(try keepAside(theirs, in: index, taken: &taken))
                }
            }
        }
        return kept
    }

    /// An entry whose trailers both sides changed next to each other (one set `Mood: 5`, the
    /// other added `Energy: high`), which a line merge sees as one place: merged key by key
    /// when the title and body changed on one side at most and no key changed differently on
    /// both. Nil otherwise (a conflict copy keeps both then).
    private func mergeTrailers(ancestor: IndexEntry?, ours: IndexEntry, theirs: IndexEntry) throws -> Oid? {
        guard let ancestor, JournalLayout.entryID(forPath: ours.path) != nil else { return nil }
        func document(_ side: IndexEntry) throws -> EntryDocument? {
            String(data: try content.read(side.oid, at: side.path), encoding: .utf8).map(EntryDocument.init(parsing:))
        }
        guard let base = try document(ancestor), var mine = try document(ours), let other = try document(theirs)
        else { return nil }
        func keyed(_ document: EntryDocument) -> [String: String]? {
            var values: [String: String] = [:]
            for trailer in document.trailers {
                guard values.updateValue(trailer.value, forKey: trailer.key.lowercased()) == nil else { return nil }
            }
            return values
        }
        guard let baseValues = keyed(base), let ourValues = keyed(mine), let theirValues = keyed(other),
            !ourValues.isEmpty, !theirValues.isEmpty
        else { return nil }
        switch (mine.editableText == base.editableText, other.editableText == base.editableText) {
        case (true, false): mine = mine.replacingEditableText(other.editableText)
        case (false, false) where mine.editableText != other.editableText: return nil
        default: break
        }
        let keys = other.trailers.map { $0.key }.filter { ourValues[$0.lowercased()] == nil }
        for key in mine.trailers.map(\.key) + keys {
            let name = key.lowercased()
            let (was, ourValue, theirValue) = (baseValues[name], ourValues[name], theirValues[name])
            guard ourValue != theirValue, ourValue == was else {
                if ourValue != theirValue, theirValue != was { return nil }  // both changed it
                continue
            }
            if let theirValue { mine.setTrailer(key, theirValue) } else { mine.removeTrailer(key) }
        }
        return try content.store(Data(mine.rendered().utf8), at: ours.path)
    }

    /// Adds a resolved entry; if a folder of the same name is in the way (a file on one side, a
    /// folder on the other), the file is kept beside it instead.
    private func keep(
        _ entry: IndexEntry, fromTheirSide: Bool, in index: Index, taken: inout Set<String>, kept: inout [SyncConflict]
    ) throws {
        let isFolderToo = taken.contains { $0.hasPrefix(entry.path + "/") }
        guard isFolderToo else {
            try index.add(entry)
            return
        }
        let origin = try origin(of: entry, onTheirSide: fromTheirSide)
        let path = siblingPath(for: entry.path, origin: origin, taken: taken)
        taken.insert(path)
        try index.add(IndexEntry(path: path, oid: entry.oid, mode: entry.mode))
        kept.append(
            SyncConflict(kind: .file(path: entry.path), copyPath: path, source: origin.source, date: origin.date))
    }

    /// Keeps their version of a path both sides changed, under a new name.
    private func keepAside(_ theirs: IndexEntry, in index: Index, taken: inout Set<String>) throws -> SyncConflict {
        let origin = try origin(of: theirs, onTheirSide: true)
        if let originalID = JournalLayout.entryID(forPath: theirs.path),
            let text = String(data: try content.read(theirs.oid, at: theirs.path), encoding: .utf8)
        {
            var document = EntryDocument(parsing: text)
            let title = Entry(id: originalID, path: theirs.path, document: document, fallbackDate: origin.commitDate)
                .displayTitle
            document.setTitle(CoreText.conflictCopyTitle(title, origin.source, origin.date).text(in: language))
            document.setTrailer(Trailer.conflictOf, originalID.uuid)
            let copyID = EntryID()
            let folder = theirs.path.split(separator: "/").dropLast().joined(separator: "/")
            let copyPath = folder + "/" + copyID.uuid + ".txt"
            let blob = try content.store(Data(document.rendered().utf8), at: copyPath)
            try index.add(IndexEntry(path: copyPath, oid: blob, mode: 0o100644))
            taken.insert(copyPath)
            return SyncConflict(
                kind: .entry(original: originalID, copy: copyID, title: title), copyPath: copyPath,
                source: origin.source, date: origin.date)
        }
        let path = siblingPath(for: theirs.path, origin: origin, taken: taken)
        taken.insert(path)
        try index.add(IndexEntry(path: path, oid: theirs.oid, mode: theirs.mode))
        return SyncConflict(kind: .file(path: theirs.path), copyPath: path, source: origin.source, date: origin.date)
    }

    /// `notes/README (conflict from SOURCE, DATE).md`, numbered when that is taken too.
    private func siblingPath(for path: String, origin: Origin, taken: Set<String>) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeLast()
        let folder = parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
        var stem = name
        var suffix = ""
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = String(name[..<dot])
            suffix = String(name[dot...])
        }
        let source = origin.source.replacingOccurrences(of: "/", with: "-")
        let base = CoreText.conflictCopyTitle(stem, source, origin.date).text(in: language)
        var candidate = folder + base + suffix
        var number = 2
        while taken.contains(candidate) || taken.contains(where: { $0.hasPrefix(candidate + "/") }) {
            candidate = folder + base + " \(number)" + suffix
            number += 1
        }
        return candidate
    }

    struct Origin {
        let source: String
        let date: String
        let commitDate: Date
    }

    /// Who wrote a version of a file, and when: the newest commit on that side (not on the
    /// other) that made the file hold exactly this blob; else that side's head commit.
    private func origin(of entry: IndexEntry, onTheirSide: Bool) throws -> Origin {
        let (side, other) = onTheirSide ? (theirs, ours) : (ours, theirs)
        let walk = try RevWalk(repository: repository)
        try walk.push(side.oid)
        try walk.hide(other.oid)
        var found = side
        var looked = 0
        search: while let oid = try walk.next(), looked < 2_000 {
            looked += 1
            let commit = try repository.commit(oid)
            guard try commit.tree().entry(atPath: entry.path)?.oid == entry.oid else { continue }
            for parent in try commit.parents where try parent.tree().entry(atPath: entry.path)?.oid == entry.oid {
                continue search
            }
            found = commit
            break
        }
        let source = found.authorEmail.isEmpty ? found.authorName : found.authorEmail
        let formatter = DateStyle.formatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: found.timeZoneOffsetMinutes * 60) ?? .gmt
        formatter.dateFormat = "yyyy-MM-dd"
        return Origin(source: source, date: formatter.string(from: found.date), commitDate: found.date)
    }
}

extension Trailer {
    /// On a conflict copy: the id of the entry it is a version of.
    public static let conflictOf = "Conflict-Of"
}

extension CommitMessage {
    /// "Merge 3 changes from origin/main", and a line for every version kept twice.
    func merge(changes: Int, from source: String, conflicts: [SyncConflict]) -> String {
        var summary = "Merge " + EnglishPlural.count(changes, "change", "changes") + " from \(source)"
        if !conflicts.isEmpty {
            let allEntries = conflicts.allSatisfy { if case .entry = $0.kind { true } else { false } }
            let kept =
                allEntries
                ? EnglishPlural.count(conflicts.count, "entry", "entries")
                : EnglishPlural.count(conflicts.count, "file", "files")
            summary += "; kept both versions of \(kept)"
        }
        var lines: [String] = []
        for conflict in conflicts {
            switch conflict.kind {
            case .entry(let original, let copy, let title):
                let name = titled ? " (" + Preview.firstLine(of: title, limit: 50) + ")" : ""
                lines.append("Both sides edited \(original.short)\(name); theirs is now \(copy.short).")
            case .file(let path):
                lines.append("Both sides changed \(path); theirs is saved as \(conflict.copyPath).")
            }
        }
        return lines.isEmpty ? summary + "\n" : summary + "\n\n" + lines.joined(separator: "\n") + "\n"
    }
}
