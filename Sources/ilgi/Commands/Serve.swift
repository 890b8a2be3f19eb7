import ArgumentParser
import Foundation
import IlgiCore
import IlgiServer

extension Ilgi {
    struct Serve: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "serve",
                abstract: ServerText.serveAbstract.description, discussion: ServerText.serveDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Option(help: ArgumentHelp(ServerText.portOption.description, valueName: "port"))
        var port = 0

        @Flag(help: ArgumentHelp(ServerText.openFlag.description))
        var open = false

        @Option(help: ArgumentHelp(ServerText.listenOption.description, valueName: "address"))
        var listen: String?

        @Option(help: ArgumentHelp(ServerText.certOption.description, valueName: "file"), completion: .file())
        var cert: String?

        @Option(help: ArgumentHelp(ServerText.keyOption.description, valueName: "file"), completion: .file())
        var key: String?

        @Flag(help: ArgumentHelp(ServerText.pairFlag.description))
        var pair = false

        @Flag(help: ArgumentHelp(ServerText.devicesFlag.description))
        var devices = false

        @Option(help: ArgumentHelp(ServerText.revokeOption.description, valueName: "device"))
        var revoke: String?

        @Flag(name: .customLong("mcp-token"), help: ArgumentHelp(ServerText.mcpTokenFlag.description))
        var makesAssistantToken = false

        @Flag(name: .customLong("allow-write"), help: ArgumentHelp(ServerText.allowWriteFlag.description))
        var allowsWrites = false

        @Option(help: ArgumentHelp(ServerText.tokenNameOption.description, valueName: "name"))
        var name: String?

        @Option(help: ArgumentHelp(ServerText.idleTimeoutOption.description, valueName: "seconds"))
        var idleTimeout = 30

        @Flag(help: ArgumentHelp(ServerText.installFlag.description))
        var install = false

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError(ServerText.badPort.description) }
            guard (1...3600).contains(idleTimeout) else { throw ValidationError(ServerText.badIdleTimeout.description) }
            if let listen, !Serve.isIPAddress(listen) {
                throw ValidationError(ServerText.badListen(listen).description)
            }
            if (cert == nil) != (key == nil) { throw ValidationError(ServerText.certWithKey.description) }
            if !makesAssistantToken, allowsWrites || name != nil {
                throw ValidationError(ServerText.allowWriteWithoutToken.description)
            }
        }

        /// The options an installed server runs with: these, by absolute paths, on a fixed port.
        var serviceOptions: [String] {
            var options = ["--port", String(port == 0 ? ServeService.defaultPort : port)]
            if let listen { options += ["--listen", listen] }
            if let cert, let key {
                options += [
                    "--cert", URL(fileURLWithPath: cert).standardizedFileURL.path,
                    "--key", URL(fileURLWithPath: key).standardizedFileURL.path,
                ]
            }
            if idleTimeout != 30 { options += ["--idle-timeout", String(idleTimeout)] }
            return options
        }

        /// True for an address only this machine reaches.
        static func isLoopback(_ address: String) -> Bool {
            address == "127.0.0.1" || address == "::1" || address.hasPrefix("127.")
        }

        static func isIPAddress(_ text: String) -> Bool {
            var v4 = in_addr()
            var v6 = in6_addr()
            return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
        }

        func run() async throws {
            let environment = Terminal.current.environment
            let registry = DeviceRegistry(environment: environment)
            if devices || revoke != nil {
                try manageDevices(registry)
                return
            }
            if makesAssistantToken {
                let (device, token) = try registry.pair(
                    name: name ?? "assistant", grant: allowsWrites ? .assistantWriting : .assistantReading)
                Output.line(token)
                Diagnostics.notice(ServerText.mcpTokenMade(device.id, allowsWrites))
                Diagnostics.notice(ServerText.mcpTokenUse(token))
                return
            }
            if install {
                try await ServeService(journal: try global.journalURL(), options: serviceOptions).install()
                return
            }
            // Opened once here so a journal that cannot be opened is an error now, not a page later.
            let journal = try global.openJournal()
            let host = listen ?? "127.0.0.1"
            // Beyond loopback the site is HTTPS only: the user's certificate or the machine's.
            let addresses = Serve.isLoopback(host) ? [] : MachineAddresses.all()
            let names =
                addresses
                + (Serve.isLoopback(host) || ["0.0.0.0", "::"].contains(host) || addresses.contains(host) ? [] : [host])
            let certificate: MachineCertificate?
            if let cert, let key {
                certificate = try MachineCertificate(
                    certificate: URL(fileURLWithPath: cert), key: URL(fileURLWithPath: key))
            } else if !Serve.isLoopback(host) {
                certificate = try MachineCertificate.machine(
                    in: BaseDirectories.configHome(environment).appendingPathComponent("ilgi/serve"),
                    names: names + ["127.0.0.1", "localhost"])
            } else {
                certificate = nil
            }
            if !Serve.isLoopback(host) { Diagnostics.warning(ServerText.listenWarning(host)) }
            let journals = try Self.journals(startingAt: journal.root, named: global).map { name, root in
                ServedJournal(name: name, access: Self.access(root, environment: environment))
            }
            let pairing = pair ? PairingCodes() : nil
            var server = WebServer(
                journals: journals, host: host, port: port, token: Gatekeeper.makeToken(),
                language: Language.chosen(byEnvironment: ProcessInfo.processInfo.environment),
                environment: environment, certificate: certificate, names: names, devices: registry,
                pairing: pairing)
            server.idleTimeout = .seconds(idleTimeout)
            server.assistants = AssistantSessions(
                program: HelperProgram.locate(Assistant.programName), journal: journal.root, environment: environment)
            server.version = Version.description
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
            let open = self.open
            do {
                try await server.run { url, bound in
                    Output.line(url)
                    if let certificate { Diagnostics.notice(ServerText.fingerprint(certificate.fingerprint)) }
                    if let pairing {
                        await PairingCode.show(
                            pairing.issue(), host: Self.pairingHost(host, names: names), port: bound,
                            secure: certificate != nil, environment: environment)
                    }
                    Diagnostics.notice(ServerText.listening)
                    if open { Serve.openBrowser(url) }
                }
            } catch {
                throw IlgiError.invalidInput(
                    Localized(ServerText.couldNotListen("\(host):\(port)", String(describing: error))))
            }
            Diagnostics.notice(ServerText.stopped)
        }

        /// `--devices` lists the paired devices; `--revoke ID` takes one back.
        private func manageDevices(_ registry: DeviceRegistry) throws {
            if let revoke {
                let device = try registry.revoke(revoke)
                Diagnostics.notice(ServerText.revoked(device.id, device.name))
                return
            }
            let all = registry.devices()
            guard !all.isEmpty else {
                Diagnostics.notice(ServerText.noDevices)
                return
            }
            let style = DateStyle()
            for device in all {
                let kind: ServerText? =
                    switch device.access {
                    case .browser: nil
                    case .assistantReading: .assistantReading
                    case .assistantWriting: .assistantWriting
                    }
                Output.line(
                    device.id + "  " + style.longDate(device.paired) + "  "
                        + ServerText.deviceExpires(style.longDate(device.expires)).description + "  "
                        + EntryTable.printable(device.name) + (kind.map { " (\($0))" } ?? ""))
            }
        }

        /// The address a phone reaches the server by: the one it listens on, else (listening on
        /// every address) the machine's first.
        static func pairingHost(_ host: String, names: [String]) -> String {
            guard ["0.0.0.0", "::"].contains(host) else { return host }
            return names.first { isIPAddress($0) && !$0.contains(":") } ?? names.first ?? "127.0.0.1"
        }

        /// The journals the site offers, `root` first: every journal in `ilgi journals` when the
        /// journal came from there (`-j`, or the default), else only the folder named
        /// (`--journal`, `ILGI_JOURNAL`), by its name in the list or its folder's.
        static func journals(startingAt root: URL, named options: GlobalOptions) throws -> [(String, URL)] {
            let environment = Terminal.current.environment
            let all = try JournalRegistry(environment: environment).journals()
            let same = { (journal: JournalRegistry.Named) in journal.root.standardizedFileURL.path == root.path }
            let first = (all.first(where: same)?.name ?? root.lastPathComponent, root)
            let namedByPath =
                options.journal != nil
                || (options.journalName == nil && environment["ILGI_JOURNAL"].map { !$0.isEmpty } == true)
            if namedByPath { return [first] }
            return [first] + all.filter { !same($0) }.map { ($0.name, $0.root) }
        }

        /// How a page reaches a journal: opened afresh for each change, with the user's hooks,
        /// and without the progress bars (a page does not draw on the terminal).
        static func access(_ root: URL, environment: [String: String]) -> JournalAccess {
            JournalAccess(
                root: root,
                configuration: {
                    var configuration = GlobalOptions.configuration()
                    configuration.catalogProgress = nil
                    configuration.historyProgress = nil
                    return configuration
                },
                configure: { $0.hooks = HookSetup.runner() },
                environment: environment, syncsAfterSaves: true)
        }

        /// `xdg-open` (or macOS's `open`) on the address, left to run on its own; a failure is a
        /// warning, not an error.
        static func openBrowser(_ url: String) {
            #if os(macOS)
                let opener = "open"
            #else
                let opener = "xdg-open"
            #endif
            let program = ExecutableSearch.find(opener, path: ProcessInfo.processInfo.environment["PATH"])
            if program.map({ DetachedProcess.start([$0, url]) }) != true {
                Diagnostics.warning(ServerText.couldNotOpenBrowser(opener))
            }
        }
    }
}
