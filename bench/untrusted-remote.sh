#!/bin/sh
# Issue 36's figure: `ilgi new -m` at 100k entries, this build beside an earlier one, in one
# run, so what the one way into a journal's files (Beneath: openat2 beneath the root, the
# remote's tree looked over) costs a save can be read off. Also `git add && git commit` there.
#
#   bench/untrusted-remote.sh BEFORE_BINARY [AFTER_BINARY]
#
# AFTER_BINARY defaults to this checkout's release build; give two debug builds to compare
# those. The journal is made once by bench/generate.py under /tmp/ilgi-idx-bench-100000 and
# cloned for each side, never here.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/lib.sh"
before=$1
after=${2:-"$(cd "$here/.." && swift build -c release --show-bin-path)/ilgi"}
base=/tmp/ilgi-idx-bench-100000
[ -d "$base/ilgi" ] || python3 "$here/generate.py" 100000 "$base" >/dev/null
work=$(mktemp -d /tmp/ilgi-untrusted-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME="$work" GIT_CONFIG_NOSYSTEM=1
git config --global user.name Bench
git config --global user.email bench@example.com
git config --global ilgi.sync.auto off  # the journal has a remote: no sync after each save here
for side in before after git; do git clone -q "$base/ilgi" "$work/$side"; done
"$before" --journal "$work/before" list -n 1 >/dev/null
"$after" --journal "$work/after" list -n 1 >/dev/null
hyperfine -N --output=pipe --warmup 3 --runs 40 --export-json "$work/new.json" \
    -n "before: new -m" "$before --journal $work/before new Bench -m body" \
    -n "after: new -m" "$after --journal $work/after new Bench -m body" \
    -n "git add && git commit" \
    "sh -c 'f=$work/git/2026/11/bench-\$\$.txt; mkdir -p \${f%/*}; echo body > \$f; git -C $work/git add \$f && git -C $work/git commit -qm Bench'"
table "$work/new.json"
