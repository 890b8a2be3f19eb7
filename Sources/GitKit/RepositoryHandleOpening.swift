import CLibGit2
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Repository {
    /// A repository's `git_repository`, nil until a repository `openedAtFirstUse` is opened.
    /// Sendable only into the repository's own lock, which is all that ever holds it.
    struct Handle: @unchecked Sendable {
        var pointer: OpaquePointer?
    }

    /// Opens with libgit2 the repository `layout` found, which must be the one the files
    /// showed: the same work tree and git directory, not bare.
    static func openAsFound(_ layout: PlainLayout) -> OpaquePointer {
        LibGit2.ensureInitialized()
        var opening: OpaquePointer?
        do {
            _ = try check(
                git_repository_open_ext(&opening, layout.workTree, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil))
        } catch {
            cannotGoOn(layout, because: (error as? GitError)?.message ?? "\(error)")
        }
        let opened = opening!  // safe: libgit2 sets it when it returns 0
        let workTree = git_repository_workdir(opened).map { String(cString: $0) }
        guard workTree == layout.workTree, String(cString: git_repository_path(opened)) == layout.gitDirectory,
            git_repository_is_bare(opened) == 0
        else {
            git_repository_free(opened)
            cannotGoOn(layout, because: "libgit2 finds another repository there")
        }
        return opened
    }

    /// A repository that passed every check of its files and then could not be opened was
    /// removed or replaced while the command ran. No call that needs it can go on, and none
    /// of them can throw: the command ends, saying so, as a failed command does (status 1),
    /// before libgit2 reads or writes anything of it.
    private static func cannotGoOn(_ layout: PlainLayout, because reason: String) -> Never {
        let program = ProcessInfo.processInfo.processName
        FileHandle.standardError.write(
            Data("\(program): cannot open the repository at \(layout.workTree): \(reason)\n".utf8))
        exit(1)
    }
}
