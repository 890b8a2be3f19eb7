import Foundation
import HTTPTypes
import Hummingbird
import IlgiCore
import IlgiEntry
import IlgiServeShared

/// `/mcp`: the Model Context Protocol's Streamable HTTP transport, for an assistant on
/// another device. Each session is an `ilgi-helper mcp` (`AssistantSessions`); this carries the
/// messages.
///
/// - `POST` one JSON-RPC message. The first, `initialize`, starts a session and its answer
///   names it in `Mcp-Session-Id`, which every later request sends back. A request is
///   answered with its JSON answer; a notification with 202.
/// - `DELETE` ends the session.
/// - `GET` (a stream for the server's own messages) is 405, as the protocol allows: the
///   journal's server sends none.
/// - Batches (an array of messages, dropped from the protocol in 2025-06-18) are refused.
///
/// What a token may do was decided at the gate (`Gatekeeper.checkAssistant`): a session runs
/// with `--allow-write` only for a token made with writes allowed.
enum AssistantEndpoint {
    static let path = "/mcp"

    /// The largest message read: an entry's text an assistant writes, with room to spare.
    static let maxBody = 8 << 20

    static let sessionHeader = HTTPField.Name("Mcp-Session-Id")!
}

extension Site {
    func answerAssistant(_ request: Request, _ context: SiteContext, grant: AssistantGrant) async throws -> Response {
        let language = context.language
        guard let assistants else {
            return AssistantEndpoint.failure(404, ServerText.assistantProgramMissing, language)
        }
        let sessionID = request.headers[AssistantEndpoint.sessionHeader]
        switch request.method {
        case .post:
            var request = request
            let body: Data
            do {
                body = Data(try await request.collectBody(upTo: AssistantEndpoint.maxBody).readableBytesView)
            } catch {
                return AssistantEndpoint.failure(413, ServerText.assistantMessageTooLarge, language)
            }
            return await carry(body, sessionID: sessionID, grant: grant, assistants: assistants, language: language)
        case .delete:
            guard let sessionID, assistants.end(sessionID, for: grant) else {
                return AssistantEndpoint.failure(404, ServerText.assistantNoSuchSession, language)
            }
            return Response(status: .noContent)
        default:
            var response = Response(status: .methodNotAllowed)
            response.headers[.allow] = "POST, DELETE"
            return response
        }
    }

    /// Carries one message to its session's child, and its answer back.
    private func carry(
        _ body: Data, sessionID: String?, grant: AssistantGrant, assistants: AssistantSessions, language: Language
    ) async -> Response {
        guard let message = try? JSONSerialization.jsonObject(with: body) else {
            return AssistantEndpoint.failure(400, ServerText.assistantNotJSON, language, code: -32700)
        }
        guard let message = message as? [String: Any] else {
            return AssistantEndpoint.failure(400, ServerText.assistantNoBatches, language, code: -32600)
        }
        let id = message["id"]
        let method = message["method"] as? String
        let session: AssistantSession
        var started = false
        if let sessionID {
            guard let found = assistants.session(sessionID, for: grant) else {
                return AssistantEndpoint.failure(404, ServerText.assistantNoSuchSession, language, id: id)
            }
            session = found
        } else {
            guard method == "initialize" else {
                return AssistantEndpoint.failure(400, ServerText.assistantStartWithInitialize, language, id: id)
            }
            do {
                session = try assistants.start(for: grant, version: version)
                started = true
            } catch AssistantSessions.StartFailure.full {
                return AssistantEndpoint.failure(503, ServerText.assistantSessionsFull, language, id: id)
            } catch {
                // Missing, or it could not be started: ilgi's installation is broken.
                return AssistantEndpoint.failure(503, ServerText.assistantProgramMissing, language, id: id)
            }
        }
        let line = AssistantEndpoint.oneLine(body)
        let now = assistants.clock()
        guard method != nil, let key = AssistantSession.requestKey(id) else {
            // A notification, or an answer to the server: nothing comes back.
            session.tell(line, now: now)
            return Response(status: .accepted)
        }
        let before =
            session.grant.writes && method == "tools/call" ? try? journals[0].access.reader().headRevision() : nil
        guard let answer = await session.ask(line, key: key, now: now) else {
            return AssistantEndpoint.failure(500, ServerText.assistantServerEnded, language, id: id)
        }
        // A tool that wrote moved HEAD: the journal syncs after it, as after a page's save.
        if let before, (try? journals[0].access.reader().headRevision()) != before {
            journals[0].access.savedElsewhere()
        }
        var response = Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer)))
        if started { response.headers[AssistantEndpoint.sessionHeader] = session.id }
        return response
    }
}

extension AssistantEndpoint {
    /// A JSON-RPC error in an HTTP answer: `status`, and `message` in the request's language.
    static func failure(
        _ status: Int, _ message: ServerText, _ language: Language, code: Int = -32600, id: Any? = nil
    ) -> Response {
        let error: [String: Any] = [
            "jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code, "message": message.text(in: language)],
        ]
        let body = (try? JSONSerialization.data(withJSONObject: error)) ?? Data()
        var headers: HTTPFields = [.contentType: "application/json"]
        if status == 401 { headers[.wwwAuthenticate] = "Bearer" }
        return Response(
            status: HTTPResponse.Status(code: status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The message on one line, as the child reads it: a line break in JSON can only be
    /// whitespace between tokens (one inside a string is written `\n`), so it becomes a space.
    static func oneLine(_ body: Data) -> Data {
        Data(body.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? UInt8(ascii: " ") : $0 })
    }
}
