import Foundation
import GitKit
import IlgiStore

#if canImport(Glibc)
    import Glibc
#endif

extension Checkup {
    /// The folders that keep a journal from other users of the machine: the journal's own
    /// folder (its entries, in plain text even when encrypted), `.git` (every version) and
    /// `.git/ilgi` (the catalog, which holds every word, and the drafts). Closed to others,
    /// nothing under them can be reached by another user, whatever each file's mode.
    var privateFolders: [String] {
        [root.path, repository.gitDirectory.path, stateDirectory.path]
    }

    /// The journal's folder when another user may enter or read it (a journal made with the
    /// usual umask 022 by an earlier ilgi, or by git): closed, it keeps everything below it.
    func openFolders() -> [String] {
        var status = stat()
        let isOpen = lstat(root.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && status.st_mode & 0o077 != 0
        return isOpen ? [root.path] : []
    }

    /// Closes `privateFolders` to everyone but their owner (`chmod go-rwx`) when the journal's
    /// folder is open; returns how many it changed.
    func closeOpenFolders() -> Int {
        guard !openFolders().isEmpty else { return 0 }
        return privateFolders.filter { path in
            var status = stat()
            guard lstat(path, &status) == 0 else { return false }
            return status.st_mode & 0o077 != 0 && chmod(path, status.st_mode & 0o700) == 0
        }.count
    }

}

extension Checkup {
    /// In an encrypted journal, the entries a remote sent as plain text that a sync kept apart
    /// (`IncomingChanges`: "Leave out what ilgi does not take from …") and that the journal
    /// still does not have: each as `PATH (ilgi restore ID --at COMMIT)`, where COMMIT is the
    /// remote's, which holds it.
    func entriesKeptApart() throws -> [String] {
        guard journal.encryption != .plain, let head = try repository.headCommit() else { return [] }
        let tree = try head.tree()
        let walk = try RevWalk(repository: repository, sorting: [])
        try walk.pushHead()
        var found: [String] = []
        var seen = Set<String>()
        while let oid = try walk.next() {
            let commit = try repository.commit(oid)
            guard commit.summary.hasPrefix(IncomingChanges.leaveOutSubject), let theirs = commit.parentOids.first
            else { continue }
            for line in commit.message.split(separator: "\n") where line.hasPrefix("- ") {
                guard let colon = line.lastIndex(of: ":") else { continue }
                let path = String(line.dropFirst(2)[..<colon])
                guard line.hasSuffix(CoreText.leftOutReason(.plainText).english), seen.insert(path).inserted,
                    let id = JournalLayout.entryID(forPath: path), try tree.entry(atPath: path) == nil
                else { continue }
                found.append("\(path) (ilgi restore \(id.short) --at \(theirs.hex.prefix(8)))")
            }
        }
        return found
    }
}
