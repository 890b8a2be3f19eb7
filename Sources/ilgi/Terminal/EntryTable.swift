import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry

/// The `ilgi list` table: short id, date, weather, title and a preview, one line each,
/// columns aligned by display width (Hangul and emoji take two columns) and lines fitted to
/// the terminal. Recent entries are dated in words ("Today", "어제", "Monday").
struct EntryTable {
    let dateStyle: DateStyle
    let palette: Palette
    /// Columns to fit each line to; nil means do not cut (output to a pipe).
    let width: Int?

    /// Two columns for the weather emoji, blank when there is none, so titles stay aligned.
    static let weatherWidth = 2
    static let gap = "  "

    func render(_ entries: [EntrySummary]) -> String {
        let dates = entries.map { dateStyle.recentDate($0.created) }
        let dateWidth = dates.map(DisplayWidth.of).max() ?? 0
        var text = ""
        for (entry, date) in zip(entries, dates) {
            text += line(entry, date: date, dateWidth: dateWidth) + "\n"
        }
        return text
    }

    /// The width of the date column for entries written on `days` (`YYYY-MM-DD`), so a long
    /// listing can be written a line at a time, aligned, without holding every entry.
    func dateWidth(days: [String]) -> Int {
        days.compactMap { Timestamp(iso8601: $0 + "T12:00:00Z") }
            .map { DisplayWidth.of(dateStyle.recentDate($0)) }.max() ?? 0
    }

    /// One entry's line, without its newline.
    func line(_ entry: EntrySummary, dateWidth: Int) -> String {
        line(entry, date: dateStyle.recentDate(entry.created), dateWidth: dateWidth)
    }

    private func line(_ entry: EntrySummary, date: String, dateWidth: Int) -> String {
        let id = entry.id.short
        let weather = entry.weather?.emoji ?? String(repeating: " ", count: EntryTable.weatherWidth)
        let gap = EntryTable.gap
        let used = DisplayWidth.of(id) + dateWidth + EntryTable.weatherWidth + 3 * gap.count
        let title = EntryTable.printable((entry.isStarred ? "★ " : "") + entry.title.trimmingSpaces)
        // A preview longer than the line could never show is not worth collapsing.
        // The summary's preview is one line of at most 400 characters already: cut only to
        // a narrower terminal.
        let preview = EntryTable.printable(width.map { Preview.oneLine(entry.preview, limit: $0) } ?? entry.preview)

        if let width, width < used + 1 {
            // Too narrow for the columns: as much of id and date as fits.
            let shown = DisplayWidth.truncate(id + gap + date, to: width)
            return palette.yellow(String(shown.prefix(id.count))) + shown.dropFirst(id.count)
        }
        let prefix = palette.yellow(id) + gap + DisplayWidth.pad(date, to: dateWidth) + gap + weather + gap
        guard let width else {
            return prefix + palette.bold(title)
                + (preview.isEmpty ? "" : palette.dim((title.isEmpty ? "" : gap) + preview))
        }
        var room = width - used
        let shownTitle = DisplayWidth.truncate(title, to: room)
        room -= DisplayWidth.of(shownTitle)
        var shownPreview = ""
        if !preview.isEmpty {
            let separator = shownTitle.isEmpty ? 0 : gap.count
            if room > separator + 1 {
                shownPreview = (separator > 0 ? gap : "") + DisplayWidth.truncate(preview, to: room - separator)
            }
        }
        return prefix + palette.bold(shownTitle) + palette.dim(shownPreview)
    }

    /// True when lines are written without colour and uncut (into a pipe): `PlainLines` then
    /// writes what `line` would.
    var isPlain: Bool { !palette.isEnabled && width == nil }

    /// `line`, for an `isPlain` table, made from the bytes a catalog holds
    /// (`Catalog.ListedRow`) rather than from Strings of them: `ilgi list | …` writes 100k
    /// lines this way. Dates are padded once per day. Every byte it appends is printable (the
    /// title and preview through `printable`, the rest ilgi's own), so its lines are written
    /// as they are (`Output.writeExact`).
    struct PlainLines {
        let dateStyle: DateStyle
        let dateWidth: Int
        private var paddedDates: [String: [UInt8]] = [:]

        init(_ table: EntryTable, dateWidth: Int) {
            precondition(table.isPlain)
            self.dateStyle = table.dateStyle
            self.dateWidth = dateWidth
        }

        /// Appends `row`'s line and its newline to `bytes`.
        mutating func append(_ row: Catalog.ListedRow, to bytes: inout [UInt8]) {
            let gap = EntryTable.gap.utf8
            bytes += row.uuid.prefix(8)
            bytes += gap
            let date = dateStyle.recentDate(
                Timestamp(date: Date(timeIntervalSince1970: row.created), utcOffset: row.utcOffset))
            if let padded = paddedDates[date] {
                bytes += padded
            } else {
                let padded = Array(DisplayWidth.pad(date, to: dateWidth).utf8)
                paddedDates[date] = padded
                bytes += padded
            }
            bytes += gap
            bytes += (row.weather?.emoji ?? String(repeating: " ", count: EntryTable.weatherWidth)).utf8
            bytes += gap
            let titleStart = bytes.count
            if row.isStarred { bytes += "★ ".utf8 }
            let edges: [UInt8?] = [row.title.first, row.title.last]
            if edges.contains(where: { $0 == 0x20 || $0 == 0x09 }) {
                // Spaces or tabs at an end: trimmed as `line` trims them, by Character.
                bytes += EntryTable.printable(String(decoding: row.title, as: UTF8.self).trimmingSpaces).utf8
            } else {
                EntryTable.appendPrintable(row.title, to: &bytes)
            }
            if !row.preview.isEmpty {
                if bytes.count > titleStart { bytes += gap }
                EntryTable.appendPrintable(row.preview, to: &bytes)
            }
            bytes.append(0x0A)
        }
    }

    /// `printable`, of UTF-8 bytes, appended to `bytes`.
    private static func appendPrintable(_ text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        if TerminalText.holdsControl(text, allowingLineFeedAndTab: false) {
            bytes += printable(String(decoding: text, as: UTF8.self)).utf8
        } else {
            bytes += text
        }
    }

    /// Text safe to put on one line of a terminal: control characters (a tab, an escape
    /// sequence from a synced file) are shown in caret notation (`^I`, `^[`; `TerminalText`)
    /// instead of moving the cursor or restyling the screen.
    static func printable(_ text: String) -> String {
        // A byte scan finds control characters without asking Unicode about every scalar of
        // every line; a line feed and a tab count here, since the line must stay one.
        var text = text
        let hasControl = text.withUTF8 { TerminalText.holdsControl($0, allowingLineFeedAndTab: false) }
        guard hasControl else { return text }
        // On one line a line feed, a tab and a carriage return are shown too.
        let oneLine = text.replacingOccurrences(of: "\n", with: "^J").replacingOccurrences(of: "\t", with: "^I")
            .replacingOccurrences(of: "\r", with: "^M")
        return TerminalText.neutralized(oneLine, keepingPalette: false)
    }
}
