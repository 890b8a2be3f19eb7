/// The seven days of the week, numbered as ISO 8601 does (1 = Monday … 7 = Sunday), with every
/// word ilgi shows or reads for them: the one table of weekday names. The shorter forms are cut
/// from the full name, so a language adds seven words here and nothing elsewhere.
public enum Weekday: Int, CaseIterable, Sendable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    private static let english = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let korean = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]

    /// The weekday of `day` (1970-01-01 was a Thursday).
    public init(_ day: CivilDay) {
        self.init(rawValue: day.weekday)!  // safe: CivilDay.weekday is 1…7
    }

    /// "Monday" / "월요일".
    public var name: Localized { cut(english: .max, korean: .max) }
    /// "Mon" / "월", as charts label their rows.
    public var short: Localized { cut(english: 3, korean: 1) }
    /// "Mo" / "월": two columns in either language, as the terminal calendar heads its columns.
    public var column: Localized { cut(english: 2, korean: 1) }
    /// "M" / "월", as the browser's calendar heads its columns.
    public var letter: Localized { cut(english: 1, korean: 1) }
    /// `monday`, as the settings (`template.monday`) and `--on monday` name it.
    public var key: String { Self.english[rawValue - 1].lowercased() }

    private func cut(english: Int, korean: Int) -> Localized {
        Localized(
            en: String(Self.english[rawValue - 1].prefix(english)),
            ko: String(Self.korean[rawValue - 1].prefix(korean)))
    }

    /// The weekday `text` names: `monday`, `mon`, `Monday`, `월요일`; nil for anything else.
    public init?(named text: String) {
        let name = text.lowercased()
        guard
            let found = Self.allCases.first(where: { day in
                day.key == name || day.name.korean == name || (name.count == 3 && day.key.hasPrefix(name))
            })
        else { return nil }
        self = found
    }
}

/// The twelve months' names, the one table of them: "November" / "11월".
public enum MonthName {
    private static let english = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// "November" / "11월", for `month` 1…12.
    public static func of(_ month: Int) -> Localized {
        Localized(en: english[month - 1], ko: "\(month)월")
    }

    /// "November 2026" / "2026년 11월".
    public static func of(_ month: Int, year: Int) -> Localized {
        Localized(en: "\(english[month - 1]) \(year)", ko: "\(year)년 \(month)월")
    }

    /// "November 5" / "11월 5일".
    public static func of(_ month: Int, day: Int) -> Localized {
        Localized(en: "\(english[month - 1]) \(day)", ko: "\(month)월 \(day)일")
    }

    /// "Nov" / "11월", as charts label their columns.
    public static func short(_ month: Int) -> Localized {
        Localized(en: String(english[month - 1].prefix(3)), ko: "\(month)월")
    }
}
