import Foundation
import IlgiCore
import IlgiEntry

/// `/review?year=2026`: the year `ilgi review` shows, with charts drawn here in SVG: a heat
/// map of its days (each a link to that day's entries), entries by month, the weather, the
/// top tags and each field by month. Nothing is fetched from elsewhere.
enum ReviewPage {
    static func show(_ context: PageContext) async throws -> WebResponse {
        let now = Finding.today()
        let year =
            context.parameter("year").flatMap(Int.init).flatMap { (1...9999).contains($0) ? $0 : nil }
            ?? now.year
        let today = CivilDay(year: now.year, month: now.month, day: now.day)
        let fields = JournalFields(journal: context.journal.root).definitions
        let review = try context.journal.reader().review(of: year, fields: fields, today: today)
        let stats = review.stats
        var summary = [
            CoreText.reviewEntries(stats.entries), CoreText.reviewWords(stats.words), CoreText.reviewDays(stats.days),
        ]
        if stats.streaks.longest > 1 { summary.append(CoreText.reviewStreak(stats.streaks.longest)) }
        let weather = WeatherGroup.allCases.compactMap { group in
            stats.weather[group].map { (group.emoji + " " + group.rawValue, Double($0), String($0), "") }
        }
        let monthRows = review.months.map {
            (context.t(MonthName.of($0.month)), Double($0.entries), String($0.entries), "")
        }
        let most = Double(review.months.map(\.entries).max() ?? 1)
        var charts: [FieldsPage.Chart] = []
        if stats.entries > 0 {
            charts.append(FieldsPage.chart(context.t(CoreText.reviewByMonth), rows: monthRows, range: 0...max(most, 1)))
            if !weather.isEmpty {
                let mostWeather = weather.map(\.1).max() ?? 1
                charts.append(
                    FieldsPage.chart(context.t(CoreText.reviewWeather), rows: weather, range: 0...mostWeather))
            }
        }
        let view = View(
            heading: context.t(CoreText.reviewHeading(year)),
            summary: stats.entries > 0 ? summary.map(context.t).joined(separator: " · ") : "",
            empty: stats.entries == 0 ? context.t(CoreText.reviewEmpty(year)) : nil,
            previous: "/review?year=\(year - 1)", next: year < now.year ? "/review?year=\(year + 1)" : nil,
            previousYear: String(year - 1), nextYear: String(year + 1),
            heatMap: stats.entries > 0 ? heatMap(review, context: context) : nil,
            busiest: review.busiestMonth.map {
                context.t(CoreText.reviewBusiestMonth) + ": " + context.t(MonthName.of($0.month)) + " · "
                    + context.t(CoreText.reviewEntries($0.entries))
            },
            charts: charts,
            tags: stats.topTags.prefix(10).map {
                View.Tag(name: "@" + $0.tag, count: $0.count, link: "/?tag=" + FormData.encode($0.tag))
            },
            tagsHeading: context.t(CoreText.reviewTopTags),
            fields: review.fields.map { FieldsPage.card($0, context: context) })
        return await context.page(context.t(CoreText.reviewHeading(year)), context.render("review", view))
    }

    /// The year's days as squares, weeks across and Monday to Sunday down, each a link to its
    /// entries; the shade is `YearReview.level`, days to come are left out.
    static func heatMap(_ review: YearReview, context: PageContext) -> HeatMap {
        let cell = 13
        let top = 16
        let left = 30
        let days = review.days
        let lead = (days.first?.date.weekday ?? 1) - 1
        var squares: [HeatMap.Square] = []
        var labels: [HeatMap.Label] = []
        for (index, day) in days.enumerated() where day.date <= review.today {
            let slot = lead + index
            squares.append(
                HeatMap.Square(
                    x: left + slot / 7 * cell, y: top + slot % 7 * cell, level: review.level(of: day),
                    day: day.date.description,
                    title: day.date.description + ": " + context.t(CoreText.reviewEntries(day.entries)),
                    written: day.entries > 0))
            if day.date.day == 1 {
                labels.append(
                    HeatMap.Label(x: left + slot / 7 * cell, name: context.t(MonthName.short(day.date.month))))
            }
        }
        let weekdays = [0, 2, 4].map {
            HeatMap.Weekday(y: top + $0 * cell + 10, name: context.t(Weekday.allCases[$0].short))
        }
        let weeks = (lead + days.count + 6) / 7
        return HeatMap(
            squares: squares, labels: labels, weekdays: weekdays, width: left + weeks * cell + 4,
            height: top + 7 * cell + 4)
    }
}
