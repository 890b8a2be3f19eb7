import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// The new files of a sync, written before its transaction. A remote may bring 100,000 new
/// entries at once, and writing them takes most of a sync; written while the write lock is
/// held, every save would wait for them. So the files no version of the journal has yet (new
/// paths, nothing in the work tree there) are written and flushed first, holding only the sync
/// lock: they are untracked files until the transaction stages them and moves HEAD, which
/// then costs the index and the ref. A save meanwhile writes other paths (a new entry's is a
/// new UUID) and never stages these.
///
/// `.git/ilgi/sync-prewritten` lists them, flushed before the first is written: a sync killed
/// before its transaction took them leaves the list, and the next ilgi removes every file on
/// it that HEAD does not track (`healIfNeeded`). A Ctrl-C or SIGTERM while they are written
/// removes them and then ends the command as the signal asked.
extension JournalStore {
    var prewrittenListURL: URL { stateDirectory.appendingPathComponent("sync-prewritten") }

    /// Writes and flushes each of `paths` (new entries of `tree`) that is a regular file there
    /// and nothing in the work tree; returns what this sync has written ahead, by path and
    /// blob, for `Transaction.checkout`. `earlier` is what an earlier plan of the same sync
    /// wrote: kept where `tree` has the same blob there, removed where it does not.
    package func prewrite(_ paths: [String], from tree: Tree, earlier: [String: Oid] = [:]) throws -> [String: Oid] {
        var entries: [String: Tree.Entry] = [:]  // entry paths: UUIDs, plain ASCII
        for (path, entry) in zip(paths, try tree.entries(atPaths: paths)) { entries[path] = entry }
        var kept: [String: Oid] = [:]
        for (path, blob) in earlier {
            if entries[path]?.oid == blob { kept[path] = blob } else { removePrewritten([path], forgettingList: false) }
        }
        let fresh = paths.filter { path in
            guard kept[path] == nil, let entry = entries[path], entry.kind == .blob, entry.fileMode == 0o100644 else {
                return false
            }
            return !workTree.exists(path)
        }
        guard !fresh.isEmpty else { return kept }
        try AtomicFile.write(
            Data((Array(kept.keys) + fresh).map { $0 + "\n" }.joined().utf8), to: prewrittenListURL,
            temporaryDirectory: temporaryDirectory)
        // The list's name on disk before any file it lists: after a power cut, no file written
        // ahead is there without the list that says to remove it.
        try FileWriter.syncFolder(stateDirectory.path)
        return try withInterruptsDeferred {
            var written: [String] = []
            do {
                for path in fresh {
                    try Interrupts.stopIfAsked()
                    let entry = entries[path]!  // safe: `fresh` holds only found paths
                    _ = try writeFile(path, of: entry, synced: false)
                    written.append(path)
                    kept[path] = entry.oid
                }
                try files.syncWritten(written.map { root.path + "/" + $0 }, root.path)
                reached(.prewritten)
                return kept
            } catch {
                removePrewritten(Array(kept.keys))
                throw error
            }
        }
    }

    /// Runs `body` with Ctrl-C, SIGTERM and SIGHUP held back and noted (the store's
    /// transactions do the same): a sync's long work asks `stopIfInterrupted` as it goes, puts
    /// back what it wrote, and the signal then ends the command.
    package func stoppingAtInterrupts<T>(_ body: () throws -> T) rethrows -> T {
        try withInterruptsDeferred(body)
    }

    /// Throws `StoreError.interrupted` when a signal came while held back.
    package func stopIfInterrupted() throws {
        try Interrupts.stopIfAsked()
    }

    /// Forgets the list once the transaction has taken the files (or put them back).
    package func forgetPrewritten() {
        unlink(prewrittenListURL.path)
    }

    /// Removes what a sync wrote ahead of a transaction that did not take it (refused, failed,
    /// or killed): each listed file HEAD does not track. Called holding the sync lock, by the
    /// sync or by `healIfNeeded`.
    package func removeAbandonedPrewrites() throws {
        // border: .git/ilgi
        guard let list = FileManager.default.contents(atPath: prewrittenListURL.path) else { return }
        let paths = String(decoding: list, as: UTF8.self).split(separator: "\n").map(String.init)
        let tracked = try repository.headCommit()?.tree().entries(atPaths: paths) ?? []
        removePrewritten(paths.indices.filter { tracked.isEmpty || tracked[$0] == nil }.map { paths[$0] })
    }

    private func removePrewritten(_ paths: [String], forgettingList: Bool = true) {
        removeFiles(paths)
        if forgettingList { forgetPrewritten() }
    }
}
