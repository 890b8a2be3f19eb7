#!/usr/bin/env python3
"""Generates an ilgi journal with a long history, for the history benchmarks.

    bench/generate-history.py [--commits 100000] [--seed 1] bench/out/history-100k

Writes a git fast-import stream and feeds it to `git fast-import`, so 100k commits take
seconds, then checks the branch out. Every commit is one an ilgi user would make: about a third
add an entry (YYYY/MM/<uuid>.txt with a Created trailer), most edit one, a few delete one,
with ilgi's own commit messages ("Add 3f2a9c1b: Title"), one every ~50 minutes from 2016 on,
committed at +09:00. One entry, the "tracked" one, is written early and edited every ~1000
commits, so its own history is short but spread over the whole journal: the case
`ilgi log ID` must handle (the walk has to reach the first commit to find its Add).

Prints the tracked entry's id and path, and some counts. Generated data is never committed
(bench/out/ is ignored).
"""

import argparse
import os
import random
import subprocess
import sys
import uuid

WORDS = (
    "rain sun walk pier coffee train friend letter garden river market book music quiet "
    "morning evening tired happy cold warm wind city mountain sea bread tea work home"
).split()
TAGS = ["@family", "@work", "@travel", "@health", "@reading"]
START = 1451606400  # 2016-01-01T00:00:00Z
STEP = 3000  # seconds between commits (~50 minutes)
OFFSET = 9 * 3600  # +09:00


def iso(ts):
    import datetime

    tz = datetime.timezone(datetime.timedelta(seconds=OFFSET))
    return datetime.datetime.fromtimestamp(ts, tz).isoformat()


def year_month(ts):
    import datetime

    tz = datetime.timezone(datetime.timedelta(seconds=OFFSET))
    moment = datetime.datetime.fromtimestamp(ts, tz)
    return moment.year, moment.month


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output")
    parser.add_argument("--commits", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    if os.path.exists(args.output) and os.listdir(args.output):
        sys.exit(f"{args.output} exists and is not empty; remove it first")
    os.makedirs(args.output, exist_ok=True)
    subprocess.run(["git", "init", "-q", "-b", "main", args.output], check=True)
    importer = subprocess.Popen(
        ["git", "fast-import", "--quiet", "--done"], cwd=args.output, stdin=subprocess.PIPE
    )
    out = importer.stdin

    def data(text):
        raw = text.encode()
        out.write(b"data %d\n" % len(raw))
        out.write(raw)
        out.write(b"\n")

    entries = {}  # id -> [path, title, lines]
    live = []  # ids present, in creation order
    tracked = None
    counts = {"Add": 0, "Edit": 0, "Delete": 0}

    for number in range(args.commits):
        ts = START + number * STEP
        if tracked is None and number == 100:
            action = "Add"
        elif tracked is not None and number % 1000 == 500:
            action = "EditTracked"
        elif len(live) < 50:
            action = "Add"
        else:
            roll = rng.random()
            action = "Add" if roll < 0.35 else ("Delete" if roll < 0.40 else "Edit")

        if action == "Add":
            entry_id = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            year, month = year_month(ts)
            path = f"{year:04d}/{month:02d}/{entry_id}.txt"
            title = sentence(rng, rng.randint(2, 5)).rstrip(".")
            lines = [sentence(rng, rng.randint(5, 14)) for _ in range(rng.randint(1, 4))]
            lines.append(rng.choice(TAGS))
            entries[entry_id] = [path, title, lines, iso(ts)]
            live.append(entry_id)
            if number == 100:
                tracked = entry_id
        elif action == "EditTracked":
            entry_id = tracked
            entries[entry_id][2].insert(-1, sentence(rng, rng.randint(5, 14)))
        elif action == "Edit":
            # Recent entries are edited most, as people do.
            entry_id = live[-1 - min(int(rng.expovariate(1 / 30)), len(live) - 1)]
            if entry_id == tracked:
                entry_id = live[-1]
            entries[entry_id][2].insert(-1, sentence(rng, rng.randint(5, 14)))
        else:
            entry_id = live[-1 - min(int(rng.expovariate(1 / 200)), len(live) - 1)]
            if entry_id == tracked:
                entry_id = live[-1]
        path, title, lines, created = entries[entry_id]
        verb = "Edit" if action == "EditTracked" else action
        counts[verb] += 1

        out.write(b"commit refs/heads/main\n")
        out.write(b"committer Bench <bench@example.com> %d +0900\n" % ts)
        data(f"{verb} {entry_id[:8]}: {title}\n")
        if verb == "Delete":
            out.write(f"D {path}\n".encode())
            live.remove(entry_id)
        else:
            text = title + "\n\n" + "\n".join(lines) + "\n\nCreated: " + created + "\n"
            out.write(f"M 100644 inline {path}\n".encode())
            data(text)
        out.write(b"\n")

    out.write(b"done\n")
    out.close()
    if importer.wait() != 0:
        sys.exit("git fast-import failed")
    subprocess.run(["git", "-C", args.output, "checkout", "-q", "-f", "main"], check=True)
    path = entries[tracked][0]
    print(f"commits {args.commits}  adds {counts['Add']}  edits {counts['Edit']}  deletes {counts['Delete']}  entries now {len(live)}")
    print(f"tracked {tracked}  {path}")


if __name__ == "__main__":
    main()
