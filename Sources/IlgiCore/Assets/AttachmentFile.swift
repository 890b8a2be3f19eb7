import Foundation
import IlgiEntry
import IlgiStore

/// A file the user asked to attach to an entry, read before anything is written: its bytes and
/// the name it had (the link's text). The journal names it by its content
/// (`3f2a9c1b0e7d4a55.jpg`, `ContentCodec.contentName`), so the same photo is kept once.
public struct AttachmentFile: Sendable, Equatable {
    /// Files larger than this are refused unless forced: git keeps every version of every
    /// file for good, and a clone brings them all.
    public static let sizeLimit = 20 << 20

    /// The name the file had where it came from: "IMG_1234.jpg".
    public let originalName: String
    public let data: Data

    public init(originalName: String, data: Data) {
        self.originalName = originalName
        self.data = data
    }

    /// The name it is kept under: `contentName` of its bytes, then its extension.
    func storedName(_ contentName: String) -> String {
        let suffix = EntryAssets.safeExtension(of: originalName)
        return contentName + (suffix.isEmpty ? "" : "." + suffix)
    }

    /// Reads the regular file at `url` (the user's own file, so a link to one is followed, as
    /// `cp` does). Over `sizeLimit` it is refused unless `force`, with a line that says why.
    public static func read(_ url: URL, force: Bool = false) throws -> AttachmentFile {
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw IlgiError.invalidInput(CoreText.attachNoSuchFile(url.path)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw IlgiError.invalidInput(CoreText.attachNotAFile(url.path))
        }
        let size = Int(info.st_size)
        if size > sizeLimit, !force {
            throw IlgiError.invalidInput(
                CoreText.attachTooLarge(url.lastPathComponent, ByteSize.words(size), ByteSize.words(sizeLimit)))
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)  // border: a file to attach
        } catch {
            throw IlgiError.wrapping(error, while: .readAttachment, path: url.path)
        }
        return AttachmentFile(originalName: url.lastPathComponent, data: data)
    }

    /// The Markdown that links it, kept as `name`, from the entry's text: an image, or a link
    /// for other files.
    func markdown(for id: EntryID, name: String) -> String {
        let label = EntryAssets.linkLabel(originalName)
        return (EntryAssets.isImage(name) ? "!" : "") + "[" + label + "](" + EntryAssets.link(for: id, name: name) + ")"
    }
}

/// A number of bytes for people: "812 B", "4.2 KiB", "48.0 MiB".
public enum ByteSize {
    public static func words(_ bytes: Int) -> String {
        let units = ["B", "KiB", "MiB", "GiB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(bytes) B" }
        // A round limit reads as one ("20 MiB"); a file's size keeps its tenths, and its
        // hundredths, rounded up, where tenths would read as round: a file just over a limit
        // never reads as at it ("20.01 MiB", not "20.0 MiB").
        if value == value.rounded() { return "\(Int(value)) \(units[unit])" }
        if (value * 10).rounded() == value.rounded() * 10 {
            return String(format: "%.2f %@", (value * 100).rounded(.up) / 100, units[unit])
        }
        return String(format: "%.1f %@", value, units[unit])
    }
}
