import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore
import IlgiTransfer

/// `export --format book -o FILE.html|FILE.pdf`: the book's HTML, and a sketch of it printed
/// by Chromium (when installed) to learn where each month begins, so its contents carry page
/// numbers; for a PDF, the book printed into the file asked for.
struct BookExport {
    let journal: Journal
    let environment: [String: String]

    func write(_ filter: EntryFilter, year: Int?, to output: URL) async throws {
        let wantsPDF = output.pathExtension.lowercased() == "pdf"
        let printer = BookPrinter(environment: environment)
        if wantsPDF, printer.program == nil { throw NoChromium() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ilgi-book-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        // The HTML is made beside where it ends up (a rename, not a copy, puts it there).
        let html = wantsPDF ? work.appendingPathComponent("book.html") : output
        var counted = filter
        counted.limit = nil
        let total = try journal.reader.entryKeys(matching: counted).count
        let progress = Progress(total: total, message: CommandText.exportProgress)
        defer { progress.clear() }
        // With Chromium, a sketch of the book (each photo a blank of its size) is printed to
        // learn where each month begins: the same pages in a moment, not a minute.
        let sketch = printer.program == nil ? nil : work.appendingPathComponent("sketch.html")
        let contents = try BookWriter(journal: journal, language: Language.current).write(
            matching: filter, title: CoreText.bookTitle(year).description, to: TextSink(file: html),
            sketch: try sketch.map { try TextSink(file: $0) }, progress: { progress.update($0, of: total) })
        progress.clear()
        var pages: [String: Int] = [:]
        if let sketch {
            try BookWriter.finish(sketch)
            let measured = work.appendingPathComponent("sketch.pdf")
            try await printer.print(sketch, to: measured)
            pages = BookPages.pages(in: try Data(contentsOf: measured))  // border: a file this command made
        }
        try BookWriter.finish(html, pageNumbers: pages)
        if wantsPDF { try await printer.print(html, to: output) }
        Diagnostics.notice(
            CommandText.bookWritten(contents.entries, contents.photos, output.path, numbered: !pages.isEmpty))
    }
}
