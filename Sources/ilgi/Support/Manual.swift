import ArgumentParser
import Foundation
import IlgiCatalog
import IlgiCore
import IlgiEntry
import IlgiStore

/// The man page, `ilgi --generate-manual`: roff (man macros) built from the commands' own
/// help, as argument-parser describes it (`--experimental-dump-help`), in the user's language,
/// plus environment, files, exit status and examples.
///
/// ilgi writes its own rather than using argument-parser's generate-manual plugin, which
/// drops every non-ASCII character (a Korean page would be empty) and emits blank lines
/// that mdoc warns about.
enum Manual {
    static func render(language: Language = .current, date: Date = Manual.date()) throws -> String {
        let tool = try toolInfo()
        let root = tool.command
        func text(_ localized: any LocalizedText) -> String { localized.text(in: language) }
        var page = Roff()
        let day = Timestamp(date: date, timeZone: .gmt).day
        page.macro("TH", "ILGI", "1", day, "ilgi \(Version.ilgi)", text(ManualText.footer))
        // Left-aligned, no hyphenation: Hangul and long option names read better unjustified.
        page.line(".ad l")
        page.macro("nh")

        page.macro("SH", text(ManualText.sectionName))
        page.line("ilgi \\- " + Roff.escape(root.abstract ?? ""))

        page.macro("SH", text(ManualText.sectionSynopsis))
        page.line("\\fBilgi\\fR " + synopsis(of: root.arguments ?? []) + " [\\fI" + text(ManualText.command) + "\\fR]")

        page.macro("SH", text(ManualText.sectionDescription))
        page.paragraphs(root.discussion ?? "")

        page.macro("SH", text(ManualText.sectionOptions))
        let rootOptions = (root.arguments ?? []).filter(\.isShown)
        for argument in rootOptions { page.option(argument, language: language) }

        page.macro("SH", text(ManualText.sectionCommands))
        let shared = Set(rootOptions.map(\.label))
        for command in root.subcommands ?? [] {
            section(for: command, path: "ilgi", shared: shared, page: &page, language: language)
        }

        // Tagged paragraphs: a term in bold (paths in italics), its meaning below.
        func definitions(
            _ heading: any LocalizedText, _ items: [(String, ManualText)], font: String = "B", escape: Bool = true
        ) {
            page.macro("SH", text(heading))
            for (term, meaning) in items {
                page.macro("TP")
                page.line("\\f" + font + (escape ? Roff.escape(term) : term) + "\\fR")
                page.text(text(meaning))
            }
        }
        definitions(ManualText.sectionEnvironment, ManualText.environmentVariables)
        definitions(ManualText.sectionFiles, ManualText.filesList, font: "I")
        definitions(ManualText.sectionExitStatus, ManualText.exitCodes, escape: false)
        definitions(ManualText.sectionExamples, ManualText.exampleList)
        page.macro("SH", text(ManualText.sectionSeeAlso))
        page.line("\\fBgit\\fR(1), \\fBless\\fR(1)")
        return page.output
    }

    /// One command's subsection, then its own subcommands' (`ilgi hooks`, `ilgi hooks list`).
    static func section(
        for command: CommandInfo, path: String, shared: Set<String>, page: inout Roff, language: Language
    ) {
        guard command.shouldDisplay != false, command.commandName != "help" else { return }
        let name = path + " " + command.commandName
        let arguments = (command.arguments ?? []).filter { $0.isShown && !shared.contains($0.label) }
        let subcommands = (command.subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
        page.macro("SS", name)
        page.line(
            "\\fB" + Roff.escape(name) + "\\fR " + synopsis(of: arguments)
                + (subcommands.isEmpty ? "" : " \\fI" + ManualText.command.text(in: language) + "\\fR"))
        page.macro("PP")
        page.text(command.abstract ?? "")
        if let aliases = command.aliases, !aliases.isEmpty {
            page.text(
                ManualText.aliases.text(in: language) + " " + aliases.map { path + " " + $0 }.joined(separator: ", ")
                    + ".")
        }
        if let discussion = command.discussion, !discussion.isEmpty {
            page.macro("PP")
            page.paragraphs(discussion)
        }
        for argument in arguments { page.option(argument, language: language) }
        for subcommand in subcommands {
            section(for: subcommand, path: name, shared: shared, page: &page, language: language)
        }
    }

    /// The page's date: `SOURCE_DATE_EPOCH` for reproducible builds, else today.
    static func date(environment: [String: String] = ProcessInfo.processInfo.environment) -> Date {
        environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:)) ?? Date()
    }

    /// `[--limit <n>] [--tag <tag> ...] <id>`, in roff.
    static func synopsis(of arguments: [ArgumentInfo]) -> String {
        arguments.filter(\.isShown).map { argument in
            var item = argument.synopsisRoff
            if argument.isRepeating { item += " ..." }
            return argument.isOptional ? "[" + item + "]" : item
        }.joined(separator: " ")
    }

    /// What argument-parser says of the commands, decoded from `--experimental-dump-help`.
    static func toolInfo() throws -> ToolInfo {
        let json: String
        do {
            _ = try Ilgi.parseAsRoot(["--experimental-dump-help"])
            throw ManualError.noDescription
        } catch let error as ManualError {
            throw error
        } catch {
            json = Ilgi.fullMessage(for: error)
        }
        return try JSONDecoder().decode(ToolInfo.self, from: Data(json.utf8))
    }

    enum ManualError: Error {
        case noDescription
    }

    struct ToolInfo: Decodable {
        let command: CommandInfo
    }

    struct CommandInfo: Decodable {
        let commandName: String
        let aliases: [String]?
        let abstract: String?
        let discussion: String?
        let shouldDisplay: Bool?
        let subcommands: [CommandInfo]?
        let arguments: [ArgumentInfo]?
    }

    struct ArgumentInfo: Decodable {
        struct Name: Decodable {
            let kind: String
            let name: String
            var flag: String { kind == "short" ? "-" + name : kind == "longWithSingleDash" ? "-" + name : "--" + name }
        }
        let kind: String
        let shouldDisplay: Bool
        let isOptional: Bool
        let isRepeating: Bool
        let names: [Name]?
        let valueName: String?
        let defaultValue: String?
        let allValues: [String]?
        let abstract: String?
        let discussion: String?

        /// Shown in help, and not argument-parser's own --help and --version.
        var isShown: Bool {
            shouldDisplay && !(kind == "flag" && ["help", "version"].contains(names?.last?.name ?? ""))
        }

        var label: String {
            (names ?? []).map(\.flag).joined(separator: ", ") + " " + (valueName ?? "")
        }

        /// `\fB\-\-limit\fR \fIn\fR`, `\fIid\fR`
        var synopsisRoff: String {
            let value = valueName.map { "\\fI" + Roff.escape($0) + "\\fR" } ?? ""
            if kind == "positional" { return value }
            let flag =
                "\\fB" + Roff.escape(names?.first { $0.kind != "short" }?.flag ?? names?.first?.flag ?? "") + "\\fR"
            return kind == "flag" ? flag : flag + " " + value
        }

        /// `\fB\-n\fR, \fB\-\-limit\fR \fIn\fR`
        var termRoff: String {
            let value = valueName.map { "\\fI" + Roff.escape($0) + "\\fR" } ?? ""
            if kind == "positional" { return value }
            let flags = (names ?? []).map { "\\fB" + Roff.escape($0.flag) + "\\fR" }.joined(separator: ", ")
            return kind == "flag" ? flags : flags + " " + value
        }
    }
}

/// A roff document being written.
struct Roff {
    private(set) var output = ""

    mutating func macro(_ name: String, _ arguments: String...) {
        output += "." + name
        for argument in arguments {
            output += " \"" + Roff.escape(argument).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
        }
        output += "\n"
    }

    /// A line of roff as it is (already escaped).
    mutating func line(_ roff: String) {
        output += roff + "\n"
    }

    /// Plain text, escaped, one input line per line of text.
    mutating func text(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            output += Roff.protect(Roff.escape(String(line))) + "\n"
        }
    }

    /// Paragraphs separated by blank lines, each after a `.PP`.
    mutating func paragraphs(_ text: String) {
        let paragraphs = text.components(separatedBy: "\n\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { macro("PP") }
            self.text(paragraph.replacingOccurrences(of: "\n", with: " "))
        }
    }

    /// An option or argument: `.TP`, its names, its help with values and default.
    mutating func option(_ argument: Manual.ArgumentInfo, language: Language) {
        macro("TP")
        line(argument.termRoff)
        var help = argument.abstract ?? ""
        var notes: [String] = []
        if let values = argument.allValues, !values.isEmpty, argument.kind != "flag" {
            notes.append(ManualText.values.text(in: language) + ": " + values.joined(separator: ", "))
        }
        if let value = argument.defaultValue, !value.isEmpty, argument.kind != "flag" {
            notes.append(ManualText.defaultValue.text(in: language) + ": " + value)
        }
        if !notes.isEmpty { help += " (" + notes.joined(separator: "; ") + ")" }
        text(help)
        if let discussion = argument.discussion, !discussion.isEmpty { paragraphs(discussion) }
    }

    /// Backslashes and hyphen-minus signs for roff.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    }

    /// A text line that starts with `.` or `'` would be read as a request.
    static func protect(_ line: String) -> String {
        line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }
}
