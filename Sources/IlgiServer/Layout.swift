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

    static func page(
        title: String, content: String, context: PageContext, version: String, live: Live, canSync: Bool
    ) -> String {
        let language = context.language
        func t(_ text: Localized) -> String { h(text.text(in: language)) }
        let current = context.request.path
        func link(_ path: String, _ text: Localized) -> String {
            let here = path == "/" ? current == "/" : current.hasPrefix(path)
            return "<a href=\"\(path)\"\(here ? " aria-current=\"page\"" : "")>\(t(text))</a>"
        }
        let sync =
            canSync
            ? "<form method=\"post\" action=\"/sync\" class=\"inline\"><button type=\"submit\" class=\"link\" id=\"sync-button\">\(t(ServerText.sync))</button></form>"
            : ""
        return """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="referrer" content="no-referrer">
            <title>\(h(title)) · \(t(ServerText.appName))</title>
            <link rel="stylesheet" href="/static/style.css">
            <link rel="icon" href="data:,">
            <script src="/static/app.js" defer></script>
            </head>
            <body data-version="\(h(version))" data-live="\(live.rawValue)" data-copied="\(t(ServerText.copied))" data-copy-failed="\(t(ServerText.copyFailed))" data-draft-saved="\(t(ServerText.draftSaved))" data-draft-failed="\(t(ServerText.draftFailed))">
            <header class="bar">
            <a class="brand" href="/">\(t(ServerText.appName))</a>
            <nav>
            \(link("/search", ServerText.search))
            \(link("/tags", ServerText.tags))
            \(link("/calendar", ServerText.calendar))
            \(link("/on-this-day", ServerText.onThisDay))
            \(sync)
            <a class="button primary" href="/new" id="new-entry">\(t(ServerText.newEntry))</a>
            </nav>
            </header>
            <p class="notice live" id="live-notice" hidden>\(t(ServerText.changedUnderneath))</p>
            <main>
            \(content)
            </main>
            </body>
            </html>

            """
    }

    /// A page with nothing but a message: refusals and errors, which must not touch the journal.
    static func bare(title: String, message: String, language: Language) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(h(title))</title>
        <link rel="stylesheet" href="/static/style.css">
        <link rel="icon" href="data:,">
        </head>
        <body>
        <main class="bare">
        <h1>\(h(title))</h1>
        <p class="message">\(h(message))</p>
        <p><a href="/">\(h(ServerText.timeline.text(in: language)))</a></p>
        </main>
        </body>
        </html>

        """
    }
}
