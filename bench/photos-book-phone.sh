#!/bin/sh
# The figures of issue 26, each beside what it is measured against, in one run:
#   - the timeline's first page at 100k entries over HTTPS (serve --listen 0.0.0.0, a new TLS
#     connection per request) beside plain HTTP on loopback (target < 100 ms);
#   - a 5 MB photo sent to /entry/ID/attach on loopback beside `ilgi attach` of the same size
#     (target < 1 s);
#   - the book of a 365-entry year with 100 photos (12 MP JPEGs made with cjpeg when it is
#     installed, else 5 MB of noise each) as HTML, with and without Chromium's page numbers,
#     beside `export --format markdown` of the same year (target < 10 s), and as a PDF.
#
#   make release
#   bench/photos-book-phone.sh          # makes /tmp/bench-100000 (bench/generate.py) and /tmp/bench-book
set -eu
cd "$(dirname "$0")/.."
ILGI=${ILGI:-$PWD/.build/package/release/ilgi}
big=/tmp/bench-100000
[ -d "$big/ilgi" ] || python3 bench/generate.py 100000 "$big"
home=$(mktemp -d)
# serve runs inside $(…), a subshell whose jobs this shell cannot see: each server's pid is
# kept in a file, so that every one is stopped at the end.
trap 'kill $(cat "$home/servers" 2>/dev/null) 2>/dev/null; rm -rf "$home"' EXIT
export HOME="$home" LANG=C.UTF-8

serve() {  # serve JOURNAL ARGS… → prints "port token" once it listens
    out=$(mktemp)
    "$ILGI" --journal "$1" serve --port 0 "$2" "$3" >"$out" 2>/dev/null &
    echo $! >>"$home/servers"
    while [ ! -s "$out" ]; do sleep 0.1; done
    url=$(head -n 1 "$out")
    echo "$(echo "$url" | sed -E 's#https?://127.0.0.1:([0-9]+)/.*#\1#') ${url##*token=}"
}

"$ILGI" --journal "$big/ilgi" list -n 1 >/dev/null  # the index, once
set -- $(serve "$big/ilgi" --listen 0.0.0.0)
secure_port=$1 secure_token=$2
set -- $(serve "$big/ilgi" --listen 127.0.0.1)
plain_port=$1 plain_token=$2
hyperfine -N --output=pipe --warmup 3 --runs 30 \
    -n "timeline, first page, HTTPS (100k)" "curl -sk -H 'Cookie: ilgi-$secure_port=$secure_token' https://127.0.0.1:$secure_port/" \
    -n "timeline, first page, HTTP (100k)" "curl -s -H 'Cookie: ilgi-$plain_port=$plain_token' http://127.0.0.1:$plain_port/"

photos="$home/photos-journal"
id=$("$ILGI" --journal "$photos" new Photos -m "x")
set -- $(serve "$photos" --listen 127.0.0.1)
for n in 1 2 3 4 5 6 7 8 9 10; do
    head -c 5000000 /dev/urandom >"$home/up$n.jpg"
    curl -s -o /dev/null -w "upload 5 MB over HTTP: %{time_total} s\n" -H "Cookie: ilgi-$1=$2" \
        -H "Origin: http://127.0.0.1:$1" -H "Content-Type: image/jpeg" -H "Expect:" \
        --data-binary "@$home/up$n.jpg" "http://127.0.0.1:$1/entry/$id/attach?name=up$n.jpg"
done
for n in 1 2 3 4 5; do
    head -c 5000000 /dev/urandom >"$home/cli$n.jpg"
    /usr/bin/time -f "ilgi attach 5 MB: %e s" "$ILGI" --journal "$photos" attach "$id" "$home/cli$n.jpg" 2>&1 >/dev/null | tail -n 1
done

book=/tmp/bench-book
[ -d "$book/ilgi" ] || python3 bench/generate-book.py "$book"
hyperfine -N --runs 3 \
    -n "book, HTML with numbered contents" "$ILGI --journal $book/ilgi export --format book --year 2025 -o $home/book.html" \
    -n "book, HTML without Chromium" "env PATH=/usr/bin/none $ILGI --journal $book/ilgi export --format book --year 2025 -o $home/plain.html" \
    -n "export --format markdown, the same year" "$ILGI --journal $book/ilgi export --format markdown --year 2025 -o $home/md/"
hyperfine -N --runs 1 -n "book, PDF" "$ILGI --journal $book/ilgi export --format book --year 2025 -o $home/book.pdf"
