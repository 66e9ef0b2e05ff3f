#!/usr/bin/env bash
# scripts/fuzz.sh [SECONDS] [TARGET]: builds the libFuzzer targets with ASan, seeds their corpora
# from the test fixtures and runs each for SECONDS (default 60). TARGET: ingest, rules or all.
# Exits non-zero when any target finds a crash, a trap, an ASan report, a hang (-timeout) or
# runs out of memory (-rss_limit_mb); the input is left in .build-fuzz/artifacts/TARGET/.
# FUZZ_CONFIG=debug builds faster and runs slower (make fuzz-smoke); release (-g) is the default.
# Last line: "fuzz: N passed, M failed". See docs/FUZZING.md.
set -u
cd "$(dirname "$0")/.."
SECONDS_PER_TARGET=${1:-60}
WHICH=${2:-all}
CONFIG=${FUZZ_CONFIG:-release}
SWIFT=${SWIFT:-swift}
SCRATCH=.build-fuzz
FIXTURES=Tests/SpendAnalyticsTests/Fixtures

case "$WHICH" in
  all) TARGETS="ingest rules owners encoding store columns" ;;
  ingest|rules|owners|encoding|store|columns) TARGETS=$WHICH ;;
  *) echo "usage: scripts/fuzz.sh [SECONDS] [ingest|rules|owners|encoding|store|columns|all]" >&2; exit 64 ;;
esac

# libFuzzer's runtime comes with the Swift toolchain (clang's resource folder), not from apt.
if ! ls "$(dirname "$(dirname "$(command -v "$SWIFT")")")"/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a >/dev/null 2>&1 \
   && ! ls "$(dirname "$(dirname "$(readlink -f "$(command -v "$SWIFT")")")")"/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a >/dev/null 2>&1; then
  echo "fuzz: this Swift toolchain has no libFuzzer runtime (lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a); use the swift.org Linux toolchain" >&2
  exit 69
fi

FLAGS=(-c "$CONFIG" -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --scratch-path "$SCRATCH")
[ "$CONFIG" = release ] && FLAGS+=(-Xswiftc -g)

# The option byte the ingest target reads first: 0 = plain, 1 = --skip-invalid.
seed_ingest() {
  local corpus=$1 i=0 file
  for file in "$FIXTURES"/banks/*.csv "$FIXTURES"/csv-spectrum/csvs/*.csv sample-transactions/*.csv; do
    i=$((i + 1))
    { printf '\000'; cat "$file"; } > "$corpus/seed-$i-plain"
    { printf '\001'; cat "$file"; } > "$corpus/seed-$i-skip"
  done
  if [ -d "$FIXTURES/fuzz/ingest" ]; then cp "$FIXTURES"/fuzz/ingest/* "$corpus"/; fi
}

seed_rules() {
  local corpus=$1
  cp fuzz/seeds/rules/*.yaml "$corpus"/
  if [ -d "$FIXTURES/fuzz/rules" ]; then cp "$FIXTURES"/fuzz/rules/* "$corpus"/; fi
}

# The option byte of the owners target: 0 = grouped, 1 = --ungrouped.
seed_owners() {
  local corpus=$1 file name
  for file in fuzz/seeds/owners/*.csv; do
    name=$(basename "$file" .csv)
    { printf '\000'; cat "$file"; } > "$corpus/seed-$name-grouped"
    { printf '\001'; cat "$file"; } > "$corpus/seed-$name-ungrouped"
  done
  if [ -d "$FIXTURES/fuzz/owners" ]; then cp "$FIXTURES"/fuzz/owners/* "$corpus"/; fi
}

# The encoding byte: 0 = detected; each bank fixture also forced into the next encodings.
seed_encoding() {
  local corpus=$1 i=0 file
  for file in "$FIXTURES"/banks/*.csv sample-transactions/*.csv; do
    i=$((i + 1))
    { printf '\000'; cat "$file"; } > "$corpus/seed-$i-detected"
    { printf "\\$(printf '%03o' $((i % 10 + 1)))"; cat "$file"; } > "$corpus/seed-$i-forced"
  done
  if [ -d "$FIXTURES/fuzz/encoding" ]; then cp "$FIXTURES"/fuzz/encoding/* "$corpus"/; fi
}

# The damage byte: 0 = a block's bytes, 1 = values, 2 = the file's pages.
seed_store() {
  local corpus=$1
  printf '\000\001\002\000\004INR\030' > "$corpus/seed-block"
  printf '\001\014\001\377\377\377\377\377\377\377\177\026\002abc' > "$corpus/seed-values"
  printf '\002\000\020\000\000\000\000' > "$corpus/seed-pages"
  if [ -d "$FIXTURES/fuzz/store" ]; then cp "$FIXTURES"/fuzz/store/* "$corpus"/; fi
}

# The bytes drive the table generator: a few fixed seeds, each a different layout.
seed_columns() {
  local corpus=$1 i
  for i in 0 1 2 3 4 5 6 7 8; do
    printf "\\$(printf '%03o' $((i * 29 + 7)))\\$(printf '%03o' $i)\\$(printf '%03o' $((i % 3)))\\$(printf '%03o' $((i % 2)))\\001\\$(printf '%03o' $((i * 5)))" \
      > "$corpus/seed-$i"
  done
  if [ -d "$FIXTURES/fuzz/columns" ]; then cp "$FIXTURES"/fuzz/columns/* "$corpus"/; fi
}

passed=0
failed=0
for target in $TARGETS; do
  product=fuzz-$target
  echo "fuzz: building $product ($CONFIG, -sanitize=fuzzer,address)"
  "$SWIFT" build "${FLAGS[@]}" --product "$product" 2>&1 | grep -E "error:|warning: .*\.swift" || true
  binary=$("$SWIFT" build "${FLAGS[@]}" --show-bin-path)/$product
  if [ ! -x "$binary" ]; then
    echo "fuzz: $product did not build"
    failed=$((failed + 1))
    continue
  fi
  corpus=$SCRATCH/corpus/$target
  artifacts=$SCRATCH/artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  "seed_$target" "$corpus"
  # The columns target's bytes are choices for its table generator, not a file: long inputs from
  # the start (libFuzzer otherwise grows them from a few bytes, and the tables stay tiny).
  extra=()
  [ "$target" = columns ] && extra=(-len_control=0 -max_len=512)
  echo "fuzz: running $product for ${SECONDS_PER_TARGET}s"
  if "$binary" "$corpus" -max_total_time="$SECONDS_PER_TARGET" -timeout=5 -rss_limit_mb=2048 \
       -max_len=16384 "${extra[@]}" -artifact_prefix="$artifacts/" -print_final_stats=1 > "$SCRATCH/$target.log" 2>&1; then
    passed=$((passed + 1))
    grep -E "^Done|stat::number_of_executed_units|cov:" "$SCRATCH/$target.log" | tail -2
  else
    failed=$((failed + 1))
    echo "fuzz: $product found a problem (log: $SCRATCH/$target.log, input: $artifacts/)"
    grep -E "ERROR|SUMMARY|Fatal error|Test unit written" "$SCRATCH/$target.log" | head -10
  fi
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
