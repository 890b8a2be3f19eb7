#!/usr/bin/env python3
"""Generates a journal of N entries for benchmarks: an ilgi journal (a git repository of
YYYY/MM/<uuid>.txt files, one commit per entry, in date order, through git fast-import) and
the same entries as a jrnl plain-text journal.

    bench/generate.py 10000 /tmp/bench-10k        # makes /tmp/bench-10k/ilgi and /tmp/bench-10k/jrnl.txt
    bench/generate.py 10000 /tmp/bench-10k-long long
        # longer entries, as issues 23 and 40 measure search on: 50-300 words each, "garden" in
        # two thirds of them (one to three times), "lantern" in one in a hundred (drawn apart,
        # so the rest of the corpus is the same as before it was added), neither anywhere else

Deterministic for a given N (seeded), so runs compare like with like. Nothing it makes is
committed to this repository.
"""
import os
import random
import subprocess
import sys
import uuid
from datetime import datetime, timedelta, timezone

ENGLISH = ("the a walk beach rain coffee friend morning evening book train city river park "
           "dinner quiet long bright cold warm letter music garden window market bridge").split()
KOREAN = "오늘 비 바다 커피 친구 아침 저녁 책 기차 도시 강 공원 저녁밥 조용한 긴 밝은 추운 따뜻한 편지 음악".split()
TAGS = ["@family", "@work", "@travel", "@health", "@books", "@가족", "@여행"]
WEATHER = ["01d", "01n", "02d", "03d", "04n", "09d", "10d", "10n", "11d", "13d", "50d"]


def sentence(rng, words, length):
    return " ".join(rng.choice(words) for _ in range(length)).capitalize() + "."


def main():
    count = int(sys.argv[1])
    out = sys.argv[2]
    long_entries = len(sys.argv) > 3 and sys.argv[3] == "long"
    rng = random.Random(count + (1 if long_entries else 0))
    rare = random.Random(count + 2)
    english = [word for word in ENGLISH if word != "garden"] if long_entries else ENGLISH
    journal = os.path.join(out, "ilgi")
    os.makedirs(journal, exist_ok=True)
    seoul = timezone(timedelta(hours=9))
    start = datetime(2016, 1, 1, 8, 0, tzinfo=seoul)
    step = (datetime(2026, 11, 1, tzinfo=seoul) - start) / count
    jrnl_lines = []
    commits = []
    for number in range(count):
        created = start + step * number + timedelta(minutes=rng.randint(0, 600))
        created = created.replace(microsecond=0)
        words = KOREAN if rng.random() < 0.3 else english
        title = sentence(rng, words, rng.randint(2, 6))[:-1]
        if long_entries:
            sentences, total = [], rng.randint(50, 300)
            while total > 0:
                length = min(total, rng.randint(5, 14))
                sentences.append(sentence(rng, words, length))
                total -= length
            if rng.random() < 2 / 3:
                for _ in range(rng.randint(1, 3)):
                    position = rng.randrange(len(sentences))
                    sentences[position] = sentences[position][:-1] + " garden."
            if rare.random() < 0.01:
                position = rare.randrange(len(sentences))
                sentences[position] = sentences[position][:-1] + " lantern."
            cut = max(1, len(sentences) // rng.randint(1, 3))
            paragraphs = [" ".join(sentences[:cut])] + ([" ".join(sentences[cut:])] if sentences[cut:] else [])
        else:
            paragraphs = [" ".join(sentence(rng, words, rng.randint(5, 14)) for _ in range(rng.randint(1, 4)))
                          for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.4:
            paragraphs[-1] += " " + " ".join(rng.sample(TAGS, rng.randint(1, 2)))
        body = "\n\n".join(paragraphs)
        trailers = ["Created: " + created.isoformat()]
        if rng.random() < 0.8:
            trailers.append("Weather: " + rng.choice(WEATHER))
        entry_id = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        folder = os.path.join(journal, f"{created.year:04d}", f"{created.month:02d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, entry_id + ".txt"), "w", encoding="utf-8") as f:
            f.write(f"{title}\n\n{body}\n\n" + "\n".join(trailers) + "\n")
        commits.append((created, f"{created.year:04d}/{created.month:02d}/{entry_id}.txt", entry_id, title))
        jrnl_lines.append(f"[{created.strftime('%Y-%m-%d %H:%M')}] {title}.\n{body}\n")
    with open(os.path.join(out, "jrnl.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(jrnl_lines))
    # One commit per entry ("Add 3f2a9c1b: Title", as ilgi writes them), fed to git
    # fast-import so 100k commits take seconds; then the index is made to match the files.
    subprocess.run(["git", "init", "-q", "-b", "main", journal], check=True)
    importer = subprocess.Popen(["git", "fast-import", "--quiet", "--done"], cwd=journal,
                                stdin=subprocess.PIPE)
    stream = importer.stdin
    for mark, (when, path, entry_id, title) in enumerate(commits, start=1):
        with open(os.path.join(journal, path), "rb") as f:
            raw = f.read()
        message = f"Add {entry_id[:8]}: {title}".encode()
        stamp = f"{int(when.timestamp())} +0900"
        stream.write(b"commit refs/heads/main\n")
        stream.write(f"mark :{mark}\n".encode())
        stream.write(f"author bench <bench@example.com> {stamp}\n".encode())
        stream.write(f"committer bench <bench@example.com> {stamp}\n".encode())
        stream.write(b"data %d\n%s\n" % (len(message), message))
        if mark > 1:
            stream.write(f"from :{mark - 1}\n".encode())
        stream.write(f"M 100644 inline {path}\n".encode())
        stream.write(b"data %d\n%s\n" % (len(raw), raw))
    stream.write(b"done\n")
    stream.close()
    if importer.wait() != 0:
        sys.exit("git fast-import failed")
    subprocess.run(["git", "-C", journal, "reset", "-q"], check=True)
    subprocess.run(["git", "-C", journal, "update-index", "-q", "--refresh"], check=True)
    print(f"{count} entries in {journal} and {out}/jrnl.txt")


if __name__ == "__main__":
    main()
