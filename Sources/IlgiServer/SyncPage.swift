import Foundation
import IlgiCore

/// The sync button's answer: what came in and what went out.
enum SyncPage {
    static func run(_ context: PageContext) async throws -> WebResponse {
        let report = try await context.journal.run {
            try JournalSync($0).run(SyncOptions(environment: context.site.environment, interactive: false))
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
        <p><a class="button" href="/">{{t.timeline}}</a></p>
        """
}
