#!/usr/bin/env python3
"""Times ilgi's history commands next to the git commands that do the same work.

    bench/history-bench.py JOURNAL TRACKED-ID [--ilgi PATH] [--runs 5]

JOURNAL is one made by generate-history.py, TRACKED-ID the entry id it printed. Each command
runs --runs times; the table gives the median wall-clock time and the median CPU time
(user + system, which a busy machine disturbs less). Use a release build
(swift build -c release), which is the default --ilgi.
"""

import argparse
import os
import resource
import statistics
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(command, cwd, env, before=None):
    if before:
        before()
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - usage.ru_utime) + (after.ru_stime - usage.ru_stime)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed: {result.stderr.decode()}")
    return elapsed, cpu, result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("journal")
    parser.add_argument("tracked")
    parser.add_argument("--ilgi", default=os.path.join(HERE, "..", ".build", "release", "ilgi"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    journal = os.path.abspath(args.journal)
    ilgi = [os.path.abspath(args.ilgi), "--journal", journal]
    env = dict(os.environ, TZ="UTC", LANG="C", GIT_PAGER="cat", NO_COLOR="1")
    path = subprocess.run(
        ["git", "ls-files", f"*/{args.tracked}.txt"], cwd=journal, capture_output=True, text=True, check=True
    ).stdout.strip()
    if not path:
        path = subprocess.run(
            ["git", "log", "--format=", "--name-only", "--diff-filter=A", "--", f"*/{args.tracked}.txt"],
            cwd=journal, capture_output=True, text=True, check=True,
        ).stdout.split()[0]
    commits = subprocess.run(["git", "rev-list", "--count", "HEAD"], cwd=journal, capture_output=True, text=True).stdout.strip()
    cache = os.path.join(journal, ".git", "ilgi", "cache", "deletions")

    def drop_cache():
        if os.path.exists(cache):
            os.remove(cache)

    short = args.tracked[:8]
    rows = [
        ("ilgi log ID --oneline", ilgi + ["log", short, "--oneline"], None),
        ("git log --oneline -- PATH", ["git", "log", "--oneline", "--", path], None),
        ("ilgi log ID", ilgi + ["log", short], None),
        ("ilgi log ID -n 5", ilgi + ["log", short, "-n", "5"], None),
        ("git log --oneline -n 5 -- PATH", ["git", "log", "--oneline", "-n", "5", "--", path], None),
        ("ilgi log -n 20", ilgi + ["log", "-n", "20"], None),
        ("git log --oneline -n 20", ["git", "log", "--oneline", "-n", "20"], None),
        ("ilgi log (all commits)", ilgi + ["log"], None),
        ("git log --oneline (all)", ["git", "log", "--oneline"], None),
        ("ilgi show ID --at HEAD~50000", ilgi + ["show", short, "--at", "HEAD~50000"], None),
        ("ilgi show ID --at 2019-06-01", ilgi + ["show", short, "--at", "2019-06-01"], None),
        ("git rev-list -1 --before=2019-06-01T23:59:59 HEAD", ["git", "rev-list", "-1", "--before=2019-06-01T23:59:59", "HEAD"], None),
        ("ilgi diff ID", ilgi + ["diff", short], None),
        ("ilgi deleted (no cache)", ilgi + ["deleted"], drop_cache),
        ("ilgi deleted (cached)", ilgi + ["deleted"], None),
        ("git log --diff-filter=D --name-only", ["git", "log", "--diff-filter=D", "--name-only", "--format="], None),
    ]
    print(f"journal: {journal}, {commits} commits; entry {short}, {path}")
    print(f"| command | wall (median) | CPU (median) | lines |")
    print(f"| --- | ---: | ---: | ---: |")
    for label, command, before in rows:
        walls = []
        cpus = []
        output = b""
        for _ in range(args.runs):
            elapsed, cpu, output = timed(command, journal, env, before)
            walls.append(elapsed)
            cpus.append(cpu)
        lines = output.count(b"\n")
        print(f"| `{label}` | {statistics.median(walls):.3f} s | {statistics.median(cpus):.3f} s | {lines} |", flush=True)


if __name__ == "__main__":
    main()
