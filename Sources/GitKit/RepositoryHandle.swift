import CLibGit2

/// A libgit2 object that one Swift object owns, as git2-rs's handles do: freed exactly once,
/// when the last reference goes. It keeps its repository alive, because libgit2's objects
/// point into the repository's memory.
///
/// A kind of handle is made with the libgit2 function that frees it, which the only
/// initializer asks for: a handle without one does not compile (git2-rs's `Drop` for each
/// type). Each kind names it once, in its own `init(pointer:repository:)`; the ownership code
/// is written only here.
public class RepositoryHandle {
    let pointer: OpaquePointer
    public let repository: Repository
    private let free: (OpaquePointer) -> Void

    init(pointer: OpaquePointer, repository: Repository, freedBy free: @escaping (OpaquePointer) -> Void) {
        self.pointer = pointer
        self.repository = repository
        self.free = free
    }

    deinit {
        free(pointer)
    }
}
