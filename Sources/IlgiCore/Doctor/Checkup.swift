import Foundation
import GitKit
import IlgiCatalog
import IlgiEntry
import IlgiStore

/// One thing `ilgi doctor` found, with what to do about it.
public struct Finding: Sendable {
    public enum Severity: Sendable { case problem, note }

    public let severity: Severity
    public let message: any LocalizedText
    /// Paths (in the journal, or absolute for drafts) the finding is about.
    public let paths: [String]
    /// True when `ilgi doctor --fix` can mend it.
    public let isFixable: Bool

    public init(severity: Severity, message: any LocalizedText, paths: [String] = [], isFixable: Bool = false) {
        self.severity = severity
        self.message = message
        self.paths = paths
        self.isFixable = isFixable
    }
}

/// What `ilgi doctor --fix` did.
public struct Repair: Sendable {
    public let addedCreated: Int
    public let removedTemporaryFiles: Int
    /// Photos and attachments no entry linked.
    public let removedUnlinkedAssets: Int
    /// The journal's folders closed to other users (`Checkup.openFolders`).
    public var closedFolders = 0
}

/// `ilgi doctor`: what is wrong with a journal (`findings`) and the repairs that are safe
/// (`repair`), which commit through the journal's store like any save.
public struct Checkup: JournalPart {
    public let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }
}

extension Checkup {
    /// Looks the journal over: uncommitted changes, entries that cannot be read or have no
    /// `Created:`, files that look like entries but are not named like one, drafts left by a
    /// failed editor, conflict copies from a sync, and whether git has an identity.
    public func findings() throws -> [Finding] {
        var findings: [Finding] = []

        // A damaged index makes git's status (and so the check below) fail or lie.
        if let damage = IndexFile.damage(gitDirectory: repository.gitDirectory) {
            findings.append(
                Finding(severity: .problem, message: CoreText.doctorIndexDamaged(damage.reason), isFixable: true))
        } else {
            do {
                let changed = try journal.store.content.uncommittedChanges(root: root, includingUntracked: true)
                if !changed.isEmpty {
                    findings.append(
                        Finding(
                            severity: .problem, message: CoreText.doctorUncommitted(changed.count), paths: changed,
                            isFixable: false))
                }
            } catch let error as GitError {
                // git's status reads every file; one it may not read (another account's) ends
                // it. The checks below still run, and name that file.
                findings.append(
                    Finding(severity: .problem, message: CoreText.doctorStatusFailed(error.message), isFixable: false))
            }
        }

        var missingCreated: [String] = []
        var unreadable: [String] = []
        var notUTF8: [String] = []
        var empty: [String] = []
        var conflicts: [String] = []
        var oversized: [String] = []
        let workTree = (try? Beneath(holdingOpen: root.path)) ?? Beneath(root)
        for (id, path) in try journal.entryPaths() {
            // An oversized entry is looked at by its first part, as the catalog does.
            guard let read = try? workTree.readPrefix(path, count: Catalog.indexedTextLimit) else {
                unreadable.append(path)
                continue
            }
            var data = read.bytes
            if !read.isWhole {
                oversized.append(path)
                // Cut at the limit, perhaps inside a character.
                for _ in 0..<3 where String(data: data, encoding: .utf8) == nil && !data.isEmpty { data.removeLast() }
            }
            guard let text = String(data: data, encoding: .utf8) else {
                notUTF8.append(path)
                continue
            }
            let entry = Entry(id: id, path: path, document: EntryDocument(parsing: text), fallbackDate: Date())
            if entry.createdSource != .trailer { missingCreated.append(path) }
            if entry.document.isEmpty { empty.append(path) }
            if entry.document.trailer("Conflict-Of") != nil { conflicts.append(path) }
        }
        func add(
            _ severity: Finding.Severity, _ paths: [String], _ message: (Int) -> any LocalizedText,
            fixable: Bool = false
        ) {
            guard !paths.isEmpty else { return }
            findings.append(
                Finding(severity: severity, message: message(paths.count), paths: paths.sorted(), isFixable: fixable))
        }
        add(.problem, unreadable, CoreText.doctorUnreadable)
        add(.note, oversized, CoreText.doctorOversized)
        add(.problem, openFolders(), CoreText.doctorOpenFolders, fixable: true)
        add(.note, try entriesKeptApart(), CoreText.doctorKeptApart)
        add(.problem, notUTF8, CoreText.doctorNotUTF8)
        add(.problem, missingCreated, CoreText.doctorMissingCreated, fixable: true)
        add(.note, empty, CoreText.doctorEmpty)
        add(.note, conflicts, CoreText.doctorConflicts)
        add(.note, strayEntryLikeFiles(), CoreText.doctorStray)
        add(.note, drafts(), CoreText.doctorUnsavedDrafts)
        add(.problem, try entriesWithSplitTrailers(), CoreText.doctorSplitTrailers, fixable: true)
        if let links = symbolicLinkFinding() { findings.append(links) }
        // Broken and ambiguous [[links]]: notes, since a link may name an entry not yet written.
        let linkProblems = (try? journal.reader.linkProblems()) ?? []
        add(.note, Array(Set(linkProblems.filter { $0.state == .broken }.map(\.path))), CoreText.doctorBrokenLinks)
        add(
            .note, Array(Set(linkProblems.filter { $0.state == .ambiguous }.map(\.path))), CoreText.doctorAmbiguousLinks
        )
        findings += missingAssetFindings()
        if let unlinked = try unlinkedAssetFinding() { findings.append(unlinked) }

        let config = try repository.config()
        if (try? config.string("user.name")) == nil || (try? config.string("user.email")) == nil {
            findings.append(
                Finding(
                    severity: .note, message: CoreText.doctorNoIdentity(journal.configuration.fallbackAuthor.email),
                    paths: [], isFixable: false))
        }
        return findings
    }

    /// Mends what can be mended safely: makes a damaged git index again from the last commit,
    /// writes a `Created:` trailer into entries without one (the date of the commit that added
    /// the file, else the file's modification time) in one commit, removes the photos and
    /// attachments no entry links (another commit), and removes temporary files an
    /// interrupted save left in `.git/ilgi/tmp`.
    public func repair() throws -> Repair {
        if IndexFile.damage(gitDirectory: repository.gitDirectory) != nil {
            try journal.transaction(.repairEntries) { _ in
                // The transaction's recovery may have made it again already.
                if let damage = IndexFile.damage(gitDirectory: repository.gitDirectory) {
                    try store.rebuildIndex(from: try repository.headCommit(), reason: damage.reason)
                }
            }
        }
        var added = 0
        try journal.transaction(.repairEntries) { tx in
            var paths: [String] = []
            for (_, path) in try journal.entryPaths() {
                let url = root.appendingPathComponent(path)
                guard let data = Beneath(root).regularFileContents(path), let text = String(data: data, encoding: .utf8)
                else {
                    continue
                }
                var document = EntryDocument(parsing: text)
                guard document.trailer(Trailer.created).flatMap(Timestamp.init(iso8601:)) == nil else { continue }
                let date = (try? firstCommitDate(ofPath: path)) ?? Journal.modificationDate(of: url)
                document.setTrailer(Trailer.created, Timestamp(date: date).iso8601)
                try tx.write(document.rendered(), to: path)
                paths.append(path)
            }
            guard !paths.isEmpty else { return }
            let message = "Repair " + EnglishPlural.count(paths.count, "entry", "entries") + ": add Created trailers\n"
            try tx.commit(message: message)
            added = paths.count
        }
        let unlinked = try removeUnlinkedAssets()
        let temporary = stateDirectory.appendingPathComponent("tmp")
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in leftovers { try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name)) }
        var repair = Repair(
            addedCreated: added, removedTemporaryFiles: leftovers.count, removedUnlinkedAssets: unlinked)
        repair.closedFolders = closeOpenFolders()
        return repair
    }

    /// When the file at `path` first appeared in history (oldest commit that has it).
    func firstCommitDate(ofPath path: String) throws -> Date? {
        let walk = try RevWalk(repository: repository, sorting: [.topological, .time, .reverse])
        try walk.pushHead()
        while let oid = try walk.next() {
            let commit = try repository.commit(oid)
            if try commit.tree().entry(atPath: path) != nil { return commit.date }
        }
        return nil
    }

    /// Files in `YYYY/MM/` that look meant as entries but that ilgi does not read: upper-case
    /// UUIDs, other extensions, names that are almost UUIDs.
    func strayEntryLikeFiles() -> [String] {
        var stray: [String] = []
        JournalLayout.forEachMonth(in: root.path) { month in
            // links: their own finding
            for item in NoFollow.listing(month.path) ?? [] where item.kind != .symbolicLink {
                let stem = (item.name as NSString).deletingPathExtension
                if JournalLayout.entryID(forFileName: item.name) == nil, UUID(uuidString: stem) != nil,
                    !item.name.hasSuffix(EntryAssets.folderSuffix)  // an entry's photos
                {
                    stray.append(month.name + "/" + item.name)
                }
            }
        }
        return stray
    }

    /// Drafts a failed or interrupted editor session left behind.
    func drafts() -> [String] {
        DraftStore(journal: journal).all().map(\.url.path)
    }
}
