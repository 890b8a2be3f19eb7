import CLibGit2
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// An open git repository. Owns its `git_repository` handle; objects read from it keep the
/// repository alive, so it is never freed before them.
public final class Repository {
    /// The libgit2 handle: opened with the repository, or, for one `openedAtFirstUse` found
    /// by its files alone, by the first call that needs libgit2.
    var pointer: OpaquePointer {
        handle.withLock { handle in
            if let opened = handle.pointer { return opened }
            let layout = layout!  // safe: a repository is made with a pointer or with a layout
            let opened = Repository.openAsFound(layout)
            handle.pointer = opened
            return opened
        }
    }
    private let handle: Mutex<Handle>
    /// Where a repository opened at first use is, as its files said.
    private let layout: PlainLayout?

    private init(pointer: OpaquePointer) {
        handle = Mutex(Handle(pointer: pointer))
        layout = nil
    }

    private init(layout: PlainLayout) {
        handle = Mutex(Handle(pointer: nil))
        self.layout = layout
    }

    deinit {
        handle.withLock { handle in
            if let opened = handle.pointer { git_repository_free(opened) }
        }
    }

    /// The repository whose work tree is exactly `url`, as `open(at:)` finds it, but with
    /// libgit2 neither loaded nor asked until a call needs it: nil unless the files show a
    /// repository libgit2 surely opens as it is (`PlainLayout`). A command that only reads
    /// the catalog never loads libgit2 and the eleven libraries it brings
    /// (bench/RESULTS.md#code-start-up).
    public static func openedAtFirstUse(at url: URL) -> Repository? {
        PlainLayout(workTree: url).map(Repository.init(layout:))
    }

    /// Opens the repository whose work tree (or git directory) is exactly `url`. It does not
    /// search parent directories: a folder inside someone else's repository is not a repository of its own.
    /// Throws a `GitError` with `isNotFound` when there is no repository there.
    public static func open(at url: URL) throws -> Repository {
        LibGit2.ensureInitialized()
        var pointer: OpaquePointer?
        try check(
            git_repository_open_ext(&pointer, url.path, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil))
        return Repository(pointer: pointer!)  // safe: libgit2 sets it when it returns 0
    }

    /// Creates a non-bare repository at `url` (making missing folders) with HEAD pointing at
    /// `initialBranch`, which is born with the first commit.
    public static func create(at url: URL, initialBranch: String = "main") throws -> Repository {
        LibGit2.ensureInitialized()
        var options = git_repository_init_options()
        try check(git_repository_init_options_init(&options, UInt32(GIT_REPOSITORY_INIT_OPTIONS_VERSION)))
        options.flags = GIT_REPOSITORY_INIT_MKPATH.rawValue
        var pointer: OpaquePointer?
        try initialBranch.withCString { branch in
            options.initial_head = branch
            try check(git_repository_init_ext(&pointer, url.path, &options))
        }
        return Repository(pointer: pointer!)  // safe: libgit2 sets it when it returns 0
    }

    /// Creates a bare repository at `url`; used for remotes (and in tests).
    public static func createBare(at url: URL, initialBranch: String = "main") throws -> Repository {
        LibGit2.ensureInitialized()
        var options = git_repository_init_options()
        try check(git_repository_init_options_init(&options, UInt32(GIT_REPOSITORY_INIT_OPTIONS_VERSION)))
        options.flags = GIT_REPOSITORY_INIT_MKPATH.rawValue | GIT_REPOSITORY_INIT_BARE.rawValue
        var pointer: OpaquePointer?
        try initialBranch.withCString { branch in
            options.initial_head = branch
            try check(git_repository_init_ext(&pointer, url.path, &options))
        }
        return Repository(pointer: pointer!)  // safe: libgit2 sets it when it returns 0
    }

    /// The work tree, or nil for a bare repository.
    public var workingDirectory: URL? {
        if let layout { return URL(fileURLWithPath: layout.workTree, isDirectory: true) }
        guard let path = git_repository_workdir(pointer) else { return nil }
        return URL(fileURLWithPath: String(cString: path), isDirectory: true)
    }

    /// The `.git` directory.
    public var gitDirectory: URL {
        URL(fileURLWithPath: layout?.gitDirectory ?? String(cString: git_repository_path(pointer)), isDirectory: true)
    }

    public var isBare: Bool { layout == nil && git_repository_is_bare(pointer) == 1 }

    /// True while HEAD names a branch that has no commit yet.
    public var isHeadUnborn: Bool { git_repository_head_unborn(pointer) == 1 }

    /// The full name HEAD points at (`refs/heads/main`), born or not.
    public func headReferenceName() throws -> String {
        var reference: OpaquePointer?
        try check(git_reference_lookup(&reference, pointer, "HEAD"))
        defer { git_reference_free(reference) }
        guard let target = git_reference_symbolic_target(reference) else {
            return "HEAD"  // detached
        }
        return String(cString: target)
    }

    /// The commit HEAD points at, or nil on an unborn branch.
    public func headCommit() throws -> Commit? {
        try referenceTarget("HEAD").map(commit)
    }

    /// Resolves a reference name (`refs/heads/main`, `HEAD`) to an id, or nil when missing.
    public func referenceTarget(_ name: String) throws -> Oid? {
        var oid = git_oid()
        let code = git_reference_name_to_id(&oid, pointer, name)
        if code == GIT_ENOTFOUND.rawValue || code == GIT_EUNBORNBRANCH.rawValue {
            git_error_clear()
            return nil
        }
        try check(code)
        return Oid(oid)
    }

    /// Points a direct reference at `target`, creating it when missing.
    public func setReference(_ name: String, to target: Oid, message: String) throws {
        var reference: OpaquePointer?
        var oid = target.raw
        try check(git_reference_create(&reference, pointer, name, &oid, 1, message))
        git_reference_free(reference)
    }

    /// Resolves a revision expression (`HEAD~3`, `a1b2c3d`, `main@{2}`) to the commit it names.
    public func revparseCommit(_ spec: String) throws -> Commit {
        var object: OpaquePointer?
        try check(git_revparse_single(&object, pointer, spec))
        defer { git_object_free(object) }
        var peeled: OpaquePointer?
        try check(git_object_peel(&peeled, object, GIT_OBJECT_COMMIT))
        return Commit(pointer: peeled!, repository: self)  // safe: set on success
    }

    public func commit(_ oid: Oid) throws -> Commit {
        Commit(pointer: try lookup(oid, git_commit_lookup), repository: self)
    }

    public func tree(_ oid: Oid) throws -> Tree {
        Tree(pointer: try lookup(oid, git_tree_lookup), repository: self)
    }

    public func blob(_ oid: Oid) throws -> Blob {
        Blob(pointer: try lookup(oid, git_blob_lookup), repository: self)
    }

    /// Looks up the object `oid` with one of libgit2's typed lookups; the caller wraps the
    /// handle in the class that owns it.
    private func lookup(
        _ oid: Oid,
        _ function: (UnsafeMutablePointer<OpaquePointer?>?, OpaquePointer?, UnsafePointer<git_oid>?) -> Int32
    ) throws -> OpaquePointer {
        var raw = oid.raw
        var object: OpaquePointer?
        try check(function(&object, pointer, &raw))
        return object!  // safe: set on success
    }

    /// Writes `data` to the object database as a blob and returns its id.
    public func createBlob(_ data: Data) throws -> Oid {
        var oid = git_oid()
        _ = try data.withUnsafeBytes { bytes in
            try check(git_blob_create_from_buffer(&oid, pointer, bytes.baseAddress, bytes.count))
        }
        return Oid(oid)
    }

    /// Flushes `.git/index` and then the git directory that names it. libgit2 (1.5.1) writes
    /// the index through `index.lock` and a rename but flushes neither, whatever its fsync
    /// switch says (measured: a power cut could bring back an empty index, or the old one).
    public func syncIndexFile() throws {
        for (path, flags) in [
            (gitDirectory.appendingPathComponent("index").path, O_RDONLY), (gitDirectory.path, O_RDONLY | O_DIRECTORY),
        ] {
            let descriptor = Glibc.open(path, flags | O_CLOEXEC)
            if descriptor < 0, errno == ENOENT { continue }  // no index yet
            guard descriptor >= 0 else { throw GitError(code: -1, errorClass: 2, message: "cannot open \(path)") }
            defer { close(descriptor) }
            guard fsync(descriptor) == 0 else {
                throw GitError(
                    code: -1, errorClass: 2, message: "cannot flush \(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Where the object `oid` lives when it is loose: `objects/xx/yyyy…`.
    public func looseObjectURL(_ oid: Oid) -> URL {
        let hex = oid.hex
        return gitDirectory.appendingPathComponent("objects/" + hex.prefix(2) + "/" + hex.dropFirst(2))
    }

    /// The repository's index, the staging area between the work tree and the next commit.
    public func index() throws -> Index {
        var index: OpaquePointer?
        try check(git_repository_index(&index, pointer))
        return Index(pointer: index!, repository: self)  // safe: set on success
    }

    /// The repository's configuration, with global and system files behind it.
    public func config() throws -> Config {
        var config: OpaquePointer?
        try check(git_repository_config(&config, pointer))
        return Config(pointer: config!)  // safe: set on success
    }

    /// The author for new commits: `user.name` / `user.email` from git config, or, when git
    /// has no identity configured, the given fallback (the caller picks `$USER@host`).
    public func signature(fallbackName: String, fallbackEmail: String) throws -> Signature {
        var signature: UnsafeMutablePointer<git_signature>?
        let code = git_signature_default(&signature, pointer)
        if code == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return try Signature(name: fallbackName, email: fallbackEmail)
        }
        try check(code)
        return Signature(pointer: signature!)  // safe: set on success
    }

    /// Creates a commit of `tree` with `parents` and moves `updateReference` to it. With
    /// "HEAD", libgit2 refuses (`isModified`) when HEAD no longer points at the first parent,
    /// which protects against a concurrent writer.
    @discardableResult
    public func createCommit(
        tree: Tree,
        parents: [Commit],
        message: String,
        author: Signature,
        committer: Signature,
        updateReference: String? = "HEAD"
    ) throws -> Oid {
        var oid = git_oid()
        var parentPointers: [OpaquePointer?] = parents.map { $0.pointer }
        _ = try parentPointers.withUnsafeMutableBufferPointer { buffer in
            try check(
                git_commit_create(
                    &oid, pointer, updateReference, author.pointer, committer.pointer, nil,
                    message, tree.pointer, buffer.count, buffer.baseAddress))
        }
        return Oid(oid)
    }

    /// Moves HEAD, the index and the work tree to `commit`, discarding local changes to
    /// tracked files, as `git reset --hard` does.
    public func resetHard(to commit: Commit) throws {
        var options = git_checkout_options()
        try check(git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)))
        options.checkout_strategy = GIT_CHECKOUT_FORCE.rawValue
        try check(git_reset(pointer, commit.pointer, GIT_RESET_HARD, &options))
    }

    /// Paths whose work tree or index state differs from HEAD (untracked files included unless
    /// asked not to; ignored files never). Empty means `git status --porcelain` prints nothing.
    public func changedPaths(includingUntracked: Bool = true) throws -> [String] {
        var options = git_status_options()
        try check(git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION)))
        options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
        options.flags =
            includingUntracked
            ? GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue : 0
        var list: OpaquePointer?
        try check(git_status_list_new(&list, pointer, &options))
        defer { git_status_list_free(list) }
        var paths: [String] = []
        for position in 0..<git_status_list_entrycount(list) {
            guard let entry = git_status_byindex(list, position)?.pointee else { continue }
            let delta = entry.head_to_index ?? entry.index_to_workdir
            if let path = delta?.pointee.new_file.path ?? delta?.pointee.old_file.path {
                paths.append(String(cString: path))
            }
        }
        return paths
    }
}
