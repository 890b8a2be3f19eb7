import ArgumentParser
import Foundation
import IlgiCore

/// Shell completion of entry ids for `show`, `edit` and `delete`: the short ids that start
/// with what was typed, newest month first, with titles where the shell shows descriptions
/// (zsh, fish). Cheap: it lists the journal's `YYYY/MM/` folders without opening the
/// repository, and reads only the first line of each file, only when few enough match.
enum EntryCompletion {
    static let kind = CompletionKind.custom { words, _, prefix in
        candidates(
            words: words, prefix: prefix, shell: CompletionShell.requesting,
            environment: ProcessInfo.processInfo.environment)
    }

    /// Titles are read for at most this many matches; beyond that, ids alone.
    static let titleLimit = 100

    static func candidates(
        words: [String], prefix: String, shell: CompletionShell?, environment: [String: String]
    )
        -> [String]
    {
        let (path, name) = journalOptions(in: words)
        guard let root = try? JournalLocation.resolve(option: path, name: name, environment: environment) else {
            return []
        }
        let typed = prefix.lowercased()
        let matches = Journal.entryPaths(inWorkTree: root)
            .filter { $0.id.uuid.hasPrefix(typed) }
            .sorted { $0.path > $1.path }
        // The short id, unless two entries share it or more than that was typed.
        var shortCounts: [String: Int] = [:]
        for match in matches { shortCounts[match.id.short, default: 0] += 1 }
        let showTitles = matches.count <= titleLimit && (shell == .zsh || shell == .fish)
        return matches.map { match in
            let id = typed.count > 8 || shortCounts[match.id.short, default: 0] > 1 ? match.id.uuid : match.id.short
            guard showTitles, let title = firstLine(of: root.appendingPathComponent(match.path)), !title.isEmpty else {
                return id
            }
            switch shell {
            case .zsh: return id + ":" + title.replacingOccurrences(of: ":", with: "\\:")
            case .fish: return id + "\t" + title
            default: return id
            }
        }
    }

    /// The values of `--journal` and `-j` among the words typed so far.
    static func journalOptions(in words: [String]) -> (path: String?, name: String?) {
        var path: String?
        var name: String?
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : nil
            if word == "--journal" { path = next }
            if word.hasPrefix("--journal=") { path = String(word.dropFirst("--journal=".count)) }
            if word == "-j" { name = next }
        }
        return (path, name)
    }

    /// The names `-j` takes, for shell completion.
    static let journalNames = CompletionKind.custom { _, _, prefix in
        let registry = JournalRegistry(environment: ProcessInfo.processInfo.environment)
        return ((try? registry.journals()) ?? []).map(\.name).filter { $0.hasPrefix(prefix) }
    }

    /// The entry's title: its first line, from the first bytes of the file only.
    static func firstLine(of url: URL) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 512) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let title = String(line).trimmingCharacters(in: .whitespacesAndNewlines)
        return String(
            title.map { $0.isWhitespace ? " " : $0 }
                .filter { $0.unicodeScalars.first?.properties.generalCategory != .control })
    }
}
