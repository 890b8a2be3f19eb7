import CLibGit2
import Foundation

/// Short commit ids as git prints them: at least as long as git's automatic length for a
/// repository of this size (7 for a small one, more as packs grow), or `core.abbrev` when it
/// is a number, and longer when needed to be unique, so a short id printed by ilgi can always
/// be given back to ilgi or git. Owns a handle on the object database.
public final class Abbreviator {
    let odb: OpaquePointer
    let repository: Repository
    /// The length every id starts at.
    public let minimumLength: Int

    public init(repository: Repository) throws {
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, repository.pointer))
        self.odb = odb!  // safe: set on success
        self.repository = repository
        if let configured = try? repository.config().string("core.abbrev"), let number = Int(configured) {
            minimumLength = min(max(number, 4), 40)
        } else {
            minimumLength = Abbreviator.automaticLength(objectCount: Abbreviator.packedObjectCount(repository))
        }
    }

    deinit {
        git_odb_free(odb)
    }

    /// The shortest prefix of `oid`, from `minimumLength` characters on, that names no other
    /// object.
    public func abbreviate(_ oid: Oid) -> String {
        let hex = oid.hex
        var raw = oid.raw
        for length in minimumLength..<40 {
            var found = git_oid()
            let code = git_odb_exists_prefix(&found, odb, &raw, length)
            if code == GIT_EAMBIGUOUS.rawValue {
                git_error_clear()
                continue
            }
            if code < 0 { git_error_clear() }
            return String(hex.prefix(length))
        }
        return hex
    }

    /// git's `core.abbrev=auto`: with about 2^n packed objects, ceil((n + 1) / 2) characters
    /// (collisions are expected around the square root), never fewer than 7.
    public static func automaticLength(objectCount: Int) -> Int {
        var highestBit = 0
        var rest = objectCount
        while rest > 1 {
            rest >>= 1
            highestBit += 1
        }
        return max((highestBit + 2) / 2, 7)
    }

    /// The number of objects in the repository's packs, read from each pack index's fan-out
    /// table, as git estimates it (loose objects are not counted, as git does not count them).
    static func packedObjectCount(_ repository: Repository) -> Int {
        let folder = repository.gitDirectory.appendingPathComponent("objects/pack", isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var total = 0
        for name in names where name.hasSuffix(".idx") {
            guard let handle = FileHandle(forReadingAtPath: folder.appendingPathComponent(name).path) else { continue }
            defer { try? handle.close() }
            guard let header = try? handle.read(upToCount: 8 + 256 * 4), header.count == 8 + 256 * 4 else { continue }
            let bytes = [UInt8](header)
            // Version 2 starts with "\377tOc" and a version number; version 1 with the table.
            let start = bytes[0..<4] == [0xFF, 0x74, 0x4F, 0x63] ? 8 : 0
            let last = start + 255 * 4
            total += bytes[last..<last + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return total
    }
}
