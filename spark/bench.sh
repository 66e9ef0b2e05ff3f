#!/usr/bin/env bash
# Batch benchmark (docs/SCALING.md): OWNERS owners, ROWS rows (default 100,000 and 10,000,000),
# side by side in one run:
#   1. one process: `spendreport batch --jsonl > /dev/null` with every chart, --charts light and
#      --charts none: rows per CPU-second;
#   2. the Spark job (spark/spendreport_job.py, local[2], one part file per partition) against
#      the same aggregation written in Spark SQL (spark/bench_sql.py), the peer a data team would
#      write: PAIRS alternating runs of each, the median ratio job / peer (every chart, then
#      --charts none);
#   3. a night after the first with new rows for 1% of the owners (--store, --previous
#      --only-changed) against a full night over the same rows: PAIRS alternating runs, the
#      median ratio; then the same night rewriting every owner's line (without --only-changed).
# Every Spark time is the whole command, JVM start included. Each Spark program starts its JVM
# from its own class-data archive (--class-archive), written by an untimed run over the input's
# first rows before the timed ones; CLASS_ARCHIVE=0 starts every JVM without one. Needs a
# release build (make release-build) or BIN=path, pyspark and Java 17. Scratch files go to
# BENCH_DIR (default: a temporary folder).
#
#   make bench-spark                          # 100k owners, 10M rows
#   OWNERS=10000 ROWS=1000000 make bench-spark
#   STEPS="spark nights" runs steps 2 and 3 only (default: "one spark nights")
#   PAIRS=3 (default) alternating pairs; WITH_OUT=1 also times the one-process `batch --out`
#   (an fsync per file: about 7 per owner, minutes at 100k owners)
#   STEPS=against AGAINST=path/to/another/spendreport: this build against that one, one process:
#   the lines compared byte for byte, then CPU over PAIRS alternating runs (every chart, none)
set -euo pipefail
command -v /usr/bin/time > /dev/null || { echo "bench.sh needs /usr/bin/time (apt-get install time)"; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
OWNERS=${OWNERS:-100000}
ROWS=${ROWS:-10000000}
PARTITIONS=${PARTITIONS:-8}
PAIRS=${PAIRS:-3}
WITH_OUT=${WITH_OUT:-0}
CLASS_ARCHIVE=${CLASS_ARCHIVE:-1}
STEPS=" ${STEPS:-one spark nights} "
if [[ $STEPS == *" against "* ]] && [ ! -x "${AGAINST:-}" ]; then
  echo "STEPS=against needs AGAINST=path/to/another/spendreport" >&2
  exit 2
fi
BIN=${BIN:-$here/../.build/release/spendreport}
BENCH_DIR=${BENCH_DIR:-$(mktemp -d -t spendreport-bench-XXXXXX)}
flags=(--now 2026-11-22T02:00:00+05:30 --timezone Asia/Kolkata)
next=(--now 2026-11-23T02:00:00+05:30 --timezone Asia/Kolkata)
mkdir -p "$BENCH_DIR"
data=$BENCH_DIR/tx-$OWNERS-$ROWS.csv
[ -f "$data" ] || python3 "$here/generate.py" "$data" --owners "$OWNERS" --rows "$ROWS"
rows=$(($(wc -l < "$data") - 1))
owners=$(cut -d, -f1 "$data" | tail -n +2 | uniq | wc -l)
echo "input: $data: $rows rows, $owners owners, $(du -m "$data" | cut -f1) MB; $(nproc) cores; $PARTITIONS partitions"

measure() {  # label, command...: wall seconds, rows/s, and CPU seconds of the command and its children
  local label=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$BENCH_DIR/time.txt" "$@" > /dev/null 2> "$BENCH_DIR/stderr.log" \
    || { echo "$label failed:"; tail -3 "$BENCH_DIR/stderr.log"; return 1; }
  read -r wall user sys rss < "$BENCH_DIR/time.txt"
  python3 -c "w=$wall; c=$user+$sys; print('%-52s %7.1f s wall %10.0f rows/s  %7.1f s CPU %10.0f rows/CPU-s  %5.0f MB max RSS' % ('$label', w, $rows/w, c, $rows/c, $rss/1024))"
}

archive() {  # name: --class-archive and its file in BENCH_DIR (nothing with CLASS_ARCHIVE=0)
  [ "$CLASS_ARCHIVE" = 1 ] && echo "--class-archive '$BENCH_DIR/$1.jsa'" || true
}

job() {  # out, archive name, then the job's own flags and -- report flags: a fresh --out each run
  local out=$1 name=$2; shift 2
  echo "rm -rf '$out' && python3 '$here/spendreport_job.py' --binary '$BIN' --master 'local[2]' --partitions $PARTITIONS $(archive "$name") --out '$out' $*"
}

warm() {  # name, command: writes the class archive `name` with an untimed run of the command
  if [ "$CLASS_ARCHIVE" = 1 ] && [ ! -f "$BENCH_DIR/$1.jsa" ]; then
    bash -c "$2" > /dev/null 2> "$BENCH_DIR/stderr.log" || { echo "writing the class archive $1 failed:"; tail -3 "$BENCH_DIR/stderr.log"; return 1; }
  fi
}
first_rows() {  # the input's first rows, for the untimed runs that write the class archives
  head -n 2001 "$data" > "$BENCH_DIR/first-rows.csv"
}

if [[ $STEPS == *" one "* ]]; then
for charts in all light none; do
  measure "1 process, batch --jsonl --charts $charts" "$BIN" batch "$data" --by customer_id --jsonl --charts "$charts" "${flags[@]}"
done
if [ "$WITH_OUT" = 1 ]; then
  rm -rf "$BENCH_DIR/single"
  measure "1 process, batch --out (fsync per file)" "$BIN" batch "$data" --by customer_id --out "$BENCH_DIR/single" "${flags[@]}"
fi
fi

if [[ $STEPS == *" against "* ]]; then
# This build against another (AGAINST=path/to/spendreport): the same lines, then CPU over
# alternating pairs of one process, every chart and --charts none.
for charts in all none; do
  run=(batch "$data" --by customer_id --jsonl --charts "$charts" "${flags[@]}")
  cmp -s <("$AGAINST" "${run[@]}" 2>/dev/null) <("$BIN" "${run[@]}" 2>/dev/null) \
    || { echo "--charts $charts: this build's lines differ from $AGAINST's" >&2; exit 1; }
  python3 "$here/../bench/paired.py" --cpu "$PAIRS" "the other build" "this build, --charts $charts" \
    -- "$AGAINST" "${run[@]}" -- "$BIN" "${run[@]}"
done
fi

if [[ $STEPS == *" spark "* ]]; then
peer() { echo "python3 '$here/bench_sql.py' '$1' '$BENCH_DIR/sql' --master 'local[2]' $(archive peer)"; }
first_rows
warm peer "$(peer "$BENCH_DIR/first-rows.csv")"
warm job "$(job "$BENCH_DIR/spark" job "'$BENCH_DIR/first-rows.csv' --by customer_id -- ${flags[*]}")"
python3 "$here/../bench/paired.py" "$PAIRS" "Spark SQL peer" "Spark job, every chart" \
  -- bash -c "$(peer "$data")" -- bash -c "$(job "$BENCH_DIR/spark" job "'$data' --by customer_id -- ${flags[*]}")"
python3 "$here/../bench/paired.py" "$PAIRS" "Spark SQL peer" "Spark job, --charts none" \
  -- bash -c "$(peer "$data")" -- bash -c "$(job "$BENCH_DIR/spark-none" job "'$data' --by customer_id -- ${flags[*]} --charts none")"

# One part file per partition, and the owners' files as one process writes them.
parts=$(ls "$BENCH_DIR/spark" | grep -c '^part-' || true)
echo "Spark job: $parts part files for $PARTITIONS partitions"
if [ "$WITH_OUT" = 1 ]; then
  python3 - "$BENCH_DIR/spark" "$BENCH_DIR/single" <<'EOF'
import json, os, sys
lines, single = sys.argv[1], sys.argv[2]
differing = 0
for name in os.listdir(lines):
    if name.startswith("part-"):
        for raw in open(os.path.join(lines, name), "rb"):
            entry = json.loads(raw)
            if "files" in entry:
                for file, text in entry["files"].items():
                    if open(os.path.join(single, entry["folder"], file), "rb").read() != text.encode("utf-8"):
                        differing += 1
print("every owner's files: Spark == one process" if differing == 0 else "DIFFERENT: %d files" % differing)
sys.exit(1 if differing else 0)
EOF
fi
fi

if [[ $STEPS == *" nights "* ]]; then
# The incremental night: night one into a store, then a day's new rows for 1% of the owners.
day=$BENCH_DIR/day-$OWNERS-$ROWS.csv
python3 - "$data" "$day" <<'EOF'
import random, sys
source, out = sys.argv[1], sys.argv[2]
owners = []
with open(source) as handle:
    header = next(handle)
    for line in handle:
        owner = line.split(",", 1)[0]
        if not owners or owners[-1] != owner:
            owners.append(owner)
rng = random.Random(25)
with open(out, "w") as handle:
    handle.write(header)
    for owner in sorted(rng.sample(owners, max(1, len(owners) // 100))):
        handle.write("%s,2026-11-22,Swiggy order,-%d.%02d,INR\n" % (owner, rng.randint(1, 4000), rng.randint(0, 99)))
EOF
cat "$data" <(tail -n +2 "$day") > "$BENCH_DIR/every.csv"
rm -rf "$BENCH_DIR/store" "$BENCH_DIR/night-1" "$BENCH_DIR/warm-store"
first_rows
warm night "$(job "$BENCH_DIR/night-1" night "'$BENCH_DIR/first-rows.csv' --by customer_id --store '$BENCH_DIR/warm-store' -- ${flags[*]}")"
rm -rf "$BENCH_DIR/warm-store"
measure "Spark job, first night into a store" bash -c "$(job "$BENCH_DIR/night-1" night "'$data' --by customer_id --store '$BENCH_DIR/store' -- ${flags[*]}")"
python3 "$here/../bench/paired.py" "$PAIRS" "Spark job, full night" "Spark job, night with 1% of owners changed, --only-changed" \
  -- bash -c "$(job "$BENCH_DIR/night-full" night "'$BENCH_DIR/every.csv' --by customer_id -- ${next[*]}")" \
  -- bash -c "$(job "$BENCH_DIR/night-2-changed" night "'$day' --by customer_id --store '$BENCH_DIR/store' --previous '$BENCH_DIR/night-1' --only-changed -- ${next[*]}")"
measure "Spark job, the same night rewriting every line" \
  bash -c "$(job "$BENCH_DIR/night-2" night "'$day' --by customer_id --store '$BENCH_DIR/store' --previous '$BENCH_DIR/night-1' -- ${next[*]}")"
python3 - "$here" "$BENCH_DIR/night-full" "$BENCH_DIR/night-2" "$BENCH_DIR/night-2-changed" <<'EOF'
import json, os, sys
sys.path.insert(0, sys.argv[1])
import hashlib
from spendreport_job import night_lines
full, rewritten, changed = ({owner: hashlib.sha256(line).digest() for owner, line in night_lines(folder)} for folder in sys.argv[2:])
made = json.load(open(os.path.join(sys.argv[4], "batch-summary.json")))["night"]["made"]
written = sum(1 for name in os.listdir(sys.argv[4]) if name.startswith("part-") for _ in open(os.path.join(sys.argv[4], name), "rb"))
for label, night in [("rewriting every line", rewritten), ("--only-changed (%d lines written)" % written, changed)]:
    print("incremental night, %s: %d of %d owners made again; %s"
          % (label, made, len(night), "equal to the full night" if night == full else "DIFFERENT from the full night"))
sys.exit(0 if rewritten == full and changed == full else 1)
EOF
fi
