-- Neovim's own LSP client (Debian's 0.7), set up with `ilgi lsp --print-config nvim`, on an
-- entry that links to another: the client attaches, a broken link is diagnosed, `[[`
-- completes a title, hover shows the target, `gd` opens the target's file, references list
-- the backlinks, and a tag's rename edits the buffer. Writes "ok" or what failed to
-- $ILGI_NVIM_RESULT, then quits.

local result = os.getenv("ILGI_NVIM_RESULT")
local function finish(message)
  local file = io.open(result, "w")
  file:write(message)
  file:close()
  vim.cmd("qall!")
end

local function check(condition, message)
  if not condition then
    finish("failed: " .. message)
    error(message)
  end
end

local ok, failure = pcall(function()
  check(vim.wait(20000, function() return #vim.lsp.buf_get_clients(0) > 0 end, 50), "no client attached")
  check(vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50), "no diagnostics")
  local diagnostics = vim.diagnostic.get(0)
  check(#diagnostics == 1 and diagnostics[1].message:find("%[%[Nope%]%]") ~= nil, "broken link: " .. vim.inspect(diagnostics))

  -- Completion after "[[Even" on a new line.
  vim.api.nvim_buf_set_lines(0, -1, -1, false, { "[[Even" })
  local last = vim.api.nvim_buf_line_count(0) - 1
  local params = { textDocument = vim.lsp.util.make_text_document_params(), position = { line = last, character = 6 } }
  local replies = vim.lsp.buf_request_sync(0, "textDocument/completion", params, 10000)
  local items = {}
  for _, reply in pairs(replies or {}) do
    local found = reply.result and (reply.result.items or reply.result) or {}
    for _, item in ipairs(found) do table.insert(items, item) end
  end
  check(#items > 0 and items[1].label == "Evening walk", "completion: " .. vim.inspect(items))
  check(items[1].textEdit.newText:match("^%x+|Evening walk%]%]$") ~= nil, "inserted text: " .. items[1].textEdit.newText)
  -- The printed config's omnifunc (Ctrl-X Ctrl-O) offers the whole link for the `[[` typed.
  vim.api.nvim_win_set_cursor(0, { last + 1, 6 })
  local offered = nil
  local complete, mode = vim.fn.complete, vim.fn.mode
  vim.fn.complete = function(column, words) offered = { column = column, words = words } end
  vim.fn.mode = function() return "i" end  -- as in insert mode, where Ctrl-X Ctrl-O is typed
  check(_G.ilgi_complete(1, "") == -2, "the omnifunc answers later")
  check(vim.wait(10000, function() return offered ~= nil end, 50), "the omnifunc offered nothing")
  vim.fn.complete, vim.fn.mode = complete, mode
  check(offered.column == 1 and offered.words[1].word:match("^%[%[%x+|Evening walk%]%]$") ~= nil,
    "omnifunc: " .. vim.inspect(offered))
  vim.api.nvim_buf_set_lines(0, -2, -1, false, {})

  -- Hover on the first link (line 3, "Like [[Evening walk]]").
  local link = { textDocument = vim.lsp.util.make_text_document_params(), position = { line = 2, character = 8 } }
  replies = vim.lsp.buf_request_sync(0, "textDocument/hover", link, 10000)
  local hover = ""
  for _, reply in pairs(replies or {}) do
    if reply.result then hover = reply.result.contents.value end
  end
  check(hover:find("By the river", 1, true) ~= nil, "hover: " .. hover)

  -- References on the title line: the entries that link here (none link to the morning).
  local title = { textDocument = vim.lsp.util.make_text_document_params(), position = { line = 0, character = 1 },
    context = { includeDeclaration = false } }
  replies = vim.lsp.buf_request_sync(0, "textDocument/references", title, 10000)
  local references = 0
  for _, reply in pairs(replies or {}) do references = references + #(reply.result or {}) end
  check(references == 0, "references of the morning: " .. references)

  -- Rename @walk to @stroll: the edit reaches this buffer.
  local walk = vim.fn.searchpos("@walk", "n")
  vim.api.nvim_win_set_cursor(0, { walk[1], walk[2] })
  vim.lsp.buf.rename("stroll")
  check(vim.wait(10000, function() return vim.fn.search("@stroll", "nw") > 0 end, 50), "rename did not edit the buffer")
  vim.cmd("silent! undo")

  -- gd on the link opens the walk's file.
  local here = vim.api.nvim_buf_get_name(0)
  vim.api.nvim_win_set_cursor(0, { 3, 8 })
  vim.lsp.buf.definition()
  check(vim.wait(10000, function() return vim.api.nvim_buf_get_name(0) ~= here end, 50), "gd did not open the target")
  check(vim.api.nvim_buf_get_lines(0, 0, 1, false)[1] == "Evening walk", "gd opened " .. vim.api.nvim_buf_get_name(0))
end)

if ok then finish("ok") else finish("failed: " .. tostring(failure)) end
