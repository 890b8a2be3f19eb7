import CLibGit2

/// A git object id (SHA-1). A value type: it owns no libgit2 memory.
public struct Oid: Hashable, Sendable, CustomStringConvertible {
    public let raw: git_oid

    public init(_ raw: git_oid) {
        self.raw = raw
    }

    /// Parses a full 40-character hexadecimal id.
    public init(hex: String) throws {
        LibGit2.ensureInitialized()
        var oid = git_oid()
        try check(git_oid_fromstr(&oid, hex))
        self.raw = oid
    }

    /// The 40-character hexadecimal form.
    public var hex: String {
        var copy = raw
        var buffer = [CChar](repeating: 0, count: Int(GIT_OID_HEXSZ) + 1)
        git_oid_tostr(&buffer, buffer.count, &copy)
        return String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    }

    /// The first seven characters, as `git log --oneline` shows them.
    public var short: String { String(hex.prefix(7)) }

    public var description: String { hex }

    public var isZero: Bool {
        var copy = raw
        return git_oid_is_zero(&copy) == 1
    }

    public static func == (lhs: Oid, rhs: Oid) -> Bool {
        var l = lhs.raw
        var r = rhs.raw
        return git_oid_equal(&l, &r) == 1
    }

    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: raw.id) { hasher.combine(bytes: $0) }
    }
}
