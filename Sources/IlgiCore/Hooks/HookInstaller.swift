import Foundation
import IlgiEntry
import IlgiStore

/// Installs the hooks that come with ilgi (`hooks/weather` in the source tree, installed to
/// `PREFIX/share/ilgi/hooks/`) into the user's hooks folder, as post-create hooks.
public enum HookInstaller {
    /// The hooks ilgi ships.
    public static let bundled = ["weather"]

    public enum Result: Sendable, Equatable {
        case installed(URL)
        case alreadyInstalled(URL)
    }

    /// Where the hook called `name` that comes with the ilgi at `executable` may be: beside the
    /// binary in `../share/ilgi/hooks/`, then `hooks/` of the source tree the binary was built
    /// in (a folder above it holding `Package.swift`).
    public static func candidates(for name: String, executable: URL) -> [URL] {
        let folder = executable.deletingLastPathComponent()
        var found = [folder.appendingPathComponent("../share/ilgi/hooks/\(name)").standardizedFileURL]
        var ancestor = folder
        for _ in 0..<8 {
            if FileManager.default.fileExists(atPath: ancestor.appendingPathComponent("Package.swift").path) {
                found.append(ancestor.appendingPathComponent("hooks/\(name)"))
                break
            }
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { break }
            ancestor = parent
        }
        return found
    }

    /// Copies the bundled hook `name` to `<hooks>/post-create.d/<name>`, executable. A file
    /// already there with other contents is replaced only with `force`.
    public static func install(_ name: String, executable: URL, into hooks: URL, force: Bool = false) throws -> Result {
        guard bundled.contains(name) else { throw HookError.unknownHook(name) }
        let candidates = candidates(for: name, executable: executable)
        guard let source = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }),
            let contents = try? Data(contentsOf: source)  // border: ilgi's hooks
        else { throw HookError.sourceMissing(name, searched: candidates.map(\.path)) }
        let destination = hooks.appendingPathComponent("\(HookEvent.postCreate.rawValue).d/\(name)")
        do {
            if let existing = try? Data(contentsOf: destination) {  // border: ilgi's hooks
                if existing == contents {
                    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: destination.path)
                    return .alreadyInstalled(destination)
                }
                guard force else { throw HookError.wouldOverwrite(destination.path) }
            }
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: destination, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: destination.path)
        } catch let error as HookError {
            throw error
        } catch {
            throw IlgiError.fileSystem(path: destination.path, message: IlgiError.describe(error))
        }
        return .installed(destination)
    }
}

/// Errors of `ilgi hooks`.
public enum HookError: UserFacingError, Equatable {
    case unknownEvent(String)
    case eventNeedsEntry(HookEvent)
    case unknownHook(String)
    case sourceMissing(String, searched: [String])
    case wouldOverwrite(String)

    public var message: any LocalizedText {
        switch self {
        case .unknownEvent(let name): CoreText.unknownHookEvent(name)
        case .eventNeedsEntry(let event): CoreText.hookEventNeedsEntry(event.rawValue)
        case .unknownHook(let name): CoreText.unknownHookName(name, HookInstaller.bundled)
        case .sourceMissing(let name, let searched): CoreText.hookSourceMissing(name, searched)
        case .wouldOverwrite(let path): CoreText.hookInstallWouldOverwrite(path)
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .unknownEvent, .eventNeedsEntry, .unknownHook: 2
        case .sourceMissing, .wouldOverwrite: 1
        }
    }
}
