import CLibGit2
import Foundation

/// File contents read from a repository. Keeps the repository alive.
public final class Blob: RepositoryHandle {
    init(pointer: OpaquePointer, repository: Repository) {
        super.init(pointer: pointer, repository: repository, freedBy: { git_blob_free($0) })
    }

    public var oid: Oid { Oid(git_blob_id(pointer).pointee) }

    /// A copy of the raw bytes.
    public var data: Data {
        let size = Int(git_blob_rawsize(pointer))
        guard size > 0, let bytes = git_blob_rawcontent(pointer) else { return Data() }
        return Data(bytes: bytes, count: size)
    }

    public var isBinary: Bool { git_blob_is_binary(pointer) == 1 }
}

extension Repository {
    /// The bytes of the file at `path` in `commit`, or nil when the commit has no such file.
    public func fileData(atPath path: String, in commit: Commit) throws -> Data? {
        guard let entry = try commit.tree().entry(atPath: path), entry.kind == .blob else {
            return nil
        }
        return try blob(entry.oid).data
    }
}
