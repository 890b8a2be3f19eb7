import Crypto
import Foundation
import IlgiEntry

/// A git-crypt key file, format 2, byte for byte as git-crypt 0.4 and later read and write it
/// (its `key.cpp`): `\0GITCRYPTKEY`, the format version (2, big-endian), header fields, then one
/// group of fields per key version. A field is a big-endian id and length, then its bytes; id
/// 0 ends a group. An unknown field with an odd id is critical (the file is from a newer
/// git-crypt); an even one is skipped. So the real `git-crypt unlock` opens a journal ilgi
/// encrypted, and ilgi opens one git-crypt encrypted.
public struct GitCryptKey: Sendable, Equatable {
    /// One version of the key: what encrypts and authenticates every file.
    public struct Version: Sendable, Equatable {
        public let number: UInt32
        /// AES-256's key.
        let aesKey: Data
        /// HMAC-SHA1's key: the nonce of a file is its HMAC's first 12 bytes.
        let hmacKey: Data

        static let aesKeyLength = 32
        static let hmacKeyLength = 64

        init(number: UInt32, aesKey: Data, hmacKey: Data) {
            self.number = number
            self.aesKey = aesKey
            self.hmacKey = hmacKey
        }

        /// Fresh keys from the system's random number generator (swift-crypto's `SymmetricKey`).
        static func generate(number: UInt32) -> Version {
            Version(
                number: number,
                aesKey: SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) },
                hmacKey: SymmetricKey(size: SymmetricKeySize(bitCount: hmacKeyLength * 8)).withUnsafeBytes { Data($0) })
        }
    }

    /// The key's versions, newest first (git-crypt keeps them so; only a key rotation, which
    /// git-crypt has not shipped, makes more than version 0).
    public let versions: [Version]
    /// git-crypt's key name (`git-crypt init -k NAME`); nil for the default key, the only one
    /// ilgi uses.
    public let name: String?

    package init(versions: [Version], name: String? = nil) {
        self.versions = versions.sorted { $0.number > $1.number }
        self.name = name
    }

    /// A new default key with one version, 0, as `git-crypt init` makes.
    public static func generate() -> GitCryptKey {
        GitCryptKey(versions: [Version.generate(number: 0)])
    }

    /// The version that encrypts: the newest.
    package var latest: Version { versions[0] }

    /// The version that decrypts. git-crypt's files do not say which version made them and
    /// git-crypt always decrypts with version 0; so does ilgi.
    var decrypting: Version? { versions.first { $0.number == 0 } }

    // MARK: The file

    static let magic = Data("\0GITCRYPTKEY".utf8)
    static let formatVersion: UInt32 = 2

    private enum HeaderField: UInt32 {
        case end = 0
        case keyName = 1
    }

    private enum KeyField: UInt32 {
        case end = 0
        case version = 1
        case aesKey = 3
        case hmacKey = 5
    }

    private static let maximumFieldLength: UInt32 = 1 << 20
    private static let maximumKeyNameLength: UInt32 = 128

    /// The file's bytes, as git-crypt writes them.
    public var fileContents: Data {
        var out = GitCryptKey.magic
        out.appendBigEndian(GitCryptKey.formatVersion)
        if let name {
            out.appendBigEndian(HeaderField.keyName.rawValue)
            out.appendBigEndian(UInt32(name.utf8.count))
            out.append(contentsOf: name.utf8)
        }
        out.appendBigEndian(HeaderField.end.rawValue)
        for version in versions {
            out.appendBigEndian(KeyField.version.rawValue)
            out.appendBigEndian(4)
            out.appendBigEndian(version.number)
            out.appendBigEndian(KeyField.aesKey.rawValue)
            out.appendBigEndian(UInt32(Version.aesKeyLength))
            out.append(version.aesKey)
            out.appendBigEndian(KeyField.hmacKey.rawValue)
            out.appendBigEndian(UInt32(Version.hmacKeyLength))
            out.append(version.hmacKey)
            out.appendBigEndian(KeyField.end.rawValue)
        }
        return out
    }

    /// Reads a key file. Throws `.malformed` for anything that is not one (including the
    /// headerless files of git-crypt before 0.4, which `git-crypt migrate-key` converts) and
    /// `.incompatible` for a newer format.
    public init(fileContents data: Data) throws(KeyFileError) {
        var reader = BigEndianReader(Data(data))
        guard let magic = reader.bytes(GitCryptKey.magic.count), magic == GitCryptKey.magic,
            let format = reader.uint32()
        else { throw .malformed }
        guard format == GitCryptKey.formatVersion else { throw .incompatible }
        var name: String?
        while true {
            guard let id = reader.uint32() else { throw .malformed }
            if id == HeaderField.end.rawValue { break }
            guard let length = reader.uint32() else { throw .malformed }
            if id == HeaderField.keyName.rawValue {
                guard length <= GitCryptKey.maximumKeyNameLength, let bytes = reader.bytes(Int(length)),
                    let text = String(bytes: bytes, encoding: .utf8), GitCryptKey.isValidName(text)
                else { throw .malformed }
                name = text
            } else {
                try GitCryptKey.skip(field: id, length: length, in: &reader)
            }
        }
        var versions: [UInt32: Version] = [:]
        while !reader.isAtEnd {
            var number: UInt32?
            var aesKey: Data?
            var hmacKey: Data?
            while true {
                guard let id = reader.uint32() else { throw .malformed }
                if id == KeyField.end.rawValue { break }
                guard let length = reader.uint32() else { throw .malformed }
                switch KeyField(rawValue: id) {
                case .version:
                    guard length == 4, let value = reader.uint32() else { throw .malformed }
                    number = value
                case .aesKey:
                    guard length == Version.aesKeyLength, let bytes = reader.bytes(Int(length)) else {
                        throw .malformed
                    }
                    aesKey = bytes
                case .hmacKey:
                    guard length == Version.hmacKeyLength, let bytes = reader.bytes(Int(length)) else {
                        throw .malformed
                    }
                    hmacKey = bytes
                case .end, nil:
                    try GitCryptKey.skip(field: id, length: length, in: &reader)
                }
            }
            // git-crypt leaves a missing field zeroed; a key of zeros is no key, so ilgi refuses it.
            guard let number, let aesKey, let hmacKey else { throw .malformed }
            versions[number] = Version(number: number, aesKey: aesKey, hmacKey: hmacKey)
        }
        guard !versions.isEmpty else { throw .empty }
        self.init(versions: Array(versions.values), name: name)
    }

    /// An unknown field: critical (odd id) means a newer format; else its bytes are skipped.
    private static func skip(field id: UInt32, length: UInt32, in reader: inout BigEndianReader) throws(KeyFileError) {
        guard id & 1 == 0 else { throw .incompatible }
        guard length <= maximumFieldLength, reader.bytes(Int(length)) != nil else { throw .malformed }
    }

    /// git-crypt's rule for key names: not empty, letters, digits, `-` and `_`, not "default".
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name != "default"
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
            }
    }

    /// Why a file is not a key ilgi can use.
    public enum KeyFileError: Error, Sendable, Equatable {
        case malformed
        case incompatible
        case empty
    }
}

/// Reads big-endian numbers and byte runs off the front of a buffer; nil past its end.
struct BigEndianReader {
    private let data: Data
    private var offset: Int

    init(_ data: Data) {
        self.data = data
        self.offset = data.startIndex
    }

    var isAtEnd: Bool { offset >= data.endIndex }

    mutating func bytes(_ count: Int) -> Data? {
        guard count >= 0, data.endIndex - offset >= count else { return nil }
        defer { offset += count }
        return data.subdata(in: offset..<offset + count)
    }

    mutating func uint32() -> UInt32? {
        bytes(4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
