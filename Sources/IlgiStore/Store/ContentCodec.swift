import Foundation
import IlgiEntry

/// How the bytes of a journal file are kept in git: the work of git's clean and smudge
/// filters, done by ilgi itself, because libgit2 runs no filter driver (a blob made from the
/// work tree under `filter=git-crypt` is stored as plaintext). `JournalContent` is the only
/// caller, so a codec sees every byte of every entry and asset that enters git or leaves it.
public protocol ContentCodec: Sendable {
    /// The blob bytes for a file of `path` whose work-tree bytes are `plain` (git's clean).
    func encode(_ plain: Data, path: String) throws -> Data
    /// The work-tree bytes of a file of `path` whose blob holds `stored` (git's smudge).
    func decode(_ stored: Data, path: String) throws -> Data
    /// True when blobs hold the work-tree bytes as they are: libgit2 may then compare, merge
    /// and hash them itself.
    var isIdentity: Bool { get }
    /// True when what git stores must not reveal the text: the journal's commit messages then
    /// carry no title (`CommitMessage`).
    var isEncrypted: Bool { get }
    /// A name for a file with the bytes `plain`, 16 hex digits: the same bytes, the same name
    /// (an attached photo is kept once). Plain, SHA-256; encrypted, keyed, so a file name a
    /// remote can read never tells whether a photo it knows is in the journal.
    func contentName(_ plain: Data) -> String
}

extension ContentCodec {
    public var isIdentity: Bool { false }
    public var isEncrypted: Bool { false }
    public func contentName(_ plain: Data) -> String { String(SHA256.hex(plain).prefix(16)) }
}

/// Blobs hold the files' bytes unchanged: every journal until it is encrypted.
public struct PlainContent: ContentCodec {
    public init() {}
    public func encode(_ plain: Data, path: String) -> Data { plain }
    public func decode(_ stored: Data, path: String) -> Data { stored }
    public var isIdentity: Bool { true }
}
