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
