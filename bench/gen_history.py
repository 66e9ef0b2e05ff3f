#!/usr/bin/env python3
"""Monthly statements for the history benchmark: N months of ROWS rows each, one CSV per month.

Deterministic (random.Random(seed)); columns Date,Description,Amount,Reference; months end with
2026-11. A few rows per month are card payments ("CREDIT CARD PAYMENT"), so the transfer pairing
has work when a second account is imported.

Usage: gen_history.py --months 24 --rows 2000 --out DIR [--seed 7]
Writes DIR/month-01.csv (oldest) .. DIR/month-NN.csv (2026-11).
"""
import argparse
import calendar
import os
import random

SHOPS = ["SWIGGY", "ZOMATO", "BIGBASKET", "UBER INDIA", "AMAZON PAY", "BLINKIT", "NETFLIX", "BESCOM",
         "APOLLO PHARMACY", "SHELL FUEL", "INDIGO", "DECATHLON", "CHAI POINT", "RAPIDO", "MYNTRA"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--months", type=int, default=24)
    parser.add_argument("--rows", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    year, month = 2026, 11
    months = []
    for _ in range(args.months):
        months.append((year, month))
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
    months.reverse()
    reference = 100000
    for index, (year, month) in enumerate(months, start=1):
        days = calendar.monthrange(year, month)[1]
        rows = []
        for n in range(args.rows):
            day = 1 + n * days // args.rows
            reference += 1
            if n == 0:
                text, amount = "SALARY ACME CORP", 8500000
            elif n % 400 == 7:
                text, amount = "CREDIT CARD PAYMENT", -int(rng.random() * 2000000 + 100000)
            else:
                text = "%s %d" % (SHOPS[int(rng.random() * len(SHOPS))], int(rng.random() * 90))
                amount = -int(rng.random() * 300000 + 100)
            sign = "-" if amount < 0 else ""
            rows.append("%04d-%02d-%02d,%s,%s%d.%02d,R%d" % (year, month, day, text, sign, abs(amount) // 100, abs(amount) % 100, reference))
        with open(os.path.join(args.out, "month-%02d.csv" % index), "w") as handle:
            handle.write("Date,Description,Amount,Reference\n")
            handle.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
