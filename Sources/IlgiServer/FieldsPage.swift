import Foundation
import IlgiCore
import IlgiEntry
import IlgiServeShared

/// `/fields`: each field the journal tracks as `ilgi stats --field` shows it, its average by
/// month and by weekday and what comes with its high and low values, charted in SVG drawn
/// here (no script, no stylesheet or font from elsewhere: the site's policy allows none).
enum FieldsPage {
    static func show(_ context: PageContext) async throws -> WebResponse {
        let fields = JournalFields(journal: context.journal.root)
        let reader = try context.journal.reader()
        var cards: [Card] = []
        for field in fields.definitions {
            var filter = EntryFilter()
            filter.fields = [FieldCondition(key: field.name, comparison: .present, value: "")]
            let stats = FieldStats(field: field, entries: try reader.entries(matching: filter))
            cards.append(card(stats, context: context))
        }
        let view = View(
            heading: context.t(ServerText.fieldsPage), cards: cards,
            none: cards.isEmpty ? context.t(ServerText.noFieldsDeclared) : nil)
        return await context.page(context.t(ServerText.fieldsPage), context.render("fields", view))
    }

    static func card(_ stats: FieldStats, context: PageContext) -> Card {
        let name = stats.field.trailerKey
        let id = "field-chart-" + stats.field.name
        guard stats.entries > 0 else {
            return Card(id: id, name: name, summary: context.t(CoreText.fieldStatsNone(name)))
        }
        guard let range = stats.range else {
            // A text field: how often each value came.
            var card = Card(id: id, name: name, summary: context.t(CoreText.entryCount(stats.entries)))
            let most = Double(stats.values.map(\.count).max() ?? 1)
            card.charts = [
                chart(
                    nil, rows: stats.values.prefix(15).map { ($0.value, Double($0.count), String($0.count), "") },
                    range: 0...most)
            ]
            return card
        }
        var card = Card(
            id: id, name: name,
            summary: context.t(
                CoreText.fieldStatsSummary(stats.entries, number(stats.overall.value), stats.field.valuesDescription)))
        func rows(_ items: [(String, FieldStats.Mean)]) -> [(String, Double, String, String)] {
            items.map { ($0.0, $0.1.value, number($0.1.value), "(\($0.1.count))") }
        }
        var charts = [
            chart(
                context.t(CoreText.fieldStatsByMonth), rows: rows(stats.byMonth.suffix(24).map { ($0.month, $0.mean) }),
                range: range),
            chart(
                context.t(CoreText.fieldStatsByWeekday),
                rows: rows(
                    stats.byWeekday.enumerated().filter { $0.element.count > 0 }.map {
                        (Weekday.allCases[$0.offset].short.text(in: context.language), $0.element)
                    }), range: range),
        ]
        if !stats.weather.isEmpty {
            charts.append(
                chart(
                    context.t(CoreText.fieldStatsWeather),
                    rows: rows(stats.weather.map { ($0.group.emoji + " " + $0.group.rawValue, $0.mean) }), range: range)
            )
        }
        card.charts = charts
        if !stats.tags.isEmpty {
            let describe = { (tag: (tag: String, mean: FieldStats.Mean)) in
                Card.Tag(tag: "@" + tag.tag, value: number(tag.mean.value), count: String(tag.mean.count))
            }
            card.tags = [
                Card.Tags(
                    heading: context.t(CoreText.fieldStatsTags),
                    high: stats.tags.prefix(5).map(describe),
                    low: stats.tags.count > 5 ? stats.tags.suffix(5).reversed().map(describe) : [])
            ]
        }
        if stats.wordsOnHighDays.count > 0 || stats.wordsOnLowDays.count > 0 {
            card.words = context.t(
                CoreText.fieldStatsWords(
                    Int(stats.wordsOnHighDays.value.rounded()), stats.wordsOnHighDays.count,
                    Int(stats.wordsOnLowDays.value.rounded()), stats.wordsOnLowDays.count))
        }
        return card
    }

    /// One horizontal bar chart: a row per label, the bar's length the value's place in
    /// `range`, as SVG numbers (attributes, not styles: the policy allows no inline style).
    static func chart(
        _ heading: String?, rows: [(label: String, value: Double, shown: String, note: String)],
        range: ClosedRange<Double>
    ) -> Chart {
        let rowHeight = 22
        let labelWidth = 110
        let barWidth = 220
        let span = max(range.upperBound - range.lowerBound, 1)
        let bars = rows.enumerated().map { index, row in
            let share = min(max((row.value - range.lowerBound) / span, 0), 1)
            let y = index * rowHeight
            // A count of none draws no bar; any other value at least a sliver, so the lowest
            // point of a scale (mood 1 of 1–5) still reads as a value.
            let isNone = range.lowerBound == 0 && row.value == 0
            return Chart.Bar(
                label: row.label, shown: row.shown, note: row.note, y: y + 15, barY: y + 4,
                width: isNone ? 0 : max(Int((share * Double(barWidth)).rounded()), 2),
                valueX: labelWidth + barWidth + 8)
        }
        return Chart(
            chartHeading: heading, bars: bars, height: max(rows.count * rowHeight, rowHeight),
            width: labelWidth + barWidth + 90, barX: labelWidth)
    }

    static func number(_ value: Double) -> String { String(format: "%.1f", value) }
}
