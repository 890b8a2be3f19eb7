import CDeferredAuthorities
import CLibGit2
import Foundation
import IlgiTestSupport
import Testing

@testable import GitKit

/// libgit2's set-up only notes the system's certificate bundle (`CDeferredAuthorities`): the
/// first fetch or push loads it before it connects, and a TLS connection is judged by it then.
@Suite struct CertificateAuthoritiesTests {
    @Test(
        .enabled(if: LibGit2.features.contains(.https), "needs a libgit2 built with HTTPS"),
        .enabled(if: CommandRunner.isAvailable("openssl"), "needs openssl (see .ci/run)"))
    func anHTTPSFetchLoadsTheAuthoritiesFirstAndStillRefusesACertificateNoneSigned() throws {
        let folder = TemporaryDirectory()
        let server = try SelfSignedTLSServer(in: folder)
        defer { server.stop() }
        let repository = try Repository.create(at: folder.appending("journal"))
        let remote = try repository.createRemote(
            named: "origin", url: "https://127.0.0.1:\(server.port)/journal.git")

        #expect {
            try remote.fetch(callbacks: RemoteCallbacks())
        } throws: { ($0 as? GitError)?.isCertificateFailure == true }
        #expect(ilgi_authorities_deferred() == 0)
    }
}

/// `openssl s_server` on a port of 127.0.0.1 the kernel picks, with a certificate for
/// 127.0.0.1 that it signed itself (no authority of the system's did).
private final class SelfSignedTLSServer {
    let port: Int
    private let process: BackgroundProcess

    init(in folder: TemporaryDirectory) throws {
        let key = folder.appending("key.pem").path
        let certificate = folder.appending("certificate.pem").path
        let made = try CommandRunner.run(
            "openssl",
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", key,
                "-out", certificate, "-days", "2", "-subj", "/CN=127.0.0.1",
            ])
        guard made.status == 0 else { throw ServerFailure.notStarted(made.stderr) }
        process = try BackgroundProcess(
            "openssl", ["s_server", "-accept", "127.0.0.1:0", "-cert", certificate, "-key", key, "-www"])
        var announced: Int?
        for _ in 0..<500 where announced == nil && process.isRunning {
            announced = Self.port(in: process.log)
            if announced == nil { usleep(20_000) }
        }
        guard let announced else { throw ServerFailure.notStarted(process.log) }
        port = announced
    }

    func stop() { process.stop() }

    /// The port in s_server's "ACCEPT 127.0.0.1:PORT" line.
    private static func port(in log: String) -> Int? {
        log.split(separator: "\n").lazy.compactMap { line -> Int? in
            guard line.hasPrefix("ACCEPT "), let colon = line.lastIndex(of: ":") else { return nil }
            return Int(line[line.index(after: colon)...])
        }.first
    }

    enum ServerFailure: Error { case notStarted(String) }
}
