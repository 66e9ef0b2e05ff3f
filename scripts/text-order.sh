#!/usr/bin/env bash
# Writes scripts/text-order.txt: the code sections a report run executes, the most run first, for
# the release link (`make release-build` passes the file to gold as
# --section-ordering-file). Code a run needs then sits together instead of among the 24 MB of
# code it never runs, so a run touches fewer pages of the binary: lower peak RSS and fewer page
# faults at start (BENCHMARKS.md, "Code layout").
#
#   bash scripts/text-order.sh     # after changing code on the hot path or at start-up
#
# Runs the release build under valgrind's callgrind (installed with apt when missing) on the three
# samples, the benchmark's month file with its rules, 200,000 generated rows in each layout, a
# sample into a --history store and `batch --jsonl` over 300 owners, and lists the code section (from the link's map) of every
# instruction of the binary that ran, the most run first: value witnesses and other code without
# a symbol of its own included. A name the binary no longer has is ignored by the linker, and code
# missing from the list is only placed elsewhere: a stale file costs memory, never correctness.
# Takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=$ROOT/bench-data/text-order
OUT=$ROOT/scripts/text-order.txt
mkdir -p "$WORK"

if ! command -v valgrind >/dev/null 2>&1; then
  echo "installing valgrind"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind
fi

# The release build, linked with a map of where each code section went.
make -s release-build PRODUCT=spendreport RELEASE_EXTRA="-Xlinker -Map=$WORK/link.map" >/dev/null
BIN=$ROOT/.build/release/spendreport
# callgrind reads the symbols; the debug info only slows it down.
objcopy --strip-debug "$BIN" "$WORK/spendreport"

python3 bench/tools/rules_yaml.py bench/rules.json "$WORK/rules.yaml"
[ -f "$WORK/month.csv" ] || python3 bench/gen_transactions.py --rows 2000 --seed 7 --out "$WORK/month.csv"
for layout in signed debitcredit; do
  [ -f "$WORK/rows-$layout.csv" ] ||
    python3 bench/gen_transactions.py --rows 200000 --seed 42 --format "$layout" --out "$WORK/rows-$layout.csv"
done
[ -f "$WORK/owners.csv" ] || python3 spark/generate.py "$WORK/owners.csv" --owners 300 --rows 30000 >/dev/null
FIXED=(--now 2026-04-01T02:00:00+05:30 --timezone Asia/Kolkata)

profile=0
profiles=()
# traced ARG...: one run of the binary under callgrind, its profile kept for the list.
traced() {
  profile=$((profile + 1))
  rm -rf "$WORK/out-$profile" "$WORK/history-$profile.db"
  valgrind --tool=callgrind --dump-instr=yes --dump-line=no --callgrind-out-file="$WORK/profile-$profile" \
    "$WORK/spendreport" "$@" >/dev/null 2>"$WORK/profile-$profile.log"
  profiles+=("$WORK/profile-$profile")
}
traced report "$WORK/month.csv" --out "$WORK/out-1" --rules "$WORK/rules.yaml" "${FIXED[@]}"
for sample in amex-card hdfc-savings paytm-wallet; do
  traced report "sample-transactions/$sample.csv" --out "$WORK/out-$((profile + 1))"
done
traced report sample-transactions/hdfc-savings.csv --out "$WORK/out-$((profile + 1))" \
  --history "$WORK/history-$((profile + 1)).db"
# Its owners are dated October and November 2026 (spark/generate.py): a clock after them.
traced batch "$WORK/owners.csv" --by customer_id --jsonl --now 2026-11-22T02:00:00+05:30 --timezone Asia/Kolkata
for layout in signed debitcredit; do
  traced report "$WORK/rows-$layout.csv" --out "$WORK/out-$((profile + 1))" --rules "$WORK/rules.yaml" "${FIXED[@]}"
done

python3 - "$WORK/spendreport" "$WORK/link.map" "$OUT" "${profiles[@]}" <<'PY'
import bisect, re, sys
binary, link_map, out, profiles = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]

# The code sections of the link, by address: " .text.NAME 0xADDRESS 0xSIZE FILE", the name on a
# line of its own when it is long.
sections, pending = [], None
for line in open(link_map, errors="replace"):
    m = re.match(r"^ (\.text\S*)(?:\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s.*)?$", line)
    if m:
        pending = m.group(1)
        if m.group(2) is None:
            continue
        address, size = m.group(2), m.group(3)
    else:
        m = re.match(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s", line)
        if not (m and pending):
            pending = None
            continue
        address, size = m.group(1), m.group(2)
    if int(size, 16) > 0:
        sections.append((int(address, 16), int(address, 16) + int(size, 16), pending))
    pending = None
sections.sort()
starts = [start for start, _, _ in sections]

# Every instruction of the binary that ran, with how often (callgrind's positions: "0x..."
# absolute, "+N"/"-N" from the previous one, "*" the same; the line after a calls= line is the
# call's inclusive cost, not the instruction's own).
cost = {}
for path in profiles:
    objects, current, last, after_call = {}, None, 0, False
    for line in open(path, errors="replace"):
        first = line[:1]
        if first in "0123456789+-*":
            fields = line.split()
            position = fields[0]
            if position.startswith("0x"):
                last = int(position, 16)
            elif position != "*":
                last += int(position)
            counted, after_call = not after_call, False
            if current != binary or not counted:
                continue
            index = bisect.bisect_right(starts, last) - 1
            if index < 0 or last >= sections[index][1]:
                continue
            name = sections[index][2]
            # ".text" is every object compiled without a section per function: not orderable.
            if name != ".text":
                cost[name] = cost.get(name, 0) + int(fields[1])
            continue
        if line.startswith("calls="):
            after_call = True
            continue
        m = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if m:  # an object's number is named where it first appears, as the caller's or a callee's
            if m.group(3) is not None:
                objects[m.group(2)] = m.group(3)
            if m.group(1) == "ob":
                current = objects.get(m.group(2))
# The hottest first: the rows' loop in as few pages as possible, then the rest of what ran.
names = sorted(cost, key=lambda name: (-cost[name], name))
# Then every other Swift and C++ function (gold reads the two lines as patterns): code that did
# not run goes after the code that did, instead of before the objects that have no section per
# function (CoreFoundation, the C libraries). Those then start at the same place whatever the
# size of the package's code, and the parts of them a run executes no longer move across the
# kernel's 64 KiB fault-around windows with each change (BENCHMARKS.md, "Code layout").
names += [".text.$s*", ".text._Z*"]
with open(out, "w") as f:
    for name in names:
        f.write(name + "\n")
print("%s: %d sections" % (out, len(names)))
PY
