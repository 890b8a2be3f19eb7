import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// What ilgi needs of a jrnl config (`~/.config/jrnl/jrnl.yaml`, jrnl/config.py): each
/// journal's path and `timeformat` (its own, else the top-level one), and whether it is
/// encrypted. Read line by line: the config jrnl writes is block YAML with, at most, one
/// flow mapping per journal (`default: {journal: ~/journal.txt, timeformat: '%F %r'}`).
public struct JrnlConfig: Sendable, Equatable {
    public struct Journal: Sendable, Equatable {
        public var name: String
        public var path: String
        public var timeFormat: String?
        public var encrypted: Bool
        /// The file jrnl starts new entries from (`template:`), its own, else the top-level one.
        public var template: String?
    }

    public var journals: [Journal] = []
    public var timeFormat: String?
    public var template: String?
    public var encrypted = false
    public let file: String

    /// jrnl's own config location: `$XDG_CONFIG_HOME/jrnl/jrnl.yaml`, else `~/.config/jrnl/jrnl.yaml`.
    public static func defaultLocation(environment: [String: String]) -> URL {
        BaseDirectories.configHome(environment).appendingPathComponent("jrnl/jrnl.yaml")
    }

    /// Reads jrnl's config at `url`; `~` in its journals' paths is `home`.
    public init(_ url: URL, home: String) throws {
        file = url.path
        try parse(SourceText.read(url), home: home)
    }

    init(parsing text: String, file: String, home: String) throws {
        self.file = file
        try parse(text, home: home)
    }

    /// The journal named `name`, or whose file or folder is `url`.
    public func journal(named name: String) -> Journal? {
        journals.first { $0.name == name }
    }

    public func journal(at url: URL) -> Journal? {
        let wanted = url.resolvingSymlinksInPath().standardizedFileURL.path
        return journals.first {
            URL(fileURLWithPath: $0.path).resolvingSymlinksInPath().standardizedFileURL.path == wanted
        }
    }

    private mutating func parse(_ text: String, home: String) throws {
        var section: String?
        var journalIndent: Int?
        var current: Journal?
        func close() {
            if let journal = current { journals.append(journal) }
            current = nil
        }
        for (index, raw) in SourceText.lines(text).enumerated() {
            let line = raw
            guard !BlankLine.isBlank(splitOnNewline: String(line)),
                !line.trimmingCharacters(in: .whitespaces).hasPrefix("#")
            else {
                continue
            }
            let indent = line.prefix(while: { $0 == " " }).count
            guard let (key, value) = Self.pair(line) else {
                throw ImportError(file: file, line: index + 1, TransferText.importBadJrnlConfig)
            }
            if indent == 0 {
                close()
                section = key
                journalIndent = nil
                switch key {
                case "timeformat": timeFormat = value
                case "encrypt": encrypted = value.lowercased() == "true"
                case "template": template = Self.isUnset(value) ? nil : Self.expand(value, home: home)
                default: break
                }
                continue
            }
            guard section == "journals" else { continue }
            if journalIndent == nil { journalIndent = indent }
            if indent == journalIndent {
                close()
                var journal = Journal(name: key, path: "", timeFormat: nil, encrypted: encrypted)
                if value.hasPrefix("{") && value.hasSuffix("}") {
                    for part in Self.flowItems(String(value.dropFirst().dropLast())) {
                        if let (innerKey, innerValue) = Self.pair(Substring(part)) { journal.set(innerKey, innerValue) }
                    }
                } else if !value.isEmpty {
                    journal.path = value
                }
                current = journal
            } else {
                current?.set(key, value)
            }
        }
        close()
        for index in journals.indices {
            journals[index].path = Self.expand(journals[index].path, home: home)
            if journals[index].timeFormat == nil { journals[index].timeFormat = timeFormat }
            if let own = journals[index].template {
                journals[index].template = Self.isUnset(own) ? nil : Self.expand(own, home: home)
            } else {
                journals[index].template = template
            }
        }
        journals.removeAll { $0.path.isEmpty }
    }

    /// `key: value` with quotes removed from the value.
    static func pair(_ line: Substring) -> (String, String)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        return (unquote(trimmed[..<colon]), unquote(trimmed[trimmed.index(after: colon)...]))
    }

    static func unquote(_ text: some StringProtocol) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, let first = trimmed.first, first == "'" || first == "\"", trimmed.last == first else {
            return trimmed
        }
        let inner = String(trimmed.dropFirst().dropLast())
        return first == "'" ? inner.replacingOccurrences(of: "''", with: "'") : inner
    }

    /// The items of a flow mapping, split at commas outside quotes.
    static func flowItems(_ text: String) -> [String] {
        var items: [String] = []
        var currentItem = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "," {
                items.append(currentItem)
                currentItem = ""
                continue
            }
            currentItem.append(character)
        }
        items.append(currentItem)
        return items
    }

    /// jrnl writes `template: false` for none.
    static func isUnset(_ value: String) -> Bool {
        ["", "false", "null", "~"].contains(value.lowercased())
    }

    static func expand(_ path: String, home: String) -> String {
        guard path.hasPrefix("~") else { return path }
        return home + path.dropFirst()
    }
}

extension JrnlConfig.Journal {
    fileprivate mutating func set(_ key: String, _ value: String) {
        switch key {
        case "journal": path = value
        case "timeformat": timeFormat = value
        case "encrypt": encrypted = value.lowercased() == "true"
        case "template": template = value
        default: break
        }
    }
}
