#!/usr/bin/env python3
"""Writes sample-transactions/*.csv: realistic, deterministic statements (seeded).

Three exports, each spanning several months, shaped as the real ones documented in
docs/research/bank-formats.md:
  hdfc-savings.csv   HDFC XLS statement saved as CSV: bank preamble, DD/MM/YY dates,
                     Withdrawal/Deposit columns, Indian grouping, STATEMENT SUMMARY trailer.
  paytm-wallet.csv   Paytm passbook: D/M/YYYY H:mm[:ss] dates, whole-rupee Debit/Credit,
                     a quoted "Transaction Breakup", a Status column with FAILED rows.
  amex-card.csv      American Express activity: MM/DD/YYYY, purchases positive, payments
                     negative, quoted multi-line Extended Details, Account # like -61006.
Amounts are written from integer paise/cents, never floats.
"""
import random, os, datetime

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sample-transactions")


def money(paise, grouping="western", blank_zero=False):
    if paise == 0 and blank_zero:
        return ""
    major, minor = divmod(paise, 100)
    digits = str(major)
    if grouping == "indian" and len(digits) > 3:
        head, tail = digits[:-3], digits[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        digits = ",".join(groups + [tail])
    elif grouping == "western" and len(digits) > 3:
        digits = f"{major:,}"
    return f"{digits}.{minor:02d}"


def days(year, month):
    d = datetime.date(year, month, 1)
    while d.month == month:
        yield d
        d += datetime.timedelta(days=1)


def hdfc(rng):
    spend = [
        ("UPI-SWIGGY-swiggy.stores@axb-AXB{r}-Payment for order", 18000, 95000),
        ("UPI-ZOMATO-zomato-order@ptybl-YBL{r}-UPI", 22000, 110000),
        ("UPI-BIGBASKET-bigbasket@hdfcbank-HDF{r}-Groceries", 60000, 320000),
        ("UPI-BLINKIT-blinkit.payu@hdfcbank-HDF{r}-UPI", 15000, 90000),
        ("POS 416021XXXXXX1234 DMART AVENUE KORAMANGALA", 80000, 450000),
        ("UPI-AMAZON PAY-amazonpay@apl-APL{r}-Order", 30000, 700000),
        ("UPI-FLIPKART-flipkart@axisbank-UTIB{r}-Payment", 50000, 450000),
        ("UPI-UBER INDIA-uber@axisbank-UTIB{r}-Ride", 12000, 65000),
        ("UPI-OLA CABS-olacabs@ybl-YBL{r}-Ride", 9000, 48000),
        ("POS 416021XXXXXX1234 INDIAN OIL PETROL PUMP", 150000, 400000),
        ("BBPS-BESCOM BANGALORE-{r}-ELECTRICITY BILL", 90000, 260000),
        ("BBPS-AIRTEL POSTPAID-{r}-MOBILE BILL", 49900, 119900),
        ("UPI-NETFLIX-netflix@icici-ICI{r}-Subscription", 64900, 64900),
        ("UPI-BOOKMYSHOW-bookmyshow@hdfc-HDF{r}-Movie", 40000, 150000),
        ("UPI-APOLLO PHARMACY-apollo@ybl-YBL{r}-Medicines", 25000, 180000),
        ("UPI-IRCTC-irctc@sbi-SBI{r}-Train ticket", 80000, 350000),
    ]
    rows = []
    balance = 18542350
    for (year, month) in [(2026, 9), (2026, 10), (2026, 11)]:
        for d in days(year, month):
            if year == 2026 and month == 11 and d.day > 21:
                break
            if d.day == 1:
                rows.append((d, "NEFT CR-HDFC0000001-ACME SOFTWARE PVT LTD-SALARY " + d.strftime("%b %Y").upper(), 0, 14250000))
                rows.append((d, "NEFT DR-SBIN0001234-RAMESH KUMAR-HOUSE RENT " + d.strftime("%b").upper(), 3500000, 0))
            if d.day == 5:
                rows.append((d, "CC 4375XXXXXXXX1006 AUTOPAY SI-TAD", 4200000, 0))
            if d.day == 28:
                rows.append((d, "CREDIT INTEREST CAPITALISED", 0, rng.randrange(15000, 60000)))
            for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
                text, lo, hi = rng.choice(spend)
                if lo == hi:
                    amount = lo
                else:
                    amount = rng.randrange(lo // 100, hi // 100) * 100 + rng.choice([0, 0, 50, 99])
                rows.append((d, text.format(r=rng.randrange(10**11, 10**12)), amount, 0))
            if rng.random() < 0.05:
                rows.append((d, "UPI-AMAZON SELLER SERVICES-REFUND-{}".format(rng.randrange(10**9, 10**10)), 0, rng.randrange(300, 3000) * 100))
    preamble = [
        ["HDFC BANK Ltd.", "", "", "", "", "", "Page No .: 1"],
        [""] * 7,
        ["MR RAHUL SHARMA", "", "", "", "", "", "Account Branch :KORAMANGALA"],
        ["FLAT 12 SUNRISE APARTMENTS", "", "", "", "", "", "Address :80 FEET ROAD"],
        ["BENGALURU 560034", "", "", "", "", "", "City :BANGALORE 560034"],
        ["JOINT HOLDERS :", "", "", "", "", "", "State :KARNATAKA"],
        ["", "", "", "", "", "", "Currency :INR"],
        ["Nomination : Registered", "", "", "", "", "", "Account No :50100123456789   OTHER"],
        ["Statement From : 01/09/2026 To : 21/11/2026", "", "", "", "", "", ""],
        [""] * 7,
        ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"],
    ]
    body = []
    opening = balance
    debits = credits = dr = cr = 0
    for d, text, out, inn in rows:
        balance = balance - out + inn
        date = d.strftime("%d/%m/%y")
        body.append([date, text, f"{rng.randrange(10**15):016d}", date,
                     money(out, "indian", True), money(inn, "indian", True), money(balance, "indian")])
        debits += out
        credits += inn
        dr += out > 0
        cr += inn > 0
    trailer = [
        [""] * 7,
        ["STATEMENT SUMMARY :-", "", "", "", "", "", ""],
        ["Opening Balance", "Dr Count", "Cr Count", "Debits", "Credits", "Closing Bal", ""],
        [money(opening, "indian"), str(dr), str(cr), money(debits, "indian"), money(credits, "indian"), money(balance, "indian"), ""],
        ["Generated On: 22-Nov-2026 01:14:09", "", "", "", "", "", ""],
        ["This is a computer generated statement and does not require signature.", "", "", "", "", "", ""],
    ]
    return preamble + body + trailer


def hdfc_csv(rng):
    # Build with the csv module so grouped amounts are quoted as a spreadsheet would.
    import csv, io
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    for row in hdfc(rng):
        w.writerow(row)
    return buf.getvalue()


def paytm(rng):
    import csv, io
    merchants = [
        ("Paid for order", "Swiggy", 90, 650), ("Paid for order", "Zomato", 120, 800),
        ("Paid for order", "Blinkit", 60, 900), ("Paid for order", "Uber", 80, 450),
        ("Paid for order", "Rapido", 30, 180), ("Paid for order", "BookMyShow", 150, 900),
        ("Paid for order", "Jio Prepaid Recharge", 239, 719), ("Paid for order", "FASTag Toll NH44", 45, 320),
        ("Paid for order", "Zepto", 80, 700), ("Paid for order", "PharmEasy", 120, 1500),
    ]
    rows = []
    n = 0
    for (year, month) in [(2026, 9), (2026, 10), (2026, 11)]:
        for d in days(year, month):
            if month == 11 and d.day > 21:
                break
            if d.day in (2, 16):
                rows.append((d, "Added to wallet", "HDFC Bank XX6789", "", 0, 2000, "SUCCESS"))
            for _ in range(rng.choice([0, 1, 1, 2])):
                act, dest, lo, hi = rng.choice(merchants)
                amt = rng.randrange(lo, hi)
                status = "FAILED" if rng.random() < 0.03 else "SUCCESS"
                rows.append((d, act, dest, "", amt, 0, status))
            if rng.random() < 0.06:
                rows.append((d, "Cashback Received", "Paytm Cashback", "Cashback on recharge", 0, rng.randrange(5, 60), "SUCCESS"))
    rows.reverse()  # Paytm lists newest first
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["Date", "Activity", "Source/Destination", "Wallet Txn ID", "Comment", "Debit", "Credit", "Transaction Breakup", "Status"])
    for d, act, dest, comment, debit, credit, status in rows:
        n += 1
        h, m, s = rng.randrange(7, 23), rng.randrange(60), rng.randrange(60)
        if rng.random() < 0.5:
            stamp = f"{d.day}/{d.month}/{d.year} {h}:{m:02d}"
        else:
            stamp = f"{d.day:02d}/{d.month:02d}/{d.year} {h:02d}:{m:02d}:{s:02d}"
        amount = debit or credit
        breakup = f"Wallet: {amount}" if "FASTag" not in dest else f"Wallet: {amount - 20}, Fastag: 20"
        w.writerow([stamp, act, dest, f"{31000000000 + rng.randrange(10**9)}", comment,
                    str(debit) if debit else "", str(credit) if credit else "", breakup, status])
    return buf.getvalue()


def amex(rng):
    import csv, io
    merchants = [
        ("STARBUCKS STORE 08123 NEW YORK NY", 450, 1800, "Restaurant-Bar & Café"),
        ("WHOLE FOODS MARKET #10234 BROOKLYN NY", 2500, 18000, "Merchandise & Supplies-Groceries"),
        ("UBER *TRIP HELP.UBER.COM CA", 900, 5500, "Transportation-Taxis & Coach"),
        ("AMAZON.COM*2K4LM0 AMZN.COM/BILL WA", 1200, 25000, "Merchandise & Supplies-Internet Purchase"),
        ("NETFLIX.COM LOS GATOS CA", 1549, 1549, "Entertainment-Associations"),
        ("SHELL OIL 57442109 JERSEY CITY NJ", 3000, 7500, "Transportation-Fuel"),
        ("DELTA AIR LINES ATLANTA GA", 18000, 65000, "Travel-Airline"),
        ("CVS/PHARMACY #04411 NEW YORK NY", 800, 6000, "Merchandise & Supplies-Pharmacies"),
        ("CON ED OF NY 800-752-6633 NY", 6500, 14000, "Business Services-Utilities"),
        ("TARGET 00012345 BROOKLYN NY", 1500, 12000, "Merchandise & Supplies-Department Stores"),
        ("CHIPOTLE 1234 NEW YORK NY", 1100, 3200, "Restaurant-Restaurant"),
    ]
    rows = []
    for (year, month) in [(2026, 9), (2026, 10), (2026, 11)]:
        for d in days(year, month):
            if month == 11 and d.day > 20:
                break
            if d.day == 12:
                rows.append((d, "AUTOPAY PAYMENT - THANK YOU", -rng.randrange(90000, 180000), "", ""))
            for _ in range(rng.choice([0, 1, 1, 2])):
                text, lo, hi, cat = rng.choice(merchants)
                amt = lo if lo == hi else rng.randrange(lo, hi)
                details = f"{text.split(' ')[0]}\n{rng.randrange(10**9, 10**10)}\nPOS PURCHASE"
                rows.append((d, text, amt, details, cat))
            if rng.random() < 0.03:
                rows.append((d, "AMAZON.COM REFUND AMZN.COM/BILL WA", -rng.randrange(1500, 9000), "RETURN CREDIT", "Merchandise & Supplies-Internet Purchase"))
    rows.reverse()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["Date", "Description", "Card Member", "Account #", "Amount", "Extended Details",
                "Appears On Your Statement As", "Address", "City/State", "Zip Code", "Country", "Reference", "Category"])
    for d, text, cents, details, cat in rows:
        sign = "-" if cents < 0 else ""
        amount = f"{sign}{abs(cents) // 100}.{abs(cents) % 100:02d}"
        w.writerow([d.strftime("%m/%d/%Y"), text, "JANE Q DOE", "-61006", amount, details, text,
                    "", "NEW YORK\nNY", "10001", "UNITED STATES", f"'3200{rng.randrange(10**11):011d}'", cat])
    return buf.getvalue()


def main():
    os.makedirs(OUT, exist_ok=True)
    outputs = {
        "hdfc-savings.csv": hdfc_csv(random.Random(2026_09)),
        "paytm-wallet.csv": paytm(random.Random(2026_10)),
        "amex-card.csv": amex(random.Random(2026_11)),
    }
    for name, text in outputs.items():
        with open(os.path.join(OUT, name), "w", newline="") as f:
            f.write(text)
        print(name, text.count("\n"), "lines")


if __name__ == "__main__":
    main()
