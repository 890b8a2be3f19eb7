import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi config KEY [VALUE]`, `--list`, `--unset KEY`. (Not named `Config`, which is GitKit's.)
    struct ConfigCommand: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "config", abstract: Help.config.description,
                discussion: Help.configDiscussion.description)
        }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(Help.configKeyArgument.description, valueName: "key"))
        var key: String?

        @Argument(help: ArgumentHelp(Help.configValueArgument.description, valueName: "value"))
        var value: String?

        @Flag(name: [.short, .long], help: ArgumentHelp(Help.configListFlag.description))
        var list = false

        @Option(help: ArgumentHelp(Help.configUnsetFlag.description, valueName: "key"))
        var unset: String?

        /// Checks the arguments. (Not `validate()`: the argument parser would wrap these errors,
        /// losing their message and exit code.)
        func check() throws {
            if list, key != nil || unset != nil { throw IlgiError.invalidInput(CommandText.configListTakesNoKey) }
            if unset != nil, key != nil { throw IlgiError.invalidInput(CommandText.configUnsetTakesNoValue) }
            if !list, unset == nil, key == nil { throw IlgiError.invalidInput(CommandText.configNeedsKey) }
        }

        func run() async throws {
            try check()
            let journal = try global.openJournal()
            let settings = try Settings(journal: journal)
            if list {
                try printList(settings)
            } else if let unset {
                if try !settings.unset(unset) {
                    Diagnostics.notice(CommandText.settingNotSet(unset.lowercased()))
                }
            } else if let key, let value {
                try settings.set(key, to: value)
            } else if let key {
                guard let current = try settings.effectiveValue(key) else { throw ExitCode(1) }
                Output.line(current)
            }
        }

        private func printList(_ settings: Settings) throws {
            let values = try settings.list()
            guard !values.isEmpty else {
                Diagnostics.notice(CommandText.noSettings)
                let width = SettingKey.all.map(\.name.count).max() ?? 0
                for key in SettingKey.all {
                    let shown = key.defaultValue.map { "  [" + CommandText.defaultMarker($0).description + "]" } ?? ""
                    let name = DisplayWidth.pad(key.name, to: width)
                    Diagnostics.notice(Composed { "  " + name + "  " + key.summary.text(in: $0) + shown })
                }
                return
            }
            for (key, value) in values {
                let secret = SettingKey.named(key)?.isSecret ?? false
                Output.line(key + "=" + (secret ? ConfigCommand.mask(value) : value))
            }
        }

        /// All but the last four characters hidden, so a key on screen cannot be copied.
        static func mask(_ value: String) -> String {
            guard value.count > 8 else { return String(repeating: "*", count: value.count) }
            return String(repeating: "*", count: value.count - 4) + value.suffix(4)
        }
    }
}
