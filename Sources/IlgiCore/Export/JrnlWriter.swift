import Foundation

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
        let civil = CivilTime(stamp)
        return String(format: "%04d-%02d-%02d %02d:%02d", civil.year, civil.month, civil.day, civil.hour, civil.minute)
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

/// A moment as a wall clock in a fixed UTC offset shows it, computed directly (days from
/// civil, H. Hinnant) rather than through a DateFormatter per entry.
struct CivilTime {
    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int

    init(_ stamp: Timestamp) {
        let seconds = Int(stamp.date.timeIntervalSince1970.rounded(.down)) + stamp.utcOffset
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }
}
