import Foundation
import IlgiCore

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
        let current = context.request.path
        let places =
            [
                ("/search", ServerText.search), ("/tags", ServerText.tags), ("/calendar", ServerText.calendar),
                ("/on-this-day", ServerText.onThisDay), ("/photos", ServerText.photos),
                ("/review", ServerText.review),
            ] + (frame.tracksFields ? [("/fields", ServerText.fieldsPage)] : [])
        let placeLinks = places.map { path, name -> [String: Any] in
            ["path": path, "name": name.text(in: context.language), "isCurrent": current.hasPrefix(path)]
        }
        let others = context.site.journals.filter { $0.name != context.served.name }.map {
            ["name": $0.name, "path": "/journal/" + FormData.encode($0.name)]
        }
        let view: [String: Any] = [
            "language": context.language.rawValue, "title": title, "version": version, "live": live.rawValue,
            "places": placeLinks, "canSync": frame.canSync, "syncing": frame.syncing,
            "syncNotices": frame.notices, "hasSyncNotices": !frame.notices.isEmpty, "content": content,
            "journal": context.served.name,
            "otherJournals": shown(others.isEmpty ? nil : others),
            "t": context.words([
                "appName": ServerText.appName, "copied": ServerText.copied, "copyFailed": ServerText.copyFailed,
                "draftSaved": ServerText.draftSaved, "draftFailed": ServerText.draftFailed,
                "sync": ServerText.sync, "syncing": ServerText.syncing, "newEntry": ServerText.newEntry,
                "changedUnderneath": ServerText.changedUnderneath, "journalLabel": ServerText.journalLabel,
                "switchJournal": ServerText.switchJournal, "uploading": ServerText.uploading,
                "uploadFailed": ServerText.uploadFailed, "photosWaitForSave": ServerText.photosWaitForSave,
                "offline": ServerText.offlineKept, "restoredHere": ServerText.restoredHere,
            ]),
        ]
        return Templates.render("layout", view)
    }

    /// The hidden field every form that changes something carries: the journal its page
    /// showed, so the change goes there even if another tab picked another journal since.
    static let journalFieldTemplate = """
        <input type="hidden" name="journal" value="{{journal}}">
        """

    /// What every page's `<head>` holds, the bare ones' too.
    static let headTemplate = """
        <!DOCTYPE html>
        <html lang="{{language}}">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="referrer" content="no-referrer">
        <link rel="stylesheet" href="/static/style.css">
        <link rel="manifest" href="/manifest.webmanifest">
        <meta name="theme-color" content="#b4532a">
        <link rel="icon" href="/static/icon-192.png">
        <link rel="apple-touch-icon" href="/static/icon-192.png">

        """

    /// `content` is the page's own template's output.
    static let template = """
        {{> head}}
        <title>{{title}} · {{journal}} · {{t.appName}}</title>
        <script src="/static/app.js" defer></script>
        </head>
        <body data-version="{{version}}" data-live="{{live}}" data-copied="{{t.copied}}" data-copy-failed="{{t.copyFailed}}" data-draft-saved="{{t.draftSaved}}" data-draft-failed="{{t.draftFailed}}" data-uploading="{{t.uploading}}" data-upload-failed="{{t.uploadFailed}}" data-photos-wait="{{t.photosWaitForSave}}" data-offline="{{t.offline}}" data-restored-here="{{t.restoredHere}}">
        <header class="bar">
        <a class="brand" href="/">{{t.appName}}</a>
        {{^otherJournals}}
        <span class="journal-name" id="journal-name" title="{{t.journalLabel}}">{{journal}}</span>
        {{/otherJournals}}
        {{#otherJournals}}
        <details class="journals" id="journals">
        <summary class="journal-name" id="journal-name" title="{{t.switchJournal}}">{{journal}}</summary>
        <ul>
        {{#.}}
        <li><a href="{{path}}" class="journal-choice">{{name}}</a></li>
        {{/.}}
        </ul>
        </details>
        {{/otherJournals}}
        <nav>
        {{#places}}
        <a href="{{path}}"{{#isCurrent}} aria-current="page"{{/isCurrent}}>{{name}}</a>
        {{/places}}
        {{#canSync}}
        <form method="post" action="/sync" class="inline">{{> journalField}}<button type="submit" class="link" id="sync-button"{{#syncing}} aria-busy="true" title="{{t.syncing}}"{{/syncing}}>{{#syncing}}{{t.syncing}}{{/syncing}}{{^syncing}}{{t.sync}}{{/syncing}}</button></form>
        {{/canSync}}
        <a class="button primary" href="/new" id="new-entry">{{t.newEntry}}</a>
        </nav>
        </header>
        <p class="notice live" id="live-notice" hidden>{{t.changedUnderneath}}</p>
        {{#hasSyncNotices}}<p class="notice sync-notice" id="sync-notice">{{#syncNotices}}{{.}}<br>{{/syncNotices}}</p>{{/hasSyncNotices}}
        <main>
        {{{content}}}
        </main>
        </body>
        </html>

        """

    /// A page with nothing but a message: refusals and errors, which must not touch the journal.
    static func bare(title: String, message: String, language: Language) -> String {
        Templates.render(
            "bare",
            [
                "language": language.rawValue, "title": title, "message": message,
                "timeline": ServerText.timeline.text(in: language),
            ])
    }

    /// A page outside the site's frame with `content` (HTML a template made): the pairing
    /// page, which a browser sees before it may see anything else.
    static func bare(title: String, content: String, language: Language) -> String {
        Templates.render("bareContent", ["language": language.rawValue, "title": title, "content": content])
    }

    static let bareContentTemplate = """
        {{> head}}
        <title>{{title}}</title>
        </head>
        <body>
        <main class="bare">
        {{{content}}}
        </main>
        </body>
        </html>

        """

    static let bareTemplate = """
        {{> head}}
        <title>{{title}}</title>
        </head>
        <body>
        <main class="bare">
        <h1>{{title}}</h1>
        <p class="message">{{message}}</p>
        <p><a href="/">{{timeline}}</a></p>
        </main>
        </body>
        </html>

        """
}
