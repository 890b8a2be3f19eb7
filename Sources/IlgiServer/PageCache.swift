import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import NIOPosix
import Synchronization

/// The pages made from the whole catalog (the timeline, search, tags, the calendar, on this
/// day), kept as made while the journal stays at the version they were made at.
///
/// Fifty phones and tabs asking for the timeline of a 10,000-entry journal would otherwise
/// make it fifty times over, one at a time under the shared reader's lock, and queue for
/// seconds. Here the first request at a version makes a page, requests that come while it is
/// being made wait for that one (they never start their own), and the rest are answered from
/// what it made until the journal changes.
///
/// Only a page's own part is kept: the frame around it (a sync running, its notices, the
/// version an open page compares) is made for each request, and so is whatever a page shows
/// that changes without the journal changing (the timeline's unsaved drafts).
final class PageCache: Sendable {
    /// What a page depends on besides the journal: the request (its path and query), the
    /// reader's language and today's date (the calendar marks today, on-this-day is today's).
    struct Key: Hashable, Sendable {
        let request: String
        let language: Language
        let day: String
    }

    /// A page's own part, as its template made it.
    struct Page: Sendable {
        let title: String
        let content: String
    }

    /// Makes a page from the catalog, on one of NIOThreadPool's threads: it waits for the
    /// shared reader's lock, and on one of Swift's cooperative threads (two on two cores) that
    /// wait would hold up every kept page's answer too.
    typealias Make = @Sendable () throws -> Page

    private enum Slot {
        case making(Task<Page, any Error>)
        case made(Page, at: Double)

        var isMaking: Bool {
            if case .making = self { return true }
            return false
        }
    }

    private struct Pages {
        var version = ""
        var slots: [Key: Slot] = [:]
        /// Each kept page in its frame, as last made, with what the frame showed.
        var framed: [Key: Framed] = [:]
    }

    private struct Framed {
        let content: String
        let frame: Layout.Frame
        let above: String
        let html: String
    }

    /// How many pages are kept at most; a search per word typed must not grow it without end.
    static let capacity = 128

    private let pages = Mutex(Pages())
    /// Seconds a page is kept even though the version stays: an entry edited in place, its
    /// folder untouched, changes no version, and shows on every page within this (as every
    /// read sees it within `CatalogFreshness.standard`'s minute).
    private let lifetime: Double
    private let now: @Sendable () -> Double
    /// Counts the times the pages' reader stopped and resumed indexing for a sync's merge (odd
    /// while stopped, `BackgroundSync.catalogPauses`). While it is stopped, pages show the
    /// catalog as it stood, whatever the version says (the merge moves files and HEAD), so they
    /// are kept for that stop instead; a page made while a stop began or ended is not kept.
    private let catalogPauses: @Sendable () -> Int

    init(
        lifetime: Double = CatalogFreshness.standard.fullCheckInterval,
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
        catalogPauses: @escaping @Sendable () -> Int
    ) {
        self.lifetime = lifetime
        self.now = now
        self.catalogPauses = catalogPauses
    }

    private enum Lookup {
        case found(Page)
        case awaiting(Task<Page, any Error>)
        case making(Task<Page, any Error>)
    }

    /// The page for `key` at the journal's `version`: kept, being made by another request (then
    /// awaited), or made now by `make`.
    func page(
        for key: Key, at version: String, make: @escaping Make
    ) async throws -> Page {
        let pausesBefore = catalogPauses()
        let version = Self.keptVersion(version, pauses: pausesBefore)
        let lookup = pages.withLock { pages -> Lookup in
            if pages.version != version { pages = Pages(version: version) }
            switch pages.slots[key] {
            case .made(let page, let madeAt) where now() - madeAt < lifetime:
                return .found(page)
            case .making(let task):
                return .awaiting(task)
            default:
                if pages.slots.count >= Self.capacity {
                    pages.slots = pages.slots.filter { $0.value.isMaking }
                    pages.framed = pages.framed.filter { pages.slots[$0.key] != nil }
                }
                let task = Task { try await NIOThreadPool.singleton.runIfActive(make) }
                pages.slots[key] = .making(task)
                return .making(task)
            }
        }
        switch lookup {
        case .found(let page):
            return page
        case .awaiting(let task):
            return try await task.value
        case .making(let task):
            let result = await task.result
            let keep = catalogPauses() == pausesBefore
            pages.withLock { pages in
                guard pages.version == version, case .making(let slot) = pages.slots[key], slot == task else { return }
                if keep, case .success(let page) = result {
                    pages.slots[key] = .made(page, at: now())
                } else {
                    pages.slots[key] = nil
                }
            }
            return try result.get()
        }
    }

    /// `page`, kept for `key`, in its frame: as made last while the version, the page, the
    /// frame and what goes above the page are the same (Mustache would make the same frame
    /// again for each request), else made now by `make`.
    func framed(
        _ page: Page, for key: Key, at version: String, frame: Layout.Frame, above: String, make: () -> String
    ) -> String {
        let version = Self.keptVersion(version, pauses: catalogPauses())
        // The contents compare as one pointer while they are the same string.
        let kept = pages.withLock { pages -> String? in
            guard pages.version == version, let framed = pages.framed[key], framed.content == page.content,
                framed.frame == frame, framed.above == above
            else { return nil }
            return framed.html
        }
        if let kept { return kept }
        let html = make()
        pages.withLock { pages in
            guard pages.version == version, case .made(let made, _) = pages.slots[key], made.content == page.content
            else { return }
            pages.framed[key] = Framed(content: page.content, frame: frame, above: above, html: html)
        }
        return html
    }

    /// What pages are kept by: the journal's version, or while a merge holds the catalog back,
    /// that stop.
    private static func keptVersion(_ version: String, pauses: Int) -> String {
        pauses % 2 == 1 ? "catalog held back \(pauses)" : version
    }

    /// How many pages are kept or being made (for the tests).
    var count: Int { pages.withLock { $0.slots.count } }
}
