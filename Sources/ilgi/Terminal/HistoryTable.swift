import IlgiCore
import IlgiEntry

/// The `ilgi log` listing: short commit, date and time on the committer's clock, what the
/// commit did, the entry's short id (for the whole journal) and its title, one line each,
/// columns aligned by display width and lines fitted to the terminal.
struct HistoryTable {
    let dateStyle: DateStyle
    let palette: Palette
    /// Columns to fit each line to; nil means do not cut (output to a pipe).
    let width: Int?
    /// The entry id column, for the whole journal's history.
    let showsEntryID: Bool

    static let gap = "  "

    /// Columns a title keeps on a narrow terminal before long dates give way to compact ones.
    static let titleRoom = 20

    func render(_ records: [HistoryRecord]) -> String {
        let clocks = CommitterClocks(dateStyle)
        let actions = records.map { $0.action.map { CoreText.action($0).description } ?? "" }
        let actionWidth = actions.map(DisplayWidth.of).max() ?? 0
        let idWidth = showsEntryID ? 8 : 0
        let commitWidth = records.map(\.shortCommit.count).max() ?? 0
        var dates = records.map { clocks.longDateTime($0.date) }
        var dateWidth = dates.map(DisplayWidth.of).max() ?? 0
        let gap = HistoryTable.gap.count
        let fixed = commitWidth + actionWidth + 3 * gap + (showsEntryID ? idWidth + gap : 0)
        if let width, width - fixed - dateWidth < HistoryTable.titleRoom {
            dates = records.map { clocks.compactDateTime($0.date) }
            dateWidth = dates.map(DisplayWidth.of).max() ?? 0
        }
        var text = ""
        for (position, record) in records.enumerated() {
            var line = palette.yellow(record.shortCommit) + HistoryTable.gap
            line += DisplayWidth.pad(dates[position], to: dateWidth) + HistoryTable.gap
            line += colored(DisplayWidth.pad(actions[position], to: actionWidth), record.action) + HistoryTable.gap
            var used = record.shortCommit.count + dateWidth + actionWidth + 3 * HistoryTable.gap.count
            if showsEntryID {
                line += palette.dim(DisplayWidth.pad(record.entryID ?? "", to: idWidth)) + HistoryTable.gap
                used += idWidth + HistoryTable.gap.count
            }
            // An assistant's save names it: "Walk in the park  (Claude via ilgi mcp)".
            let writer = record.writer.map { HistoryTable.gap + "(" + TerminalText.neutralized($0) + ")" } ?? ""
            let room = width.map { max($0 - used - DisplayWidth.of(writer), HistoryTable.titleRoom) }
            let title = room.map { DisplayWidth.truncate(record.title, to: $0) } ?? record.title
            line += title + palette.dim(writer)
            text += trimmingTrailingSpaces(line) + "\n"
        }
        return text
    }

    /// `git log --oneline`: the short commit and the message's first line.
    func renderOneline(_ records: [HistoryRecord]) -> String {
        records.map { palette.yellow($0.shortCommit) + " " + $0.summary + "\n" }.joined()
    }

    private func colored(_ text: String, _ action: HistoryAction?) -> String {
        switch action {
        case .add, .restore: palette.green(text)
        case .delete: palette.red(text)
        case .edit: palette.cyan(text)
        case .merge, .import, nil: palette.dim(text)
        }
    }

    private func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}

/// Formats many dates each on its own committer's clock. `DateStyle.longDateTime(Timestamp)`
/// re-zones one formatter per call, which is slow over a whole history; this keeps one
/// formatter per UTC offset instead (a journal has few).
final class CommitterClocks {
    private let base: DateStyle
    private var styles: [Int: DateStyle] = [:]

    init(_ base: DateStyle) {
        self.base = base
    }

    func longDateTime(_ stamp: Timestamp) -> String {
        style(for: stamp).longDateTime(stamp.date)
    }

    /// "2026-11-22 15:45", for narrow terminals.
    func compactDateTime(_ stamp: Timestamp) -> String {
        style(for: stamp).compactDateTime(stamp.date)
    }

    private func style(for stamp: Timestamp) -> DateStyle {
        if let style = styles[stamp.utcOffset] { return style }
        let style = DateStyle(language: base.language, timeZone: stamp.timeZone)
        styles[stamp.utcOffset] = style
        return style
    }
}
