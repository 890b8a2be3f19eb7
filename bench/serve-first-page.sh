#!/bin/sh
# The first page of `ilgi serve` (the timeline's newest 50 entries) timed with hyperfine,
# beside `ilgi list -n 50`, which reads the same entries through the same call
# (Journal.entries(matching: EntryFilter(limit:))).
#
#   make release
#   bench/serve-first-page.sh 10000 100000    # generates /tmp/bench-N with bench/generate.py if missing
#
# With the journal index, the first page at 100,000 entries takes 31 ms wall (release build,
# bench/RESULTS.md, where bench/index-bench.sh times it in the same run as the rest).
set -eu
cd "$(dirname "$0")/.."
ILGI=${ILGI:-$PWD/.build/package/release/ilgi}
for count in "$@"; do
    dir=/tmp/bench-$count
    [ -d "$dir/ilgi" ] || python3 bench/generate.py "$count" "$dir"
    home=$(mktemp -d)
    out=$(mktemp)
    HOME=$home ILGI_JOURNAL=$dir/ilgi LANG=C.UTF-8 "$ILGI" serve --port 0 >"$out" 2>/dev/null &
    server=$!
    while [ ! -s "$out" ]; do sleep 0.1; done
    url=$(head -n 1 "$out")
    port=$(echo "$url" | sed -E 's#http://127.0.0.1:([0-9]+)/.*#\1#')
    token=${url##*token=}
    hyperfine --warmup 2 --runs 10 \
        -n "serve: first page ($count)" "curl -sf -o /dev/null -H 'Cookie: ilgi-$port=$token' http://127.0.0.1:$port/" \
        -n "ilgi list -n 50 ($count)" "HOME=$home ILGI_JOURNAL=$dir/ilgi $ILGI list -n 50 --color never >/dev/null"
    kill -INT "$server"
    wait "$server" || true
    rm -rf "$home" "$out"
done
