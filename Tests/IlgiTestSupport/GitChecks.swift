import Foundation

/// The promises every journal keeps after every command, checked with the real git.
public enum GitChecks {
    /// `git status --porcelain` output (empty when the work tree, index and HEAD agree).
    public static func status(_ repository: URL) throws -> String {
        try CommandRunner.git(["status", "--porcelain"], in: repository).stdout
    }

    /// `git fsck --strict` exit status and output.
    public static func fsck(_ repository: URL) throws -> CommandResult {
        try CommandRunner.git(["fsck", "--strict", "--no-dangling"], in: repository)
    }

    /// Commit subjects, newest first.
    public static func log(_ repository: URL) throws -> [String] {
        let output = try CommandRunner.git(["log", "--format=%s"], in: repository).stdout
        return output.split(separator: "\n").map(String.init)
    }
}
