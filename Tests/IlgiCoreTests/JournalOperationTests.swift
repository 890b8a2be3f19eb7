import Foundation
import GitKit
import IlgiTestSupport
import Testing

@testable import IlgiCore
@testable import IlgiStore

/// What ilgi was doing when git or the disk failed is named in the user's language: a Korean
/// user never reads "sync" or "read history" inside a Korean sentence.
@Suite struct JournalOperationTests {
    @Test(arguments: JournalOperation.allCases)
    func everyOperationHasAnEnglishAndAKoreanName(_ operation: JournalOperation) {
        #expect(operation.name.english == operation.rawValue)
        #expect(!operation.name.korean.isEmpty)
        #expect(operation.name.korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        #expect(!operation.name.korean.contains { $0.isASCII && $0.isLetter }, "\(operation.name.korean)")
    }

    @Test(arguments: JournalOperation.allCases)
    func aKoreanGitErrorNamesTheOperationInKorean(_ operation: JournalOperation) {
        let error = IlgiError.wrapping(GitError(code: -1, message: "object not found"), while: operation, path: "/j")
        #expect(error.message.text(in: .korean).contains(operation.name.text(in: .korean)))
        #expect(!error.message.text(in: .korean).contains(operation.rawValue), "\(error.message.text(in: .korean))")
        #expect(error.message.text(in: .english).contains(operation.rawValue))
    }

    @Test(arguments: JournalOperation.allCases)
    func aRecoveredWriteIsNamedInKorean(_ operation: JournalOperation) {
        for completed in [true, false] {
            let notice = StoreNotice.recovered(operation: operation, completed: completed, files: 2)
            #expect(
                !notice.message.text(in: .korean).contains(operation.rawValue), "\(notice.message.text(in: .korean))")
        }
    }

    /// The intent log keeps the English name, so a log an older ilgi left reads back.
    @Test func theIntentLogRecordsTheOperationAndReadsItBack() throws {
        let folder = TemporaryDirectory("ilgi-intent")
        let url = folder.appending("transaction")
        for operation in JournalOperation.allCases {
            let log = try IntentLog.create(url, operation: operation, head: nil)
            log.close()
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains("operation \(operation.rawValue)\n"))
            #expect(try IntentLog.read(url)?.operation == operation)
        }
        try "ilgi-transaction 1\noperation save entry\nhead -\n".write(to: url, atomically: true, encoding: .utf8)
        #expect(try IntentLog.read(url)?.operation == .saveEntry)
    }
}
