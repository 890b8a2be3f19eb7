import Foundation
import IlgiTestSupport
import Testing

/// DESIGN's promises, kept on an encrypted journal: three clones writing, editing, deleting
/// and syncing at random, with ilgi killed in the middle of a third of its commands, converge
/// with every acknowledged line; a failing editor keeps its draft; two ilgis at once both save;
/// `git status` and `git fsck` stay clean; the remote sees none of it.
@Suite(.enabled(if: CommandRunner.isAvailable("git-crypt"), "needs git-crypt"))
struct EncryptedPromisesTests {
    @Test(.enabled(if: Strace.isAvailable, "needs strace"), arguments: [UInt64(20_261_125), 11])
    func threeEncryptedClonesKilledAtRandomConverge(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let remote = try BareRemote()
        let machines = (0..<3).map { _ in Sandbox() }
        let key = machines[0].home.appending("journal.key")
        // Encrypted from the first commit: nothing the test writes is ever plain in git.
        #expect(try machines[0].run("crypt", "init").succeeded)
        #expect(try machines[0].run("crypt", "export-key", key.path).succeeded)
        _ = try machines[0].newEntry("First", body: "line 0 from machine 0")
        for (index, machine) in machines.enumerated() {
            // An editor that appends the line the test chose to whatever entry it is given.
            machine.environment["EDITOR"] = try machine.script("append", "cat \"$HOME/next-line\" >> \"$1\"")
            try machine.run("remote", "add", "origin", remote.url.path)
            #expect(try machine.run("sync").succeeded, "machine \(index)")
            if index > 0 { #expect(try machine.run("crypt", "unlock", key.path).succeeded) }
        }

        var acknowledged: Set<String> = ["line 0 from machine 0"]
        var removedKnowingly: Set<String> = []
        var written = 0
        var kills = 0
        /// Runs a command on `machine`, killed at a random system call one time in three;
        /// true when it finished and said so.
        func run(_ machine: Sandbox, _ arguments: [String]) throws -> Bool {
            guard Int.random(in: 0..<3, using: &random) == 0 else { return try machine.run(arguments).succeeded }
            let calls = ["rename", "fsync", "write", "openat", "unlink"]
            let syscall = calls[Int.random(in: 0..<calls.count, using: &random)]
            let result = try Strace.kill(machine, at: syscall, call: Int.random(in: 1...15, using: &random), arguments)
            if !result.succeeded { kills += 1 }
            return result.succeeded
        }
        func entries(_ machine: Sandbox) throws -> [[String: Any]] {
            try #require(
                try JSONSerialization.jsonObject(with: Data(machine.run("list", "--json").stdout.utf8))
                    as? [[String: Any]])
        }

        for _ in 0..<60 {
            let machine = machines.randomElement(using: &random)!  // safe: not empty
            let present = try entries(machine)
            let roll = Int.random(in: 0..<100, using: &random)
            written += 1
            let line = "line \(written) (seed \(seed))"
            if present.isEmpty || roll < 30 {
                if try run(machine, ["new", "Entry \(written)", "-m", line]) { acknowledged.insert(line) }
            } else if roll < 65 {
                let chosen = present.randomElement(using: &random)
                let target = try #require(chosen?["id"] as? String)
                _ = try machine.home.write(line + "\n", to: "next-line")
                if try run(machine, ["edit", target]) { acknowledged.insert(line) }
            } else if roll < 75 {
                let chosen = present.randomElement(using: &random)
                let target = try #require(chosen)
                // What this machine saw of the entry goes with it, whether or not the kill
                // came before the delete.
                for seen in ((target["body"] as? String) ?? "").components(separatedBy: "\n") {
                    removedKnowingly.insert(seen)
                }
                _ = try run(machine, ["delete", "--yes", try #require(target["id"] as? String)])
            } else {
                _ = try run(machine, ["sync"])
            }
        }
        // Each machine syncs in turn, three times: the first pass gathers, the others spread.
        for _ in 0..<3 {
            for (index, machine) in machines.enumerated() {
                let synced = try machine.run("sync")
                #expect(synced.succeeded, "machine \(index): \(synced)")
            }
        }

        let head = try CommandRunner.git(["rev-parse", "HEAD^{tree}"], in: machines[0].journal).stdout
        var texts = ""
        for (index, machine) in machines.enumerated() {
            #expect(
                try CommandRunner.git(["rev-parse", "HEAD^{tree}"], in: machine.journal).stdout == head, "\(index)")
            try machine.expectHealthyJournal()
            #expect(try machine.run("crypt", "status").status == 0, "machine \(index) has plain files")
            texts += try machine.run("export", "-f", "txt").stdout
        }
        let lost = acknowledged.subtracting(removedKnowingly).filter { !texts.contains($0) }
        #expect(lost.isEmpty, "acknowledged lines lost (seed \(seed)): \(lost.sorted())")
        #expect(kills >= 3, "some commands should have been killed: \(kills) (seed \(seed))")
        let objects = try CommandRunner.git(["cat-file", "--batch-all-objects", "--batch"], in: remote.url).stdout
        #expect(!objects.contains("(seed \(seed))") && !objects.contains("from machine"), "text on the remote")
    }

    @Test func aFailingEditorAndTwoIlgisAtOnceLoseNothing() throws {
        let sandbox = Sandbox()
        let kept = try sandbox.newEntry("Kept", body: "before encryption")
        #expect(try sandbox.run("crypt", "init").succeeded)

        // An editor that writes and then fails: the draft stays, named, and git is clean.
        let failing = try sandbox.script("fail", #"printf 'Half an hour of writing\n' >> "$1"; exit 3"#)
        let failed = try sandbox.run("edit", kept, environment: ["EDITOR": failing])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("ilgi drafts restore"), "\(failed)")
        try sandbox.expectHealthyJournal()
        let listed = try sandbox.run("drafts").stdout
        let name = try #require(listed.split(separator: "\n").first?.split(separator: " ").first.map(String.init))
        let restored = try sandbox.run("drafts", "restore", name)
        #expect(restored.succeeded, "\(restored)")
        #expect(try sandbox.run("show", kept).stdout.contains("Half an hour of writing"))

        // Two ilgis at once: both entries saved, one after the other.
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.add(try? sandbox.run("new", "Together \(index)", "-m", "at once \(index)"))
        }
        #expect(results.all.count == 2 && results.all.allSatisfy(\.succeeded), "\(results.all)")
        let titles = try sandbox.run("list").stdout
        #expect(titles.contains("Together 0") && titles.contains("Together 1"), "\(titles)")
        try sandbox.expectHealthyJournal()

        // Bad input is one line and a non-zero exit, encrypted or not.
        let bad = try sandbox.run("show", "zzzz")
        #expect(bad.status != 0)
        #expect(bad.stderr.split(separator: "\n").count == 1, "\(bad)")
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [CommandResult] = []

        func add(_ result: CommandResult?) {
            guard let result else { return }
            lock.withLock { results.append(result) }
        }

        var all: [CommandResult] { lock.withLock { results } }
    }
}
