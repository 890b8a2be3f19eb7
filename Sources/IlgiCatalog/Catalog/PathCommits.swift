import Foundation
import GitKit
import IlgiEntry
import IlgiStore
import Synchronization

/// The commits that changed each entry file, kept in `.git/ilgi/path-commits.sqlite`, so that
/// `ilgi log ID` reads a few rows instead of walking the whole history (`PathHistory` reads a
/// commit and a tree for every commit: seconds at 100,000 commits, whichever entry is asked
/// for).
///
/// It holds what `PathHistory` would find, in the order it would find it:
/// - `commits`: every commit reachable from `tip`, with its rank, its place in the walk
///   `PathHistory` makes from `tip` (`CommitHeaderWalk`'s order; the newest is the highest);
/// - `changes`: per entry path, the commits `PathHistory` lists for it: those where the file's
///   blob differs from the one in every parent (every file, in a commit without parents);
/// - `state`: `tip`, the commit it was made for.
///
/// A cache, never the source of truth: a missing, damaged or older-format file is made again,
/// and when it cannot be used at all (a read-only `.git`, a busy lock) `log` walks as before.
/// It follows HEAD wherever HEAD goes:
/// - when the walk from HEAD comes to `tip` alone in its queue having returned only commits
///   the table does not know (a commit made by ilgi or git, a fast-forward pull), those commits
///   are compared with their parents and ranked above the rest;
/// - otherwise (a merge from a sync, a reset, an amend, a rebase) the commits reachable from
///   HEAD are ranked again in one walk of commit headers, and only the commits the table does
///   not know yet are compared with their parents: what a commit changed never changes, so
///   nothing known is diffed twice. Commits no longer reachable are dropped.
/// Each update is one transaction: another process reads the table before or after it.
package final class PathCommits {
    /// Bump when what is stored changes: a file of another format is made again.
    static let format: Int64 = 1
    package static let fileName = "path-commits.sqlite"

    let database: SQLiteDatabase
    let repository: Repository
    let objects: ObjectDatabase
    /// Called with (commits compared, commits to compare) while many are compared (a first
    /// `log` on a fresh clone); the command line draws a progress bar with it.
    package var progress: ((Int, Int) -> Void)?
    /// From how many commits to compare on every core (tests lower it to exercise that path).
    var parallelFrom = 4096

    private init(database: SQLiteDatabase, repository: Repository) throws {
        self.database = database
        self.repository = repository
        objects = try ObjectDatabase(repository: repository)
    }

    /// Opens (or creates) the table in `stateDirectory`. A file that is not a database of this
    /// format is removed and made again.
    package static func open(stateDirectory: URL, repository: Repository) throws -> PathCommits {
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        let path = stateDirectory.appendingPathComponent(fileName).path
        let database = try VersionedDatabase.open(path: path, version: format) { database in
            try database.execute("PRAGMA journal_mode = WAL")
            try database.transaction {
                // Two processes may both find an empty file: the second sees the tables made.
                guard try database.integer("PRAGMA user_version") == 0 else { return }
                try database.execute(
                    """
                    CREATE TABLE IF NOT EXISTS state (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
                    CREATE TABLE IF NOT EXISTS commits (oid TEXT PRIMARY KEY, rank INTEGER NOT NULL) WITHOUT ROWID;
                    CREATE TABLE IF NOT EXISTS changes (
                        path TEXT NOT NULL, oid TEXT NOT NULL, PRIMARY KEY (path, oid)) WITHOUT ROWID;
                    PRAGMA user_version = \(format);
                    """)
            }
        }
        return try PathCommits(database: database, repository: repository)
    }

    // MARK: Reading

    /// The commit the table was made for.
    func tip() throws -> Oid? {
        let statement = try database.prepare("SELECT value FROM state WHERE key = 'tip'")
        guard try statement.step() else { return nil }
        return try? Oid(hex: statement.text(0))
    }

    /// The steps `PathHistory` would return for `path` walking from `head`, at most `limit`;
    /// nil when the table is not made for `head` (another process moved it on meanwhile).
    package func steps(ofPath path: String, at head: Oid, limit: Int?) throws -> [PathHistory.Step]? {
        var oids: [Oid] = []
        // One read transaction: the tip and the rows come from the same state of the table.
        try database.execute("BEGIN")
        defer { try? database.execute("COMMIT") }
        guard try tip() == head else { return nil }
        let statement = try database.prepare(
            "SELECT commits.oid FROM changes JOIN commits ON commits.oid = changes.oid WHERE changes.path = ?"
                + " ORDER BY commits.rank DESC" + (limit.map { " LIMIT \(max($0, 0))" } ?? ""))
        try statement.bind(.text(path))
        while try statement.step() { oids.append(try Oid(hex: statement.text(0))) }

        let names = path.split(separator: "/").map { Array($0.utf8) }
        return try oids.map { oid in
            let commit = try repository.commit(oid)
            let blob = try self.blob(at: names, inTree: commit.treeOid)
            let previous = try commit.parentOids.first.flatMap {
                try self.blob(at: names, inTree: objects.commitHeader($0).tree)
            }
            let change: PathHistory.Change =
                switch (previous, blob) {
                case (nil, _): .added
                case (_, nil): .deleted
                default: .modified
                }
            return PathHistory.Step(commit: commit, change: change, blob: blob, previousBlob: previous)
        }
    }

    /// The blob at the path `names` below `tree`, as `PathHistory` finds it (nil for a folder).
    private func blob(at names: [[UInt8]], inTree tree: Oid) throws -> Oid? {
        var current = tree
        for (depth, name) in names.enumerated() {
            guard let found = try objects.entry(named: name, inTree: current) else { return nil }
            if depth == names.count - 1 { return found.isTree ? nil : found.oid }
            guard found.isTree else { return nil }
            current = found.oid
        }
        return nil
    }

    // MARK: Keeping it current

    /// What `update` did.
    package enum Update: Equatable {
        /// Made for that commit already.
        case current
        /// This many new commits were compared with their parents and ranked above the rest.
        case extended(Int)
        /// Every commit was ranked again; this many were new and compared with their parents.
        case reranked(compared: Int)
    }

    /// Brings the table to `head`: nothing when it is made for it already, else one
    /// transaction that extends or re-ranks it (see the type's comment).
    @discardableResult
    package func update(to head: Oid) throws -> Update {
        if try tip() == head { return .current }
        return try database.transaction {
            // Another process may have done it while this one waited for the lock.
            let tip = try self.tip()
            if tip == head { return .current }
            // Commits and trees are read by the hundred thousand here: see
            // `withBulkReads` for why they are neither re-hashed nor cached.
            let update = try LibGit2.withBulkReads { () throws -> Update in
                if let tip, let added = try extend(from: head, over: tip) { return .extended(added) }
                return .reranked(compared: try rerank(from: head))
            }
            try database.prepare("INSERT OR REPLACE INTO state (key, value) VALUES ('tip', ?)").bind(.text(head.hex))
                .run()
            return update
        }
    }

    /// Adds the commits made on top of `tip`, when the walk from `head` reaches `tip` alone
    /// having returned only commits the table does not know: the rest of that walk is then the
    /// walk the table holds, and the new commits rank above it. Returns how many were added;
    /// nil (nothing written) when the walk does not come to `tip` that way.
    private func extend(from head: Oid, over tip: Oid) throws -> Int? {
        let walk = try CommitHeaderWalk(database: objects, from: [head])
        let known = try database.prepare("SELECT 1 FROM commits WHERE oid = ?")
        var fresh: [(oid: Oid, header: ObjectDatabase.CommitHeader)] = []
        while walk.queuedCommits != [tip] {
            guard let next = try walk.next(), next.oid != tip else { return nil }
            try known.bind(.text(next.oid.hex))
            if try known.step() { return nil }
            fresh.append(next)
        }
        let top = try database.integer("SELECT coalesce(max(rank), 0) FROM commits")
        let headers = Dictionary(fresh.map { ($0.oid, $0.header) }, uniquingKeysWith: { first, _ in first })
        let writer = try Writer(database: database)
        let trees = TreeCache(capacity: 64)
        for (position, commit) in fresh.enumerated() {
            let paths = try PathCommits.listedPaths(commit.header, objects: objects, headers: headers, trees: trees)
            try writer.add(commit.oid.hex, rank: top + Int64(fresh.count - position), paths: paths)
            if (position + 1) % 512 == 0 || position + 1 == fresh.count { progress?(position + 1, fresh.count) }
        }
        return fresh.count
    }

    /// Ranks every commit reachable from `head` again, compares those the table does not know
    /// with their parents, and drops the commits no longer reachable. Returns how many it
    /// compared.
    private func rerank(from head: Oid) throws -> Int {
        var known: Set<String> = []
        let all = try database.prepare("SELECT oid FROM commits")
        while try all.step() { known.insert(all.text(0)) }

        let walk = try CommitHeaderWalk(database: objects, from: [head])
        var order: [(oid: Oid, hex: String, header: ObjectDatabase.CommitHeader)] = []
        while let next = try walk.next() { order.append((next.oid, next.oid.hex, next.header)) }
        let headers = Dictionary(order.map { ($0.oid, $0.header) }, uniquingKeysWith: { first, _ in first })
        let total = order.reduce(0) { $0 + (known.contains($1.hex) ? 0 : 1) }

        let pending = order.filter { !known.contains($0.hex) }.map { (hex: $0.hex, header: $0.header) }
        let changes = try compare(pending, headers: headers)
        // Written in key order: SQLite appends to its B-trees instead of splitting pages all
        // over them (twice as fast for a first build, and a smaller file).
        try database.execute("DELETE FROM commits")
        let writer = try Writer(database: database)
        let ranks = order.enumerated().map { (hex: $1.hex, rank: Int64(order.count - $0)) }
        for commit in ranks.sorted(by: { $0.hex < $1.hex }) { try writer.add(commit.hex, rank: commit.rank, paths: []) }
        for change in changes.sorted(by: { ($0.path, $0.oid) < ($1.path, $1.oid) }) {
            try writer.change.bind(.text(change.path), .text(change.oid)).run()
        }
        try database.execute("DELETE FROM changes WHERE oid NOT IN (SELECT oid FROM commits)")
        return total
    }

    /// The entry paths each of `commits` is listed for (see `listedPaths`), as (path, commit)
    /// pairs. Many commits (a first build) are compared on every core, in runs of consecutive
    /// commits, each run with its own repository handle and tree cache (a commit's parent is
    /// usually the next commit, so its trees are read once).
    private func compare(
        _ commits: [(hex: String, header: ObjectDatabase.CommitHeader)], headers: [Oid: ObjectDatabase.CommitHeader]
    ) throws -> [(path: String, oid: String)] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let runCount = commits.count < parallelFrom ? 1 : max(cores, 2) * 4
        let runLength = (commits.count + runCount - 1) / max(runCount, 1)
        let counter = ProgressCounter(total: commits.count, report: progress)
        let gitDirectory = repository.gitDirectory
        let results = concurrentMap(runCount) { run -> Result<[(path: String, oid: String)], any Error> in
            Result {
                // One handle per run: libgit2's objects are not shared between threads.
                let objects = try ObjectDatabase(repository: Repository.open(at: gitDirectory))
                let trees = TreeCache(capacity: 64)
                var found: [(path: String, oid: String)] = []
                let end = min((run + 1) * runLength, commits.count)
                for position in min(run * runLength, end)..<end {
                    let commit = commits[position]
                    for path in try PathCommits.listedPaths(
                        commit.header, objects: objects, headers: headers, trees: trees)
                    {
                        found.append((path, commit.hex))
                    }
                    counter.advance()
                }
                return found
            }
        }
        return try results.flatMap { try ($0 ?? .success([])).get() }
    }

    /// Counts compared commits from any thread and reports every 512th (and the last) to
    /// `progress`, one report at a time.
    private final class ProgressCounter: @unchecked Sendable {
        private let total: Int
        private let report: ((Int, Int) -> Void)?
        private let done = Mutex(0)

        init(total: Int, report: ((Int, Int) -> Void)?) {
            self.total = total
            self.report = report
        }

        func advance() {
            guard let report else { return }
            done.withLock { done in
                done += 1
                if done % 512 == 0 || done == total { report(done, total) }
            }
        }
    }

    /// The entry paths `PathHistory` lists `header`'s commit for: the files whose blob is not
    /// the one in any parent (in a commit without parents, every file). Blobs are compared by
    /// id alone, as `PathHistory` compares them: a change of mode only is no change.
    private static func listedPaths(
        _ header: ObjectDatabase.CommitHeader, objects: ObjectDatabase, headers: [Oid: ObjectDatabase.CommitHeader],
        trees: TreeCache
    ) throws -> [String] {
        func tree(of commit: Oid) throws -> Oid { try headers[commit]?.tree ?? objects.commitHeader(commit).tree }
        func changed(from old: Oid?) throws -> [String] {
            try objects.changes(from: old, to: header.tree, cache: trees).compactMap { change in
                guard change.oldOid != change.newOid, JournalLayout.entryID(forPath: change.path) != nil else {
                    return nil
                }
                return change.path
            }
        }
        guard let first = header.parents.first else { return try changed(from: nil) }
        var paths = try changed(from: tree(of: first))
        for parent in header.parents.dropFirst() where !paths.isEmpty {
            let other = Set(try changed(from: tree(of: parent)))
            paths = paths.filter(other.contains)
        }
        return paths
    }

    /// The two prepared inserts of an update.
    private struct Writer {
        let commit: SQLiteStatement
        let change: SQLiteStatement

        init(database: SQLiteDatabase) throws {
            commit = try database.prepare("INSERT OR REPLACE INTO commits (oid, rank) VALUES (?, ?)")
            change = try database.prepare("INSERT OR IGNORE INTO changes (path, oid) VALUES (?, ?)")
        }

        func add(_ oid: String, rank: Int64, paths: [String]) throws {
            try commit.bind(.text(oid), .integer(rank)).run()
            for path in paths { try change.bind(.text(path), .text(oid)).run() }
        }
    }
}
