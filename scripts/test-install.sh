#!/bin/sh
# Checks `make install` as a new user would meet it: copies this repository (without its
# build folder) to a temporary folder, installs from there into a temporary PREFIX, removes
# that copy's build folder, and tries the installed ilgi, its man pages and completions.
#
#   sh scripts/test-install.sh        # the packaged build, as `make install` makes it (slow)
#
# Prints "install: N passed, 0 failed" and exits 0 when all is well.
set -eu
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/ilgi-install-XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
check_output="$work/out"
. "$repo/scripts/checks.sh"

mkdir -p "$work/source" "$work/home"
# The repository as it stands (tracked and new files), without build output.
(cd "$repo" && tar --exclude='./.build*' --exclude=./.swiftpm -cf - .) | (cd "$work/source" && tar -xf -)
prefix="$work/prefix"
(cd "$work/source" && make install PREFIX="$prefix") \
    >"$work/install.log" 2>&1 || { cat "$work/install.log"; echo "install: 0 passed, 1 failed"; exit 1; }
rm -rf "$work/source/.build"

ilgi="$prefix/bin/ilgi"
export HOME="$work/home" LANG=C TZ=UTC TERM=dumb
unset LC_ALL LC_MESSAGES ILGI_LANG ILGI_JOURNAL XDG_DATA_HOME VISUAL EDITOR 2>/dev/null || true

check "the binary is installed" test -x "$ilgi"
check "--version names ilgi and libgit2" sh -c '"$1" --version | grep -q "^ilgi .*(libgit2 [0-9]"' sh "$ilgi"
check "a new entry is saved" "$ilgi" new "Installed" -m "It works"
check "list shows it" sh -c '"$1" list | grep -q "Installed  It works"' sh "$ilgi"
check "list speaks Korean under ko_KR.UTF-8" sh -c 'LANG=ko_KR.UTF-8 "$1" list | grep -q "오늘"' sh "$ilgi"
check "help speaks Korean" sh -c 'LANG=ko_KR.UTF-8 "$1" --help | grep -q "^사용법: ilgi"' sh "$ilgi"
check "ilgi weather finds its helper in libexec" sh -c '"$1" weather 2>&1 | grep -q "no weather location is set"' sh "$ilgi"
check "ilgi mcp finds its helper in libexec" sh -c 'printf "%s\n" "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"install\",\"version\":\"1\"}}}" | "$1" mcp | grep -q "\"serverInfo\""' sh "$ilgi"
# The server runs until stopped: its first line (the address) is read, then it is stopped.
check "ilgi serve finds its helper in libexec" sh -c '"$1" serve --port 0 >"$2" 2>/dev/null & server=$!
    tries=0; while [ $tries -lt 200 ] && ! grep -q . "$2"; do sleep 0.1; tries=$((tries + 1)); done
    kill $server; grep -q "^http://127.0.0.1:[0-9]*/?token=" "$2"' sh "$ilgi" "$work/serve.out"
check "a usage error exits 2" sh -c '"$1" list --frobnicate; test $? -eq 2' sh "$ilgi"
check "English man page" sh -c 'gzip -dc "$1" | grep -q "^\.SH \"DESCRIPTION\""' sh "$prefix/share/man/man1/ilgi.1.gz"
check "Korean man page" sh -c 'gzip -dc "$1" | grep -q "^\.SH \"설명\""' sh "$prefix/share/man/ko/man1/ilgi.1.gz"
if command -v man >/dev/null 2>&1; then
    check "man renders the page" sh -c 'MANPATH="$1/share/man" LANG=C.UTF-8 man ilgi | grep -q "ilgi list"' sh "$prefix"
fi
check "bash completion" bash -n "$prefix/share/bash-completion/completions/ilgi"
if command -v zsh >/dev/null 2>&1; then
    check "zsh completion" zsh -n "$prefix/share/zsh/site-functions/_ilgi"
fi
if command -v fish >/dev/null 2>&1; then
    check "fish completion" fish --no-execute "$prefix/share/fish/vendor_completions.d/ilgi.fish"
fi
check "bash completes entry ids" bash -c '
    PATH="$1/bin:$PATH"
    . "$1/share/bash-completion/completions/ilgi"
    COMP_WORDS=(ilgi show "")
    COMP_CWORD=2
    COMP_LINE="ilgi show "
    COMP_POINT=${#COMP_LINE}
    _ilgi
    test "${#COMPREPLY[@]}" -eq 1 && test "${#COMPREPLY[0]}" -eq 8' sh "$prefix"
if [ -f "$work/source/hooks/weather" ]; then
    check "the weather hook is installed" test -x "$prefix/share/ilgi/hooks/weather"
fi
(cd "$work/source" && make uninstall PREFIX="$prefix" >/dev/null 2>&1)
check "uninstall removes the binary" test ! -e "$ilgi"

checks_done install
