#!/bin/sh
# `ilgi nudge` at 100,000 entries beside `ilgi --version` (issue 25's target: within 1.5x),
# one hyperfine run with the output piped: the usual call (a day already decided: one small
# file read) and the first call of a day (the mark removed before each run: the catalog read).
#
#   bench/nudge-bench.sh
#
# Needs: a release build (make release), hyperfine, python3.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
ilgi=$(cd "$here/.." && swift build -c release --show-bin-path)/ilgi
. "$here/lib.sh"
big=/tmp/ilgi-idx-bench-100000
[ -d "$big/ilgi" ] || python3 "$here/generate.py" 100000 "$big" >/dev/null
work=$(mktemp -d /tmp/ilgi-nudge-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME=$work
journal=$big/ilgi
"$ilgi" --journal "$journal" list -n 1 >/dev/null  # the catalog built before the timing
"$ilgi" --journal "$journal" nudge >/dev/null
# The journal also named as the default in `ilgi journals`, as a shell prompt reaches it.
mkdir -p "$work/.config/ilgi"
printf '[journals]\n\tdefault = big\n[journal "big"]\n\tpath = %s\n' "$journal" >"$work/.config/ilgi/journals"
# One --prepare per command, in their order: only the last removes the day's mark.
hyperfine --output=pipe --warmup 3 --runs "${RUNS:-40}" --export-json "$work/nudge.json" \
    --prepare true --prepare true --prepare true --prepare "rm -f '$journal/.git/ilgi/nudge'" \
    -n "ilgi --version" "'$ilgi' --version" \
    -n "ilgi nudge (decided today)" "'$ilgi' --journal '$journal' nudge" \
    -n "ilgi nudge (decided today, the default of ilgi journals)" "'$ilgi' nudge" \
    -n "ilgi nudge (first call of the day)" "'$ilgi' --journal '$journal' nudge" >/dev/null
table "$work/nudge.json"
