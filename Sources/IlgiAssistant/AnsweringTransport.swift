import Foundation
import Logging
import MCP

/// Another transport (`LineTransport`), except that the end of the input waits for the
/// answers still owed. The SDK handles each request in a task of its own and stops when its
/// input ends, so a client that writes its requests and closes its end
/// (`printf … | ilgi mcp`) could lose the answers; here none is lost.
public actor AnsweringTransport: Transport {
    private let inner: LineTransport
    /// The ids of the requests received and not yet answered.
    private var owed: Set<String> = []
    private var waitingForAnswers: CheckedContinuation<Void, Never>?

    public nonisolated var logger: Logger { inner.logger }

    public init(_ inner: LineTransport) { self.inner = inner }

    public func connect() async throws { try await inner.connect() }

    public func disconnect() async { await inner.disconnect() }

    public func send(_ data: Data) async throws {
        try await inner.send(data)
        for id in Self.ids(in: data, of: .answer) { owed.remove(id) }
        if owed.isEmpty, let waiting = waitingForAnswers {
            waitingForAnswers = nil
            waiting.resume()
        }
    }

    public func receive() -> AsyncThrowingStream<Data, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        let task = Task {
            do {
                for try await message in inner.receive() {
                    noteRequests(in: message)
                    continuation.yield(message)
                }
                await answersSent()
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func noteRequests(in message: Data) {
        owed.formUnion(Self.ids(in: message, of: .request))
    }

    /// Returns once every request received has its answer.
    private func answersSent() async {
        guard !owed.isEmpty else { return }
        await withCheckedContinuation { waitingForAnswers = $0 }
    }

    enum Kind { case request, answer }

    /// The ids of the requests (a method and an id) or answers (an id, a result or an error)
    /// in one message or a batch of them.
    static func ids(in message: Data, of kind: Kind) -> [String] {
        guard let json = try? JSONSerialization.jsonObject(with: message) else { return [] }
        let objects = (json as? [[String: Any]]) ?? [json as? [String: Any]].compactMap { $0 }
        return objects.compactMap { object in
            guard let id = object["id"], !(id is NSNull) else { return nil }
            let isRequest = object["method"] != nil
            guard isRequest == (kind == .request) else { return nil }
            return "\(id)"
        }
    }
}
