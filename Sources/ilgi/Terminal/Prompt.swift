import Foundation
import IlgiCore
import IlgiEntry

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
    static func confirm(_ question: some LocalizedText) -> Bool {
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
        return Language.allCases.contains { CommandText.yesAnswers(in: $0).contains(normalized) }
    }

    /// Asks for a secret (a passphrase) on the terminal itself (`/dev/tty`), with echo off, as
    /// ssh and gpg ask; nil when there is no terminal or the input ends. Echo is turned back
    /// on whatever happens, Ctrl-C included.
    static func secret(_ question: some LocalizedText) -> String? {
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }
        var saved = termios()
        guard tcgetattr(terminal, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        SecretPrompt.restore = (terminal, saved)
        let oldInterrupt = signal(SIGINT) { number in
            if let (descriptor, saved) = SecretPrompt.restore {
                var settings = saved
                tcsetattr(descriptor, TCSANOW, &settings)
            }
            _ = write(STDERR_FILENO, "\n", 1)
            signal(number, SIG_DFL)
            raise(number)
        }
        defer {
            tcsetattr(terminal, TCSANOW, &saved)
            SecretPrompt.restore = nil
            signal(SIGINT, oldInterrupt)
        }
        tcsetattr(terminal, TCSANOW, &quiet)
        let prompt = TerminalText.neutralized(question.description) + " "
        _ = prompt.withCString { write(terminal, $0, strlen($0)) }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(terminal, &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
        _ = write(terminal, "\n", 1)
        return String(decoding: line, as: UTF8.self)
    }
}

/// The terminal and its settings while a secret is typed, for the Ctrl-C handler (a C function
/// pointer, which captures nothing) to put back.
private enum SecretPrompt {
    nonisolated(unsafe) static var restore: (Int32, termios)?
}
