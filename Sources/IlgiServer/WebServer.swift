import Foundation
import HTTPTypes
import Hummingbird
import IlgiCore
import Logging
import NIOCore
import Synchronization
import UnixSignals

/// `ilgi serve`: the site on a Hummingbird HTTP/1.1 server. This file is the only one that
/// knows the server library; everything else speaks `WebRequest` and `WebResponse`.
public struct WebServer: Sendable {
    public let journal: JournalAccess
    public let stateDirectory: URL
    public let host: String
    public let port: Int
    public let token: String
    public let language: Language?
    /// The environment the server was started in (for a sync's credentials).
    public let environment: [String: String]

    public init(
        journal: JournalAccess, stateDirectory: URL, host: String, port: Int, token: String, language: Language?,
        environment: [String: String] = [:]
    ) {
        self.environment = environment
        self.journal = journal
        self.stateDirectory = stateDirectory
        self.host = host
        self.port = port
        self.token = token
        self.language = language
    }

    /// The largest request body read (a form with an entry's text).
    static let maxBody = 16 << 20

    /// Serves until SIGINT or SIGTERM. `ready` gets the address to open (with the token) once
    /// the socket is bound, with the port the system chose when `port` is 0.
    public func run(ready: @escaping @Sendable (_ url: String, _ port: Int) async -> Void) async throws {
        let site = Mutex<Site?>(nil)
        let responder = CallbackResponder<BasicRequestContext> { request, context in
            guard let current = site.withLock({ $0 }) else { return Response(status: .serviceUnavailable) }
            var request = request
            let buffer = try await request.collectBody(upTo: WebServer.maxBody)
            var headers: [String: String] = [:]
            // HTTPTypes keeps `Host` as the request's authority, not among its fields.
            if let authority = request.head.authority { headers["host"] = authority }
            for field in request.headers {
                let name = field.name.canonicalName
                headers[name] = headers[name].map { $0 + (name == "cookie" ? "; " : ", ") + field.value } ?? field.value
            }
            let web = WebRequest(
                method: request.method.rawValue, target: request.uri.string, headers: headers,
                body: Data(buffer.readableBytesView))
            let answer = await current.respond(to: web)
            var fields = HTTPFields()
            for (name, value) in answer.headers {
                if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
            }
            return Response(
                status: HTTPResponse.Status(code: answer.status), headers: fields,
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
        }
        var logger = Logger(label: "ilgi-serve")
        logger.logLevel = .critical
        let host = self.host
        let token = self.token
        let journal = self.journal
        let stateDirectory = self.stateDirectory
        let language = self.language
        let environment = self.environment
        let app = Application(
            responder: responder,
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: nil, reuseAddress: false),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                site.withLock {
                    $0 = Site(
                        gate: Gatekeeper(token: token, listen: host, port: bound), journal: journal,
                        stateDirectory: stateDirectory, language: language, environment: environment)
                }
                let shownHost =
                    host == "0.0.0.0" || host == "::" ? "127.0.0.1" : (host.contains(":") ? "[\(host)]" : host)
                await ready("http://\(shownHost):\(bound)/?token=\(token)", bound)
            },
            logger: logger)
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }
}
