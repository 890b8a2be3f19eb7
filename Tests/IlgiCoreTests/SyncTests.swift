import Foundation
import GitKit
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiStore
import IlgiTestSupport
import Testing

/// Several machines' journals and one bare remote they all sync with (`origin`, a path), in a
/// temporary folder. Machine N commits as `machineN@hostN`.
final class SyncWorld {
    let folder = TemporaryDirectory("ilgi-sync")
    let remote: URL
    var journals: [Journal] = []
    /// How every machine keeps its files' bytes in git.
    let codec: any ContentCodec

    init(machines: Int, codec: any ContentCodec = PlainContent()) throws {
        self.codec = codec
        remote = folder.appending("remote.git")
        _ = try Repository.createBare(at: remote)
        for number in 0..<machines {
            journals.append(try addMachine(number))
        }
    }

    func addMachine(_ number: Int) throws -> Journal {
        var configuration = JournalConfiguration()
        // Plain lets each journal say (so one may be encrypted); a test codec is imposed.
        configuration.codec = codec is PlainContent ? nil : codec
        let journal = try Journal.open(at: folder.appending("machine\(number)"), configuration: configuration)
        let config = try journal.repository.config()
        try config.set("user.name", to: "Machine \(number)")
        try config.set("user.email", to: "machine\(number)@host\(number)")
        try JournalSync(journal).addRemote(name: "origin", url: remote.path, relativeTo: folder.url)
        return journal
    }

    @discardableResult
    func sync(_ machine: Int) throws -> SyncReport {
        try JournalSync(journals[machine]).run(
            SyncOptions(environment: ["HOME": folder.path, "PATH": "/usr/bin:/bin"]))
    }

    func root(_ machine: Int) -> URL { journals[machine].root }

    /// Opens a machine's journal again: how it keeps its files (plain, encrypted, locked) is
    /// read when a journal opens, and a sync or an unlock may have changed it.
    func reopen(_ machine: Int, lockedToo: Bool = false) throws {
        var configuration = JournalConfiguration()
        configuration.codec = codec is PlainContent ? nil : codec
        configuration.opensLockedJournal = lockedToo
        journals[machine] = try Journal.open(at: root(machine), configuration: configuration)
    }

    /// Two machines with one entry synced, after the second committed `path` holding `data`
    /// with plain git and synced it.
    static func withAFileFromTheSecondMachine(_ path: String, _ data: Data) throws -> SyncWorld {
        let world = try SyncWorld(machines: 2)
        _ = try world.journals[0].create(text: "Mine\n")
        try world.sync(0)
        try world.sync(1)
        try world.commitFile(1, path, data, message: "Add \(path)")
        try world.sync(1)
        return world
    }

    /// Saves `entry` on `machine` with `old` replaced by `new` in its text.
    func edit(_ machine: Int, _ entry: Entry, replacing old: String, with new: String) throws {
        let current = try journals[machine].reader.entry(matching: entry.id.uuid)
        _ = try journals[machine].update(
            current, text: current.document.rendered().replacingOccurrences(of: old, with: new))
    }

    /// The text of every file in a machine's work tree, by journal path (`.git` aside).
    func files(_ machine: Int) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let root = self.root(machine)
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            if path == ".git" { enumerator?.skipDescendants(); continue }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { found[path] = try Data(contentsOf: root.appendingPathComponent(path)) }
        }
        return found
    }

    func headTree(_ machine: Int) throws -> Oid? {
        try journals[machine].repository.headCommit()?.treeOid
    }

    func expectHealthy(_ machine: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try GitChecks.status(root(machine)) == "", sourceLocation: sourceLocation)
        let fsck = try GitChecks.fsck(root(machine))
        #expect(fsck.succeeded, "\(fsck)", sourceLocation: sourceLocation)
    }

    /// Commits a file that is not an entry with plain git, as a person might.
    func commitFile(_ machine: Int, _ path: String, _ data: Data, message: String) throws {
        let url = root(machine).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        try CommandRunner.git(["add", path], in: root(machine))
        try CommandRunner.git(["commit", "-q", "-m", message], in: root(machine))
    }
}

func text(_ data: Data?) -> String { data.map { String(decoding: $0, as: UTF8.self) } ?? "" }

@Suite struct SyncTests {
    @Test func theFirstSyncPushesAndMakesTheRemoteTheUpstream() throws {
        let world = try SyncWorld(machines: 1)
        _ = try world.journals[0].create(text: "Beach\n\nSunny.\n")
        let report = try world.sync(0)
        #expect(report.sentCommits == 1)
        #expect(report.upstreamSet)
        let config = try world.journals[0].repository.config()
        #expect(try config.string("branch.main.remote") == "origin")
        #expect(try config.string("branch.main.merge") == "refs/heads/main")
        #expect(
            try JournalSync(world.journals[0]).remotes() == [
                RemoteInfo(name: "origin", url: world.remote.path, isUpstream: true)
            ])
        let remoteLog = try CommandRunner.git(["log", "--format=%s", "main"], in: world.remote).stdout
        #expect(remoteLog.hasPrefix("Add "))

        let again = try world.sync(0)
        #expect(again.integration == .upToDate)
        #expect(again.sentCommits == 0)
        #expect(!again.upstreamSet)
        try world.expectHealthy(0)
    }

    @Test func aNewMachineReceivesEverythingByFastForward() throws {
        let world = try SyncWorld(machines: 2)
        _ = try world.journals[0].create(text: "One\n")
        _ = try world.journals[0].create(text: "Two\n")
        try world.sync(0)
        let report = try world.sync(1)
        #expect(report.integration == .fastForward)
        #expect(report.received.added.count == 2)
        #expect(try world.files(1) == world.files(0))
        #expect(try world.journals[1].reader.entries().map(\.title).sorted() == ["One", "Two"])
        try world.expectHealthy(1)
    }

    @Test func editsToDifferentLinesOfOneEntryAreMergedLineByLine() throws {
        let world = try SyncWorld(machines: 2)
        let entry = try savedEntry(world.journals[0].create(text: "Title\n\nfirst line\nmiddle\nlast line\n"))
        try world.sync(0)
        try world.sync(1)
        let theirs = try world.journals[1].reader.entry(matching: entry.id.uuid)
        _ = try world.journals[1].update(
            theirs,
            text: theirs.document.rendered().replacingOccurrences(of: "last line", with: "last line, edited on 1"))
        try world.sync(1)
        _ = try world.journals[0].update(
            entry,
            text: entry.document.rendered().replacingOccurrences(of: "first line", with: "first line, edited on 0"))
        let report = try world.sync(0)

        guard case .merged = report.integration else {
            Issue.record("expected a merge, got \(report.integration)")
            return
        }
        #expect(report.conflicts.isEmpty)
        let merged = try world.journals[0].reader.entry(matching: entry.id.uuid)
        #expect(merged.body == "first line, edited on 0\nmiddle\nlast line, edited on 1")
        #expect(try world.journals[0].reader.entries().count == 1)
        #expect(try GitChecks.log(world.root(0)).first == "Merge 1 change from origin/main")
        try world.expectHealthy(0)

        try world.sync(1)
        #expect(try world.headTree(1) == world.headTree(0))
    }

    @Test func overlappingEditsKeepOursAndSaveTheirsAsAConflictCopy() throws {
        let world = try SyncWorld(machines: 2)
        let entry = try savedEntry(world.journals[0].create(text: "Beach\n\nWe walked to the pier.\n"))
        try world.sync(0)
        try world.sync(1)
        try world.edit(1, entry, replacing: "the pier", with: "the lighthouse")
        try world.sync(1)
        try world.edit(0, entry, replacing: "the pier", with: "the harbour")
        let report = try world.sync(0)

        #expect(report.conflicts.count == 1)
        let conflict = try #require(report.conflicts.first)
        guard case .entry(let original, let copyID, let title) = conflict.kind else {
            Issue.record("expected an entry conflict, got \(conflict.kind)")
            return
        }
        #expect(original == entry.id)
        #expect(title == "Beach")
        #expect(conflict.source == "machine1@host1")

        let ours = try world.journals[0].reader.entry(matching: entry.id.uuid)
        #expect(ours.body == "We walked to the harbour.")
        let copy = try world.journals[0].reader.entry(matching: copyID.uuid)
        #expect(copy.path == entry.path.replacingOccurrences(of: entry.id.uuid, with: copyID.uuid))
        #expect(copy.title == "Beach (conflict from machine1@host1, \(conflict.date))")
        #expect(copy.body == "We walked to the lighthouse.")
        #expect(copy.document.trailer("Conflict-Of") == entry.id.uuid)
        #expect(copy.document.trailer("Created") == entry.document.trailer("Created"))
        #expect(conflict.date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)

        let log = try GitChecks.log(world.root(0))
        #expect(log.first == "Merge 1 change from origin/main; kept both versions of 1 entry")
        let body = try CommandRunner.git(["log", "-1", "--format=%b"], in: world.root(0)).stdout
        #expect(body.contains("Both sides edited \(entry.id.short) (Beach); theirs is now \(copyID.short)."))
        try world.expectHealthy(0)

        try world.sync(1)
        #expect(try world.files(1) == world.files(0))
        try world.expectHealthy(1)
    }

    @Test(arguments: [true, false])
    func anEditWinsOverADelete(deleteHere: Bool) throws {
        let world = try SyncWorld(machines: 2)
        let entry = try savedEntry(world.journals[0].create(text: "Keep me\n\nline\n"))
        try world.sync(0)
        try world.sync(1)
        let deleter = deleteHere ? 0 : 1
        let editor = deleteHere ? 1 : 0
        try world.journals[deleter].delete(world.journals[deleter].reader.entry(matching: entry.id.uuid))
        let toEdit = try world.journals[editor].reader.entry(matching: entry.id.uuid)
        _ = try world.journals[editor].update(toEdit, text: "Keep me\n\nline\nmore\n")
        try world.sync(1)
        let report = try world.sync(0)

        #expect(report.conflicts.isEmpty)
        let kept = try world.journals[0].reader.entry(matching: entry.id.uuid)
        #expect(kept.body == "line\nmore")
        try world.sync(1)
        #expect(try world.files(1) == world.files(0))
        try world.expectHealthy(0)
        try world.expectHealthy(1)
    }

    @Test func entriesCreatedOnBothSidesBothAppear() throws {
        let world = try SyncWorld(machines: 2)
        _ = try world.journals[0].create(text: "Shared\n")
        try world.sync(0)
        try world.sync(1)
        _ = try world.journals[0].create(text: "From zero\n")
        _ = try world.journals[1].create(text: "From one\n")
        try world.sync(1)
        let report = try world.sync(0)
        #expect(report.received.added.count == 1)
        try world.sync(1)
        for machine in 0..<2 {
            #expect(
                try world.journals[machine].reader.entries().map(\.title).sorted() == [
                    "From one", "From zero", "Shared",
                ])
        }
        #expect(try world.headTree(0) == world.headTree(1))
    }

    @Test func historiesThatNeverMetAreJoined() throws {
        let world = try SyncWorld(machines: 2)
        _ = try world.journals[0].create(text: "Written on zero before any sync\n")
        _ = try world.journals[1].create(text: "Written on one before any sync\n")
        try world.sync(0)
        let report = try world.sync(1)
        guard case .merged = report.integration else {
            Issue.record("expected a merge, got \(report.integration)")
            return
        }
        try world.sync(0)
        #expect(try world.journals[0].reader.entries().count == 2)
        #expect(try world.headTree(0) == world.headTree(1))
        try world.expectHealthy(0)
        try world.expectHealthy(1)
    }

    @Test func otherFilesChangedOnBothSidesKeepBothVersionsByteForByte() throws {
        let world = try SyncWorld(machines: 2)
        try world.commitFile(0, "README.md", Data("# My journal\n".utf8), message: "Add README")
        try world.commitFile(0, "cover.bin", Data([0, 1, 2, 3]), message: "Add cover")
        try world.sync(0)
        try world.sync(1)
        try world.commitFile(1, "README.md", Data("# Their journal\n".utf8), message: "Edit README on one")
        try world.commitFile(1, "cover.bin", Data([0, 9, 9, 9, 0xFF]), message: "Edit cover on one")
        try world.sync(1)
        try world.commitFile(0, "README.md", Data("# Our journal\n".utf8), message: "Edit README on zero")
        try world.commitFile(0, "cover.bin", Data([0, 7, 7, 0xFE]), message: "Edit cover on zero")
        let report = try world.sync(0)

        #expect(report.conflicts.count == 2)
        let files = try world.files(0)
        #expect(text(files["README.md"]) == "# Our journal\n")
        #expect(files["cover.bin"] == Data([0, 7, 7, 0xFE]))
        let readmeCopy = try #require(report.conflicts.first { $0.kind == .file(path: "README.md") })
        // Committed with plain git, as test@example.com.
        #expect(readmeCopy.copyPath == "README (conflict from test@example.com, \(readmeCopy.date)).md")
        #expect(text(files[readmeCopy.copyPath]) == "# Their journal\n")
        let coverCopy = try #require(report.conflicts.first { $0.kind == .file(path: "cover.bin") })
        #expect(files[coverCopy.copyPath] == Data([0, 9, 9, 9, 0xFF]))
        #expect(
            try GitChecks.log(world.root(0)).first == "Merge 2 changes from origin/main; kept both versions of 2 files")
        try world.expectHealthy(0)
    }

    @Test func aFileOnOneSideAndAFolderOfTheSameNameOnTheOtherAreBothKept() throws {
        let world = try SyncWorld(machines: 2)
        _ = try world.journals[0].create(text: "Shared\n")
        try world.sync(0)
        try world.sync(1)
        try world.commitFile(0, "notes", Data("a file\n".utf8), message: "Add notes file")
        try world.commitFile(1, "notes/todo.txt", Data("a folder\n".utf8), message: "Add notes folder")
        try world.sync(1)
        let report = try world.sync(0)
        let files = try world.files(0)
        #expect(text(files["notes/todo.txt"]) == "a folder\n")
        let kept = try #require(report.conflicts.first)
        #expect(text(files[kept.copyPath]) == "a file\n")
        // Written here, with plain git (as test@example.com).
        #expect(kept.copyPath == "notes (conflict from test@example.com, \(kept.date))")
        try world.expectHealthy(0)
        try world.sync(1)
        #expect(try world.files(1) == files)
    }

    /// A sync writes a committed symbolic link as git would: a link, or with
    /// `core.symlinks=false` a small file holding the target's path (never followed either way).
    @Test(arguments: [true, false])
    func aCommittedLinkIsWrittenAsGitWouldWriteIt(symlinks: Bool) throws {
        let world = try SyncWorld(machines: 2)
        _ = try world.journals[0].create(text: "Shared\n")
        try world.sync(0)
        try world.sync(1)
        let link = world.root(1).appendingPathComponent("notes/elsewhere")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/etc/hostname")
        try CommandRunner.git(["add", "notes/elsewhere"], in: world.root(1))
        try CommandRunner.git(["commit", "-q", "-m", "Add a link"], in: world.root(1))
        try world.sync(1)
        if !symlinks { try world.journals[0].repository.config().set("core.symlinks", to: "false") }
        try world.sync(0)

        let path = world.root(0).appendingPathComponent("notes/elsewhere").path
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
        #expect(destination == (symlinks ? "/etc/hostname" : nil))
        if !symlinks { #expect(try String(contentsOfFile: path, encoding: .utf8) == "/etc/hostname") }
        #expect(try GitChecks.status(world.root(0)) == "")
    }

    @Test func uncommittedChangesStopTheSyncBeforeAnythingMoves() throws {
        let world = try SyncWorld(machines: 2)
        let entry = try savedEntry(world.journals[0].create(text: "Mine\n"))
        try world.sync(0)
        try world.sync(1)
        _ = try world.journals[1].create(text: "Theirs\n")
        try world.sync(1)
        try Data("Edited by hand\n".utf8).write(to: world.root(0).appendingPathComponent(entry.path))
        let head = try world.journals[0].repository.headCommit()?.oid

        #expect(throws: SyncError.uncommittedChanges(paths: [entry.path])) { try world.sync(0) }
        #expect(try world.journals[0].repository.headCommit()?.oid == head)
        #expect(text(try world.files(0)[entry.path]) == "Edited by hand\n")
    }

    /// Whether the work tree holds changes not yet committed is a stat of every file: it is
    /// asked only when a sync will write the work tree. One that only sends touches no file.
    @Test func aSyncThatOnlySendsLeavesAnEditNotYetCommittedAsItIs() throws {
        let world = try SyncWorld(machines: 1)
        let entry = try savedEntry(world.journals[0].create(text: "Mine\n"))
        try world.sync(0)
        try Data("Edited by hand\n".utf8).write(to: world.root(0).appendingPathComponent(entry.path))
        _ = try world.journals[0].create(text: "Another\n")

        let report = try world.sync(0)
        #expect(report.integration == .upToDate)
        #expect(report.sentCommits == 1)
        #expect(text(try world.files(0)[entry.path]) == "Edited by hand\n")
        #expect(try world.journals[0].store.content.uncommittedChanges(root: world.root(0)) == [entry.path])
    }

    @Test func anUntrackedFileInTheWayStopsTheSyncAndIsNamed() throws {
        let world = try SyncWorld.withAFileFromTheSecondMachine("README.md", Data("Theirs\n".utf8))
        _ = try world.journals[0].create(text: "More of mine\n")
        try Data("Never committed\n".utf8).write(to: world.root(0).appendingPathComponent("README.md"))
        let head = try world.journals[0].repository.headCommit()?.oid

        #expect(throws: SyncError.checkoutBlocked(detail: "README.md")) { try world.sync(0) }
        #expect(try world.journals[0].repository.headCommit()?.oid == head)
        #expect(text(try world.files(0)["README.md"]) == "Never committed\n")

        try FileManager.default.removeItem(at: world.root(0).appendingPathComponent("README.md"))
        try world.sync(0)
        #expect(text(try world.files(0)["README.md"]) == "Theirs\n")
        try world.expectHealthy(0)
    }

    /// A file git does not track that already holds what the sync brings is not in the way,
    /// as git's checkout lets it be.
    @Test func anUntrackedFileThatHoldsWhatComesIsNotInTheWay() throws {
        let world = try SyncWorld.withAFileFromTheSecondMachine("README.md", Data("Same\n".utf8))
        try Data("Same\n".utf8).write(to: world.root(0).appendingPathComponent("README.md"))
        let report = try world.sync(0)
        #expect(report.integration == .fastForward)
        #expect(text(try world.files(0)["README.md"]) == "Same\n")
        try world.expectHealthy(0)
    }

    @Test func aMissingRemoteIsAClearErrorAndChangesNothing() throws {
        let world = try SyncWorld(machines: 1)
        _ = try world.journals[0].create(text: "Safe\n")
        try FileManager.default.removeItem(at: world.remote)
        let head = try world.journals[0].repository.headCommit()?.oid
        do {
            try world.sync(0)
            Issue.record("a sync with a missing remote must fail")
        } catch let error as SyncError {
            guard case .remoteRepositoryMissing(let remote, _, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(remote == "origin")
            #expect(error.exitCode == 1)
        }
        #expect(try world.journals[0].repository.headCommit()?.oid == head)
        // Once the remote is back, the next sync simply works.
        _ = try Repository.createBare(at: world.remote)
        #expect(try world.sync(0).sentCommits == 1)
    }

    @Test func remotesAreAddedListedAndRemoved() throws {
        let world = try SyncWorld(machines: 1)
        let journal = world.journals[0]
        try JournalSync(journal).addRemote(name: "backup", url: "remote.git", relativeTo: world.folder.url)
        #expect(try JournalSync(journal).remotes().map(\.name) == ["backup", "origin"])
        #expect(try JournalSync(journal).remotes()[0].url == world.remote.path)
        #expect(throws: SyncError.remoteExists(name: "backup", url: world.remote.path)) {
            try JournalSync(journal).addRemote(name: "backup", url: world.remote.path, relativeTo: world.folder.url)
        }
        #expect(throws: SyncError.invalidRemoteName(name: "no good")) {
            try JournalSync(journal).addRemote(name: "no good", url: world.remote.path, relativeTo: world.folder.url)
        }
        try JournalSync(journal).removeRemote(name: "backup")
        #expect(throws: SyncError.remoteNotFound(name: "backup", known: ["origin"])) {
            try JournalSync(journal).removeRemote(name: "backup")
        }
        #expect(throws: SyncError.remoteNotFound(name: "elsewhere", known: ["origin"])) {
            try JournalSync(journal).run(SyncOptions(remote: "elsewhere"))
        }
        try JournalSync(journal).removeRemote(name: "origin")
        #expect(throws: SyncError.noRemote) { try JournalSync(journal).run() }
    }
}

@Suite struct RemoteAddressTests {
    let here = URL(fileURLWithPath: "/home/me", isDirectory: true)

    @Test func everyURLFormGitKnowsIsRead() throws {
        let cases: [(String, RemoteAddress.Kind, String?, String?, Int?, String)] = [
            ("/srv/journal.git", .path, nil, nil, nil, "/srv/journal.git"),
            ("journal.git", .path, nil, nil, nil, "/home/me/journal.git"),
            ("../shared/journal.git", .path, nil, nil, nil, "/home/shared/journal.git"),
            ("file:///srv/journal.git", .file, nil, nil, nil, "/srv/journal.git"),
            ("git://example.com/journal.git", .git, nil, "example.com", nil, "/journal.git"),
            ("git://127.0.0.1:9418/journal.git", .git, nil, "127.0.0.1", 9418, "/journal.git"),
            ("ssh://me@example.com:2222/srv/journal.git", .ssh, "me", "example.com", 2222, "/srv/journal.git"),
            ("me@example.com:journal.git", .scp, "me", "example.com", nil, "journal.git"),
            ("example.com:~/journal.git", .scp, nil, "example.com", nil, "~/journal.git"),
            ("https://example.com/me/journal.git", .https, nil, "example.com", nil, "/me/journal.git"),
            ("http://127.0.0.1:8080/journal.git", .http, nil, "127.0.0.1", 8080, "/journal.git"),
        ]
        for (text, kind, user, host, port, path) in cases {
            let address = try RemoteAddress.parse(text, relativeTo: here)
            #expect(address.kind == kind, "\(text)")
            #expect(address.user == user, "\(text)")
            #expect(address.host == host, "\(text)")
            #expect(address.port == port, "\(text)")
            #expect(address.path == path, "\(text)")
        }
        #expect(try RemoteAddress.parse("journal.git", relativeTo: here).url == "/home/me/journal.git")
        #expect(try RemoteAddress.parse("me@example.com:journal.git", relativeTo: here).usesSSH)
    }

    @Test func unusableURLsAreRefusedWithAReason() {
        for text in [
            "", "   ", "ftp://example.com/journal.git", "https:///journal.git", "https://example.com",
            "https://example.com/", "ssh://example.com:99999/x.git", "@example.com:x.git", "example.com:",
            "file://relative/path", "a\nb",
        ] {
            #expect(throws: SyncError.self, "\(text)") { try RemoteAddress.parse(text, relativeTo: here) }
        }
    }
}
