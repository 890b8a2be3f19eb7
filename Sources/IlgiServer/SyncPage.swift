import Foundation
import IlgiCore
import IlgiServeShared

/// The sync button's answer: what came in and what went out.
enum SyncPage {
    static func run(_ context: PageContext) async throws -> WebResponse {
        // The confirm form below sends `confirm=yes`: the browser's `ilgi sync --yes`.
        let confirmed = context.field("confirm") == "yes"
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
        let view = ReportView(
            remote: report.remote, url: report.url,
            received: came.isEmpty ? t(ServerText.nothingMoved) : came.joined(separator: ", "), sent: went,
            conflicts: report.conflicts.isEmpty ? nil : t(ServerText.conflicts(report.conflicts.count)),
            leftOut: report.leftOut.map { "\($0.path): " + t(CoreText.leftOutReason($0.reason)) },
            leftOutHeading: report.leftOut.isEmpty ? nil : t(CoreText.leftOut(report.leftOut.count, report.remote)),
            t: context.words([
                "syncDone": ServerText.syncDone, "received": ServerText.received, "sent": ServerText.sent,
                "timeline": ServerText.timeline,
            ]))
        return await context.page(t(ServerText.sync), context.render("sync", view), live: .off)
    }

    /// A sync that would remove many entries at once stopped: what it would do, and a button
    /// that takes it anyway (each entry can be restored afterwards).
    static func askFirst(_ error: SyncError, _ context: PageContext) async -> WebResponse {
        let view = ConfirmView(
            message: context.t(error.message),
            t: context.words([
                "heading": ServerText.syncStopped, "takeIt": ServerText.syncTakeRemovals,
                "timeline": ServerText.timeline,
            ]))
        return await context.page(context.t(ServerText.sync), context.render("syncConfirm", view), live: .off)
    }

    /// `sync.mustache`: what a sync brought and sent.
    struct ReportView {
        let remote: String
        let url: String
        let received: String
        let sent: String
        let conflicts: String?
        /// `path: why`, for each file the remote sent that was left out.
        let leftOut: [String]
        let leftOutHeading: String?
        let t: [String: String]
    }

    /// `syncConfirm.mustache`: a sync stopped before removing many entries.
    struct ConfirmView {
        let message: String
        let t: [String: String]
    }
}
