import Foundation
import IlgiEntry
import IlgiStore

extension Checkup {
    /// Photos and attachments an entry's text links (`<uuid>.assets/NAME`) that are not in
    /// its `.assets` folder: lost in a copy, or never synced (a git-lfs pointer that was not
    /// fetched is there, and is not reported).
    func missingAssetFindings() -> [Finding] {
        var missing: [String] = []
        let paths = (try? journal.entryPaths()) ?? []
        for (id, path) in paths {
            let workTree = Beneath(root)
            guard let data = workTree.regularFileContents(path),
                let text = String(data: data, encoding: .utf8), text.contains(EntryAssets.folderSuffix + "/")
            else { continue }
            let folder = EntryAssets.folder(forEntryPath: path)
            for name in EntryAssets.linkedNames(in: text, id: id) {
                let assetPath = folder + "/" + name
                if workTree.kind(of: assetPath) != .regular {
                    missing.append(assetPath)
                }
            }
        }
        guard !missing.isEmpty else { return [] }
        return [
            Finding(severity: .problem, message: CoreText.doctorMissingAssets(missing.count), paths: missing.sorted())
        ]
    }
}
