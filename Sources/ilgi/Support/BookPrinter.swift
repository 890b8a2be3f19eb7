import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
import Subprocess

/// Prints a book's HTML to PDF with headless Chromium, the browser whose paged media the
/// book's CSS is made for. ilgi runs it with a profile of its own in a temporary folder, so
/// the user's browser is never touched.
struct BookPrinter {
    static let programs = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    let environment: [String: String]

    /// The installed Chromium, or nil.
    var program: String? {
        Self.programs.lazy.compactMap { ExecutableSearch.find($0, path: environment["PATH"]) }.first
    }

    /// Prints `html` to `pdf`.
    func print(_ html: URL, to pdf: URL) async throws {
        guard let program else { throw NoChromium() }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("ilgi-chromium-\(getpid())")
        defer { try? FileManager.default.removeItem(at: profile) }
        var arguments = [
            "--headless=new", "--disable-gpu", "--no-pdf-header-footer", "--no-first-run", "--disable-extensions",
            "--user-data-dir=" + profile.path, "--print-to-pdf=" + pdf.path, html.absoluteString,
        ]
        // Chromium's sandbox refuses to start as root (a container, CI); anywhere else it stays on.
        if getuid() == 0 { arguments.insert("--no-sandbox", at: 0) }
        try? FileManager.default.removeItem(at: pdf)
        let result = try await Subprocess.run(
            .path(.init(program)), arguments: Arguments(arguments), output: .discarded,
            error: .string(limit: 1 << 16))
        guard result.terminationStatus.isSuccess, FileManager.default.fileExists(atPath: pdf.path) else {
            throw PrintFailed(program: program, reason: result.standardError)
        }
    }
}

struct NoChromium: UserFacingError {
    var message: any LocalizedText { CommandText.bookNeedsChromium }
    var exitCode: Int32 { 1 }
}

struct PrintFailed: UserFacingError {
    let program: String
    let reason: String
    var message: any LocalizedText {
        CommandText.bookPrintFailed(program, reason.split(separator: "\n").last.map(String.init) ?? "")
    }
    var exitCode: Int32 { 1 }
}
