import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
import Subprocess

/// The system clipboard, through whichever copy program is installed: `wl-copy` (Wayland),
/// `xclip` or `xsel` (X11), `pbcopy` (macOS).
struct Clipboard {
    struct Tool: Equatable {
        let name: String
        let arguments: [String]
        /// The environment variable that says its display is there, if it needs one.
        let display: String?
    }

    static let tools = [
        Tool(name: "wl-copy", arguments: [], display: "WAYLAND_DISPLAY"),
        Tool(name: "xclip", arguments: ["-selection", "clipboard"], display: "DISPLAY"),
        Tool(name: "xsel", arguments: ["--clipboard", "--input"], display: "DISPLAY"),
        Tool(name: "pbcopy", arguments: [], display: nil),
    ]

    let environment: [String: String]

    /// The tools on PATH, those whose display is present first (a Wayland session often has
    /// xclip too, and an SSH session may have wl-copy without a display).
    func installed() -> [(tool: Tool, path: String)] {
        let found = Self.tools.compactMap { tool -> (Tool, String)? in
            ExecutableSearch.find(tool.name, path: environment["PATH"]).map { (tool, $0) }
        }
        let ready = found.filter { tool, _ in tool.display.map { !(environment[$0] ?? "").isEmpty } ?? true }
        return ready + found.filter { candidate in !ready.contains { $0.0 == candidate.0 } }
    }

    /// Copies `text`; returns the name of the tool that did it.
    func copy(_ text: String) async throws -> String {
        guard let (tool, path) = installed().first else { throw NoClipboard() }
        let status: TerminationStatus
        do {
            // Output discarded, not collected: xclip leaves a child behind that serves the
            // clipboard and would hold a pipe open.
            status = try await Subprocess.run(
                .path(.init(path)), arguments: Arguments(tool.arguments), input: .string(text),
                output: .discarded, error: .discarded
            ).terminationStatus
        } catch {
            throw ClipboardFailure(tool: tool.name, reason: String(describing: error))
        }
        switch status {
        case .exited(0): return tool.name
        case .exited(let status): throw ClipboardFailure(tool: tool.name, reason: "exit status \(status)")
        case .signaled(let signal): throw ClipboardFailure(tool: tool.name, reason: "signal \(signal)")
        }
    }
}

struct ClipboardFailure: UserFacingError {
    let tool: String
    let reason: String
    var message: any LocalizedText { CommandText.clipboardFailed(tool, reason) }
    var exitCode: Int32 { 1 }
}

/// No copy program is installed: a failure of the machine, not of the command line (exit 1).
struct NoClipboard: UserFacingError {
    var message: any LocalizedText { CommandText.noClipboardTool }
    var exitCode: Int32 { 1 }
}
