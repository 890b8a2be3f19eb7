import Foundation
import IlgiCore
import IlgiEntry
import IlgiTestSupport
import Testing

/// Templates: found in the journal and the person's folder, filled, never run.
struct EntryTemplatesTests {
    let monday = CivilDay(year: 2026, month: 11, day: 23)

    func template(_ text: String) -> EntryTemplate {
        EntryTemplate(name: "t", text: text, origin: .journal, file: URL(fileURLWithPath: "/t.txt"))
    }

    @Test func placeholdersAreFilledInEitherLanguage() {
        let text = "{{date}} {{ weekday }}\n\n{{prompt}} ({{WEATHER}}) at {{time}}\n"
        let prompt = Localized(en: "What made you smile?", ko: "무엇이 웃게 했나요?")
        let english = TemplateValues(day: monday, time: "21:30", language: .english, prompt: prompt, weather: "rain")
        #expect(template(text).filled(with: english) == "2026-11-23 Monday\n\nWhat made you smile? (rain) at 21:30\n")
        let korean = TemplateValues(day: monday, time: "21:30", language: .korean, prompt: prompt)
        #expect(template(text).filled(with: korean) == "2026-11-23 월요일\n\n무엇이 웃게 했나요? () at 21:30\n")
    }

    @Test func unknownAndUnclosedPlaceholdersStayAsWritten() {
        let values = TemplateValues(day: monday, time: "08:00", language: .english, prompt: Localized(en: "p", ko: "p"))
        let text = "{{mood}} {{date}} {{ $(rm -rf ~) }} {{date"
        #expect(template(text).filled(with: values) == "{{mood}} 2026-11-23 {{ $(rm -rf ~) }} {{date")
        #expect(template(text).unknownPlaceholders == ["mood", "$(rm -rf ~)"])
        #expect(template(text).uses("date") && !template(text).uses("weather"))
    }

    @Test func aJournalsTemplateHidesAPersonsOfTheSameName() throws {
        let journal = TemporaryDirectory("ilgi-templates-journal")
        let personal = TemporaryDirectory("ilgi-templates-personal")
        _ = try journal.write("Journal's daily\n", to: ".ilgi/templates/daily.txt")
        _ = try personal.write("My daily\n", to: "daily.txt")
        _ = try personal.write("Dream\n", to: "dream.txt")
        _ = try personal.write("not a template\n", to: "notes.md")
        _ = try personal.write("hidden\n", to: ".hidden.txt")
        try Data([0xFF, 0xFE]).write(to: personal.url.appendingPathComponent("binary.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: personal.url.appendingPathComponent("link.txt").path, withDestinationPath: "/etc/passwd")

        let templates = EntryTemplates(journal: journal.url, personalFolder: personal.url)
        #expect(templates.all.map(\.name) == ["daily", "dream"])
        #expect(templates.named("daily")?.text == "Journal's daily\n")
        #expect(templates.named("daily")?.origin == .journal)
        #expect(templates.named("dream")?.origin == .personal)
        #expect(EntryTemplates(journal: journal.url, personalFolder: nil).all.map(\.name) == ["daily"])
    }

    @Test func theWeekdaySettingComesBeforeTheDefault() {
        #expect(EntryTemplates.settingNames(for: monday) == ["template.monday", "template.default"])
        #expect(EntryTemplates.settingNames(for: monday + 6) == ["template.sunday", "template.default"])
    }

    @Test(arguments: ["daily", "morning-pages", "주간_회고", "v1.2"])
    func validNames(_ name: String) { #expect(EntryTemplate.isValidName(name)) }

    @Test(arguments: ["", ".hidden", "a/b", "../up", "with space", String(repeating: "x", count: 65)])
    func invalidNames(_ name: String) { #expect(!EntryTemplate.isValidName(name)) }
}
