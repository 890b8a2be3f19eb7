import Foundation
import GitKit
import IlgiEntry
import IlgiStore

/// What a commit did, read from the messages ilgi writes (`Add 3f2a9c1b: Title`).
public enum HistoryAction: String, Sendable, CaseIterable {
    case add = "Add"
    case edit = "Edit"
    case delete = "Delete"
    case restore = "Restore"
    case merge = "Merge"
    case `import` = "Import"
}

/// One commit in `ilgi log`.
public struct HistoryRecord: Sendable, Hashable {
    /// The full commit id.
    public let commit: String
    /// The commit id as short as git would print it: 7 characters in a small journal, more in
    /// a large one, always enough to be unique.
    public let shortCommit: String
    /// When it was made, on its committer's clock.
    public let date: Timestamp
    /// What it did; nil for a commit whose message ilgi did not write and cannot tell.
    public let action: HistoryAction?
    /// The short id of the entry it is about, when known.
    public let entryID: String?
    /// The entry's title, or the commit's summary when there is no entry to name.
    public let title: String
    /// The first line of the commit message, as `git log --oneline` shows it.
    public let summary: String
    /// Who wrote it when not the person who committed it: an assistant through `ilgi mcp`
    /// ("Claude via ilgi mcp", `JournalStore.writer`); nil for the person's own saves.
    public var writer: String? = nil

    /// The author's name when it is not the committer's.
    static func writer(of commit: Commit) -> String? {
        let author = commit.authorName
        return author.isEmpty || author == commit.committerName ? nil : author
    }
}

extension HistoryRecord {
    /// Splits a summary ilgi wrote: `Add 3f2a9c1b: Title`, `Delete 3f2a9c1b`, `Merge …`,
    /// `Import 412 entries from jrnl`. Anything else has no action and is its own title.
    public static func parse(summary: String) -> (action: HistoryAction?, entryID: String?, title: String) {
        let words = summary.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        guard let verb = words.first.flatMap({ HistoryAction(rawValue: String($0)) }) else {
            return (nil, nil, summary)
        }
        let rest = words.count > 1 ? String(words[1]) : ""
        switch verb {
        case .merge, .import:
            return (verb, nil, rest)
        case .add, .edit, .delete, .restore:
            let id = rest.prefix(8)
            guard id.count == 8, id.allSatisfy(\.isHexDigit), id == id.lowercased() else {
                return (nil, nil, summary)
            }
            let after = rest.dropFirst(8)
            if after.isEmpty { return (verb, String(id), "") }
            guard after.hasPrefix(": ") else { return (nil, nil, summary) }
            return (verb, String(id), String(after.dropFirst(2)))
        }
    }

    init(commit: Commit, abbreviator: Abbreviator) {
        let summary = commit.summary
        let parsed = HistoryRecord.parse(summary: summary)
        self.init(
            commit: commit.oid.hex, shortCommit: abbreviator.abbreviate(commit.oid),
            date: JournalHistory.timestamp(of: commit),
            action: parsed.action ?? (commit.parentCount > 1 ? .merge : nil),
            entryID: parsed.entryID, title: parsed.title, summary: summary, writer: HistoryRecord.writer(of: commit))
    }
}

/// A journal's history, read from its commits: the log of the journal and of one entry, an
/// entry found by id even once deleted, its version at a revision, a diff, the deleted entries,
/// and a restore, which writes through the journal's store like any save.
public struct JournalHistory: JournalPart {
    public let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }
}

extension JournalHistory {
    /// The journal's commits, newest first, at most `limit` of them.
    public func log(limit: Int? = nil) throws -> [HistoryRecord] {
        do {
            let walk = try RevWalk(repository: repository, sorting: [])
            try walk.pushHead()
            let abbreviator = try Abbreviator(repository: repository)
            var records: [HistoryRecord] = []
            while limit.map({ records.count < $0 }) ?? true, let oid = try walk.next() {
                records.append(HistoryRecord(commit: try repository.commit(oid), abbreviator: abbreviator))
            }
            return try withTitlesFromTheJournal(records)
        } catch let error as GitError {
            throw IlgiError.wrapping(error, while: .readHistory, path: root.path)
        }
    }

    /// An encrypted journal's commit messages name no title (`Edit 3f2a9c1b`): this machine
    /// can read them, so each record gets its entry's title from the catalog (none for an
    /// entry deleted since).
    private func withTitlesFromTheJournal(_ records: [HistoryRecord]) throws -> [HistoryRecord] {
        guard journal.encryption != .plain, records.contains(where: { $0.entryID != nil && $0.title.isEmpty }) else {
            return records
        }
        let titles = try journal.reader.titles(
            ofShortIDs: Set(records.compactMap { $0.title.isEmpty ? $0.entryID : nil }))
        return records.map { record in
            guard record.title.isEmpty, let id = record.entryID, let title = titles[id] else { return record }
            return HistoryRecord(
                commit: record.commit, shortCommit: record.shortCommit, date: record.date, action: record.action,
                entryID: id, title: title, summary: record.summary, writer: record.writer)
        }
    }

    /// The commits that changed one entry's file, newest first, at most `limit` of them: read
    /// from the table of the commits that changed each entry (`PathCommits`, brought up to HEAD
    /// first), or else found by a walk that looks up the entry's path in each commit (see
    /// `PathHistory`); both give the same answer. The title is the entry's own at that commit
    /// (before it, for a deletion); the action is the one the message names, else what the
    /// commit did to it.
    public func log(of location: EntryLocation, limit: Int? = nil) throws -> [HistoryRecord] {
        try log(of: location, limit: limit, usingTable: true)
    }

    /// `log(of:limit:)`, with the walk alone when `usingTable` is false (for tests that
    /// compare the two).
    func log(of location: EntryLocation, limit: Int?, usingTable: Bool) throws -> [HistoryRecord] {
        do {
            let abbreviator = try Abbreviator(repository: repository)
            if usingTable, let steps = tabledSteps(ofPath: location.path, limit: limit) {
                return try steps.map { try record(for: $0, of: location, abbreviator: abbreviator) }
            }
            let walk = try repository.history(ofPath: location.path)
            var records: [HistoryRecord] = []
            while limit.map({ records.count < $0 }) ?? true, let step = try walk.next() {
                records.append(try record(for: step, of: location, abbreviator: abbreviator))
            }
            return records
        } catch let error as GitError {
            throw IlgiError.wrapping(error, while: .readHistory, path: root.path)
        }
    }

    private func record(
        for step: PathHistory.Step, of location: EntryLocation, abbreviator: Abbreviator
    ) throws
        -> HistoryRecord
    {
        let commit = step.commit
        let summary = commit.summary
        let parsed = HistoryRecord.parse(summary: summary)
        let action: HistoryAction
        if let named = parsed.action, parsed.entryID == nil || parsed.entryID == location.id.short {
            action = named
        } else if commit.parentCount > 1 {
            action = .merge
        } else {
            action =
                switch step.change {
                case .added: .add
                case .modified: .edit
                case .deleted: .delete
                }
        }
        var title = ""
        if let blob = step.blob ?? step.previousBlob {
            let text = try content.text(blob, at: location.path)
            title =
                Entry(
                    id: location.id, path: location.path, document: EntryDocument(parsing: text),
                    fallbackDate: commit.date
                ).displayTitle
        }
        return HistoryRecord(
            commit: commit.oid.hex, shortCommit: abbreviator.abbreviate(commit.oid),
            date: JournalHistory.timestamp(of: commit), action: action,
            entryID: location.id.short, title: title, summary: summary, writer: HistoryRecord.writer(of: commit))
    }

    /// A commit id as short as git would print it here (see `Abbreviator`).
    func abbreviate(_ oid: Oid) -> String {
        (try? Abbreviator(repository: repository).abbreviate(oid)) ?? oid.short
    }

    /// A commit's time on its committer's clock.
    static func timestamp(of commit: Commit) -> Timestamp {
        Timestamp(date: commit.date, utcOffset: commit.timeZoneOffsetMinutes * 60)
    }
}
