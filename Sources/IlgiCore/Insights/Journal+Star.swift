import Foundation

extension Journal {
    /// Stars or unstars `entry` (`Starred: yes`) in one commit, "Star 3f2a9c1b: Title" or
    /// "Unstar …". Nothing is written when it already is as asked (`.unchanged`).
    @discardableResult
    public func setStarred(_ entry: Entry, _ starred: Bool) throws -> SaveOutcome {
        guard entry.isStarred != starred else { return .unchanged(entry) }
        var document = entry.document
        if starred {
            document.setTrailer(Trailer.starred, "yes")
        } else {
            document.removeTrailer(Trailer.starred)
        }
        let message = commitMessage.line(starred ? "Star" : "Unstar", entry)
        return try update(entry, text: document.rendered(), message: message)
    }
}
