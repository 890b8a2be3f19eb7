import CLibGit2
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Repository {
    /// A repository's `git_repository`: open, or opened by the first call that needs it.
    /// Sendable only into the repository's own lock, which is all that ever holds it.
    struct Handle: @unchecked Sendable {
        private var pointer: OpaquePointer?
        private let layout: PlainLayout?

        init(pointer: OpaquePointer) {
            self.pointer = pointer
            layout = nil
        }

        init(layout: PlainLayout) {
            pointer = nil
            self.layout = layout
        }

        /// The handle, opened now if it was not. libgit2 must find the repository the files
        /// showed: the same work tree and git directory, not bare.
        mutating func opened() -> OpaquePointer {
            if let pointer { return pointer }
            let layout = layout!  // safe: a handle is made with a pointer or with a layout
            LibGit2.ensureInitialized()
            var opening: OpaquePointer?
            do {
                _ = try check(
                    git_repository_open_ext(&opening, layout.workTree, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil))
            } catch let error as GitError {
                Handle.cannotGoOn(layout, because: error.message)
            } catch {
                Handle.cannotGoOn(layout, because: "\(error)")
            }
            let opened = opening!  // safe: libgit2 sets it when it returns 0
            let workTree = git_repository_workdir(opened).map { String(cString: $0) }
            guard workTree == layout.workTree, String(cString: git_repository_path(opened)) == layout.gitDirectory,
                git_repository_is_bare(opened) == 0
            else {
                git_repository_free(opened)
                Handle.cannotGoOn(layout, because: "libgit2 finds another repository there")
            }
            pointer = opened
            return opened
        }

        mutating func free() {
            if let pointer { git_repository_free(pointer) }
            pointer = nil
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
}
