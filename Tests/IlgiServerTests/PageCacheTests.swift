import Foundation
import IlgiCore
import IlgiTestSupport
import Synchronization
import Testing

@testable import IlgiServer

/// The catalog's pages are made once per journal version, whoever asks, and never shown
/// older than the journal.
@Suite struct PageCacheTests {
    /// Counts the pages made, and what the tests set: the time and the merges.
    final class Probe: Sendable {
        let made = Atomic(0)
        let pauses = Atomic(0)
        let seconds = Mutex(1_000.0)

        func cache() -> PageCache {
            PageCache(
                lifetime: 60, now: { self.seconds.withLock { $0 } },
                catalogPauses: { self.pauses.load(ordering: .relaxed) })
        }

        /// A page that says how many were made before it.
        func make(_ title: String = "Timeline") -> PageCache.Make {
            {
                let number = self.made.add(1, ordering: .relaxed).newValue
                return PageCache.Page(title: title, content: "page \(number)")
            }
        }

        var makes: Int { made.load(ordering: .relaxed) }
    }

    let probe = Probe()
    let timeline = PageCache.Key(request: "/?", language: .english, day: "2026-11-27")

    @Test func manyRequestsAtOneVersionMakeThePageOnce() async throws {
        let cache = probe.cache()
        let (probe, timeline) = (probe, timeline)
        let contents = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<20 {
                group.addTask { try await cache.page(for: timeline, at: "v1", make: probe.make()).content }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(probe.makes == 1)
        #expect(Set(contents) == ["page 1"])
    }

    @Test func aNewVersionMakesThePageAgainAndForgetsTheOld() async throws {
        let cache = probe.cache()
        let search = PageCache.Key(request: "/search?q=garden", language: .english, day: "2026-11-27")
        _ = try await cache.page(for: timeline, at: "v1", make: probe.make())
        _ = try await cache.page(for: search, at: "v1", make: probe.make())
        #expect(cache.count == 2)
        let after = try await cache.page(for: timeline, at: "v2", make: probe.make())
        #expect(after.content == "page 3")
        #expect(cache.count == 1)
    }

    @Test func eachLanguageAndDayHasItsOwnPage() async throws {
        let cache = probe.cache()
        let korean = PageCache.Key(request: "/?", language: .korean, day: "2026-11-27")
        let tomorrow = PageCache.Key(request: "/?", language: .english, day: "2026-11-28")
        for key in [timeline, korean, tomorrow, timeline] {
            _ = try await cache.page(for: key, at: "v1", make: probe.make())
        }
        #expect(probe.makes == 3)
    }

    @Test func aPageMadeWhileAMergeBeginsIsShownButNotKept() async throws {
        let cache = probe.cache()
        let probe = probe
        // The merge starts while the page is being made: the page may show the catalog as it
        // stood before HEAD moved.
        let duringTheMerge = try await cache.page(for: timeline, at: "v1") {
            probe.pauses.add(1, ordering: .relaxed)
            return try probe.make()()
        }
        #expect(duringTheMerge.content == "page 1")
        #expect(cache.count == 0)
    }

    @Test func whileAMergeHoldsTheCatalogBackPagesAreKeptForThatStop() async throws {
        let cache = probe.cache()
        _ = try await cache.page(for: timeline, at: "v1", make: probe.make())
        probe.pauses.add(1, ordering: .relaxed)
        // The merge moves files and HEAD: the version changes, the catalog pages read does not.
        for version in ["v2", "v3", "v3"] {
            #expect(try await cache.page(for: timeline, at: version, make: probe.make()).content == "page 2")
        }
        // The merge is over and the catalog up to date: made again at the version.
        probe.pauses.add(1, ordering: .relaxed)
        #expect(try await cache.page(for: timeline, at: "v3", make: probe.make()).content == "page 3")
        #expect(try await cache.page(for: timeline, at: "v3", make: probe.make()).content == "page 3")
    }

    @Test func aPageIsMadeAgainOnceItsLifetimeIsOver() async throws {
        let cache = probe.cache()
        _ = try await cache.page(for: timeline, at: "v1", make: probe.make())
        probe.seconds.withLock { $0 += 59 }
        #expect(try await cache.page(for: timeline, at: "v1", make: probe.make()).content == "page 1")
        probe.seconds.withLock { $0 += 1 }
        #expect(try await cache.page(for: timeline, at: "v1", make: probe.make()).content == "page 2")
    }

    @Test func aPageThatFailedIsNotKept() async throws {
        struct Broken: Error {}
        let cache = probe.cache()
        await #expect(throws: Broken.self) {
            try await cache.page(for: timeline, at: "v1") { throw Broken() }
        }
        #expect(cache.count == 0)
        #expect(try await cache.page(for: timeline, at: "v1", make: probe.make()).content == "page 1")
    }

    @Test func aKeptPageKeepsItsFrameUntilTheFrameOrThePageChanges() async throws {
        let cache = probe.cache()
        let frames = Atomic(0)
        func framed(_ page: PageCache.Page, _ frame: Layout.Frame, above: String = "") -> String {
            cache.framed(page, for: timeline, at: "v1", frame: frame, above: above) {
                "frame \(frames.add(1, ordering: .relaxed).newValue) around \(page.content)"
            }
        }
        let page = try await cache.page(for: timeline, at: "v1", make: probe.make())
        #expect(framed(page, Layout.Frame()) == "frame 1 around page 1")
        #expect(framed(page, Layout.Frame()) == "frame 1 around page 1")
        // A sync starts: the button says so.
        #expect(framed(page, Layout.Frame(canSync: true, syncing: true)) == "frame 2 around page 1")
        #expect(framed(page, Layout.Frame(canSync: true, syncing: true), above: "drafts") == "frame 3 around page 1")
        // The page is made again (its lifetime is over): its old frame is not shown.
        probe.seconds.withLock { $0 += 60 }
        let again = try await cache.page(for: timeline, at: "v1", make: probe.make())
        #expect(framed(again, Layout.Frame()) == "frame 4 around page 2")
    }

    @Test func searchesForEveryWordTypedKeepAtMostTheCapacity() async throws {
        let cache = probe.cache()
        for number in 0..<(PageCache.capacity * 2) {
            let key = PageCache.Key(request: "/search?q=\(number)", language: .english, day: "2026-11-27")
            _ = try await cache.page(for: key, at: "v1", make: probe.make())
        }
        #expect(cache.count <= PageCache.capacity)
    }
}

/// The kept pages, seen through the site: never older than the journal, and what changes
/// without the journal changing still shows.
@Suite struct KeptPagesSiteTests {
    let folder = TemporaryDirectory("ilgi-kept-pages")
    let journal: Journal
    let access: JournalAccess
    let pages: SiteTests

    init() throws {
        journal = try Journal.open(at: folder.appending("journal"))
        access = JournalAccess(root: journal.root)
        pages = SiteTests(access: access)
    }

    @Test func theTimelineShowsASaveFromTheCommandLineAtOnce() async throws {
        _ = try journal.create(text: "First\n\nbody\n")
        #expect(pages.text(await pages.get("/")).contains("First"))
        #expect(access.pages.count == 1)
        _ = try journal.create(text: "Second\n\nbody\n")
        let timeline = pages.text(await pages.get("/"))
        #expect(timeline.contains("First") && timeline.contains("Second"))
    }

    @Test func theDraftsNoticeShowsAboveAKeptTimeline() async throws {
        _ = try journal.create(text: "First\n\nbody\n")
        #expect(!pages.text(await pages.get("/")).contains("drafts-notice"))
        try DraftStore(journal: journal).keepBrowserDraft(of: nil, text: "Half\n\nwritten\n", baseHash: nil)
        let timeline = pages.text(await pages.get("/"))
        #expect(timeline.contains("drafts-notice") && timeline.contains("First"))
    }

    @Test func tagsSearchAndTheCalendarFollowTheJournal() async throws {
        _ = try journal.create(text: "Garden\n\nroses @garden\n")
        for path in ["/tags", "/search?q=roses", "/calendar"] { _ = await pages.get(path) }
        _ = try journal.create(text: "Kitchen\n\nroses again @kitchen\n")
        #expect(pages.text(await pages.get("/tags")).contains("@kitchen"))
        #expect(pages.text(await pages.get("/search?q=roses")).contains("Kitchen"))
        #expect(pages.text(await pages.get("/calendar")).contains("title=\"\(Finding.todayStamp()): 2\""))
    }

    @Test func theFrameCountsSavesNotSentWhileSyncsFail() async throws {
        _ = try journal.create(text: "First\n\nbody\n")
        // Nothing listens on the discard port: the sync fails at once, as offline.
        _ = try JournalSync(journal).addRemote(
            name: "origin", url: "git://127.0.0.1:9/journal.git", relativeTo: folder.url)
        #expect(await pages.post("/sync", "").status >= 500)
        #expect(pages.text(await pages.get("/tags")).contains("1 save not sent yet"))
        _ = try journal.create(text: "Second\n\nbody\n")
        #expect(pages.text(await pages.get("/tags")).contains("2 saves not sent yet"))
    }
}
