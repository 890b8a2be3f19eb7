#!/bin/sh
# ilgi @VERSION@ for Linux (x86_64, glibc @GLIBC@ or newer): installs the programs, man pages,
# completions and the weather hook beside this script under PREFIX, or takes them away again.
#
#   sudo ./install.sh                      into /usr/local
#   PREFIX=$HOME/.local ./install.sh       for yourself alone (put $HOME/.local/bin on PATH)
#   DESTDIR=/tmp/stage ./install.sh        into a staging folder, for a package of your own
#   sudo ./install.sh --uninstall          removes exactly the files it installed
#
# ilgi loads these libraries: libgit2 1.5 (libgit2.so.1.5), SQLite 3, cmark-gfm 0.29.0.gfm.6,
# libcurl 4 (ilgi serve, mcp and the weather only), zlib and libstdc++. A journal is never
# touched by either way: it is yours, not the program's.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
target="$DESTDIR$PREFIX"
# Every file of the tarball but this script and the README, by its path under PREFIX.
files=$(cd "$here" && find bin libexec share -type f | sort)

case "${1:-}" in
--uninstall)
    for file in $files; do rm -f "$target/$file"; done
    # The folders that were ilgi's alone, if they are empty now.
    rmdir "$target/libexec/ilgi" "$target/share/ilgi/hooks" "$target/share/ilgi" 2>/dev/null || true
    echo "Removed ilgi from $target (journals are left as they are)."
    ;;
"")
    for file in $files; do
        mode=644
        [ -x "$here/$file" ] && mode=755
        install -D -m "$mode" "$here/$file" "$target/$file"
    done
    echo "Installed ilgi @VERSION@ in $target/bin."
    case ":$PATH:" in *":$PREFIX/bin:"*) ;; *) echo "Put $PREFIX/bin on your PATH to run it as 'ilgi'." ;; esac
    ;;
*)
    echo "usage: [PREFIX=…] [DESTDIR=…] $0 [--uninstall]" >&2
    exit 2
    ;;
esac
