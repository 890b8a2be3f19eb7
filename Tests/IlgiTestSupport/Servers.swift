import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program running beside a test (a git daemon, an sshd), started with posix_spawn, its
/// output kept in a log file, and stopped (TERM, then KILL) when the test is done with it.
public final class BackgroundProcess: @unchecked Sendable {
    public let pid: pid_t
    private let scratch = TemporaryDirectory("ilgi-server")
    private var stopped = false
    private let lock = NSLock()

    public init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        let log = scratch.appending("log").path
        pid = try CommandRunner.spawn(
            CommandRunner.resolve(executable), arguments, directory: nil,
            environment: environment ?? ProcessInfo.processInfo.environment,
            stdin: "/dev/null", stdout: log, stderr: log)
    }

    deinit {
        stop()
    }

    /// What the program has printed so far.
    public var log: String {
        (try? String(contentsOf: scratch.appending("log"), encoding: .utf8)) ?? ""
    }

    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !stopped && kill(pid, 0) == 0
    }

    /// Stops the program and waits for it; safe to call twice.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGTERM)
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(3)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                return
            }
            usleep(10_000)
        }
    }
}

/// Loopback ports for test servers.
public enum LoopbackPort {
    /// True once something accepts connections on 127.0.0.1:`port`; false after `timeout`.
    public static func waitUntilListening(_ port: Int, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if isListening(port) { return true }
            usleep(20_000)
        }
        return false
    }

    public static func isListening(_ port: Int) -> Bool {
        let descriptor = connected(port)
        defer { if descriptor >= 0 { close(descriptor) } }
        return descriptor >= 0
    }

    /// A socket connected to 127.0.0.1:`port`, or -1; the caller closes it.
    public static func connected(_ port: Int) -> Int32 {
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(socketDescriptor)
            return -1
        }
        return socketDescriptor
    }
}

/// `git daemon --enable=receive-pack` serving every repository below `base` on a loopback
/// port: git:// with pushes allowed, hooks run, no authentication.
public final class GitDaemon: @unchecked Sendable {
    public let port: Int
    public let base: URL
    private let listener: LoopbackListener

    /// Serves on a port the kernel picks and the daemon holds from the start; with
    /// `listening: false` the port is held but refuses connections until `listen()` (a server
    /// that is down, on a port no other test can take meanwhile).
    public init(serving base: URL, listening: Bool = true) throws {
        self.base = base
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        listener = try LoopbackListener(
            [
                CommandRunner.resolve("git"), "daemon", "--inetd", "--base-path=\(base.path)", "--export-all",
                "--enable=receive-pack", "--informative-errors", base.path,
            ], environment: environment, listening: listening)
        port = listener.port
    }

    /// Starts taking connections (after `listening: false`).
    public func listen() throws { try listener.listen() }

    /// `git://127.0.0.1:PORT/NAME`.
    public func url(_ name: String) -> String { "git://127.0.0.1:\(port)/\(name)" }

    public func stop() { listener.stop() }
}

/// An OpenSSH server on a loopback port with its own configuration, host key and
/// authorized_keys, letting the current user in by key only. It must run as root (sshd
/// needs it for privilege separation); `isAvailable` says whether it can.
public final class SSHServer: @unchecked Sendable {
    public let port: Int
    public let folder = TemporaryDirectory("ilgi-sshd")
    private var listener: LoopbackListener?

    public static let sshd = "/usr/sbin/sshd"

    /// Why an sshd cannot be run here, or nil when it can.
    public static var unavailableReason: String? {
        if geteuid() != 0 { return "sshd needs root to run; the ssh tests run as root in CI" }
        if !FileManager.default.isExecutableFile(atPath: sshd) { return "\(sshd) is missing (install openssh-server)" }
        if !CommandRunner.isAvailable("ssh-keygen") { return "ssh-keygen is missing (install openssh-client)" }
        return nil
    }

    /// Starts sshd trusting `authorizedKeys` (public key lines).
    /// sshd runs once per connection (`sshd -i`) behind a port the kernel picked.
    public init(authorizedKeys: [String]) throws {
        let hostKey = folder.appending("host_ed25519").path
        let keygen = try CommandRunner.run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", hostKey])
        guard keygen.succeeded else { throw ServerError.didNotStart("ssh-keygen", keygen.description) }
        try folder.write(authorizedKeys.joined(separator: "\n") + "\n", to: "authorized_keys")
        let user = String(cString: getpwuid(geteuid()).pointee.pw_name)
        try folder.write(
            """
            HostKey \(hostKey)
            PidFile \(folder.appending("sshd.pid").path)
            AuthorizedKeysFile \(folder.appending("authorized_keys").path)
            StrictModes no
            UsePAM no
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            PubkeyAuthentication yes
            PermitRootLogin prohibit-password
            AllowUsers \(user)
            MaxAuthTries 10
            LogLevel VERBOSE

            """, to: "sshd_config")
        // sshd refuses to start without its privilege separation folder.
        try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        let listener = try LoopbackListener([SSHServer.sshd, "-i", "-e", "-f", folder.appending("sshd_config").path])
        self.listener = listener
        port = listener.port
    }

    deinit {
        stop()
    }

    /// The server's host key as a known_hosts line for `[127.0.0.1]:PORT`.
    public var knownHostsLine: String {
        get throws {
            let publicKey = try String(contentsOf: folder.appending("host_ed25519.pub"), encoding: .utf8)
            let fields = publicKey.split(separator: " ")
            return "[127.0.0.1]:\(port) \(fields[0]) \(fields[1])"
        }
    }

    /// sshd's log, for failure messages.
    public var log: String { listener?.log ?? "" }

    /// `ssh://USER@127.0.0.1:PORT/PATH`.
    public func url(user: String, path: String) -> String { "ssh://\(user)@127.0.0.1:\(port)\(path)" }

    public func stop() { listener?.stop() }
}

public enum ServerError: Error, CustomStringConvertible {
    case didNotStart(String, String)

    public var description: String {
        switch self {
        case .didNotStart(let name, let log): "\(name) did not start:\n\(log)"
        }
    }
}

/// `git http-backend` behind a small HTTP server (Python's standard library) on a loopback
/// port, asking for Basic authentication with one user name and password. Plain http, not
/// https: the credential exchange is the same, and a test needs no certificate authority.
/// Counts the requests it refused, so a test can see that a client gives up.
public final class GitHTTPServer: @unchecked Sendable {
    public let port: Int
    public let base: URL
    private let folder = TemporaryDirectory("ilgi-http")
    private let process: BackgroundProcess

    public static var isAvailable: Bool {
        CommandRunner.isAvailable("python3")
            && FileManager.default.isExecutableFile(atPath: "/usr/lib/git-core/git-http-backend")
    }

    /// Serves on a port the kernel picks (the server binds port 0 and writes down the one it got).
    public init(serving base: URL, user: String, password: String) throws {
        self.base = base
        let script = try folder.write(GitHTTPServer.script, to: "server.py")
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        process = try BackgroundProcess(
            "python3",
            [script.path, folder.appending("port").path, base.path, user, password, folder.appending("refusals").path],
            environment: environment)
        var port: Int?
        while port == nil, process.isRunning {
            port = (try? String(contentsOf: folder.appending("port"), encoding: .utf8)).flatMap { Int($0) }
            if port == nil { usleep(10_000) }
        }
        guard let port else {
            let log = process.log
            process.stop()
            throw ServerError.didNotStart("git http server", log)
        }
        self.port = port
    }

    /// `http://127.0.0.1:PORT/NAME`.
    public func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(name)" }

    /// How many requests were answered "401 Unauthorized" so far.
    public var refusals: Int {
        let text = (try? String(contentsOf: folder.appending("refusals"), encoding: .utf8)) ?? ""
        return text.count
    }

    public var log: String { process.log }

    public func stop() { process.stop() }

    static let script = #"""
        import base64, http.server, os, subprocess, sys

        port_file, root, user, password, refusals = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
        expected = "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def body(self):
                if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
                    data = b""
                    while True:
                        size = int(self.rfile.readline().strip().split(b";")[0], 16)
                        if size == 0:
                            self.rfile.readline()
                            return data
                        data += self.rfile.read(size)
                        self.rfile.readline()
                return self.rfile.read(int(self.headers.get("Content-Length", "0") or 0))

            def serve(self):
                data = self.body() if self.command == "POST" else b""
                if self.headers.get("Authorization") != expected:
                    with open(refusals, "a") as f:
                        f.write("x")
                    self.send_response(401)
                    self.send_header("WWW-Authenticate", 'Basic realm="journal"')
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                path, _, query = self.path.partition("?")
                env = dict(os.environ, GIT_PROJECT_ROOT=root, GIT_HTTP_EXPORT_ALL="1", PATH_INFO=path,
                           REQUEST_METHOD=self.command, QUERY_STRING=query, REMOTE_USER=user, REMOTE_ADDR="127.0.0.1",
                           CONTENT_TYPE=self.headers.get("Content-Type", ""), CONTENT_LENGTH=str(len(data)))
                out = subprocess.run(["/usr/lib/git-core/git-http-backend"], input=data, env=env,
                                     capture_output=True).stdout
                head, _, content = out.partition(b"\r\n\r\n")
                status, headers = 200, []
                for line in head.split(b"\r\n"):
                    key, _, value = line.decode().partition(":")
                    if key.lower() == "status":
                        status = int(value.split()[0])
                    elif key:
                        headers.append((key, value.strip()))
                self.send_response(status)
                for key, value in headers:
                    self.send_header(key, value)
                self.send_header("Content-Length", str(len(content)))
                self.end_headers()
                self.wfile.write(content)

            do_GET = serve
            do_POST = serve

            def log_message(self, format, *args):
                sys.stderr.write(format % args + "\n")

        \#(PythonServer.exitWithParent)

        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        with open(port_file + ".tmp", "w") as f:
            f.write(str(server.server_address[1]))
        os.rename(port_file + ".tmp", port_file)
        server.serve_forever()
        """#
}
