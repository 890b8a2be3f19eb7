import ArgumentParser
import IlgiCore
import IlgiEntry

/// What the first word of a command line is when it is not a command: a typo (`ilgi serach`,
/// answered with the nearest command) or text meant as an entry (`ilgi Today was good.`, which
/// jrnl would save; ilgi refuses it and says how to save it with `ilgi new`, so a mistyped
/// command never becomes an entry). Both are usage errors, exit 2.
enum UnknownCommand {
    /// The message for `arguments` (without the program name), or nil when they start with a
    /// command, an option or nothing.
    static func problem(in arguments: [String]) -> (any LocalizedText)? {
        var index = 0
        // Skip the root's own options: --journal PATH, --color WHEN (or --journal=PATH).
        while index < arguments.count {
            let argument = arguments[index]
            if ["--journal", "--color"].contains(argument) {
                index += 2
            } else if argument.hasPrefix("--journal=") || argument.hasPrefix("--color=") {
                index += 1
            } else {
                break
            }
        }
        guard index < arguments.count else { return nil }
        let word = arguments[index]
        guard !word.hasPrefix("-"), !commonNames.contains(word), !names.contains(word) else { return nil }
        let text = arguments[index...].joined(separator: " ")
        if !word.contains(" "), let suggestion = nearest(to: word) {
            return CommandText.unknownCommand(word, suggestion: suggestion)
        }
        return CommandText.notACommand(text)
    }

    /// The command names and aliases, written out so that recognising one costs nothing
    /// (`CommandTable`); a name missing there still works, through `names`.
    static let commonNames = CommandTable.names

    /// Every command name and alias, and argument-parser's `help`.
    static var names: Set<String> {
        var names: Set<String> = ["help"]
        for command in Ilgi.configuration.subcommands {
            names.insert(command._commandName)
            names.formUnion(command.configuration.aliases)
        }
        return names
    }

    /// The command closest to `word` by edit distance, when it is close enough to be a typo.
    static func nearest(to word: String) -> String? {
        let lowered = word.lowercased()
        let candidates = Ilgi.configuration.subcommands.map { $0._commandName }
        let scored = candidates.map { ($0, distance(lowered, $0)) }.sorted {
            $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0)
        }
        guard let best = scored.first else { return nil }
        let allowed = max(1, min(2, best.0.count / 3))
        return best.1 <= allowed ? best.0 : nil
    }

    /// Damerau–Levenshtein distance (optimal string alignment): a swap of two letters is one edit.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
