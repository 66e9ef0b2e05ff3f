#!/usr/bin/env bash
# Benchmark: spendreport beside the C-on-libcsv reference (and DuckDB when installed) on the
# generated data of ../shared/bench, measured side by side in one run.
#
#   make bench                     # 1M rows
#   BENCH_SIZES="1m 5m" make bench # also 5M rows
#   BENCH_RUNS=5 make bench        # runs per tool (median reported)
#   BENCH_DATA=/work/main/bench-data make bench   # reuse tx_*.csv generated elsewhere
#   BENCH_PAIRS=10 make bench      # also 10 alternating C / spendreport runs: median of the per-pair ratios
#
# Prints median wall, CPU, peak RSS, rows/s and MB/s per tool, and spendreport's ratio to the
# C task. Data and builds go to bench-data/ (git-ignored); the timed CSVs (tx_1m.csv, tx_5m.csv)
# are taken from $BENCH_DATA when it holds them and generated there otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SHARED=${SHARED:-$ROOT/../shared}
DATA=$ROOT/bench-data
INPUTS=${BENCH_DATA:-$DATA}
SIZES=${BENCH_SIZES:-1m}
RUNS=${BENCH_RUNS:-5}
mkdir -p "$DATA/build" "$DATA/out" "$INPUTS"

[ -f "$SHARED/bench/gen_transactions.py" ] || { echo "bench: $SHARED/bench not found (set SHARED=...)" >&2; exit 66; }

make -s release >/dev/null
BIN=$ROOT/.build/release/spendreport

# The C reference programs, built from ../shared/bench/c (gcc -O2, as in the baseline) without
# writing into ../shared.
for prog in libcsv_task libcsv_parse_only; do
  if [ ! -x "$DATA/build/$prog" ] || [ "$SHARED/bench/c/$prog.c" -nt "$DATA/build/$prog" ]; then
    cc -O2 -o "$DATA/build/$prog" "$SHARED/bench/c/$prog.c" -lcsv
  fi
done
# Rules: the baseline's rules.json as the TSV the C program reads and as a spendreport rules file.
python3 - "$SHARED/bench/rules.json" "$DATA/build/rules.tsv" "$DATA/build/rules.yaml" <<'PY'
import json, sys
rules = json.load(open(sys.argv[1]))
palette = ["#4477AA", "#66CCEE", "#228833", "#CCBB44", "#EE6677", "#AA3377", "#BBBBBB", "#332288", "#88CCEE", "#44AA99", "#117733", "#999933", "#DDCC77", "#CC6677", "#882255", "#AA4499"]
with open(sys.argv[3], "w") as y:
    y.write("# Generated from shared/bench/rules.json by scripts/bench.sh\ncategories:\n")
    i = 0
    for direction, names in rules["categories"].items():
        for name in names:
            if name == "Others":
                continue
            y.write('  - { name: "%s", color: "%s", direction: %s }\n' % (name, palette[i % len(palette)], direction))
            i += 1
    y.write("rules:\n")
    for r in rules["rules"]:
        kws = ", ".join(json.dumps(k) for k in r["contains"])
        y.write('  - { category: "%s", direction: %s, contains: [%s] }\n' % (r["category"], r["direction"], kws))
PY
python3 "$SHARED/bench/tools/rules_tsv.py" "$SHARED/bench/rules.json" > "$DATA/build/rules.tsv"

for size in $SIZES; do
  rows=${size%m}000000
  csv=$INPUTS/tx_$size.csv
  [ -f "$csv" ] || python3 "$SHARED/bench/gen_transactions.py" --rows "$rows" --seed 42 --out "$csv"
  bytes=$(stat -c %s "$csv")
  echo "== $size rows ($bytes bytes)"
  run() {
    local label=$1; shift
    python3 "$SHARED/bench/timecmd.py" -n "$RUNS" --warmup 1 --label "$label" --json "$DATA/$label-$size.json" -- "$@" >/dev/null
    python3 - "$DATA/$label-$size.json" "$label" "$rows" "$bytes" <<'PY'
import json, sys
d = json.load(open(sys.argv[1])); label = sys.argv[2]; rows = int(sys.argv[3]); size = int(sys.argv[4])
wall, cpu, rss = d["wall"][1], d["cpu"][1], d["peak_mib"][1]
print("%-20s wall %.3f s  cpu %.3f s  peak %.1f MiB  %.2f M rows/s  %.0f MB/s  rc=%s" % (label, wall, cpu, rss, rows / wall / 1e6, size / wall / 1e6, d["rcs"]))
open(sys.argv[1] + ".wall", "w").write(str(wall))
PY
  }
  run libcsv-parse-only "$DATA/build/libcsv_parse_only" "$csv"
  run c-libcsv "$DATA/build/libcsv_task" "$DATA/build/rules.tsv" "$csv"
  run spendreport "$BIN" report "$csv" --out "$DATA/out" --rules "$DATA/build/rules.yaml" --now 2026-04-01T02:00:00+05:30 --timezone Asia/Kolkata
  if python3 -c "import duckdb" 2>/dev/null; then
    run duckdb python3 "$SHARED/bench/tools/duckdb_task.py" "$csv"
  else
    echo "duckdb               (not installed: pip install duckdb)"
  fi
  python3 -c "import sys; s=float(open('$DATA/spendreport-$size.json.wall').read()); c=float(open('$DATA/c-libcsv-$size.json.wall').read()); print('spendreport / C-on-libcsv wall ratio: %.2f' % (s / c))"
  /usr/bin/time -f "spendreport peak RSS by /usr/bin/time: %M KiB" "$BIN" report "$csv" --out "$DATA/out" --rules "$DATA/build/rules.yaml" --now 2026-04-01T02:00:00+05:30 --timezone Asia/Kolkata 2>&1 >/dev/null | tail -1
  # Paired runs (C, spendreport, C, spendreport …): the ratio per pair survives the machine's drift.
  if [ "${BENCH_PAIRS:-0}" -gt 0 ]; then
    python3 - "$BENCH_PAIRS" "$DATA/build/libcsv_task" "$DATA/build/rules.tsv" "$csv" "$BIN" "$DATA/out" "$DATA/build/rules.yaml" <<'PY'
import statistics, subprocess, sys, time
pairs, task, tsv, csv, binary, out, rules = int(sys.argv[1]), *sys.argv[2:]
c = [task, tsv, csv]
s = [binary, "report", csv, "--out", out, "--rules", rules, "--now", "2026-04-01T02:00:00+05:30", "--timezone", "Asia/Kolkata"]
def wall(argv):
    start = time.monotonic()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.monotonic() - start
wall(c); wall(s)
ratios = []
for _ in range(pairs):
    a, b = wall(c), wall(s)
    ratios.append(b / a)
print("paired spendreport / C-on-libcsv (%d pairs): median %.2f, min %.2f, max %.2f" % (pairs, statistics.median(ratios), min(ratios), max(ratios)))
PY
  fi
done

# A month's file end to end, process start included.
month=$DATA/tx_month.csv
[ -f "$month" ] || python3 "$SHARED/bench/gen_transactions.py" --rows 2000 --seed 7 --out "$month"
echo "== one month (2,000 rows)"
run() { python3 "$SHARED/bench/timecmd.py" -n 11 --warmup 1 --label "$1" -- "${@:2}"; }
run spendreport-month "$BIN" report "$month" --out "$DATA/out" --rules "$DATA/build/rules.yaml" --now 2026-04-01T02:00:00+05:30 --timezone Asia/Kolkata
/usr/bin/time -f "spendreport-month peak RSS by /usr/bin/time: %M KiB" "$BIN" report "$month" --out "$DATA/out" --rules "$DATA/build/rules.yaml" --now 2026-04-01T02:00:00+05:30 --timezone Asia/Kolkata 2>&1 >/dev/null | tail -1
