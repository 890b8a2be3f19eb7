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
        var html = """
            <h1>\(h(t(ServerText.syncDone)))</h1>
            <p class="meta"><code>\(h(report.remote))</code> \(h(report.url))</p>
            <dl class="sync-report" id="sync-report">
            <dt>\(h(t(ServerText.received)))</dt><dd>\(h(came.isEmpty ? t(ServerText.nothingMoved) : came.joined(separator: ", ")))</dd>
            <dt>\(h(t(ServerText.sent)))</dt><dd>\(h(went))</dd>
            </dl>
            """
        if !report.conflicts.isEmpty {
            html += "<p class=\"notice\">\(h(t(ServerText.conflicts(report.conflicts.count))))</p>"
        }
        html += "<p><a class=\"button\" href=\"/\">\(h(t(ServerText.timeline)))</a></p>"
        return await context.page(t(ServerText.sync), html, live: .off)
    }
}
