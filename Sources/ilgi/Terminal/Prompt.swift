import Foundation
import IlgiCore

/// Questions asked on the terminal.
enum Prompt {
    /// Asks a yes/no question on stderr and reads the answer from stdin; only an explicit yes
    /// (y, yes, 예, 네, ㅇ) counts. End of input or Ctrl-D is a no.
    static func confirm(_ question: Localized) -> Bool {
        FileHandle.standardError.write(Data((question.description + " ").utf8))
        guard let answer = readLine(strippingNewline: true) else {
            FileHandle.standardError.write(Data("\n".utf8))
            return false
        }
        let normalized = answer.trimmingCharacters(in: .whitespaces).lowercased()
        return ["y", "yes", "예", "네", "응", "ㅇ"].contains(normalized)
    }
}
