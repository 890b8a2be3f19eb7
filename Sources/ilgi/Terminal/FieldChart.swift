import Foundation
import IlgiCore
import IlgiEntry

/// `ilgi stats --field mood` on a terminal: bars of the field's average by month and by
/// weekday, then what comes with its high and low values.
struct FieldChart {
    let palette: Palette
    /// Bar cells for the field's whole range.
    var width = 20

    func render(_ stats: FieldStats) -> String {
        let name = stats.field.trailerKey
        guard stats.entries > 0 else { return CoreText.fieldStatsNone(name).description + "\n" }
        guard let range = stats.range else { return renderCounts(stats) }
        var text =
            palette.bold(name) + "  "
            + CoreText.fieldStatsSummary(
                stats.entries, Self.number(stats.overall.value), stats.field.valuesDescription
            ).description + "\n"
        text += "\n" + palette.bold(CoreText.fieldStatsByMonth.description) + "\n"
        for (month, mean) in stats.byMonth.suffix(24) { text += row(month, mean, range) }
        text += "\n" + palette.bold(CoreText.fieldStatsByWeekday.description) + "\n"
        for (index, mean) in stats.byWeekday.enumerated() where mean.count > 0 {
            text += row(Weekday.allCases[index].short.description, mean, range)
        }
        if !stats.tags.isEmpty {
            let high = stats.tags.prefix(5).map { "@\($0.tag) \(Self.number($0.mean.value)) (\($0.mean.count))" }
            let low = stats.tags.suffix(5).reversed().map {
                "@\($0.tag) \(Self.number($0.mean.value)) (\($0.mean.count))"
            }
            text += "\n" + palette.bold(CoreText.fieldStatsTags.description) + "\n"
            text += "  ↑ " + high.joined(separator: " · ") + "\n"
            if stats.tags.count > 5 { text += "  ↓ " + low.joined(separator: " · ") + "\n" }
        }
        if !stats.weather.isEmpty {
            text += "\n" + palette.bold(CoreText.fieldStatsWeather.description) + "\n"
            for (group, mean) in stats.weather {
                text += row(group.emoji + " " + group.rawValue, mean, range)
            }
        }
        if stats.wordsOnHighDays.count > 0 || stats.wordsOnLowDays.count > 0 {
            text +=
                "\n"
                + CoreText.fieldStatsWords(
                    Int(stats.wordsOnHighDays.value.rounded()), stats.wordsOnHighDays.count,
                    Int(stats.wordsOnLowDays.value.rounded()), stats.wordsOnLowDays.count
                ).description + "\n"
        }
        return text
    }

    /// `  2026-11  ███████████▌         3.6  (28)`
    private func row(_ label: String, _ mean: FieldStats.Mean, _ range: ClosedRange<Double>) -> String {
        let share = (mean.value - range.lowerBound) / max(range.upperBound - range.lowerBound, 1)
        let eighths = Int((share * Double(width * 8)).rounded())
        let bar = String(repeating: "█", count: eighths / 8) + (eighths % 8 > 0 ? Self.partial[eighths % 8] : "")
        let padding = String(repeating: " ", count: max(0, width - bar.count))
        return "  " + DisplayWidth.pad(label, to: 10) + palette.cyan(bar) + padding + "  " + Self.number(mean.value)
            + palette.dim("  (\(mean.count))") + "\n"
    }

    private static let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A text field: its values and how often each came.
    private func renderCounts(_ stats: FieldStats) -> String {
        var text =
            palette.bold(stats.field.trailerKey) + "  " + CoreText.entryCount(stats.entries).description + "\n"
        for (value, count) in stats.values.prefix(15) {
            text += "  " + EntryTable.printable(value) + palette.dim("  (\(count))") + "\n"
        }
        return text
    }

    static func number(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
