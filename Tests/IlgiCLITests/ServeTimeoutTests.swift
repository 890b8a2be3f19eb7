import Foundation
import IlgiTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 36: `ilgi serve` kept five connections with unfinished headers open for as long as
/// their client liked. A request that never arrives whole is closed after the idle timeout.
@Suite struct ServeTimeoutTests {
    @Test func halfSentRequestsAreClosedAfterTheIdleTimeout() throws {
        let sandbox = Sandbox()
        _ = try sandbox.newEntry("Served")
        // Its notices (stderr) aside, so the log holds the address it prints on stdout.
        let server = try BackgroundProcess(
            "/bin/sh", ["-c", "exec \"$0\" serve --port 0 --idle-timeout 1 2>/dev/null", Sandbox.binary],
            environment: sandbox.environment)
        defer { server.stop() }
        let port = try #require(waitForPort(in: server), "\(server.log)")

        let sockets = (0..<5).map { _ in LoopbackPort.connected(port) }
        defer { sockets.forEach { close($0) } }
        for socket in sockets {
            #expect(socket >= 0)
            let partial = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
            _ = partial.withCString { send(socket, $0, strlen($0), 0) }
        }
        // Each is closed by the server: a read then ends (0) instead of waiting for ever. The
        // deadline only keeps a broken server from hanging the test.
        for socket in sockets {
            #expect(readsEndOfStream(socket, within: 30), "a half-sent request was kept open")
        }
        // A whole request on a fresh connection is still answered.
        let whole = LoopbackPort.connected(port)
        defer { close(whole) }
        _ = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".withCString { send(whole, $0, strlen($0), 0) }
        var buffer = [UInt8](repeating: 0, count: 64)
        #expect(recv(whole, &buffer, 64, 0) > 0)
        #expect(String(decoding: buffer.prefix(12), as: UTF8.self).hasPrefix("HTTP/1.1"))
    }

    /// The port from the address `ilgi serve` prints first.
    private func waitForPort(in server: BackgroundProcess) -> Int? {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let match = server.log.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//) { return Int(match.1) }
            usleep(50_000)
        }
        return nil
    }

    /// True when the peer closes the connection (a read returns 0, or a reset) before `seconds`.
    private func readsEndOfStream(_ socket: Int32, within seconds: Int32) -> Bool {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, seconds * 1000) == 1 else { return false }
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, 0) <= 0
    }
}
