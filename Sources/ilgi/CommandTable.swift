import ArgumentParser

/// Every command of `ilgi`, in the order `--help` lists them, with the names it is called by
/// written out: the one table that the command tree (`Ilgi.configuration.subcommands`), the
/// reading commands parsed alone (`IlgiMain.readingCommands`) and the words known to be
/// commands (`UnknownCommand.commonNames`) are made from. The names are written out because
/// asking each command for its configuration makes its help in the user's language, at every
/// command's start (bench/RESULTS.md#code-start-up); `CommandTableTests` keeps them the names
/// the configurations give. A new command is a row here and a file in `Commands/`.
enum CommandTable {
    struct Row {
        let command: any ParsableCommand.Type
        /// Its name, then its aliases.
        let names: [String]
        /// What a line that starts with one of `names` is parsed as alone, when the command
        /// reads through the catalog and nothing else (`IlgiMain.readsThroughTheCatalog`).
        let readsAs: (any ParsableCommand.Type)?
        /// The command made from the rest of its line without argument-parser's parse, when
        /// the line is one it can make so (`Ilgi.Search(wordsAlone:)`), else nil.
        let madeWithoutAParse: (@Sendable ([String]) -> (any AsyncParsableCommand)?)?

        init(
            _ command: any ParsableCommand.Type, _ names: String..., readsAs: (any ParsableCommand.Type)? = nil,
            madeWithoutAParse: (@Sendable ([String]) -> (any AsyncParsableCommand)?)? = nil
        ) {
            (self.command, self.names, self.readsAs) = (command, names, readsAs)
            self.madeWithoutAParse = madeWithoutAParse
        }
    }

    static let rows: [Row] = [
        Row(Ilgi.List.self, "list", "ls", readsAs: Ilgi.List.self),
        Row(Ilgi.New.self, "new"),
        Row(Ilgi.Edit.self, "edit"),
        Row(Ilgi.Show.self, "show", readsAs: Ilgi.Show.self),
        Row(Ilgi.Attach.self, "attach"),
        Row(Ilgi.Review.self, "review"),
        Row(Ilgi.Delete.self, "delete", "rm"),
        Row(Ilgi.Log.self, "log"),
        Row(Ilgi.Diff.self, "diff"),
        Row(Ilgi.Restore.self, "restore"),
        Row(Ilgi.Deleted.self, "deleted"),
        Row(Ilgi.Git.self, "git"),
        Row(
            Ilgi.Search.self, Ilgi.Search.commandName, readsAs: Ilgi.Search.self,
            madeWithoutAParse: { Ilgi.Search(wordsAlone: $0) }),
        Row(Ilgi.Doctor.self, "doctor"),
        Row(Ilgi.Hooks.self, "hooks"),
        Row(Ilgi.ConfigCommand.self, "config"),
        Row(Ilgi.Weather.self, "weather"),
        Row(Ilgi.Remotes.self, "remote"),
        Row(Ilgi.Sync.self, "sync"),
        Row(Ilgi.Status.self, "status"),
        Row(Ilgi.Crypt.self, "crypt"),
        Row(Ilgi.Share.self, "share"),
        Row(Ilgi.Export.self, "export"),
        Row(Ilgi.Import.self, "import"),
        Row(Ilgi.Drafts.self, "drafts"),
        Row(Ilgi.Links.self, "links"),
        Row(Ilgi.Lsp.self, "lsp"),
        // `ilgi tags` runs the group's default, `tags list`.
        Row(Ilgi.Tags.self, "tags", readsAs: Ilgi.Tags.List.self),
        Row(Ilgi.Star.self, "star"),
        Row(Ilgi.Unstar.self, "unstar"),
        Row(Ilgi.OnThisDayCommand.self, "on-this-day", "today-in-history"),
        Row(Ilgi.Random.self, "random"),
        Row(Ilgi.CalendarCommand.self, "calendar", "cal"),
        Row(Ilgi.Stats.self, "stats", readsAs: Ilgi.Stats.self),
        Row(Ilgi.NudgeCommand.self, "nudge"),
        Row(Ilgi.PromptCommand.self, "prompt"),
        Row(Ilgi.Templates.self, "templates"),
        Row(Ilgi.Fields.self, "fields"),
        Row(Ilgi.Journals.self, "journals"),
        Row(Ilgi.Serve.self, "serve"),
        Row(Ilgi.Assistant.self, Ilgi.Assistant.commandName),
        Row(Ilgi.Reindex.self, "reindex"),
    ]

    /// The command tree's subcommands, in order.
    static var commands: [any ParsableCommand.Type] { rows.map(\.command) }

    /// The commands that read through the catalog, by every name they are called by.
    static let readingCommands = byName(\.readsAs)

    /// The commands a line can make without a parse, by every name they are called by.
    static let madeWithoutAParse = byName(\.madeWithoutAParse)

    /// What `value` gives for each row that has it, under every name the row is called by.
    private static func byName<Value>(_ value: (Row) -> Value?) -> [String: Value] {
        Dictionary(
            uniqueKeysWithValues: rows.flatMap { row in value(row).map { found in row.names.map { ($0, found) } } ?? []
            })
    }

    /// Every command's name and alias, and argument-parser's `help`.
    static let names: Set<String> = Set(["help"] + rows.flatMap(\.names))
}
