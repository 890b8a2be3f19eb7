#!/usr/bin/env python3
"""Writes, for `git fast-import`, one commit on top of CLONE's HEAD that adds COUNT new entry
files in one month folder: what a hostile host pushes to stall a journal (issue 74).

Usage: flood.py CLONE COUNT > flood.fi; git -C CLONE fast-import < flood.fi
"""
import random
import subprocess
import sys
import uuid

clone, count = sys.argv[1], int(sys.argv[2])
head = subprocess.check_output(["git", "-C", clone, "rev-parse", "HEAD"]).decode().strip()
rng = random.Random(74)
out = sys.stdout
out.write(f"commit refs/heads/main\ncommitter Host <host@example.com> 1764000000 +0000\ndata 5\nFlood\nfrom {head}\n")
for n in range(count):
    text = f"Flood {n}\n\nwords {n}\n\nCreated: 2026-11-20T10:00:00Z\n"
    name = uuid.UUID(int=rng.getrandbits(128), version=4)
    out.write(f"M 100644 inline 2026/11/{name}.txt\ndata {len(text.encode())}\n{text}\n")
