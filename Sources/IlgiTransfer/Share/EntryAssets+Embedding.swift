import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// A shared page or the book stands alone: its images go inside it.
extension EntryAssets {
    /// `html`, rendered from `entry`'s text, with each `src` that names one of its linked
    /// images (PNG, JPEG, GIF, WebP, AVIF; at most `limit` bytes each) replaced by a `data:`
    /// URI, for a page that must stand alone (`share --format html`, the book). Done on the
    /// HTML, after the Markdown: a parser never walks megabytes of base64.
    public static func embeddingImages(
        inHTML html: String, of entry: Entry, root: URL, limit: Int = 20 << 20
    )
        -> String
    {
        var result = html
        for (source, data, name) in linkedImageFiles(of: entry, root: root, limit: limit) {
            result = result.replacingOccurrences(of: source, with: dataSource(data, name: name))
        }
        return result
    }

    /// The `src="…"` attribute each of `entry`'s linked images has in its rendered HTML, with
    /// the image's bytes and name (regular files of at most `limit` bytes, never a link).
    package static func linkedImageFiles(
        of entry: Entry, root: URL, limit: Int = 20 << 20
    )
        -> [(source: String, data: Data, name: String)]
    {
        let folder = folder(forEntryPath: entry.path)
        return linkedNames(in: entry.body, id: entry.id).filter(isImage).compactMap { name in
            guard !name.contains("/"), let data = try? Beneath(root).read(folder + "/" + name, limit: limit) else {
                return nil
            }
            return ("src=\"" + HTMLEscaping.escape(link(for: entry.id, name: name)) + "\"", data, name)
        }
    }

    /// `src="data:image/jpeg;base64,…"`.
    package static func dataSource(_ data: Data, name: String) -> String {
        "src=\"data:" + contentType(of: name) + ";base64," + data.base64EncodedString() + "\""
    }
}
