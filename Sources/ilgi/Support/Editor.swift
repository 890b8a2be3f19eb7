import Foundation
import IlgiCore
import Subprocess

#if canImport(Glibc)
    import Glibc
#endif

/// The user's text editor, run the way git runs it: through `sh -c` (so `EDITOR="code -w"`
/// works), with this terminal as its stdin, stdout and stderr, in ilgi's own process group so
/// it can read the keyboard. ilgi ignores Ctrl-C while it waits; the editor gets it.
struct Editor {
    /// The command line, as the user wrote it.
    let command: String

    /// `ILGI_EDITOR`, then `VISUAL` (unless `TERM=dumb`), then `EDITOR`, then `vi`.
    static func fromEnvironment(_ environment: [String: String]) -> Editor {
        let isDumb = environment["TERM"] == "dumb"
        for name in ["ILGI_EDITOR", "VISUAL", "EDITOR"] {
            if name == "VISUAL", isDumb { continue }
            if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty {
                return Editor(command: value)
            }
        }
        return Editor(command: "vi")
    }

    enum Outcome: Equatable {
        case success
        case failed(status: Int32)
        case killed(signal: Int32)
    }

    /// Opens `file` in the editor and waits for it to quit.
    func edit(_ file: URL) async throws -> Outcome {
        let oldInterrupt = signal(SIGINT, SIG_IGN)
        let oldQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, oldInterrupt)
            signal(SIGQUIT, oldQuit)
        }
        // The child starts with default signal handling (swift-subprocess resets it), so the
        // editor, not ilgi, decides what Ctrl-C means.
        let result = try await Subprocess.run(
            .path("/bin/sh"),
            arguments: ["-c", command + " \"$@\"", "editor", file.path],
            input: .currentStandardInput,
            output: .currentStandardOutput,
            error: .currentStandardError)
        switch result.terminationStatus {
        case .exited(0): return .success
        case .exited(let status): return .failed(status: status)
        case .signaled(let signal): return .killed(signal: signal)
        }
    }
}

/// Draft files for the editor, kept in `.git/ilgi/drafts/` (never in the work tree). A draft
/// outlives a failed or crashed editor, so the text is never lost; it is removed once saved.
struct Draft {
    let url: URL

    /// A new draft for a new entry.
    static func forNewEntry(in journal: Journal, text: String = "") throws -> Draft {
        let stamp = Int(Date().timeIntervalSince1970)
        return try make(in: journal, name: "new-\(stamp)-\(getpid()).txt", text: text)
    }

    /// A draft holding an existing entry's text.
    static func forEntry(_ entry: Entry, in journal: Journal, text: String) throws -> Draft {
        try make(in: journal, name: "\(entry.id.uuid).txt", text: text)
    }

    private static func make(in journal: Journal, name: String, text: String) throws -> Draft {
        let folder = journal.stateDirectory.appendingPathComponent("drafts", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url, options: .atomic)
            return Draft(url: url)
        } catch {
            throw IlgiError.wrapping(error, path: journal.root.path)
        }
    }

    func read() throws -> String {
        do {
            return String(decoding: try Data(contentsOf: url), as: UTF8.self)
        } catch {
            throw IlgiError.wrapping(error, path: url.path)
        }
    }

    func discard() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Runs the editor on the draft. When it fails, the draft is kept (if it holds text) and
    /// the error says where; an empty draft is removed.
    func edit(with editor: Editor, original: String) async throws -> String {
        let outcome: Editor.Outcome
        do {
            outcome = try await editor.edit(url)
        } catch {
            throw IlgiError.invalidInput(Messages.editorDidNotStart(editor.command, String(describing: error)))
        }
        let text = (try? read()) ?? ""
        guard outcome == .success else {
            let keep = text != original && !text.allSatisfy(\.isWhitespace)
            if !keep { discard() }
            throw EditorFailure(command: editor.command, outcome: outcome, draft: keep ? url.path : nil)
        }
        return text
    }
}

/// The editor quit with an error or was killed: nothing is saved, the draft (if any) is kept.
struct EditorFailure: UserFacingError {
    let command: String
    let outcome: Editor.Outcome
    let draft: String?

    var message: Localized {
        let how: Localized =
            switch outcome {
            case .failed(127): Messages.editorNotFound(command)
            case .failed(let status): Messages.editorExited(command, status)
            case .killed(SIGINT): Messages.editorInterrupted(command)
            case .killed(let signal): Messages.editorKilled(command, signal)
            case .success: Messages.editorExited(command, 0)
            }
        guard let draft else { return Messages.joined(how, Messages.nothingSaved) }
        return Messages.joined(how, Messages.draftKept(draft))
    }

    var exitCode: Int32 { 1 }
}
