import Foundation
import HTTPTypes
import IlgiCore
import IlgiEntry
import IlgiServer
import IlgiStore
import IlgiTestSupport
import Testing

/// Photos in the browser, answered without a socket: sent to an entry, shown in it and in the
/// timeline, a day's together, and what may not be sent or served.
@Suite struct PhotoSiteTests {
    let folder = TemporaryDirectory("ilgi-serve-photos")
    let site: Site
    let port = 4323
    var host: String { "127.0.0.1:\(port)" }
    var cookie: String { "ilgi-\(port)=\(site.gate.token)" }
    let root: URL
    let red = TestImages.png(rgb: (220, 40, 40))

    init() throws {
        root = folder.appending("journal")
        _ = try Journal.open(at: root)
        site = Site(
            gate: Gatekeeper(token: "secret-token", listen: "127.0.0.1", port: port),
            journals: [ServedJournal(name: "default", access: JournalAccess(root: root))], language: .english)
    }

    func get(_ target: String) async -> WebResponse {
        await SiteTests.respond(from: site, .get, target, headers: ["Host": host, "Cookie": cookie])
    }

    func send(_ data: Data, to target: String, origin: String? = nil) async -> WebResponse {
        await SiteTests.respond(
            from: site, .post, target,
            headers: [
                "Host": host, "Cookie": cookie, "Origin": origin ?? "http://\(host)", "Content-Type": "image/png",
            ], body: data)
    }

    func text(_ response: WebResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    func newEntry(_ title: String, created: String = "2026-11-20T09:00:00+09:00") throws -> Entry {
        let journal = try Journal.open(at: root)
        guard
            case .saved(let entry) = try journal.create(
                text: "\(title)\n\nA day.", created: Timestamp(iso8601: created))
        else { throw CancellationError() }
        return entry
    }

    @Test func aPhotoSentToAnEntryIsAttachedShownAndServed() async throws {
        let entry = try newEntry("Beach")
        let sent = await send(red, to: "/entry/\(entry.id.uuid)/attach?name=IMG_0001.png&journal=default")
        #expect(sent.status == 200, "\(text(sent))")
        let answer = try #require(try JSONSerialization.jsonObject(with: sent.body) as? [String: String])
        let markdown = try #require(answer["markdown"])
        #expect(markdown.hasPrefix("![IMG_0001.png](\(entry.id.uuid).assets/") && markdown.hasSuffix(".png)"))

        // The file, its link and one commit, as `ilgi attach` makes them.
        let journal = try Journal.open(at: root)
        let attached = try journal.reader.entry(matching: entry.id.uuid)
        #expect(attached.body.hasSuffix(markdown))
        #expect(answer["base"] == IlgiStore.SHA256.hex(try journal.entryFileText(attached)))
        let name = try #require(EntryAttachments(journal).attachments(of: attached).first?.name)

        let page = text(await get("/entry/\(entry.id.uuid)"))
        let address = "/entry/\(entry.id.uuid)/assets/\(name)"
        #expect(page.contains("<img src=\"\(address)\" alt=\"IMG_0001.png\" />"), "\(page)")
        #expect(page.contains("href=\"/photos?on=2026-11-20\""))
        #expect(page.contains("accept=\"image/*\" capture=\"environment\""), "the camera on a phone")
        let served = await get(address)
        #expect(served.status == 200 && served.body == red && served.header("Content-Type") == "image/png")

        let timeline = text(await get("/"))
        #expect(timeline.contains("<img class=\"thumbnail\" src=\"\(address)\""))
        #expect(timeline.contains("A day. 🖼 IMG_0001.png"), "the preview names the photo, not its path")

        let day = text(await get("/photos?on=2026-11-20"))
        #expect(day.contains("<img src=\"\(address)\" alt=\"IMG_0001.png\""))
        #expect(text(await get("/photos")).contains(address))
        #expect(text(await get("/photos?on=2026-11-21")).contains("No photos yet"))
    }

    @Test func whatMayNotBeSentOrServedIsRefused() async throws {
        let entry = try newEntry("Guarded")
        let attach = "/entry/\(entry.id.uuid)/attach?name=x.png"
        #expect(await send(red, to: attach, origin: "http://evil.example").status == 403)
        #expect(await send(Data(), to: attach).status == 400)
        #expect(await send(Data(count: AttachmentFile.sizeLimit + 1), to: attach).status == 413)
        #expect(await send(red, to: "/entry/00000000-0000-4000-8000-000000000000/attach?name=x.png").status == 404)

        // Another file than a picture is downloaded, never shown as a page.
        let journal = try Journal.open(at: root)
        _ = try EntryAttachments(journal).attach(
            [AttachmentFile(originalName: "page.html", data: Data("<script>1</script>".utf8))], to: entry)
        let name = try #require(
            EntryAttachments(journal).attachments(of: try journal.reader.entry(matching: entry.id.uuid)).first?.name)
        let download = await get("/entry/\(entry.id.uuid)/assets/\(name)")
        #expect(download.header("Content-Type") == "application/octet-stream")
        #expect(download.header("Content-Disposition")?.hasPrefix("attachment") == true)
        #expect(await get("/entry/\(entry.id.uuid)/assets/..%2F..%2F.git%2Fconfig").status == 404)
        #expect(await get("/entry/\(entry.id.uuid)/assets/nothing.png").status == 404)
    }

    /// Issue 36: a remote's `<uuid>.assets -> /elsewhere` made the server send the files there.
    @Test func aLinkedAssetsFolderServesNothingFromWhereItPoints() async throws {
        let entry = try newEntry("Linked")
        let elsewhere = TemporaryDirectory("ilgi-serve-elsewhere")
        _ = try elsewhere.write("CANARY outside the journal", to: "secret.png")
        let assets = root.appendingPathComponent(EntryAssets.folder(forEntryPath: entry.path))
        try FileManager.default.createSymbolicLink(atPath: assets.path, withDestinationPath: elsewhere.path)
        #expect(await get("/entry/\(entry.id.uuid)/assets/secret.png").status == 404)
        #expect(!text(await get("/entry/\(entry.id.uuid)")).contains("secret.png"))
    }
}
