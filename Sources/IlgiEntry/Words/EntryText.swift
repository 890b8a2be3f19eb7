import Foundation

/// What the entry model says to a person, by key. Each language is a table of its own
/// (`EntryText+English.swift`, `EntryText+Korean.swift`), a `switch` over every key, so a key
/// a table lacks does not compile. A third language is a third table (and a
/// requirement of `WordTable`). Each module keeps its own words beside it: IlgiCore's are `CoreText`, the
/// command line's `TerminalText` and `Help`, the web server's `ServerText`.
public enum EntryText: WordTable {
    // MARK: General

    case standardInputNotUTF8(_ offset: Int, _ line: Int)
    case fileNotUTF8(_ path: String, _ offset: Int, _ line: Int)
    case invalidDate(_ text: String)

    // MARK: Calendar names
    // The one table of weekday and month names: a language adds its words here.

    /// A weekday in one of its lengths: "Monday" / "월요일", "Mon" / "월", "Mo" / "월", "M" / "월".
    case weekday(_ day: Weekday, _ form: Weekday.Form)
    /// "November" / "11월", for `month` 1…12.
    case month(_ month: Int)
    /// "Nov" / "11월", as charts label their columns.
    case monthShort(_ month: Int)
    /// "November 2026" / "2026년 11월".
    case monthOfYear(_ month: Int, _ year: Int)
    /// "Nov 2026" / "2026년 11월", as the terminal calendar labels its summary.
    case monthShortOfYear(_ month: Int, _ year: Int)
    /// "November 5" / "11월 5일".
    case monthAndDay(_ month: Int, _ day: Int)
    /// A day in a list of entries: "Nov 23, 2026" / "2026년 11월 23일".
    case dayInList(_ year: Int, _ month: Int, _ day: Int)
    /// A list's date for an entry of today, and of yesterday.
    case today
    case yesterday

    // MARK: Weather and fields

    /// An OpenWeatherMap condition (the icon code's number) in words, for shared text.
    case weather(_ condition: Int, night: Bool)
    /// What a scale field takes: "a whole number 1–5".
    case fieldWholeNumber(_ lower: Int, _ upper: Int)
    /// What a choice field takes: "one of low, ok, high".
    case fieldOneOf(_ choices: [String])
    /// What a text field takes.
    case fieldOneLine
}
