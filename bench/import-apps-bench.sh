#!/bin/sh
# How long `ilgi import` takes on the exports issue 76 names: 10,000 Journey entries with 2,000
# photos (target under 20 s) and ten years of Daylio, 3,650 entries (under 5 s).
#
#   sh bench/import-apps-bench.sh [ILGI]
#
# ILGI is the program to time (default: the packaged build's, `make package-build`). Each import
# goes into a new empty journal (hyperfine's --prepare), five runs each; GNU time gives the
# peak memory of one more run. Needs hyperfine, python3, git and GNU time.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
ilgi=${1:-$(cd "$here/.." && swift build -c release --scratch-path .build/package --show-bin-path)/ilgi}
exports=/tmp/ilgi-app-exports
[ -f "$exports/journey.zip" ] || python3 "$here/make-app-exports.py" "$exports"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" LANG=C.UTF-8 TZ=UTC
mkdir -p "$HOME"
for export in journey.zip daylio.daylio; do
    ILGI_JOURNAL="$work/journal" hyperfine -N --output=pipe --runs 5 --style basic \
        --prepare "rm -rf $work/journal" "$ilgi import $exports/$export"
    rm -rf "$work/journal"
    ILGI_JOURNAL="$work/journal" /usr/bin/time -f "$export: peak memory %M KB" "$ilgi" import "$exports/$export" 2>&1 |
        tail -1
    rm -rf "$work/journal"
done
