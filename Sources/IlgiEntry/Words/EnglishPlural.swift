/// English's plurals, said in one place for every table: "1 entry", "2 entries". Korean
/// counts with the noun unchanged (일기 2개), so its tables need none.
public enum EnglishPlural {
    /// `count` with the noun in its form for that number: `count(3, "entry", "entries")`.
    public static func count(_ count: Int, _ one: String, _ other: String) -> String {
        "\(count) \(count == 1 ? one : other)"
    }
}
