#!/usr/bin/env python3
"""Issue 37's last figure: from a save on one machine (`ilgi new`, sync.auto on) to the entry
on the other machine's page (`ilgi serve`, sync.interval 1m), through a bare remote on this
machine, for each ilgi given. The page is asked for every half second.

    bench/save_to_phone.py ILGI [ILGI ...]
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request


def run(ilgi, journal, env, *arguments):
    return subprocess.run([ilgi, "--journal", journal, *arguments], env=env, check=True,
                          capture_output=True, text=True).stdout


def measure(ilgi, work, trials):
    env = dict(os.environ, HOME=work, GIT_CONFIG_NOSYSTEM="1")
    with open(os.path.join(work, ".gitconfig"), "w") as config:
        config.write("[user]\n\tname = Bench\n\temail = bench@example.com\n")
    remote, laptop, server_journal = (os.path.join(work, name) for name in ("remote.git", "laptop", "server"))
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", remote], check=True)
    run(ilgi, laptop, env, "new", "First", "-m", "from the laptop")
    run(ilgi, laptop, env, "remote", "add", "origin", remote)
    run(ilgi, laptop, env, "sync")
    subprocess.run(["git", "clone", "-q", remote, server_journal], check=True)
    subprocess.run([ilgi, "--journal", server_journal, "config", "sync.interval", "1m"], env=env)
    server = subprocess.Popen([ilgi, "--journal", server_journal, "serve", "--port", "0"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    times = []
    try:
        match = re.match(r"(http://127\.0\.0\.1:(\d+))/\?token=(\w+)", server.stdout.readline().strip())
        base, cookie = match.group(1), f"ilgi-{match.group(2)}={match.group(3)}"
        for trial in range(trials):
            title = f"Marker {trial} {time.time():.0f}"
            start = time.monotonic()
            run(ilgi, laptop, env, "new", title, "-m", "written on the laptop")
            while time.monotonic() - start < 300:
                request = urllib.request.Request(base + "/", headers={"Cookie": cookie})
                with urllib.request.urlopen(request, timeout=60) as answer:
                    if title in answer.read().decode():
                        times.append(time.monotonic() - start)
                        break
                time.sleep(0.5)
            else:
                times.append(float("inf"))
            time.sleep(17)  # the next save lands at another point of the server's minute
    finally:
        server.terminate()
        server.wait()
    return times


def main():
    print("| ilgi | save → on the other machine's page (each trial) | worst |")
    print("|:---|---:|---:|")
    for ilgi in sys.argv[1:]:
        work = tempfile.mkdtemp(prefix="ilgi-phone-bench.")
        try:
            times = measure(ilgi, work, int(os.environ.get("TRIALS", "3")))
            print(f"| {ilgi} | {', '.join(f'{t:.1f} s' for t in times)} | {max(times):.1f} s |", flush=True)
        finally:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
