import Foundation

extension Journal {
    /// The entries `filter` selects, newest first. The one way listings, `edit` without an
    /// id and exports find entries, through the catalog.
    ///
    /// Dates come from each entry's `Created:` trailer, not its folder: a file's folder is the
    /// month it was created in, and `ilgi edit --date` (or a hand edit, or a sync from a
    /// machine whose clock was wrong) changes the date while the file stays where it is. So
    /// no folder can be skipped by its name, not even with a limit or a day range; the catalog
    /// orders by `Created:`.
    public func entries(matching filter: EntryFilter) throws -> [Entry] {
        try catalogEntries(try catalog(), matching: filter)
    }
}
