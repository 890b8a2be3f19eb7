import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A listening socket on 127.0.0.1 whose port the kernel picked (bind to port 0) and which is
/// held for as long as the test runs, so no other test can take it between "free" and "used":
/// the listener reports the port it got, and hands each connection to a new `command`
/// (inetd-style: the connection is its standard input and output), as `git daemon --inetd`
/// and `sshd -i` expect. Started closed (`listening: false`), the port is bound but refuses
/// connections until `listen()`: a server that is not there yet, on a port nobody else has.
public final class LoopbackListener: @unchecked Sendable {
    public let port: Int
    private let folder = TemporaryDirectory("ilgi-listener")
    private let process: BackgroundProcess

    public init(_ command: [String], environment: [String: String]? = nil, listening: Bool = true) throws {
        let script = try folder.write(LoopbackListener.script, to: "listener.py")
        let portFile = folder.appending("port")
        process = try BackgroundProcess(
            "python3", [script.path, portFile.path, listening ? "listen" : "closed"] + command, environment: environment
        )
        guard let port = LoopbackListener.waitForNumber(in: portFile, process: process) else {
            let log = process.log
            process.stop()
            throw ServerError.didNotStart(command.first ?? "listener", log)
        }
        self.port = port
        if listening { try waitUntilListening() }
    }

    deinit {
        stop()
    }

    /// Starts taking connections on the port reserved at start (for `listening: false`).
    public func listen() throws {
        kill(process.pid, SIGUSR1)
        try waitUntilListening()
    }

    /// What the listener and the programs it started wrote on standard error.
    public var log: String { process.log }

    public func stop() { process.stop() }

    private func waitUntilListening() throws {
        guard LoopbackListener.waitForNumber(in: folder.appending("listening"), process: process) != nil else {
            throw ServerError.didNotStart("listener", process.log)
        }
    }

    /// Waits for the listener to write a number into `file` (it renames it into place, so a
    /// file that exists is whole); nil when the listener died first.
    private static func waitForNumber(in file: URL, process: BackgroundProcess) -> Int? {
        while process.isRunning {
            if let text = try? String(contentsOf: file, encoding: .utf8), let number = Int(text) { return number }
            usleep(10_000)
        }
        return nil
    }

    static let script = #"""
        import os, signal, socket, sys

        port_file, mode, command = sys.argv[1], sys.argv[2], sys.argv[3:]
        folder = os.path.dirname(port_file)

        def report(path, value):
            with open(path + ".tmp", "w") as f:
                f.write(str(value))
            os.rename(path + ".tmp", path)

        \#(PythonServer.exitWithParent)

        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.bind(("127.0.0.1", 0))
        go = mode == "listen"
        def start(number, frame):
            global go
            go = True
        signal.signal(signal.SIGUSR1, start)
        report(port_file, server.getsockname()[1])
        while not go:
            signal.pause()
        server.listen(64)
        report(os.path.join(folder, "listening"), 1)

        def reap(number, frame):
            try:
                while os.waitpid(-1, os.WNOHANG)[0] > 0:
                    pass
            except ChildProcessError:
                pass
        signal.signal(signal.SIGCHLD, reap)
        signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(0))

        while True:
            try:
                connection, _ = server.accept()
            except InterruptedError:
                continue
            if os.fork() == 0:
                server.close()
                for number in (signal.SIGCHLD, signal.SIGUSR1, signal.SIGTERM):
                    signal.signal(number, signal.SIG_DFL)
                os.dup2(connection.fileno(), 0)
                os.dup2(connection.fileno(), 1)
                connection.close()
                os.execvp(command[0], command)
            connection.close()
        """#
}
