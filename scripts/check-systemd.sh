#!/usr/bin/env bash
# The systemd test (`make check-systemd`, a step of `make test`), for systemd/'s user units:
#   - `systemd-analyze verify` accepts the service and the timer, as they would be installed in a
#     home (%h/.local/bin/spendreport being the binary under test, the statement a sample);
#   - the timer runs at 02:00 every day, and catches up a missed run (Persistent=true);
#   - the service's ExecStart, run as systemd would run it, writes the report;
#   - the crontab line in the service's comments writes the report and its log, and a refused
#     run's exit status is seen (cron mails the line after ||).
# Usage: bash scripts/check-systemd.sh SPENDREPORT_BINARY
set -euo pipefail
cd "$(dirname "$0")/.."

binary=$(realpath "${1:?usage: check-systemd.sh SPENDREPORT_BINARY}")
service=systemd/spendreport-nightly.service
timer=systemd/spendreport-nightly.timer
failures=0
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# A home as the service's comments ask for: the binary in ~/.local/bin, a statement.
home=$scratch/home
mkdir -p "$home/.local/bin" "$home/statements" "$scratch/units"
ln -s "$binary" "$home/.local/bin/spendreport"
cp sample-transactions/hdfc-savings.csv "$home/statements/savings.csv"

# The units with %h written out: verify runs as this user, whose %h is not this scratch home.
for unit in "$service" "$timer"; do
  sed "s|%h|$home|g" "$unit" >"$scratch/units/$(basename "$unit")"
done

if command -v systemd-analyze >/dev/null 2>&1; then
  # verify also checks that ExecStart's binary exists and is executable; --man=no: the man page
  # it names is installed by `make install`, not here.
  if ! (cd "$scratch/units" && systemd-analyze verify --man=no \
          ./spendreport-nightly.service ./spendreport-nightly.timer) >"$scratch/verify" 2>&1; then
    fail "systemd-analyze verify rejects the units:"
  fi
  # Anything it says about our units is a finding (it exits 0 on some warnings).
  if grep -a "spendreport-nightly" "$scratch/verify" | grep -q .; then
    [ "$failures" -gt 0 ] || fail "systemd-analyze verify warns about the units:"
  fi
  [ "$failures" -eq 0 ] || sed 's/^/    /' "$scratch/verify"
  calendar=$(sed -n 's/^OnCalendar=//p' "$timer")
  normalized=$(systemd-analyze calendar "$calendar" | sed -n 's/^ *Normalized form: //p')
  [ "$normalized" = "*-*-* 02:00:00" ] || fail "OnCalendar=$calendar is \"$normalized\", not every day at 02:00"
else
  echo "SKIPPED: systemd-analyze verify (systemd-analyze not installed: Debian's systemd package)"
fi
grep -qx "Persistent=true" "$timer" || fail "the timer does not catch up a missed run (Persistent=true)"
grep -qx "Type=oneshot" "$service" || fail "the service is not Type=oneshot"
grep -qx "WantedBy=timers.target" "$timer" || fail "the timer is not enabled by timers.target"

# The service's command, as systemd runs it (no shell: split on spaces, %h substituted).
exec_start=$(sed -n 's/^ExecStart=//p' "$scratch/units/spendreport-nightly.service")
read -r -a command <<<"$exec_start"
if ! HOME=$home "${command[@]}" 2>"$scratch/service.err"; then
  fail "the service's ExecStart exited non-zero: $(cat "$scratch/service.err")"
fi
[ -s "$home/widget/spend-analytics.json" ] || fail "the service's ExecStart wrote no $home/widget/spend-analytics.json"
grep -q "→ $home/widget/spend-analytics.json" "$scratch/service.err" || fail "no summary line: $(cat "$scratch/service.err")"
rm -rf "$home/widget"

# The crontab line of the comments, run by sh as cron runs it (HOME set, the five time fields
# dropped).
cron_line=$(sed -n 's/^# 0 2 \* \* \*  //p' "$service")
[ -n "$cron_line" ] || fail "no crontab line (# 0 2 * * *  …) in $service"
if [ -n "$cron_line" ]; then
  if grep -qE '[^|]\|[^|]' <<<"$cron_line"; then fail "the crontab line pipes the output: cron would not see the exit status"; fi
  cron_output=$(cd / && HOME=$home sh -c "$cron_line" 2>&1) || fail "the crontab line exited $? on a good statement"
  [ -z "$cron_output" ] || fail "the crontab line printed (cron would mail it) on a good statement: $cron_output"
  [ -s "$home/widget/spend-analytics.json" ] || fail "the crontab line wrote no report"
  grep -q "^spendreport: .*rows used" "$home/spendreport.log" || fail "the log holds no summary line: $(cat "$home/spendreport.log")"
  grep -qE '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' "$home/spendreport.log" || fail "the log does not say when the run was"
  # An expired download: a header without rows is refused (65), the report left as it was.
  printf 'Date,Description,Amount\n' >"$home/statements/savings.csv"
  before=$(cat "$home/widget/spend-analytics.json")
  cron_output=$(cd / && HOME=$home sh -c "$cron_line" 2>&1) || true
  [ "$cron_output" = "spendreport failed (exit 65): see $home/spendreport.log" ] \
    || fail "a refused run's line (mailed by cron) is \"$cron_output\""
  [ "$before" = "$(cat "$home/widget/spend-analytics.json")" ] || fail "a refused run changed the report"
fi

if [ "$failures" -gt 0 ]; then
  echo "systemd check: $failures FAILED"
  exit 1
fi
echo "systemd check: ok (verify, the timer's calendar, the service's command, the crontab line)"
