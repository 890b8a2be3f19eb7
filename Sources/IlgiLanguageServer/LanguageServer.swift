import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// `ilgi lsp`: a language server for one journal over the base protocol's framing, on one
/// thread. Each message is answered before the next is read: every answer is a few indexed
/// lookups in the catalog, so none waits long behind another.
///
/// It answers only for documents of its journal (an entry file, or a draft `ilgi edit` opened);
/// any other document gets empty answers. It never writes a file: a rename is a workspace
/// edit the editor shows and applies.
public final class LanguageServer {
    let journal: Journal
    let language: Language
    let version: String
    private let framing: MessageFraming
    private var documents: [String: JournalDocument] = [:]
    private var shutdownRequested = false
    lazy var features = JournalFeatures(journal: journal, language: language)

    public init(journal: Journal, language: Language, version: String, framing: MessageFraming = MessageFraming()) {
        self.journal = journal
        self.language = language
        self.version = version
        self.framing = framing
    }

    /// Serves until the editor says `exit` or closes the input; the process's exit status: 0
    /// after `shutdown`, else 1 (as the protocol asks).
    public func run() -> Int32 {
        while true {
            switch framing.next() {
            case .end:
                return shutdownRequested ? 0 : 1
            case .unreadable(let reason):
                send(error: .invalidRequest, message: reason, id: .null)
            case .message(let data):
                guard let message = JSON.decoded(data), case .object = message else {
                    send(error: .parseError, message: "not a JSON object", id: .null)
                    continue
                }
                if message["method"]?.string == "exit" { return shutdownRequested ? 0 : 1 }
                handle(message)
            }
        }
    }

    /// JSON-RPC's error codes that the server answers with.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        /// LSP: a request after `shutdown`.
        case requestFailed = -32803
    }

    private func handle(_ message: JSON) {
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response to a request of ours (none are sent that need one), or nonsense.
            if id == nil { send(error: .invalidRequest, message: "no method", id: .null) }
            return
        }
        let params = message["params"] ?? .null
        guard let id else {
            notification(method, params)
            return
        }
        if shutdownRequested {
            send(error: .invalidRequest, message: "the server is shutting down", id: id)
            return
        }
        do {
            send(result: try request(method, params), id: id)
        } catch let failure as RequestFailure {
            send(error: failure.code, message: failure.message, id: id)
        } catch {
            send(error: .internalError, message: IlgiError.describe(error), id: id)
        }
    }

    struct RequestFailure: Error {
        let code: ErrorCode
        let message: String
    }

    private func request(_ method: String, _ params: JSON) throws -> JSON {
        switch method {
        case "initialize":
            return initializeResult()
        case "shutdown":
            shutdownRequested = true
            return .null
        case "textDocument/completion":
            let (document, position) = try located(params)
            guard let document else { return [] }
            return try features.completion(in: document, at: position)
        case "textDocument/hover":
            let (document, position) = try located(params)
            guard let document else { return .null }
            return try features.hover(in: document, at: position)
        case "textDocument/definition":
            let (document, position) = try located(params)
            guard let document else { return .null }
            return try features.definition(in: document, at: position)
        case "textDocument/references":
            let (document, position) = try located(params)
            guard let document else { return [] }
            return try features.references(in: document, at: position)
        case "textDocument/rename":
            let (document, position) = try located(params)
            guard let newName = params["newName"]?.string else {
                throw RequestFailure(code: .invalidParams, message: "rename needs newName")
            }
            guard let document else { return .null }
            return try features.rename(in: document, at: position, to: newName, openDocuments: documents)
        case "textDocument/documentSymbol":
            guard let uri = params["textDocument"]?["uri"]?.string else {
                throw RequestFailure(code: .invalidParams, message: "no textDocument.uri")
            }
            guard let document = documents[uri], document.isJournal else { return [] }
            return features.documentSymbols(in: document)
        case "workspace/symbol":
            return try features.workspaceSymbols(matching: params["query"]?.string ?? "")
        default:
            throw RequestFailure(code: .methodNotFound, message: "ilgi lsp does not answer \(method)")
        }
    }

    /// The open document and position a request names; a nil document when it is not one of
    /// the journal's (or not open).
    private func located(_ params: JSON) throws -> (JournalDocument?, Position) {
        guard let uri = params["textDocument"]?["uri"]?.string, let position = Position(params["position"]) else {
            throw RequestFailure(code: .invalidParams, message: "no textDocument.uri or position")
        }
        guard let document = documents[uri], document.isJournal, !isLocked else { return (nil, position) }
        return (document, position)
    }

    private var isLocked: Bool { journal.encryption == .locked }

    private func notification(_ method: String, _ params: JSON) {
        switch method {
        case "initialized":
            if isLocked {
                notify(
                    "window/showMessage",
                    [
                        "type": 2,
                        "message": .string(LanguageServerText.lockedJournal(journal.root.path).text(in: language)),
                    ])
            }
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string
            else { return }
            open(uri, text: text)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string,
                // Full synchronisation: the last change holds the whole text.
                let text = params["contentChanges"]?.array?.last?["text"]?.string
            else { return }
            open(uri, text: text)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string else { return }
            documents[uri] = nil
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        case "textDocument/didSave":
            // The catalog sees the saved file at its next read; the open text is already known.
            break
        default:
            // `$/cancelRequest`, `$/setTrace`, configuration changes: nothing to do.
            break
        }
    }

    private func open(_ uri: String, text: String) {
        let document = JournalDocument(uri: uri, text: text, journal: journal)
        documents[uri] = document
        guard document.isJournal, !isLocked else { return }
        let diagnostics = (try? features.diagnostics(for: document)) ?? []
        notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": .array(diagnostics)])
    }

    private func initializeResult() -> JSON {
        [
            "capabilities": [
                "textDocumentSync": ["openClose": true, "change": 1, "save": false],
                "completionProvider": ["triggerCharacters": ["[", "@", ":", " "], "resolveProvider": false],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "renameProvider": true,
                "documentSymbolProvider": true,
                "workspaceSymbolProvider": true,
                "positionEncoding": "utf-16",
            ],
            "serverInfo": ["name": "ilgi", "version": .string(version)],
        ]
    }

    private func send(result: JSON, id: JSON) {
        framing.send(JSON.object(["jsonrpc": "2.0", "id": id, "result": result]).encoded())
    }

    private func send(error code: ErrorCode, message: String, id: JSON) {
        let error: JSON = ["code": .int(code.rawValue), "message": .string(message)]
        framing.send(JSON.object(["jsonrpc": "2.0", "id": id, "error": error]).encoded())
    }

    private func notify(_ method: String, _ params: JSON) {
        framing.send(JSON.object(["jsonrpc": "2.0", "method": .string(method), "params": params]).encoded())
    }
}
