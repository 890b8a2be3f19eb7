import Foundation
import PackagePlugin

/// Puts a target's `Templates/` files (Mustache templates, CSS, JavaScript) into its code at
/// build time, as `Embedded.swift`: the files are edited in their own syntax, and the binary
/// still needs nothing beside it.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL.appending(path: "Templates")
        let kinds: Set<String> = ["mustache", "css", "js"]
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let inputs = files.filter { kinds.contains($0.pathExtension) }.sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "Embedded.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files of \(target.name)",
                executable: try context.tool(named: "embed-files").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
