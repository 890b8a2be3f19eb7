import Foundation
import IlgiCore

/// What `ilgi sync --install [--every 15m]` sets up: a systemd user timer that runs
/// `ilgi sync --background` every so often (which waits after failures, and joins a sync
/// already running), or where there is no systemd, the crontab line that does.
struct SyncTimer {
    static let unitName = "ilgi-sync"
    /// Seconds between syncs, at least a minute.
    let every: Int
    let journal: URL

    var command: [String] { SystemdUserUnits.command(journal: journal, ["sync", "--background"]) }
    var shown: String { SettingKey.describeInterval(every) }

    func install() async throws {
        try SystemdUserUnits.refuseControlCharacters(in: command)
        let units = SystemdUserUnits(name: Self.unitName, service: service, timer: timer)
        guard let folder = try await units.install() else {
            Output.line(cronLine)
            Diagnostics.notice(CommandText.nudgeCronInstructions)
            return
        }
        Diagnostics.notice(CommandText.syncTimerInstalled(shown, folder.path))
    }

    var service: String {
        """
        [Unit]
        Description=ilgi: sync the journal with its remote
        After=network-online.target

        [Service]
        Type=oneshot
        ExecStart=\(SystemdUserUnits.execStart(command))

        """
    }

    var timer: String {
        """
        [Unit]
        Description=ilgi sync every \(shown)

        [Timer]
        OnBootSec=1min
        OnUnitActiveSec=\(every)s

        [Install]
        WantedBy=timers.target

        """
    }

    /// Every N minutes (or hours) as cron counts them; a minute at the least.
    var cronLine: String {
        let minutes = max(every / 60, 1)
        let schedule =
            minutes < 60 ? "*/\(minutes) * * * *" : "0 */\(min(minutes / 60, 23)) * * *"
        return schedule + " " + SystemdUserUnits.cronCommand(command)
    }
}
