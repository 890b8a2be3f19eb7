import Foundation
import IlgiEntry
import IlgiStore

extension JournalFields {
    /// The fields of the journal at `root`; a line that is not a declaration is skipped.
    public init(journal root: URL) {
        let text =
            Beneath(root).regularFileContents(Self.file, limit: 1024 * 1024)
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        self.init(parsing: text)
    }
}
