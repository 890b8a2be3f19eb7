import Foundation
import IlgiCore
import IlgiStore

/// JPEG previews of HEIC photos (what iPhones take, and Apple Journal and Journey export),
/// which no browser but Safari shows. Where `heif-convert` is installed (Debian's
/// `libheif-examples`), each HEIC an import brings gets a JPEG beside it, and the entry shows
/// that; the HEIC is kept as it is, linked as the original. Made once per import, in a
/// temporary folder removed with it.
public final class HEICPreviews: @unchecked Sendable {
    // Unchecked: an import runs on one thread.
    /// The converter, or nil when it is not installed.
    let converter: String?
    private var folder: URL?
    /// Each HEIC asked for: its JPEG, or nil when none could be made (not tried again).
    private var made: [String: URL?] = [:]
    /// How many HEIC photos went without a preview (no converter, or it failed).
    public private(set) var without = 0

    /// The longest one conversion may take: a hostile file must not stall the import.
    static let deadline: Duration = .seconds(60)

    /// Previews made by the `heif-convert` found on `environment`'s `PATH` (the system's
    /// usual folders when it names none).
    public init(environment: [String: String]) {
        converter = ExecutableSearch.find("heif-convert", path: environment["PATH"])
    }

    /// No previews: a reader used on its own, or a test, runs no program.
    public static var none: HEICPreviews { HEICPreviews(environment: ["PATH": ""]) }

    deinit {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    static func isHEIC(_ name: String) -> Bool {
        ["heic", "heif"].contains(URL(fileURLWithPath: name).pathExtension.lowercased())
    }

    /// A JPEG of `heic`, or nil when there is no converter or it could not read the file.
    func preview(of heic: URL) -> URL? {
        if let done = made[heic.path] { return done }
        guard let converter, let folder = scratchFolder() else {
            without += 1
            made[heic.path] = .some(nil)
            return nil
        }
        let output = folder.appendingPathComponent("\(made.count).jpg")
        let start = ContinuousClock.now
        let ending =
            (try? ChildProcess(
                [converter, "-q", "85", heic.path, output.path], input: .null, output: .null, error: .null,
                grouping: .newGroup))?.wait(deadline: Self.deadline, now: { start.duration(to: .now) })
        guard ending == .exited(0), ExportFiles.isRegularFile(output),
            ExportFiles.mediaExtension(of: output) == "jpg"
        else {
            without += 1
            made[heic.path] = .some(nil)
            return nil
        }
        made[heic.path] = output
        return output
    }

    private func scratchFolder() -> URL? {
        if let folder { return folder }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ilgi-heic-" + UUID().uuidString, isDirectory: true)
        guard (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)) != nil else {
            return nil
        }
        folder = url
        return url
    }
}
