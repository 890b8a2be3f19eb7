import ArgumentParser
import IlgiCore

/// The `ilgi` command: a table of contents of its subcommands, each in its own file.
struct Ilgi: AsyncParsableCommand {
    @OptionGroup var global: GlobalOptions

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "ilgi",
            abstract: Help.abstract.description,
            discussion: Help.discussion.description,
            version: Version.forCommandLine,
            subcommands: [
                List.self,
                New.self,
                Edit.self,
                Show.self,
                Attach.self,
                Review.self,
                Delete.self,
                Log.self,
                Diff.self,
                Restore.self,
                Deleted.self,
                Git.self,
                Search.self,
                Doctor.self,
                Hooks.self,
                ConfigCommand.self,
                Weather.self,
                Remotes.self,
                Sync.self,
                Status.self,
                Crypt.self,
                Share.self,
                Export.self,
                Import.self,
                Drafts.self,
                Links.self, Lsp.self,
                Tags.self, Star.self, Unstar.self, OnThisDayCommand.self, Random.self, CalendarCommand.self, Stats.self,
                NudgeCommand.self, PromptCommand.self, Templates.self, Fields.self, Journals.self,
                Serve.self,
                Assistant.self,
                Reindex.self,
            ],
            defaultSubcommand: List.self)
    }
}
