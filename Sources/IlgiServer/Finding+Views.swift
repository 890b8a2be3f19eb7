import Mustache

/// The views `Finding` fills: one struct a template, its properties the template's names.
extension Finding {
    /// `search.mustache`: the form, and what it found once there is a query.
    struct SearchView {
        struct Results {
            let count: String
            let isEmpty: Bool
            /// `entryList.mustache`, rendered, with the matched lines.
            let list: String
        }
        let q: String
        let tag: String
        let since: String
        let until: String
        let starred: Bool
        var results: Results?
        let t: [String: String]
    }

    /// `tags.mustache`: every tag with how many entries have it.
    struct TagsView {
        struct Tag {
            let name: String
            let count: Int
            let link: String
        }
        let tags: [Tag]
        let t: [String: String]
    }

    /// `calendar.mustache`: a year, a grid a month, the days written linked.
    struct CalendarView {
        struct Month {
            let name: String
            /// One a weekday before the first, so that it falls in its column.
            let pads: [Bool]
            let days: [Day]
        }
        struct Day {
            let number: Int
            /// `2026-11-27`.
            let key: String
            let count: Int
            var isWritten: Bool { count > 0 }
            let isToday: Bool
        }
        let previous: Int
        let next: Int
        let year: String
        let daysWritten: String
        /// The weekdays' initials, Sunday first.
        let initials: [String]
        let months: [Month]
    }

    /// `onThisDay.mustache`: the entries of this day in earlier years, a list a year.
    struct OnThisDayView {
        struct Year {
            let heading: String
            /// `entryList.mustache`, rendered.
            let list: String
        }
        let today: String
        let years: [Year]
        let t: [String: String]
    }
}

// A year's calendar is 365 days of five names each: read by name, not through `Mirror`.
extension Finding.CalendarView.Day: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "key": key
        case "count": count
        case "isWritten": isWritten
        case "isToday": isToday
        default: nil
        }
    }
}
