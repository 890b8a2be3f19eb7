#!/usr/bin/env python3
"""Issue 37's first figure: how long a page takes while `ilgi serve` syncs over a slow line,
beside its time when idle, for each ilgi given, in one run.

    bench/always_in_sync.py ILGI [ILGI ...]

A 10,000-entry journal (bench/generate.py, made once under /tmp/ilgi-sync-bench-10000) is the
remote, served by `git daemon --inetd` behind a proxy that sends 400 KB/s; each ilgi serves a
journal that has only the first entry, so its sync fetches nearly all of it. While the Sync
button's POST runs, the timeline is asked for once a second."""
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

RATE = 400_000
BASE = "/tmp/ilgi-sync-bench-10000"
HERE = os.path.dirname(os.path.abspath(__file__))


def git(*arguments, cwd=None):
    subprocess.run(["git", *arguments], cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def slow_git_daemon(base):
    """git daemon, one per connection, its answers sent at RATE; returns the port."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)

    def serve(client):
        daemon = subprocess.Popen(
            ["git", "daemon", "--inetd", "--export-all", f"--base-path={base}", base],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

        def upstream():
            try:
                while chunk := client.recv(65536):
                    daemon.stdin.write(chunk)
                    daemon.stdin.flush()
            except OSError:
                pass
            finally:
                try:
                    daemon.stdin.close()
                except OSError:
                    pass

        threading.Thread(target=upstream, daemon=True).start()
        try:
            while chunk := daemon.stdout.read1(RATE // 10):
                client.sendall(chunk)
                time.sleep(len(chunk) / RATE)
        except OSError:
            pass
        client.close()
        daemon.wait()

    def accept():
        while True:
            client, _ = listener.accept()
            threading.Thread(target=serve, args=(client,), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    return listener.getsockname()[1]


def timed_get(url, cookie):
    """The page's time as curl measures it, in a process of its own: timed in this process, a
    page would also wait for the slow proxy's threads to give up Python's lock (up to 5 ms)."""
    timing = subprocess.run(["curl", "-sS", "-o", "/dev/null", "-w", "%{time_total}", "-H", f"Cookie: {cookie}", url],
                            capture_output=True, text=True, check=True, timeout=120).stdout
    return float(timing) * 1000


def measure(ilgi, work, port):
    journal = os.path.join(work, "journal")
    git("clone", "-q", os.path.join(BASE, "ilgi"), journal)
    first = subprocess.run(["git", "rev-list", "--max-parents=0", "HEAD"], cwd=journal, capture_output=True,
                           text=True, check=True).stdout.split()[0]
    git("reset", "-q", "--hard", first, cwd=journal)
    git("remote", "set-url", "origin", f"git://127.0.0.1:{port}/remote.git", cwd=journal)
    git("update-ref", "--no-deref", "-d", "refs/remotes/origin/HEAD", cwd=journal)
    git("update-ref", "-d", "refs/remotes/origin/main", cwd=journal)
    git("reflog", "expire", "--expire=now", "--all", cwd=journal)
    git("gc", "-q", "--prune=now", cwd=journal)
    env = dict(os.environ, HOME=work, GIT_CONFIG_NOSYSTEM="1")
    with open(os.path.join(work, ".gitconfig"), "w") as config:
        config.write('[user]\n\tname = Bench\n\temail = bench@example.com\n[ilgi "sync"]\n\tauto = off\n')
    subprocess.run([ilgi, "--journal", journal, "list", "-n", "1"], env=env, check=True, stdout=subprocess.DEVNULL)
    server = subprocess.Popen([ilgi, "--journal", journal, "serve", "--port", "0"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = server.stdout.readline().strip()
        match = re.match(r"(http://127\.0\.0\.1:(\d+))/\?token=(\w+)", url)
        base, server_port, token = match.group(1), match.group(2), match.group(3)
        cookie = f"ilgi-{server_port}={token}"
        for _ in range(5):
            timed_get(base + "/", cookie)
        idle = [timed_get(base + "/", cookie) for _ in range(20)]
        sync_time = []

        def press_sync():
            request = urllib.request.Request(base + "/sync", data=b"", method="POST", headers={"Cookie": cookie})
            start = time.monotonic()
            try:
                with urllib.request.urlopen(request, timeout=600) as answer:
                    answer.read()
            except urllib.error.HTTPError as error:
                page = error.read().decode()
                print("sync failed:", re.sub(r"<[^>]+>", " ", page)[-600:], file=sys.stderr)
            sync_time.append(time.monotonic() - start)

        syncing = threading.Thread(target=press_sync)
        syncing.start()
        time.sleep(1)
        during = []
        while syncing.is_alive():
            during.append(timed_get(base + "/", cookie))
            if os.environ.get("VERBOSE"): print(f"  {time.monotonic():.1f} {during[-1]:.1f} ms", file=sys.stderr)
            time.sleep(1)
        syncing.join()
        entries = subprocess.run(["git", "ls-files", "*.txt"], cwd=journal, capture_output=True,
                                 text=True).stdout.count("\n")
        return idle, during, sync_time[0] if sync_time else float("nan"), entries
    finally:
        server.terminate()
        server.wait()


def main():
    if not os.path.isdir(os.path.join(BASE, "ilgi")):
        subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), "10000", BASE], check=True,
                       stdout=subprocess.DEVNULL)
    remotes = tempfile.mkdtemp(prefix="ilgi-sync-bench-remote.")
    try:
        git("clone", "-q", "--bare", os.path.join(BASE, "ilgi"), os.path.join(remotes, "remote.git"))
        port = slow_git_daemon(remotes)
        print(f"| ilgi | idle page (median) | page during the sync: median, max (n) | sync | ratio (max/idle) |")
        print("|:---|---:|---:|---:|---:|")
        for ilgi in sys.argv[1:]:
            work = tempfile.mkdtemp(prefix="ilgi-sync-bench.")
            try:
                idle, during, sync_seconds, entries = measure(ilgi, work, port)
                idle_median = statistics.median(idle)
                worst = max(during) if during else float("nan")
                median = statistics.median(during) if during else float("nan")
                print(f"| {ilgi} | {idle_median:.1f} ms | {median:.1f} ms, {worst:.1f} ms ({len(during)}) "
                      f"| {sync_seconds:.1f} s ({entries} entries after) | {worst / idle_median:.1f}× |", flush=True)
            finally:
                shutil.rmtree(work, ignore_errors=True)
    finally:
        shutil.rmtree(remotes, ignore_errors=True)


if __name__ == "__main__":
    main()
