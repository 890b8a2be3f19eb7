import Crypto
import CryptoExtras
import Foundation
import IlgiCore
import IlgiStore

/// A journal file jrnl encrypted (jrnl/encryption/), read with its password. Both of the
/// formats jrnl 2 and later write hold a Fernet token (AES-128-CBC, then HMAC-SHA256 over it),
/// whose 32-byte key is PBKDF2-HMAC-SHA256 of the password, 100,000 rounds:
/// - **v2** (jrnl 2.0 to 4.5): the file is the token, base64url (it starts `gAAAAA`), and the
///   salt is the same fixed 16 bytes in every journal;
/// - **v3** (jrnl 4.6): `JRNLv3`, a big-endian 16-bit length, a header of that length (base64
///   of a JSON object; raw JSON in early v3 files) whose `salt` is base64url, then the token.
///
/// jrnl 1's format (AES-256-CBC keyed by SHA-256 of the password, no tag) is not read: it has
/// no mark to tell it from damage, and jrnl 2 and later rewrite it as v3 with `jrnl --encrypt`.
///
/// The whole file is decrypted in memory, as jrnl does: the tag covers all of it, so no part
/// can be trusted before the end is read.
public struct JrnlEncryptedFile: Sendable {
    public enum Version: String, Sendable {
        case v2, v3
    }

    public let path: String
    public let version: Version
    private let contents: Data

    /// The file at `url` when jrnl encrypted it, nil when it is not (plain text, a folder).
    /// Only its first bytes are read to tell: a plain journal may be a gigabyte.
    public init?(_ url: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return nil
        }
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let head = try handle.read(upToCount: Self.v3Mark.count) ?? Data()
            guard Self.version(of: head) != nil else { return nil }
            self.init(try handle.readToEnd().map { head + $0 } ?? head, path: url.path)
        } catch {
            throw ImportError(file: url.path, TransferText.importUnreadable(IlgiError.describe(error)))
        }
    }

    init?(_ data: Data, path: String) {
        guard let version = Self.version(of: data) else { return nil }
        self.version = version
        self.path = path
        contents = data
    }

    /// True when the file at `url` is neither text nor a later jrnl format: for a journal its
    /// jrnl config says is encrypted, jrnl 1's raw AES bytes. Reads the first 4 KB only.
    public static func looksLikeJrnl1(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096), !head.isEmpty, version(of: head) == nil else {
            return false
        }
        // A UTF-8 character cut at the 4 KB mark leaves up to 3 bytes of it at the end.
        return !(0...min(3, head.count)).contains { String(validating: head.dropLast($0), as: UTF8.self) != nil }
    }

    /// The format whose mark `data` starts with.
    private static func version(of data: Data) -> Version? {
        if data.starts(with: v3Mark) { return .v3 }
        if data.starts(with: fernetMark) { return .v2 }
        return nil
    }

    /// The journal's text; a wrong password (or a changed byte, which jrnl cannot tell from
    /// one) is an `ImportError` saying so.
    public func decrypt(password: String) throws -> String {
        let token: Data
        let salt: Data
        switch version {
        case .v2:
            token = contents
            salt = Self.v2Salt
        case .v3:
            guard let (headerSalt, rest) = Self.v3SaltAndToken(contents) else {
                throw ImportError(file: path, TransferText.importDamagedJrnlEncryption)
            }
            token = rest
            salt = headerSalt
        }
        // jrnl's format fixes 100,000 rounds, under the 210,000 swift-crypto's checked call asks.
        guard
            let key = try? KDF.Insecure.PBKDF2.deriveKey(
                from: Data(password.utf8), salt: salt, using: .sha256, outputByteCount: 32,
                unsafeUncheckedRounds: 100_000),
            let plaintext = Self.fernetDecrypt(token, key: key)
        else {
            throw ImportError(file: path, TransferText.importWrongJrnlPassword)
        }
        return try SourceText.decode(plaintext, file: path)
    }

    static let v3Mark = Data("JRNLv3".utf8)
    /// A Fernet token's version byte 0x80 and the top of its timestamp, in base64url.
    static let fernetMark = Data("gAAAAA".utf8)
    /// jrnl's fixed v2 salt (Jrnlv2Encryption, GHSA-rhx6-37mm-5q9r).
    static let v2Salt = Data([
        0xf2, 0xd5, 0x71, 0x0e, 0xc1, 0x8d, 0x2e, 0xde, 0xdc, 0x8e, 0x36, 0x74, 0x89, 0x04, 0xce, 0xf8,
    ])

    /// The v3 header's salt and the token after it; nil when the header is cut short or names
    /// no salt.
    private static func v3SaltAndToken(_ data: Data) -> (Data, Data)? {
        let bytes = [UInt8](data)
        let start = v3Mark.count + 2
        guard bytes.count >= start else { return nil }
        let length = Int(bytes[v3Mark.count]) << 8 | Int(bytes[v3Mark.count + 1])
        guard bytes.count >= start + length else { return nil }
        let field = Data(bytes[start..<start + length])
        let json = Data(base64Encoded: field) ?? field  // early v3 files hold the JSON itself
        guard let header = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any],
            let salt = (header["salt"] as? String).flatMap(base64URL)
        else { return nil }
        return (salt, Data(bytes[(start + length)...]))
    }

    /// The plaintext of a Fernet token (version 0x80, time, IV, AES-128-CBC with PKCS#7, then
    /// HMAC-SHA256 of all that), or nil when its tag does not match `key`.
    private static func fernetDecrypt(_ token: Data, key: SymmetricKey) -> Data? {
        let text = String(decoding: token, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let raw = base64URL(text), raw.count >= 1 + 8 + 16 + 16 + 32, raw.first == 0x80 else { return nil }
        let keyBytes = key.withUnsafeBytes { Data($0) }
        let signed = raw.prefix(raw.count - 32)
        let tag = raw.suffix(32)
        guard
            HMAC<Crypto.SHA256>.isValidAuthenticationCode(
                tag, authenticating: signed, using: SymmetricKey(data: keyBytes.prefix(16)))
        else { return nil }
        let start = raw.startIndex
        guard let iv = try? AES._CBC.IV(ivBytes: raw[(start + 9)..<(start + 25)]) else { return nil }
        return try? AES._CBC.decrypt(
            raw[(start + 25)..<(raw.endIndex - 32)], using: SymmetricKey(data: keyBytes.suffix(16)), iv: iv)
    }

    /// Base64url with or without its `=` padding, as Python's `urlsafe_b64encode` writes it.
    private static func base64URL(_ text: String) -> Data? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard)
    }
}
