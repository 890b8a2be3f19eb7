import Foundation
import IlgiCore
import IlgiEntry

/// jrnl's plain-text journal format, as jrnl 4 writes and reads it (`jrnl/journals/Entry.py`):
///
///     [2024-01-05 09:30] Title of the entry *
///     The body, any number of lines, with @tags anywhere.
///
///     [2024-01-06 21:10] The next entry
///
/// The date is the writer's wall-clock time to the minute (jrnl's default `timeformat`,
/// `%Y-%m-%d %H:%M`); a `*` after the title stars the entry; entries are joined by a newline.
/// jrnl keeps no weather and no seconds, so those are left out.
public enum JrnlWriter {
    /// One entry, ending in a newline.
    public static func entry(_ entry: Entry) -> String {
        var line = "[" + timestamp(entry.created) + "] " + entry.title.trimmingCharacters(in: .whitespaces)
        if entry.isStarred { line += " *" }
        let body = bodyLines(entry.body)
        return line + (body.isEmpty ? "" : "\n" + body) + "\n"
    }

    /// `2024-01-05 09:30` on the writer's clock.
    public static func timestamp(_ stamp: Timestamp) -> String {
        let iso = stamp.iso8601  // 2024-01-05T09:30:00+09:00
        return iso.prefix(10) + " " + iso.dropFirst(11).prefix(5)
    }

    /// The body as jrnl keeps it (no blank lines or spaces at either end). A line that jrnl
    /// would take for the start of a new entry ("[2024-01-05 09:30] …") gets one leading space.
    static func bodyLines(_ body: String) -> String {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.contains("[") else { return trimmed }
        return trimmed.split(separator: "\n", omittingEmptySubsequences: false)
            .map { looksLikeEntryStart($0) ? " " + $0 : String($0) }
            .joined(separator: "\n")
    }

    /// True for a line jrnl could read as a new entry: "[…] " at its start, with a digit in
    /// the brackets (a date or time; "[x] done" and "[ ] todo" stay as they are).
    static func looksLikeEntryStart(_ line: Substring) -> Bool {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return false }
        let after = line.index(after: close)
        guard after < line.endIndex, line[after] == " " else { return false }
        return line[line.startIndex..<close].contains(where: \.isASCIIDigit)
    }
}
