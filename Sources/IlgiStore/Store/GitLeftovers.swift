import Foundation
import IlgiEntry

#if canImport(Glibc)
    import Glibc
#endif

/// What git and libgit2 leave in a repository when they are killed mid-write: lock files
/// (`index.lock`, `refs/heads/main.lock`, `refs/remotes/origin/main.lock`, `FETCH_HEAD.lock`,
/// `config.lock` …), each of which makes every later write of that file fail until it is gone,
/// and temporary objects and packs, which only take room.
package struct GitLeftover: Equatable, Sendable {
    /// Which of ilgi's locks makes it safe to call a leftover stale: a transaction's files
    /// (the index, HEAD, the branches, the config, loose objects) belong to the write lock;
    /// what a sync writes outside its transaction (remote-tracking refs and their logs,
    /// `FETCH_HEAD`, received packs) to the sync lock, so a save never removes a lock a
    /// running sync holds, and the other way round.
    enum Owner: Sendable { case writer, syncer }

    /// The path inside the git directory, `/`-separated.
    package let path: String

    var owner: Owner {
        if path.hasPrefix("refs/remotes/") || path.hasPrefix("logs/refs/remotes/") || path.hasPrefix("objects/pack/")
            || path == "FETCH_HEAD.lock"
        {
            return .syncer
        }
        return .writer
    }

    /// A lock file blocks the next write of the file it locks; a temporary object or pack
    /// blocks nothing.
    package var isLock: Bool { path.hasSuffix(".lock") }

    /// Finds them in the git directory at `gitDirectory`: every `*.lock` at its top and
    /// anywhere under `refs/` and `logs/`, and the temporary files of libgit2 and git at the
    /// top of `objects/` and in `objects/pack/`. A few small folders are read and no link is
    /// followed, so every command can afford to look. `.git/ilgi/` is ilgi's own and is not
    /// looked at.
    package static func find(in gitDirectory: URL) -> [GitLeftover] {
        let base = gitDirectory.path
        var found: [GitLeftover] = []
        for name in NoFollow.names(in: base, of: .regular) ?? [] where name.hasSuffix(".lock") {
            found.append(GitLeftover(path: name))
        }
        for folder in ["refs", "logs"] {
            collectLocks(below: folder, in: base, depth: 0, into: &found)
        }
        for name in NoFollow.names(in: base + "/objects", of: .regular) ?? [] where isTemporaryObject(name) {
            found.append(GitLeftover(path: "objects/" + name))
        }
        for name in NoFollow.names(in: base + "/objects/pack", of: .regular) ?? [] where isTemporaryPack(name) {
            found.append(GitLeftover(path: "objects/pack/" + name))
        }
        return found
    }

    private static func collectLocks(below folder: String, in base: String, depth: Int, into found: inout [GitLeftover])
    {
        // References nest as deep as their names do; 16 levels is far past any real name.
        guard depth < 16 else { return }
        // Each folder read once: every command looks, so every read counts.
        for (name, kind) in NoFollow.listing(base + "/" + folder) ?? [] {
            if kind == .regular, name.hasSuffix(".lock") {
                found.append(GitLeftover(path: folder + "/" + name))
            } else if kind == .directory {
                collectLocks(below: folder + "/" + name, in: base, depth: depth + 1, into: &found)
            }
        }
    }

    /// libgit2's `tmp_object_git2_*` and git's `tmp_obj_*`: a loose object not yet named.
    static func isTemporaryObject(_ name: String) -> Bool {
        name.hasPrefix("tmp_object_git2_") || name.hasPrefix("tmp_obj_")
    }

    /// libgit2's indexer (`pack_git2_*`, and `pack-<id>.idx.lock`), git's `tmp_pack_*`,
    /// `tmp_idx_*` and `tmp_rev_*`: a pack being received.
    static func isTemporaryPack(_ name: String) -> Bool {
        name.hasPrefix("pack_git2_") || name.hasPrefix("tmp_pack_") || name.hasPrefix("tmp_idx_")
            || name.hasPrefix("tmp_rev_") || name.hasSuffix(".lock")
    }
}

extension JournalStore {
    /// Called holding the lock that owns `owner`'s leftovers, so no ilgi is writing them: a
    /// leftover is then stale unless a running git works in this journal. Stale ones are
    /// removed (and the user told, for a lock). A lock a running git holds is, `waitingForGit`,
    /// waited for a while and then named in the error; otherwise left to it.
    func clearStaleGitLeftovers(ownedBy owner: GitLeftover.Owner, waitingForGit: Bool) throws {
        let git = repository.gitDirectory
        for leftover in GitLeftover.find(in: git) where leftover.owner == owner {
            let file = git.appendingPathComponent(leftover.path)
            var attempt = 0
            while FileWriter.exists(file) {
                guard let process = GitProcesses.holder(of: file, places: [root, git]) else {
                    if unlink(file.path) == 0, leftover.isLock { notify?(.removedStaleLock(path: displayPath(file))) }
                    break
                }
                // A temporary file of a running git is its business; only a lock stops us.
                guard leftover.isLock, waitingForGit else { break }
                attempt += 1
                guard attempt < gitLockAttempts else {
                    throw StoreError.gitLockHeld(lockFile: file.path, process: process.pid)
                }
                pause(.milliseconds(100))
            }
        }
    }

    private func displayPath(_ url: URL) -> String {
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.path
    }
}

/// Running git processes, found in /proc.
package enum GitProcesses {
    package struct Holder: Equatable {
        /// nil when there is no /proc to ask and the lock is only judged by its age.
        let pid: Int32?
    }

    /// A running git that may hold `lock`: a process named git… whose working folder is in
    /// one of `places` or whose arguments name one. Without /proc, a lock younger than ten
    /// minutes is taken to be held.
    package static func holder(of lock: URL, places: [URL]) -> Holder? {
        guard FileManager.default.fileExists(atPath: "/proc/self/comm") else {
            let modified = (try? FileManager.default.attributesOfItem(atPath: lock.path))?[.modificationDate] as? Date
            return (modified.map { Date().timeIntervalSince($0) < 600 } ?? false) ? Holder(pid: nil) : nil
        }
        let places = places.map(\.standardizedFileURL.path).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let me = getpid()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for name in names {
            guard let pid = Int32(name), pid != me else { continue }
            guard let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),  // border: /proc
                comm.hasPrefix("git")
            else { continue }
            if let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd"),
                places.contains(where: { cwd == $0 || cwd.hasPrefix($0 + "/") })
            {
                return Holder(pid: pid)
            }
            if let arguments = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") {  // border: /proc
                let words = arguments.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                if words.contains(where: { word in places.contains(where: { word == $0 || word.hasPrefix($0 + "/") }) })
                {
                    return Holder(pid: pid)
                }
            }
        }
        return nil
    }
}
