import Foundation
import IlgiEntry

/// The entries a person starred (`Starred: yes`, a trailer): `list --starred` finds them.
public struct Stars: JournalPart {
    public let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }

    /// Stars or unstars `entry` in one commit, "Star 3f2a9c1b: Title" or "Unstar …". Nothing
    /// is written when it already is as asked (`.unchanged`).
    @discardableResult
    public func set(_ entry: Entry, starred: Bool) throws -> SaveOutcome {
        guard entry.isStarred != starred else { return .unchanged(entry) }
        var document = entry.document
        if starred {
            document.setTrailer(Trailer.starred, "yes")
        } else {
            document.removeTrailer(Trailer.starred)
        }
        let message = journal.commitMessage.line(starred ? "Star" : "Unstar", entry)
        return try journal.update(entry, text: document.rendered(), message: message)
    }
}
