import CLibGit2

/// A blob larger than a limit, found where a fetch would bring it from.
public struct LargeBlob: Sendable, Equatable {
    /// The first commit met (newest first) whose tree holds the blob.
    public let commit: Oid
    /// Its path in that commit's tree.
    public let path: String
    public let size: Int
}

extension Repository {
    /// The first blob larger than `limit` that fetching this repository's branches into
    /// `destination` would copy there, or nil when there is none.
    ///
    /// This is a look before libgit2 fetches from a path: its local transport builds the pack
    /// it sends by reading every object whole into memory, so a 300 MiB file planted in a
    /// remote folder would cost 300 MiB however well it compresses. (Over the network
    /// libgit2's indexer streams each object, and nothing needs looking at first.)
    ///
    /// Only what `destination` lacks is read: commits it has are hidden from the walk, trees
    /// it has are not opened, and a blob's size comes from its header, never its bytes.
    public func firstBlob(largerThan limit: Int, missingFrom destination: Repository) throws -> LargeBlob? {
        let theirs = try ObjectDatabase(repository: self)
        let ours = try ObjectDatabase(repository: destination)
        let walk = try RevWalk(repository: self, sorting: [])
        var anyNew = false
        for (_, tip) in try references(under: "refs/heads/") where !ours.contains(tip) {
            try walk.push(tip)
            anyNew = true
        }
        guard anyNew else { return nil }
        for (_, known) in try destination.references(under: "refs/") where theirs.contains(known) {
            try? walk.hide(known)  // a tag may name a tree or a blob: nothing to hide then
        }
        var looked = Set<Oid>()
        while let commit = try walk.next() {
            var folders = [(oid: try theirs.commitHeader(commit).tree, path: "")]
            while let folder = folders.popLast() {
                guard !ours.contains(folder.oid), looked.insert(folder.oid).inserted else { continue }
                for entry in try tree(folder.oid).entries {
                    let path = folder.path.isEmpty ? entry.name : folder.path + "/" + entry.name
                    switch entry.kind {
                    case .tree:
                        folders.append((entry.oid, path))
                    case .blob:
                        guard !ours.contains(entry.oid), looked.insert(entry.oid).inserted else { continue }
                        let size = try theirs.size(of: entry.oid)
                        if size > limit { return LargeBlob(commit: commit, path: path, size: size) }
                    case .commit, .other:
                        continue  // a submodule's commit is not fetched
                    }
                }
            }
        }
        return nil
    }
}
