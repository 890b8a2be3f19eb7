import ArgumentParser
import Foundation
import IlgiCore
import IlgiTestSupport
import Testing

@testable import ilgi

/// ilgi puts swift-argument-parser's English into Korean phrase by phrase
/// (`CommandText.parserHelpPhrases`, `parserErrorPhrases`); Package.swift pins argument-parser to
/// the minor version those phrases were written from. This proves each phrase still occurs in
/// what the pinned argument-parser prints, so an update that rewords one fails here rather
/// than leaving that sentence English in Korean help.
@Suite struct ArgumentParserPhraseTests {
    /// Help and usage errors that together show every phrase, in English.
    static let invocations: [[String]] = [
        ["--help"], ["list", "--help"], ["export", "--help"], ["share", "--help"], ["config", "--help"],
        ["remote", "--help"], ["hooks", "--help"], ["search", "--help"], ["show", "--help"],
        ["list", "--jsn"], ["list", "--zzzzzzzz"], ["list", "-n"], ["show"], ["list", "extra"], ["list", "one", "two"],
        ["export", "--format", "bogus"], ["share", "x", "--format", "bogus"], ["list", "-n", "many"],
        ["list", "--json=yes"], ["list", "--json", "--json"],
        ["hooks"], ["remote"], ["list", "---"], ["--generate-completion-script", "nosh"],
        ["--generate-completion-script"],
        ["list", "--color", "always", "--color", "never"], ["list", "--starred=yes"],
    ]

    @Test func everyTranslatedPhraseStillOccursInArgumentParsersEnglish() throws {
        let sandbox = Sandbox(["ILGI_LANG": "en", "COLUMNS": "200"])
        var lines: [String] = []
        for arguments in Self.invocations {
            let result = try sandbox.run(arguments)
            lines += (result.stdout + "\n" + result.stderr).split(separator: "\n").map(String.init)
        }
        // Two phrases belong to a shape of command ilgi has none of today (a choice of flags
        // with no default); they are kept for the day one is added, and checked against
        // argument-parser directly.
        for arguments in [[], ["--plain", "--fancy"]] {
            do {
                _ = try PhraseProbe.parseAsRoot(arguments)
            } catch {
                lines += PhraseProbe.fullMessage(for: error).split(separator: "\n").map(String.init)
            }
        }
        // ilgi prints usage errors as "ilgi: error: <argument-parser's words>".
        lines = lines.map { line in
            for prefix in ["ilgi: error: ", "Error: "] where line.hasPrefix(prefix) {
                return String(line.dropFirst(prefix.count))
            }
            return line
        }
        for phrase in CommandText.parserHelpPhrases + CommandText.parserErrorPhrases {
            let expression = try NSRegularExpression(pattern: phrase.english)
            let found = lines.contains { line in
                expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
            }
            #expect(found, "argument-parser no longer prints \(phrase.english)")
        }
    }
}

/// A command with a choice of flags and no default: "Missing one of", "Value to be set with".
private struct PhraseProbe: ParsableCommand {
    enum Style: EnumerableFlag { case plain, fancy }
    @Flag var style: Style
}
