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

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError(ServerText.badPort.description) }
            if let listen, !Serve.isIPAddress(listen) {
                throw ValidationError(ServerText.badListen(listen).description)
            }
        }

        static func isIPAddress(_ text: String) -> Bool {
            var v4 = in_addr()
            var v6 = in6_addr()
            return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
        }

        func run() async throws {
            // Opened once here so a journal that cannot be opened is an error now, not a page later.
            let journal = try global.openJournal()
            let host = listen ?? "127.0.0.1"
            if host != "127.0.0.1" && host != "::1" {
                Diagnostics.warning(ServerText.listenWarning(host))
            }
            let access = JournalAccess(
                root: journal.root,
                configuration: {
                    var configuration = GlobalOptions.configuration()
                    configuration.catalogProgress = nil  // a page does not draw on the terminal
                    configuration.historyProgress = nil
                    return configuration
                }
            ) { $0.hooks = HookSetup.runner() }
            let server = WebServer(
                journal: access, stateDirectory: journal.stateDirectory, host: host, port: port,
                token: Gatekeeper.makeToken(),
                language: Language.chosen(byEnvironment: ProcessInfo.processInfo.environment),
                environment: Terminal.current.environment)
            let open = self.open
            do {
                try await server.run { url, _ in
                    Output.line(url)
                    Diagnostics.notice(ServerText.listening)
                    if open { Serve.openBrowser(url) }
                }
            } catch {
                throw IlgiError.invalidInput(ServerText.couldNotListen("\(host):\(port)", String(describing: error)))
            }
            Diagnostics.notice(ServerText.stopped)
        }

        /// `xdg-open` (or macOS's `open`) on the address; a failure is a warning, not an error.
        static func openBrowser(_ url: String) {
            let process = Process()
            #if os(macOS)
                process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
                process.arguments = [url]
            #else
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["xdg-open", url]
            #endif
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                Diagnostics.warning(ServerText.couldNotOpenBrowser(String(describing: error)))
            }
        }
    }
}
