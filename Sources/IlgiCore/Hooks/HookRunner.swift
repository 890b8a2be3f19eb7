import Foundation
import IlgiEntry
import IlgiStore

#if canImport(Glibc)
    import Glibc
#endif

/// Finds and runs the user's hooks. Hooks live in this machine's config folder,
/// `$XDG_CONFIG_HOME/ilgi/hooks` (default `~/.config/ilgi/hooks`), never in the journal's work
/// tree: a remote must not be able to make a machine run a program.
///
/// A `Journal` given a runner (`journal.hooks = HookRunner(...)`) runs `post-create` between
/// writing a new entry and committing it, and `post-save` after each commit; warnings about
/// hooks that failed go to `warn` as values, for the caller to show.
public struct HookRunner: Sendable {
    /// The hooks folder.
    public let directory: URL
    /// The environment hooks start from; the `ILGI_*` variables are added to it.
    public var environment: [String: String]
    /// The folder of the running `ilgi`, put first on the hooks' PATH so that a hook calling
    /// `ilgi` gets this one (as git does for its own hooks).
    public var executableDirectory: String?
    /// Where the hooks' standard output and error go: ilgi's standard error by default, so a
    /// hook never mixes its words into output meant for scripts (the id `ilgi new` prints).
    public var output: Int32
    /// Receives each warning as it happens.
    public var warn: @Sendable (HookWarning) -> Void
    /// What hook timeouts are measured against (a test may drive it).
    public var clock: HookClock = .continuous

    /// The timeout when the journal sets no `hooks.timeout`.
    public static let defaultTimeout: Duration = .seconds(5)

    public init(
        directory: URL? = nil,
        environment: [String: String],
        executableDirectory: String? = nil,
        output: Int32 = STDERR_FILENO,
        warn: @escaping @Sendable (HookWarning) -> Void = { _ in }
    ) {
        self.directory = directory ?? HookRunner.directory(environment: environment)
        self.environment = environment
        self.executableDirectory = executableDirectory
        self.output = output
        self.warn = warn
    }

    /// `$XDG_CONFIG_HOME/ilgi/hooks`, else `~/.config/ilgi/hooks`.
    public static func directory(environment: [String: String]) -> URL {
        BaseDirectories.configHome(environment).appendingPathComponent("ilgi/hooks", isDirectory: true)
    }

    /// The hooks for `event`, in the order they run: `<event>` first, then the files of
    /// `<event>.d/` by name. Hidden files, backups (`~`), `.sample` files and folders are skipped.
    public func hooks(for event: HookEvent) -> [Hook] {
        let fileManager = FileManager.default
        var found: [Hook] = []
        let single = directory.appendingPathComponent(event.rawValue)
        if isFile(single.path) {
            found.append(Hook(event: event, url: single, name: event.rawValue))
        }
        let folderName = event.rawValue + ".d"
        let folder = directory.appendingPathComponent(folderName, isDirectory: true)
        let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard !name.hasPrefix("."), !name.hasSuffix("~"), !name.hasSuffix(".sample") else { continue }
            let url = folder.appendingPathComponent(name)
            guard isFile(url.path) else { continue }
            found.append(Hook(event: event, url: url, name: folderName + "/" + name))
        }
        return found
    }

    /// Runs one hook for `event` with the journal at `journal` as working directory, waiting at
    /// most `timeout`. `entry` is the entry's id and its absolute path, for events about one.
    public func run(
        _ hook: Hook, journal: URL, entry: (id: EntryID, path: URL)?, timeout: Duration
    ) -> HookExit {
        guard hook.isExecutable else { return .couldNotStart(HookRunner.notExecutable) }
        var environment = self.environment
        environment["ILGI_JOURNAL"] = journal.path
        environment["ILGI_EVENT"] = hook.event.rawValue
        if let entry {
            environment["ILGI_ENTRY_ID"] = entry.id.uuid
            environment["ILGI_ENTRY_PATH"] = entry.path.path
        } else {
            environment["ILGI_ENTRY_ID"] = nil
            environment["ILGI_ENTRY_PATH"] = nil
        }
        if let executableDirectory {
            let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
            if path.split(separator: ":").first.map(String.init) != executableDirectory {
                environment["PATH"] = executableDirectory + ":" + path
            }
        }
        return HookProcess.run(
            hook.url.path, in: journal.path, environment: environment, output: output, timeout: timeout, clock: clock)
    }

    /// The reason `couldNotStart` carries for a hook file without execute permission.
    static let notExecutable = "not executable"

    private func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}

/// Something a hook did wrong, and what ilgi did about it. One line for the user.
public struct HookWarning: Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        case exited(Int32)
        case signaled(Int32)
        case timedOut(Duration)
        case couldNotStart(String)
        case notExecutable(path: String)
        /// post-create: the hook removed the entry's file.
        case deletedFile
        /// post-create: the hook left the file empty.
        case emptiedFile
        /// post-create: the hook left bytes that are not UTF-8.
        case notUTF8
        /// post-create: the hook changed the title or the body, not just trailers.
        case changedText
        /// post-create: the hook put something other than a plain file in the entry's place.
        case replacedFile
    }

    /// `post-create.d/weather`.
    public let hook: String
    public let event: HookEvent
    public let problem: Problem
    /// True when the entry was saved as the user wrote it, without the hook's changes.
    public let textRestored: Bool

    public init(hook: String, event: HookEvent, problem: Problem, textRestored: Bool) {
        self.hook = hook
        self.event = event
        self.problem = problem
        self.textRestored = textRestored
    }

    public var message: any LocalizedText { CoreText.hookWarning(self) }
    public var description: String { message.text(in: .english) }
}

extension HookWarning.Problem {
    /// The problem a run's exit is, or nil for a success.
    init?(_ exit: HookExit, hook: Hook) {
        switch exit {
        case .exited(0): return nil
        case .exited(let status): self = .exited(status)
        case .signaled(let signal): self = .signaled(signal)
        case .timedOut(let timeout): self = .timedOut(timeout)
        case .couldNotStart(HookRunner.notExecutable): self = .notExecutable(path: hook.url.path)
        case .couldNotStart(let reason): self = .couldNotStart(reason)
        }
    }
}
