#!/bin/sh
# Checks the tarball as someone on another glibc system would use it: unpacks it, installs it
# with its install.sh under a temporary PREFIX, runs the installed ilgi (and its helper, found
# in libexec), then uninstalls and checks that nothing of it is left.
#
#   sh scripts/test-dist.sh ilgi-VERSION-linux-x86_64.tar.gz      (make check-dist)
#
# Prints "dist: N passed, 0 failed" and exits 0 when all is well.
set -eu
tarball=$(readlink -f "$1")
work=$(mktemp -d "${TMPDIR:-/tmp}/ilgi-dist-XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
check_output="$work/out"
. "$(dirname "$0")/checks.sh"
tar -C "$work" -xzf "$tarball"
folder=$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'ilgi-*')
prefix="$work/prefix"
export HOME="$work/home" ILGI_JOURNAL="$work/home/journal" LANG=C.UTF-8 TERM=dumb
mkdir -p "$HOME"
check "install.sh installs under PREFIX" env PREFIX="$prefix" sh "$folder/install.sh"
check "the installed ilgi runs" "$prefix/bin/ilgi" --version
check "it saves and lists an entry" sh -c '"$1" new "From the tarball" -m "Installed by install.sh" && "$1" list | grep -q "From the tarball"' sh "$prefix/bin/ilgi"
check "it finds its helper in libexec" sh -c '"$1" weather 2>&1 | grep -q "no weather location is set"' sh "$prefix/bin/ilgi"
check "the man page is where man looks" test -f "$prefix/share/man/man1/ilgi.1.gz"
check "install.sh names the glibc it needs" grep -q 'glibc [0-9]' "$folder/install.sh"
check "install.sh --uninstall removes it" env PREFIX="$prefix" sh "$folder/install.sh" --uninstall
check "nothing of it is left" sh -c '[ -z "$(find "$1" -type f)" ]' sh "$prefix"
check "the journal is left" sh -c 'git -C "$ILGI_JOURNAL" log --oneline | grep -q "From the tarball"'
checks_done dist
