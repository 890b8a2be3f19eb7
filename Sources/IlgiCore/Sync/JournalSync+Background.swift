import Foundation
import IlgiStore

extension JournalSync {
    /// A sync nobody is waiting for (after a save, on a timer): says nothing, and records how
    /// it ended in `SyncLedger` for the next command and the browser to say.
    ///
    /// When another background sync of this journal runs, this one leaves it a mark and
    /// returns at once; the running one syncs once more when it sees the mark, so saves in
    /// quick succession make one sync more, not one each. While the last syncs failed, it
    /// does nothing until their wait (`SyncLedger.backoff`) is over at `now()`.
    public func runInBackground(_ options: SyncOptions, now: () -> Date = Date.init) {
        let state = journal.stateDirectory
        let again = state.appendingPathComponent("sync-again")
        guard let lock = try? WriteLock(at: state.appendingPathComponent("background-sync"), timeout: 0) else {
            _ = FileManager.default.createFile(atPath: again.path, contents: nil)
            return
        }
        withExtendedLifetime(lock) {
            repeat {
                try? FileManager.default.removeItem(at: again)
                guard !SyncLedger.read(stateDirectory: state).shouldWait(at: now()) else { return }
                _ = try? run(options)
            } while FileManager.default.fileExists(atPath: again.path)
        }
    }
}
