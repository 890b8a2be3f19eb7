import Foundation
import IlgiTestSupport
import Testing

/// `ilgi review [YEAR]`: a year on one screen, through the built binary.
struct ReviewCommandTests {
    @Test func aYearShowsItsNumbersHeatMapMonthsWeatherTagsAndMoods() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run("fields", "add", "mood", "--scale", "1-5").succeeded)
        for (date, body, mood) in [
            ("2025-03-03 20:00", "Seoul again @work", "2"), ("2025-03-04 20:00", "Rain all day @work", "3"),
            ("2025-03-05 21:00", "Long walk by the river, many words here @family", "5"),
            ("2025-07-14 09:00", "Summer @family", "4"),
        ] {
            _ = try sandbox.newEntry("Day", body: body, extra: ["--date", date, "--field", "mood=\(mood)"])
        }
        _ = try sandbox.newEntry("Other year", body: "x", extra: ["--date", "2024-12-31 10:00"])

        let review = try sandbox.run("review", "2025")
        #expect(review.succeeded, "\(review)")
        let lines = review.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "2025 in the journal")
        #expect(lines[1] == "4 entries · 22 words · 4 days written · longest streak 3 days", "\(lines[1])")
        // 1 January 2025 was a Wednesday: the first week's Monday and Tuesday are blank.
        #expect(lines[3].hasPrefix("    Jan "), "\(lines[3])")
        let monday = try #require(lines.first { $0.hasPrefix("Mon ") })
        let weeks = Array(monday.dropFirst(4))
        #expect(weeks.first == " ", "the week before 1 January is blank: \(monday)")
        #expect(weeks[9] != "·" && weeks[9] != " " && weeks[8] == "·", "3 March, a Monday, was written: \(monday)")
        #expect(review.stdout.contains("█"), "the busiest day is the darkest")
        #expect(review.stdout.contains("Busiest month  March  3 entries"))
        #expect(review.stdout.contains("Top tags       @family 2  @work 2"))
        #expect(review.stdout.contains("Mood           average 3.5 · 4 entries"), "\(review.stdout)")
        #expect(review.stdout.split(separator: "\n").count < 24, "one screen")

        #expect(try sandbox.run("review", "2023").stdout == "2023 in the journal\nNo entries in 2023.\n")
        #expect(try sandbox.run("review", "twenty").status == 2)
        let korean = try sandbox.run(["review", "2025"], environment: ["LANG": "ko_KR.UTF-8"]).stdout
        #expect(korean.hasPrefix("일기로 본 2025년\n일기 4편 · 22단어 · 4일 씀 · 최장 연속 3일"), "\(korean)")
        #expect(korean.contains("   1월 "))
    }
}
