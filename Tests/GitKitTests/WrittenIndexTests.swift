import Foundation
import IlgiTestSupport
import Testing

@testable import GitKit

/// A save hashes the whole `.git/index` only when it is not the one the last save wrote
/// (`WrittenIndex`): every other index, git's or one written over, is checked in full.
@Suite struct WrittenIndexTests {
    /// A committed repository of three files, with its index, and where the note is kept.
    func committedRepository() throws -> (folder: TemporaryDirectory, repository: Repository, note: URL) {
        let folder = TemporaryDirectory()
        _ = try CommandRunner.git(["init", "-q", "-b", "main"], in: folder.url)
        for path in ["2025/01/a.txt", "2025/01/b.txt", "2026/11/c.txt"] {
            _ = try folder.write("text of \(path)\n", to: path)
        }
        _ = try CommandRunner.git(["add", "-A"], in: folder.url)
        _ = try CommandRunner.git(
            ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "first"], in: folder.url)
        let repository = try Repository.open(at: folder.url)
        return (folder, repository, repository.gitDirectory.appendingPathComponent("index-written"))
    }

    func index(of repository: Repository) -> URL { repository.gitDirectory.appendingPathComponent("index") }

    func removing(_ path: String) -> [PathChange] { [PathChange(path: path, blob: nil)] }

    /// Writes over the middle of the index, its length kept.
    func damage(_ index: URL) throws {
        var bytes = try Data(contentsOf: index)
        bytes.replaceSubrange(100..<140, with: Data(repeating: UInt8(ascii: "X"), count: 40))
        try bytes.write(to: index)
    }

    func status(of url: URL) -> stat {
        var info = stat()
        lstat(url.path, &info)
        return info
    }

    @Test func anUpdateNotesTheIndexItWrote() throws {
        let (folder, repository, note) = try committedRepository()
        try FileManager.default.removeItem(at: folder.appending("2025/01/a.txt"))
        #expect(
            try IndexFile.update(
                gitDirectory: repository.gitDirectory, workTree: folder.url, changes: removing("2025/01/a.txt"),
                writtenNote: note))
        let written = try Data(contentsOf: index(of: repository))
        let noted = try #require(WrittenIndex.read(from: note))
        #expect(noted == WrittenIndex(status: status(of: index(of: repository)), checksum: written.suffix(20)))
        // The note reads back as it was written.
        #expect(WrittenIndex(line: noted.line) == noted)
        // git reads the index the update wrote.
        #expect(try CommandRunner.git(["status", "--porcelain"], in: folder.url).stdout == "D  2025/01/a.txt\n")
    }

    @Test func anIndexWrittenOverAfterTheNoteIsCheckedInFull() throws {
        let (folder, repository, note) = try committedRepository()
        _ = try IndexFile.update(
            gitDirectory: repository.gitDirectory, workTree: folder.url, changes: removing("2025/01/a.txt"),
            writtenNote: note)
        // The same file, written over in place: its change time moved, so the note is not its.
        try damage(index(of: repository))
        #expect(throws: IndexFile.Damage.self) {
            try IndexFile.update(
                gitDirectory: repository.gitDirectory, workTree: folder.url, changes: removing("2025/01/b.txt"),
                writtenNote: note)
        }
    }

    @Test func theIndexTheNoteDescribesIsNotHashedAgain() throws {
        let (folder, repository, note) = try committedRepository()
        // Damage no write could hide, noted as if this index were the one written: the update
        // trusts the note and does not hash it (which is why the note is kept only by ilgi, in
        // a folder of its own, and matched on what no program can set back).
        try damage(index(of: repository))
        let bytes = try Data(contentsOf: index(of: repository))
        try Data(WrittenIndex(status: status(of: index(of: repository)), checksum: bytes.suffix(20)).line.utf8)
            .write(to: note)
        #expect(
            try IndexFile.update(
                gitDirectory: repository.gitDirectory, workTree: folder.url, changes: removing("2026/11/c.txt"),
                writtenNote: note))
    }

    @Test func aNoteThatDoesNotReadIsNoNote() throws {
        let (folder, repository, note) = try committedRepository()
        try damage(index(of: repository))
        for text in ["", "1 2 3\n", String(repeating: "9 ", count: 5) + String(repeating: "g", count: 40) + "\n"] {
            try Data(text.utf8).write(to: note)
            #expect(WrittenIndex.read(from: note) == nil)
            #expect(throws: IndexFile.Damage.self) {
                try IndexFile.update(
                    gitDirectory: repository.gitDirectory, workTree: folder.url, changes: removing("2025/01/a.txt"),
                    writtenNote: note)
            }
        }
    }
}
