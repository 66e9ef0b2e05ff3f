#!/usr/bin/env python3
"""Runs `spendreport explain` on every row of eval/card-payments/rows.tsv as money spent from a
current account and counts how often a card bill payment is flagged as a transfer (the person's
own money moving) and how often a lookalike is not.

    python3 eval/run_card_payments.py .build/debug/spendreport [--wrong]
"""
import collections
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))


def main():
    binary = sys.argv[1]
    show_wrong = "--wrong" in sys.argv
    rows = []
    with open(os.path.join(ROOT, "card-payments", "rows.tsv"), encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            country, description, label, _ = line.rstrip("\n").split("\t")
            rows.append((country, description, label))
    right = collections.Counter()
    total = collections.Counter()
    wrong = []
    for country, description, label in rows:
        output = subprocess.run([binary, "explain", description, "--amount", "-100.00"], capture_output=True, text=True).stdout
        fields = dict(line.split(":", 1) for line in output.splitlines() if ":" in line)
        flagged = fields.get("transfer", "").strip() == "yes"
        category = fields.get("category", "").strip()
        ok = flagged == (label == "card-payment")
        total[label] += 1
        right[label] += ok
        if not ok:
            wrong.append((country, label, category, description))
    for label in ("card-payment", "not"):
        print(f"{label:13} {right[label]:3} of {total[label]:3} right ({100 * right[label] / max(1, total[label]):.1f}%)")
    if show_wrong:
        for country, label, category, description in wrong:
            print(f"  {country} {label:13} got {category:18} {description}")


if __name__ == "__main__":
    main()
