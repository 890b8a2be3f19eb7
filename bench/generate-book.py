#!/usr/bin/env python3
"""A journal of one year, 2025, with an entry a day and 100 photos, for the book benchmark.

Usage: generate-book.py FOLDER      (the journal is FOLDER/ilgi)

The photos are 12 MP JPEGs with colour fields and grain, as a phone makes (1.5-2 MB each),
drawn with cjpeg (Debian: libjpeg-turbo-progs) when it is installed, else 5 MB of noise.
"""

import datetime
import os
import random
import shutil
import subprocess
import sys
import uuid

folder = sys.argv[1]
journal = os.path.join(folder, "ilgi")
os.makedirs(journal)
subprocess.run(["git", "init", "-q", "-b", "main", journal], check=True)
random.seed(7)


def photo(seed):
    if shutil.which("cjpeg"):
        width, height = 4032, 3024
        rng = random.Random(seed)
        top = [rng.randrange(256) for _ in range(3)]
        bottom = [rng.randrange(256) for _ in range(3)]
        grain = os.urandom(width * 3)
        rows = []
        for y in range(height):
            t = y / height
            line = bytearray(bytes(int(top[k] * (1 - t) + bottom[k] * t) for k in range(3)) * width)
            for i in range(0, len(line), 7):
                line[i] = min(255, line[i] + (grain[i] & 31))
            rows.append(bytes(line))
        ppm = b"P6 %d %d 255\n" % (width, height) + b"".join(rows)
        return subprocess.run(["cjpeg", "-quality", str(84 + seed % 9)], input=ppm, capture_output=True,
                              check=True).stdout
    return os.urandom(5_000_000)


photo_days = sorted(random.sample(range(365), 100))
words = ["바다", "산책", "coffee", "rain", "friends", "work", "오늘은", "the", "and", "quiet"]
for day_number in range(365):
    day = datetime.date(2025, 1, 1) + datetime.timedelta(days=day_number)
    entry = str(uuid.uuid4())
    month = os.path.join(journal, "%d" % day.year, "%02d" % day.month)
    os.makedirs(month, exist_ok=True)
    body = " ".join(random.choice(words) for _ in range(random.randint(80, 250)))
    if day_number in photo_days:
        os.makedirs(os.path.join(month, entry + ".assets"))
        name = "%016x.jpg" % random.getrandbits(64)
        with open(os.path.join(month, entry + ".assets", name), "wb") as file:
            file.write(photo(day_number))
        body += "\n\n![IMG_%04d.jpg](%s.assets/%s)" % (day_number, entry, name)
    with open(os.path.join(month, entry + ".txt"), "w") as file:
        file.write("Day %d\n\n%s\n\nCreated: %sT21:00:00+09:00\nWeather: 01d\n" % (day_number + 1, body, day))
env = dict(os.environ, GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@example.com",
           GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@example.com")
subprocess.run(["git", "-C", journal, "add", "-A"], check=True, env=env)
subprocess.run(["git", "-C", journal, "commit", "-q", "-m", "A year with photos"], check=True, env=env)
