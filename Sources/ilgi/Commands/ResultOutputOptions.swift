import ArgumentParser
import Foundation
import IlgiCore

/// How `search` (and other commands that find entries) print what they found, for scripts:
/// `--count`, `--json` (one array) or `--jsonl` (one object a line).
struct ResultOutputOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(Help.countFlag.description))
    var count = false

    @Flag(help: ArgumentHelp(Help.jsonFlag.description))
    var json = false

    @Flag(help: ArgumentHelp(Help.jsonLinesFlag.description))
    var jsonl = false

    func validate() throws {
        if [count, json, jsonl].filter({ $0 }).count > 1 {
            throw ValidationError(Messages.oneOutputFormat.description)
        }
    }

    var isMachineReadable: Bool { count || json || jsonl }

    /// Writes `entries` as asked and returns true, or returns false for the caller's own view.
    func write(_ entries: [Entry]) throws -> Bool {
        if count {
            Output.write("\(entries.count)\n")
        } else if json {
            try JSONOutput.write(entries.map(EntryRecord.init))
        } else if jsonl {
            try JSONOutput.writeLines(entries.map(EntryRecord.init))
        } else {
            return false
        }
        return true
    }
}

extension JSONOutput {
    /// Writes each value as compact JSON on its own line (JSON Lines).
    static func writeLines(_ values: [some Encodable]) throws {
        let encoder = EntryRecord.encoder(pretty: false)
        var text = ""
        for value in values {
            text += String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
            if text.utf8.count > 1 << 16 {
                Output.write(text)
                text = ""
            }
        }
        Output.write(text)
    }
}
