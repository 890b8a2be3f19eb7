import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import IlgiCore
import IlgiEntry
import IlgiServeShared
import Logging
import NIOCore
import Synchronization
import UnixSignals

/// `ilgi serve`: the site's router (`Site.router()`) on a Hummingbird HTTP/1.1 server.
public struct WebServer: Sendable {
    /// The journals it shows, the one it starts on first.
    public let journals: [ServedJournal]
    public let host: String
    public let port: Int
    public let token: String
    public let language: Language?
    /// The environment the server was started in (for a sync's credentials).
    public let environment: [String: String]
    /// Served over HTTPS with this certificate; nil for plain HTTP (loopback only).
    public let certificate: MachineCertificate?
    /// The other names a request may give in `Host` (the machine's addresses, its name).
    public let names: [String]
    /// Paired devices, let in by their cookie.
    public let devices: DeviceRegistry?
    /// The pairing codes `--pair` issues.
    public let pairing: PairingCodes?
    /// The assistants' sessions at `/mcp`; nil answers it with 404.
    public var assistants: AssistantSessions?
    /// ilgi's version, for the assistants.
    public var version = "0"
    /// How long a connection may stay without a whole request arriving or being answered
    /// before it is closed: a half-sent request never holds a connection for good.
    public var idleTimeout: Duration = .seconds(30)

    public init(
        journals: [ServedJournal], host: String, port: Int, token: String, language: Language?,
        environment: [String: String] = [:], certificate: MachineCertificate? = nil, names: [String] = [],
        devices: DeviceRegistry? = nil, pairing: PairingCodes? = nil
    ) {
        self.environment = environment
        self.certificate = certificate
        self.names = names
        self.devices = devices
        self.pairing = pairing
        self.journals = journals
        self.host = host
        self.port = port
        self.token = token
        self.language = language
    }

    /// The largest request body read: a photo at the size limit `ilgi attach` keeps without
    /// `--force`, with room to spare (a form with an entry's text is far smaller).
    static let maxBody = AttachmentFile.sizeLimit + (1 << 20)

    /// Serves until SIGINT or SIGTERM. `ready` gets the address to open (with the token) once
    /// the socket is bound, with the port the system chose when `port` is 0.
    public func run(ready: @escaping @Sendable (_ url: String, _ port: Int) async -> Void) async throws {
        // The gate needs the port, which is known once the socket is bound: the site's
        // router is made then, and requests before it (there are none) are turned away.
        let site = Mutex<RouterResponder<SiteContext>?>(nil)
        let responder = CallbackResponder<SiteContext> { request, context in
            guard let current = site.withLock({ $0 }) else { return Response(status: .serviceUnavailable) }
            return try await current.respond(to: request, context: context)
        }
        var logger = Logger(label: "ilgi-serve")
        logger.logLevel = .critical
        let host = self.host
        let token = self.token
        let journals = self.journals
        let language = self.language
        let environment = self.environment
        let certificate = self.certificate
        let names = self.names
        let devices = self.devices
        let pairing = self.pairing
        let assistants = self.assistants
        let version = self.version
        // The idle timeout counts from the connection's start and from each answer: a request
        // whose head never completes (slowloris), or a connection left open, is closed then.
        let http1 = HTTPServerBuilder.http1(
            configuration: HTTP1Channel.Configuration(idleTimeout: TimeAmount(idleTimeout)))
        let app = Application(
            responder: responder,
            server: try certificate.map { try .tls(http1, tlsConfiguration: $0.tlsConfiguration()) } ?? http1,
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: nil, reuseAddress: false),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                let router = Site(
                    gate: Gatekeeper(
                        token: token, listen: host, port: bound, names: names, devices: devices,
                        isSecure: certificate != nil),
                    journals: journals, language: language, environment: environment, pairing: pairing,
                    fingerprint: certificate?.fingerprint, assistants: assistants, version: version
                ).router()
                site.withLock { $0 = router.buildResponder() }
                let shownHost =
                    host == "0.0.0.0" || host == "::" ? "127.0.0.1" : (host.contains(":") ? "[\(host)]" : host)
                let scheme = certificate == nil ? "http" : "https"
                await ready("\(scheme)://\(shownHost):\(bound)/?token=\(token)", bound)
            },
            logger: logger)
        defer { assistants?.endAll() }
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }
}
