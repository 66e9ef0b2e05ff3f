#!/usr/bin/env bash
# Batch benchmark (docs/SCALING.md): OWNERS owners, ROWS rows (default 100,000 and 10,000,000),
# side by side:
#   1. one process: `spendreport batch` writing every owner's folder, and with --jsonl > /dev/null;
#   2. Spark local[2] piping partitions through the same binary (spark/spendreport_job.py);
#   3. the same aggregation written in Spark SQL (spark/bench_sql.py), the peer a data team would write.
# Prints seconds and rows per second for each. Needs a release build (make release-build) or
# BIN=path, pyspark and Java 17. Scratch files go to BENCH_DIR (default: a temporary folder).
#
#   make bench-spark                      # 100k owners, 10M rows
#   OWNERS=10000 ROWS=1000000 make bench-spark
#   WITH_OUT=0 make bench-spark           # skip the one-process --out run (an fsync per file:
#                                         # about 7 per owner, minutes at 100k owners)
set -euo pipefail
command -v /usr/bin/time > /dev/null || { echo "bench.sh needs /usr/bin/time (apt-get install time)"; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
OWNERS=${OWNERS:-100000}
ROWS=${ROWS:-10000000}
PARTITIONS=${PARTITIONS:-8}
WITH_OUT=${WITH_OUT:-1}
BIN=${BIN:-$here/../.build/release/spendreport}
BENCH_DIR=${BENCH_DIR:-$(mktemp -d -t spendreport-bench-XXXXXX)}
flags=(--now 2026-11-22T02:00:00+05:30 --timezone Asia/Kolkata)
mkdir -p "$BENCH_DIR"
data=$BENCH_DIR/tx-$OWNERS-$ROWS.csv
[ -f "$data" ] || python3 "$here/generate.py" "$data" --owners "$OWNERS" --rows "$ROWS"
rows=$(($(wc -l < "$data") - 1))
owners=$(cut -d, -f1 "$data" | tail -n +2 | uniq | wc -l)
echo "input: $data: $rows rows, $owners owners, $(du -m "$data" | cut -f1) MB; $(nproc) cores"

measure() {  # label, command...: wall seconds, rows/s, and CPU seconds of the command and its children
  local label=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$BENCH_DIR/time.txt" "$@" > /dev/null 2> "$BENCH_DIR/stderr.log" \
    || { echo "$label failed:"; tail -3 "$BENCH_DIR/stderr.log"; return 1; }
  read -r wall user sys rss < "$BENCH_DIR/time.txt"
  case $label in
    Spark*) # The JVM is not a waited-for child of python: its CPU and memory are not in the counts.
      python3 -c "w=$wall; print('%-50s %7.1f s wall %10.0f rows/s  (CPU and RSS: not counted, JVM)' % ('$label', w, $rows/w))" ;;
    *) python3 -c "w=$wall; c=$user+$sys; print('%-50s %7.1f s wall %10.0f rows/s  %7.1f s CPU %10.0f rows/CPU-s  %5.0f MB max RSS' % ('$label', w, $rows/w, c, $rows/c, $rss/1024))" ;;
  esac
}

rm -rf "$BENCH_DIR/single" "$BENCH_DIR/spark" "$BENCH_DIR/sql"
measure "1 process, batch --jsonl > /dev/null (1 core)" "$BIN" batch "$data" --by customer_id --jsonl "${flags[@]}"
if [ "$WITH_OUT" = 1 ]; then
  measure "1 process, batch --out (1 core, fsync per file)" "$BIN" batch "$data" --by customer_id --out "$BENCH_DIR/single" "${flags[@]}"
fi
measure "Spark local[2], RDD.pipe through batch --jsonl" python3 "$here/spendreport_job.py" "$data" --by customer_id \
  --out "$BENCH_DIR/spark" --binary "$BIN" --master "local[2]" --partitions "$PARTITIONS" -- "${flags[@]}"
measure "Spark local[2], Spark SQL peer (aggregates only)" python3 "$here/bench_sql.py" "$data" "$BENCH_DIR/sql" --master "local[2]"
if [ "$WITH_OUT" != 1 ]; then
  echo "(no one-process folders to compare with: WITH_OUT=0)"
elif diff -r -q -x '.*' -x batch-summary.json "$BENCH_DIR/single" "$BENCH_DIR/spark" > /dev/null; then
  echo "every owner's files: Spark == one process"
else
  echo "DIFFERENT: Spark and one process disagree"; exit 1
fi
