#!/bin/sh
# Issue 74, tried as a hostile host would: an encrypted journal on machine A (the key), a clone
# on machine B (no key), a bare remote served by `git daemon` on 127.0.0.1, and the host
# changing the remote with plain git between syncs. Each step prints what ilgi said, its exit
# status, its time and peak memory.
#
#   bench/hostile-host.sh [FLOOD_ENTRIES] [ILGI_BINARY]
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
flood=${1:-100000}
ilgi=${2:-"$(cd "$here/.." && swift build -c release --show-bin-path)/ilgi"}
work=$(mktemp -d /tmp/ilgi-hostile-host.XXXXXX)
daemon=
cleanup() { [ -n "$daemon" ] && kill "$daemon" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
export GIT_CONFIG_NOSYSTEM=1
for side in a b host; do
    mkdir -p "$work/$side"
    HOME="$work/$side" git config --global user.name "$side"
    HOME="$work/$side" git config --global user.email "$side@example.com"
    HOME="$work/$side" git config --global init.defaultBranch main
    HOME="$work/$side" git config --global ilgi.sync.auto off
done
git init -q --bare -b main "$work/served/journal.git"
git -C "$work/served/journal.git" config daemon.receivepack true
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
git daemon --reuseaddr --listen=127.0.0.1 --port="$port" --base-path="$work/served" --export-all \
    --enable=receive-pack "$work/served" >/dev/null 2>&1 &
daemon=$!
sleep 1
url="git://127.0.0.1:$port/journal.git"

step() { # SIDE LABEL ARGS…: runs ilgi as SIDE, prints one row
    side=$1 label=$2
    shift 2
    status=0
    HOME="$work/$side" /usr/bin/time -f "%e %M" -o "$work/time" "$ilgi" --journal "$work/$side/journal" "$@" \
        >"$work/out" 2>&1 || status=$?
    read -r seconds kb <<EOT
$(tail -n 1 "$work/time")
EOT
    said=$(tr '\n' ' ' < "$work/out" | cut -c1-150)
    echo "| $label | $side: \`ilgi $*\` | $status | ${seconds} s | $((kb / 1024)) MB | $said |"
}
host() { # SCRIPT: the host changes the remote with plain git, then pushes
    (cd "$work/host/clone" && git pull -q --ff-only origin main && HOME="$work/host" sh -c "$1" \
        && HOME="$work/host" git push -q origin HEAD:main)
}
undo() { # the host puts the remote back where A left it
    (cd "$work/host/clone" && git fetch -q origin && git reset -q --hard "$(git -C "$work/a/journal" rev-parse HEAD)" \
        && HOME="$work/host" git push -q -f origin HEAD:main)
}

echo "| step | command | exit | time | peak | what ilgi said |"
echo "|:---|:---|---:|---:|---:|:---|"
HOME="$work/a" "$ilgi" --journal "$work/a/journal" crypt init >/dev/null 2>&1
for n in $(seq 1 20); do
    HOME="$work/a" "$ilgi" --journal "$work/a/journal" new "Entry $n" -m "my own words number $n" >/dev/null
done
HOME="$work/a" "$ilgi" --journal "$work/a/journal" crypt export-key "$work/key" >/dev/null
HOME="$work/a" "$ilgi" --journal "$work/a/journal" remote add origin "$url" >/dev/null
step a "A pushes" sync
HOME="$work/b" git clone -q "$url" "$work/b/journal"
HOME="$work/host" git clone -q "$url" "$work/host/clone"

host 'git rm -q .gitattributes && git commit -qm "Tidy up"'
step a "1. attributes deleted" sync
HOME="$work/host" git clone -q "$url" "$work/b/fresh"
mv "$work/b/journal" "$work/b/earlier" && mv "$work/b/fresh" "$work/b/journal"
step b "1. fresh clone" crypt status
step b "1. fresh clone writes" new "On B" -m "LEAK words"
rm -rf "$work/b/journal" && mv "$work/b/earlier" "$work/b/journal"
git -C "$work/b/journal" pull -q --ff-only
step b "1. locked clone after git pull" new "On B" -m "LEAK words"
step b "1. unlock" crypt unlock "$work/key"
undo
host 'echo "[0-9][0-9][0-9][0-9]/** -filter -diff" >> .gitattributes && git commit -qam Attributes'
step a "1. filter off, no git-crypt" sync
undo
host 'f=$(git ls-files "2*/*/*.txt" | head -n 1); o=$(git rev-parse HEAD:$f); for p in $(git ls-files "2*/*/*.txt" | tail -n +2); do git update-index --cacheinfo 100644,$o,$p; done; git commit -qm Replay'
step a "2. one blob over every entry" sync
undo
host 'for f in $(git ls-files "2*/*/*.txt"); do echo . > $f; done; git add -A; git commit -qm Blank'
step a "3. every entry blanked" sync
undo
HOME="$work/a" "$ilgi" --journal "$work/a/journal" sync >/dev/null 2>&1 || true
host 'blob=$(echo escaped | git hash-object -w --stdin); sub=$(printf "100644 blob $blob\tx\n" | git mktree); new=$( (git ls-tree HEAD; printf "040000 tree $sub\t..\n") | git mktree); git update-ref HEAD $(git commit-tree $new -p HEAD -m Dots)'
step a "5. a .. tree entry" sync
step a "5. the next sync" sync
git -C "$work/host/clone" pull -q --ff-only origin main
python3 "$here/flood.py" "$work/host/clone" "$flood" > "$work/flood.fi"
(cd "$work/host/clone" && git fast-import --quiet < "$work/flood.fi" \
    && git reset -q --hard main && git push -q origin HEAD:main)
step a "4. $flood plain entries in one commit" sync
step a "4. the next command" list -n 3
echo
echo "Remote: $(git -C "$work/served/journal.git" grep -c 'my own words\|LEAK' main 2>/dev/null | wc -l) files with the words in plain text."
