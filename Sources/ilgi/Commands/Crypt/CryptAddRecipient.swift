import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi crypt add-recipient AGE_RECIPIENT`: the key, wrapped for an age recipient by the
/// `age` command line, committed beside git-crypt's GPG users as `<recipient>.age`.
struct CryptAddRecipient: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add-recipient", abstract: Help.cryptAddRecipient.description,
            discussion: Help.cryptAddRecipientDiscussion.description)
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(Help.cryptRecipientArgument.description, valueName: "recipient"))
    var recipient: String

    func validate() throws {
        guard Age.isRecipient(recipient) else {
            throw ValidationError(CommandText.notAnAgeRecipient(recipient).description)
        }
    }

    func run() async throws {
        let journal = try global.openJournal(opensLocked: true)
        let key = try JournalCrypt(journal).keyToShare()
        let age = Age(environment: Terminal.current.environment)
        guard age.tool.isInstalled else { throw IlgiError.invalidInput(CommandText.ageMissing) }
        let wrapped = try await age.encrypt(key.latestVersionFile, to: recipient)
        try JournalCrypt(journal).addWrappedKey(wrapped, kind: .age, for: recipient, message: "Add 1 age recipient\n")
        Diagnostics.notice(CommandText.recipientAdded(recipient))
    }
}
