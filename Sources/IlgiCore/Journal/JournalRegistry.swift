import Foundation
import GitKit
import IlgiEntry
import IlgiStore

/// The journals a person keeps, by name (`ilgi journals`): `$XDG_CONFIG_HOME/ilgi/journals`,
/// a file in git's config format, so `git config -f` reads and edits it too:
///
///     [journals]
///         default = work
///     [journal "work"]
///         path = /home/me/work-diary
///
/// The journal ilgi has always used (`$XDG_DATA_HOME/ilgi`) is named `default` without being
/// written down; registering another `default` moves that name. The file only names folders:
/// each journal stays its own repository with its own remotes, encryption, templates and fields.
public struct JournalRegistry {
    /// A journal and its name.
    public struct Named: Sendable, Equatable {
        public let name: String
        public let root: URL

        public init(name: String, root: URL) {
            self.name = name
            self.root = root
        }
    }

    /// The name of the journal at `$XDG_DATA_HOME/ilgi` when nothing else is called that.
    public static let standardName = "default"

    /// The registry file.
    public let file: URL
    /// Where the standard journal is (`$XDG_DATA_HOME/ilgi`).
    public let standardRoot: URL
    /// For a `~/` written into the file by hand.
    private let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
        file = BaseDirectories.configHome(environment).appendingPathComponent("ilgi/journals")
        standardRoot = JournalLocation.standardRoot(environment)
    }

    /// What the file says, read once: every journal, the standard one first (unless renamed
    /// away), then the registered ones by name; and the name `journals default` set.
    private struct Contents {
        var journals: [Named]
        var defaultName: String?

        func journal(named name: String) throws -> Named {
            guard let found = journals.first(where: { $0.name == name }) else {
                throw JournalRegistryError.unknownJournal(name: name, known: journals.map(\.name))
            }
            return found
        }
    }

    private func contents() throws -> Contents {
        var registered: [Named] = []
        var defaultName: String?
        for (key, value) in try entries(matching: "^journals\\.default$|^journal\\..*\\.path$") {
            if key == "journals.default" {
                defaultName = value.isEmpty ? nil : value
                continue
            }
            let name = String(key.dropFirst("journal.".count).dropLast(".path".count))
            guard Self.isValidName(name), !registered.contains(where: { $0.name == name }) else { continue }
            registered.append(Named(name: name, root: JournalLocation.url(expanding: value, environment: environment)))
        }
        registered.sort { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        if let index = registered.firstIndex(where: { $0.name == Self.standardName }) {
            return Contents(journals: [registered.remove(at: index)] + registered, defaultName: defaultName)
        }
        return Contents(
            journals: [Named(name: Self.standardName, root: standardRoot)] + registered, defaultName: defaultName)
    }

    /// Every journal: the standard one first (unless renamed away), then the registered ones
    /// by name.
    public func journals() throws -> [Named] {
        try contents().journals
    }

    /// The journal called `name`; throws naming the known ones when there is none.
    public func journal(named name: String) throws -> Named {
        try contents().journal(named: name)
    }

    /// The name `journals default` set, or nil (the standard journal).
    public func defaultName() throws -> String? {
        try contents().defaultName
    }

    /// The journal a command uses when none is named: the one `journals default` set, else
    /// the standard one. A default naming a journal since removed by hand is an error, so the
    /// writing never lands somewhere unexpected. Every command that names no journal asks
    /// this: one look at the file (none at all when there is no file).
    public func defaultJournal() throws -> Named {
        let contents = try contents()
        return try contents.journal(named: contents.defaultName ?? Self.standardName)
    }

    /// Refuses a name already taken, a name ilgi would not read back, and a folder another
    /// name already has: what `add` checks, for a caller to ask before making the folder.
    public func checkAvailable(name: String, root: URL?) throws {
        guard Self.isValidName(name) else { throw JournalRegistryError.invalidName(name) }
        let all = try journals()
        if let taken = all.first(where: { $0.name == name }) {
            throw JournalRegistryError.nameTaken(name: name, root: taken.root.path)
        }
        let path = root?.standardizedFileURL.path
        if let same = all.first(where: { $0.root.standardizedFileURL.path == path }) {
            throw JournalRegistryError.folderTaken(name: same.name, root: same.root.path)
        }
    }

    /// Registers `root` as `name` (`checkAvailable` first).
    public func add(name: String, root: URL) throws {
        try checkAvailable(name: name, root: root)
        try write { try $0.set("journal.\(name).path", to: root.standardizedFileURL.path) }
    }

    /// Forgets `name` (its folder is left as it is); when it was the default, the standard
    /// journal is the default again.
    public func remove(name: String) throws {
        let contents = try contents()
        _ = try contents.journal(named: name)
        let removed = try write { try $0.unset("journal.\(name).path") }
        guard removed else { throw JournalRegistryError.cannotForgetStandard(root: standardRoot.path) }
        if contents.defaultName == name { try write { try $0.unset("journals.default") } }
    }

    /// Makes `name` the journal commands use when none is named.
    public func setDefault(name: String) throws {
        _ = try journal(named: name)
        try write { try $0.set("journals.default", to: name) }
    }

    /// A name a journal may have: the rule templates follow (letters, digits, `-`, `_`, `.`
    /// not first, at most 64), so it is one word on a command line and one folder name.
    public static func isValidName(_ name: String) -> Bool {
        EntryTemplate.isValidName(name)
    }

    /// Where a new journal called `name` is made when no folder is given:
    /// `$XDG_DATA_HOME/ilgi-NAME`, beside the standard journal.
    public func newRoot(for name: String) -> URL {
        standardRoot.deletingLastPathComponent().appendingPathComponent("ilgi-" + name, isDirectory: true)
    }

    /// A journal name made from another program's (jrnl's `my work` is `my-work`): what a
    /// name may not hold becomes `-`.
    public static func name(borrowing other: String) -> String {
        let kept = String(
            other.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" }.prefix(64))
        return isValidName(kept) ? kept : "journal-" + String(kept.drop { $0 == "." }.prefix(55))
    }

    // MARK: The file

    private func entries(matching pattern: String) throws -> [(name: String, value: String)] {
        try read { try $0.entries(matching: pattern) } ?? []
    }

    /// `body` on the file, or nil without opening anything when there is no file (the
    /// common case, and the one every command pays for).
    private func read<T>(_ body: (GitKit.Config) throws -> T?) throws -> T? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            return try body(GitKit.Config.open(file: file.path))
        } catch {
            throw JournalRegistryError.unreadable(path: file.path, reason: String(describing: error))
        }
    }

    @discardableResult
    private func write<T>(_ body: (GitKit.Config) throws -> T) throws -> T {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            return try body(GitKit.Config.open(file: file.path))
        } catch {
            throw JournalRegistryError.unwritable(path: file.path, reason: String(describing: error))
        }
    }
}

/// Why a journal's name could not be used.
public enum JournalRegistryError: UserFacingError, Equatable {
    case unknownJournal(name: String, known: [String])
    case invalidName(String)
    case nameTaken(name: String, root: String)
    case folderTaken(name: String, root: String)
    case cannotForgetStandard(root: String)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)

    public var message: any LocalizedText {
        switch self {
        case .unknownJournal(let name, let known): CoreText.unknownJournal(name, known)
        case .invalidName(let name): CoreText.invalidJournalName(name)
        case .nameTaken(let name, let root): CoreText.journalNameTaken(name, root)
        case .folderTaken(let name, let root): CoreText.journalFolderTaken(name, root)
        case .cannotForgetStandard(let root): CoreText.cannotForgetStandardJournal(root)
        case .unreadable(let path, let reason): CoreText.journalListUnreadable(path, reason)
        case .unwritable(let path, let reason): CoreText.journalListUnwritable(path, reason)
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .unreadable, .unwritable: 1
        default: 2
        }
    }
}
