import Foundation
import IlgiCore
import Testing
import ZIPFoundation

@testable import IlgiTransfer

/// The limits `UnzippedArchive` holds an archive to, with small limits so that small archives
/// reach them: how many entries, how many bytes in all (HostileArchiveTests checks the rest
/// through `ilgi import`).
struct ArchiveLimitTests {
    private func archive(files: Int, bytes: Int) throws -> (URL, [ZIPFoundation.Entry]) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ilgi-limits-\(UUID().uuidString).zip")
        let zip = try Archive(url: url, accessMode: .create)
        for index in 0..<files {
            let data = Data(repeating: UInt8(index % 251), count: bytes)
            try zip.addEntry(
                with: "file\(index).txt", type: .file, uncompressedSize: Int64(bytes),
                provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size) })
        }
        return (url, Array(try Archive(url: url, accessMode: .read)))
    }

    @Test func moreEntriesThanTheLimitAreRefused() throws {
        let (url, entries) = try archive(files: 5, bytes: 10)
        defer { try? FileManager.default.removeItem(at: url) }
        var limits = UnzippedArchive.Limits()
        limits.entries = 4
        #expect(throws: ImportError.self) { try UnzippedArchive.check(entries, limits: limits, file: url.path) }
        limits.entries = 5
        #expect(try UnzippedArchive.check(entries, limits: limits, file: url.path).count == 5)
    }

    @Test func moreBytesInAllThanTheLimitAreRefused() throws {
        let (url, entries) = try archive(files: 3, bytes: 1000)
        defer { try? FileManager.default.removeItem(at: url) }
        var limits = UnzippedArchive.Limits()
        limits.totalBytes = 2999
        #expect(throws: ImportError.self) { try UnzippedArchive.check(entries, limits: limits, file: url.path) }
        limits.totalBytes = 3000
        let unzipped = try UnzippedArchive(url, limits: limits)
        let names = try FileManager.default.contentsOfDirectory(atPath: unzipped.folder.path).sorted()
        #expect(names == ["file0.txt", "file1.txt", "file2.txt"])
    }
}
