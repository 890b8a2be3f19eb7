/// The seven days of the week, numbered as ISO 8601 does (1 = Monday … 7 = Sunday). Their
/// names in every language are `EntryText`'s (`.weekday`): the one table of them.
public enum Weekday: Int, CaseIterable, Sendable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// How long a weekday's name is shown.
    public enum Form: Sendable {
        /// "Monday" / "월요일".
        case name
        /// "Mon" / "월", as charts label their rows.
        case short
        /// "Mo" / "월": two columns in either language, as the terminal calendar heads its columns.
        case column
        /// "M" / "월", as the browser's calendar heads its columns.
        case letter
    }

    /// The weekday of `day` (1970-01-01 was a Thursday).
    public init(_ day: CivilDay) {
        self.init(rawValue: day.weekday)!  // safe: CivilDay.weekday is 1…7
    }

    /// "Monday" / "월요일".
    public var name: EntryText { .weekday(self, .name) }
    /// "Mon" / "월", as charts label their rows.
    public var short: EntryText { .weekday(self, .short) }
    /// "Mo" / "월": two columns in either language, as the terminal calendar heads its columns.
    public var column: EntryText { .weekday(self, .column) }
    /// "M" / "월", as the browser's calendar heads its columns.
    public var letter: EntryText { .weekday(self, .letter) }
    /// `monday`, as the settings (`template.monday`) and `--on monday` name it.
    public var key: String { String(describing: self) }

    /// The weekday `text` names: `monday`, `mon`, `Monday`, or its name in any language
    /// (`월요일`); nil for anything else.
    public init?(named text: String) {
        let name = text.lowercased()
        guard
            let found = Self.allCases.first(where: { day in
                day.key == name || (name.count == 3 && day.key.hasPrefix(name))
                    || Language.allCases.contains { day.name.text(in: $0).lowercased() == name }
            })
        else { return nil }
        self = found
    }
}

/// The twelve months' names, which `EntryText` holds in every language: "November" / "11월".
public enum MonthName {
    /// "November" / "11월", for `month` 1…12.
    public static func of(_ month: Int) -> EntryText { .month(month) }

    /// "November 2026" / "2026년 11월".
    public static func of(_ month: Int, year: Int) -> EntryText { .monthOfYear(month, year) }

    /// "November 5" / "11월 5일".
    public static func of(_ month: Int, day: Int) -> EntryText { .monthAndDay(month, day) }

    /// "Nov" / "11월", as charts label their columns.
    public static func short(_ month: Int) -> EntryText { .monthShort(month) }

    /// "Nov 2026" / "2026년 11월".
    public static func short(_ month: Int, year: Int) -> EntryText { .monthShortOfYear(month, year) }
}
