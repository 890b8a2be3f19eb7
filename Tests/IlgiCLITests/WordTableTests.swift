import IlgiCore
import IlgiEntry
import IlgiServeShared
import IlgiServer
import IlgiStore
import IlgiTransfer
import Testing

@testable import ilgi

/// The command line's words are keys with a table a language (`Help`, `ManualText`,
/// `CommandText`): the compiler holds each table to every key. These hold the tables to saying
/// something, and to saying it in the language they are for.
struct WordTableTests {
    /// Hangul, to tell a Korean text from an English one copied into the Korean table.
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test(arguments: Help.allCases)
    func everyHelpTextIsWrittenInEveryLanguage(_ key: Help) {
        #expect(!key.text(in: .english).isEmpty)
        #expect(!Self.hasHangul(key.text(in: .english)) || key.isAboutKoreanInput, "\(key)")
        #expect(Self.hasHangul(key.text(in: .korean)) || key == .eventArgument, "\(key)")  // names only
    }

    @Test(arguments: ManualText.allCases)
    func everyManualTextIsWrittenInEveryLanguage(_ key: ManualText) {
        #expect(!key.text(in: .english).isEmpty)
        #expect(!Self.hasHangul(key.text(in: .english)))
        #expect(Self.hasHangul(key.text(in: .korean)), "\(key)")
    }

    @Test func everyTableSaysItselfInTheTerminalsLanguage() {
        let keys: [any LocalizedText & CustomStringConvertible] = [
            EntryText.fieldOneLine, StoreText.noEntries, CoreText.entryCount(2), TransferText.markdownFiles,
            CommandText.nothingSaved,
            Help.abstract, ManualText.sectionName, ServerText.appName, Localized(verbatim: "x"),
        ]
        for key in keys {
            #expect("\(key)" == key.text(in: .current))
        }
    }

    @Test func countsTakeTheNounInItsFormForTheNumber() {
        #expect(CommandText.statusSaves(1).text(in: .english) == "1 save")
        #expect(CommandText.statusSaves(3).text(in: .english) == "3 saves")
        #expect(CommandText.statusSaves(3).text(in: .korean) == "저장 3개")
    }
}

extension Help {
    /// Help that shows Korean input ilgi understands (`--on 어제`): English help names it too.
    var isAboutKoreanInput: Bool {
        [.onThisDayDateOption, .calendarArgument, .sincePhraseOption, .onPhraseOption, .searchDiscussion].contains(self)
    }
}
