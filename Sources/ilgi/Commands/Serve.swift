import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiServeShared
import IlgiStore

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
            if let listen, !ServeAddress.isIP(listen) {
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
            if !ServeAddress.isLoopback(host) { Diagnostics.warning(ServerText.listenWarning(host)) }
            try becomeTheSite(host: host, journals: Self.journals(startingAt: journal.root, named: global))
        }

        /// Becomes the program that serves the site (`ilgi-helper serve`, which alone links the
        /// web server: see its `ServeMain`), with the journals resolved here and the options
        /// checked.
        private func becomeTheSite(host: String, journals: [(String, URL)]) throws -> Never {
            var arguments = ["--host", host, "--port", String(port), "--idle-timeout", String(idleTimeout)]
            if let cert, let key { arguments += ["--cert", cert, "--key", key] }
            if pair { arguments.append("--pair") }
            if open { arguments.append("--open") }
            for (name, root) in journals { arguments += ["--journal-name", name, "--journal-root", root.path] }
            try HelperProgram.become(.serve, arguments: arguments)
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
    }
}
