import Foundation

extension Journal {
    /// Writes (or, with nil, removes) one of the journal's own files that is not an entry (a
    /// template, the fields, the prompts), in one commit with `message`, so it syncs with the
    /// journal. Returns false, committing nothing, when the file already held `contents`.
    @discardableResult
    public func saveJournalFile(_ path: String, contents: String?, message: String) throws -> Bool {
        try transaction(.saveSettings) { tx in
            if let contents { try tx.write(contents, to: path) } else { try tx.remove(path) }
            return try tx.commit(message: message) != nil
        }
    }
}
