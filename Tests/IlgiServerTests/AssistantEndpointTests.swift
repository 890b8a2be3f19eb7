import Foundation
import HTTPTypes
import Hummingbird
import IlgiCore
import IlgiServeShared
import IlgiTestSupport
import Testing

@testable import IlgiServer

/// `/mcp` behind the gate, without a socket: what each token opens, and how the sessions are
/// kept (at most `limit`, the idle ones let go first, none of a busy one). The whole exchange
/// with a real client over HTTP is `Tests/assistant/mcp_http_scenario.py` (AssistantTests).
@Suite struct AssistantEndpointTests {
    let folder = TemporaryDirectory("ilgi-serve-mcp")
    let devices: DeviceRegistry
    let gate: Gatekeeper
    let clock = ManualClock()
    let authority = "127.0.0.1:4326"

    init() {
        devices = DeviceRegistry(file: folder.appending("config/ilgi/devices"))
        gate = Gatekeeper(token: "session-token", listen: "127.0.0.1", port: 4326, devices: devices)
    }

    func site(program: String?) throws -> Site {
        let root = folder.appending("journal")
        _ = try Journal.open(at: root)
        let clock = self.clock
        return Site(
            gate: gate, journals: [ServedJournal(name: "default", access: JournalAccess(root: root))],
            language: .english,
            assistants: AssistantSessions(program: program, journal: root, environment: [:], clock: { clock.now }))
    }

    func verdict(_ headers: [String: String]) async throws -> Gatekeeper.AssistantVerdict {
        var fields = HTTPFields()
        for (name, value) in ["Host": authority].merging(headers, uniquingKeysWith: { $1 }) {
            fields.append(HTTPField(name: HTTPField.Name(name)!, value: value))
        }
        let head = HTTPRequest(method: .post, scheme: "http", authority: authority, path: "/mcp", headerFields: fields)
        return gate.checkAssistant(Request(head: head, body: RequestBody(buffer: ByteBuffer())), now: clock.now)
    }

    @Test func eachTokenOpensWhatItWasMadeFor() async throws {
        let (reader, readToken) = try devices.pair(name: "phone assistant", grant: .assistantReading, now: clock.now)
        let (writer, writeToken) = try devices.pair(name: "laptop", grant: .assistantWriting, now: clock.now)
        let (phone, phoneToken) = try devices.pair(name: "iPhone, Safari", now: clock.now)

        #expect(
            try await verdict(["Authorization": "Bearer \(readToken)"])
                == .pass(.init(holder: reader.id, writes: false)))
        #expect(
            try await verdict(["Authorization": "Bearer \(writeToken)"])
                == .pass(.init(holder: writer.id, writes: true)))
        #expect(
            try await verdict(["Authorization": "Bearer \(phoneToken)"])
                == .pass(.init(holder: phone.id, writes: false)),
            "a paired phone's token reads")
        #expect(
            try await verdict(["Authorization": "Bearer session-token"])
                == .pass(.init(holder: "session", writes: false)))

        #expect(try await verdict([:]) == .refuse(status: 401, reason: .noToken))
        #expect(try await verdict(["Cookie": "ilgi-4326=session-token"]) == .refuse(status: 401, reason: .noToken))
        #expect(try await verdict(["Authorization": "Bearer \(readToken)x"]) == .refuse(status: 401, reason: .noToken))
        #expect(
            try await verdict(["Authorization": "Bearer \(readToken)", "Origin": "https://evil.example"])
                == .refuse(status: 403, reason: .foreignOrigin))
        #expect(
            try await verdict(["Authorization": "Bearer \(readToken)", "Host": "evil.example:4326"])
                == .refuse(status: 403, reason: .foreignHost))

        _ = try devices.revoke(reader.id)
        #expect(try await verdict(["Authorization": "Bearer \(readToken)"]) == .refuse(status: 401, reason: .noToken))
        clock.advance(by: DeviceRegistry.lifetime + 1)
        #expect(
            try await verdict(["Authorization": "Bearer \(writeToken)"]) == .refuse(status: 401, reason: .noToken),
            "a token expires after a year, as a phone's pairing does")
    }

    @Test func anAssistantsTokenNeverOpensThePages() async throws {
        let (_, token) = try devices.pair(name: "laptop", grant: .assistantWriting, now: Date())
        let site = try site(program: nil)
        let page = await SiteTests.respond(
            from: site, .get, "/", headers: ["Host": authority, "Cookie": "ilgi-device=\(token)"])
        #expect(page.status == 403)
    }

    @Test func refusalsAndMistakesAreJSONRPCErrors() async throws {
        let site = try site(program: nil)
        let refused = await SiteTests.respond(
            from: site, .post, "/mcp", headers: ["Host": authority], body: Data("{}".utf8))
        #expect(refused.status == 401 && refused.header("WWW-Authenticate") == "Bearer")
        let error = try #require(try JSONSerialization.jsonObject(with: refused.body) as? [String: Any])
        #expect(error["jsonrpc"] as? String == "2.0" && error["error"] != nil)

        let missing = await SiteTests.respond(
            from: site, .post, "/mcp", headers: ["Host": authority, "Authorization": "Bearer session-token"],
            body: Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#.utf8))
        #expect(missing.status == 503, "without ilgi-helper the endpoint says so")
        #expect(String(decoding: missing.body, as: UTF8.self).contains("ilgi-helper"))
    }

    /// `cat` stands in for `ilgi-helper mcp`: it runs until its input closes and answers nothing (it
    /// sends each request back, which is no answer), so a request sent to it stays waiting.
    @Test func sessionsAreBoundedAndTheIdleOnesGoFirst() async throws {
        let clock = self.clock
        // Written close-on-exec: a parallel test's fork must not hold it open ("text file busy").
        let program = try folder.writeExecutable("#!/bin/sh\nexec cat\n", to: "fake-ilgi-mcp")
        let sessions = AssistantSessions(
            program: program.path, journal: folder.url, environment: [:], clock: { clock.now })
        defer { sessions.endAll() }
        let grant = AssistantGrant(holder: "session", writes: false)
        let first = try sessions.start(for: grant, version: "test")
        #expect(sessions.session(first.id, for: grant) === first)
        #expect(sessions.session(first.id, for: AssistantGrant(holder: "other", writes: false)) == nil)

        var busy: [Task<Data?, Never>] = []
        for index in 1..<AssistantSessions.limit {
            clock.advance(by: 1)
            let session = try sessions.start(for: grant, version: "test")
            busy.append(Task { await session.ask(Data("{\"id\":\(index)}".utf8), key: "n\(index)", now: clock.now) })
            while !session.isBusy, !session.hasEnded { try await Task.sleep(for: .milliseconds(1)) }
            #expect(session.isBusy)
        }
        #expect(sessions.count == AssistantSessions.limit)
        let next = try sessions.start(for: grant, version: "test")
        #expect(sessions.session(first.id, for: grant) == nil, "the one idle session was let go")
        #expect(sessions.count == AssistantSessions.limit)
        busy.append(Task { await next.ask(Data("{\"id\":0}".utf8), key: "n0", now: clock.now) })
        while !next.isBusy, !next.hasEnded { try await Task.sleep(for: .milliseconds(1)) }
        #expect(next.isBusy)
        #expect(throws: AssistantSessions.StartFailure.self, "every session is answering") {
            try sessions.start(for: grant, version: "test")
        }

        sessions.endAll()
        for waiting in busy { #expect(await waiting.value == nil, "a request waiting on an ended child gets nil") }
        clock.advance(by: AssistantSessions.idleLimit + 1)
        _ = try sessions.start(for: grant, version: "test")
        #expect(sessions.count == 1)
    }
}
