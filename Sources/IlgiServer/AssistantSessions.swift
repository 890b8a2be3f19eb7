import Foundation
import IlgiCore
import Synchronization

/// The assistants' sessions at `/mcp`, each an `ilgi-helper mcp` of its own (`AssistantSession`), on
/// the journal the server starts on. At most `limit` run at once: a new one lets go of one
/// left idle for `idleLimit`, else of the one idle longest that is not answering; when every
/// one is answering, it is refused.
public final class AssistantSessions: Sendable {
    /// The program each session runs as `PROGRAM mcp …` (`ilgi-helper`); nil when ilgi's
    /// installation lacks it (then `/mcp` says so).
    let program: String?
    let journal: URL
    /// `ilgi serve`'s: the child finds the user's settings and hooks as any command does.
    let environment: [String: String]
    let clock: @Sendable () -> Date

    private let sessions = Mutex<[String: AssistantSession]>([:])

    public static let limit = 16
    public static let idleLimit: TimeInterval = 60 * 60

    public init(
        program: String?, journal: URL, environment: [String: String],
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.program = program
        self.journal = journal
        self.environment = environment
        self.clock = clock
        // Writing to a session's child that has just exited must fail that write (EPIPE),
        // not end the server.
        signal(SIGPIPE, SIG_IGN)
    }

    enum StartFailure: Error {
        case programMissing
        case full
    }

    /// A new session for `grant`'s holder, its child started.
    func start(for grant: AssistantGrant, version: String) throws -> AssistantSession {
        guard let program else { throw StartFailure.programMissing }
        let now = clock()
        let room = sessions.withLock { sessions -> Bool in
            sessions = sessions.filter { !$0.value.hasEnded }
            let idle = sessions.filter { now.timeIntervalSince($0.value.lastUsed) > Self.idleLimit }
            for (id, session) in idle {
                session.closeInput()
                sessions[id] = nil
            }
            guard sessions.count >= Self.limit else { return true }
            guard let oldest = sessions.filter({ !$0.value.isBusy }).min(by: { $0.value.lastUsed < $1.value.lastUsed })
            else { return false }
            oldest.value.closeInput()
            sessions[oldest.key] = nil
            return true
        }
        guard room else { throw StartFailure.full }
        var arguments = [program, HelperJob.mcp.rawValue, "--journal", journal.path]
        if grant.writes { arguments.append("--allow-write") }
        var environment = self.environment
        environment["ILGI_VERSION"] = version
        let session = try AssistantSession(arguments: arguments, environment: environment, grant: grant, now: now)
        sessions.withLock { $0[session.id] = session }
        return session
    }

    /// The running session `id`, when `grant`'s holder started it.
    func session(_ id: String, for grant: AssistantGrant) -> AssistantSession? {
        sessions.withLock { sessions in
            guard let session = sessions[id], session.grant == grant else { return nil }
            guard !session.hasEnded else {
                sessions[id] = nil
                return nil
            }
            return session
        }
    }

    /// Ends session `id` (the client's DELETE); false when there is none of `grant`'s.
    func end(_ id: String, for grant: AssistantGrant) -> Bool {
        let session = sessions.withLock { sessions -> AssistantSession? in
            guard let session = sessions[id], session.grant == grant else { return nil }
            sessions[id] = nil
            return session
        }
        session?.closeInput()
        return session != nil
    }

    /// How many run now.
    public var count: Int { sessions.withLock { $0.values.filter { !$0.hasEnded }.count } }

    /// Ends them all, as the server stops: each child exits when its input closes.
    public func endAll() {
        let all = sessions.withLock { sessions in
            defer { sessions = [:] }
            return Array(sessions.values)
        }
        all.forEach { $0.closeInput() }
    }
}
