import Foundation
import IlgiCore
import IlgiStore

/// Units for the user's systemd instance (`~/.config/systemd/user`), as `nudge --install`,
/// `sync --install` and `serve --install` write them: the files, a `daemon-reload`, and
/// `enable --now` of the one that starts the rest.
struct SystemdUserUnits {
    /// `ilgi-nudge`: the files are NAME.service and, for a timer, NAME.timer.
    let name: String
    let service: String
    /// The timer that starts the service; nil for a service enabled by itself.
    let timer: String?

    /// Writes and enables the units; returns the folder they are in, or nil when this machine
    /// has no systemd user instance to take them (the caller says what to do instead).
    func install() async throws -> URL? {
        let environment = Terminal.current.environment
        let systemctl = ExternalProgram(name: "systemctl", environment: environment)
        guard systemctl.isInstalled, (try? await systemctl.run(["--user", "show-environment"], quietly: true)) != nil
        else { return nil }
        let folder = BaseDirectories.configHome(environment).appendingPathComponent("systemd/user")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(service.utf8).write(to: folder.appendingPathComponent(name + ".service"), options: .atomic)
            if let timer {
                try Data(timer.utf8).write(to: folder.appendingPathComponent(name + ".timer"), options: .atomic)
            }
        } catch {
            throw IlgiError.fileSystem(path: folder.path, message: IlgiError.describe(error))
        }
        _ = try await systemctl.run(["--user", "daemon-reload"])
        _ = try await systemctl.run(["--user", "enable", "--now", name + (timer == nil ? ".service" : ".timer")])
        return folder
    }

    /// Refuses a command with a word a unit file or a crontab line cannot hold: a line feed
    /// (or any other control character) in the journal's path would end the `ExecStart=`
    /// line, and what follows it would be read as a line of its own (`ExecStartPre=…`); in a
    /// crontab, as a job of its own. Called before anything is written.
    static func refuseControlCharacters(in command: [String]) throws {
        for word in command {
            let isControl = { (scalar: Unicode.Scalar) in
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                    || scalar == "\u{2029}"
            }
            if word.unicodeScalars.contains(where: isControl) {
                throw IlgiError.invalidInput(CommandText.controlCharacterInSystemFile(word.debugDescription))
            }
        }
    }

    /// This ilgi, by its absolute path, on `journal`, running `arguments`.
    static func command(journal: URL, _ arguments: [String]) -> [String] {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        return [binary, "--journal", journal.standardizedFileURL.path] + arguments
    }

    /// `ExecStart=`'s words: each in double quotes, `"` and `\` escaped, `%` (a specifier) doubled.
    static func execStart(_ command: [String]) -> String {
        command.map { word in
            let escaped = word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "%", with: "%%")
            return "\"" + escaped + "\""
        }.joined(separator: " ")
    }

    /// The command as a crontab line's words: quoted for the shell where needed, `%` (which
    /// cron turns into a newline) escaped.
    static func cronCommand(_ command: [String]) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+:@")
        let words = command.map { word in
            word.allSatisfy(plain.contains) ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        return words.joined(separator: " ").replacingOccurrences(of: "%", with: "\\%")
    }
}
