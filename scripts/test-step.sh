#!/usr/bin/env bash
# The steps of `make test`: each step's whole output goes to one log file, and the terminal gets
# one line per step (its name, ok or FAILED, what it counted, how long it took).
#
#   bash scripts/test-step.sh LOG begin              start LOG afresh
#   bash scripts/test-step.sh LOG run NAME CMD...    run CMD, its output appended to LOG
#   bash scripts/test-step.sh LOG end                the closing line; exit 1 when a step failed
#
# A failed step does not stop the next ones. Its line is followed by the lines of its output that
# say what failed (failed Swift tests and their issues, compiler errors, a FAILED or Error line;
# at most FAIL_LINES of them) and where in LOG its whole output is. Lines that only look like
# errors (a test's own input, an expected refusal) stay in LOG. With VERBOSE=1 each step's output
# is also shown as it runs.
set -uo pipefail

log=$1
action=$2
shift 2
failures=$log.failed

case $action in
begin)
  mkdir -p "$(dirname "$log")"
  : >"$log"
  rm -f "$failures"
  echo "make test: one line per step; the whole output is in $log"
  ;;

run)
  name=$1
  shift
  first=$(($(wc -l <"$log") + 1))
  printf '==== %s: %s\n' "$name" "$*" >>"$log"
  started=$SECONDS
  if [ "${VERBOSE:-0}" = 1 ]; then
    echo "---- $name: $*"
    "$@" 2>&1 | tee -a "$log"
    status=${PIPESTATUS[0]}
    printf '%-24s ' "$name"
  else
    printf '%-24s ' "$name"
    "$@" >>"$log" 2>&1 </dev/null
    status=$?
  fi
  last=$(wc -l <"$log")
  # The step's output, after its ==== line.
  section() { sed -n "$((first + 1)),${last}p" "$log"; }
  elapsed=$((SECONDS - started))
  took=$(printf '%d:%02d' $((elapsed / 60)) $((elapsed % 60)))

  # What the step counted: Swift Testing's closing line ("Test run with 2410 tests in 180
  # suites passed after …"), its failed tests, and the SKIPPED lines tests and scripts print.
  counts=""
  run_line=$(section | grep -aE 'Test run with [0-9]+ tests?' | tail -n 1)
  if [ -n "$run_line" ]; then
    tests=$(sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/' <<<"$run_line")
    failed=$(section | grep -avE 'Test run with' | grep -acE 'Test .* failed after [0-9.]+ seconds')
    counts="$((tests - failed)) passed, $failed failed"
  fi
  skips=$(section | grep -aoE 'SKIPPED:? .*' | sort -u)
  if [ -n "$skips" ]; then
    counts="${counts:+$counts, }$(grep -c . <<<"$skips") skipped"
  fi

  if [ "$status" -eq 0 ]; then
    echo "ok${counts:+ ($counts)}, $took"
    [ -z "$skips" ] || sed 's/^/    /' <<<"$skips"
  else
    echo "FAILED (exit $status)${counts:+ ($counts)}, $took"
    echo "$name" >>"$failures"
    # Swift Testing marks a failed test and each of its issues with ✘ (and "recorded an issue");
    # XCTest and the compiler write "error:"; the scripts write FAILED, Error or Traceback.
    section | grep -aE '(Test .* (failed after|recorded an issue))|(^|: )error: |Fatal error|FAILED|^Error|Traceback|^[A-Za-z]+Error: |\*\*\* |ERROR: (AddressSanitizer|libFuzzer)|^make(\[[0-9]+\])?: \*\*\*' \
      | grep -avE '^==== ' | head -n "${FAIL_LINES:-60}" | sed 's/^/    /'
    echo "    whole output: $log, lines $first-$last"
  fi
  ;;

end)
  if [ -s "$failures" ]; then
    echo "make test: FAILED: $(paste -sd, "$failures" | sed 's/,/, /g') (whole output: $log)"
    exit 1
  fi
  echo "make test: all steps passed (whole output: $log)"
  ;;

*)
  echo "usage: $0 LOG begin|run NAME CMD...|end" >&2
  exit 64
  ;;
esac
