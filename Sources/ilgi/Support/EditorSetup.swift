import ArgumentParser
import Foundation

/// What a person adds to an editor's settings so that it starts `ilgi lsp` for the files of
/// their journal (entries are `.txt`, as are the drafts `ilgi edit` opens).
enum EditorClient: String, CaseIterable, Sendable, ExpressibleByArgument {
    case nvim, helix, vscode, emacs, zed

    /// The snippet, and where it goes, for `ilgi` at `executable` serving the journal at `root`.
    func setup(executable: String, root: String) -> String {
        let command = [executable, "lsp", "--journal", root]
        switch self {
        case .nvim:
            let quotedCommand = command.map(Self.luaQuoted).joined(separator: ", ")
            return """
                -- Neovim (0.7 or later): add to ~/.config/nvim/init.lua
                local ilgi = { root = \(Self.luaQuoted(root)) }
                -- Ctrl-X Ctrl-O after [[ or @ completes links and tags (0.7's own omnifunc
                -- drops items whose text does not start with the word typed).
                function _G.ilgi_complete(findstart, base)
                  if findstart == 0 then return {} end
                  local line = vim.api.nvim_get_current_line():sub(1, vim.api.nvim_win_get_cursor(0)[2])
                  local start = line:find("%[%[[^%[%]]*$") or line:find("@[^%s@]*$") or line:find("[%w-]*$")
                  local lead = line:sub(start):match("^%[%[") or line:sub(start):match("^@") or ""
                  vim.lsp.buf_request(0, "textDocument/completion", vim.lsp.util.make_position_params(),
                    function(_, result)
                      if not result or vim.fn.mode() ~= "i" then return end
                      local words = {}
                      for _, item in ipairs(result.items or result) do
                        local text = item.textEdit and item.textEdit.newText or item.label
                        table.insert(words, { word = lead .. text, abbr = item.label, menu = item.detail })
                      end
                      vim.fn.complete(start, words)
                    end)
                  return -2
                end
                vim.api.nvim_create_autocmd({ "BufReadPost", "BufNewFile" }, {
                  pattern = { ilgi.root .. "/*.txt" },
                  callback = function(args)
                    ilgi.client = ilgi.client or vim.lsp.start_client({
                      name = "ilgi", cmd = { \(quotedCommand) }, root_dir = ilgi.root,
                    })
                    vim.lsp.buf_attach_client(args.buf, ilgi.client)
                    vim.bo[args.buf].omnifunc = "v:lua.ilgi_complete"
                    local map = function(keys, action) vim.keymap.set("n", keys, action, { buffer = args.buf }) end
                    map("gd", vim.lsp.buf.definition)
                    map("K", vim.lsp.buf.hover)
                    map("gr", vim.lsp.buf.references)
                    map("<leader>rn", vim.lsp.buf.rename)
                  end,
                })

                """
        case .helix:
            return """
                # Helix: add to ~/.config/helix/languages.toml
                [language-server.ilgi]
                command = \(Self.tomlQuoted(executable))
                args = [\(command.dropFirst().map(Self.tomlQuoted).joined(separator: ", "))]

                [[language]]
                name = "ilgi"
                scope = "text.ilgi"
                file-types = [{ glob = \(Self.tomlQuoted(root + "/**/*.txt")) }]
                language-servers = ["ilgi"]

                """
        case .vscode:
            let settings: [String: Any] = [
                "glspc.server.command": executable, "glspc.server.commandArguments": Array(command.dropFirst()),
                "glspc.server.languageId": ["plaintext"],
            ]
            return """
                VS Code has no built-in client for a server of its own: install "Generic LSP Client"
                (llllvvuu.glspc), open the journal's folder, and add to its .vscode/settings.json:
                \(Self.json(settings))

                """
        case .emacs:
            let program = command.map(Self.elispQuoted).joined(separator: " ")
            return """
                ;; Emacs (29 or later, eglot): add to ~/.emacs.d/init.el
                (with-eval-after-load 'eglot
                  (add-to-list 'eglot-server-programs '(text-mode . (\(program)))))
                (add-hook 'text-mode-hook
                          (lambda ()
                            (when (and buffer-file-name
                                       (string-prefix-p \(Self.elispQuoted(root + "/")) (file-truename buffer-file-name)))
                              (eglot-ensure))))

                """
        case .zed:
            let settings: [String: Any] = [
                "lsp": ["ilgi": ["binary": ["path": executable, "arguments": Array(command.dropFirst())]]],
                "languages": ["Plain Text": ["language_servers": ["ilgi", "..."]]],
            ]
            return """
                Zed: add to ~/.config/zed/settings.json (Zed starts a server that an extension names;
                until ilgi has one, these settings are what such an extension reads):
                \(Self.json(settings))

                """
        }
    }

    private static func json(_ object: [String: Any]) -> String {
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
    }

    private static func luaQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func tomlQuoted(_ text: String) -> String { luaQuoted(text) }

    private static func elispQuoted(_ text: String) -> String { luaQuoted(text) }
}
