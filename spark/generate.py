#!/usr/bin/env python3
"""Writes a many-account transactions CSV for `spendreport batch` and the Spark job.

    python3 spark/generate.py OUT.csv --owners 40 --rows 4000 [--seed 7] [--ungrouped]

Columns: customer_id,Date,Description,Amount,Currency. Each owner has rows in one month
(2026-10 or 2026-11), spends and receives in INR; descriptions hit the built-in rules. Rows are
grouped by owner (each owner's rows together, owners in random order) unless --ungrouped.
Deterministic for a seed. Standard library only.
"""
import argparse
import random

MERCHANTS = ["Swiggy order", "Zomato", "Uber trip", "Amazon.in purchase", "BigBasket", "Netflix",
             "Airtel recharge", "Apollo Pharmacy", "IRCTC ticket", "Shell petrol", "Rent October",
             "Salary credit", "UPI to friend", "Cafe Coffee Day", "Myntra", "Electricity bill"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--owners", type=int, default=40)
    parser.add_argument("--rows", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--ungrouped", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    owners = ["cust%07d" % rng.randrange(10**7) for _ in range(args.owners)]
    owners = list(dict.fromkeys(owners))
    rows = []
    per_owner = max(1, args.rows // len(owners))
    for owner in owners:
        month = rng.choice(["10", "11"])
        for _ in range(per_owner):
            day = rng.randint(1, 28)
            merchant = rng.choice(MERCHANTS)
            rupees = rng.randint(1, 40000)
            paise = rng.randint(0, 99)
            sign = "" if merchant.startswith("Salary") else "-"
            rows.append((owner, "2026-%s-%02d" % (month, day), merchant, "%s%d.%02d" % (sign, rupees, paise), "INR"))
    if args.ungrouped:
        rng.shuffle(rows)
    with open(args.out, "w", newline="") as out:
        out.write("customer_id,Date,Description,Amount,Currency\n")
        for row in rows:
            out.write(",".join(row) + "\n")


if __name__ == "__main__":
    main()
