import Foundation
import IlgiCore

/// What `ilgi serve --install` sets up: a systemd user service running `ilgi serve` with the
/// options given, started at login (or at boot, with `loginctl enable-linger`), restarted when
/// it stops, its output in systemd's journal (`journalctl --user -u ilgi-serve`). Where there
/// is no systemd, the command is printed with what to do with it.
struct ServeService {
    static let unitName = "ilgi-serve"
    /// The port an installed server keeps across restarts when none is given (a phone's
    /// bookmark must stay right).
    static let defaultPort = 8417
    let journal: URL
    /// `serve`'s own options, as the service runs them (`--listen`, `--port`, `--cert`, `--key`).
    let options: [String]

    var command: [String] { SystemdUserUnits.command(journal: journal, ["serve"] + options) }

    func install() async throws {
        try SystemdUserUnits.refuseControlCharacters(in: command)
        guard let folder = try await SystemdUserUnits(name: Self.unitName, service: service, timer: nil).install()
        else {
            Output.line(SystemdUserUnits.cronCommand(command))
            Diagnostics.notice(CommandText.serveNoSystemd)
            return
        }
        Diagnostics.notice(CommandText.serveServiceInstalled(folder.path))
    }

    var service: String {
        """
        [Unit]
        Description=ilgi serve: the journal in a browser
        After=network-online.target

        [Service]
        ExecStart=\(SystemdUserUnits.execStart(command))
        Restart=on-failure
        RestartSec=5

        [Install]
        WantedBy=default.target

        """
    }
}
