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
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
OWNERS=${OWNERS:-100000}
ROWS=${ROWS:-10000000}
PARTITIONS=${PARTITIONS:-8}
BIN=${BIN:-$here/../.build/release/spendreport}
BENCH_DIR=${BENCH_DIR:-$(mktemp -d -t spendreport-bench-XXXXXX)}
flags=(--now 2026-11-22T02:00:00+05:30 --timezone Asia/Kolkata)
mkdir -p "$BENCH_DIR"
data=$BENCH_DIR/tx-$OWNERS-$ROWS.csv
[ -f "$data" ] || python3 "$here/generate.py" "$data" --owners "$OWNERS" --rows "$ROWS"
rows=$(($(wc -l < "$data") - 1))
owners=$(cut -d, -f1 "$data" | tail -n +2 | uniq | wc -l)
echo "input: $data: $rows rows, $owners owners, $(du -m "$data" | cut -f1) MB; $(nproc) cores"

measure() {  # label, command...
  local label=$1; shift
  local start end
  start=$(date +%s.%N)
  "$@" > /dev/null 2> "$BENCH_DIR/stderr.log" || { echo "$label failed:"; tail -3 "$BENCH_DIR/stderr.log"; return 1; }
  end=$(date +%s.%N)
  python3 -c "s=$end-$start; print('%-52s %8.1f s %12.0f rows/s' % ('$label', s, $rows/s))"
}

rm -rf "$BENCH_DIR/single" "$BENCH_DIR/spark" "$BENCH_DIR/sql"
measure "1 process, batch --jsonl > /dev/null (1 core)" "$BIN" batch "$data" --by customer_id --jsonl "${flags[@]}"
measure "1 process, batch --out (1 core, fsync per file)" "$BIN" batch "$data" --by customer_id --out "$BENCH_DIR/single" "${flags[@]}"
measure "Spark local[2], RDD.pipe through batch --jsonl" python3 "$here/spendreport_job.py" "$data" --by customer_id \
  --out "$BENCH_DIR/spark" --binary "$BIN" --master "local[2]" --partitions "$PARTITIONS" -- "${flags[@]}"
measure "Spark local[2], Spark SQL peer (aggregates only)" python3 "$here/bench_sql.py" "$data" "$BENCH_DIR/sql" --master "local[2]"
if diff -r -q -x .spendreport.lock -x batch-summary.json "$BENCH_DIR/single" "$BENCH_DIR/spark" > /dev/null; then
  echo "every owner's files: Spark == one process"
else
  echo "DIFFERENT: Spark and one process disagree"; exit 1
fi
