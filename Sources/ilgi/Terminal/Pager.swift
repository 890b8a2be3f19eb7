import Foundation
import Subprocess

#if canImport(Glibc)
    import Glibc
#endif

/// Long output through the user's pager, the way git does it: only when standard output is a
/// terminal and the text is taller than the screen, never into a pipe or a file.
///
/// The pager is `ILGI_PAGER`, else `PAGER`, else `less`; an empty value or `cat` means none.
/// It runs through `sh -c` like the editor, with `LESS=FRX` (quit when it fits, keep colours,
/// leave the text on screen) unless `LESS` is already set, and `LV=-c` for lv.
struct Pager {
    let terminal: Terminal

    /// The pager command to run, or nil when the user asked for none.
    var command: String? {
        let environment = terminal.environment
        let chosen = environment["ILGI_PAGER"] ?? environment["PAGER"] ?? "less"
        let trimmed = chosen.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// The environment the pager gets on top of ilgi's own.
    var environmentOverrides: [String: String] {
        var overrides: [String: String] = [:]
        if terminal.environment["LESS"] == nil { overrides["LESS"] = "FRX" }
        if terminal.environment["LV"] == nil { overrides["LV"] = "-c" }
        return overrides
    }

    /// True when `text` would scroll off a screen of `rows` lines and `columns` columns
    /// (long lines wrap, so they count as several).
    static func isTaller(_ text: String, than rows: Int, columns: Int) -> Bool {
        var lines = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
        {
            let width = DisplayWidth.of(Palette.stripped(String(line)))
            lines += max(1, (width + columns - 1) / max(columns, 1))
            if lines >= rows { return true }
        }
        return false
    }

    /// Writes `text` to standard output, through the pager when it is worth it, with its
    /// control characters made harmless (`TerminalText`) unless `exact` (`show --raw`).
    func write(_ text: String, exact: Bool = false) async {
        // Exact bytes are for a pipe or a file; a terminal never obeys what an entry holds
        // (a clipboard write, a new window title, a cleared screen), `exact` or not.
        let text = exact && !terminal.isStandardOutputTerminal ? text : TerminalText.neutralized(text)
        guard terminal.isStandardOutputTerminal, let command, let size = terminal.size,
            Pager.isTaller(text, than: size.rows, columns: size.columns)
        else {
            Output.writeExact(text)
            return
        }
        if await !run(command, on: text) { Output.writeExact(text) }
    }

    /// Runs the pager on `text`; false when it could not start (so the text is still shown).
    private func run(_ command: String, on text: String) async -> Bool {
        await whileAProgramOwnsTheTerminal(ignoringBrokenPipe: true) { await page(command, text) }
    }

    private func page(_ command: String, _ text: String) async -> Bool {
        var overrides: [Environment.Key: String?] = [:]
        for (key, value) in environmentOverrides { overrides[Environment.Key(stringLiteral: key)] = value }
        do {
            let result = try await Subprocess.run(
                .path("/bin/sh"),
                arguments: ["-c", command],
                environment: .inherit.updating(overrides),
                input: .string(text),
                output: .currentStandardOutput,
                error: .currentStandardError)
            // 127: the shell did not find the pager.
            return result.terminationStatus != .exited(127)
        } catch {
            // The pager quit before reading everything (EPIPE): the user has seen what they wanted.
            return true
        }
    }
}
