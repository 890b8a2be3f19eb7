"""The figures of the assistants' issue, side by side in one run: `ilgi mcp` answering over
stdio (raw JSON-RPC on pipes, so the client's own cost is not counted) beside the command line
doing the same on the same journal.

    python3 bench/mcp-bench.py ILGI JOURNAL [RUNS]

- initialize + tools/list: from starting `ilgi mcp` to the tool list, a new process each time
  (and, apart, on to the process's exit once its input is closed);
- search for a common word: `search_entries` (one page) beside `ilgi search WORD -n 20` and
  `ilgi search WORD` (every hit), each a whole process, output piped;
- reading one entry: `read_entry` on a running server;
- a new entry: `create_entry` on a running server beside `ilgi new -m` (a whole process).

Medians in milliseconds. Writes go to a copy of the journal (made with git clone), never the
journal itself.
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ILGI, JOURNAL = sys.argv[1], sys.argv[2]
RUNS = int(sys.argv[3]) if len(sys.argv) > 3 else 15
WORD = os.environ.get("WORD", "garden")


class Server:
    def __init__(self, journal, *extra):
        self.process = subprocess.Popen([ILGI, "mcp", "--journal", journal, *extra], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0

    def request(self, method, params=None):
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params or {}}
        self.process.stdin.write(json.dumps(message).encode() + b"\n")
        self.process.stdin.flush()
        while True:
            answer = json.loads(self.process.stdout.readline())
            if answer.get("id") == self.next_id:
                if "error" in answer or answer.get("result", {}).get("isError"):
                    raise SystemExit(f"{method} failed: {answer}")
                return answer["result"]

    def initialize(self):
        self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "bench", "version": "1"}})
        self.process.stdin.write(b'{"jsonrpc": "2.0", "method": "notifications/initialized"}\n')
        self.process.stdin.flush()

    def call(self, tool, arguments):
        return self.request("tools/call", {"name": tool, "arguments": arguments})

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=60)


def timed(action, runs=RUNS):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def cli(*args, journal=JOURNAL):
    subprocess.run([ILGI, "--journal", journal, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)


def start_and_list(until_exit):
    """From starting `ilgi mcp` to the tool list (and, with `until_exit`, on to its exit)."""
    start = time.perf_counter()
    server = Server(JOURNAL)
    server.initialize()
    server.request("tools/list")
    listed = time.perf_counter()
    server.close()
    return ((time.perf_counter() if until_exit else listed) - start) * 1000


def timed_inside(measure, runs=RUNS):
    return statistics.median(measure() for _ in range(runs))


rows = []
cli("list", "-n", "1")  # the catalog is up to date before anything is timed
rows.append(("`initialize` + `tools/list` (a new process)", timed_inside(lambda: start_and_list(False)), None,
             "under 100 ms"))
rows.append(("the same, and the process's exit after it", timed_inside(lambda: start_and_list(True)), None, ""))

server = Server(JOURNAL)
server.initialize()
found = server.call("search_entries", {"query": WORD})
some_id = found["structuredContent"]["entries"][0]["id"]
mcp_search = timed(lambda: server.call("search_entries", {"query": WORD}))
rows.append((f"search `{WORD}`: MCP (a page of 20) / `ilgi search {WORD} -n 20`", mcp_search,
             timed(lambda: cli("search", WORD, "-n", "20")), "no slower"))
rows.append((f"search `{WORD}`: MCP (a page of 20) / `ilgi search {WORD}` (every hit)", mcp_search,
             timed(lambda: cli("search", WORD)), "no slower"))
rows.append(("read one entry: `read_entry`", timed(lambda: server.call("read_entry", {"id": some_id})), None,
             "under 10 ms"))
server.close()

copy = tempfile.mkdtemp(prefix="ilgi-mcp-bench-")
subprocess.run(["git", "clone", "-q", JOURNAL, copy + "/j"], check=True)
cli("list", "-n", "1", journal=copy + "/j")
writer = Server(copy + "/j", "--allow-write")
writer.initialize()
rows.append(("a new entry: `create_entry` / `ilgi new -m`",
             timed(lambda: writer.call("create_entry", {"title": "Bench", "body": "Written by the benchmark."})),
             timed(lambda: cli("new", "Bench", "-m", "Written by the benchmark.", journal=copy + "/j")),
             "within 1.2×"))
writer.close()
shutil.rmtree(copy, ignore_errors=True)

print(f"| {os.path.basename(JOURNAL)} | ilgi mcp (median) | command line (median) | ratio | target |")
print("|:---|---:|---:|---:|:---|")
for name, mine, theirs, target in rows:
    ratio = f"{mine / theirs:.2f}" if theirs else ""
    print(f"| {name} | {mine:.1f} ms | {f'{theirs:.1f} ms' if theirs else ''} | {ratio} | {target} |")
