import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// How `list`, `search` and `deleted` print what they found, for scripts:
/// `--count`, `--json` (one array) or `--jsonl` (one object a line).
struct ResultOutputOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(Help.countFlag.description))
    var count = false

    @Flag(help: ArgumentHelp(Help.jsonFlag.description))
    var json = false

    @Flag(help: ArgumentHelp(Help.jsonLinesFlag.description))
    var jsonl = false

    /// The options as argument-parser makes them from a line that gives none of them
    /// (`GlobalOptions.unset` says why).
    static var unset: ResultOutputOptions {
        var options = ResultOutputOptions()
        options.count = false
        options.json = false
        options.jsonl = false
        return options
    }

    func validate() throws {
        if [count, json, jsonl].filter({ $0 }).count > 1 {
            throw ValidationError(CommandText.oneOutputFormat.description)
        }
    }

    var isMachineReadable: Bool { count || json || jsonl }

    /// Writes `entries` as asked and returns true, or returns false for the caller's own view.
    func write(_ entries: [Entry]) throws -> Bool {
        try write(records: entries.map(EntryRecord.init))
    }

    /// Writes `records` (an entry's or a deleted entry's) as asked and returns true, or returns
    /// false for the caller's own view.
    func write(records: [some Encodable]) throws -> Bool {
        if count {
            Output.write("\(records.count)\n")
        } else if json {
            try JSONOutput.write(records)
        } else if jsonl {
            try JSONOutput.writeLines(records)
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
        var pieces = PiecedOutput(exact: false)
        for value in values {
            let line = EntryRecord.escapingC1Controls(try encoder.encode(value))
            pieces.append {
                $0 += line
                $0.append(0x0A)
            }
        }
        pieces.flush()
    }
}
