import Foundation

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

    /// Entry files over the catalog's limit (`Catalog.indexedTextLimit`): listed and searched
    /// by their first part, and read whole only by `show`, `edit` and `export`.
    func oversizedEntries() throws -> [String] {
        let workTree = Beneath(root)
        return try journal.entryPaths().compactMap { _, path in
            (workTree.size(of: path) ?? 0) > Catalog.indexedTextLimit ? path : nil
        }
    }
}
