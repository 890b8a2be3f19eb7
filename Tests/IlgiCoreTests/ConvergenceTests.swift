import Foundation
import GitKit
import IlgiCore
import IlgiEntry
import IlgiTestSupport
import Testing

/// Three machines write, edit and delete entries at random (often the same entry at once) and
/// sync in random order, round after round. At the end every machine has the same tree, every
/// line anyone wrote is still in some entry unless the machine that removed it had seen it
/// (a delete, or a line replaced), every line is in the history, and git finds nothing wrong.
@Suite struct ConvergenceTests {
    @Test(arguments: [UInt64(20_261_122), 7])
    func threeMachinesSyncingInRandomOrderConverge(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let world = try SyncWorld(machines: 3)
        var counter = 0
        var written: Set<String> = []
        var removedKnowingly: Set<String> = []
        var conflictCopies = 0

        func newLine(_ machine: Int) -> String {
            counter += 1
            let line = "line \(counter) from machine \(machine) (seed \(seed))"
            written.insert(line)
            return line
        }

        /// The body lines of an entry (between the title's blank line and the trailers).
        func bodyLines(_ entry: Entry) -> [String] {
            entry.body.isEmpty ? [] : entry.body.components(separatedBy: "\n")
        }

        func act(_ machine: Int, hot: Bool) throws {
            let journal = world.journals[machine]
            let entries = try journal.reader.entries().sorted { $0.id < $1.id }
            let roll = Int.random(in: 0..<100, using: &random)
            if entries.isEmpty || roll < 20 {
                _ = try journal.create(text: "Entry \(counter) on \(machine)\n\n\(newLine(machine))\n")
                return
            }
            // "Hot" rounds aim at the same (oldest) entry on every machine, so edits overlap.
            let target = hot ? entries[0] : entries.randomElement(using: &random)!  // safe: not empty
            var lines = bodyLines(target)
            switch roll {
            case 20..<75:
                lines.insert(newLine(machine), at: Int.random(in: 0...lines.count, using: &random))
            case 75..<90 where !lines.isEmpty:
                let position = Int.random(in: 0..<lines.count, using: &random)
                removedKnowingly.insert(lines[position])
                lines[position] = newLine(machine)
            default:
                guard !hot || roll >= 95 else {
                    lines.append(newLine(machine))
                    break
                }
                for line in bodyLines(target) { removedKnowingly.insert(line) }
                try journal.delete(target)
                return
            }
            var document = target.document
            document.setBody(lines.joined(separator: "\n"))
            _ = try journal.update(target, text: document.rendered())
        }

        let rounds = 45
        for round in 0..<rounds {
            let hot = round % 5 == 4
            if hot {
                for machine in 0..<3 { try act(machine, hot: true) }
                for machine in (0..<3).shuffled(using: &random) {
                    conflictCopies += try world.sync(machine).conflicts.count
                }
            } else {
                let machine = Int.random(in: 0..<3, using: &random)
                for _ in 0..<Int.random(in: 1...3, using: &random) { try act(machine, hot: false) }
                conflictCopies += try world.sync(machine).conflicts.count
            }
        }
        // Everyone syncs twice in turn: the first pass gathers everything, the second spreads it.
        for _ in 0..<2 {
            for machine in 0..<3 { conflictCopies += try world.sync(machine).conflicts.count }
        }

        let tree = try world.headTree(0)
        for machine in 0..<3 {
            #expect(try world.headTree(machine) == tree, "machine \(machine) differs (seed \(seed))")
            #expect(try world.files(machine) == world.files(0), "machine \(machine) files differ (seed \(seed))")
            try world.expectHealthy(machine)
        }
        #expect(conflictCopies > 0, "the hot rounds should have produced overlapping edits (seed \(seed))")

        let present = Set(
            try world.files(0).values.flatMap { String(decoding: $0, as: UTF8.self).components(separatedBy: "\n") })
        let lost = written.subtracting(removedKnowingly).subtracting(present)
        #expect(lost.isEmpty, "lines lost (seed \(seed)): \(lost.sorted())")

        let history = try CommandRunner.git(["log", "-p", "--all", "--format="], in: world.root(0)).stdout
        let missingFromHistory = written.filter { !history.contains($0) }
        #expect(missingFromHistory.isEmpty, "lines not in history (seed \(seed)): \(missingFromHistory.sorted())")
    }
}
