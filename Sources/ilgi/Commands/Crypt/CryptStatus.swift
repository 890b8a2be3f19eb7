import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi crypt status`: encrypted or not, locked or unlocked, and what a remote can read.
struct CryptStatus: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "status", abstract: Help.cryptStatus.description)
    }

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let report = try JournalCrypt(global.openJournal(opensLocked: true)).encryptionReport()
        Output.line(CommandText.encryptionState(report.state).description)
        guard report.state != .plain else { return }
        Output.line(CommandText.encryptedFileCount(report.encryptedFiles).description)
        if report.plainCommits > 0 { Output.line(CommandText.plainCommitCount(report.plainCommits).description) }
        guard !report.plainFiles.isEmpty else { return }
        Output.line(CommandText.plainFilesUnderEncryption(report.plainFiles.count).description)
        for path in report.plainFiles { Output.line("  " + path) }
        throw ExitCode.failure
    }
}
