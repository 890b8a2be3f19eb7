import CLibGit2
import Foundation

/// Short commit ids as git prints them: at least as long as git's automatic length for a
/// repository of this size (7 for a small one, more as packs grow), or `core.abbrev` when it
/// is a number, and longer when needed to be unique, so a short id printed by a program can always
/// be given back to it or to git.
///
/// Uniqueness is decided as git decides it, against the neighbours of the id among every
/// object: the sorted names in each pack index, and the names in the id's loose-object folder,
/// each folder listed once. (Asking libgit2 instead lists a loose folder on every call, which
/// costs seconds over a long history of loose objects, as a program that commits often writes them.)
public final class Abbreviator {
    let repository: Repository
    /// The length every id starts at.
    public let minimumLength: Int
    private let objects: URL
    private let packs: [SortedNames]
    private var looseFolders: [UInt8: SortedNames] = [:]
    /// libgit2's own lookup, for repositories that borrow objects from elsewhere (alternates).
    private let fallback: OpaquePointer?

    public init(repository: Repository) throws {
        self.repository = repository
        objects = repository.gitDirectory.appendingPathComponent("objects", isDirectory: true)
        packs = Abbreviator.readPackIndexes(objects.appendingPathComponent("pack", isDirectory: true))
        if let configured = try? repository.config().string("core.abbrev"), let number = Int(configured) {
            minimumLength = min(max(number, 4), 40)
        } else {
            minimumLength = Abbreviator.automaticLength(objectCount: packs.reduce(0) { $0 + $1.count })
        }
        if FileManager.default.fileExists(atPath: objects.appendingPathComponent("info/alternates").path) {
            var odb: OpaquePointer?
            try check(git_repository_odb(&odb, repository.pointer))
            fallback = odb
        } else {
            fallback = nil
        }
    }

    deinit {
        if let fallback { git_odb_free(fallback) }
    }

    /// The shortest prefix of `oid`, from `minimumLength` characters on, that names no other
    /// object.
    public func abbreviate(_ oid: Oid) -> String {
        let hex = oid.hex
        if let fallback { return Abbreviator.abbreviate(oid, hex: hex, from: minimumLength, odb: fallback) }
        let name = withUnsafeBytes(of: oid.raw.id) { Array($0.prefix(20)) }
        var shared = packs.map { $0.longestSharedPrefix(with: name) }.max() ?? 0
        shared = max(shared, looseNames(in: name[0]).longestSharedPrefix(with: name))
        return String(hex.prefix(min(max(minimumLength, shared + 1), 40)))
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

    /// The loose objects whose names start with `first`, listed once.
    private func looseNames(in first: UInt8) -> SortedNames {
        if let known = looseFolders[first] { return known }
        let folder = objects.appendingPathComponent(String(format: "%02x", first), isDirectory: true)
        var bytes: [UInt8] = []
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            guard file.utf8.count == 38, let rest = Hex.bytes(of: file) else { continue }
            bytes.append(first)
            bytes.append(contentsOf: rest)
        }
        let names = SortedNames(unsorted: bytes)
        looseFolders[first] = names
        return names
    }

    /// The object names of every pack, read from the `.idx` files (version 2: an 8-byte header,
    /// 256 four-byte fan-out counts, then the sorted 20-byte names; version 1: the fan-out,
    /// then 24-byte records of offset and name).
    private static func readPackIndexes(_ folder: URL) -> [SortedNames] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".idx") }.compactMap { name in
            // border: .git
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name), options: .alwaysMapped),
                data.count >= 1024
            else { return nil }
            return data.withUnsafeBytes { raw -> SortedNames? in
                let isVersion2 = raw.starts(with: [0xFF, 0x74, 0x4F, 0x63])
                let fanout = isVersion2 ? 8 : 0
                guard raw.count >= fanout + 1024 else { return nil }
                let count = raw[(fanout + 1020)..<(fanout + 1024)].reduce(0) { $0 << 8 | Int($1) }
                let start = fanout + 1024
                if isVersion2 {
                    guard raw.count >= start + count * 20 else { return nil }
                    return SortedNames(sorted: Array(raw[start..<(start + count * 20)]))
                }
                guard raw.count >= start + count * 24 else { return nil }
                var names: [UInt8] = []
                names.reserveCapacity(count * 20)
                for record in 0..<count {
                    names.append(contentsOf: raw[(start + record * 24 + 4)..<(start + record * 24 + 24)])
                }
                return SortedNames(sorted: names)
            }
        }
    }

    private static func abbreviate(_ oid: Oid, hex: String, from minimum: Int, odb: OpaquePointer) -> String {
        var raw = oid.raw
        for length in minimum..<40 {
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
}

/// Object names, 20 bytes each, in sorted order, searched for the neighbours of a name.
struct SortedNames {
    private let bytes: [UInt8]
    var count: Int { bytes.count / 20 }

    init(sorted bytes: [UInt8]) {
        self.bytes = bytes
    }

    init(unsorted bytes: [UInt8]) {
        let names = stride(from: 0, to: bytes.count, by: 20).map { bytes[$0..<($0 + 20)] }
        self.bytes = names.sorted { $0.lexicographicallyPrecedes($1) }.flatMap { $0 }
    }

    /// How many hex digits `name` shares with the most similar other name here.
    func longestSharedPrefix(with name: [UInt8]) -> Int {
        guard count > 0 else { return 0 }
        // The first position whose name is not below `name`.
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if compare(at: middle, name) < 0 { low = middle + 1 } else { high = middle }
        }
        var longest = 0
        for position in [low - 1, low, low + 1] where position >= 0 && position < count {
            guard compare(at: position, name) != 0 else { continue }
            longest = max(longest, sharedHexDigits(at: position, name))
        }
        return longest
    }

    private func compare(at position: Int, _ name: [UInt8]) -> Int {
        let start = position * 20
        for offset in 0..<20 where bytes[start + offset] != name[offset] {
            return bytes[start + offset] < name[offset] ? -1 : 1
        }
        return 0
    }

    private func sharedHexDigits(at position: Int, _ name: [UInt8]) -> Int {
        let start = position * 20
        for offset in 0..<20 {
            let byte = bytes[start + offset]
            if byte == name[offset] { continue }
            return offset * 2 + (byte >> 4 == name[offset] >> 4 ? 1 : 0)
        }
        return 40
    }
}
