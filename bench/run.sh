#!/bin/sh
# Side-by-side timings of ilgi, jrnl, git and ripgrep on the same generated journals.
#
#   bench/run.sh [SIZES]        default sizes: 1000 10000 100000
#
# Needs: a release build (make release), python3, git, hyperfine, ripgrep (apt),
# jrnl (pip install jrnl). Journals are generated under /tmp/bench-N by bench/generate.py
# and are never committed. Prints a Markdown table per size, for bench/README.md.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
root=$(cd "$here/.." && pwd)
ilgi="$root/.build/package/release/ilgi"
[ -x "$ilgi" ] || (cd "$root" && make release >/dev/null)
sizes=${*:-1000 10000 100000}
word="quiet river"

for n in $sizes; do
    dir=/tmp/bench-$n
    [ -d "$dir/ilgi" ] || python3 "$here/generate.py" "$n" "$dir" >/dev/null
    home=$dir/home
    jrnl_config "$home/.config/jrnl/jrnl.yaml" "$dir/jrnl.txt"
    export HOME=$home
    echo "## $n entries"
    echo
    hyperfine --warmup 1 --runs 5 --export-markdown "$dir/list.md" --style none \
        -n "ilgi list -n 20" "$ilgi --journal $dir/ilgi list -n 20" \
        -n "jrnl -n 20" "jrnl -n 20 --short" \
        -n "git log -20" "git -C $dir/ilgi log -20 --format=%s" \
        -n "ilgi list (all)" "$ilgi --journal $dir/ilgi list" \
        -n "jrnl (all)" "jrnl --short" >/dev/null 2>&1
    cat "$dir/list.md"
    echo
    hyperfine --warmup 1 --runs 5 -i --export-markdown "$dir/search.md" --style none \
        -n "ilgi search" "$ilgi --journal $dir/ilgi search '$word'" \
        -n "rg -i" "rg -i -l '$word' $dir/ilgi" \
        -n "git grep -i" "git -C $dir/ilgi grep -i -l '$word'" \
        -n "jrnl -contains" "jrnl -contains '$word' --short" >/dev/null 2>&1
    cat "$dir/search.md"
    echo
    # A save: one entry into a journal of n entries (ilgi commits; jrnl rewrites its file).
    hyperfine --runs 5 --export-markdown "$dir/new.md" --style none \
        -n "ilgi new" "$ilgi --journal $dir/ilgi new 'Bench entry' -m 'Written by the benchmark.'" \
        -n "jrnl new" "jrnl 'Bench entry. Written by the benchmark.'" >/dev/null 2>&1
    cat "$dir/new.md"
    echo
done
