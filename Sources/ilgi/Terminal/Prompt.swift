import Foundation
import IlgiCore

#if canImport(Glibc)
    import Glibc
#endif

/// Questions asked on the terminal.
enum Prompt {
    /// Asks a yes/no question on stderr and reads the answer from stdin; only an explicit yes
    /// (y, yes, 예, 네, ㅇ) counts. End of input or Ctrl-D is a no.
    ///
    /// Ctrl-C ends ilgi as it would without the question (exit status 130, nothing done), after
    /// a newline, so the shell's prompt does not start after the question.
    static func confirm(_ question: Localized) -> Bool {
        let oldInterrupt = signal(SIGINT) { number in
            _ = write(STDERR_FILENO, "\n", 1)
            signal(number, SIG_DFL)
            raise(number)
        }
        defer { signal(SIGINT, oldInterrupt) }
        FileHandle.standardError.write(Data((TerminalText.neutralized(question.description) + " ").utf8))
        guard let answer = readLine(strippingNewline: true) else {
            FileHandle.standardError.write(Data("\n".utf8))
            return false
        }
        let normalized = answer.trimmingCharacters(in: .whitespaces).lowercased()
        return ["y", "yes", "예", "네", "응", "ㅇ"].contains(normalized)
    }
}
