#!/bin/sh
# What flushing costs (issue 22): `ilgi new -m` at 100k entries beside git's own commit, plain
# and with git's flushing (core.fsync=committed, core.fsyncMethod=batch, the model ilgi
# follows), and, when a previous build is given, beside that build (which flushed nothing of
# git's); `list -n 20`, which now looks for stale locks at every open; and an import of 10,000
# entries, whose blobs are flushed as one batch. One hyperfine run per table, output piped.
#
#   bench/durability-bench.sh [PREVIOUS_ILGI]
#
# Needs: a release build (make release), hyperfine, git, python3. Uses the generated journal
# of bench/index-bench.sh (/tmp/ilgi-idx-bench-100000, made when missing).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
ilgi=$(cd "$here/.." && swift build -c release --show-bin-path)/ilgi
previous=${1:-}
runs=${RUNS:-10}
. "$here/lib.sh"

base=/tmp/ilgi-idx-bench-100000
[ -d "$base/ilgi" ] || python3 "$here/generate.py" 100000 "$base" >/dev/null
work=$(mktemp -d /tmp/ilgi-durability-XXXXXX)
trap 'rm -rf "$work"' EXIT
for name in now before git gitsync; do git clone -q "$base/ilgi" "$work/$name"; done
export HOME=$work GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com GIT_COMMITTER_NAME=bench \
    GIT_COMMITTER_EMAIL=bench@example.com
"$ilgi" --journal "$work/now" reindex >/dev/null 2>&1
[ -n "$previous" ] && "$previous" --journal "$work/before" reindex >/dev/null 2>&1

echo "### new -m at 100,000 entries"
echo
set -- -n "ilgi new -m" "$ilgi --journal $work/now new 'Bench entry' -m 'Written by the benchmark.'"
[ -n "$previous" ] && set -- "$@" -n "previous ilgi new -m" \
    "$previous --journal $work/before new 'Bench entry' -m 'Written by the benchmark.'"
hyperfine --warmup 1 --runs "$runs" -i --output=pipe --style none --export-json "$work/new.json" "$@" \
    -n "git add && git commit" \
    "echo x >> $work/git/bench.txt && git -C $work/git add bench.txt && git -C $work/git commit -q -m bench" \
    -n "git, core.fsync=committed batch" \
    "echo x >> $work/gitsync/bench.txt && git -C $work/gitsync -c core.fsync=committed,index -c core.fsyncMethod=batch add bench.txt && git -C $work/gitsync -c core.fsync=committed,index -c core.fsyncMethod=batch commit -q -m bench" \
    >/dev/null 2>&1
table "$work/new.json"
echo

echo "### list -n 20 at 100,000 entries (every open looks for stale locks)"
echo
set -- -n "ilgi list -n 20" "$ilgi --journal $work/now list -n 20"
[ -n "$previous" ] && set -- "$@" -n "previous ilgi list -n 20" "$previous --journal $work/before list -n 20"
hyperfine --warmup 2 --runs "$runs" -i --output=pipe --style none --export-json "$work/list.json" "$@" >/dev/null 2>&1
table "$work/list.json"
echo

echo "### import of 10,000 jrnl entries into a new journal"
echo
head -n "$(grep -n '^\[' "$base/jrnl.txt" | sed -n 10001p | cut -d: -f1)" "$base/jrnl.txt" | sed '$d' > "$work/import.txt"
set -- -n "ilgi import" "rm -rf $work/i1 && $ilgi --journal $work/i1 import $work/import.txt --from jrnl"
[ -n "$previous" ] && set -- "$@" -n "previous ilgi import" \
    "rm -rf $work/i2 && $previous --journal $work/i2 import $work/import.txt --from jrnl"
hyperfine --runs 3 -i --output=pipe --style none --export-json "$work/import.json" "$@" >/dev/null 2>&1
table "$work/import.json"
