import Foundation

@testable import GitKit
@testable import IlgiCatalog
@testable import IlgiCore
@testable import IlgiEntry
@testable import IlgiStore
@testable import IlgiTransfer

/// libFuzzer's entry point for every parser that reads bytes a remote or another program
/// wrote. Which parser is fuzzed is chosen by `ILGI_FUZZ_TARGET` (read once); `make fuzz`
/// runs each in turn on its corpus in `Tests/Fuzz/corpus/<target>/`. Built only with
/// `ILGI_FUZZ=1 swift build --sanitize fuzzer --sanitize address` and the coverage flags of
/// `make fuzz` (Package.swift), where libFuzzer supplies `main`. A target traps (and
/// libFuzzer keeps the input) when a parser crashes, or when a promise it checks is broken.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = start.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzTarget.current.run(bytes)
    return 0
}

enum FuzzTarget: String, CaseIterable {
    case entry, fields, gitCryptKey = "gitcrypt-key", gitCryptBlob = "gitcrypt-blob", search, dates, jrnl
    case jrnlJSON = "jrnl-json", dayOne = "dayone", ilgiJSON = "ilgi-json", markdown, index, tree
    case html, journey, daylio, diaro, momento, links

    static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["ILGI_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("ILGI_FUZZ_TARGET must be one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    func run(_ bytes: Data) {
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .entry:
            // The promise of docs/FORMAT.md: every byte of an entry survives a load and a save.
            let document = EntryDocument(parsing: text)
            precondition(document.rendered() == text, "an entry did not render back byte for byte")
            _ = document.editableText
            _ = EntryDocument(parsingUTF8: Array(bytes))
        case .fields:
            let fields = JournalFields(parsing: text)
            _ = fields.definitions.map(\.name)
        case .gitCryptKey:
            if let key = try? GitCryptKey(fileContents: bytes) { _ = key.latest }
        case .gitCryptBlob:
            // Whatever a remote stores, decoding never crashes, and only ciphertext made with
            // the key decodes to text.
            let codec = GitCryptContent(key: Self.key)
            _ = try? codec.decode(bytes, path: "2026/11/0badc0de-0000-4000-8000-000000000001.txt")
            if let stored = try? codec.encode(bytes, path: "2026/11/x.txt") {
                precondition((try? codec.decode(stored, path: "2026/11/x.txt")) == bytes, "a blob did not decrypt back")
            }
        case .search:
            guard let query = SearchQuery(text) else { return }
            _ = query.matches(title: text, body: text)
            _ = query.matches(in: text)
        case .dates:
            let input = DateInput(
                timeZone: TimeZone(identifier: "UTC")!, now: Date(timeIntervalSince1970: 1_800_000_000))
            _ = try? input.timestamp(text)
            _ = try? input.range(text)
            _ = try? input.day(text)
        case .jrnl:
            _ = try? JrnlTextReader(timeZone: TimeZone(identifier: "UTC")!).parse(text, file: "fuzz.txt")
        case .jrnlJSON:
            _ = try? JrnlJSONReader(timeZone: TimeZone(identifier: "UTC")!).read(Self.file(bytes, "journal.json"))
        case .dayOne:
            _ = try? DayOneReader().read(Self.file(bytes, "Journal.json"))
        case .ilgiJSON:
            _ = try? IlgiJSONReader().read(Self.file(bytes, "ilgi.json"))
        case .markdown:
            _ = MarkdownHTML.render(text)
        case .html:
            // Another app's entry HTML becomes text with no tag left in it.
            let plain = HTMLText.text(text)
            let page = Markup.parse(text)
            _ = page.elements.count
            _ = AppleJournalReader.mediaSources(page)
            precondition(!plain.contains("<script"), "a script survived as text")
        case .journey:
            let file = Self.file(bytes, "1730665800000-fuzz.json")
            _ = try? JourneyReader(report: ImportReport()).entry(file, media: Self.scratch)
        case .daylio:
            let file = Self.file(Data(bytes.base64EncodedString().utf8), "backup.daylio")
            _ = try? DaylioReader(report: ImportReport()).read(file)
            _ = CSV.rows(text)
        case .diaro:
            _ = DiaroReader.tables(Markup.parse(text))
            let file = Self.file(bytes, "DiaroBackup.xml")
            _ = try? DiaroReader(report: ImportReport()).read(file)
        case .links:
            // Every link found is `[[…]]` on one line, in order, apart; made Markdown links,
            // the text outside them is unchanged; ilgi's own form reads back as written.
            let utf8 = Array(text.utf8)
            let links = EntryLinks.find(in: text)
            var end = 0
            for link in links {
                precondition(link.range.lowerBound >= end && link.range.upperBound <= utf8.count)
                precondition(
                    utf8[link.range].starts(with: [0x5B, 0x5B]) && utf8[link.range].suffix(2) == [0x5D, 0x5D])
                precondition(!utf8[link.range].contains(0x0A))
                end = link.range.upperBound
            }
            let resolved = links.map { ResolvedLink(link: $0, targets: []) }
            let linked = LinkedMarkdown.body(text, links: resolved) { _ in "#x" }
            precondition(!links.isEmpty || linked == text)
            let id = EntryID()
            let written = EntryLinks.find(in: EntryLinks.text(linkingTo: id, title: text))
            precondition(written.count == 1 && written[0].target == .id(id.short))
        case .momento:
            _ = try? MomentoReader(timeZone: .gmt).entries(in: text, file: "fuzz.txt", attachments: Self.scratch)
        case .index:
            let folder = Self.scratch.appendingPathComponent("git")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? bytes.write(to: folder.appendingPathComponent("index"))
            _ = IndexFile.damage(gitDirectory: folder)
        case .tree:
            bytes.withUnsafeBytes { raw in
                var entry = try? RawTreeEntry.first(in: raw, tree: nil)
                var seen = 0
                while let current = entry, seen < 100_000 {
                    _ = current.name(in: raw)
                    _ = current.mode(in: raw)
                    _ = current.oid(in: raw)
                    entry = try? current.next(in: raw, tree: nil)
                    seen += 1
                }
            }
        }
    }

    /// A fixed key, so a crash found is found again.
    static let key = GitCryptKey(versions: [
        GitCryptKey.Version(number: 0, aesKey: Data(repeating: 7, count: 32), hmacKey: Data(repeating: 9, count: 64))
    ])

    static let scratch: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ilgi-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// The readers that take a file: the input written to one in the scratch folder.
    static func file(_ bytes: Data, _ name: String) -> URL {
        let url = scratch.appendingPathComponent(name)
        try? bytes.write(to: url)
        return url
    }
}
