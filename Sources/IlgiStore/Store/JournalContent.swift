import Foundation
import GitKit
import IlgiEntry

/// The one seam between the journal's files and git's blobs: every byte of an entry or an
/// asset that goes into git (a save, a batch, a merge's result, a conflict copy) or comes out
/// of it (history, a diff, a restore, a deleted entry, a sync's checkout, a rollback) passes
/// here, through the journal's `ContentCodec`. Nothing else creates a blob or reads one's
/// bytes; trees, commits and blob ids are the rest of git's business and go around it.
public struct JournalContent {
    let repository: Repository
    package let codec: any ContentCodec

    package init(repository: Repository, codec: any ContentCodec) {
        self.repository = repository
        self.codec = codec
    }

    // MARK: Into git

    /// Stores `plain`, the bytes of the file at `path`, as a blob; returns its id.
    package func store(_ plain: Data, at path: String) throws -> Oid {
        try repository.createBlob(codec.encode(plain, path: path))
    }

    /// Stages the work tree file at `path` (under `root`) into `index`: its blob is stored
    /// through the codec, and the index records the file's status data as `git add` does.
    /// A file that is gone is unstaged.
    package func stage(_ path: String, root: URL, in index: Index) throws {
        let file = root.path + "/" + path
        let workTree = Beneath(root)
        guard let info = workTree.status(of: path) else {
            if index.entry(atPath: path) != nil { try index.remove(path: path) }
            return
        }
        if codec.isIdentity { return try index.add(path: path) }
        guard let plain = workTree.regularFileContents(path, limit: .max) else {
            return try index.add(path: path)  // not a regular file: git's own rules
        }
        let mode: UInt32 = (info.st_mode & 0o100) != 0 ? 0o100755 : 0o100644
        try index.add(path: path, blob: store(plain, at: path), mode: mode, statusOf: file)
    }

    // MARK: Out of git

    /// The work-tree bytes of the blob `oid`, a version of the file at `path`.
    package func read(_ oid: Oid, at path: String) throws -> Data {
        try codec.decode(repository.blob(oid).data, path: path)
    }

    /// As `read`, as text (invalid UTF-8 repaired, as every reader of entries does).
    package func text(_ oid: Oid, at path: String) throws -> String {
        String(decoding: try read(oid, at: path), as: UTF8.self)
    }

    /// The work-tree bytes of the file at `path` in `commit`; nil when it has no such file.
    package func read(atPath path: String, in commit: Commit) throws -> Data? {
        guard let entry = try commit.tree().entry(atPath: path), entry.kind == .blob else { return nil }
        return try read(entry.oid, at: path)
    }

    /// True when the blob `oid` holds git-crypt's ciphertext (whatever this machine's codec).
    package func isStoredEncrypted(_ oid: Oid) throws -> Bool {
        GitCryptCipher.isEncrypted(try repository.blob(oid).data)
    }

    /// True when `commit`'s `.gitattributes` hands some path to git-crypt's filter: its
    /// journal files were meant to be stored encrypted.
    package func declaresEncryption(in commit: Commit) throws -> Bool {
        guard let data = try read(atPath: JournalEncryption.attributesFile, in: commit) else { return false }
        return JournalEncryption.declaresEncryption(attributes: String(decoding: data, as: UTF8.self))
    }

    // MARK: Comparing

    /// Tracked files whose work tree or index differs from HEAD (`git status` without the
    /// untracked ones, or with them). libgit2 compares hashes of the files' own bytes, which
    /// are not the blobs' under a codec, so each file it names is compared again here, by its
    /// bytes, with HEAD's version read through the codec.
    package func uncommittedChanges(root: URL, includingUntracked: Bool = false) throws -> [String] {
        let candidates = try repository.changedPaths(includingUntracked: includingUntracked)
        guard !codec.isIdentity, !candidates.isEmpty, let head = try repository.headCommit() else {
            return candidates
        }
        let index = try repository.index()
        let tree = try head.tree()
        return try candidates.filter { path in
            guard let committed = try tree.entry(atPath: path), committed.kind == .blob,
                index.entry(atPath: path)?.oid == committed.oid,
                let plain = Beneath(root).regularFileContents(path, limit: .max)
            else { return true }
            return try read(committed.oid, at: path) != plain
        }
    }

    // MARK: Merging

    /// A file both sides of a merge changed, merged line by line on its work-tree bytes (what
    /// git's text merge does to plain blobs): the merged blob, or nil when the changes overlap
    /// or a version is not text.
    package func merge(ancestor: Oid?, ours: Oid, theirs: Oid, at path: String) throws -> Oid? {
        let base = try ancestor.map { try read($0, at: path) }
        let mine = try read(ours, at: path)
        let other = try read(theirs, at: path)
        guard [base ?? Data(), mine, other].allSatisfy(JournalContent.isText) else { return nil }
        guard let merged = try TextMerge.merge(ancestor: base, ours: mine, theirs: other) else { return nil }
        return try store(merged, at: path)
    }

    /// UTF-8 without NUL bytes: what git's merge would not call binary.
    private static func isText(_ data: Data) -> Bool {
        !data.contains(0) && String(validating: data, as: UTF8.self) != nil
    }
}
