import Foundation

/// When ilgi runs hooks.
public enum HookEvent: String, Sendable, CaseIterable {
    /// After a new entry's file is written and before it is committed. The hook may change the
    /// file (the weather hook appends its trailer); what it must not do is lose the user's text.
    case postCreate = "post-create"
    /// After each commit that saves or deletes an entry.
    case postSave = "post-save"
    /// After a sync has brought the journal up to date with its remotes.
    case postSync = "post-sync"

    /// True when the event concerns one entry, so `ILGI_ENTRY_ID` and `ILGI_ENTRY_PATH` are set.
    public var needsEntry: Bool { self != .postSync }
}

/// One hook program: `<hooks>/<event>` or `<hooks>/<event>.d/<name>`.
public struct Hook: Sendable, Hashable {
    public let event: HookEvent
    public let url: URL
    /// How warnings and `ilgi hooks list` name it: `post-create` or `post-create.d/weather`.
    public let name: String

    /// True when the file can be run. Hooks that cannot are skipped with a warning, as git does.
    public var isExecutable: Bool { FileManager.default.isExecutableFile(atPath: url.path) }
}
