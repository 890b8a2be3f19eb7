// `ilgi mcp` becomes `ilgi-helper mcp`, the job that holds the Model Context Protocol's Swift
// SDK (IlgiAssistant). The SDK links FoundationNetworking, and with it libcurl and some twenty
// libraries, which would cost every other command at its start (bench/RESULTS.md#code-start-up): so it is kept out of
// `ilgi` (HelperMain.swift). `ilgi` resolves the journal and starts it in its place:
// `ilgi-helper mcp --journal PATH [--ilgi PATH] [--allow-write]`, standard input and output
// the protocol's.
import Foundation
import IlgiAssistant
import IlgiCore
import IlgiEntry
import IlgiStore
import MCP
import SystemPackage

enum AssistantMain {
    static func main(_ arguments: [String]) async {
        guard let flag = arguments.firstIndex(of: "--journal"), flag + 1 < arguments.count else {
            FileHandle.standardError.write(
                Data("usage: ilgi-helper mcp --journal PATH [--allow-write] (run by 'ilgi mcp')\n".utf8))
            exit(2)
        }
        let root = URL(fileURLWithPath: arguments[flag + 1], isDirectory: true)
        // The `ilgi` that started it, for the background sync after a save.
        let ilgi = arguments.firstIndex(of: "--ilgi").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        let environment = ProcessInfo.processInfo.environment
        let language = Language.fromEnvironment(environment)
        let here = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let warn: @Sendable (any LocalizedText) -> Void = { message in
            FileHandle.standardError.write(Data(("ilgi: " + message.text(in: language) + "\n").utf8))
        }

        // Standard output carries the protocol and nothing else: anything else that writes to
        // it (a hook a save runs) goes to standard error instead.
        let protocolOutput = dup(STDOUT_FILENO)
        guard protocolOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { exit(1) }

        var options = AssistantServer.Options()
        options.allowsWrites = arguments.contains("--allow-write")
        options.language = language
        options.version = environment["ILGI_VERSION"] ?? "0"
        // A save starts the sync a save on the command line starts, where the journal has a
        // remote and syncs by itself: `ilgi sync --background`, in a process of its own.
        options.afterWrite = { journal in
            guard let ilgi, (try? journal.reader.hasRemotes()) == true,
                (try? Settings(journal: journal).syncsAutomatically) != false
            else { return }
            _ = DetachedProcess.start([ilgi, "sync", "--background", "--journal", root.path])
        }
        let transport = AnsweringTransport(
            LineTransport(input: .standardInput, output: FileDescriptor(rawValue: protocolOutput)))
        do {
            let server = AssistantServer(
                opening: { open(root, environment: environment, language: language, helpers: here, warn: warn) },
                options: options)
            try await server.run(on: transport)
        } catch {
            warn(Localized(verbatim: String(describing: error)))
            exit(1)
        }
    }

    /// The journal as a save on the command line finds it (hooks, a transaction a crash left
    /// half done healed), or why it cannot be opened (a locked clone), which every call then says.
    nonisolated static func open(
        _ root: URL, environment: [String: String], language: Language, helpers: URL,
        warn: @escaping @Sendable (any LocalizedText) -> Void
    ) -> sending Result<Journal, any Error> {
        Result {
            var configuration = JournalConfiguration(environment: environment)
            configuration.language = language
            let journal = try Journal.open(at: root, configuration: configuration)
            journal.hooks = HookRunner(
                environment: environment, executableDirectory: helpers.path, warn: { warn($0.message) })
            journal.store.notify = { warn($0.message) }
            try journal.store.healIfNeeded()
            return journal
        }
    }
}
