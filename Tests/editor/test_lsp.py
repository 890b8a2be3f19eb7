"""`ilgi lsp` driven by pytest-lsp, a real client that also checks every message against the
Language Server Protocol's specification: completion of [[links]], @tags and fields, hover,
definition, references, diagnostics, rename, symbols, and garbage survived.

Run by LanguageServerTests (Swift) with ILGI_BINARY and a sandbox HOME; `make test` runs it.
"""

import json
import os
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ILGI = os.environ["ILGI_BINARY"]
JOURNAL = pathlib.Path(os.environ["HOME"]) / "journal"


def ilgi(*arguments, stdin=None):
    result = subprocess.run(
        [ILGI, *arguments, "--journal", str(JOURNAL)], input=stdin, capture_output=True, text=True, check=True
    )
    return result.stdout.strip()


def entry_file(entry_id):
    return next(JOURNAL.glob(f"*/*/{entry_id}.txt"))


@pytest.fixture(scope="module")
def entries():
    """A small journal: a walk, a morning that links to it (by title, by id, to nothing), and a
    second "Dup" title so that a link to it is ambiguous."""
    walk = ilgi("new", "Evening walk", "-m", "By the river. @walk @river", "--date", "2026-11-20 19:00")
    ilgi("fields", "add", "mood", "--scale", "1-5")
    morning = ilgi(
        "new",
        "Morning",
        "-m",
        f"Like [[Evening walk]] and [[{walk[:8]}|that walk]]. Not [[Nope]]. [[Dup]]. @walk",
        "--date",
        "2026-11-21 08:00",
    )
    ilgi("new", "Dup", "-m", "one", "--date", "2026-11-22 08:00")
    ilgi("new", "Dup", "-m", "two", "--date", "2026-11-23 08:00")
    return {"walk": walk, "morning": morning}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[ILGI, "lsp", "--journal", str(JOURNAL)]))
async def client(lsp_client: LanguageClient, entries):
    params = types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=JOURNAL.as_uri()
    )
    result = await lsp_client.initialize_session(params)
    assert result.server_info.name == "ilgi"
    yield
    await lsp_client.shutdown_session()


def open_entry(client, entry_id, text=None):
    path = entry_file(entry_id)
    text = path.read_text() if text is None else text
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="text", version=1, text=text)
        )
    )
    return uri, text


def position_of(text, needle, offset=0):
    before = text[: text.index(needle) + offset]
    line = before.count("\n")
    character = len(before.split("\n")[-1].encode("utf-16-le")) // 2
    return types.Position(line=line, character=character)


@pytest.mark.asyncio
async def test_broken_and_ambiguous_links_are_diagnosed(client: LanguageClient, entries):
    uri, _ = open_entry(client, entries["morning"])
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    codes = sorted(d.code for d in client.diagnostics[uri])
    assert codes == ["ambiguous", "broken"], client.diagnostics[uri]
    assert all(d.source == "ilgi" for d in client.diagnostics[uri])


@pytest.mark.asyncio
async def test_double_bracket_completes_titles_with_the_link_ilgi_writes(client: LanguageClient, entries):
    text = "Today\n\nSee [[Even\n"
    path = JOURNAL / "2026" / "11" / (entries["morning"] + ".txt")
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="text", version=1, text=text)
        )
    )
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "Even", 4)
        )
    )
    items = result.items if hasattr(result, "items") else result
    assert items[0].label == "Evening walk"
    # The edit writes the rest of the link after `[[`, which stays.
    assert items[0].text_edit.new_text == f"{entries['walk'][:8]}|Evening walk]]"
    assert items[0].text_edit.range.start == position_of(text, "Even")


@pytest.mark.asyncio
async def test_at_completes_tags_most_used_first(client: LanguageClient, entries):
    text = "Today\n\nOut for a @\n"
    uri = (JOURNAL / "2026" / "11" / (entries["walk"] + ".txt")).as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="text", version=1, text=text)
        )
    )
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "@", 1))
    )
    items = result.items if hasattr(result, "items") else result
    assert [item.label for item in items] == ["@walk", "@river"]
    assert items[0].detail == "2 entries"


@pytest.mark.asyncio
async def test_hover_definition_and_references_of_a_link(client: LanguageClient, entries):
    uri, text = open_entry(client, entries["morning"])
    on_link = position_of(text, "[[Evening walk]]", 4)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=on_link)
    )
    assert "**Evening walk**" in hover.contents.value and "By the river." in hover.contents.value
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=on_link)
    )
    assert definition.uri == entry_file(entries["walk"]).as_uri()
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=on_link,
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    # Both links of the morning name the walk: each is a reference, where it stands.
    assert {r.uri for r in references} == {entry_file(entries["morning"]).as_uri()}
    assert len(references) == 2


@pytest.mark.asyncio
async def test_rename_of_a_tag_is_one_edit_across_the_journal(client: LanguageClient, entries):
    uri, text = open_entry(client, entries["walk"])
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(text, "@walk", 2),
            new_name="stroll",
        )
    )
    changed = {pathlib.Path(u[len("file://"):]).name[:8]: [e.new_text for e in edits] for u, edits in edit.changes.items()}
    assert changed == {entries["walk"][:8]: ["@stroll"], entries["morning"][:8]: ["@stroll"]}
    # Nothing was written: the editor applies the edit.
    assert "@walk" in entry_file(entries["walk"]).read_text()


@pytest.mark.asyncio
async def test_fields_complete_and_a_value_out_of_range_is_diagnosed(client: LanguageClient, entries):
    path = entry_file(entries["walk"])
    text = path.read_text().rstrip("\n") + "\nMood: 9\n"
    uri, _ = open_entry(client, entries["walk"], text)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert [d.code for d in client.diagnostics[uri]] == ["field-value"]
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "Mood: ", 6)
        )
    )
    items = result.items if hasattr(result, "items") else result
    assert [item.label for item in items] == ["1", "2", "3", "4", "5"]


@pytest.mark.asyncio
async def test_a_last_paragraph_ilgi_reads_as_text_is_said(client: LanguageClient, entries):
    text = "Walk\n\nBy the river.\n\nWeather: sunny and warm\nCreated: yesterday\n"
    uri, _ = open_entry(client, entries["walk"], text)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    diagnostics = client.diagnostics[uri]
    assert [d.code for d in diagnostics] == ["not-trailers"]
    assert diagnostics[0].range.start.line == 4 and diagnostics[0].range.end.line == 5


@pytest.mark.asyncio
async def test_rename_of_a_field_edits_its_declaration_and_its_trailers(client: LanguageClient, entries):
    path = entry_file(entries["morning"])
    text = path.read_text().rstrip("\n") + "\nMood: 4\n"
    uri, _ = open_entry(client, entries["morning"], text)
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "Mood:", 1),
            new_name="feeling",
        )
    )
    fields = (JOURNAL / ".ilgi" / "fields").as_uri()
    assert [e.new_text for e in edit.changes[fields]] == ["feeling"]
    assert [e.new_text for e in edit.changes[uri]] == ["Feeling"]
    assert edit.changes[uri][0].range.start.line == text.split("\n").index("Mood: 4")
    with pytest.raises(Exception):
        await client.text_document_rename_async(
            types.RenameParams(
                text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "Mood:", 1),
                new_name="created",
            )
        )


@pytest.mark.asyncio
async def test_workspace_symbols_are_titles(client: LanguageClient, entries):
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="walk"))
    assert [s.name for s in symbols] == ["Evening walk"]


@pytest.mark.asyncio
async def test_a_file_outside_the_journal_gets_no_journal_answers(client: LanguageClient, entries, tmp_path):
    outside = tmp_path / "notes.txt"
    outside.write_text("Notes\n\n[[Evening walk]]\n")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=outside.as_uri(), language_id="text", version=1, text=outside.read_text())
        )
    )
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=outside.as_uri()), position=types.Position(line=2, character=4)
        )
    )
    assert hover is None


def test_garbage_gets_an_error_and_the_server_goes_on(entries):
    """Below any client: a message that is not JSON, one with no length, then a real request."""
    def frame(body):
        return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)

    messages = (
        frame(b"{not json")
        + b"X-Nonsense: 1\r\n\r\n"
        + frame(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "no/such"}).encode())
        + frame(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}).encode())
        + frame(json.dumps({"jsonrpc": "2.0", "method": "exit"}).encode())
    )
    result = subprocess.run(
        [ILGI, "lsp", "--journal", str(JOURNAL)], input=messages, capture_output=True, timeout=60
    )
    assert result.returncode == 0, result
    replies, rest = [], result.stdout
    while rest:
        header, rest = rest.split(b"\r\n\r\n", 1)
        length = int(header.split(b":")[1])
        replies.append(json.loads(rest[:length]))
        rest = rest[length:]
    assert [r.get("error", {}).get("code") for r in replies] == [-32700, -32600, -32601, None]
    assert replies[-1] == {"jsonrpc": "2.0", "id": 2, "result": None}
