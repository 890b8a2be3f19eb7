import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi fields [list|add|remove]`: what a journal tracks beside the text.
    struct Fields: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "fields", abstract: Help.fields.description, discussion: Help.fieldsDiscussion.description,
                subcommands: [List.self, Add.self, Remove.self], defaultSubcommand: List.self)
        }

        struct List: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "list", abstract: Help.fieldsList.description, aliases: ["ls"])
            }

            @OptionGroup var global: GlobalOptions

            func run() async throws {
                let fields = JournalFields(journal: try global.journalURL())
                guard !fields.definitions.isEmpty else {
                    Diagnostics.notice(CommandText.noFieldsYet)
                    return
                }
                let width = fields.definitions.map { DisplayWidth.of($0.name) }.max() ?? 0
                for field in fields.definitions {
                    let name = DisplayWidth.pad(field.name, to: width)
                    Output.line("\(global.palette.bold(name))  \(field.valuesDescription)")
                }
            }
        }

        struct Add: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "add", abstract: Help.fieldsAdd.description)
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.fieldNameArgument.description, valueName: "name"))
            var name: String

            @Option(help: ArgumentHelp(Help.fieldScaleOption.description, valueName: "low-high"))
            var scale: String?

            @Option(help: ArgumentHelp(Help.fieldChoiceOption.description, valueName: "a,b,c"))
            var choice: String?

            @Flag(help: ArgumentHelp(Help.fieldTextFlag.description))
            var text = false

            func validate() throws {
                guard FieldDefinition.isValidName(name) else {
                    throw ValidationError(CommandText.invalidFieldName(name).description)
                }
                guard [scale != nil, choice != nil, text].filter({ $0 }).count == 1 else {
                    throw ValidationError(CommandText.fieldNeedsOneKind.description)
                }
                if let scale, FieldDefinition.scale(scale) == nil {
                    throw ValidationError(CommandText.badFieldScale(scale).description)
                }
                if let choice, FieldDefinition.choice(choice) == nil {
                    throw ValidationError(CommandText.badFieldChoice(choice).description)
                }
            }

            var definition: FieldDefinition {
                // safe: validate() accepted exactly one kind, and it parses
                let kind = scale.flatMap(FieldDefinition.scale) ?? choice.flatMap(FieldDefinition.choice) ?? .text
                return FieldDefinition(name: name, kind: kind)
            }

            func run() async throws {
                let journal = try global.openJournal()
                var fields = JournalFields(journal: journal.root)
                let replaced = fields.named(name) != nil
                fields.set(definition)
                let verb = replaced ? "Change" : "Add"
                try journal.saveJournalFile(
                    JournalFields.file, contents: fields.rendered, message: "\(verb) field \(definition.name)")
                Diagnostics.notice(
                    replaced
                        ? CommandText.fieldChanged(definition.name, definition.valuesDescription)
                        : CommandText.fieldAdded(definition.name, definition.valuesDescription))
            }
        }

        struct Remove: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "remove", abstract: Help.fieldsRemove.description, aliases: ["rm"])
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.fieldNameArgument.description, valueName: "name"))
            var name: String

            func run() async throws {
                let journal = try global.openJournal()
                var fields = JournalFields(journal: journal.root)
                guard fields.remove(name) else { throw IlgiError.invalidInput(fields.unknownField(name)) }
                try journal.saveJournalFile(
                    JournalFields.file, contents: fields.definitions.isEmpty ? nil : fields.rendered,
                    message: "Remove field \(name.lowercased())")
                Diagnostics.notice(CommandText.fieldRemoved(name.lowercased()))
            }
        }
    }
}

/// Reading `--field mood=4` against a journal's declared fields.
enum FieldSupport {
    /// Says, for each line the editor left that looked like fields but held a value no field
    /// takes, that it stays in the text.
    static func warnKeptAsText(_ lines: [String]) {
        for line in lines { Diagnostics.warning(CommandText.fieldLineKeptAsText(line)) }
    }
}
