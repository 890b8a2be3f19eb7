import Foundation
import GitKit

/// The version of a journal's format (docs/FORMAT.md §7): what its files mean, so that an
/// older ilgi never writes a journal a newer one changed the meaning of.
///
/// Every journal so far is format 1, and a format 1 journal carries no mark: the layout, the
/// entry file and its trailers as FORMAT.md describes them. A release that changes what a file
/// means commits `.ilgi/format`, two lines of text:
///
///     format 2
///     needs ilgi 1.4.0
///
/// An ilgi that reads a format above its own still lists, shows and searches the journal (a
/// newer format adds to what a file means; its text stays text), but writes nothing to it,
/// takes no sync that brings such a mark, and says in one line which ilgi it needs.
public struct JournalFormat: Equatable, Sendable {
    /// The file that holds a format above 1, in the journal's own settings folder (`.ilgi/`).
    public static let fileName = ".ilgi/format"
    /// The format this ilgi reads and writes.
    public static let current = 1
    /// Longer than any mark a release will write: a larger file is not a mark.
    static let readLimit = 4096

    /// The format's number; 0 when the file says nothing this ilgi can read (a newer layout of
    /// the file itself, or damage), which is treated as newer than any.
    public let version: Int
    /// The release it needs (`1.4.0`), when the mark says.
    public let needs: String?

    public init(version: Int, needs: String? = nil) {
        self.version = version
        self.needs = needs
    }

    /// The mark's text: a `format N` line, and a `needs ilgi X.Y.Z` line; others are ignored.
    public init(parsing text: String) {
        var version = 0
        var needs: String?
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if words.count == 2, words[0] == "format", let number = Int(words[1]), number > 0 {
                version = number
            } else if words.count == 3, words[0] == "needs", words[1] == "ilgi" {
                needs = String(words[2])
            }
        }
        self.init(version: version, needs: needs)
    }

    /// The mark as a release that writes format `version` commits it.
    public var text: String {
        "format \(version)\n" + (needs.map { "needs ilgi \($0)\n" } ?? "")
    }

    /// True when this ilgi must not write a journal of this format.
    public var isNewerThanThisIlgi: Bool { version == 0 || version > Self.current }

    /// The journal's format as its work tree has it: format 1 when there is no mark.
    static func inWorkTree(_ workTree: Beneath) -> JournalFormat {
        guard workTree.exists(fileName) else { return JournalFormat(version: 1) }
        guard let data = workTree.regularFileContents(fileName, limit: readLimit) else {
            return JournalFormat(version: 0)
        }
        return JournalFormat(parsing: String(decoding: data, as: UTF8.self))
    }

    /// The format of the journal in `tree` (a commit a remote sends): format 1 without a mark.
    public static func inTree(_ tree: Tree, of repository: Repository) throws -> JournalFormat {
        guard let entry = try tree.entry(atPath: fileName) else { return JournalFormat(version: 1) }
        guard entry.kind == .blob, let blob = try? repository.blob(entry.oid), blob.data.count <= readLimit else {
            return JournalFormat(version: 0)
        }
        return JournalFormat(parsing: String(decoding: blob.data, as: UTF8.self))
    }
}

extension JournalStore {
    /// Throws `IlgiError.journalFormatTooNew` when the journal's mark names a format above this
    /// ilgi's: checked before every transaction and every sync. A setting or a remote (git's
    /// config, this machine's alone) can still be changed.
    public func refuseNewerFormat() throws {
        let format = JournalFormat.inWorkTree(workTree)
        if format.isNewerThanThisIlgi {
            throw IlgiError.journalFormatTooNew(format: format.version, needs: format.needs)
        }
    }
}
