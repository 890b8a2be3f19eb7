import Foundation
import IlgiCore

/// The progress bar of the first `ilgi log ID` in a long history, while ilgi reads which
/// commits changed each entry (`JournalHistory.progress`): on standard error, only when it is a
/// terminal, only for a few thousand commits or more.
enum HistoryProgress {
    /// Installs the callback the history table reports to.
    static func install() {
        nonisolated(unsafe) var progress: Progress?
        JournalHistory.progress = { done, total in
            if progress == nil {
                guard total > 0 else { return }
                progress = Progress(total: total, message: Messages.historyProgress)
            }
            progress?.update(done, of: total)
            if done >= total {
                progress?.clear()
                progress = nil
            }
        }
    }
}
