#!/bin/sh
# What a package weighs and how soon its commands start, beside another build (issue 75):
#
#   sh bench/package-bench.sh BEFORE_PREFIX AFTER_PREFIX [JOURNAL]
#
# Each PREFIX is an installed tree (bin/ilgi, libexec/ilgi/…), such as `make install
# DESTDIR=… PREFIX=/` lays out. Prints each tree's programs and their sizes, then hyperfine's
# times for `ilgi --version`, `ilgi list -n 20` and `ilgi new -m` on a copy of JOURNAL (default
# a 10,000-entry journal from bench/generate.py), the two builds' runs interleaved in rounds
# so that a slow minute of the host falls on both. Needs hyperfine, python3, git.
set -eu
before=$(readlink -f "$1")
after=$(readlink -f "$2")
here=$(cd "$(dirname "$0")" && pwd)
journal=${3:-/tmp/bench-10k/ilgi}
[ -d "$journal" ] || python3 "$here/generate.py" 10000 /tmp/bench-10k >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for tree in "$before" "$after"; do
    echo "== $tree"
    find "$tree" -type f -printf '%s %P\n' | sort -k2 | awk '{ printf "%12d  %s\n", $1, $2; total += $1 } END { printf "%12d  total\n", total }'
done

export HOME="$work/home" LANG=C.UTF-8 TZ=UTC
mkdir -p "$HOME"
cp -r "$journal" "$work/before-journal"
cp -r "$journal" "$work/after-journal"
for side in before after; do
    tree=$before; [ $side = after ] && tree=$after
    # The catalog built once, as a user's journal has it.
    ILGI_JOURNAL="$work/$side-journal" "$tree/bin/ilgi" list -n 1 >/dev/null
done
for round in 1 2 3 4 5; do
    for side in before after; do
        tree=$before; [ $side = after ] && tree=$after
        echo "== round $round, $side"
        ILGI_JOURNAL="$work/$side-journal" hyperfine -N --output=pipe --warmup 5 --runs 30 --style basic \
            --export-json "$work/$side-$round.json" \
            "$tree/bin/ilgi --version" "$tree/bin/ilgi list -n 20" "$tree/bin/ilgi new Bench -m Words" |
            grep -E "Time|Benchmark" || true
    done
done
python3 - "$work" <<'PY'
import json, statistics, sys, glob, os
work = sys.argv[1]
rows = {}
for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(work, f"{side}-*.json"))):
        for result in json.load(open(path))["results"]:
            name = result["command"].split("/bin/")[-1]
            rows.setdefault(name, {}).setdefault(side, []).extend(result["times"])
print("\n| command | before (median ms) | after (median ms) | after/before |")
print("|:---|---:|---:|---:|")
for name, sides in rows.items():
    b, a = statistics.median(sides["before"]) * 1000, statistics.median(sides["after"]) * 1000
    print(f"| `{name}` | {b:.2f} | {a:.2f} | {a / b:.3f} |")
PY
