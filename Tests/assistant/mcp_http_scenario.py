"""`/mcp` behind `ilgi serve`'s gate, driven by the official MCP Python SDK over Streamable HTTP.

Usage: mcp_http_scenario.py ILGI_BINARY (HOME, LANG and TZ come from the caller's sandbox).

Starts `ilgi serve --port 0` on 127.0.0.1 and checks, in this order: no token and a wrong
token are refused; a read-only token (`ilgi serve --mcp-token`) reads what the command line
reads and cannot write; a token made with `--allow-write` writes one commit under the
client's name; a session answers only the token that started it; a revoked token is refused
at its next request; an ended session is gone; a request from another site's page is refused;
garbage gets an error and the server stays up. Exits 1 naming the first promise broken.
"""
import asyncio
import json
import os
import re
import subprocess
import sys
import tempfile

import httpx
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from mcp.types import Implementation

ILGI = sys.argv[1]
# The one version (the VERSION file), which serverInfo must say.
VERSION = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "VERSION")).read().strip()
WORK = tempfile.mkdtemp(prefix="ilgi-mcp-http-")
JOURNAL = os.path.join(WORK, "journal")
WRITE_TOOLS = {"create_entry", "append_to_entry"}
INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
              "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                         "clientInfo": {"name": "probe", "version": "1"}}}


def check(condition, what):
    if not condition:
        print("FAILED:", what)
        sys.exit(1)


def ilgi(*args):
    result = subprocess.run([ILGI, "--journal", JOURNAL, *args], capture_output=True, text=True, timeout=120)
    check(result.returncode == 0, f"ilgi {' '.join(args)} failed: {result.stderr}")
    return result


def make_token(*options):
    """A new token for /mcp, and its id for --revoke."""
    made = ilgi("serve", "--mcp-token", *options)
    token = made.stdout.strip()
    found = re.search(r"--revoke ([0-9a-f]{8})", made.stderr)
    check(re.fullmatch(r"[0-9a-f]{64}", token) and found, f"--mcp-token printed no token: {made}")
    return token, found.group(1)


def start_server():
    server = subprocess.Popen([ILGI, "--journal", JOURNAL, "serve", "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    address = server.stdout.readline().strip()
    check(address.startswith("http://127.0.0.1:"), f"ilgi serve printed no address: {address!r}")
    base, page_token = address.split("/?token=")
    return server, base, page_token


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


async def assistant(base, token, client="claude-ai"):
    """An SDK session at /mcp with `token`; yields the session and the HTTP client."""
    http = httpx.AsyncClient(headers=bearer(token), timeout=60)
    transport = streamable_http_client(base + "/mcp", http_client=http)
    return http, transport, Implementation(name=client, title="Claude", version="1.0")


async def text_of(s, name, arguments):
    result = await s.call_tool(name, arguments)
    return result, (result.content[0].text if result.content else "")


async def read_only(base, token):
    http, transport, client = await assistant(base, token)
    async with http, transport as (read, write, _):
        async with ClientSession(read, write, client_info=client) as s:
            init = await s.initialize()
            check(init.serverInfo.name == "ilgi", "the server at /mcp is not ilgi")
            check(init.serverInfo.version == VERSION, f"serverInfo says {init.serverInfo.version}, VERSION {VERSION}")
            tools = {tool.name for tool in (await s.list_tools()).tools}
            check(tools and not tools & WRITE_TOOLS, f"a read-only token is offered writing tools: {tools}")
            result, _ = await text_of(s, "search_entries", {"query": "garden"})
            check(not result.isError, "search through /mcp failed")
            listed = json.loads(ilgi("search", "garden", "--json").stdout)
            check([e["id"] for e in result.structuredContent["entries"]] == [r["id"] for r in listed],
                  "search through /mcp and the command line disagree")
            before = git("rev-list", "--count", "HEAD")
            result, text = await text_of(s, "create_entry", {"title": "Planted", "body": "by a read-only token"})
            check(result.isError, "a read-only token wrote an entry")
            check(git("rev-list", "--count", "HEAD") == before, "a refused write made a commit")


async def writing(base, token):
    http, transport, client = await assistant(base, token)
    async with http, transport as (read, write, _):
        async with ClientSession(read, write, client_info=client) as s:
            await s.initialize()
            tools = {tool.name for tool in (await s.list_tools()).tools}
            check(WRITE_TOOLS <= tools, f"a writing token is not offered the writing tools: {tools}")
            result, text = await text_of(s, "create_entry", {"title": "From the phone", "body": "Written over HTTP."})
            check(not result.isError, f"create_entry through /mcp failed: {text}")
            author = git("log", "-1", "--format=%an")
            check(author.strip() == "Claude via ilgi mcp", f"the commit does not name the client: {author!r}")
            check(git("log", "-1", "--format=%s").strip() != "", "the write made no commit")


def git(*args):
    return subprocess.run(["git", "-C", JOURNAL, *args], capture_output=True, text=True, check=True).stdout


def raw_checks(base, page_token, read_token, read_id, write_token):
    mcp = base + "/mcp"
    with httpx.Client(timeout=30) as http:
        refused = http.post(mcp, json=INITIALIZE)
        check(refused.status_code == 401 and "--mcp-token" in refused.json()["error"]["message"],
              f"no token is not refused with the remedy: {refused.status_code} {refused.text}")
        check(http.post(mcp, json=INITIALIZE, headers=bearer("0" * 64)).status_code == 401, "a wrong token got in")
        cookie = http.post(mcp, json=INITIALIZE, headers={"Cookie": f"ilgi-{base.rsplit(':', 1)[1]}={page_token}"})
        check(cookie.status_code == 401, "the pages' cookie opened /mcp (a page elsewhere could post to it)")
        foreign = http.post(mcp, json=INITIALIZE, headers={**bearer(read_token), "Origin": "https://evil.example"})
        check(foreign.status_code == 403, f"another site's page reached /mcp: {foreign.status_code}")

        # The session's own token reads; a session answers only the token that started it.
        started = http.post(mcp, json=INITIALIZE, headers=bearer(page_token))
        check(started.status_code == 200, f"the server's own token cannot read: {started.status_code}")
        session = started.headers.get("mcp-session-id")
        check(session, "initialize named no session")
        listing = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
        other = http.post(mcp, json=listing, headers={**bearer(write_token), "Mcp-Session-Id": session})
        check(other.status_code == 404, f"a session answered another token: {other.status_code}")
        tools = http.post(mcp, json=listing, headers={**bearer(page_token), "Mcp-Session-Id": session})
        check(tools.status_code == 200 and not {t["name"] for t in tools.json()["result"]["tools"]} & WRITE_TOOLS,
              f"the server's own token is not read-only: {tools.text[:200]}")
        note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
        check(http.post(mcp, json=note, headers={**bearer(page_token), "Mcp-Session-Id": session}).status_code
              == 202, "a notification is not accepted")
        check(http.get(mcp, headers={**bearer(page_token), "Mcp-Session-Id": session}).status_code == 405,
              "GET is not 405")
        check(http.post(mcp, json=listing, headers=bearer(page_token)).status_code == 400,
              "a request without a session is not sent back to initialize")

        # Garbage gets an error, and the session still answers.
        garbage = http.post(mcp, content=b"{not json", headers={**bearer(page_token), "Mcp-Session-Id": session})
        check(garbage.status_code == 400 and garbage.json()["error"]["code"] == -32700, "garbage is not a parse error")
        batch = http.post(mcp, json=[listing], headers={**bearer(page_token), "Mcp-Session-Id": session})
        check(batch.status_code == 400, "a batch is not refused")
        again = http.post(mcp, json={**listing, "id": 3}, headers={**bearer(page_token), "Mcp-Session-Id": session})
        check(again.status_code == 200 and again.json()["id"] == 3, "the session died after garbage")

        # Ending it: the session is gone.
        check(http.delete(mcp, headers={**bearer(page_token), "Mcp-Session-Id": session}).status_code == 204,
              "DELETE did not end the session")
        gone = http.post(mcp, json={**listing, "id": 4}, headers={**bearer(page_token), "Mcp-Session-Id": session})
        check(gone.status_code == 404, f"an ended session still answers: {gone.status_code}")

        # A revoked token is refused at its next request.
        check(http.post(mcp, json=INITIALIZE, headers=bearer(read_token)).status_code == 200, "the token did not work")
        ilgi("serve", "--revoke", read_id)
        check(http.post(mcp, json=INITIALIZE, headers=bearer(read_token)).status_code == 401,
              "a revoked token still gets in")


async def main():
    ilgi("new", "Garden day", "-m", "Planted tomatoes in the garden.", "--date", "2026-03-14 09:00")
    ilgi("new", "Rainy walk", "-m", "Walked past the garden in the rain.", "--date", "2026-03-15 18:00")
    read_token, read_id = make_token("--name", "phone assistant")
    write_token, _ = make_token("--allow-write")
    devices = ilgi("serve", "--devices").stdout
    check("phone assistant (assistant, read-only)" in devices and "(assistant, may write)" in devices,
          f"--devices does not say what each token may do:\n{devices}")
    server, base, page_token = start_server()
    try:
        await asyncio.wait_for(read_only(base, read_token), 120)
        await asyncio.wait_for(writing(base, write_token), 120)
        raw_checks(base, page_token, read_token, read_id, write_token)
        check(server.poll() is None, "the server died")
    finally:
        server.terminate()
        server.wait(timeout=30)
    print("ok")


asyncio.run(main())
