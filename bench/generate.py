#!/usr/bin/env python3
"""Generates a journal of N entries for benchmarks: an ilgi journal (a git repository of
YYYY/MM/<uuid>.txt files, one commit per entry, in the order written, straight into a pack by
pack_writer.py: the objects `git fast-import` would make, 1M entries in minutes rather than
hours) and the same entries as a jrnl plain-text journal.

    bench/generate.py 10000 /tmp/bench-10k        # makes /tmp/bench-10k/ilgi and /tmp/bench-10k/jrnl.txt
    bench/generate.py 10000 /tmp/bench-10k-long long
        # longer entries, as issues 23 and 40 measure search on: 50-300 words each, "garden" in
        # two thirds of them (one to three times), "lantern" in one in a hundred (drawn apart,
        # so the rest of the corpus is the same as before it was added), neither anywhere else
    bench/generate.py 10000 /tmp/links-10k long links
        # the same, and [[links]] to earlier entries (issue 77): one entry in ten links one by
        # id with its title as the label, one in fifty by title, one in a hundred to a day, one
        # in two hundred to nothing; drawn apart too, appended to the last paragraph

Deterministic for a given N (seeded), so runs compare like with like. Nothing it makes is
committed to this repository.
"""
import os
import random
import subprocess
import sys
import uuid
from datetime import datetime, timedelta, timezone

from pack_writer import PackWriter

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
    with_links = len(sys.argv) > 4 and sys.argv[4] == "links"
    rng = random.Random(count + (1 if long_entries else 0))
    rare = random.Random(count + 2)
    linking = random.Random(count + 3)
    written = []
    english = [word for word in ENGLISH if word != "garden"] if long_entries else ENGLISH
    journal = os.path.join(out, "ilgi")
    os.makedirs(journal, exist_ok=True)
    seoul = timezone(timedelta(hours=9))
    start = datetime(2016, 1, 1, 8, 0, tzinfo=seoul)
    step = (datetime(2026, 11, 1, tzinfo=seoul) - start) / count
    jrnl_lines = []
    subprocess.run(["git", "init", "-q", "-b", "main", journal], check=True)
    pack = PackWriter(os.path.join(journal, ".git", "objects", "pack"))
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
        if with_links and written:
            earlier_id, earlier_title, earlier_day = written[linking.randrange(len(written))]
            if linking.random() < 0.1:
                paragraphs[-1] += f" Like [[{earlier_id[:8]}|{earlier_title}]]."
            if linking.random() < 0.02:
                paragraphs[-1] += f" See [[{earlier_title}]]."
            if linking.random() < 0.01:
                paragraphs[-1] += f" That day: [[{earlier_day}]]."
            if linking.random() < 0.005:
                paragraphs[-1] += " And [[Nothing by this name]]."
        body = "\n\n".join(paragraphs)
        trailers = ["Created: " + created.isoformat()]
        if rng.random() < 0.8:
            trailers.append("Weather: " + rng.choice(WEATHER))
        entry_id = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        written.append((entry_id, title, created.date().isoformat()))
        folder = os.path.join(journal, f"{created.year:04d}", f"{created.month:02d}")
        os.makedirs(folder, exist_ok=True)
        raw = (f"{title}\n\n{body}\n\n" + "\n".join(trailers) + "\n").encode()
        with open(os.path.join(folder, entry_id + ".txt"), "wb") as f:
            f.write(raw)
        # One commit per entry ("Add 3f2a9c1b: Title", as ilgi writes them).
        pack.commit(created, f"{created.year:04d}", f"{created.month:02d}", entry_id + ".txt", raw,
                    f"Add {entry_id[:8]}: {title}".encode())
        jrnl_lines.append(f"[{created.strftime('%Y-%m-%d %H:%M')}] {title}.\n{body}\n")
    with open(os.path.join(out, "jrnl.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(jrnl_lines))
    head = pack.finish()
    subprocess.run(["git", "-C", journal, "update-ref", "refs/heads/main", head], check=True)
    subprocess.run(["git", "-C", journal, "reset", "-q"], check=True)
    subprocess.run(["git", "-C", journal, "update-index", "-q", "--refresh"], check=True)
    print(f"{count} entries in {journal} and {out}/jrnl.txt")


if __name__ == "__main__":
    main()
