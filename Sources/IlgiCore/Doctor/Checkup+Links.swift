import Foundation
import GitKit
import IlgiStore

extension Checkup {
    /// `doctor`'s finding for symbolic links where entries or their folders belong, or nil
    /// when there are none. ilgi never follows them (`NoFollow`): listing skips them, reading
    /// and writing refuse them, and `doctor --fix` leaves them alone.
    func symbolicLinkFinding() -> Finding? {
        let links = symbolicLinks()
        guard !links.isEmpty else { return nil }
        return Finding(
            severity: .problem, message: CoreText.doctorSymbolicLinks(links.count), paths: links, isFixable: false)
    }

    /// Journal paths of the symbolic links in the work tree (a year or month folder, anything
    /// in a month folder) and in the last commit (git mode 120000, which a checkout with
    /// `core.symlinks=false` writes as a small file holding the target's path), sorted.
    func symbolicLinks() -> [String] {
        var links = Set<String>()
        JournalLayout.forEachMonth(in: root.path, link: { links.insert($0) }) { month in
            for file in NoFollow.listing(month.path) ?? [] where file.kind == .symbolicLink {
                links.insert(month.name + "/" + file.name)
            }
        }
        links.formUnion(committedSymbolicLinks())
        return links.sorted()
    }

    /// Symbolic links (git mode 120000) among the years, months and month contents of HEAD.
    private func committedSymbolicLinks() -> [String] {
        let linkMode: UInt32 = 0o120000
        guard let tree = try? repository.headCommit()?.tree() else { return [] }
        var links: [String] = []
        for year in tree.entries where JournalLayout.isYear(year.name) {
            if year.fileMode == linkMode { links.append(year.name) }
            guard year.kind == .tree, let months = try? repository.tree(year.oid) else { continue }
            for month in months.entries where JournalLayout.isMonth(month.name) {
                if month.fileMode == linkMode { links.append(year.name + "/" + month.name) }
                guard month.kind == .tree, let files = try? repository.tree(month.oid) else { continue }
                for file in files.entries where file.fileMode == linkMode {
                    links.append(year.name + "/" + month.name + "/" + file.name)
                }
            }
        }
        return links
    }
}
