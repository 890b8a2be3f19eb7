#!/bin/sh
# Issue 40's table, side by side in one run per size: ilgi's search beside `rg -i` on five
# shapes of query, `ilgi list` beside `jrnl --short`, the cold catalog build on a fresh clone,
# and a read-only journal beside a writable one. Output piped (hyperfine --output=pipe).
#
#   bench/any-size.sh [SIZES]        default sizes: 10000 100000
#   BEFORE=/path/to/ilgi bench/any-size.sh   each ilgi row also timed with that build, in the
#                                   same run (a change's side-by-side table), with the
#                                   search plan's other scans (--count, -n 20, a regex)
#
# Journals of long entries (50-300 words, one commit each) are generated once under
# /tmp/long-N by `bench/generate.py N /tmp/long-N long` and reused, never in this repository.
# Needs: a release build (made when missing), python3, git, hyperfine, ripgrep, GNU time,
# runuser (the read-only journal is read by `nobody`); jrnl for its row, skipped when missing.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
ilgi=${ILGI:-$root/.build/package/release/ilgi}
[ -x "$ilgi" ] || (cd "$root" && make release >/dev/null)
sizes=${*:-10000 100000}
runs=${RUNS:-10}
. "$here/lib.sh"

for n in $sizes; do
    # A fresh clone, as a new machine has it: its catalog is built by the first command.
    use_long_journal "$n"
    echo "## $n entries of 50-300 words"
    echo

    echo "### The cold catalog build on a fresh clone (\`ilgi reindex\`)"
    echo
    /usr/bin/time -f "%e s wall, %U s user, %S s system, %M KB peak" "$ilgi" reindex 2>&1 >/dev/null | tail -1
    if [ -n "${BEFORE:-}" ]; then
        printf 'before: '
        /usr/bin/time -f "%e s wall, %U s user, %S s system, %M KB peak" "$BEFORE" reindex 2>&1 >/dev/null | tail -1
    fi
    echo
    # What the first read would start in the background (the trigram index, from 20,000
    # entries), made here in the foreground, so that no search below runs beside it.
    echo "### The trigram index, made after the catalog (\`ilgi reindex --if-due\`)"
    echo
    /usr/bin/time -f "%e s wall, %U s user, %S s system, %M KB peak" "$ilgi" reindex --if-due 2>&1 >/dev/null | tail -1
    echo
    "$ilgi" list -n 1 >/dev/null # any background check of the first read, done before timing

    echo "### Search, five shapes, beside rg -i"
    echo
    set --
    for shape in "garden|2/3 of entries" "lantern|1 in 100" "'\"quiet river\"'|phrase" "바다|" "zzzqqq|none"; do
        query=${shape%%|*}
        note=${shape#*|}
        pattern=$(echo "$query" | sed "s/'\"\(.*\)\"'/'\1'/")
        set -- "$@" -n "ilgi search $query${note:+ ($note)}" "$ilgi search $query"
        [ -n "${BEFORE:-}" ] && set -- "$@" -n "before: ilgi search $query" "$BEFORE search $query"
        set -- "$@" -n "rg -i $pattern" "rg -i $pattern $dir"
    done
    if [ -n "${BEFORE:-}" ]; then
        for query in "--count garden" "garden -n 20" "-e 'gard.n'"; do
            set -- "$@" -n "ilgi search $query" "$ilgi search $query" -n "before: ilgi search $query" "$BEFORE search $query"
        done
    fi
    hyperfine --warmup 2 --runs "$runs" -i --output=pipe --style none --export-json "$base/search.json" "$@" \
        >/dev/null 2>&1
    table "$base/search.json"
    echo

    echo "### Listing every entry, beside jrnl --short"
    echo
    set -- -n "ilgi list" "$ilgi list" -n "ilgi list -n 20" "$ilgi list -n 20"
    [ -n "${BEFORE:-}" ] && set -- "$@" -n "before: ilgi list" "$BEFORE list" -n "before: ilgi list -n 20" "$BEFORE list -n 20"
    if command -v jrnl >/dev/null 2>&1; then set -- "$@" -n "jrnl --short" "jrnl --short"; fi
    hyperfine --warmup 1 --runs "$runs" --output=pipe --style none --export-json "$base/list.json" "$@" \
        >/dev/null 2>&1
    table "$base/list.json"
    echo

    echo "### A read-only journal beside a writable one"
    echo
    # A clone that its owner (nobody, with a HOME of its own for the cache) cannot write, as
    # a journal on a read-only mount or behind `chmod -R a-w` is: the catalog cannot live in
    # .git/ilgi.
    readonly_dir=$base/readonly
    nobody_home=$base/nobody-home
    chmod -R u+w "$readonly_dir" 2>/dev/null || true
    rm -rf "$readonly_dir" "$nobody_home"
    git clone -q "$base/ilgi" "$readonly_dir"
    mkdir -p "$nobody_home"
    chown -R nobody "$readonly_dir" "$nobody_home"
    chmod -R a-w "$readonly_dir"
    as_nobody="setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME=$nobody_home ILGI_JOURNAL=$readonly_dir"
    $as_nobody "$ilgi" list -n 1 >/dev/null # its first read, which builds what it keeps
    # and starts its trigram index in the background: finished before timing.
    while pgrep -f "reindex --if-due --journal $readonly_dir" >/dev/null; do sleep 0.2; done
    $as_nobody "$ilgi" reindex --if-due >/dev/null
    hyperfine --warmup 1 --runs "$runs" --output=pipe --style none --export-json "$base/readonly.json" \
        -n "ilgi list -n 20, writable" "$ilgi list -n 20" \
        -n "ilgi list -n 20, read-only" "$as_nobody $ilgi list -n 20" \
        -n "ilgi search lantern, writable" "$ilgi search lantern" \
        -n "ilgi search lantern, read-only" "$as_nobody $ilgi search lantern" >/dev/null 2>&1
    table "$base/readonly.json"
    echo
done
