import Foundation
import IlgiCore
import IlgiEntry
import IlgiServeShared

/// The frame every page shares: the bar with the journal's places, the live-update notice,
/// the stylesheet and the one script, both served by the site itself.
enum Layout {
    /// What an open page does when the journal changes underneath.
    enum Live: String {
        /// Load the page again (the timeline, an entry).
        case reload
        /// Say so and keep what the user is typing (the editor).
        case notice
        /// Nothing (a form's answer).
        case off
    }

    /// What the frame shows that changes while a page stays as it was: the sync button and
    /// what it says of syncs, and whether the bar links the fields.
    struct Frame: Hashable {
        /// The journal has a remote: the button shows.
        var canSync = false
        /// A sync runs now (any browser's, the timer's): the button says so.
        var syncing = false
        /// Lines about syncs that ran in the background (`PageContext.syncNotices`).
        var notices: [String] = []
        /// The journal tracks fields: the bar links their page.
        var tracksFields = false
    }

    static func page(
        title: String, content: String, context: PageContext, version: String, live: Live, frame: Frame
    ) -> String {
        let current = context.request.uri.path
        let places =
            [
                ("/search", ServerText.search), ("/tags", ServerText.tags), ("/calendar", ServerText.calendar),
                ("/on-this-day", ServerText.onThisDay), ("/photos", ServerText.photos),
                ("/review", ServerText.review),
            ] + (frame.tracksFields ? [("/fields", ServerText.fieldsPage)] : [])
        let placeLinks = places.map { path, name in
            FrameView.Place(path: path, name: name.text(in: context.language), isCurrent: current.hasPrefix(path))
        }
        let others = context.site.journals.filter { $0.name != context.served.name }.map {
            FrameView.JournalLink(name: $0.name, path: "/journal/" + FormData.encode($0.name))
        }
        let view = FrameView(
            language: context.language.rawValue, title: title, version: version, live: live.rawValue,
            places: placeLinks, canSync: frame.canSync, syncing: frame.syncing,
            syncNotices: frame.notices, content: content,
            journal: context.served.name, otherJournals: others.isEmpty ? [] : [others],
            t: context.words([
                "appName": ServerText.appName, "copied": ServerText.copied, "copyFailed": ServerText.copyFailed,
                "draftSaved": ServerText.draftSaved, "draftFailed": ServerText.draftFailed,
                "sync": ServerText.sync, "syncing": ServerText.syncing, "newEntry": ServerText.newEntry,
                "changedUnderneath": ServerText.changedUnderneath, "journalLabel": ServerText.journalLabel,
                "switchJournal": ServerText.switchJournal, "uploading": ServerText.uploading,
                "uploadFailed": ServerText.uploadFailed, "photosWaitForSave": ServerText.photosWaitForSave,
                "offline": ServerText.offlineKept, "restoredHere": ServerText.restoredHere,
            ]))
        return Templates.render("layout", view)
    }

    /// `layout.mustache`: the frame around every page of the site.
    struct FrameView {
        struct Place {
            let path: String
            let name: String
            let isCurrent: Bool
        }
        struct JournalLink {
            let name: String
            let path: String
        }
        let language: String
        let title: String
        let version: String
        let live: String
        let places: [Place]
        let canSync: Bool
        let syncing: Bool
        let syncNotices: [String]
        /// The page's own HTML, made by its template.
        let content: String
        let journal: String
        /// The other journals to switch to, as one list: a section shown once, or not at all.
        let otherJournals: [[JournalLink]]
        let t: [String: String]
    }

    /// A page with nothing but a message: refusals and errors, which must not touch the journal.
    static func bare(title: String, message: String, language: Language) -> String {
        Templates.render(
            "bare",
            BareView(
                language: language.rawValue, title: title, message: message,
                timeline: ServerText.timeline.text(in: language)))
    }

    /// A page outside the site's frame with `content` (HTML a template made): the pairing
    /// page, which a browser sees before it may see anything else.
    static func bare(title: String, content: String, language: Language) -> String {
        Templates.render("bareContent", BareContentView(language: language.rawValue, title: title, content: content))
    }

    /// `bare.mustache`: a message and the way back to the timeline.
    struct BareView {
        let language: String
        let title: String
        let message: String
        let timeline: String
    }

    /// `bareContent.mustache`: a page of its own outside the frame.
    struct BareContentView {
        let language: String
        let title: String
        /// HTML a template made.
        let content: String
    }
}
