import Foundation
import IlgiEntry
import IlgiStore

/// A template: the text a new entry starts from, with placeholders (`{{date}}`) filled in when
/// it is used. Plain text only: nothing in a template is ever run.
public struct EntryTemplate: Sendable, Equatable {
    /// Where a template was found.
    public enum Origin: String, Sendable {
        /// `.ilgi/templates/` in the journal: synced with it.
        case journal
        /// The person's own folder (`$XDG_CONFIG_HOME/ilgi/templates/`): every journal sees it.
        case personal
    }

    /// The file name without `.txt`: what `--template` and `config template.monday` name.
    public let name: String
    public let text: String
    public let origin: Origin
    public let file: URL

    public init(name: String, text: String, origin: Origin, file: URL) {
        self.name = name
        self.text = text
        self.origin = origin
        self.file = file
    }

    /// The placeholders ilgi fills, in the order `ilgi templates --help` names them.
    public static let placeholders = ["date", "time", "weekday", "prompt", "weather"]

    /// Names in `{{…}}` this template uses that ilgi does not fill: they are left as written.
    public var unknownPlaceholders: [String] {
        var found: [String] = []
        Self.forEachPlaceholder(in: text) { name in
            if !Self.placeholders.contains(name), !found.contains(name) { found.append(name) }
            return nil
        }
        return found
    }

    /// True when the text asks for `placeholder` (so the weather is fetched only when wanted).
    public func uses(_ placeholder: String) -> Bool {
        var used = false
        Self.forEachPlaceholder(in: text) { name in
            if name == placeholder { used = true }
            return nil
        }
        return used
    }

    /// The text with every known placeholder replaced; unknown ones stay as they are.
    public func filled(with values: TemplateValues) -> String {
        Self.forEachPlaceholder(in: text) { name in values.value(of: name) }
    }

    /// Calls `replacement` for each `{{name}}` (spaces inside allowed, case ignored) and
    /// returns the text with the ones it answered replaced.
    @discardableResult
    private static func forEachPlaceholder(in text: String, _ replacement: (String) -> String?) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces).lowercased()
            result += replacement(name) ?? String(rest[open.lowerBound..<close.upperBound])
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// A name a template may have: letters, digits, `-`, `_` and `.` (not first), at most 64
    /// characters, so it is one file name and one git config value everywhere.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first != ".", name.count <= 64 else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
    }
}

/// What a template's placeholders become for one new entry.
public struct TemplateValues: Sendable {
    public var day: CivilDay
    /// `21:30`.
    public var time: String
    public var language: Language
    public var prompt: any LocalizedText
    /// The weather in words ("light rain, 12°C"), or nil when it is not known.
    public var weather: String?

    public init(day: CivilDay, time: String, language: Language, prompt: any LocalizedText, weather: String? = nil) {
        self.day = day
        self.time = time
        self.language = language
        self.prompt = prompt
        self.weather = weather
    }

    func value(of placeholder: String) -> String? {
        switch placeholder {
        case "date": day.description
        case "time": time
        case "weekday": Weekday(day).name.text(in: language)
        case "prompt": prompt.text(in: language)
        case "weather": weather ?? ""
        default: nil
        }
    }
}

/// The templates a journal can use: its own (`.ilgi/templates/NAME.txt`), then the person's.
/// A journal's template hides a person's of the same name, since the journal's travels with it.
public struct EntryTemplates: Sendable {
    /// The journal's templates folder, relative to its root.
    public static let journalFolder = ".ilgi/templates"

    /// Sorted by name.
    public let all: [EntryTemplate]

    /// Where the journal keeps the template called `name`, relative to its root.
    public static func journalPath(of name: String) -> String {
        journalFolder + "/" + name + ".txt"
    }

    /// The templates of the journal at `root`, and those in `personalFolder` (the caller's
    /// `$XDG_CONFIG_HOME/ilgi/templates`, since the core reads no environment).
    public init(journal root: URL, personalFolder: URL?) {
        var byName: [String: EntryTemplate] = [:]
        if let personalFolder {
            for template in Self.read(Beneath(personalFolder), "", origin: .personal) {
                byName[template.name] = template
            }
        }
        for template in Self.read(Beneath(root), Self.journalFolder, origin: .journal) {
            byName[template.name] = template
        }
        all = byName.values.sorted { $0.name < $1.name }
    }

    /// The templates of the journal at `root` and the person's, from the environment
    /// the caller read.
    public init(journal root: URL, environment: [String: String]) {
        self.init(journal: root, personalFolder: Self.personalFolder(environment: environment))
    }

    /// A person's templates: `$XDG_CONFIG_HOME/ilgi/templates`, else `~/.config/ilgi/templates`.
    public static func personalFolder(environment: [String: String]) -> URL {
        BaseDirectories.configHome(environment).appendingPathComponent("ilgi/templates")
    }

    public func named(_ name: String) -> EntryTemplate? {
        all.first { $0.name == name }
    }

    /// The template `settings` names for `day` (`template.monday`, else `template.default`),
    /// with the settings that named a template that is not there (to warn of, and pass over,
    /// so a synced-away template never stops anyone writing).
    public func configured(
        for day: CivilDay, in settings: Settings
    ) -> (template: EntryTemplate?, missing: [(key: String, name: String)]) {
        var missing: [(key: String, name: String)] = []
        for key in Self.settingNames(for: day) {
            guard let name = (try? settings.value(key)).flatMap({ $0 }) else { continue }
            if let template = named(name) { return (template, missing) }
            missing.append((key, name))
        }
        return (nil, missing)
    }

    /// The setting naming the template for `day`'s weekday (`template.monday`), then the
    /// journal's default (`template.default`).
    public static func settingNames(for day: CivilDay) -> [String] {
        ["template." + Weekday(day).key, "template.default"]
    }

    /// Every readable `NAME.txt` in `folder` with a valid name; a file that is not UTF-8, or a
    /// link, is skipped (a template is text the person wrote, never followed elsewhere).
    /// The folder is reached beneath `base` (the journal's root, or the personal folder
    /// itself), so a link on the way to it, or in it, is never followed.
    private static func read(_ base: Beneath, _ folder: String, origin: EntryTemplate.Origin) -> [EntryTemplate] {
        guard let items = base.listing(folder) else { return [] }
        return items.compactMap { item in
            guard item.kind == .regular, item.name.hasSuffix(".txt") else { return nil }
            let name = String(item.name.dropLast(4))
            let path = folder.isEmpty ? item.name : folder + "/" + item.name
            let url = URL(fileURLWithPath: base.root).appendingPathComponent(path)
            guard EntryTemplate.isValidName(name), let data = base.regularFileContents(path, limit: 1024 * 1024),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            return EntryTemplate(name: name, text: text, origin: origin, file: url)
        }
    }
}
