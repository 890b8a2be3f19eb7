#!/bin/sh
# How each command's cost grows with the journal (issue 40): the same commands at each size,
# beside git, ripgrep and jrnl, one hyperfine run per size, output piped. Prints a Markdown
# table per size and, at the end, one row per command with its median at every size.
#
#   bench/curve.sh [SIZES]        default sizes: 10000 100000 1000000
#
# Journals of long entries come from `bench/generate.py N /tmp/long-N long` (made once,
# reused; 1M takes most of an hour and about 8 GB). RUNS (default 5; 3 from 1M entries).
# jrnl's rows are left out from 1M entries, where one run takes minutes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
ilgi=${ILGI:-$root/.build/package/release/ilgi}
[ -x "$ilgi" ] || (cd "$root" && make release >/dev/null)
sizes=${*:-10000 100000 1000000}
. "$here/lib.sh"
summary=$(mktemp)

for n in $sizes; do
    use_long_journal "$n"
    runs=${RUNS:-$([ "$n" -ge 1000000 ] && echo 3 || echo 5)}
    # A bare remote to sync one new entry to (the clone's origin), and an editor that
    # appends a line.
    rm -rf "$base/remote.git"
    git clone -q --bare "$base/ilgi" "$base/remote.git"
    git -C "$dir" remote set-url origin "$base/remote.git"
    git -C "$dir" fetch -q origin
    # No sync after each save: a background sync of one run holds the journal while the next
    # run saves, and the sync row measures a sync on its own.
    (cd "$dir" && "$ilgi" config sync.auto off >/dev/null)
    printf '#!/bin/sh\necho "Another line." >> "$1"\n' >"$base/append.sh"
    chmod +x "$base/append.sh"
    old_path=$(cd "$dir" && ls 2016/01 | head -1 | sed 's|^|2016/01/|')
    old_id=$(basename "$old_path" .txt | cut -c1-8)

    echo "## $n entries"
    echo
    /usr/bin/time -o "$base/cold.txt" -f "%e" "$ilgi" reindex >/dev/null 2>&1
    cold=$(tail -1 "$base/cold.txt")
    echo "cold build (\`ilgi reindex\`): $cold s"
    echo "| \`ilgi reindex\` (cold build) | $n | $(awk "BEGIN { printf \"%.0f\", $cold * 1000 }") |" >>"$summary"
    # The trigram index the first read would start in the background, made in the foreground
    # so that nothing timed below runs beside it.
    /usr/bin/time -o "$base/trigrams.txt" -f "%e" "$ilgi" reindex --if-due >/dev/null 2>&1
    trigrams=$(tail -1 "$base/trigrams.txt")
    echo "trigram index after it (\`ilgi reindex --if-due\`): $trigrams s"
    echo "| trigram index (\`reindex --if-due\`, in the background) | $n | $(awk "BEGIN { printf \"%.0f\", $trigrams * 1000 }") |" >>"$summary"
    "$ilgi" list -n 1 >/dev/null
    set -- \
        -n "ilgi new -m" "$ilgi new 'Curve entry' -m 'Written by the benchmark.'" \
        -n "git add && git commit" "echo x >> $dir/curve.txt && git -C $dir add curve.txt && git -C $dir commit -q -m curve" \
        -n "ilgi edit ID" "EDITOR=$base/append.sh $ilgi edit $old_id" \
        -n "ilgi list -n 20" "$ilgi list -n 20" \
        -n "ilgi list" "$ilgi list" \
        -n "ilgi search garden" "$ilgi search garden" \
        -n "ilgi search lantern" "$ilgi search lantern" \
        -n "ilgi search '\"quiet river\"'" "$ilgi search '\"quiet river\"'" \
        -n "rg -i garden" "rg -i garden $dir" \
        -n "rg -i lantern" "rg -i lantern $dir" \
        -n "ilgi log ID" "$ilgi log $old_id" \
        -n "git log -- PATH" "git -C $dir log --format=%s -- $old_path" \
        -n "ilgi show ID" "$ilgi show $old_id" \
        -n "ilgi stats" "$ilgi stats" \
        -n "ilgi sync (one new entry)" "$ilgi new 'To sync' -m 'One more.' >/dev/null && $ilgi sync"
    if [ "$n" -lt 1000000 ] && command -v jrnl >/dev/null 2>&1; then
        set -- "$@" -n "jrnl -n 20" "jrnl -n 20 --short" -n "jrnl --short" "jrnl --short"
    fi
    hyperfine --warmup 1 --runs "$runs" -i --output=pipe --style none --export-json "$base/curve.json" "$@" \
        >/dev/null 2>&1
    table "$base/curve.json"
    echo
    python3 - "$base/curve.json" "$n" >>"$summary" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    print(f"| `{r['command']}` | {sys.argv[2]} | {r['median'] * 1000:.0f} |")
PY
done

echo "## The curve (median ms)"
echo
python3 - "$summary" <<'PY'
import sys
rows, sizes = {}, []
for line in open(sys.argv[1]):
    _, command, size, ms, _ = line.split("|")
    size = int(size)
    if size not in sizes:
        sizes.append(size)
    rows.setdefault(command.strip(), {})[size] = ms.strip()
print("| command | " + " | ".join(f"{s:,}" for s in sizes) + " |")
print("|:---|" + "---:|" * len(sizes))
for command, by_size in rows.items():
    print(f"| {command} | " + " | ".join(by_size.get(s, "–") for s in sizes) + " |")
PY
rm -f "$summary"
