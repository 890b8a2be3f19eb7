import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
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
        // The editor, not ilgi, decides what Ctrl-C means.
        let result = try await whileAProgramOwnsTheTerminal {
            try await Subprocess.run(
                .path("/bin/sh"),
                arguments: ["-c", command + " \"$@\"", "editor", file.path],
                input: .currentStandardInput,
                output: .currentStandardOutput,
                error: .currentStandardError)
        }
        switch result.terminationStatus {
        case .exited(0): return .success
        case .exited(let status): return .failed(status: status)
        case .signaled(let signal): return .killed(signal: signal)
        }
    }
}

/// Drafts (`IlgiCore.DraftStore`, in `.git/ilgi/drafts/`) are what the editor opens. A draft
/// outlives a failed or crashed editor and a refused save, so the text is never lost; it is
/// removed only once its text is saved (or holds nothing the writer typed).
extension Draft {
    /// Runs the editor on the draft and returns the text it left. When the editor fails, the
    /// draft is kept if it holds something the writer typed (anything but `original`) and the
    /// error says where; otherwise it is removed. Text that is not UTF-8 is refused, the draft
    /// kept.
    func edit(with editor: Editor, original: String, store: DraftStore) async throws -> String {
        let outcome: Editor.Outcome
        do {
            outcome = try await editor.edit(url)
        } catch {
            store.discard(self)
            throw IlgiError.invalidInput(CommandText.editorDidNotStart(editor.command, String(describing: error)))
        }
        guard outcome == .success else {
            let data = (try? Data(contentsOf: url)) ?? Data()  // border: the editor's temporary file
            let keep = data != Data(original.utf8) && !String(decoding: data, as: UTF8.self).allSatisfy(\.isWhitespace)
            if !keep { store.discard(self) }
            throw EditorFailure(command: editor.command, outcome: outcome, draft: keep ? self : nil)
        }
        do {
            return try text()
        } catch {
            Diagnostics.notice(CommandText.draftKeptAt(name, url.path))
            throw error
        }
    }
}

/// The editor quit with an error or was killed: nothing is saved, the draft (if any) is kept.
struct EditorFailure: UserFacingError {
    let command: String
    let outcome: Editor.Outcome
    let draft: Draft?

    var message: any LocalizedText {
        let how: any LocalizedText =
            switch outcome {
            case .failed(127): CommandText.editorNotFound(command)
            case .failed(let status): CommandText.editorExited(command, status)
            case .killed(SIGINT): CommandText.editorInterrupted(command)
            case .killed(let signal): CommandText.editorKilled(command, signal)
            case .success: CommandText.editorExited(command, 0)
            }
        guard let draft else { return CoreText.joined(how, CommandText.nothingSaved) }
        return CoreText.joined(how, CommandText.draftKeptAt(draft.name, draft.url.path))
    }

    var exitCode: Int32 { 1 }
}
