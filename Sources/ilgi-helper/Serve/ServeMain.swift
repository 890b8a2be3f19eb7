// `ilgi serve` becomes `ilgi-helper serve`, the job that runs the web server (IlgiServer, on
// Hummingbird and SwiftNIO; HelperMain.swift says why it is not in `ilgi`). `ilgi serve`
// checks the options, opens the journal and lists the journals to serve, then runs
// (`--devices`, `--revoke`, `--mcp-token` and `--install` it answers itself):
//
//     ilgi-helper serve --host ADDRESS --port N --idle-timeout SECONDS [--ilgi PATH]
//                      [--cert FILE --key FILE] [--pair] [--open]
//                      (--journal-name NAME --journal-root PATH)...
//
// the first journal the one the site opens on. `ILGI_VERSION` carries `ilgi`'s version.
import ArgumentParser
import Foundation
import IlgiCore
import IlgiEntry
import IlgiServeShared
import IlgiServer
import IlgiStore

struct ServeMain: ParsableArguments {
    @Option var host: String
    @Option var port: Int
    @Option var idleTimeout: Int
    /// The `ilgi` that started it: the hooks a save runs call it, as they do from the command line.
    @Option var ilgi: String?
    @Option var cert: String?
    @Option var key: String?
    @Flag var pair = false
    @Flag var open = false
    @Option var journalName: [String] = []
    @Option var journalRoot: [String] = []

    static func main(_ arguments: [String]) async {
        umask(0o077)
        do {
            let options = try parse(arguments)
            try await options.serve()
            Foundation.exit(0)
        } catch {
            Foundation.exit(Voice.report(error))
        }
    }

    private var environment: [String: String] { ProcessInfo.processInfo.environment }

    func serve() async throws {
        guard !journalRoot.isEmpty, journalName.count == journalRoot.count, let first = journalRoot.first else {
            throw ValidationError("--journal-name and --journal-root come in pairs, one pair at least")
        }
        // Beyond loopback the site is HTTPS only: the user's certificate or the machine's.
        let loopback = ServeAddress.isLoopback(host)
        let addresses = loopback ? [] : MachineAddresses.all()
        let names =
            addresses + (loopback || ["0.0.0.0", "::"].contains(host) || addresses.contains(host) ? [] : [host])
        let certificate: MachineCertificate?
        if let cert, let key {
            certificate = try MachineCertificate(
                certificate: URL(fileURLWithPath: cert), key: URL(fileURLWithPath: key))
        } else if !loopback {
            certificate = try MachineCertificate.machine(
                in: BaseDirectories.configHome(environment).appendingPathComponent("ilgi/serve"),
                names: names + ["127.0.0.1", "localhost"])
        } else {
            certificate = nil
        }
        let journals = zip(journalName, journalRoot).map { name, root in
            ServedJournal(name: name, access: access(URL(fileURLWithPath: root, isDirectory: true)))
        }
        let pairing = pair ? PairingCodes() : nil
        var server = WebServer(
            journals: journals, host: host, port: port, token: Token.make(),
            language: Language.chosen(byEnvironment: environment), environment: environment,
            certificate: certificate, names: names, devices: DeviceRegistry(environment: environment),
            pairing: pairing)
        server.idleTimeout = .seconds(idleTimeout)
        server.assistants = AssistantSessions(
            program: Self.thisProgram, journal: URL(fileURLWithPath: first, isDirectory: true),
            environment: environment)
        server.version = environment["ILGI_VERSION"] ?? "0"
        // Each journal with a remote syncs now (a phone opening the page sees what the laptop
        // wrote) and every `sync.interval` after, unless `sync.auto` is off.
        let timers = journals.map { served in
            Task {
                served.access.syncs.soon()
                guard let interval = try? await served.access.run({ try Settings(journal: $0).syncInterval }) else {
                    return
                }
                await served.access.syncs.runTimer(every: interval)
            }
        }
        defer { timers.forEach { $0.cancel() } }
        let (host, open, environment) = (host, open, environment)
        do {
            try await server.run { url, bound in
                Voice.line(url)
                if let certificate { Voice.notice(ServerText.fingerprint(certificate.fingerprint)) }
                if let pairing {
                    await PairingCode.show(
                        pairing.issue(), host: ServeAddress.forPairing(listeningOn: host, names: names), port: bound,
                        secure: certificate != nil, environment: environment)
                }
                Voice.notice(ServerText.listening)
                if open { Self.openBrowser(url, environment: environment) }
            }
        } catch {
            throw IlgiError.invalidInput(
                Localized(ServerText.couldNotListen("\(host):\(port)", String(describing: error))))
        }
        Voice.notice(ServerText.stopped)
    }

    /// How a page reaches a journal: opened afresh for each change, as the command line opens
    /// it, with the user's hooks (which find `ilgi` on their PATH), and no progress bars (a
    /// page does not draw on the terminal).
    private func access(_ root: URL) -> JournalAccess {
        let environment = environment
        let ilgiFolder = ilgi.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        return JournalAccess(
            root: root,
            configuration: { JournalConfiguration(environment: environment) },
            configure: {
                $0.hooks = HookRunner(
                    environment: environment, executableDirectory: ilgiFolder, warn: { Voice.warning($0.message) })
            },
            environment: environment, syncsAfterSaves: true)
    }

    /// This program, which each assistant's session at `/mcp` runs as `ilgi-helper mcp`.
    static var thisProgram: String? {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// `xdg-open` (or macOS's `open`) on the address, left to run on its own; a failure is a
    /// warning, not an error.
    static func openBrowser(_ url: String, environment: [String: String]) {
        #if os(macOS)
            let opener = "open"
        #else
            let opener = "xdg-open"
        #endif
        let program = ExecutableSearch.find(opener, path: environment["PATH"])
        if program.map({ DetachedProcess.start([$0, url]) }) != true {
            Voice.warning(ServerText.couldNotOpenBrowser(opener))
        }
    }
}
