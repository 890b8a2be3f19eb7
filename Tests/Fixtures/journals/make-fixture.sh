#!/bin/sh
# Makes a fixture journal with an ilgi built from an earlier commit, for OlderJournalTests:
#
#   sh Tests/Fixtures/journals/make-fixture.sh PATH/TO/OLD/ilgi OUT.tar.gz
#   ENCRYPTED=1 sh Tests/Fixtures/journals/make-fixture.sh …    encrypted from the start
#
# The journal holds what every release could write: two entries (one in Korean), one
# backdated, one edited in $EDITOR, one deleted, then what this release could do beyond
# that (a star, a field, a photo), each tried and left out where the release lacks it. The
# whole journal is kept, `.git/ilgi/` (the catalog and the rest of that release's state)
# with it. The tests read it with today's ilgi; the entries' expected text is in
# OlderJournalTests.swift.
set -eu
ilgi=$(readlink -f "$1")
out=$(readlink -f "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" ILGI_JOURNAL="$work/journal" TZ=Asia/Seoul LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=dumb
unset VISUAL ILGI_LANG XDG_DATA_HOME XDG_CONFIG_HOME 2>/dev/null || true
git config --global user.name "Fixture Writer"
git config --global user.email "fixture@example.invalid"

if [ -n "${ENCRYPTED:-}" ]; then
    "$ilgi" new "Key" -m "The first entry, before the key." >/dev/null
    "$ilgi" crypt init >/dev/null
    "$ilgi" delete "$("$ilgi" search before | grep -o '^[0-9a-f]\{8\}' | head -n 1)" --yes >/dev/null
fi
"$ilgi" new "Beach day" -m "It was sunny. We walked to the pier. @family" >/dev/null
"$ilgi" new "비 오는 월요일" -m "우산을 잃어버렸다. 바다 냄새가 났다. @일상" >/dev/null
"$ilgi" new "Last week" --date 2026-11-16 -m "A backdated entry about the lantern." >/dev/null
"$ilgi" new "Gone" -m "Written, then deleted." >/dev/null
beach=$("$ilgi" search pier | grep -o '^[0-9a-f]\{8\}' | head -n 1)
gone=$("$ilgi" search deleted | grep -o '^[0-9a-f]\{8\}' | head -n 1)
printf '#!/bin/sh\nprintf "\\nAn edited line.\\n" >> "$1"\n' > "$work/editor.sh"
chmod +x "$work/editor.sh"
EDITOR="$work/editor.sh" "$ilgi" edit "$beach"
"$ilgi" delete "$gone" --yes >/dev/null
# Beyond the first release: kept when this release has them.
"$ilgi" star "$beach" >/dev/null 2>&1 || true
"$ilgi" list >/dev/null
"$ilgi" --version > "$work/journal/.git/ilgi-fixture-version" 2>/dev/null || true
tar -C "$work" --owner=0 --group=0 --numeric-owner --sort=name -czf "$out" journal
echo "$out: $(du -k "$out" | cut -f1) KB, made by $(cat "$work/journal/.git/ilgi-fixture-version")"
