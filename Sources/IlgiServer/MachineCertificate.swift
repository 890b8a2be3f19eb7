import Crypto
import Foundation
import HummingbirdTLS
import IlgiCore
import IlgiEntry
import IlgiServeShared
import IlgiStore
import NIOSSL
import SwiftASN1
import X509

/// The certificate `ilgi serve --listen` serves HTTPS with: the user's own (`--cert`/`--key`,
/// such as `tailscale cert` makes), or one ilgi makes for the machine, self-signed (P-256),
/// for its addresses and name, kept in `$XDG_CONFIG_HOME/ilgi/serve/` so a phone that trusted
/// it once keeps trusting it. Its SHA-256 fingerprint is what the user compares on the phone.
public struct MachineCertificate: Sendable {
    public let certificatePEM: String
    public let keyPEM: String
    /// SHA-256 of the certificate's DER, as colon-separated upper-case hex.
    public let fingerprint: String

    /// The pair in `certificate` and `key` (PEM files).
    public init(certificate: URL, key: URL) throws {
        do {
            certificatePEM = try String(contentsOf: certificate, encoding: .utf8)  // border: the config folder
            keyPEM = try String(contentsOf: key, encoding: .utf8)  // border: the config folder
            let parsed = try Certificate(pemEncoded: certificatePEM)
            fingerprint = try Self.fingerprint(of: parsed)
        } catch {
            throw IlgiError.invalidInput(
                Localized(ServerText.badCertificate(certificate.path, String(describing: error))))
        }
    }

    init(certificatePEM: String, keyPEM: String, fingerprint: String) {
        self.certificatePEM = certificatePEM
        self.keyPEM = keyPEM
        self.fingerprint = fingerprint
    }

    /// The machine's certificate in `folder`, made (again) when there is none, it has expired,
    /// or it does not name every one of `names` (an address the machine did not have then).
    public static func machine(in folder: URL, names: [String], now: Date = Date()) throws -> MachineCertificate {
        let certificateFile = folder.appendingPathComponent("ilgi.crt")
        let keyFile = folder.appendingPathComponent("ilgi.key")
        if let existing = try? MachineCertificate(certificate: certificateFile, key: keyFile),
            let parsed = try? Certificate(pemEncoded: existing.certificatePEM),
            parsed.notValidAfter > now.addingTimeInterval(86_400),
            Set(names).isSubset(of: Self.names(in: parsed))
        {
            return existing
        }
        let made = try make(names: names, now: now)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try PrivateFile.write(Data(made.keyPEM.utf8), to: keyFile)
            try Data(made.certificatePEM.utf8).write(to: certificateFile, options: .atomic)
        } catch {
            throw IlgiError.wrapping(error, while: .saveSettings, path: folder.path)
        }
        return made
    }

    /// A new self-signed certificate for `names` (IP addresses and host names), valid 825
    /// days, the most phones accept for one.
    static func make(names: [String], now: Date) throws -> MachineCertificate {
        let key = P256.Signing.PrivateKey()
        let subject = try DistinguishedName {
            CommonName(
                "ilgi serve on "
                    + (ProcessInfo.processInfo.hostName.isEmpty ? "this machine" : ProcessInfo.processInfo.hostName))
        }
        let alternatives = names.map { name -> GeneralName in
            if let address = Self.addressBytes(name) { return .ipAddress(ASN1OctetString(contentBytes: address[...])) }
            return .dnsName(name)
        }
        let extensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            Critical(KeyUsage(digitalSignature: true))
            try ExtendedKeyUsage([.serverAuth])
            SubjectAlternativeNames(alternatives)
        }
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: .init(key.publicKey),
            notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(825 * 86_400),
            issuer: subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256, extensions: extensions,
            issuerPrivateKey: .init(key))
        return MachineCertificate(
            certificatePEM: try certificate.serializeAsPEM().pemString, keyPEM: key.pemRepresentation,
            fingerprint: try fingerprint(of: certificate))
    }

    static func fingerprint(of certificate: Certificate) throws -> String {
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        return Crypto.SHA256.hash(data: serializer.serializedBytes).map { String(format: "%02X", $0) }
            .joined(separator: ":")
    }

    /// The names and addresses a certificate is for.
    static func names(in certificate: Certificate) -> Set<String> {
        guard let alternatives = try? certificate.extensions.subjectAlternativeNames else { return [] }
        var names = Set<String>()
        for name in alternatives {
            switch name {
            case .dnsName(let text): names.insert(text)
            case .ipAddress(let bytes): names.insert(Self.addressText(Array(bytes.bytes)))
            default: break
            }
        }
        return names
    }

    static func addressBytes(_ text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }

    static func addressText(_ bytes: [UInt8]) -> String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        let ok = bytes.withUnsafeBytes { inet_ntop(family, $0.baseAddress, &buffer, socklen_t(buffer.count)) } != nil
        return ok ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    }

    /// The TLS configuration that serves this certificate.
    func tlsConfiguration() throws -> TLSConfiguration {
        let chain = try NIOSSLCertificate.fromPEMBytes(Array(certificatePEM.utf8)).map {
            NIOSSLCertificateSource.certificate($0)
        }
        let key = try NIOSSLPrivateKey(bytes: Array(keyPEM.utf8), format: .pem)
        return TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(key))
    }
}

/// The machine's addresses beyond loopback and its host name: the names a phone reaches it by.
public enum MachineAddresses {
    public static func all() -> [String] {
        var names: [String] = []
        var list: UnsafeMutablePointer<ifaddrs>?
        if getifaddrs(&list) == 0 {
            var cursor = list
            while let entry = cursor {
                defer { cursor = entry.pointee.ifa_next }
                guard let address = entry.pointee.ifa_addr else { continue }
                let family = Int32(address.pointee.sa_family)
                var bytes: [UInt8] = []
                if family == AF_INET {
                    bytes = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                        var value = pointer.pointee.sin_addr
                        return withUnsafeBytes(of: &value) { Array($0) }
                    }
                } else if family == AF_INET6 {
                    bytes = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                        var value = pointer.pointee.sin6_addr
                        return withUnsafeBytes(of: &value) { Array($0) }
                    }
                    if bytes.first == 0xFE, (bytes[1] & 0xC0) == 0x80 { continue }  // link-local: needs a zone
                } else {
                    continue
                }
                let text = MachineCertificate.addressText(bytes)
                if !text.isEmpty, !names.contains(text) { names.append(text) }
            }
            freeifaddrs(list)
        }
        let host = ProcessInfo.processInfo.hostName
        return names.filter { $0 != "127.0.0.1" && $0 != "::1" } + (host.isEmpty ? [] : [host])
    }
}
