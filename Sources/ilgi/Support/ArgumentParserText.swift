import Foundation
import IlgiCore
import IlgiEntry

/// swift-argument-parser's help and usage errors in the user's language, wrapped by display
/// width. argument-parser writes them in English and wraps them by counting characters, which
/// makes Korean lines twice as wide as the terminal; ilgi asks it for unwrapped text, puts
/// its fixed phrases into Korean (`CommandText.parserHelpPhrases`, `parserErrorPhrases`) and
/// wraps the result itself, with the same hanging indents.
enum ArgumentParserText {
    /// argument-parser's description column.
    static let descriptionColumn = 26

    /// Help text (`--help`, `ilgi help list`), translated and wrapped to `width` columns.
    static func help(_ text: String, language: Language = .current, width: Int) -> String {
        wrap(translate(text, with: CommandText.parserHelpPhrases, into: language), width: width)
    }

    /// A usage error (without argument-parser's "Error: " prefix) with its help and usage lines.
    static func error(_ text: String, language: Language = .current) -> String {
        translate(text, with: CommandText.parserErrorPhrases, into: language)
    }

    /// True when `text` is argument-parser's help (rather than a version, a completion
    /// script, completion candidates or the JSON of --experimental-dump-help).
    static func isHelp(_ text: String) -> Bool {
        text.hasPrefix("OVERVIEW: ") || text.hasPrefix("USAGE: ")
    }

    static func translate(_ text: String, with phrases: [CommandText.ParserPhrase], into language: Language) -> String {
        let expressions = phrases.compactMap { phrase in
            phrase.text(in: language).flatMap { said in
                (try? NSRegularExpression(pattern: phrase.english)).map { ($0, said) }
            }
        }
        guard !expressions.isEmpty else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = String(line)
            for (expression, korean) in expressions {
                let range = NSRange(line.startIndex..., in: line)
                line = expression.stringByReplacingMatches(in: line, range: range, withTemplate: korean)
            }
            return line
        }.joined(separator: "\n")
    }

    /// Wraps each line wider than `width` columns at spaces, measuring display width. An
    /// option row continues under its description column; other lines under their own indent.
    /// The usage line is left whole, as argument-parser leaves it.
    static func wrap(_ text: String, width: Int) -> String {
        let usageHeadings = ["USAGE: "] + CommandText.translations(ofParserPhrase: "^USAGE: ")
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            guard DisplayWidth.of(line) > width, !usageHeadings.contains(where: line.hasPrefix) else {
                return line
            }
            let (head, indent) = hangingIndent(of: line)
            let words = line.dropFirst(head.count).split(separator: " ", omittingEmptySubsequences: true)
            var lines: [String] = []
            var current = String(head)
            var currentWidth = DisplayWidth.of(head)
            var isEmpty = true
            for word in words {
                let wordWidth = DisplayWidth.of(word)
                if !isEmpty, currentWidth + 1 + wordWidth > width {
                    lines.append(current)
                    current = String(repeating: " ", count: indent)
                    currentWidth = indent
                    isEmpty = true
                }
                current += (isEmpty ? "" : " ") + word
                currentWidth += (isEmpty ? 0 : 1) + wordWidth
                isEmpty = false
            }
            lines.append(current)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Where continuation lines of `line` start: the description column for an option,
    /// argument or subcommand row ("  --journal <path>        The journal…"), else the
    /// line's own indent. Returns the part of the line before that column and the column.
    static func hangingIndent(of line: String) -> (head: Substring, column: Int) {
        let leading = line.prefix { $0 == " " }
        guard leading.count == 2 else { return (leading, leading.count) }
        // Find the description column by display width (a translated label may hold Hangul).
        var column = 0
        var index = line.startIndex
        while index < line.endIndex, column < descriptionColumn {
            column += DisplayWidth.of(line[index])
            index = line.index(after: index)
        }
        let head = line[..<index]
        if column == descriptionColumn, head.hasSuffix("  "), index < line.endIndex, line[index] != " " {
            return (head, column)
        }
        return (leading, leading.count)
    }
}
