import Foundation
import IlgiCore
import IlgiEntry
import IlgiTestSupport
import Testing

/// Today's prompt: the same all day, and none again before every prompt has come.
struct WritingPromptsTests {
    @Test(arguments: [1, 2, 7, 30, 31, 45])
    func anyRunOfDaysAsLongAsTheListTakesEachPromptOnce(count: Int) {
        let prompts = WritingPrompts(prompts: (0..<count).map { Localized(en: "p\($0)", ko: "p\($0)") })
        let start = CivilDay(year: 2026, month: 11, day: 25)
        for offset in [0, 13, -400] {
            let seen = (0..<count).map { prompts.prompt(on: start + (offset + $0)).english }
            #expect(Set(seen).count == count, "\(count) prompts from \(offset)")
        }
        #expect(prompts.prompt(on: start) == prompts.prompt(on: start), "the same all day")
    }

    @Test func neighbouringDaysAreFarApartInTheList() {
        let prompts = WritingPrompts(prompts: WritingPrompts.builtIn)
        let day = CivilDay(year: 2026, month: 11, day: 25)
        let today = WritingPrompts.builtIn.firstIndex(of: prompts.prompt(on: day))!
        let tomorrow = WritingPrompts.builtIn.firstIndex(of: prompts.prompt(on: day + 1))!
        #expect(abs(today - tomorrow) > 1)
    }

    @Test func aJournalAddsItsOwnPrompts() throws {
        let folder = TemporaryDirectory("ilgi-prompts")
        _ = try folder.write("# ours\nWhat did the garden need today?\n\n  정원에 필요했던 건?  \n", to: ".ilgi/prompts.txt")
        let prompts = WritingPrompts(journal: folder.url)
        #expect(prompts.prompts.count == WritingPrompts.builtIn.count + 2)
        #expect(prompts.prompts.suffix(2).map(\.english) == ["What did the garden need today?", "정원에 필요했던 건?"])
        #expect(WritingPrompts.builtIn.allSatisfy { !$0.english.isEmpty && !$0.korean.isEmpty })
    }
}
