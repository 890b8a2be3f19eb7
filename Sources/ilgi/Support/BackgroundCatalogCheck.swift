import Foundation
import IlgiCore
import IlgiStore

/// Starts the index's due full check (a `stat` of every entry file: bench/RESULTS.md), and the
/// trigram index a large catalog wants, as `ilgi reindex --if-due` in a process of its own
/// (`DetachedProcess`: nothing of it reaches the terminal), so the read that found them due
/// answers at once. An interrupted one would be harmless: each writes in transactions whole in
/// themselves.
enum BackgroundCatalogCheck {
    static func start(journal: URL) -> Bool {
        guard let executable = runningIlgi else { return false }
        return DetachedProcess.start([executable, "reindex", "--if-due", "--journal", journal.path])
    }

    /// The path of the ilgi that is running (the weather helper is looked for beside it).
    static var runningIlgi: String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }
}
