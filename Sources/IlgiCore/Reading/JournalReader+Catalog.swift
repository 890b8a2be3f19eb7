import Foundation
import GitKit
import IlgiCatalog
import IlgiStore

/// Every read of entries goes through the catalog: it is first brought up to date (a `stat`
/// of each entry folder, a read of the files that changed), then SQLite answers. When
/// `.git/ilgi` cannot hold it (a read-only `.git`, a full disk), the process builds a private
/// one and reads through that: slower to start, never wrong, and still the one read path.
/// Progress of a large build goes to `progress`; IlgiCore never prints.
extension JournalReader {
    /// The catalog (opened once for this reader), brought up to date with the work tree and
    /// HEAD. Only under the reader's lock (`reading`).
    func catalog() throws -> Catalog {
        if !refreshes, let opened = openedCatalog { return opened }
        if let opened = openedCatalog, opened.isPrivate { return try refreshed(opened) }
        do {
            return try storedCatalog()
        } catch {
            // `.git/ilgi` cannot be used: the one in this account's cache answers instead,
            // else (no cache, or one this account cannot use) this process's own.
            openedCatalog = nil
            if let cacheHome,
                let cached = try? refreshed(adopt(Catalog.openCached(cacheHome: cacheHome, root: root, build: fill)))
            {
                startTrigramBuildIfWanted(cached)
                return cached
            }
            openedCatalog = nil
            do {
                return try refreshed(adopt(Catalog.openPrivate(root: root)))
            } catch {
                openedCatalog = nil
                throw IlgiError.wrapping(error, while: .buildIndex, path: stateDirectory.path)
            }
        }
    }

    /// The catalog in `.git/ilgi`, up to date; a file damaged while open is made again.
    private func storedCatalog() throws -> Catalog {
        if let opened = openedCatalog, (try? opened.database.integer("PRAGMA user_version")) != Catalog.format {
            // Rebuilt in another format by another ilgi meanwhile: opened again.
            openedCatalog = nil
        }
        // A first open looks at the month folders on another thread while SQLite opens the
        // file and reads its schema: both about half a millisecond, and the other core idle then
        // in a search (bench/RESULTS.md).
        let look = openedCatalog == nil ? OnItsOwnThread { [root] in FolderLook(root: root.path) } : nil
        let catalog: Catalog
        do {
            catalog = try openedCatalog ?? openCatalog()
        } catch {
            _ = look?.wait()
            throw error
        }
        do {
            let refreshed = try refreshed(catalog, look: look?.wait())
            // `look` is made at a first open only.
            if look != nil { startTrigramBuildIfWanted(refreshed) }
            return refreshed
        } catch let error as SQLiteError where error.isCorrupt {
            openedCatalog = nil
            VersionedDatabase.remove(path: stateDirectory.appendingPathComponent(Catalog.fileName).path)
            return try refreshed(openCatalog())
        }
    }

    private func refreshed(_ catalog: Catalog, look: FolderLook? = nil) throws -> Catalog {
        try catalog.refresh(committedChanges: committedChanges(since:), look: look)
        return catalog
    }

    /// The catalog in `.git/ilgi`, built first when there is none to open or when
    /// `rebuilding`.
    private func openCatalog(rebuilding: Bool = false) throws -> Catalog {
        adopt(try Catalog.open(stateDirectory: stateDirectory, root: root, rebuilding: rebuilding, build: fill))
    }

    /// Fills a new, empty catalog from the journal (`Catalog.open` then moves it into place).
    private func fill(_ building: Catalog) throws {
        building.progress = progress
        building.unreadable = unreadable
        building.freshness = freshness
        try building.refresh(committedChanges: committedChanges(since:))
    }

    /// `catalog`, told where progress goes and when to compare every file, kept for the
    /// reads to come.
    private func adopt(_ catalog: Catalog) -> Catalog {
        catalog.progress = progress
        catalog.unreadable = unreadable
        catalog.freshness = freshness
        openedCatalog = catalog
        return catalog
    }

    /// HEAD's tree, and the entry files that differ between it and the tree the catalog saw,
    /// read from the trees on the changed paths only; nil on an unborn branch. HEAD still at
    /// the commit the catalog saw is known from the ref files alone, without libgit2.
    private func committedChanges(since cataloged: Catalog.CatalogedHead) -> Catalog.CommittedChanges? {
        if let tree = cataloged.tree, let commit = cataloged.commit,
            Repository.headCommitFromFiles(gitDirectory: stateDirectory.deletingLastPathComponent()) == commit
        {
            return .init(tree: tree, commit: commit, paths: [])
        }
        guard let repository = try? repository, let head = try? repository.headCommit() else { return nil }
        let tree = head.treeOid
        let commit = head.oid.hex
        guard let catalogedTree = cataloged.tree, let old = try? Oid(hex: catalogedTree) else {
            return .init(tree: tree.hex, commit: commit, paths: nil)
        }
        if old == tree { return .init(tree: tree.hex, commit: commit, paths: []) }
        let changes = try? ObjectDatabase(repository: repository).changes(from: old, to: tree)
        return .init(tree: tree.hex, commit: commit, paths: changes?.map(\.path))
    }

    /// The work of `ilgi reindex --if-due`, which a read that found a full check due starts in
    /// the background (`CatalogFreshness.checkElsewhere`): brings the catalog up to date, comparing
    /// every entry file when that is still due, unless another process is at it already (then
    /// it returns at once: a burst of reads starts one check, not one each); then makes the
    /// catalog's trigram index when it wants one (`startTrigramBuildIfWanted`).
    public func refreshCatalogUnlessChecking() {
        lock.withLock {
            freshness.checkElsewhere = nil
            guard let held = fullCheckLock() else { return }
            withExtendedLifetime(held) {
                guard let catalog = try? catalog(), catalog.wantsTrigrams(minimum: trigramMinimum) else { return }
                // Batch by batch, each its own transaction: saves and reads go on meanwhile.
                try? catalog.buildTrigrams(batch: trigramBatch) { done, total in
                    progress?(Int(done), Int(total))
                    // The reads of the meantime leave a due full check to the holder of its
                    // lock, this process, for as long as the build lasts (a minute at a million
                    // entries): it is made here, between two batches.
                    guard catalog.fullCheckIsDue else { return true }
                    return (try? self.catalog()) === catalog
                }
            }
        }
    }

    /// A catalog large enough for a trigram index (`Catalog+Trigrams`) and without a complete
    /// one has it built in the background, by the process of a due full check (`ilgi reindex
    /// --if-due`), which makes it under that check's lock: one build at a time. Never here: at
    /// a million entries it takes a minute. Looked at once per opening, not per read.
    private func startTrigramBuildIfWanted(_ catalog: Catalog) {
        guard let start = freshness.checkElsewhere, catalog.wantsTrigrams(minimum: trigramMinimum) else { return }
        _ = start(root)
    }

    /// The lock of a full check, beside the catalog it checks: in `.git/ilgi`, or in the
    /// catalog's folder in the cache when this account cannot write there. Nil when another
    /// process holds it.
    private func fullCheckLock() -> WriteLock? {
        let name = "full-check.lock"
        do {
            return try WriteLock(at: stateDirectory.appendingPathComponent(name), timeout: 0)
        } catch IlgiError.journalBusy {
            return nil
        } catch {
            // Not only a refused open (POSIXError): a `.git/ilgi` that cannot be made fails in
            // Foundation's own error, and a read-only journal's check then never ran.
            guard let cacheHome else { return nil }
            let folder = Catalog.cachedFolder(cacheHome: cacheHome, root: root)
            return try? WriteLock(at: folder.appendingPathComponent(name), timeout: 0)
        }
    }

    /// Brings the catalog up to date now, as a read would.
    public func bringCatalogUpToDate() throws {
        try lock.withLock { _ = try catalog() }
    }

    /// Rebuilds the catalog from every entry file (`ilgi reindex`); returns how many entries
    /// it holds.
    @discardableResult
    public func rebuildCatalog() throws -> Int {
        let path = stateDirectory.appendingPathComponent(Catalog.fileName).path
        // A new file, not emptied tables: deleting 100,000 rows one by one, with their
        // indexes, costs more than building them. A process still reading the old file keeps it
        // until it closes it.
        return try lock.withLock {
            openedCatalog = nil
            do {
                return try refreshed(openCatalog(rebuilding: true)).entryCount()
            } catch {
                openedCatalog = nil
                throw IlgiError.wrapping(error, while: .buildIndex, path: path)
            }
        }
    }
}
