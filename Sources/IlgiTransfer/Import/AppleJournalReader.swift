import Foundation
import IlgiCore
import IlgiEntry

/// Reads Apple Journal's export (iOS 18 and later): `AppleJournalEntries/` or its zip, with
/// `Entries/YYYY-MM-DD[_Title][_(n)].html`, one page per entry, and `Resources/` for its
/// photos, videos and audio.
///
/// A page's `div.pageContainer` holds a `pageHeader` (the date, in the phone's language),
/// `assetGrid`s of `gridItem assetType_<kind>` (media with `../Resources/ID.ext`, a map with
/// the place's name, a state of mind such as "Calm, Content"), an optional
/// `reflectionPrompt`, the `title` and the `bodyText`, whose bold and italic runs are spans
/// styled by class in the page's `<style>`. The page keeps no time of day: each entry is dated
/// at noon of the day its file is named by, on `timeZone`'s clock.
public struct AppleJournalReader {
    public let timeZone: TimeZone
    let report: ImportReport?

    public init(timeZone: TimeZone = .current, report: ImportReport? = nil) {
        self.timeZone = timeZone
        self.report = report
    }

    static let mediaKinds: Set<String> = ["photo", "video", "audio", "livePhoto"]
    static let placeKinds: Set<String> = ["multiPinMap", "genericMap", "map", "location"]

    public func read(_ url: URL) throws -> [ImportedEntry] {
        let folder =
            ExportFiles.isFolder(url)
            ? ExportFiles.descend(url) { Self.isExportFolder($0) }
            : url.deletingLastPathComponent().deletingLastPathComponent()
        let pages =
            ExportFiles.isFolder(url)
            ? ExportFiles.files(in: folder.appendingPathComponent("Entries")).filter {
                ["html", "htm"].contains($0.pathExtension.lowercased())
            } : [url]
        guard !pages.isEmpty else {
            throw ImportError(file: url.path, TransferText.importNothingOfSource("Apple Journal", "Entries/*.html"))
        }
        report?.note(.importNoTimeOfDay("Apple Journal"))
        let clock = WallClock(timeZone: timeZone)
        var entries: [ImportedEntry] = []
        for page in pages {
            let name = page.deletingPathExtension().lastPathComponent
            guard let day = WallClock.parse(String(name.prefix(10))), name.prefix(10).count == 10,
                let created = clock.timestamp(
                    .init(year: day.year, month: day.month, day: day.day, hour: 12, minute: 0))
            else {
                report?.skipped(page.lastPathComponent, .importNotAnEntryOf("Apple Journal"))
                continue
            }
            entries.append(try entry(page, created: created, resources: folder.appendingPathComponent("Resources")))
        }
        return entries
    }

    static func isExportFolder(_ folder: URL) -> Bool {
        ExportFiles.isFolder(folder.appendingPathComponent("Entries"))
    }

    func entry(_ page: URL, created: Timestamp, resources: URL) throws -> ImportedEntry {
        let document = Markup.parse(try ExportFiles.text(page))
        var converter = HTMLText()
        for style in document.elements where style.name == "style" {
            converter.classEmphasis.merge(HTMLText.classEmphasis(fromStyleSheet: style.rawText)) { $0.union($1) }
        }
        let title = document.first("div", class: "title")?.text ?? ""
        var paragraphs: [String] = []
        if let prompt = document.first("div", class: "reflectionPrompt")?.text, !prompt.isEmpty {
            paragraphs.append("> " + prompt)
        }
        if let body = document.first("div", class: "bodyText") {
            let text = converter.text(of: body)
            if !text.isEmpty { paragraphs.append(text) }
        }
        var entry = ImportedEntry(
            title: title, body: "", created: created,
            source: ImportedEntry.source("applejournal", hashing: [page.lastPathComponent]), file: page.path, line: 1)
        var media: [URL] = []
        var extras: [String] = []
        for item in document.elements where item.classes.contains(where: { $0.hasPrefix("assetType_") }) {
            guard let kindClass = item.classes.first(where: { $0.hasPrefix("assetType_") }) else { continue }
            let kind = String(kindClass.dropFirst("assetType_".count))
            // A grid holding one asset carries its kind itself; its items are read on their own.
            if item.hasClass("assetGrid"), item.elements.contains(where: { $0.hasClass("gridItem") }) { continue }
            let header = item.first(class: "gridItemOverlayHeader")?.text ?? ""
            let footer = item.first(class: "gridItemOverlayFooter")?.text ?? ""
            switch kind {
            case _ where Self.mediaKinds.contains(kind):
                for source in Self.mediaSources(item) {
                    let file = resources.appendingPathComponent(source)
                    if !media.contains(file) { media.append(file) }
                }
            case _ where Self.placeKinds.contains(kind):
                let place = [footer, header].first { !$0.isEmpty } ?? item.text
                if !place.isEmpty { entry.location = entry.location ?? place }
            case "stateOfMind":
                let mood = header.isEmpty ? item.text : header
                if !mood.isEmpty { entry.fields.append(Trailer(key: "State-Of-Mind", value: mood)) }
            default:
                let text = item.text
                if !text.isEmpty { extras.append(text) }
            }
        }
        paragraphs += extras
        entry.body = paragraphs.joined(separator: "\n\n")
        entry.attach(media, report: report)
        return entry
    }

    /// The `Resources/` names an asset shows: `src` of its images, videos, audio and their
    /// `<source>`s, percent-decoded, only the last path component (never a path outside).
    static func mediaSources(_ item: MarkupElement) -> [String] {
        var names: [String] = []
        for element in item.elements where ["img", "video", "audio", "source"].contains(element.name) {
            guard let src = element.attributes["src"], !src.isEmpty, !src.lowercased().hasPrefix("data:") else {
                continue
            }
            let decoded = src.removingPercentEncoding ?? src
            let name = URL(fileURLWithPath: decoded).lastPathComponent
            if !name.isEmpty, name != "..", !names.contains(name) { names.append(name) }
        }
        return names
    }
}
