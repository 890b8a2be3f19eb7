# Shared by the benchmark scripts (sourced, not run).

# hyperfine's JSON (--export-json FILE) as a Markdown table: median wall time and mean CPU
# time (user + system), the fairer number on a shared machine.
table() {
    python3 - "$1" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
print("| command | wall (median) | CPU (user + sys, mean) |")
print("|:---|---:|---:|")
for r in results:
    print(f"| `{r['command']}` | {r['median'] * 1000:.0f} ms | {(r['user'] + r['system']) * 1000:.0f} ms |")
PY
}

# Writes a jrnl config to FILE with one journal, JOURNAL, in jrnl's own `%Y-%m-%d %H:%M` time
# format, plain (the benchmarks that encrypt it do so with jrnl itself).
jrnl_config() {
    mkdir -p "$(dirname "$1")"
    cat >"$1" <<YAML
colors: {body: none, date: none, tags: none, title: none}
default_hour: 9
default_minute: 0
editor: ''
encrypt: false
highlight: false
indent_character: '|'
journals:
  default: $2
linewrap: 79
tagsymbols: '@'
template: false
timeformat: '%Y-%m-%d %H:%M'
version: v4.6
YAML
}

# A fresh clone of the generated journal BASE/ilgi at BASE/run, for the benchmarks to write in
# (ilgi new) while the generated one stays clean, and the environment they run in: HOME at
# BASE/home with jrnl's config for BASE/jrnl.txt, ILGI_JOURNAL, a git identity. Sets `dir`.
use_fresh_clone() {
    dir=$1/run
    rm -rf "$dir"
    git clone -q "$1/ilgi" "$dir"
    jrnl_config "$1/home/.config/jrnl/jrnl.yaml" "$1/jrnl.txt"
    export HOME="$1/home" ILGI_JOURNAL="$dir"
    export GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com GIT_COMMITTER_NAME=bench \
        GIT_COMMITTER_EMAIL=bench@example.com
}

# A fresh clone (use_fresh_clone) of the journal of N long entries (50-300 words, one commit
# each) at /tmp/long-N, generated first by bench/generate.py when it or its jrnl file is
# missing: jrnl, finding no file, makes an empty journal and times nothing. Sets `base`, `dir`;
# the script sets `here`, its folder.
use_long_journal() {
    base=/tmp/long-$1
    if [ ! -d "$base/ilgi" ] || [ ! -s "$base/jrnl.txt" ]; then
        rm -rf "$base"
        python3 "$here/generate.py" "$1" "$base" long >/dev/null
    fi
    use_fresh_clone "$base"
}

# The same with [[links]] to earlier entries (`generate.py N DIR long links`), at /tmp/links-N.
use_linked_journal() {
    base=/tmp/links-$1
    if [ ! -d "$base/ilgi" ] || [ ! -s "$base/jrnl.txt" ]; then
        rm -rf "$base"
        python3 "$here/generate.py" "$1" "$base" long links >/dev/null
    fi
    use_fresh_clone "$base"
}
