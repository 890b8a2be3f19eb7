import Foundation
import IlgiCore
import IlgiEntry
import IlgiJournalTestSupport
import IlgiTestSupport
import Testing

/// `ilgi nudge` decides once a day, from the entries' own days, and remembers that it did.
struct NudgeTests {
    let today = CivilDay(year: 2026, month: 3, day: 12)

    func write(_ journal: Journal, on day: CivilDay) throws {
        let created = try #require(Timestamp(iso8601: "\(day)T21:30:00+09:00"))
        _ = try journal.create(text: "On \(day)\n\nwords\n", created: created)
    }

    @Test func aDayWithNothingWrittenRemindsOnceWithTheStreakThatEndedYesterday() throws {
        try withJournal { folder, journal throws in
            for back in [5, 2, 1] { try write(journal, on: today + -back) }
            #expect(!Nudge.alreadyDecided(on: today, journal: folder.url))
            #expect(try Nudge.decide(on: today, in: journal) == .remind(streak: 2))
            #expect(Nudge.alreadyDecided(on: today, journal: folder.url))
            #expect(!Nudge.alreadyDecided(on: today + 1, journal: folder.url), "a new day decides again")
            #expect(try GitChecks.status(folder.url) == "", "the mark is this machine's, in .git/ilgi")
        }
    }

    @Test func aDayWithAnEntryStaysQuiet() throws {
        try withJournal { folder, journal throws in
            try write(journal, on: today + -1)
            try write(journal, on: today)
            #expect(try Nudge.decide(on: today, in: journal) == .written)
            #expect(Nudge.alreadyDecided(on: today, journal: folder.url))
        }
    }

    /// The run read back from today is the one `Streaks` finds in every written day, whatever
    /// lies before the gap or after today.
    @Test(arguments: [
        [0, 1, 2, 5, 6, 7, 8],  // today, a run of three, a longer one before the gap
        [1, 2, 3, 4, 9],  // nothing today, four days to yesterday
        [0, 2, 3],  // today alone: yesterday is the gap
        [-1, -2, 1, 1, 2],  // days to come, two entries on one day
        [-3],  // only a day to come
    ])
    func theRunReadBackMatchesTheStreakOfEveryDay(daysBack: [Int]) throws {
        try withJournal { _, journal throws in
            for back in daysBack { try write(journal, on: today + -back) }
            let everyDay = try journal.reader.writtenDays()
            let run = try journal.reader.currentRun(on: today)
            #expect(run.writtenToday == everyDay.contains(today))
            #expect(run.days == Streaks(days: everyDay, today: today).current)
        }
    }

    @Test func noStreakWhenYesterdayHadNothing() throws {
        try withJournal { _, journal throws in
            try write(journal, on: today + -3)
            #expect(try Nudge.decide(on: today, in: journal) == .remind(streak: 0))
        }
    }
}
