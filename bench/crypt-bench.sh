#!/bin/sh
# What encryption costs (issue 24), each table one hyperfine run with the output piped:
#   - `new -m` on an encrypted journal beside the same on a plain one (clones of the 100k
#     journal of bench/index-bench.sh);
#   - `sync` pushing 100 new entries to a bare remote on a path, encrypted and plain (clones
#     of the 10k long journal);
#   - a fresh clone of the encrypted 10k journal then `ilgi crypt unlock`, beside
#     `git-crypt unlock` on the same clone (one `git-crypt smudge` process per file);
#   - `list -n 20` and `search` on the unlocked journal beside the plain one.
#
#   bench/crypt-bench.sh
#
# Needs: a release build (make release), hyperfine, git, git-crypt, python3.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
ilgi=$(cd "$here/.." && swift build -c release --show-bin-path)/ilgi
runs=${RUNS:-10}
. "$here/lib.sh"

big=/tmp/ilgi-idx-bench-100000
[ -d "$big/ilgi" ] || python3 "$here/generate.py" 100000 "$big" >/dev/null
long=/tmp/long-10k
[ -d "$long/ilgi" ] || python3 "$here/generate.py" 10000 "$long" long >/dev/null
work=$(mktemp -d /tmp/ilgi-crypt-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME=$work GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com GIT_COMMITTER_NAME=bench \
    GIT_COMMITTER_EMAIL=bench@example.com GIT_CONFIG_NOSYSTEM=1
git config --global user.name bench
git config --global user.email bench@example.com

seconds() { python3 -c 'import sys, time; print(f"{time.time() - float(sys.argv[1]):.1f}")' "$1"; }

echo "### Turning encryption on"
echo
for corpus in "$big" "$long"; do
    name=$(basename "$corpus")
    git clone -q "$corpus/ilgi" "$work/$name-plain"
    git clone -q "$corpus/ilgi" "$work/$name-crypt"
    "$ilgi" --journal "$work/$name-plain" reindex >/dev/null 2>&1
    start=$(python3 -c 'import time; print(time.time())')
    "$ilgi" --journal "$work/$name-crypt" crypt init >/dev/null 2>&1
    echo "- \`crypt init\` on $name ($(git -C "$work/$name-crypt" ls-files | wc -l) files): $(seconds "$start") s"
    "$ilgi" --journal "$work/$name-crypt" reindex >/dev/null 2>&1
done
echo

echo "### new -m at 100,000 entries"
echo
hyperfine -N --output=pipe --warmup 2 --runs "$runs" --export-json "$work/new.json" \
    -n "plain: ilgi new -m" "$ilgi --journal $work/ilgi-idx-bench-100000-plain new Bench -m words" \
    -n "encrypted: ilgi new -m" "$ilgi --journal $work/ilgi-idx-bench-100000-crypt new Bench -m words" \
    >/dev/null
table "$work/new.json"
echo

echo "### sync pushing 100 new entries (10k long entries, a bare remote on a path)"
echo
# Each run pushes the same 100 commits: before it, the remote's branch and the journal's
# remote-tracking ref are moved back to where they were (copying the folders instead would
# give every file a new inode, which makes libgit2 hash every file again).
for kind in plain crypt; do
    template=$work/sync-$kind
    mkdir -p "$template"
    git clone -q --bare "$work/long-10k-$kind" "$template/remote.git"
    git clone -q "$template/remote.git" "$template/journal"
    if [ "$kind" = crypt ]; then
        "$ilgi" --journal "$work/long-10k-crypt" crypt export-key "$work/key" >/dev/null 2>&1
        "$ilgi" --journal "$template/journal" crypt unlock "$work/key" >/dev/null 2>&1
    fi
    "$ilgi" --journal "$template/journal" sync >/dev/null 2>&1
    git -C "$template/journal" rev-parse HEAD >"$template/base"
    for n in $(seq 1 100); do "$ilgi" --journal "$template/journal" new "Entry $n" -m "words $n" >/dev/null; done
    "$ilgi" --journal "$template/journal" list -n 1 >/dev/null
done
back() {
    echo "sh -c 'git -C $work/sync-$1/remote.git update-ref refs/heads/main \$(cat $work/sync-$1/base) &&" \
        "git -C $work/sync-$1/journal update-ref refs/remotes/origin/main \$(cat $work/sync-$1/base)'"
}
hyperfine -N --output=pipe --warmup 1 --runs "$runs" --export-json "$work/sync.json" \
    --prepare "$(back plain)" -n "plain: ilgi sync (100 entries)" "$ilgi --journal $work/sync-plain/journal sync" \
    --prepare "$(back crypt)" -n "encrypted: ilgi sync (100 entries)" "$ilgi --journal $work/sync-crypt/journal sync" \
    >/dev/null
table "$work/sync.json"
echo

echo "### A fresh clone of the encrypted 10k journal, then unlock"
echo
# The clone is made before each run (--prepare), so the table times the unlock alone; a clone
# of its own is timed beside it.
git clone -q --bare "$work/long-10k-crypt" "$work/remote-crypt.git"
hyperfine --output=pipe --runs "${UNLOCK_RUNS:-3}" --export-json "$work/unlock.json" \
    --prepare "rm -rf $work/u" -n "git clone" "git clone -q $work/remote-crypt.git $work/u" \
    --prepare "sh -c 'rm -rf $work/u && git clone -q $work/remote-crypt.git $work/u'" \
    -n "ilgi crypt unlock" "$ilgi --journal $work/u crypt unlock $work/key" \
    --prepare "sh -c 'rm -rf $work/u && git clone -q $work/remote-crypt.git $work/u'" \
    -n "git-crypt unlock" "cd $work/u && git-crypt unlock $work/key" \
    >/dev/null
table "$work/unlock.json"
echo

echo "### Reading an unlocked journal (10k long entries)"
echo
hyperfine -N --output=pipe --warmup 3 --runs "$runs" --export-json "$work/read.json" \
    -n "plain: list -n 20" "$ilgi --journal $work/long-10k-plain list -n 20" \
    -n "encrypted: list -n 20" "$ilgi --journal $work/long-10k-crypt list -n 20" \
    -n "plain: search garden" "$ilgi --journal $work/long-10k-plain search garden" \
    -n "encrypted: search garden" "$ilgi --journal $work/long-10k-crypt search garden" \
    >/dev/null
table "$work/read.json"
