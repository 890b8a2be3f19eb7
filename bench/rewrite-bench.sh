#!/bin/sh
# What issue 24's last parts cost:
#   - `ilgi crypt init --rewrite-history` beside git-crypt's own way to encrypt a past,
#     `git filter-branch --tree-filter` with git-crypt as the filter (every file of every
#     commit checked out and added again), on one 200-commit history; then ilgi alone at 1k
#     and 10k commits, where filter-branch would take hours. Each run counts the blobs under
#     a year folder that are still plain text in some commit afterwards.
#   - `ilgi import` of a journal jrnl 4.6 encrypted (2,000 entries, `--dry-run`, so it can
#     run again) beside jrnl itself listing it (`--format json`), one hyperfine run, piped.
#
#   bench/rewrite-bench.sh
#
# Needs: a release build (make release), hyperfine, git, git-crypt, python3 with jrnl 4.6.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
ilgi=$(cd "$here/.." && swift build -c release --show-bin-path)/ilgi
. "$here/lib.sh"
work=$(mktemp -d /tmp/ilgi-rewrite-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME=$work GIT_CONFIG_NOSYSTEM=1
git config --global user.name bench
git config --global user.email bench@example.com

seconds() { python3 -c 'import sys, time; print(f"{time.time() - float(sys.argv[1]):.2f}")' "$1"; }
now() { python3 -c 'import time; print(time.time())'; }
# Blobs under a year folder, over every commit, that do not start with git-crypt's header.
plain_blobs() {
    git -C "$1" rev-list HEAD | while read -r commit; do
        git -C "$1" ls-tree -r "$commit" | awk '$4 ~ /^[0-9][0-9][0-9][0-9]\// {print $3}'
    done | git -C "$1" cat-file --batch | python3 -c '
import sys
data, plain = sys.stdin.buffer, 0
while True:
    header = data.readline()
    if not header:
        break
    size = int(header.split()[2])
    body = data.read(size + 1)
    plain += not body.startswith(b"\0GITCRYPT\0")
print(plain)'
}
history() {
    python3 "$here/generate-history.py" --commits "$1" "$2" >/dev/null
}

echo "### Rewriting a pushed history encrypted"
echo
echo "| history | ilgi crypt init --rewrite-history | plain blobs left | git filter-branch + git-crypt | plain blobs left |"
echo "|:---|---:|---:|---:|---:|"
for commits in 200 1000 10000; do
    history "$commits" "$work/ilgi-$commits"
    start=$(now)
    "$ilgi" --journal "$work/ilgi-$commits" crypt init --rewrite-history </dev/null >/dev/null 2>&1
    ours="$(seconds "$start") s"
    ours_plain=$(plain_blobs "$work/ilgi-$commits")
    theirs="(hours)"
    theirs_plain="-"
    if [ "$commits" = 200 ]; then
        history "$commits" "$work/git-crypt-$commits"
        cd "$work/git-crypt-$commits"
        git-crypt init >/dev/null 2>&1
        echo '[0-9][0-9][0-9][0-9]/** filter=git-crypt diff=git-crypt' >"$work/attributes"
        start=$(now)
        FILTER_BRANCH_SQUELCH_WARNING=1 git filter-branch -f \
            --tree-filter "cp '$work/attributes' .gitattributes" -- --all >/dev/null 2>&1
        theirs="$(seconds "$start") s"
        theirs_plain=$(plain_blobs "$work/git-crypt-$commits")
        cd "$here"
    fi
    echo "| $commits commits | $ours | $ours_plain | $theirs | $theirs_plain |"
done
echo

echo "### Importing a journal jrnl encrypted (2,000 entries, jrnl 4.6's JRNLv3)"
echo
jrnl_home="$work/jrnl"
mkdir -p "$jrnl_home"
python3 - "$jrnl_home/journal.txt" <<'PY'
import random, sys
random.seed(1)
words = "rain sun walk pier coffee train friend letter garden river market book".split()
with open(sys.argv[1], "w") as out:
    for day in range(2000):
        out.write(f"[{2019 + day // 365}-{1 + day // 31 % 12:02d}-{1 + day % 28:02d} 09:00] Day {day}.\n")
        out.write(" ".join(random.choice(words) for _ in range(60)) + "\n\n")
PY
jrnl_config "$jrnl_home/jrnl.yaml" "$jrnl_home/journal.txt"
cat >"$jrnl_home/driver.py" <<'PY'
import getpass, os, sys
getpass.getpass = lambda prompt="", **_: "bench password"
from jrnl.main import run
sys.exit(run(sys.argv[1:]))
PY
export PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring
echo n | python3 "$jrnl_home/driver.py" --config-file "$jrnl_home/jrnl.yaml" --encrypt >/dev/null 2>&1
sed -i 's/^encrypt: false/encrypt: true/' "$jrnl_home/jrnl.yaml"
printf 'bench password\n' >"$jrnl_home/password"
head -c 6 "$jrnl_home/journal.txt"
echo
echo
hyperfine --output=pipe --warmup 1 --runs "${RUNS:-10}" --export-json "$work/jrnl.json" \
    -n "ilgi import --dry-run (decrypt, parse, check)" \
    "'$ilgi' --journal '$work/import-target' import '$jrnl_home/journal.txt' --password-file '$jrnl_home/password' --dry-run" \
    -n "jrnl --format json (decrypt, parse, print)" \
    "python3 '$jrnl_home/driver.py' --config-file '$jrnl_home/jrnl.yaml' --format json" >/dev/null
table "$work/jrnl.json"
