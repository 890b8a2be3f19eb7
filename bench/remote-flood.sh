#!/bin/sh
# Issue 74's figures: a remote commit that adds N entries at once (100,000 by default), taken
# by `ilgi sync` beside `git pull --ff-only` of the same commit, in release builds:
#   - the sync's time and peak memory, and git's;
#   - how long a save (`ilgi new -m`) made every half second during the sync waits at most;
#   - how soon a SIGTERM sent while the sync writes stops it, and that HEAD and the work tree
#     are then as before.
#
#   bench/remote-flood.sh [N] [ILGI_BINARY]
#
# ILGI_BINARY defaults to this checkout's release build. Everything is made under a temporary
# folder, the flood by `git fast-import`, and removed at the end.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
count=${1:-100000}
ilgi=${2:-"$(cd "$here/.." && swift build -c release --show-bin-path)/ilgi"}
work=$(mktemp -d /tmp/ilgi-flood-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME="$work" GIT_CONFIG_NOSYSTEM=1
git config --global user.name Bench
git config --global user.email bench@example.com
git config --global init.defaultBranch main
git config --global ilgi.sync.auto off

"$ilgi" --journal "$work/journal" new "Mine" -m "my own words" >/dev/null
git init -q --bare "$work/remote.git"
"$ilgi" --journal "$work/journal" remote add origin "$work/remote.git" >/dev/null
"$ilgi" --journal "$work/journal" sync >/dev/null 2>&1
git clone -q "$work/remote.git" "$work/attacker"
python3 "$here/flood.py" "$work/attacker" "$count" > "$work/flood.fi"
git -C "$work/attacker" fast-import --quiet < "$work/flood.fi"
git -C "$work/attacker" push -q origin main
cp -a "$work/journal" "$work/pristine"

fresh() { rm -rf "$work/journal" && cp -a "$work/pristine" "$work/journal"; }
seconds() { date +%s.%N; }

echo "## $count new entries in one remote commit ($(nproc) cores)"
echo
fresh
/usr/bin/time -f "%e %M" -o "$work/sync.time" "$ilgi" --journal "$work/journal" sync --yes >/dev/null 2>&1
read -r sync_s sync_kb < "$work/sync.time"
git clone -q "$work/pristine/.git" "$work/gitside" 2>/dev/null || git clone -q "$work/remote.git" "$work/gitside"
git -C "$work/gitside" reset -q --hard "$(git -C "$work/pristine" rev-parse HEAD)"
git -C "$work/gitside" remote set-url origin "$work/remote.git"
/usr/bin/time -f "%e %M" -o "$work/git.time" git -C "$work/gitside" pull -q --ff-only origin main
read -r git_s git_kb < "$work/git.time"
echo "| | time | peak memory |"
echo "|:---|---:|---:|"
echo "| \`ilgi sync --yes\` | $sync_s s | $((sync_kb / 1024)) MB |"
echo "| \`git pull --ff-only\` | $git_s s | $((git_kb / 1024)) MB |"
echo

# Saves during the sync: one every half second, each timed.
fresh
"$ilgi" --journal "$work/journal" sync --yes >/dev/null 2>&1 &
sync_pid=$!
longest=0
saves=0
while kill -0 "$sync_pid" 2>/dev/null; do
    start=$(seconds)
    "$ilgi" --journal "$work/journal" new "During" -m "saved while syncing" >/dev/null 2>&1 || true
    took=$(echo "$(seconds) - $start" | bc)
    saves=$((saves + 1))
    longest=$(echo "if ($took > $longest) $took else $longest" | bc)
    sleep 0.5
done
wait "$sync_pid" || true
echo "Saves during the sync: $saves, the longest took ${longest} s."
echo

# SIGTERM at points of the sync: how soon it stops, and what it leaves.
echo "| SIGTERM after | stopped in | exit | HEAD as before | entry files |"
echo "|---:|---:|---:|:---:|---:|"
before=$(git -C "$work/pristine" rev-parse HEAD)
for at in 1 3 6 10 15; do
    fresh
    "$ilgi" --journal "$work/journal" sync --yes >/dev/null 2>&1 &
    pid=$!
    sleep "$at"
    start=$(seconds)
    kill -TERM "$pid" 2>/dev/null || true
    status=0
    wait "$pid" || status=$?
    took=$(echo "$(seconds) - $start" | bc)
    head=$(git -C "$work/journal" rev-parse HEAD)
    files=$(find "$work/journal/2026" -name '*.txt' | wc -l)
    same=no
    [ "$head" = "$before" ] && same=yes
    echo "| ${at} s | ${took} s | $status | $same | $files |"
done
