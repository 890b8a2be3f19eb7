#!/bin/sh
# `--tag` and `--field` conditions that few entries meet, or none, beside a common one, on the
# journals of long entries (bench/generate.py N /tmp/long-N long, made when missing). Five
# entries tagged @lighthouse are added to a fresh clone; no entry has a `Mood:` field or the
# tag @nothing. With BEFORE=PATH (another ilgi binary), each command runs beside that one in
# the same hyperfine block. Output piped.
#
#   bench/rare-conditions.sh [SIZES]      default size: 100000
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
ilgi=${ILGI:-$root/.build/package/release/ilgi}
[ -x "$ilgi" ] || (cd "$root" && make release >/dev/null)
sizes=${*:-100000}
runs=${RUNS:-20}
. "$here/lib.sh"

for n in $sizes; do
    use_long_journal "$n"
    (cd "$dir" && "$ilgi" config sync.auto off >/dev/null)
    "$ilgi" reindex >/dev/null 2>&1
    "$ilgi" reindex --if-due >/dev/null
    for day in 1 2 3 4 5; do
        "$ilgi" new "Lighthouse $day" -m "The lamp at dusk. @lighthouse" --date "2020-0$day-01" >/dev/null
    done
    "$ilgi" list -n 1 >/dev/null # any background check of the first read, done before timing

    echo "## $n entries"
    echo
    set --
    for command in "list --tag nothing -n 20" "list --tag lighthouse -n 20" "list --field mood=5 -n 20" \
        "list --tag family -n 20" "list --tag family" "stats --tag lighthouse" \
        "search the --tag lighthouse" "list --tag lighthouse --count"; do
        set -- "$@" -n "ilgi $command" "$ilgi $command"
        if [ -n "${BEFORE:-}" ]; then set -- "$@" -n "before: ilgi $command" "$BEFORE $command"; fi
    done
    hyperfine --warmup 2 --runs "$runs" -N --output=pipe --style none --export-json "$base/rare.json" "$@" \
        >/dev/null 2>&1
    table "$base/rare.json"
    echo
done
