import Foundation
import IlgiCore
import IlgiEntry

/// A one-line counter on standard error ("Exporting 12000/100000…"), redrawn in place, for
/// long exports and imports. Shown only when standard error is a terminal and the job is
/// large, so scripts and small journals see nothing; cleared when done.
final class Progress {
    private let isShown: Bool
    private let message: (Int, Int) -> any LocalizedText
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(
        total: Int, minimum: Int = 2000, terminal: Terminal = .current,
        message: @escaping (Int, Int) -> any LocalizedText
    ) {
        isShown = terminal.isStandardErrorTerminal && total >= minimum
        self.message = message
    }

    func update(_ done: Int, of total: Int) {
        guard isShown else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= 0.1 || done == total else { return }
        lastDraw = now
        drawn = true
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + message(done, total).description).utf8))
    }

    /// Shows a line once, with no count (e.g. while the journal is read).
    func note(_ text: some LocalizedText) {
        guard isShown else { return }
        drawn = true
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + text.description).utf8))
    }

    func clear() {
        guard drawn else { return }
        drawn = false
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

extension Progress {
    /// A callback for IlgiCore's `(done, total)` reports (`JournalConfiguration.catalogProgress`
    /// while a large index builds, `historyProgress` while the first `log ID` reads a long history):
    /// a bar made at the first report with a total, cleared when done is total, ready for the
    /// next job.
    static func reporter(message: @escaping (Int, Int) -> any LocalizedText) -> (Int, Int) -> Void {
        nonisolated(unsafe) var progress: Progress?
        return { done, total in
            if progress == nil {
                guard total > 0 else { return }
                progress = Progress(total: total, message: message)
            }
            progress?.update(done, of: total)
            if done >= total {
                progress?.clear()
                progress = nil
            }
        }
    }
}
