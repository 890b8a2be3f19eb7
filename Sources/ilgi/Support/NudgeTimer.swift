import Foundation
import IlgiCore

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
    var command: [String] {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        return [binary, "--journal", journal.standardizedFileURL.path, "nudge", "--notify"]
    }

    func install() async throws {
        let environment = Terminal.current.environment
        let systemctl = ExternalProgram(name: "systemctl", environment: environment)
        guard systemctl.isInstalled, (try? await systemctl.run(["--user", "show-environment"], quietly: true)) != nil
        else {
            Output.line(cronLine)
            Diagnostics.notice(Messages.nudgeCronInstructions)
            return
        }
        let folder = BaseDirectories.configHome(environment).appendingPathComponent("systemd/user")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(service.utf8).write(
                to: folder.appendingPathComponent(Self.unitName + ".service"), options: .atomic)
            try Data(timer.utf8).write(to: folder.appendingPathComponent(Self.unitName + ".timer"), options: .atomic)
        } catch {
            throw IlgiError.fileSystem(path: folder.path, message: IlgiError.describe(error))
        }
        _ = try await systemctl.run(["--user", "daemon-reload"])
        _ = try await systemctl.run(["--user", "enable", "--now", Self.unitName + ".timer"])
        Diagnostics.notice(Messages.nudgeInstalled(clock, folder.path))
    }

    var service: String {
        """
        [Unit]
        Description=ilgi: a reminder to write, on a day with nothing written yet

        [Service]
        Type=oneshot
        ExecStart=\(command.map(Self.systemdQuoted).joined(separator: " "))

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

    /// `MM HH * * * /path/ilgi --journal /path nudge --notify`, each word quoted for the shell
    /// when it needs to be; cron turns `%` into a newline, so it is escaped.
    var cronLine: String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+:@")
        let words = command.map { word in
            word.allSatisfy(plain.contains) ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        return "\(minute) \(hour) * * * " + words.joined(separator: " ").replacingOccurrences(of: "%", with: "\\%")
    }

    /// A word of `ExecStart=`: in double quotes, `"` and `\` escaped, `%` (a specifier) doubled.
    static func systemdQuoted(_ word: String) -> String {
        let escaped = word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "%", with: "%%")
        return "\"" + escaped + "\""
    }

    /// Shows `message` as a desktop notification (`notify-send`); false when there is no way to.
    static func notify(_ message: Localized) async throws -> Bool {
        let notifySend = ExternalProgram(name: "notify-send", environment: Terminal.current.environment)
        guard notifySend.isInstalled else { return false }
        _ = try await notifySend.run(["--app-name=ilgi", "ilgi", message.description], quietly: true)
        return true
    }
}
