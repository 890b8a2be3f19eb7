import Foundation
import IlgiCore

/// The user's hooks, as every command that opens a journal runs them: warnings go to stderr as
/// `ilgi: warning: …`, and a hook that calls `ilgi` gets this binary.
enum HookSetup {
    static func runner() -> HookRunner {
        HookRunner(
            environment: Terminal.current.environment,
            executableDirectory: executable?.deletingLastPathComponent().path,
            warn: { Diagnostics.warning($0.message) })
    }

    /// The running binary, links resolved.
    static var executable: URL? {
        let url = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if url.path != "/proc/self/exe" { return url }
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
    }
}
