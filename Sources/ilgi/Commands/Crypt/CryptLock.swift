import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi crypt lock`: removes the key from this machine.
struct CryptLock: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "lock", abstract: Help.cryptLock.description)
    }

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let journal = try global.openJournal(opensLocked: true)
        try JournalCrypt(journal).lock(
            filters: CryptSupport.filters(locked: true),
            progress: Progress.reporter(message: CommandText.lockingProgress))
        Diagnostics.notice(CommandText.journalLockedNow)
    }
}
