import Foundation
import IlgiCore
import IlgiEntry
import IlgiServeShared
import IlgiStore

/// An entry's photos and files in the browser: each served from its `.assets/` folder, added
/// from a file picker, the camera or a drop (the same `EntryAttachments.attach` as `ilgi attach`), and
/// a day's photos together.
enum Photos {
    /// `GET /entry/ID/assets/NAME`: the file's bytes. A picture is shown; any other file is
    /// downloaded, never rendered as a page (a synced file could hold HTML).
    static func serve(_ context: PageContext, id: String, name: String) async throws -> WebResponse {
        guard let entry = try await EntryPages.present(context, id: id),
            let data = EntryAssets.read(name, forEntryPath: entry.path, root: context.journal.root)
        else { throw PageFailure.notFound }
        var headers = [("Content-Type", EntryAssets.contentType(of: name))]
        if !EntryAssets.isImage(name) {
            headers.append(("Content-Disposition", "attachment; filename=\"" + FormData.encode(name) + "\""))
        }
        return WebResponse(status: 200, headers: headers, body: data)
    }

    /// `POST /entry/ID/attach?name=IMG_0001.jpg`: the request's body is the file. Answers with
    /// JSON: the Markdown added to the entry's text and the hash of its file now, so an open
    /// editor can add the same lines and save over the new version.
    static func upload(_ context: PageContext, id: String) async throws -> WebResponse {
        let name = EntryAssets.safeName(context.parameter("name") ?? "photo")
        guard !context.body.isEmpty else { throw PageFailure(status: 400, message: ServerText.emptyUpload) }
        guard context.body.count <= AttachmentFile.sizeLimit else {
            throw PageFailure(
                status: 413,
                message: CoreText.attachTooLarge(
                    name, ByteSize.words(context.body.count), ByteSize.words(AttachmentFile.sizeLimit)))
        }
        guard let entry = try await EntryPages.present(context, id: id) else { throw PageFailure.entryNotFound }
        let file = AttachmentFile(originalName: name, data: context.body)
        let (outcome, text) = try await context.journal.run { journal in
            let outcome = try EntryAttachments(journal).attach([file], to: entry)
            return (outcome, try journal.entryFileText(outcome.entry))
        }
        let answer: [String: String] = [
            "markdown": outcome.links.joined(separator: "\n"), "base": IlgiStore.SHA256.hex(text),
        ]
        let json = try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys])
        return WebResponse(status: 200, headers: [("Content-Type", "application/json")], body: json)
    }

    /// Where the picker sends an entry's photos.
    static func attachAddress(of id: EntryID) -> String { "/entry/\(id.uuid)/attach" }

    /// The address the browser loads an entry's file from.
    static func address(of id: EntryID, name: String) -> String {
        "/entry/\(id.uuid)/assets/" + FormData.encode(name)
    }

    /// The entry's text with its links to its own files pointing where the site serves them,
    /// for rendering (the text links them relative to the entry's file).
    static func servedBody(_ body: String, id: EntryID) -> String {
        body.replacingOccurrences(
            of: "](" + id.uuid + EntryAssets.folderSuffix + "/", with: "](/entry/\(id.uuid)/assets/")
    }

    /// The first picture `entry` links, for its thumbnail in a list; nil when it has none.
    static func thumbnail(of entry: Entry) -> String? {
        EntryAssets.links(in: entry.body, id: entry.id).first { EntryAssets.isImage($0.name) }.map {
            address(of: entry.id, name: $0.name)
        }
    }

    // MARK: A day's photos

    /// `GET /photos`: the pictures of the latest days that have some, grouped by day, each
    /// leading to its entry; `?on=YYYY-MM-DD`, one day's.
    static func days(_ context: PageContext) async throws -> WebResponse {
        let reader = try context.journal.reader()
        let day = context.parameter("on").flatMap(Filters.day)
        let entries: [Entry]
        if let day {
            entries = try reader.entries(matching: EntryFilter(firstDay: day, lastDay: day))
        } else {
            // The entries with a files folder, newest months first: no walk of every entry.
            entries = EntryAssets.entriesWithFiles(in: context.journal.root, limit: 400).compactMap {
                try? reader.entry(matching: $0.uuid)
            }.sorted { $0.created.date > $1.created.date }
        }
        let style = DateStyle(language: context.language)
        var groups: [(day: String, photos: [PhotosView.Photo])] = []
        for entry in entries {
            let photos = EntryAssets.links(in: entry.body, id: entry.id).filter { EntryAssets.isImage($0.name) }
            guard !photos.isEmpty else { continue }
            let items = photos.map { link in
                PhotosView.Photo(
                    src: address(of: entry.id, name: link.name), alt: link.label, entry: "/entry/\(entry.id.uuid)",
                    title: entry.displayTitle)
            }
            if groups.last?.day == entry.created.day {
                groups[groups.count - 1].photos += items
            } else if groups.count < daysPerPage {
                groups.append((entry.created.day, items))
            }
        }
        let view = PhotosView(
            days: groups.map { group in
                let stamp = Timestamp(iso8601: group.day + "T12:00:00Z")
                return PhotosView.Day(
                    day: group.day, date: stamp.map { listDate($0, style: style) } ?? group.day,
                    link: "/?on=" + group.day, photos: group.photos)
            },
            empty: groups.isEmpty ? context.t(ServerText.noPhotos) : nil,
            heading: context.t(day == nil ? ServerText.photos : ServerText.photosOfTheDay),
            all: day == nil ? nil : context.t(ServerText.allPhotos))
        return await context.page(context.t(ServerText.photos), context.render("photos", view))
    }

    /// How many days `/photos` shows.
    static let daysPerPage = 30

    /// `photos.mustache`.
    struct PhotosView {
        struct Photo {
            let src: String
            let alt: String
            /// The entry's address.
            let entry: String
            let title: String
        }
        struct Day {
            let day: String
            let date: String
            let link: String
            let photos: [Photo]
        }
        let days: [Day]
        let empty: String?
        let heading: String
        /// The way back to every day's photos, on one day's page.
        let all: String?
    }

}
