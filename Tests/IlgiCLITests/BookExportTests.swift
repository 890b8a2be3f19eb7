import Foundation
import IlgiTestSupport
import Testing

/// `ilgi export --format book`: a year as one HTML made for print, and as a PDF printed by
/// headless Chromium, read back with poppler's tools.
struct BookExportTests {
    static let canPrint =
        CommandRunner.isAvailable("chromium") && CommandRunner.isAvailable("pdftotext")
        && CommandRunner.isAvailable("pdftoppm") && CommandRunner.isAvailable("pdfinfo")

    /// A year of five entries over three months, one with a red photo, and one from another year.
    func diary() throws -> (Sandbox, photoEntry: String) {
        let sandbox = Sandbox()
        let red = sandbox.home.appending("red.png")
        try TestImages.png(width: 320, height: 240, rgb: (220, 30, 30)).write(to: red)
        _ = try sandbox.newEntry("January walk", body: "Snow on the river.", extra: ["--date", "2025-01-05 10:00"])
        _ = try sandbox.newEntry("Cold", body: "Tea all day.", extra: ["--date", "2025-01-20 10:00"])
        let photo = try sandbox.newEntry(
            "Red kite", body: "A red kite over the field.", extra: ["--date", "2025-03-02 09:00", "--attach", red.path])
        _ = try sandbox.newEntry("Seoul", body: "바다가 보고 싶어요.", extra: ["--date", "2025-07-14 20:00"])
        _ = try sandbox.newEntry("Last", body: "The end of summer.", extra: ["--date", "2025-07-31 20:00"])
        _ = try sandbox.newEntry("Other year", body: "Not in the book.", extra: ["--date", "2024-12-31 20:00"])
        return (sandbox, photo)
    }

    @Test func theHTMLBookStandsAloneWithACoverContentsChaptersAndPhotos() throws {
        let (sandbox, _) = try diary()
        let file = sandbox.home.appending("book.html")
        // No Chromium on PATH: the HTML is written all the same, its contents without page numbers.
        let written = try sandbox.run(
            ["export", "--format", "book", "--year", "2025", "-o", file.path], environment: ["PATH": "/usr/bin/none"])
        #expect(written.succeeded, "\(written)")
        #expect(written.stderr.contains("Wrote a book of 5 entries and 1 photo to"))
        #expect(written.stderr.contains("Install Chromium for page numbers"))
        let html = try String(contentsOf: file, encoding: .utf8)
        #expect(html.contains("<section class=\"cover\">\n<h1>Journal 2025</h1>"))
        #expect(html.contains("<a href=\"#month-2025-01\">January 2025 <span class=\"count\">2 entries</span></a>"))
        #expect(html.contains("<section class=\"month\" id=\"month-2025-03\">\n<h1>March 2025</h1>"))
        #expect(html.contains("<img src=\"data:image/png;base64,"), "the photo is inside the file")
        #expect(html.contains("@page { size: A5;") && html.contains("counter(page)"))
        #expect(!html.contains("Not in the book") && !html.contains("<script"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"), "nothing from elsewhere")
        #expect(html.hasSuffix("</body>\n</html>\n"))

        let pdf = try sandbox.run(
            ["export", "--format", "book", "-o", sandbox.home.appending("book.pdf").path],
            environment: ["PATH": "/usr/bin/none"])
        #expect(pdf.status == 1 && pdf.stderr.contains("sudo apt install chromium"), "\(pdf)")
        #expect(try sandbox.run("export", "--format", "book").status == 2, "a book needs a file")
    }

    @Test(.enabled(if: canPrint, "needs chromium and poppler-utils (see .ci/run)"))
    func thePDFBookHasNumberedContentsTheEntriesAndTheirPhotos() throws {
        let (sandbox, _) = try diary()
        let html = sandbox.home.appending("book.html")
        let pdf = sandbox.home.appending("book.pdf")
        #expect(try sandbox.run("export", "--format", "book", "--year", "2025", "-o", pdf.path).succeeded)
        #expect(try sandbox.run("export", "--format", "book", "--year", "2025", "-o", html.path).succeeded)
        #expect(try String(contentsOf: html, encoding: .utf8).contains(".toc a[href=\"#month-2025-03\"]::after"))

        let info = try CommandRunner.run("pdfinfo", [pdf.path]).stdout
        let pages = try #require(
            info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap {
                Int($0.split(separator: " ").last ?? "")
            })
        #expect(pages >= 5, "cover, contents and a page per month at least: \(info)")

        // The contents name each month with the page it begins on, and that page begins so.
        let contents = try CommandRunner.run("pdftotext", ["-f", "2", "-l", "2", "-layout", pdf.path, "-"]).stdout
        let march = try #require(contents.split(separator: "\n").first { $0.contains("March 2025") })
        let marchPage = try #require(Int(march.split(separator: " ").last ?? ""), "\(contents)")
        let page = try CommandRunner.run(
            "pdftotext", ["-f", "\(marchPage)", "-l", "\(marchPage)", pdf.path, "-"]
        ).stdout
        #expect(page.hasPrefix("March 2025\nRed kite"), "\(page)")
        #expect(page.contains("A red kite over the field."))
        let all = try CommandRunner.run("pdftotext", [pdf.path, "-"]).stdout
        #expect(all.contains("바다가 보고 싶어요.") && !all.contains("Not in the book"))

        // That page's picture holds the photo: a block of its red.
        let prefix = sandbox.home.appending("page").path
        #expect(
            try CommandRunner.run(
                "pdftoppm", ["-f", "\(marchPage)", "-l", "\(marchPage)", "-r", "40", pdf.path, prefix]
            )
            .succeeded)
        let picture = try #require(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.home.path).first { $0.hasPrefix("page") })
        let ppm = try Data(contentsOf: sandbox.home.appending(picture))
        let pixels = ppm.suffix(from: ppm.startIndex + Self.headerLength(ppm))
        var red = 0
        var index = pixels.startIndex
        while index + 2 < pixels.endIndex {
            if pixels[index] > 180, pixels[index + 1] < 80, pixels[index + 2] < 80 { red += 1 }
            index += 3
        }
        #expect(red > 500, "the photo's red on the page: \(red) pixels")
    }

    /// The length of a binary PPM's header: "P6", width, height, maximum, each after whitespace.
    static func headerLength(_ ppm: Data) -> Int {
        var fields = 0
        var index = ppm.startIndex
        var inField = false
        while index < ppm.endIndex, fields < 4 {
            let isSpace = [0x20, 0x0A, 0x0D, 0x09].contains(ppm[index])
            if !isSpace, !inField { inField = true }
            if isSpace, inField {
                inField = false
                fields += 1
            }
            index += 1
        }
        return index - ppm.startIndex
    }
}
