import Foundation
import IlgiCore

/// The sync button's answer: what came in and what went out.
enum SyncPage {
    static func run(_ context: PageContext) async throws -> WebResponse {
        // The confirm form below sends `confirm=yes`: the browser's `ilgi sync --yes`.
        let confirmed = context.request.field("confirm") == "yes"
        // A sync already running (another tab's, the timer's) is joined, not started again.
        let report: SyncReport
        do {
            report = try await context.journal.syncs.sync(confirmingRemovals: confirmed).get()
        } catch let error as SyncError {
            guard case .massDeletion = error else { throw error }
            return await askFirst(error, context)
        }
        let t = context.t
        var came: [String] = []
        if !report.received.added.isEmpty { came.append(t(ServerText.entriesAdded(report.received.added.count))) }
        if !report.received.changed.isEmpty { came.append(t(ServerText.entriesChanged(report.received.changed.count))) }
        if !report.received.removed.isEmpty { came.append(t(ServerText.entriesRemoved(report.received.removed.count))) }
        let went = report.sentCommits > 0 ? t(ServerText.commitsSent(report.sentCommits)) : t(ServerText.nothingMoved)
        let view: [String: Any] = [
            "remote": report.remote, "url": report.url,
            "received": came.isEmpty ? t(ServerText.nothingMoved) : came.joined(separator: ", "), "sent": went,
            "conflicts": shown(report.conflicts.isEmpty ? nil : t(ServerText.conflicts(report.conflicts.count))),
            "leftOut": report.leftOut.map { "\($0.path): " + t(Messages.leftOutReason($0.reason)) },
            "hasLeftOut": !report.leftOut.isEmpty,
            "leftOutHeading": report.leftOut.isEmpty
                ? "" : t(Messages.leftOut(report.leftOut.count, report.remote)),
            "t": context.words([
                "syncDone": ServerText.syncDone, "received": ServerText.received, "sent": ServerText.sent,
                "timeline": ServerText.timeline,
            ]),
        ]
        return await context.page(t(ServerText.sync), context.render("sync", view), live: .off)
    }

    static let template = """
        <h1>{{t.syncDone}}</h1>
        <p class="meta"><code>{{remote}}</code> {{url}}</p>
        <dl class="sync-report" id="sync-report">
        <dt>{{t.received}}</dt><dd>{{received}}</dd>
        <dt>{{t.sent}}</dt><dd>{{sent}}</dd>
        </dl>
        {{#conflicts}}
        <p class="notice">{{.}}</p>
        {{/conflicts}}
        {{#hasLeftOut}}<p class="notice" id="left-out">{{leftOutHeading}}</p>
        <ul class="left-out">{{#leftOut}}<li><code>{{.}}</code></li>{{/leftOut}}</ul>{{/hasLeftOut}}
        <p><a class="button" href="/">{{t.timeline}}</a></p>
        """

    /// A sync that would remove many entries at once stopped: what it would do, and a button
    /// that takes it anyway (each entry can be restored afterwards).
    static func askFirst(_ error: SyncError, _ context: PageContext) async -> WebResponse {
        let view: [String: Any] = [
            "message": context.t(error.message),
            "t": context.words([
                "heading": ServerText.syncStopped, "takeIt": ServerText.syncTakeRemovals,
                "timeline": ServerText.timeline,
            ]),
        ]
        return await context.page(context.t(ServerText.sync), context.render("syncConfirm", view), live: .off)
    }

    static let confirmTemplate = """
        <h1>{{t.heading}}</h1>
        <p class="notice" id="sync-stopped">{{message}}</p>
        <form method="post" action="/sync">{{> journalField}}<input type="hidden" name="confirm" value="yes"><button type="submit" class="danger" id="sync-confirm">{{t.takeIt}}</button></form>
        <p><a class="button" href="/">{{t.timeline}}</a></p>
        """
}
