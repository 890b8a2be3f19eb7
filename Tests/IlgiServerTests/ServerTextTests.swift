import IlgiCore
import IlgiEntry
import IlgiServeShared
import Testing

@testable import IlgiServer

/// The web's words are a table a language (`ServerText+English`, `ServerText+Korean`): the
/// compiler holds each to every key; these hold the counts to English's plurals.
struct ServerTextTests {
    @Test func countsTakeTheNounInItsFormForTheNumber() {
        #expect(ServerText.daysWritten(1).text(in: .english) == "1 day written")
        #expect(ServerText.daysWritten(2).text(in: .english) == "2 days written")
        #expect(ServerText.resultCount(1).text(in: .english) == "1 entry")
        #expect(ServerText.resultCount(0).text(in: .english) == "0 entries")
        #expect(ServerText.conflicts(1).text(in: .english) == "1 conflict: both versions were kept")
        #expect(ServerText.yearsAgo(1).text(in: .english) == "1 year ago")
        #expect(ServerText.daysWritten(1).text(in: .korean) == "1일 썼어요")
    }

    @Test func aKeyKeptAsAMessageSaysItInEveryLanguage() {
        let kept = Localized(ServerText.badListen("x"))
        #expect(kept.english == ServerText.badListen("x").text(in: .english))
        #expect(kept.korean == ServerText.badListen("x").text(in: .korean))
        #expect(kept.korean.contains("IP 주소"))
    }
}
