#!/bin/sh
# Installs ilgi's Debian package into a clean Debian 12 root (mmdebstrap: no Swift, no build
# packages) and uses it there as a new user would, then removes it:
#
#   sh scripts/test-deb.sh ilgi_VERSION_amd64.deb      (as root; make check-deb)
#
# Inside the root, with a fresh HOME: --version, new, list, search, edit through a script as
# $EDITOR, sync to a bare remote, crypt init with age, serve answering on 127.0.0.1, ilgi mcp
# answering initialize, man ilgi, and bash's completion of `ilgi se<TAB>`. Then `apt remove`
# must leave no file of the package (dpkg -L before, nothing after) and the journal as it was,
# and `apt purge` too. Prints "deb: N passed, 0 failed" and exits 0 when all is well.
# ILGI_DEBIAN_ROOT_CACHE=FILE.tar keeps the clean root between runs (made when missing).
set -eu
deb=$(readlink -f "$1")
here=$(cd "$(dirname "$0")/.." && pwd)
version=$(cat "$here/VERSION")
[ "$(id -u)" = 0 ] || { echo "test-deb.sh makes a chroot: run it as root"; exit 1; }
command -v mmdebstrap >/dev/null || { echo "test-deb.sh needs mmdebstrap (apt-get install mmdebstrap)"; exit 1; }

root=$(mktemp -d "${TMPDIR:-/var/tmp}/ilgi-debian-XXXXXX")
cleanup() {
    for mount in dev/pts dev proc; do umount "$root/$mount" 2>/dev/null || true; done
    rm -rf --one-file-system "$root"
}
trap cleanup EXIT INT TERM

cache=${ILGI_DEBIAN_ROOT_CACHE:-}
if [ -n "$cache" ] && [ -f "$cache" ]; then
    tar -C "$root" -xf "$cache"
else
    mmdebstrap --quiet --variant=apt bookworm "$root"
    [ -z "$cache" ] || tar -C "$root" -cf "$cache" .
fi
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
cp "$deb" "$root/tmp/"
cp "$here/scripts/checks.sh" "$root/tmp/checks.sh"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

cat > "$root/tmp/use-ilgi.sh" <<'SCRIPT'
set -u
deb=$1 version=$2
check_output=/tmp/out
. /tmp/checks.sh
export DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 TERM=dumb
# What a user adds for the features under test: age for `crypt init`, man-db for `man`,
# bash-completion for the completion. git comes in as the package's Recommends.
apt-get update -qq >/dev/null
check "the package installs with apt" apt-get install -y -qq "/tmp/$deb" age man-db bash-completion
check "no Swift toolchain is here" sh -c '! command -v swift && ! ls /usr/lib/swift /opt/swift 2>/dev/null'
dpkg -L ilgi > /tmp/package-files

export HOME=/tmp/home ILGI_JOURNAL=/tmp/home/journal
mkdir -p "$HOME"
check "--version names the version, its commit and libgit2" sh -c \
    'ilgi --version | grep -E "^ilgi '"$version"' \(commit [0-9a-f]{7,}, libgit2 1\.5\.[0-9]+\)$"'
check "new saves an entry" ilgi new "In a clean root" -m "Installed from the package, no Swift anywhere"
id=$(tail -n 1 "$check_output")
check "list shows it" sh -c 'ilgi list | grep -q "In a clean root"'
check "list speaks Korean" sh -c 'ILGI_LANG=ko ilgi list | grep -q "오늘"'
check "search finds it" sh -c 'ilgi search package | grep -q "In a clean root"'
printf '#!/bin/sh\necho "A line the editor added." >> "$1"\n' > /tmp/editor.sh
chmod +x /tmp/editor.sh
check "edit runs \$EDITOR and saves" sh -c 'EDITOR=/tmp/editor.sh ilgi edit "$1" && ilgi show "$1" | grep -q "A line the editor added."' sh "$id"
check "git log sees two commits" sh -c '[ "$(git -C "$ILGI_JOURNAL" rev-list --count HEAD)" -ge 2 ]'
git init --quiet --bare /tmp/remote.git
check "sync pushes to a bare remote" sh -c 'ilgi remote add origin /tmp/remote.git && ilgi sync &&
    [ "$(git -C /tmp/remote.git rev-parse main)" = "$(git -C "$ILGI_JOURNAL" rev-parse HEAD)" ]'
check "crypt init encrypts, with age as a way in" sh -c '
    age-keygen -o /tmp/age.key 2>/dev/null && ilgi crypt init && ilgi crypt add-recipient "$(age-keygen -y /tmp/age.key)" &&
    ilgi crypt status | grep -qi "encrypt"'
# A request over bash's /dev/tcp (no curl in a clean root): the address's token is traded for
# a cookie (303), then the page with that cookie lists the entry.
cat > /tmp/http.sh <<'HTTP'
port=$1 path=$2 cookie=${3:-}
exec 3<>"/dev/tcp/127.0.0.1/$port"
printf 'GET %s HTTP/1.0\r\nHost: 127.0.0.1:%s\r\n%b\r\n' "$path" "$port" "${cookie:+Cookie: $cookie\r\n}" >&3
cat <&3
HTTP
check "serve answers on 127.0.0.1 with the journal" bash -c '
    ilgi serve --port 0 > /tmp/serve.out 2>/tmp/serve.err & server=$!
    for _ in $(seq 100); do [ -s /tmp/serve.out ] && break; sleep 0.1; done
    address=$(head -n 1 /tmp/serve.out); port=${address#http://127.0.0.1:}; port=${port%%/*}
    first=$(bash /tmp/http.sh "$port" "/${address#http://127.0.0.1:$port/}")
    cookie=$(printf "%s" "$first" | tr -d "\r" | sed -n "s/^[Ss]et-[Cc]ookie: \([^;]*\).*/\1/p" | head -n 1)
    page=$(bash /tmp/http.sh "$port" / "$cookie")
    kill $server; wait $server
    printf "%s\n" "$first" | head -n 1; printf "%s\n" "$page" | head -n 1
    printf "%s" "$first" | head -n 1 | grep -q "^HTTP/1.1 303" &&
        printf "%s" "$page" | head -n 1 | grep -q "^HTTP/1.1 200" && printf "%s" "$page" | grep -q "In a clean root"'
check "ilgi mcp answers initialize with its version" sh -c '
    printf "%s\n" "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"deb\",\"version\":\"1\"}}}" |
        ilgi mcp | grep -q "\"serverInfo\".*\"version\":\"$1\""' sh "$version"
check "man ilgi shows the page" sh -c 'MANPAGER=cat man ilgi 2>/dev/null | grep -q "ilgi '"$version"'"'
check "man ilgi in Korean" sh -c 'LANG=ko_KR.UTF-8 MANPAGER=cat man -L ko ilgi 2>/dev/null | grep -q "ilgi"'
check "bash completes ilgi se<TAB>" bash -c '
    . /usr/share/bash-completion/bash_completion
    __load_completion ilgi || _completion_loader ilgi
    COMP_WORDS=(ilgi se); COMP_CWORD=1; COMP_LINE="ilgi se"; COMP_POINT=${#COMP_LINE}
    $(complete -p ilgi | sed -n "s/.*-F \([^ ]*\).*/\1/p") ilgi se ilgi
    printf "%s\n" "${COMPREPLY[@]}" | sort | tr "\n" " " | tee /dev/stderr | grep -q "search.*serve"'

entries_before=$(find "$ILGI_JOURNAL" -name '*.txt' -path '*/[0-9]*' | sort | xargs cat | md5sum)
head_before=$(git -C "$ILGI_JOURNAL" rev-parse HEAD)
check "apt remove removes the package" apt-get remove -y -qq ilgi
check "no file of the package is left" sh -c '
    left=""; while read -r path; do [ -f "$path" ] || [ -L "$path" ] && left="$left $path"; done < /tmp/package-files
    [ -z "$left" ] || { echo "left:$left"; exit 1; }'
check "the journal is as it was" sh -c '[ "$(git -C "$ILGI_JOURNAL" rev-parse HEAD)" = "$1" ] &&
    [ "$(find "$ILGI_JOURNAL" -name "*.txt" -path "*/[0-9]*" | sort | xargs cat | md5sum)" = "$2" ] &&
    git -C "$ILGI_JOURNAL" fsck --no-progress' sh "$head_before" "$entries_before"
check "apt purge, after installing again, leaves no file and the journal" sh -c '
    apt-get install -y -qq "/tmp/$2" && ilgi --version && apt-get purge -y -qq ilgi || exit 1
    while read -r path; do [ -f "$path" ] || [ -L "$path" ] && { echo "left: $path"; exit 1; }; done < /tmp/package-files
    [ "$(git -C "$ILGI_JOURNAL" rev-parse HEAD)" = "$1" ] && git -C "$ILGI_JOURNAL" fsck --no-progress' sh "$head_before" "$deb"
checks_done deb
SCRIPT

chroot "$root" /bin/sh /tmp/use-ilgi.sh "$(basename "$deb")" "$version"
