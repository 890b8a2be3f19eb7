#!/usr/bin/env python3
"""Issue 37's second figure: 50 clients reading pages for 30 s from `ilgi serve` on a
10,000-entry journal, while a save happens every second (`ilgi new -m`) and a sync every 10 s
(the Sync button's POST, to a bare remote on this machine), for each ilgi given, in one run.
wrk (Debian's `wrk`) asks for the timeline, a search, the tags and the calendar in turn.

    bench/busy_server.py ILGI [ILGI ...]
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

BASE = "/tmp/ilgi-sync-bench-10000"
HERE = os.path.dirname(os.path.abspath(__file__))
LUA = """
paths = {"/", "/search?q=garden", "/tags", "/calendar"}
counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end
"""


def measure(ilgi, work):
    journal = os.path.join(work, "journal")
    remote = os.path.join(work, "remote.git")
    subprocess.run(["git", "clone", "-q", "--bare", os.path.join(BASE, "ilgi"), remote], check=True)
    subprocess.run(["git", "clone", "-q", remote, journal], check=True)
    env = dict(os.environ, HOME=work, GIT_CONFIG_NOSYSTEM="1")
    with open(os.path.join(work, ".gitconfig"), "w") as config:
        config.write('[user]\n\tname = Bench\n\temail = bench@example.com\n[ilgi "sync"]\n\tauto = off\n')
    subprocess.run([ilgi, "--journal", journal, "list", "-n", "1"], env=env, check=True, stdout=subprocess.DEVNULL)
    server = subprocess.Popen([ilgi, "--journal", journal, "serve", "--port", "0"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    stop = threading.Event()
    counts = {"saves": 0, "syncs": 0, "failed": 0}
    try:
        url = server.stdout.readline().strip()
        match = re.match(r"(http://127\.0\.0\.1:(\d+))/\?token=(\w+)", url)
        base, port, token = match.group(1), match.group(2), match.group(3)
        cookie = f"ilgi-{port}={token}"

        def saves():
            number = 0
            while not stop.wait(1):
                number += 1
                done = subprocess.run([ilgi, "--journal", journal, "new", f"Load {number}", "-m", "words"], env=env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                counts["saves" if done.returncode == 0 else "failed"] += 1

        def syncs():
            while not stop.wait(10):
                request = urllib.request.Request(base + "/sync", data=b"", method="POST",
                                                 headers={"Cookie": cookie})
                try:
                    with urllib.request.urlopen(request, timeout=120) as answer:
                        answer.read()
                    counts["syncs"] += 1
                except Exception:
                    counts["failed"] += 1

        script = os.path.join(work, "paths.lua")
        with open(script, "w") as lua:
            lua.write(LUA)
        urllib.request.urlopen(urllib.request.Request(base + "/", headers={"Cookie": cookie})).read()
        workers = [threading.Thread(target=saves), threading.Thread(target=syncs)]
        for worker in workers:
            worker.start()
        result = subprocess.run(["wrk", "-t2", "-c50", "-d30s", "--timeout", "10s", "--latency", "-s", script,
                                 "-H", f"Cookie: {cookie}", base], capture_output=True, text=True)
        stop.set()
        for worker in workers:
            worker.join()
        return result.stdout, counts
    finally:
        stop.set()
        server.terminate()
        server.wait()


def field(text, pattern):
    match = re.search(pattern, text)
    return match.group(1) if match else "?"


def main():
    if not os.path.isdir(os.path.join(BASE, "ilgi")):
        subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), "10000", BASE], check=True,
                       stdout=subprocess.DEVNULL)
    print("| ilgi | requests | errors (non-2xx, socket) | p50 | p90 | p99 | max | saves, syncs (failed) |")
    print("|:---|---:|---:|---:|---:|---:|---:|---:|")
    for ilgi in sys.argv[1:]:
        work = tempfile.mkdtemp(prefix="ilgi-busy-bench.")
        try:
            output, counts = measure(ilgi, work)
            if os.environ.get("VERBOSE"):
                print(output, file=sys.stderr)
            requests = field(output, r"(\d+) requests in")
            non2xx = field(output, r"Non-2xx or 3xx responses: (\d+)")
            socket_errors = field(output, r"Socket errors: ([^\n]+)")
            p50, p90, p99 = (field(output, rf"(?m)^\s+{p}%\s+(\S+)") for p in (50, 90, 99))
            worst = field(output, r"Latency\s+\S+\s+\S+\s+(\S+)")
            errors = f"{non2xx if non2xx != '?' else 0}, {socket_errors if socket_errors != '?' else 'none'}"
            moved = f"{counts['saves']}, {counts['syncs']} ({counts['failed']})"
            print(f"| {ilgi} | {requests} | {errors} | {p50} | {p90} | {p99} | {worst} | {moved} |", flush=True)
        finally:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
