#!/bin/sh
# Timings of `ilgi import` and `ilgi export` on generated journals, beside jrnl's own import
# and export of the same file, with each command's peak memory (for the streaming claim).
#
#   bench/share-export-import.sh [SIZES]        default sizes: 10000 100000
#
# Needs: a release build (made when missing), python3, GNU time (/usr/bin/time, Debian
# package `time`), and jrnl (pip install jrnl) for its column. Everything is made under
# /tmp/ilgi-share-bench-N and never committed. Prints Markdown tables for bench/README.md.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
root=$(cd "$here/.." && pwd)
ilgi="$root/.build/package/release/ilgi"
[ -x "$ilgi" ] || (cd "$root" && make release >/dev/null)
sizes=${*:-10000 100000}
export TZ=Asia/Seoul LANG=C

# Runs a command, prints "| name | seconds | peak MB |".
measure() {
    name=$1
    shift
    /usr/bin/time -f "%e %M" -o "$dir/time.txt" "$@" >/dev/null 2>"$dir/stderr.txt" || {
        echo "failed: $*" >&2
        cat "$dir/stderr.txt" >&2
        exit 1
    }
    read -r seconds kilobytes <"$dir/time.txt"
    echo "| $name | $seconds | $((kilobytes / 1024)) |"
}

for n in $sizes; do
    dir=/tmp/ilgi-share-bench-$n
    rm -rf "$dir"
    mkdir -p "$dir"
    # A jrnl journal of n entries: titles, bodies of one to three paragraphs, @tags, stars,
    # some Korean; deterministic for a given n.
    python3 - "$n" "$dir/jrnl.txt" <<'PY'
import random, sys
from datetime import datetime, timedelta
count, path = int(sys.argv[1]), sys.argv[2]
rng = random.Random(count)
english = "the a walk beach rain coffee friend morning evening book train city river park quiet long bright cold warm letter music garden".split()
korean = "오늘 비 바다 커피 친구 아침 저녁 책 기차 도시 강 공원 조용한 긴 밝은 추운 따뜻한 편지 음악".split()
tags = ["@family", "@work", "@travel", "@health", "@가족", "@여행"]
start, step = datetime(2016, 1, 1, 8, 0), timedelta(minutes=(10 * 365 * 24 * 60) // count)
def sentence(words, length):
    return " ".join(rng.choice(words) for _ in range(length)).capitalize() + "."
entries = []
for number in range(count):
    words = korean if rng.random() < 0.3 else english
    created = start + step * number
    title = sentence(words, rng.randint(2, 6))[:-1] + (" *" if rng.random() < 0.05 else "")
    paragraphs = [" ".join(sentence(words, rng.randint(5, 14)) for _ in range(rng.randint(1, 4))) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.4:
        paragraphs[-1] += " " + " ".join(rng.sample(tags, rng.randint(1, 2)))
    entries.append(f"[{created:%Y-%m-%d %H:%M}] {title}\n" + "\n\n".join(paragraphs) + "\n")
open(path, "w", encoding="utf-8").write("\n".join(entries))
PY
    journal=$dir/journal
    echo "### $n entries ($(du -h "$dir/jrnl.txt" | cut -f1) of jrnl text)"
    echo
    echo "| command | seconds | peak MB |"
    echo "| --- | ---: | ---: |"
    measure "ilgi import --from jrnl (into an empty journal, one commit)" "$ilgi" --journal "$journal" import "$dir/jrnl.txt" --from jrnl
    measure "ilgi import again (all $n recognized, nothing written)" "$ilgi" --journal "$journal" import "$dir/jrnl.txt" --from jrnl
    measure "ilgi export --format jrnl" "$ilgi" --journal "$journal" export --format jrnl -o "$dir/export.txt"
    measure "ilgi export --format json" "$ilgi" --journal "$journal" export --format json -o "$dir/export.json"
    measure "ilgi export --format txt" "$ilgi" --journal "$journal" export --format txt -o "$dir/export-plain.txt"
    measure "ilgi export --format markdown -o FOLDER/" "$ilgi" --journal "$journal" export --format markdown -o "$dir/markdown/"
    measure "ilgi list --json (for comparison: holds every entry)" "$ilgi" --journal "$journal" list --json
    measure "ilgi import --from markdown-dir (the folder above)" "$ilgi" --journal "$dir/from-markdown" import "$dir/markdown" --from markdown-dir
    if command -v jrnl >/dev/null 2>&1; then
        mkdir -p "$dir/jrnl-home"
        : >"$dir/jrnl-home/journal.txt"
        jrnl_config "$dir/jrnl-home/jrnl.yaml" "$dir/jrnl-home/journal.txt"
        measure "jrnl --import (the same file, into an empty jrnl journal)" jrnl --config-file "$dir/jrnl-home/jrnl.yaml" --import --file "$dir/jrnl.txt"
        measure "jrnl --import of ilgi's jrnl export" jrnl --config-file "$dir/jrnl-home/jrnl.yaml" --import --file "$dir/export.txt"
        measure "jrnl --format json (export)" jrnl --config-file "$dir/jrnl-home/jrnl.yaml" --format json
    fi
    echo
    # The round trip: what ilgi exports is what it imported, line for line.
    if [ "$(sort "$dir/jrnl.txt" | md5sum)" = "$(sort "$dir/export.txt" | md5sum)" ]; then
        echo "Round trip: the jrnl export has the same lines as the generated file."
    else
        echo "Round trip: the jrnl export DIFFERS from the generated file." >&2
        exit 1
    fi
    echo "Commits: $(git -C "$journal" log --oneline | wc -l) ($(git -C "$journal" log -1 --format=%s))."
    echo
done
