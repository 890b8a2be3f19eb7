import Mustache

/// The views `ReviewPage` fills: one struct a template, its properties the template's names.
extension ReviewPage {
    /// `review.mustache`: a year in numbers and charts.
    struct View {
        struct Tag {
            let name: String
            let count: Int
            let link: String
        }
        let heading: String
        let summary: String
        /// Said for a year with no entry.
        let empty: String?
        let previous: String
        /// The next year, when it has begun.
        let next: String?
        let previousYear: String
        let nextYear: String
        let heatMap: HeatMap?
        let busiest: String?
        let charts: [FieldsPage.Chart]
        let tags: [Tag]
        let tagsHeading: String
        let fields: [FieldsPage.Card]
    }

    /// The year's days as squares (in `review.mustache`).
    struct HeatMap {
        struct Square {
            let x: Int
            let y: Int
            let level: Int
            /// `2026-11-27`.
            let day: String
            let title: String
            let written: Bool
        }
        /// A month's name above the week it begins in.
        struct Label {
            let x: Int
            let name: String
        }
        /// A weekday's name beside its row.
        struct Weekday {
            let y: Int
            let name: String
        }
        let squares: [Square]
        let labels: [Label]
        let weekdays: [Weekday]
        let width: Int
        let height: Int
    }
}

// A year is 365 squares of six names each: read by name, not through `Mirror`.
extension ReviewPage.HeatMap.Square: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "x": x
        case "y": y
        case "level": level
        case "day": day
        case "title": title
        case "written": written
        default: nil
        }
    }
}
