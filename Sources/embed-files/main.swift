import Foundation

/// `embed-files OUTPUT FILE…`: writes OUTPUT, a Swift file declaring `enum Embedded` with one
/// string constant a file, named after it (`site.css` → `siteCSS`, `entry-row.mustache` →
/// `entryRowMustache`), and `templates`, each `.mustache` file's name without its ending with
/// its text. The EmbedFiles plugin runs it at build time.

/// `entry-row.mustache` → `entryRowMustache`; `site.css` → `siteCSS`.
func constantName(_ file: String) -> String {
    let stem = (file as NSString).deletingPathExtension
    let ending = (file as NSString).pathExtension
    let words = stem.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    let head = words.first ?? "file"
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let suffix = ending.count <= 3 ? ending.uppercased() : ending.prefix(1).uppercased() + ending.dropFirst()
    return head + rest.joined() + suffix
}

/// `text` as a Swift string literal: every character that could end or change it escaped.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20: out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: embed-files OUTPUT FILE…\n".utf8))
    exit(2)
}
var source = "// Made by the EmbedFiles plugin from the files of Templates/; edit those, not this.\n\n"
source += "enum Embedded {\n"
var templates: [(String, String)] = []
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {  // border: a build input
        FileHandle.standardError.write(Data("embed-files: \(path) is not readable UTF-8 text\n".utf8))
        exit(1)
    }
    let name = constantName(url.lastPathComponent)
    source += "    static let \(name) = \(literal(text))\n"
    if url.pathExtension == "mustache" { templates.append((url.deletingPathExtension().lastPathComponent, name)) }
}
source += "\n    /// Each template's name (its file's, without `.mustache`) and text.\n"
source += "    static let templates: [(name: String, text: String)] = [\n"
for (name, constant) in templates { source += "        (\(literal(name)), \(constant)),\n" }
source += "    ]\n}\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("embed-files: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
