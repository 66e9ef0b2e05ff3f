#!/usr/bin/env python3
"""Reads every bank export of eval/banks/ with spendreport, no flags, and compares the monthly
sums with the truth its generator wrote (eval/README.md). Then reads the damaged copies and
checks that the running-balance warning names the lines where the balance breaks.

    python3 eval/run_banks.py PATH/TO/spendreport [--json RESULT.json]

Prints one line per export and a summary; exits 1 when an export is not read exactly or a
damaged copy is not caught at its lines.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CLOCK = ["--now", "2026-12-01T02:00:00Z", "--timezone", "UTC"]


def report(binary, path, out, extra=()):
    """Runs `report` with the fixed clock; for a damaged copy the currency check is not the point:
    a refusal for a file that names no currency is followed by a run with --currency its truth's."""
    result = subprocess.run([binary, "report", path, "--out", out] + CLOCK + list(extra),
                            capture_output=True, text=True, errors="replace")
    return result.returncode, result.stderr


def check_export(binary, folder, work):
    truth = json.load(open(os.path.join(folder, "truth.json")))
    out = os.path.join(work, os.path.basename(folder))
    status, stderr = report(binary, os.path.join(folder, "export.csv"), out)
    unnamed = status == 65 and "names its currency" in stderr
    if status != 0 and not unnamed:
        return "refused", stderr.strip().splitlines()[-1] if stderr.strip() else "exit %d" % status
    model = json.load(open(os.path.join(out, "spend-analytics.json"))) if not unnamed else {"currency": "XXX"}
    verdict = "exact"
    if model["currency"] == "XXX":
        # Nothing in the file names its currency: the person names it (never a guess).
        status, stderr = report(binary, os.path.join(folder, "export.csv"), out, ["--currency", truth["currency"]])
        if status != 0:
            return "refused", stderr.strip().splitlines()[-1] if stderr.strip() else "exit %d" % status
        model = json.load(open(os.path.join(out, "spend-analytics.json")))
        verdict = "exact+cur"
    if model["currency"] != truth["currency"]:
        return "wrong", "currency %s, not %s" % (model["currency"], truth["currency"])
    entry = model["entries"][0]
    monthly = {m["month"]: m for m in entry["monthly"]}
    wrong = []
    for month, sums in truth["months"].items():
        got = monthly.get(month, {"spent": 0, "received": 0})
        if got["spent"] != sums["spent"] or got["received"] != sums["received"]:
            wrong.append("%s spent %s/%s received %s/%s" % (month, got["spent"], sums["spent"], got["received"], sums["received"]))
    return ("wrong", "; ".join(wrong)) if wrong else (verdict, "" if verdict == "exact" else "the file names no currency: --currency given")


def exponent(folder):
    return json.load(open(os.path.join(folder, "truth.json")))["exponent"]


def amount_text(minor, digits):
    """1280.00 written as the warning writes it: 1,280.00."""
    whole, fraction = divmod(minor, 10 ** digits) if digits else (minor, None)
    return "{:,}".format(whole) + ("" if fraction is None else ".%0*d" % (digits, fraction))


def check_damaged(binary, folder, work):
    path = os.path.join(folder, "damaged.json")
    if not os.path.exists(path):
        return []
    damaged = json.load(open(path))
    results = []
    for name, finding in damaged["files"].items():
        out = os.path.join(work, os.path.basename(folder) + "-" + name)
        status, stderr = report(binary, os.path.join(folder, name), out)
        if status == 65 and "names its currency" in stderr:
            currency = json.load(open(os.path.join(folder, "truth.json")))["currency"]
            _, stderr = report(binary, os.path.join(folder, name), out, ["--currency", currency])
        first, second = finding["lines"]
        pattern = re.compile(r"lines %d and %d\b" % (min(first, second), max(first, second)))
        removed = finding.get("removed_row", {}).get("signed_amount_minor", finding.get("removed_amount_minor"))
        if removed is not None:
            # A removed row is named with its amount and direction: "a row of 1,280.00 paid out".
            pattern = re.compile(pattern.pattern + r".*a row of %s %s\b" % (
                re.escape(amount_text(abs(removed), exponent(folder))), "paid in" if removed > 0 else "paid out"))
        caught = any("balance" in line and pattern.search(line) for line in stderr.splitlines())
        results.append((name, caught, stderr.strip().splitlines()[:2]))
    return results


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.split("\n\n")[1])
    binary = os.path.abspath(sys.argv[1])
    folders = sorted(os.path.join(HERE, "banks", part, name) for part in ("a", "b")
                     for name in os.listdir(os.path.join(HERE, "banks", part))
                     if os.path.isdir(os.path.join(HERE, "banks", part, name)))
    results = {}
    with tempfile.TemporaryDirectory() as work:
        exact = caught = damaged = named_only = 0
        for folder in folders:
            bank = os.path.relpath(folder, os.path.join(HERE, "banks"))
            verdict, detail = check_export(binary, folder, work)
            exact += verdict in ("exact", "exact+cur")
            named_only += verdict == "exact+cur"
            print("%-28s %-7s %s" % (bank, verdict, detail[:160]))
            findings = check_damaged(binary, folder, work)
            for name, found, lines in findings:
                damaged += 1
                caught += found
                if not found:
                    print("%-28s   %s not caught: %s" % ("", name, " / ".join(lines)[:160]))
            results[bank] = {"verdict": verdict, "detail": detail, "damaged": {n: f for n, f, _ in findings}}
        print("exports read exactly: %d of %d (%d of them naming no currency, read with --currency, the only flag); "
              "damaged copies caught at their lines: %d of %d" % (exact, len(folders), named_only, caught, damaged))
    if "--json" in sys.argv:
        json.dump(results, open(sys.argv[sys.argv.index("--json") + 1], "w"), indent=2, sort_keys=True)
    return 0 if exact == len(folders) and caught == damaged else 1


if __name__ == "__main__":
    sys.exit(main())
