import Foundation

/// Where entries live inside a journal: `YYYY/MM/<uuid>.txt` (docs/FORMAT.md §1). Anything else in
/// the journal (a README, a .gitattributes) is not an entry and is left alone.
public enum JournalLayout {
    /// The path for a new entry, from its creation time in the writer's time zone.
    public static func path(for id: EntryID, created: Timestamp) -> String {
        let (year, month) = created.yearMonth
        return String(format: "%04d/%02d/%@.txt", year, month, id.uuid)
    }

    /// The entry id a journal path names, or nil when the path is not an entry's.
    public static func entryID(forPath path: String) -> EntryID? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, isYear(parts[0]), isMonth(parts[1]) else { return nil }
        return entryID(forFileName: parts[2])
    }

    /// The id in a file name `<uuid>.txt`, when it is exactly that (lowercase UUID).
    static func entryID(forFileName name: some StringProtocol) -> EntryID? {
        guard name.utf8.count == 40, name.hasSuffix(".txt") else { return nil }
        let stem = String(name.dropLast(4))
        guard EntryID.isCanonical(stem) else { return nil }
        return EntryID(stem)
    }

    static func isYear(_ name: some StringProtocol) -> Bool {
        name.utf8.count == 4 && name.allSatisfy(\.isASCIIDigit)
    }

    static func isMonth(_ name: some StringProtocol) -> Bool {
        guard name.utf8.count == 2, name.allSatisfy(\.isASCIIDigit), let month = Int(name) else { return false }
        return (1...12).contains(month)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
