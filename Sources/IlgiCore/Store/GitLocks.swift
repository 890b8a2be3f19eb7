import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension JournalStore {
    /// The lock files git and libgit2 make while they change a repository: a `kill -9` in
    /// that moment leaves one behind, and every later save then fails.
    func gitLockFiles() -> [URL] {
        let git = repository.gitDirectory
        var names = ["index.lock", "HEAD.lock", "packed-refs.lock"]
        if let head = try? repository.headReferenceName(), head.hasPrefix("refs/") { names.append(head + ".lock") }
        return names.map { git.appendingPathComponent($0) }
    }

    /// Called holding ilgi's write lock, so no other ilgi is writing: a git lock file is then
    /// stale unless a running git is working in this journal. Stale ones are removed (and the
    /// user told); one a running git holds is waited for a while, then named in the error.
    func clearStaleGitLocks() throws {
        for lock in gitLockFiles() where FileWriter.exists(lock) {
            var attempt = 0
            while FileWriter.exists(lock) {
                guard let process = GitProcesses.holder(of: lock, journal: root, gitDirectory: repository.gitDirectory)
                else {
                    if unlink(lock.path) == 0 { notify?(.removedStaleLock(path: displayPath(lock))) }
                    break
                }
                attempt += 1
                guard attempt < gitLockAttempts else {
                    throw StoreError.gitLockHeld(lockFile: lock.path, process: process.pid)
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
enum GitProcesses {
    struct Holder: Equatable {
        /// nil when there is no /proc to ask and the lock is only judged by its age.
        let pid: Int32?
    }

    /// A running git that may hold `lock`: a process named git… whose working folder is in
    /// the journal or whose arguments name it. Without /proc, a lock younger than ten minutes
    /// is taken to be held.
    static func holder(of lock: URL, journal: URL, gitDirectory: URL) -> Holder? {
        guard FileManager.default.fileExists(atPath: "/proc/self/comm") else {
            let modified = (try? FileManager.default.attributesOfItem(atPath: lock.path))?[.modificationDate] as? Date
            return (modified.map { Date().timeIntervalSince($0) < 600 } ?? false) ? Holder(pid: nil) : nil
        }
        let places = [journal.standardizedFileURL.path, gitDirectory.standardizedFileURL.path]
            .map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let me = getpid()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for name in names {
            guard let pid = Int32(name), pid != me else { continue }
            guard let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),
                comm.hasPrefix("git")
            else { continue }
            if let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd"),
                places.contains(where: { cwd == $0 || cwd.hasPrefix($0 + "/") })
            {
                return Holder(pid: pid)
            }
            if let arguments = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") {
                let words = arguments.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                if words.contains(where: { word in places.contains(where: { word == $0 || word.hasPrefix($0 + "/") }) }) {
                    return Holder(pid: pid)
                }
            }
        }
        return nil
    }
}
