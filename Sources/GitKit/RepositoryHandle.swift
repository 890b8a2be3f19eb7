import CLibGit2

/// A libgit2 object that one Swift object owns, as git2-rs's handles do: freed exactly once,
/// when the last reference goes. It keeps its repository alive, because libgit2's objects
/// point into the repository's memory.
///
/// A kind of handle names its libgit2 free function by overriding `release(_:)` and adds its
/// own reads; the ownership code is written only here.
public class RepositoryHandle {
    let pointer: OpaquePointer
    public let repository: Repository

    init(pointer: OpaquePointer, repository: Repository) {
        self.pointer = pointer
        self.repository = repository
    }

    deinit {
        Self.release(pointer)
    }

    /// Frees `pointer` with the libgit2 function for this kind of object.
    class func release(_ pointer: OpaquePointer) {
        preconditionFailure("\(Self.self) does not say how libgit2 frees it")
    }
}
