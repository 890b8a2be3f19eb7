import Foundation
import IlgiCore
import IlgiEntry

/// The photos, videos, audio and PDFs of a Day One JSON export: listed in each entry
/// (`photos: [{identifier, md5, type, …}]`), kept as `photos/<md5>.<type>` (`videos/`,
/// `audios/`, `pdfs/`) beside the JSON, and placed in the text as `dayone-moment://<id>`
/// (`dayone-moment:/video/<id>`, …). Each becomes an asset of the entry, and its link in the
/// text `<uuid>.assets/NAME`; one the text does not place is linked at its end. A file the
/// export lacks (Day One leaves out what was never downloaded) is left as Day One wrote it.
enum DayOneMedia {
    /// The entry field, the export's folder, and the kind in `dayone-moment:/KIND/ID` links.
    static let kinds: [(field: String, folder: String, kind: String)] = [
        ("photos", "photos", ""), ("videos", "videos", "video"), ("audios", "audios", "audio"),
        ("pdfAttachments", "pdfs", "pdfAttachment"),
    ]

    static func attach(
        _ fields: [String: Any], text: String, id: EntryID, media: URL, file: String, line: Int
    ) throws -> (String, [EntryAsset]) {
        var text = text
        var assets: [EntryAsset] = []
        var used = Set<String>()
        for kind in kinds {
            let items = (fields[kind.field] as? [[String: Any]] ?? [])
                .sorted { ($0["orderInEntry"] as? Int ?? 0) < ($1["orderInEntry"] as? Int ?? 0) }
            for item in items {
                guard let identifier = item["identifier"] as? String, let md5 = item["md5"] as? String else { continue }
                let type = (item["type"] as? String ?? "").lowercased()
                let stored = type.isEmpty ? md5 : md5 + "." + type
                let source = media.appendingPathComponent(kind.folder).appendingPathComponent(stored)
                guard FileManager.default.fileExists(atPath: source.path) else { continue }
                var name = EntryAssets.safeName(
                    item["filename"] as? String ?? (type.isEmpty ? identifier : identifier + "." + type))
                if !used.insert(name).inserted {
                    name = EntryAssets.safeName(identifier + "-" + name)
                    used.insert(name)
                }
                assets.append(EntryAsset(name: name, source: source))
                let link = EntryAssets.link(for: id, name: name)
                let references =
                    kind.kind.isEmpty
                    ? ["dayone-moment://" + identifier, "dayone-moment:/photo/" + identifier]
                    : ["dayone-moment:/" + kind.kind + "/" + identifier]
                var placed = false
                for reference in references where text.contains(reference) {
                    text = text.replacingOccurrences(of: reference, with: link)
                    placed = true
                }
                if !placed {
                    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                    let mark = kind.kind.isEmpty ? "![](\(link))" : "[\(name)](\(link))"
                    text = trimmed + (trimmed.isEmpty ? "" : "\n\n") + mark
                }
            }
        }
        return (text, assets)
    }
}
