import Foundation
import GitKit
import IlgiTestSupport
import Testing

/// How GitKit tells a damaged index from a sound one, and a lost push race from a refusal.
@Suite struct DamageAndRaceTests {
    func committedRepository() throws -> (TemporaryDirectory, Repository) {
        let folder = TemporaryDirectory()
        for arguments in [["init", "-q", "-b", "main"]] { _ = try CommandRunner.git(arguments, in: folder.url) }
        for path in ["2025/01/a.txt", "2025/01/b.txt", "2026/11/c.txt"] {
            _ = try folder.write("text of \(path)\n", to: path)
        }
        _ = try CommandRunner.git(["add", "-A"], in: folder.url)
        _ = try CommandRunner.git(
            ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "first"], in: folder.url)
        return (folder, try Repository.open(at: folder.url))
    }

    @Test func aSoundIndexHasNoDamage() throws {
        let (folder, repository) = try committedRepository()
        withExtendedLifetime(folder) { #expect(IndexFile.damage(gitDirectory: repository.gitDirectory) == nil) }
    }

    @Test func bytesWrittenOverAnIndexAreCaughtByItsChecksum() throws {
        let (folder, repository) = try committedRepository()
        let index = repository.gitDirectory.appendingPathComponent("index")
        var bytes = try Data(contentsOf: index)
        bytes.replaceSubrange(100..<140, with: Data(repeating: UInt8(ascii: "X"), count: 40))
        try bytes.write(to: index)
        let damage = IndexFile.damage(gitDirectory: repository.gitDirectory)
        #expect(damage?.reason == "its checksum does not match its contents")
        // A patch of it is refused before anything is written.
        #expect(throws: IndexFile.Damage.self) {
            try IndexFile.update(
                gitDirectory: repository.gitDirectory, workTree: folder.url,
                changes: [PathChange(path: "2025/01/a.txt", blob: nil)])
        }
        #expect(try Data(contentsOf: index) == bytes)
    }

    /// An index of no bytes at all (a disk that lost it) cannot be mapped; a patch of it still
    /// says it is damaged, so that the caller makes it again, rather than leaving it to libgit2.
    @Test func anEmptyIndexIsDamagedAndNotPatched() throws {
        let (folder, repository) = try committedRepository()
        let index = repository.gitDirectory.appendingPathComponent("index")
        try Data().write(to: index)
        #expect(throws: IndexFile.Damage.self) {
            try IndexFile.update(
                gitDirectory: repository.gitDirectory, workTree: folder.url,
                changes: [PathChange(path: "2025/01/a.txt", blob: nil)])
        }
        #expect(try Data(contentsOf: index).isEmpty)
    }

    @Test func anIndexCutShortIsDamaged() throws {
        let (folder, repository) = try committedRepository()
        let index = repository.gitDirectory.appendingPathComponent("index")
        try Data(try Data(contentsOf: index).prefix(20)).write(to: index)
        withExtendedLifetime(folder) {
            #expect(IndexFile.damage(gitDirectory: repository.gitDirectory)?.reason == "it is cut short (20 bytes)")
        }
    }

    /// #22.5: git daemon answers a push that met another push's lock with the status "failed
    /// to update ref" and says "cannot lock ref" only in its side-band message.
    @Test func aRefTheOtherPushLockedIsALostRace() {
        let lockedByTheOther = PushRejectedError(
            reference: "refs/heads/main", reason: "failed to update ref",
            serverMessage: "error: cannot lock ref 'refs/heads/main': is at adc03f3 but expected 66d3745\n")
        #expect(lockedByTheOther.isLostRace)
        #expect(PushRejectedError(reference: "refs/heads/main", reason: "failed to update ref").isLostRace)
        #expect(PushRejectedError(reference: "refs/heads/main", reason: "non-fast-forward").isLostRace)
        let declined = PushRejectedError(
            reference: "refs/heads/main", reason: "pre-receive hook declined",
            serverMessage: "remote: no pushes today\n")
        #expect(!declined.isLostRace)
    }
}
