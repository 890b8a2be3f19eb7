import IlgiCore

/// The `ilgi list` table: short id, long date, weather, title and a preview, one line each,
/// columns aligned by display width (Hangul and emoji take two columns) and lines fitted to
/// the terminal.
struct EntryTable {
    let dateStyle: DateStyle
    let palette: Palette
    /// Columns to fit each line to; nil means do not cut (output to a pipe).
    let width: Int?

    /// Two columns for the weather emoji, blank when there is none, so titles stay aligned.
    static let weatherWidth = 2
    static let gap = "  "

    func render(_ entries: [Entry]) -> String {
        let dates = entries.map { dateStyle.longDate($0.created) }
        let dateWidth = dates.map(DisplayWidth.of).max() ?? 0
        var text = ""
        for (entry, date) in zip(entries, dates) {
            text += line(entry, date: date, dateWidth: dateWidth) + "\n"
        }
        return text
    }

    private func line(_ entry: Entry, date: String, dateWidth: Int) -> String {
        let weather = entry.weather?.emoji ?? String(repeating: " ", count: EntryTable.weatherWidth)
        let prefix =
            palette.yellow(entry.id.short) + EntryTable.gap + DisplayWidth.pad(date, to: dateWidth) + EntryTable.gap
            + weather + EntryTable.gap
        let used = entry.id.short.count + dateWidth + EntryTable.weatherWidth + 3 * EntryTable.gap.count

        let title = (entry.isStarred ? "★ " : "") + entry.title.trimmingSpaces
        let preview = Preview.oneLine(entry.body, limit: width ?? 400)
        guard let width else {
            return prefix + palette.bold(title) + (preview.isEmpty ? "" : palette.dim((title.isEmpty ? "" : "  ") + preview))
        }
        var room = max(width - used, 0)
        let shownTitle = DisplayWidth.truncate(title, to: room)
        room -= DisplayWidth.of(shownTitle)
        var shownPreview = ""
        if !preview.isEmpty {
            let separator = shownTitle.isEmpty ? 0 : 2
            if room > separator + 1 {
                shownPreview = (separator > 0 ? "  " : "") + DisplayWidth.truncate(preview, to: room - separator)
            }
        }
        return prefix + palette.bold(shownTitle) + palette.dim(shownPreview)
    }
}
