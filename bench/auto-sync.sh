#!/bin/sh
# Issue 37's third figure: `ilgi new -m` on a 10,000-entry journal with a remote, sync.auto on
# beside sync.auto off, in one run (hyperfine, output piped). With it on, each save starts
# `ilgi sync --background` as it exits; the command's own time must not grow. A second
# between saves (--prepare) lets each background sync end before the next save is timed.
#
#   bench/auto-sync.sh [ILGI]
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/lib.sh"
ilgi=${1:-"$(cd "$here/.." && swift build -c release --show-bin-path)/ilgi"}
base=/tmp/ilgi-sync-bench-10000
[ -d "$base/ilgi" ] || python3 "$here/generate.py" 10000 "$base" >/dev/null
work=$(mktemp -d /tmp/ilgi-auto-sync-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME="$work" GIT_CONFIG_NOSYSTEM=1
git config --global user.name Bench
git config --global user.email bench@example.com
for side in on off; do
    git clone -q --bare "$base/ilgi" "$work/$side.git"
    git clone -q "$work/$side.git" "$work/$side"
    "$ilgi" --journal "$work/$side" config sync.auto "$side"
    "$ilgi" --journal "$work/$side" sync -q
done
hyperfine -N --output=pipe --warmup 3 --runs 30 --prepare "sleep 1" --export-json "$work/new.json" \
    -n "new -m, sync.auto off" "$ilgi --journal $work/off new Bench -m body" \
    -n "new -m, sync.auto on" "$ilgi --journal $work/on new Bench -m body"
table "$work/new.json"
# Every save reached the remote: the background syncs caught up.
sleep 5
echo "commits on the remote: off $(git -C "$work/off.git" rev-list --count main), on $(git -C "$work/on.git" rev-list --count main)"
