import Foundation
import HTTPTypes
import Hummingbird
import IlgiCore
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

    public init(
        journals: [ServedJournal], host: String, port: Int, token: String, language: Language?,
        environment: [String: String] = [:]
    ) {
        self.environment = environment
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
        let app = Application(
            responder: responder,
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: nil, reuseAddress: false),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                let router = Site(
                    gate: Gatekeeper(token: token, listen: host, port: bound), journals: journals,
                    language: language, environment: environment
                ).router()
                site.withLock { $0 = router.buildResponder() }
                let shownHost =
                    host == "0.0.0.0" || host == "::" ? "127.0.0.1" : (host.contains(":") ? "[\(host)]" : host)
                await ready("http://\(shownHost):\(bound)/?token=\(token)", bound)
            },
            logger: logger)
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }
}
