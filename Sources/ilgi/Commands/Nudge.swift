import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi nudge [--notify] [--install [--at HH:MM]]`: one line a day at most, only when
    /// nothing was written today; for a shell prompt, or a timer.
    struct NudgeCommand: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "nudge", abstract: Help.nudge.description, discussion: Help.nudgeDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Flag(help: ArgumentHelp(Help.nudgeNotifyFlag.description))
        var notify = false

        @Flag(help: ArgumentHelp(Help.nudgeInstallFlag.description))
        var install = false

        @Option(help: ArgumentHelp(Help.nudgeAtOption.description, valueName: "HH:MM"))
        var at: String?

        func validate() throws {
            if at != nil, !install { throw ValidationError(CommandText.nudgeAtNeedsInstall.description) }
            if let at, NudgeTimer.time(at) == nil { throw ValidationError(CommandText.nudgeBadTime(at).description) }
        }

        func run() async throws {
            if install {
                let time = NudgeTimer.time(at ?? "20:00")!  // safe: checked in validate
                try await NudgeTimer(at: time, journal: try global.journalURL()).install()
                return
            }
            // Before anything is opened: a journal that is not there yet says nothing, and a
            // day already decided (the usual call, from a prompt) costs one small file.
            let root = try global.journalURL()
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) else { return }
            let today = CivilDay(Date(), timeZone: .current)
            guard !Nudge.alreadyDecided(on: today, journal: root) else { return }
            let journal: Journal
            do {
                journal = try global.openJournal()
            } catch CryptError.journalLocked {
                return  // nothing can be read here: no reminder either
            }
            guard case .remind(let streak) = try Nudge.decide(on: today, in: journal) else { return }
            let message = CommandText.nudge(streak: streak)
            // No notification daemon (no desktop session): the line is printed instead.
            if notify, (try? await NudgeTimer.notify(message)) == true { return }
            Output.line(message.description)
        }
    }
}
