#!/bin/sh
# The table of issue 13, side by side in one run: ilgi (with its journal index) beside jrnl,
# git and ripgrep on the same generated journals of 1k, 10k and 100k entries (one commit per
# entry), output piped (hyperfine --output=pipe), peak memory of each ilgi command with
# /usr/bin/time -v. `make bench` runs it; bench/RESULTS.md records a run.
#
#   bench/index-bench.sh [SIZES]        default sizes: 1000 10000 100000
#
# Needs: a release build (made when missing), python3, git, hyperfine, ripgrep, GNU time, curl;
# jrnl (pip install jrnl) for its rows, skipped when missing. Journals are generated once
# under /tmp/ilgi-idx-bench-N by bench/generate.py and reused; never inside the repository.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
ilgi="${ILGI_BIN:-$root/.build/package/release/ilgi}"
[ -x "$ilgi" ] || (cd "$root" && make package-build >/dev/null)
sizes=${*:-1000 10000 100000}
runs=${RUNS:-5}
have_jrnl=false
command -v jrnl >/dev/null 2>&1 && have_jrnl=true

. "$here/lib.sh"

peak() { # peak resident memory of one run of a command, in MB
    /usr/bin/time -v sh -c "$1" 2>&1 >/dev/null | awk '/Maximum resident/ { printf "%.0f", $6 / 1024 }'
}

for n in $sizes; do
    base=/tmp/ilgi-idx-bench-$n
    [ -d "$base/ilgi" ] || python3 "$here/generate.py" "$n" "$base" >/dev/null
    use_fresh_clone "$base"
    # An old entry and the day of the newest one, for `log ID` and `--on`.
    old_path=$(git -C "$dir" log --reverse --format= --name-only | grep -v "^$" | sed -n 5p)
    old_id=$(basename "$old_path" .txt | cut -c1-8)
    day=$(git -C "$dir" log -1 --format= --name-only | grep -v "^$" | xargs -I{} sed -n 's/^Created: \(..........\).*/\1/p' "$dir/{}")

    echo "## $n entries"
    echo
    # A fresh clone has no index: the first command builds it.
    /usr/bin/time -o "$base/cold.txt" -f "%e %U %S %M" "$ilgi" reindex >/dev/null 2>&1
    echo "Cold index build (ilgi reindex): $(awk '{ printf "%.2f s wall, %.2f s CPU, %.0f MB", $1, $2 + $3, $4 / 1024 }' "$base/cold.txt")"
    echo
    # The browser's timeline: a server on a port the system picks, its address read from
    # its first line, the token traded for the session cookie once.
    "$ilgi" serve --port 0 > "$base/serve.txt" 2>&1 &
    serve_pid=$!
    trap 'kill $serve_pid 2>/dev/null || true' EXIT
    for _ in $(seq 60); do [ -s "$base/serve.txt" ] && break; sleep 1; done
    serve_address=$(head -1 "$base/serve.txt")
    case $serve_address in
    http://*) ;;
    *) echo "index-bench: ilgi serve did not start: $(cat "$base/serve.txt")" >&2; exit 1 ;;
    esac
    serve_url=${serve_address%%\?*}
    curl -s -c "$base/cookies" -o /dev/null "$serve_address" || { echo "index-bench: no answer from $serve_address" >&2; exit 1; }
    set -- \
        -n "ilgi list -n 20" "$ilgi list -n 20" \
        -n "git log -20" "git -C $dir log -20 --format=%s" \
        -n "ilgi list (all)" "$ilgi list" \
        -n "ilgi search garden" "$ilgi search garden" \
        -n "rg -i garden" "rg -i garden $dir" \
        -n "ilgi search \"quiet garden\"" "$ilgi search 'quiet garden'" \
        -n "rg -i \"quiet garden\"" "rg -i 'quiet garden' $dir" \
        -n "ilgi search '\"quiet garden\"' (the phrase, as rg reads it)" "$ilgi search '\"quiet garden\"'" \
        -n "ilgi search lighthouse (in no entry)" "$ilgi search lighthouse" \
        -n "rg -i lighthouse" "rg -i lighthouse $dir" \
        -n "ilgi log ID" "$ilgi log $old_id" \
        -n "git log -- PATH" "git -C $dir log -- $old_path" \
        -n "ilgi export --format json" "$ilgi export --format json" \
        -n "ilgi list --tag family" "$ilgi list --tag family -n 20" \
        -n "ilgi list --on DAY" "$ilgi list --on $day" \
        -n "ilgi tags" "$ilgi tags" \
        -n "ilgi stats" "$ilgi stats" \
        -n "ilgi calendar" "$ilgi calendar" \
        -n "ilgi on-this-day" "$ilgi on-this-day" \
        -n "ilgi serve: first page" "curl -s -b $base/cookies $serve_url" \
        -n "ilgi --version (process start)" "$ilgi --version"
    if $have_jrnl; then
        set -- "$@" \
            -n "jrnl -n 20" "jrnl -n 20 --short" \
            -n "jrnl --short (all)" "jrnl --short" \
            -n "jrnl -contains garden" "jrnl -contains garden --short"
    fi
    hyperfine --warmup 1 --runs "$runs" -i --output=pipe --style none --export-json "$base/table.json" "$@" \
        >/dev/null 2>&1
    table "$base/table.json"
    echo
    echo "| ilgi command | peak MB |"
    echo "|:---|---:|"
    for command in "list -n 20" "list" "search garden" "search 'quiet garden'" "log $old_id" \
        "export --format json" "list --tag family -n 20" "tags" "stats" "calendar" "on-this-day"; do
        echo "| \`ilgi $command\` | $(peak "$ilgi $command") |"
    done
    echo
    # A save (the store's work, kept here for the whole table): one entry, one commit.
    hyperfine --runs "$runs" -i --output=pipe --style none --export-json "$base/new.json" \
        -n "ilgi new -m" "$ilgi new 'Bench entry' -m 'Written by the benchmark.'" \
        -n "git add && git commit" "echo x >> $dir/bench.txt && git -C $dir add bench.txt && git -C $dir commit -q -m bench" \
        >/dev/null 2>&1
    table "$base/new.json"
    echo
    kill $serve_pid 2>/dev/null || true
    wait $serve_pid 2>/dev/null || true
done
