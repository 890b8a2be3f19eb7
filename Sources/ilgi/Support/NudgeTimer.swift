import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// What `ilgi nudge --install` sets up: a systemd user timer that runs `ilgi nudge --notify`
/// each day at a time of day, or where there is no systemd, the crontab line that does. The
/// timer may fire more than once a day (after a suspend, `Persistent=`): the nudge itself
/// speaks once a day at most, and never on a day with an entry.
struct NudgeTimer {
    let hour: Int
    let minute: Int
    let journal: URL

    init(at time: (hour: Int, minute: Int), journal: URL) {
        (hour, minute) = time
        self.journal = journal
    }

    static let unitName = "ilgi-nudge"

    /// `HH:MM`, 00:00 to 23:59; nil for anything else.
    static func time(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { ("0"..."9").contains($0) } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    var clock: String { String(format: "%02d:%02d", hour, minute) }

    /// The command the timer runs: this ilgi, on this journal, by absolute paths.
    var command: [String] { SystemdUserUnits.command(journal: journal, ["nudge", "--notify"]) }

    func install() async throws {
        try SystemdUserUnits.refuseControlCharacters(in: command)
        guard let folder = try await SystemdUserUnits(name: Self.unitName, service: service, timer: timer).install()
        else {
            Output.line(cronLine)
            Diagnostics.notice(CommandText.nudgeCronInstructions)
            return
        }
        Diagnostics.notice(CommandText.nudgeInstalled(clock, folder.path))
    }

    var service: String {
        """
        [Unit]
        Description=ilgi: a reminder to write, on a day with nothing written yet

        [Service]
        Type=oneshot
        ExecStart=\(SystemdUserUnits.execStart(command))

        """
    }

    var timer: String {
        """
        [Unit]
        Description=ilgi nudge at \(clock)

        [Timer]
        OnCalendar=*-*-* \(clock):00
        Persistent=true

        [Install]
        WantedBy=timers.target

        """
    }

    /// `MM HH * * * /path/ilgi --journal /path nudge --notify`.
    var cronLine: String { "\(minute) \(hour) * * * " + SystemdUserUnits.cronCommand(command) }

    /// Shows `message` as a desktop notification (`notify-send`); false when there is no way to.
    static func notify(_ message: some LocalizedText) async throws -> Bool {
        let notifySend = ExternalProgram(name: "notify-send", environment: Terminal.current.environment)
        guard notifySend.isInstalled else { return false }
        _ = try await notifySend.run(["--app-name=ilgi", "ilgi", message.description], quietly: true)
        return true
    }
}
