import Foundation
import IlgiCore
import IlgiEntry

enum JSONOutput {
    /// Writes `value` as pretty JSON and a final newline on standard output.
    static func write(_ value: some Encodable) throws {
        let data = try EntryRecord.encode(value)
        Output.writeExact(String(decoding: data, as: UTF8.self) + "\n")
    }
}
