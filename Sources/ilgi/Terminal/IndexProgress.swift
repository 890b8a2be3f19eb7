import Foundation
import IlgiCore

/// The progress bar of a large index build (a first run on a fresh clone, `ilgi reindex`): on
/// standard error, only when it is a terminal, only for a few thousand entries or more.
enum IndexProgress {
    /// Installs the callback the journal index reports to.
    static func install() {
        nonisolated(unsafe) var progress: Progress?
        Journal.indexProgress = { done, total in
            if progress == nil {
                guard total > 0 else { return }
                progress = Progress(total: total, message: Messages.indexProgress)
            }
            progress?.update(done, of: total)
            if done >= total {
                progress?.clear()
                progress = nil
            }
        }
    }
}
