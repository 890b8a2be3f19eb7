import Foundation
import PackagePlugin

/// Gives the `ilgi` target its version from the one place it is kept, the `VERSION` file, and
/// the commit it is built from, as `BuildVersion.swift` (`stamp-version` writes it). Made again
/// when `VERSION` changes or HEAD moves (git appends to `.git/logs/HEAD` at each commit and
/// checkout).
@main
struct StampVersion: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let version = package.appending(path: "VERSION")
        let headLog = package.appending(path: ".git/logs/HEAD")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildVersion.swift")
        return [
            .buildCommand(
                displayName: "Stamping the version of \(target.name)",
                executable: try context.tool(named: "stamp-version").url,
                arguments: [output.path, version.path, package.path],
                inputFiles: [version] + (FileManager.default.fileExists(atPath: headLog.path) ? [headLog] : []),
                outputFiles: [output])
        ]
    }
}
