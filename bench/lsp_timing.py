#!/usr/bin/env python3
"""Times `ilgi lsp` as an editor meets it: from starting the process to the answer of
`initialize`, then, on an entry that links to others, a completion of `[[` (every title of the
journal is a candidate), a hover on a link, and the references of a title (its backlinks,
each located in its file). Prints a Markdown table of medians.

    bench/lsp_timing.py ILGI JOURNAL TARGET_ID8 RUNS
"""
import json
import pathlib
import statistics
import subprocess
import sys
import time

ilgi, journal, target, runs = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3], int(sys.argv[4])


class Client:
    def __init__(self):
        self.process = subprocess.Popen([ilgi, "lsp", "--journal", str(journal)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE)
        self.next_id = 0

    def send(self, method, params, notification=False):
        message = {"jsonrpc": "2.0", "method": method, "params": params}
        if not notification:
            self.next_id += 1
            message["id"] = self.next_id
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline().strip()
            if not line:
                break
            if line.lower().startswith(b"content-length"):
                length = int(line.split(b":")[1])
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.send(method, params)
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                return reply

    def close(self):
        self.request("shutdown", None)
        self.send("exit", None, notification=True)
        self.process.wait()


def timed(call):
    start = time.perf_counter()
    result = call()
    return (time.perf_counter() - start) * 1000, result


starts = []
for _ in range(runs):
    began = time.perf_counter()
    client = Client()
    client.request("initialize", {"capabilities": {}, "rootUri": journal.as_uri()})
    starts.append((time.perf_counter() - began) * 1000)
    client.close()

# An entry that links to the target, its text as the editor holds it, with a `[[` being typed.
linking = next(path for path in journal.glob("*/*/*.txt") if f"[[{target}|" in path.read_text())
text = linking.read_text()
lines = text.split("\n")
link_line = next(number for number, line in enumerate(lines) if f"[[{target}|" in line)
link_character = lines[link_line].index(f"[[{target}|") + 3
typed = "Also [[riv"
lines.insert(1, typed)
edited = "\n".join(lines)
uri = linking.as_uri()
target_uri = next(journal.glob(f"*/*/{target}*.txt")).as_uri()

client = Client()
client.request("initialize", {"capabilities": {}, "rootUri": journal.as_uri()})
client.send("initialized", {}, notification=True)
client.send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "text", "version": 1, "text": edited}},
            notification=True)
client.receive()  # its diagnostics
target_text = pathlib.Path(target_uri[len("file://"):]).read_text()
client.send("textDocument/didOpen",
            {"textDocument": {"uri": target_uri, "languageId": "text", "version": 1, "text": target_text}},
            notification=True)
client.receive()
completion, empty, hover, references = [], [], [], []
sizes = {}
for _ in range(runs):
    ms, reply = timed(lambda: client.request("textDocument/completion", {
        "textDocument": {"uri": uri}, "position": {"line": 1, "character": len(typed)}}))
    completion.append(ms)
    sizes["completion"] = len(reply["result"]["items"])
    ms, reply = timed(lambda: client.request("textDocument/completion", {
        "textDocument": {"uri": uri}, "position": {"line": 1, "character": len("Also [[")}}))
    empty.append(ms)
    sizes["empty"] = len(reply["result"]["items"])
    ms, reply = timed(lambda: client.request("textDocument/hover", {
        "textDocument": {"uri": uri}, "position": {"line": link_line + 1, "character": link_character}}))
    hover.append(ms)
    sizes["hover"] = 1 if reply["result"] else 0
    ms, reply = timed(lambda: client.request("textDocument/references", {
        "textDocument": {"uri": target_uri}, "position": {"line": 0, "character": 1},
        "context": {"includeDeclaration": False}}))
    references.append(ms)
    sizes["references"] = len(reply["result"])
client.close()

print("| step | median | what it answered |")
print("|:---|---:|:---|")
print(f"| start to `initialize` answered | {statistics.median(starts):.1f} ms | |")
print(f"| completion of `[[` (the newest) | {statistics.median(empty):.1f} ms | {sizes['empty']} titles |")
print(f"| completion of `[[riv` (every title read) | {statistics.median(completion):.1f} ms | {sizes['completion']} titles |")
print(f"| hover on a link | {statistics.median(hover):.1f} ms | {sizes['hover']} hover |")
print(f"| references of the most linked title | {statistics.median(references):.1f} ms | {sizes['references']} places |")
