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
