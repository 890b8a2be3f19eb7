import Foundation
import IlgiCore

/// Progress of a fetch or push, drawn on one line of standard error and redrawn in place, as
/// git does; only on a terminal (a log file or a pipe gets nothing). At most ten redraws a
/// second, and the last state of each phase stays on screen when the next begins.
final class TransferProgressLine {
    private var lastDraw = Date.distantPast
    private var phase: String?
    private var pending: String?

    func update(_ progress: SyncProgress) {
        let (phase, text, finished): (String, String, Bool)
        switch progress {
        case .receiving(let objects, let total, let bytes):
            guard total > 0 else { return }
            (phase, text, finished) = (
                "receiving",
                CommandText.progressReceiving(percent(objects, total), objects, total, size(bytes)).description,
                objects == total
            )
        case .resolving(let deltas, let total):
            guard total > 0 else { return }
            (phase, text, finished) = (
                "resolving", CommandText.progressResolving(percent(deltas, total), deltas, total).description,
                deltas == total
            )
        case .sending(let objects, let total, let bytes):
            guard total > 0 else { return }
            (phase, text, finished) = (
                "sending",
                CommandText.progressSending(percent(objects, total), objects, total, size(bytes)).description,
                objects == total
            )
        }
        if let current = self.phase, current != phase { finishLine() }
        self.phase = phase
        pending = text
        let now = Date()
        if finished || now.timeIntervalSince(lastDraw) >= 0.1 {
            draw(text)
            lastDraw = now
            pending = nil
        }
    }

    /// Ends the current line, if one is drawn.
    func finish() {
        finishLine()
    }

    private func finishLine() {
        guard phase != nil else { return }
        if let pending { draw(pending) }
        FileHandle.standardError.write(Data("\n".utf8))
        phase = nil
        pending = nil
    }

    private func draw(_ text: String) {
        // Carriage return, the text, then "erase to the end of the line".
        FileHandle.standardError.write(Data("\r\(text)\u{1B}[K".utf8))
    }

    private func percent(_ done: Int, _ total: Int) -> Int { total == 0 ? 100 : done * 100 / total }

    private func size(_ bytes: Int) -> String { ByteSize.words(bytes) }
}
