import Foundation
import IlgiEntry
import IlgiStore

/// Writing prompts: ilgi's own, in every language (written for this project; `CoreText`), then a
/// journal's (`.ilgi/prompts.txt`, one a line, `#` starting a comment; synced with the
/// journal). Today's prompt is the same all day, and none comes again before all have come:
/// day number `d` takes the prompt at `d × step mod count`, with `step` coprime to the count,
/// so any `count` days in a row take each prompt once. No state is kept.
public struct WritingPrompts: Sendable {
    public let prompts: [Localized]

    /// The journal's own prompts file, relative to its folder.
    public static let journalFile = ".ilgi/prompts.txt"

    public init(prompts: [Localized]) {
        self.prompts = prompts
    }

    /// The most of `.ilgi/prompts.txt` that is read: a remote's file never takes more.
    static let fileLimit = 1024 * 1024

    /// ilgi's prompts, then those of the journal at `root` (never through a link).
    public init(journal root: URL) {
        let own =
            Beneath(root).regularFileContents(Self.journalFile, limit: Self.fileLimit)
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        let added = own.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { Localized(verbatim: $0) }
        self.init(prompts: Self.builtIn + added)
    }

    /// The prompt of `day`.
    public func prompt(on day: CivilDay) -> Localized {
        let count = prompts.count
        let step = Self.step(for: count)
        let index = ((day.number % count) * step % count + count) % count
        return prompts[index]
    }

    /// A stride coprime to `count`, about 0.618 of it, so that neighbouring days are far apart
    /// in the list.
    static func step(for count: Int) -> Int {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        var step = max(1, Int(Double(count) * 0.618))
        while gcd(step, count) != 1 { step += 1 }
        return step
    }

    /// ilgi's own prompts, written for this project: `CoreText`'s, in every language.
    public static let builtIn = (0..<CoreText.writingPromptCount).map { Localized(CoreText.writingPrompt($0)) }
}
