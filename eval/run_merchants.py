#!/usr/bin/env python3
"""Measures the categoriser against the hand-labelled merchant sets (eval/merchants/a, b).

    python3 eval/run_merchants.py BIN [--wrong] [--json FILE]

Each row's description is given to `BIN explain` with its signed amount (spent rows negative),
with no rules file and no store. Per country it prints the share of spending (money of the spent
rows, in the currency's units) that lands in Others, and the share of rows (both sides) whose
category equals the label. --wrong lists every row still wrong: country, label, given, rule.

Standard library only. The labels are never edited to make the tool pass (eval/README.md).
"""
import concurrent.futures
import decimal
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def rows():
    for group in ("a", "b"):
        folder = os.path.join(HERE, "merchants", group)
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".tsv"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                lines = handle.read().split("\n")
            header = lines[0].split("\t")
            for number, line in enumerate(lines[1:], start=2):
                if not line.strip():
                    continue
                fields = dict(zip(header, line.split("\t")))
                yield f"{group}/{name[:-4]}", number, fields


def explain(binary, fields):
    sign = "-" if fields["direction"] == "spent" else ""
    out = subprocess.run([binary, "explain", fields["description"], "--amount", sign + fields["amount"]],
                         capture_output=True, text=True, check=True).stdout
    values = {}
    for line in out.splitlines():
        key, _, value = line.partition(":")
        values[key.strip()] = value.strip()
    return values.get("category", ""), values.get("rule", "")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    show_wrong = "--wrong" in sys.argv
    json_path = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    every = list(rows())
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda item: explain(binary, item[2]), every))
    countries = {}
    wrong = []
    for (country, number, fields), (given, rule) in zip(every, results):
        c = countries.setdefault(country, {"rows": 0, "right": 0, "spent": decimal.Decimal(0),
                                           "others": decimal.Decimal(0)})
        c["rows"] += 1
        if given == fields["category"]:
            c["right"] += 1
        else:
            wrong.append((country, number, fields["description"], fields["category"], given, rule))
        if fields["direction"] == "spent":
            amount = decimal.Decimal(fields["amount"])
            c["spent"] += amount
            if given == "Others":
                c["others"] += amount
    summary = {}
    print(f"{'country':<8} {'rows':>5} {'right':>7} {'Others of spending':>19}")
    for country in sorted(countries):
        c = countries[country]
        right = 100 * c["right"] / c["rows"]
        others = float(100 * c["others"] / c["spent"]) if c["spent"] else 0.0
        summary[country] = {"rows": c["rows"], "right": round(right, 1), "othersOfSpending": round(others, 1)}
        print(f"{country:<8} {c['rows']:>5} {right:>6.1f}% {others:>18.1f}%")
    rights = sorted(v["right"] for v in summary.values())
    others = sorted(v["othersOfSpending"] for v in summary.values())
    middle = len(rights) // 2
    print(f"median: {rights[middle]:.1f}% of rows right, {others[middle]:.1f}% of spending in Others; "
          f"countries meeting both goals (Others <= 15%, right >= 85%): "
          f"{sum(1 for v in summary.values() if v['right'] >= 85 and v['othersOfSpending'] <= 15)} of {len(summary)}")
    if show_wrong:
        for country, number, description, label, given, rule in wrong:
            print(f"{country}:{number}\t{label}\t{given}\t{description}\t{rule}")
    if json_path:
        with open(json_path, "w", encoding="utf-8") as handle:
            json.dump(summary, handle, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
