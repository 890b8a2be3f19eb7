#!/bin/sh
# `ilgi log ID` beside `git log --oneline -- PATH` (issue 13), side by side in one hyperfine run,
# on a journal made by bench/index-bench.sh (or any journal): an old entry, a recent one, with
# the table of the commits that changed each entry (`PathCommits`); then the peak memory and
# CPU time of each command with /usr/bin/time -v, and the time of the table's first build on a
# fresh clone. (The walk over the whole history, which `ILGI_NO_INDEX=1` once forced, is now
# taken only when `.git/ilgi` cannot hold the table; bench/RESULTS-log.md has its figures.)
#
#   bench/log-bench.sh [JOURNAL]     default: /tmp/ilgi-idx-bench-100000/ilgi
#
# The journal is cloned (git clone --no-local) into a temporary folder first, never changed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
ilgi="$root/.build/package/release/ilgi"
[ -x "$ilgi" ] || (cd "$root" && make release >/dev/null)
. "$here/lib.sh"
source=${1:-/tmp/ilgi-idx-bench-100000/ilgi}
runs=${RUNS:-5}
work=$(mktemp -d /tmp/ilgi-log-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
dir=$work/journal
git clone -q --no-local "$source" "$dir"
export HOME=$work ILGI_JOURNAL=$dir

# An old entry (the fifth file ever added) and a recent one (the newest commit's).
old_path=$(git -C "$dir" log --reverse --format= --name-only | grep -v "^$" | sed -n 5p)
new_path=$(git -C "$dir" log -1 --format= --name-only | grep -v "^$" | head -1)
old_id=$(basename "$old_path" .txt | cut -c1-8)
new_id=$(basename "$new_path" .txt | cut -c1-8)
echo "journal: $source ($(git -C "$dir" rev-list --count HEAD) commits); old entry $old_id, recent entry $new_id"

# The first `log` on a fresh clone builds the table.
/usr/bin/time -f "%e %U %S %M" -o "$work/first.txt" "$ilgi" log "$old_id" >/dev/null
echo "first ilgi log (builds the table): $(awk '{ printf "%.2f s wall, %.2f s CPU, %.0f MB", $1, $2 + $3, $4 / 1024 }' "$work/first.txt")"
echo

hyperfine --warmup 1 --runs "$runs" -i --output=pipe --style none --export-json "$work/log.json" \
    -n "ilgi log ID (old entry)" "$ilgi log $old_id" \
    -n "ilgi log ID (recent entry)" "$ilgi log $new_id" \
    -n "git log --oneline -- PATH (old)" "git -C $dir log --oneline -- $old_path" \
    -n "git log --oneline -- PATH (recent)" "git -C $dir log --oneline -- $new_path" \
    >/dev/null 2>&1
table "$work/log.json"
echo
echo "| command (one run) | wall | CPU | peak MB |"
echo "|:---|---:|---:|---:|"
for command in "$ilgi log $old_id" "$ilgi log $new_id" "git -C $dir log --oneline -- $old_path"; do
    /usr/bin/time -f "%e %U %S %M" -o "$work/one.txt" sh -c "$command" >/dev/null
    echo "| \`$(echo "$command" | sed "s|$ilgi|ilgi|; s|$dir|DIR|")\` | $(awk '{ printf "%.2f s | %.2f s | %.0f", $1, $2 + $3, $4 / 1024 }' "$work/one.txt") |"
done
