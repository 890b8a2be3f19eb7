import Foundation
import IlgiEntry

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
    package static func entryID(forFileName name: some StringProtocol) -> EntryID? {
        guard name.utf8.count == 40, name.hasSuffix(".txt") else { return nil }
        let stem = String(name.dropLast(4))
        guard EntryID.isCanonical(stem) else { return nil }
        return EntryID(stem)
    }

    package static func isYear(_ name: some StringProtocol) -> Bool {
        name.utf8.count == 4 && name.allSatisfy(\.isASCIIDigit)
    }

    package static func isMonth(_ name: some StringProtocol) -> Bool {
        guard name.utf8.count == 2, name.allSatisfy(\.isASCIIDigit), let month = Int(name) else { return false }
        return (1...12).contains(month)
    }

    /// A `YYYY/MM` folder the walk found.
    package struct MonthFolder {
        /// `2026/11`
        package let name: String
        /// The absolute path.
        package let path: String
    }

    /// The one walk of a journal's `YYYY/MM` folders (as ripgrep has one walker): only real
    /// folders named as a year and as a month are entered; a symbolic link is never followed
    /// (`NoFollow`). `year` is told each year folder entered (its absolute path); `link` each
    /// link standing where a year or a month folder would be (its journal path), which
    /// `ilgi doctor` names. Listing what is in a month is the caller's (entries, stamps, links).
    package static func forEachMonth(
        in root: String, year: ((String) -> Void)? = nil, link: ((String) -> Void)? = nil,
        _ month: (MonthFolder) throws -> Void
    ) rethrows {
        for item in NoFollow.listing(root) ?? [] where isYear(item.name) {
            if item.kind == .symbolicLink { link?(item.name) }
            guard item.kind == .directory else { continue }
            let yearPath = root + "/" + item.name
            year?(yearPath)
            for folder in NoFollow.listing(yearPath) ?? [] where isMonth(folder.name) {
                let name = item.name + "/" + folder.name
                if folder.kind == .symbolicLink { link?(name) }
                guard folder.kind == .directory else { continue }
                try month(MonthFolder(name: name, path: yearPath + "/" + folder.name))
            }
        }
    }

    /// When a file was last added to, renamed in or removed from the journal's root or one of
    /// its year or month folders (a folder's own modification time, seconds since 1970): what
    /// changes when an entry is saved, renamed or removed without a commit.
    public static func newestFolderChange(in root: URL) -> TimeInterval {
        var newest: TimeInterval = 0
        func stamp(_ path: String) {
            newest = max(newest, NoFollow.modificationDate(ofPath: path)?.timeIntervalSince1970 ?? 0)
        }
        stamp(root.path)
        forEachMonth(in: root.path, year: stamp) { stamp($0.path) }
        return newest
    }
}

extension Character {
    package var isASCIIDigit: Bool { isASCII && isNumber }
}
