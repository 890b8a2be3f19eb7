import Foundation

// stamp-version OUTPUT VERSION_FILE PACKAGE_DIRECTORY
//
// Writes `enum BuildVersion` (the version in VERSION_FILE, and the commit the package is built
// from) to OUTPUT, for the StampVersion plugin. The commit is `ILGI_COMMIT` when set (a build
// from a source tarball), else what git says HEAD is, else "unknown". The file is left as it
// is when nothing changed, so that a build after a commit that moved nothing recompiles
// nothing.

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: stamp-version OUTPUT VERSION_FILE PACKAGE_DIRECTORY\n".utf8))
    exit(2)
}
let (output, versionFile, package) = (arguments[1], arguments[2], arguments[3])

// border: the source tree's VERSION file, at build time, not a journal's.
guard let text = try? String(contentsOfFile: versionFile, encoding: .utf8),
    let version = text.split(whereSeparator: \.isNewline).first.map({ $0.trimmingCharacters(in: .whitespaces) }),
    version.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+([~+.-][0-9A-Za-z.~+-]*)?$"#, options: .regularExpression) != nil
else {
    FileHandle.standardError.write(Data("stamp-version: \(versionFile) holds no version (such as 1.2.3)\n".utf8))
    exit(1)
}

func gitCommit() -> String? {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", package, "rev-parse", "--short=12", "HEAD"]
    let pipe = Pipe()
    git.standardOutput = pipe
    git.standardError = FileHandle.nullDevice
    guard (try? git.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    git.waitUntilExit()
    let commit = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return git.terminationStatus == 0 && !commit.isEmpty ? commit : nil
}

let commit = ProcessInfo.processInfo.environment["ILGI_COMMIT"].flatMap { $0.isEmpty ? nil : $0 } ?? gitCommit()
let source = """
    // Written by stamp-version from VERSION and git at build time: not edited, not committed.
    enum BuildVersion {
        static let number = \(String(reflecting: version))
        static let commit = \(String(reflecting: commit ?? "unknown"))
    }

    """
// border: the file this tool wrote last time, in the build folder.
if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
    do {
        try source.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("stamp-version: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
