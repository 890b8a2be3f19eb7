import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
import IlgiTestSupport
import Testing

// A journal for a test, shared by the tests of IlgiCore and of IlgiTransfer.

/// Runs `body` with a journal in a temporary folder that lives until `body` returns.
public func withJournal(_ body: (TemporaryDirectory, Journal) throws -> Void) throws {
    let folder = TemporaryDirectory("ilgi-journal")
    try withExtendedLifetime(folder) {
        try body(folder, try Journal.open(at: folder.url))
    }
}

public func savedEntry(_ outcome: SaveOutcome, sourceLocation: SourceLocation = #_sourceLocation) throws -> Entry {
    guard case .saved(let entry) = outcome else {
        Issue.record("expected a save, got \(outcome)", sourceLocation: sourceLocation)
        throw CancellationError()
    }
    return entry
}
