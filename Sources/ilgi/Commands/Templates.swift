import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

extension Ilgi {
    /// `ilgi templates [list|show|add|remove]`: the templates a new entry can start from.
    struct Templates: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "templates", abstract: Help.templates.description,
                discussion: Help.templatesDiscussion.description,
                subcommands: [List.self, Show.self, Add.self, Remove.self], defaultSubcommand: List.self)
        }

        struct List: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "list", abstract: Help.templatesList.description, aliases: ["ls"])
            }

            @OptionGroup var global: GlobalOptions

            func run() async throws {
                let journal = try global.openJournal()
                let templates = TemplateSupport.templates(of: journal).all
                guard !templates.isEmpty else {
                    Diagnostics.notice(CommandText.noTemplatesYet)
                    return
                }
                let uses = try Self.daysNamingTemplates(in: journal)
                let origins = templates.map {
                    ($0.origin == .journal ? CommandText.templateFromJournal : CommandText.templateFromPerson)
                        .description
                }
                let nameWidth = templates.map { DisplayWidth.of($0.name) }.max() ?? 0
                let originWidth = origins.map { DisplayWidth.of($0) }.max() ?? 0
                let palette = global.palette
                for (template, origin) in zip(templates, origins) {
                    let name = DisplayWidth.pad(template.name, to: nameWidth)
                    let firstLine = EntryTable.printable(Preview.firstLine(of: template.text, limit: 60))
                    let used = uses[template.name].map {
                        "  " + palette.dim(CommandText.templateUsedOn($0).description)
                    }
                    Output.line(
                        "\(palette.bold(name))  \(palette.dim(DisplayWidth.pad(origin, to: originWidth)))  \(firstLine)"
                            + (used ?? ""))
                }
            }

            /// For each template a setting names, the days it is named for (`default`, `monday`).
            static func daysNamingTemplates(in journal: Journal) throws -> [String: [String]] {
                let settings = try Settings(journal: journal)
                var days: [String: [String]] = [:]
                for day in ["default"] + Weekday.allCases.map(\.key) {
                    if let name = try settings.value("template." + day) { days[name, default: []].append(day) }
                }
                return days
            }
        }

        struct Show: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "show", abstract: Help.templatesShow.description)
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.templateNameArgument.description, valueName: "name"))
            var name: String

            func run() async throws {
                let journal = try global.openJournal()
                let template = try TemplateSupport.named(name, in: journal)
                Output.write(await TemplateSupport.fill(template, in: journal))
            }
        }

        struct Add: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "add", abstract: Help.templatesAdd.description)
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.templateNameArgument.description, valueName: "name"))
            var name: String

            @Argument(help: ArgumentHelp(Help.templateFileArgument.description, valueName: "file"), completion: .file())
            var file: String?

            func validate() throws {
                guard EntryTemplate.isValidName(name) else {
                    throw ValidationError(CommandText.invalidTemplateName.description)
                }
            }

            func run() async throws {
                let text =
                    try file == nil || file == "-"
                    ? StandardInput.readAll()
                    : UTF8Text.decode(
                        // border: a file the user names
                        Data(contentsOf: URL(fileURLWithPath: file!)), from: .file(file!))  // safe: checked above
                guard !text.allSatisfy(\.isWhitespace) else {
                    throw IlgiError.invalidInput(CommandText.templateIsEmpty)
                }
                let journal = try global.openJournal()
                let path = EntryTemplates.journalPath(of: name)
                let existed = FileManager.default.fileExists(atPath: journal.root.appendingPathComponent(path).path)
                let verb = existed ? "Change" : "Add"
                let changed = try journal.saveJournalFile(path, contents: text, message: "\(verb) template \(name)")
                Diagnostics.notice(
                    !changed
                        ? CommandText.templateUnchanged(name)
                        : existed ? CommandText.templateReplaced(name) : CommandText.templateAdded(name))
            }
        }

        struct Remove: AsyncParsableCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "remove", abstract: Help.templatesRemove.description, aliases: ["rm"])
            }

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp(Help.templateNameArgument.description, valueName: "name"))
            var name: String

            func run() async throws {
                let journal = try global.openJournal()
                let template = try TemplateSupport.named(name, in: journal)
                guard template.origin == .journal else {
                    throw IlgiError.invalidInput(CommandText.templateIsPersonal(name, template.file.path))
                }
                let path = EntryTemplates.journalPath(of: name)
                try journal.saveJournalFile(path, contents: nil, message: "Remove template \(name)")
                Diagnostics.notice(CommandText.templateRemoved(name))
            }
        }
    }
}
