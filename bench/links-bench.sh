#!/bin/sh
# Issue 77's figures, side by side with `ilgi search` in one run per size: an entry's backlinks
# (`ilgi links ID --json`, and `show`, which lists them), every broken or ambiguous link of the
# journal (`ilgi links`), and `ilgi lsp`: start to the answer of `initialize`, and a completion
# of `[[`, a hover on a link and the references of a title at the journal's size
# (bench/lsp_timing.py). The cold catalog build, which now keeps each entry's links, is timed too.
#
#   bench/links-bench.sh [SIZES]        default sizes: 10000 100000
#
# Journals of long entries with links (bench/generate.py N /tmp/links-N long links) are made
# once and reused, never in this repository. Output piped (hyperfine --output=pipe).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
ilgi=${ILGI:-$root/.build/package/release/ilgi}
[ -x "$ilgi" ] || (cd "$root" && make release >/dev/null)
sizes=${*:-10000 100000}
runs=${RUNS:-20}
. "$here/lib.sh"

for n in $sizes; do
    use_linked_journal "$n"
    echo "## $n entries of 50-300 words, with links"
    echo
    echo "### The cold catalog build on a fresh clone (\`ilgi reindex\`)"
    echo
    /usr/bin/time -f "%e s wall, %U s user, %S s system, %M KB peak" "$ilgi" reindex 2>&1 >/dev/null | tail -1
    "$ilgi" reindex --if-due >/dev/null 2>&1
    "$ilgi" list -n 1 >/dev/null
    echo
    echo "$("$ilgi" links --json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["links"], "links,", len(d["problems"]), "broken or ambiguous")')"
    echo
    # The entry with the most backlinks, and one from the middle of the journal.
    busiest=$(python3 - "$dir" <<'PY'
import collections, pathlib, re, sys
counts = collections.Counter()
for path in pathlib.Path(sys.argv[1]).glob("*/*/*.txt"):
    counts.update(re.findall(r"\[\[([0-9a-f]{8})\|", path.read_text()))
print(counts.most_common(1)[0][0])
PY
)
    middle=$("$ilgi" list --json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d[len(d)//2]["id"][:8])')
    hyperfine --warmup 3 --runs "$runs" -i --output=pipe --style none --export-json "$base/links.json" \
        -n "ilgi links $busiest --json (most linked)" "$ilgi links $busiest --json" \
        -n "ilgi links $middle --json" "$ilgi links $middle --json" \
        -n "ilgi show $busiest (with Linked from)" "$ilgi show $busiest" \
        -n "ilgi links (the whole journal's problems)" "$ilgi links" \
        -n "ilgi search lantern (1 in 100)" "$ilgi search lantern" \
        -n "ilgi search zzzqqq (none)" "$ilgi search zzzqqq" >/dev/null 2>&1
    table "$base/links.json"
    echo
    echo "### ilgi lsp (median of $runs, ms)"
    echo
    python3 "$here/lsp_timing.py" "$ilgi" "$dir" "$busiest" "$runs"
    echo
done
