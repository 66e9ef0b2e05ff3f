#!/usr/bin/env python3
"""Writes the bank-format fixtures NN-id.csv and their NN-id.expected.tsv (see README.md).

Each fixture is written from the facts in docs/research/bank-formats.md: the export's header
line, delimiter, quoting, date format, amount model, sign convention, encoding, line ends,
preamble and trailer. Every name, number and account in them is invented.

The script works in two independent halves:
  1. `build_*` functions render each file line by line from row tables, and annotate every
     record with what it is (preamble, header, a transaction with its expected values, a row
     a reader must count instead of using, or a trailer row).
  2. `Reference` re-reads the written BYTES with Python's csv module and a small per-format
     description of the rules in README.md (which date column, which description column,
     which amount model), and recomputes every record's start line and values.
The expected TSV is written only when both halves agree on every record.

Usage: python3 make-fixtures.py            (rewrites all fixtures and expectations)
       python3 make-fixtures.py --check    (writes nothing; fails if a file on disk differs)
Money is written from integer minor units; nothing here goes through floating point.
"""
import csv
import datetime as dt
import io
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


# ---------------------------------------------------------------------------------------------
# Text helpers

def D(iso):
    return dt.date.fromisoformat(iso)


def group_indian(major):
    digits = str(major)
    if len(digits) <= 3:
        return digits
    head, tail = digits[:-3], digits[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join(groups + [tail])


def money(minor, group=None, dec=".", places=2):
    """Magnitude text of `minor` (>= 0): group None | 'western' | 'indian' | 'german'."""
    assert minor >= 0
    major, frac = divmod(minor, 100)
    if group == "western":
        digits = f"{major:,}"
    elif group == "indian":
        digits = group_indian(major)
    elif group == "german":
        digits = f"{major:,}".replace(",", ".")
    else:
        digits = str(major)
    if places == 0:
        assert frac == 0
        return digits
    if places == 1:
        assert frac % 10 == 0
        return f"{digits}{dec}{frac // 10}"
    return f"{digits}{dec}{frac:02d}"


def smoney(minor, **kw):
    return ("-" if minor < 0 else "") + money(abs(minor), **kw)


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def q(text):
    """RFC 4180 quoting."""
    return '"' + text.replace('"', '""') + '"'


# ---------------------------------------------------------------------------------------------
# The fixture builder: records with annotations

COUNTERS = ("zeroAmount", "nonTransaction", "notCompleted", "duplicates")


class Fixture:
    def __init__(self, nn, pid, currency, newline="\n", encoding="utf-8", bom=False):
        self.nn, self.pid, self.currency = nn, pid, currency
        self.newline, self.encoding, self.bom = newline, encoding, bom
        self.records = []  # (text, kind, expectation)

    def pre(self, text):
        self.records.append((text, "pre", None))

    def header(self, text):
        self.records.append((text, "header", None))

    def tx(self, text, date, direction, minor, desc, currency=None):
        assert direction in ("spent", "received") and minor > 0
        self.records.append((text, "tx", (date, direction, minor, currency or self.currency, desc)))

    def skip(self, text, counter):
        assert counter in COUNTERS
        self.records.append((text, counter, None))

    def trailer(self, text):
        self.records.append((text, "trailer", None))

    @property
    def name(self):
        return f"{self.nn:02d}-{self.pid}"

    def layout(self):
        """(start line, text, kind, expectation) for every record, 1-based lines."""
        line, out = 1, []
        for text, kind, expect in self.records:
            out.append((line, text, kind, expect))
            line += text.count("\n") + 1
        return out

    def data(self):
        text = self.newline.join(t for t, _, _ in self.records) + self.newline
        raw = text.encode(self.encoding)
        return (b"\xef\xbb\xbf" if self.bom else b"") + raw

    def expected(self):
        stats = {c: 0 for c in COUNTERS}
        rows = trailer = 0
        lines = []
        for line, text, kind, expect in self.layout():
            if kind in COUNTERS:
                stats[kind] += 1
                rows += 1
            elif kind == "tx":
                rows += 1
                date, direction, minor, currency, desc = expect
                lines.append("\t".join([str(line), date.isoformat(), direction, str(minor), currency, escape(desc)]))
            elif kind == "trailer":
                trailer += 1
        head = [f"# profile: {self.pid}",
                "# stats: rows={} zeroAmount={} nonTransaction={} notCompleted={} duplicates={} trailer={}".format(
                    rows, stats["zeroAmount"], stats["nonTransaction"], stats["notCompleted"], stats["duplicates"], trailer)]
        return "\n".join(head + lines) + "\n"


def escape(text):
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


# ---------------------------------------------------------------------------------------------
# The reference re-reader: Python's csv over the written bytes, per-format rules from README.md

class Rules:
    """How one export is read: columns by header name (or 0-based index for duplicate names)."""

    def __init__(self, delimiter=",", encoding="utf-8", date=None, date_tokens=1, desc=None,
                 amount=None, status=None, currency=None, decimal=".", headerless=False):
        self.delimiter, self.encoding = delimiter, encoding
        self.date, self.date_tokens = date, date_tokens  # (column, strptime format)
        self.desc = desc                                  # column, or function(cell) -> text
        self.amount = amount                              # function(cell) -> signed minor | None (all empty)
        self.status = status                              # function(cell) -> True when not completed
        self.currency = currency                          # ISO code, or function(cell) -> code
        self.decimal = decimal
        self.headerless = headerless


def parse_amount(text, decimal="."):
    """Signed minor units of an amount cell, or None when the cell is empty/whitespace."""
    s = text.strip()
    for symbol in ("£", "€", "$", "₹", "INR", "EUR"):
        s = s.replace(symbol, "")
    s = s.strip()
    if s == "":
        return None
    negative = False
    if s.startswith("(") and s.endswith(")"):
        negative, s = True, s[1:-1]
    if s.startswith("-"):
        negative, s = not negative, s[1:]
    elif s.startswith("+"):
        s = s[1:]
    s = s.strip().replace("," if decimal == "." else ".", "")
    if decimal in s:
        whole, frac = s.split(decimal)
        assert 1 <= len(frac) <= 2, text
        frac = frac.ljust(2, "0")
    else:
        whole, frac = s, "00"
    assert whole.isdigit() and frac.isdigit(), text
    value = int(whole) * 100 + int(frac)
    return -value if negative else value


class Reference:
    def __init__(self, fixture, rules):
        self.f, self.r = fixture, rules

    def records(self):
        raw = self.f.data()
        if raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]
        text = raw.decode(self.r.encoding)
        reader = csv.reader(io.StringIO(text, newline=""), delimiter=self.r.delimiter)
        out, consumed = [], 0
        for fields in reader:
            start = consumed + 1
            consumed = reader.line_num
            if fields == []:
                continue
            out.append((start, fields))
        return out

    def check(self):
        """Re-reads the bytes and compares every record with the builder's annotation."""
        written = [(line, kind, expect) for line, text, kind, expect in self.f.layout() if text != ""]
        parsed = self.records()
        assert len(written) == len(parsed), f"{self.f.name}: {len(written)} records written, {len(parsed)} parsed"
        header = None
        results = []
        for (line, kind, expect), (pline, fields) in zip(written, parsed):
            where = f"{self.f.name}:{line}"
            assert line == pline, f"{where}: record starts at line {pline} when re-read"
            if kind == "pre":
                continue
            if kind == "header":
                header = [h.strip() for h in fields]
                continue
            if header is None and not self.r.headerless:
                raise AssertionError(f"{where}: data before the header")
            results.append((where, kind, expect, self.interpret(header, fields, where)))
        # Dateless rows after the last dated row are the trailer; before it they are data.
        last_dated = max(i for i, (_, _, _, got) in enumerate(results) if got[0] != "dateless")
        for i, (where, kind, expect, got) in enumerate(results):
            if got[0] == "dateless":
                got = ("trailer",) if i > last_dated else got[1]
            if kind == "tx":
                assert got == ("tx",) + tuple(expect), f"{where}: written {expect}, re-read {got}"
            else:
                assert got == (kind,), f"{where}: annotated {kind}, re-read {got}"

    def cell(self, header, fields, column):
        if isinstance(column, int):
            index = column
        else:
            index = header.index(column)
        return fields[index] if index < len(fields) else ""

    def interpret(self, header, fields, where):
        r = self.r
        get = lambda column: self.cell(header, fields, column)
        try:
            column, fmt = r.date
            tokens = get(column).strip().split()
            date = dt.datetime.strptime(" ".join(tokens[:r.date_tokens]), fmt).date()
        except (ValueError, IndexError):
            # No date: a trailer row after the data, otherwise it must be a row with no amount.
            try:
                fallback = ("nonTransaction",) if r.amount(get) is None else ("bad date",)
            except AssertionError:
                fallback = ("bad date",)
            return ("dateless", fallback)
        amounts = r.amount(get)
        if r.status is not None and r.status(get):
            return ("notCompleted",)
        if amounts is None:
            return ("nonTransaction",)
        if amounts == 0:
            return ("zeroAmount",)
        desc = r.desc(get) if callable(r.desc) else get(r.desc)
        currency = r.currency(get) if callable(r.currency) else r.currency
        return ("tx", date, "spent" if amounts < 0 else "received", abs(amounts), currency, desc.strip())


def split_columns(debit, credit, decimal="."):
    """Debit/credit pair: `0.00`, empty or blank is 'not this one'; magnitudes taken."""
    def amount(get):
        d, c = parse_amount(get(debit), decimal), parse_amount(get(credit), decimal)
        if d is None and c is None:
            return None
        d, c = abs(d or 0), abs(c or 0)
        assert not (d and c), "both columns filled"
        return c - d
    return amount


def signed(column, invert=False, decimal="."):
    def amount(get):
        value = parse_amount(get(column), decimal)
        return None if value is None else (-value if invert else value)
    return amount


def marker(column, marker_column, spent_tokens, received_tokens, decimal="."):
    def amount(get):
        value = parse_amount(get(column), decimal)
        if value is None:
            return None
        token = get(marker_column).strip().upper()
        if token in spent_tokens:
            return -abs(value)
        assert token in received_tokens, token
        return abs(value)
    return amount


# ---------------------------------------------------------------------------------------------
# India

def build_hdfc_delimited():
    f = Fixture(1, "hdfc-delimited", "INR")
    width = 105
    f.pre("")
    f.header(",".join(["  Date     ", "Narration".ljust(width), "Value Dat", "Debit Amount       ",
                       "Credit Amount      ", "Chq/Ref Number   ", "Closing Balance"]))
    balance = 8452075
    rows = [
        ("2026-01-02", "2026-01-02", "UPI-SWIGGY-SWIGGY.STORES@AXB-AXB0000001-600212345678-PAYMENT FOR ORDER", -41200, "0000600212345678"),
        ("2026-01-03", "2026-01-04", "POS 512345XXXXXX6789 RELIANCE SMART KORAMANGALA", -231840, "0000600398765432"),
        ("2026-01-05", "2026-01-05", "ACH D- TP ACH BAJAJ FINANCE-4401234567", -625000, "0000004401234567"),
        ("2026-01-15", "2026-01-15", "ATW-512345XXXXXX6789-S1ANBG12-BANGALORE", -500000, "0000000000012345"),
        ("2026-01-31", "2026-01-31", "NEFT CR-ICIC0000104-NORTHWIND TECHNOLOGIES PVT LTD-SALARY JAN 2026-ICICN52026013100123", 9840000, "ICICN52026013100"),
        ("2026-02-01", "2026-02-01", "IMPS-603212345678-MEERA IYER-SBIN-XXXXXXX4321-RENT FEB", -2200000, "0000603212345678"),
        ("2026-02-07", "2026-02-07", "UPI-BESCOM-BESCOM.BILLDESK@HDFCBANK-HDFC0000001-603812345678-ELECTRICITY BILL", -184600, "0000603812345678"),
        ("2026-02-14", "2026-02-14", "UPI-AMAZON PAY-AMAZONPAYREFUND@APL-UTIB0000100-604512345678-REFUND", 79900, "0000604512345678"),
        ("2026-02-21", "2026-02-21", "UPI-ZEPTO MARKETPLACE-ZEPTO.PAYU@HDFCBANK-HDFC0000001-605212345678-UPI", -112350, "0000605212345678"),
        ("2026-03-02", "2026-03-02", "UPI-IRCTC-IRCTC.UPI@SBI-SBIN0000001-606112345678-TRAIN TICKET", -153565, "0000606112345678"),
    ]
    for day, value_day, narration, amount, ref in rows:
        balance += amount
        debit, credit = (-amount, 0) if amount < 0 else (0, amount)
        text = ",".join([f" {D(day):%d/%m/%y}  ", narration.ljust(width), f"{D(value_day):%d/%m/%y} ",
                         f"{money(debit):>14}     ", f"{money(credit):>14}     ", ref + " ", f"{money(balance):>15}"])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), narration)
    return f, Rules(date=("Date", "%d/%m/%y"), desc="Narration",
                    amount=split_columns("Debit Amount", "Credit Amount"), currency="INR")


def build_hdfc():
    f = Fixture(2, "hdfc", "INR")
    for line in ["HDFC BANK LIMITED,,,,,,",
                 ",,,,,,",
                 "MS ANANYA RAO,,,,,,Account Branch :INDIRANAGAR",
                 "NO 45 2ND CROSS LAKESIDE LAYOUT,,,,,,Address :100 FEET ROAD HAL 2ND STAGE",
                 "BENGALURU 560038,,,,,,City :BANGALORE 560038",
                 "KARNATAKA INDIA,,,,,,State :KARNATAKA",
                 ",,,,,,Currency :INR",
                 "Nomination : Not Registered,,,,,,Account No :50100987654321   SAVINGS",
                 "Statement From : 01/01/2026 To : 28/02/2026,,,,,,",
                 ",,,,,,"]:
        f.pre(line)
    f.header("Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance")
    opening = balance = 8543025
    rows = [
        ("2026-01-01", "NEFT DR-SBIN0004567-PRAKASH RENTALS-NETBANK MUM-N001260012345678-RENT JAN 2026", "N001260012345678", -3200000),
        ("2026-01-02", "UPI-BIGBASKET-BIGBASKET@HDFCBANK-HDFC0000001-600211122233-GROCERIES", "0000600211122233", -284630),
        ("2026-01-06", "POS 416021XXXXXX9876 HP PETROL PUMP INDIRANAGAR", "0000000060612345", -310000),
        ("2026-01-14", "UPI-APOLLO PHARMACY-APOLLOPHARMACY@YBL-YESB0YBLUPI-601412312312-MEDICINES", "0000601412312312", -68400),
        ("2026-01-19", "BBPS-AIRTEL POSTPAID-2601190012345-MOBILE BILL", "0000002601190012", -59900),
        ("2026-01-31", "NEFT CR-CITI0100000-ACME ANALYTICS INDIA PVT LTD-SALARY JAN 2026", "CITIN26013112345", 14600000),
        ("2026-02-03", "UPI-SWIGGY-SWIGGY.STORES@AXB-AXB0000001-603412398765-PAYMENT FOR ORDER", "0000603412398765", -52700),
        ("2026-02-10", "CC 4375XXXXXXXX1006 AUTOPAY SI-TAD", "0000000000000000", -1845200),
        ("2026-02-16", "UPI-BOOKMYSHOW-BOOKMYSHOW@HDFCBANK-HDFC0000001-604712345670-MOVIE", "0000604712345670", -124000),
        ("2026-02-23", "UPI-RAZORPAY REFUND-RAZORPAY.REFUND@ICICI-ICIC0DC0099-605412345111-REFUND", "0000605412345111", 149900),
        ("2026-02-27", "ATW-416021XXXXXX9876-S1ACBL18-BANGALORE", "0000000000004512", -400000),
    ]

    def cell(minor):
        text = money(minor, group="indian")
        return q(text) if "," in text else text

    debits = credits = dr_count = cr_count = 0
    for day, narration, ref, amount in rows:
        balance += amount
        if amount < 0:
            debits, dr_count = debits - amount, dr_count + 1
        else:
            credits, cr_count = credits + amount, cr_count + 1
        stamp = f"{D(day):%d/%m/%y}"
        text = ",".join([stamp, narration, ref, stamp, cell(-amount) if amount < 0 else "",
                         cell(amount) if amount > 0 else "", cell(balance)])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), narration)
    f.trailer("STATEMENT SUMMARY :-,,,,,,")
    f.trailer("Opening Balance,Dr Count,Cr Count,Debits,Credits,Closing Bal,")
    f.trailer(",".join([cell(opening), str(dr_count), str(cr_count), cell(debits), cell(credits), cell(balance), ""]))
    f.trailer("This is a computer generated statement and does not require signature.,,,,,,")
    return f, Rules(date=("Date", "%d/%m/%y"), desc="Narration",
                    amount=split_columns("Withdrawal Amt.", "Deposit Amt."), currency="INR")


def build_icici():
    f = Fixture(3, "icici", "INR")
    for line in ["DETAILED STATEMENT", "Account Name: MR KARAN MEHTA", "Account Number: XXXXXXXX4521",
                 "Transactions List for the period 01-01-2026 to 28-02-2026", ""]:
        f.pre(line)
    f.header("DATE,MODE**,PARTICULARS,DEPOSITS,WITHDRAWALS,BALANCE")
    balance = 4825060
    f.skip(f"01-01-2026,,B/F,0.00,0.00,{money(balance)}", "zeroAmount")
    rows = [
        ("2026-01-03", "UPI", "UPI/600312345678/Payment from Ph/swiggy.stores@axb/AXIS BANK", -38600),
        ("2026-01-08", "DEBIT CARD", "POS/512345XXXXXX4521/DMART AVENUE/WHITEFIELD", -221475),
        ("2026-01-12", "NET BANKING", "BIL/ONL/000123456789/BESCOM/BESCOM ELECTRICITY", -138800),
        ("2026-01-20", "ATM", "ATM/CASH WDL/S1CN1234/WHITEFIELD BLR", -300000),
        ("2026-01-31", "NEFT", "NEFT-CITIN26013112345-GLOBEX SOFTWARE PVT LTD-SALARY JAN", 11250000),
        ("2026-02-02", "UPI", "UPI/603312345678/Rent Feb/anil.k@okicici/ICICI Bank", -2500000),
        ("2026-02-11", "UPI", "UPI/604212345678/Order/zomato@hdfcbank/HDFC BANK LTD", -64550),
        ("2026-02-18", "NET BANKING", "BIL/INFT/EDC1234567/Mutual Fund SIP", -500000),
        ("2026-02-25", "UPI", "UPI/605612345678/Refund/flipkart.refund@axisbank/AXIS BANK", 129900),
    ]
    for day, mode, particulars, amount in rows:
        balance += amount
        deposit, withdrawal = (amount, 0) if amount > 0 else (0, -amount)
        text = ",".join([f"{D(day):%d-%m-%Y}", mode, particulars, money(deposit), money(withdrawal), money(balance)])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), particulars)
    f.trailer("** MODE is the channel through which the transaction was made (UPI / NEFT / ATM / DEBIT CARD / NET BANKING)")
    f.trailer("This is a system generated statement. Please report any discrepancy within 30 days of receipt.")
    return f, Rules(date=("DATE", "%d-%m-%Y"), desc="PARTICULARS",
                    amount=split_columns("WITHDRAWALS", "DEPOSITS"), currency="INR")


def build_icici_netbanking():
    f = Fixture(4, "icici-netbanking", "INR")
    for line in [",,,,,,,,",
                 ",DETAILED STATEMENT,,,,,,,",
                 ",,,,,,,,",
                 ",Transactions List - KARAN MEHTA (INR) - 000401234567,,,,,,,",
                 ",Account Number,000401234567 ( INR ) - KARAN MEHTA,,,,,,",
                 ",,,,,,,,",
                 ",Transaction Date from,01/01/2026,,,,,,",
                 ",Transaction Date to,28/02/2026,,,,,,",
                 ",Transaction Period,All,,,,,,",
                 ",Advanced Search,,,,,,,",
                 ",Amount from,-,,,,,,",
                 ",Amount to,-,,,,,,"]:
        f.pre(line)
    f.header(",S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )")
    balance = 6124000
    rows = [  # value date, transaction date, cheque, remarks, signed amount
        ("2026-01-02", "2026-01-02", "-", "UPI/600212349876/Payment fr/zomato.payu@icici/ICICI Bank/ICI7a1b2c3d4e", -38900),
        ("2026-01-05", "2026-01-05", "-", "MMT/IMPS/600512345678/RENT JAN/SUNIL SHARMA/HDFC0001234", -2400000),
        ("2026-01-09", "2026-01-09", "000123", "CLG/PRAKASH INTERIORS/000123/CITI", -750000),
        ("2026-01-16", "2026-01-16", "-", "VPS/LIFESTYLE INT/202601161234/123456/BANGALORE", -345700),
        ("2026-02-01", "2026-01-31", "-", "NEFT-CITIN26013198765-INITECH SERVICES PVT LTD-JAN SALARY-0123456789-CITI0100000", 10500000),
        ("2026-02-03", "2026-02-03", "-", "BIL/ONL/001234567890/AIRTEL/Airtel Broadband", -117882),
        ("2026-02-11", "2026-02-10", "-", "UPI/604112345670/Groceries/bigbasket@hdfcbank/HDFC BANK/HDF9f8e7d6c5b", -189240),
        ("2026-02-19", "2026-02-19", "-", "NFS/CASH WDL/19-02-26/S1CNC123/KORAMANGALA", -200000),
        ("2026-02-24", "2026-02-24", "-", "UPI/605512345612/Refund/amazon.refund@apl/Axis Bank/AXI0a1b2c3d4e", 64900),
        ("2026-02-28", "2026-02-28", "-", "000401234567:Int.Pd:01-11-2025 to 31-01-2026", 41200),
    ]
    for n, (value_day, day, cheque, remarks, amount) in enumerate(rows, 1):
        balance += amount
        w, d = (-amount, 0) if amount < 0 else (0, amount)
        text = ",".join(["", str(n), f"{D(value_day):%d/%m/%Y}", f"{D(day):%d/%m/%Y}", cheque, remarks,
                         money(w), money(d), money(balance)])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), remarks)
    for legend in ["Legends Used in Account Statement",
                   "BIL - Internet Banking Bill Payment",
                   "BPAY - Bill Payment",
                   "CCWD - Cardless Cash Withdrawal",
                   "CLG - Cheque Clearing",
                   "DTAX - Direct Tax",
                   "IDTX - Indirect Tax",
                   "INF - Internet Fund Transfer in linked accounts",
                   "INFT - Internal Fund Transfer",
                   "MMT - Mobile Money Transfer (IMPS)",
                   "NEFT - National Electronic Fund Transfer",
                   "NFS - Cash withdrawal at other bank ATM",
                   "RCHG - Recharge",
                   "RTGS - Real Time Gross Settlement",
                   "UPI - Unified Payments Interface",
                   "VPS/IPS - Debit Card Transaction",
                   "Sincerely",
                   "Team ICICI Bank",
                   "This is an authenticated intimation/statement. Customers are requested to immediately notify the Bank of any discrepancy in the statement."]:
        f.trailer("," + legend + ",,,,,,,")
    return f, Rules(date=("Transaction Date", "%d/%m/%Y"), desc="Transaction Remarks",
                    amount=split_columns("Withdrawal Amount (INR )", "Deposit Amount (INR )"), currency="INR")


def build_icici_card():
    f = Fixture(5, "icici-card", "INR")
    f.pre('"Accountno:","4375XXXXXXXX1008"')
    f.pre('"Customer Name:","MR KARAN MEHTA"')
    f.pre('"Address:","FLAT 302, PALM GROVE, HSR LAYOUT, BENGALURU 560102"')
    f.pre('"Transaction Details:"')
    f.header('"Date","Sr.No.","Transaction Details","Reward Point Header","Intl.Amount","Amount(in Rs)","BillingAmountSign"')
    f.skip('"4375XXXXXXXX1008"', "nonTransaction")
    rows = [  # date, sr, details, points, intl, amount, sign
        ("2026-01-03", "8123400011", "AMAZON PAY INDIA PRIVA BANGALORE IN", "14", "0", 149900, ""),
        ("2026-01-06", "8123400012", "SWIGGY BANGALORE IN", "2", "0", 43800, ""),
        ("2026-01-11", "8123400013", "IRCTC UTS NEW DELHI IN", "3", "0", 61590, ""),
        ("2026-01-19", "8123400014", "GITHUB INC SAN FRANCISCO US", "8", "10.00", 90437, ""),
        ("2026-01-24", "8123400015", "INFINITY PAYMENT RECEIVED, THANK YOU", "0", "0", 1865000, "CR"),
        ("2026-01-30", "8123400016", "MAKEMYTRIP INDIA PVT LT GURGAON IN", "62", "0", 623000, ""),
        ("2026-02-04", "8123400017", "MAKEMYTRIP INDIA PVT LT GURGAON IN", "0", "0", 311500, "CR"),
        ("2026-02-13", "8123400018", "BPCL FUEL STATION BANGALORE IN", "0", "0", 250000, ""),
        ("2026-02-17", "8123400019", "FUEL SURCHARGE REVERSAL", "0", "0", 2500, "CR"),
        ("2026-02-25", "8123400020", "ZOMATO GURGAON IN", "3", "0", 71200, ""),
    ]
    for day, sr, details, points, intl, amount, sign in rows:
        text = ",".join(q(c) for c in [f"{D(day):%d/%m/%Y}", sr, details, points, intl, money(amount), sign])
        f.tx(text, D(day), "received" if sign == "CR" else "spent", amount, details)
    return f, Rules(date=("Date", "%d/%m/%Y"), desc="Transaction Details",
                    amount=marker("Amount(in Rs)", "BillingAmountSign", {""}, {"CR"}), currency="INR")


def build_sbi():
    f = Fixture(6, "sbi", "INR")
    balance = 4512035
    T = "\t"
    for line in ["Account Name	:	Mr. ROHAN DESAI",
                 "Address	:	14 MG ROAD",
                 "	 	SHIVAJINAGAR",
                 "	 	PUNE-411005",
                 "Date	:	1 Mar 2026",
                 "Account Number	:	_00000031234567890",
                 "Account Description	:	REGULAR SB CHQ-INDIVIDUALS",
                 "Branch	:	SHIVAJINAGAR PUNE",
                 "Drawing Power	:	0.00",
                 "Interest Rate(% p.a.)	:	2.7",
                 "MOD Balance	:	0.00",
                 "CIF No.	:	_80001234567",
                 "IFS Code	:	SBIN0001234",
                 "MICR Code	:	411002003",
                 "Nomination Registered	:	Yes",
                 f"Balance as on 1 Jan 2026	:	{money(balance, group='western')}",
                 "",
                 "Account Statement from 1 Jan 2026 to 28 Feb 2026",
                 ""]:
        f.pre(line)
    f.header(T.join(["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"]))
    rows = [  # txn date, value date, description, reference, signed amount
        ("2026-01-02", "2026-01-02", "TO TRANSFER-UPI/DR/600298765432/SWIGGY/YESB/swiggy.stor/Payment-", "TRANSFER TO 4897694162093", -34900),
        ("2026-01-05", "2026-01-05", "ATM WDL-ATM CASH 60051 SBI SHIVAJINAGAR PUNE", "ATM CASH 60051", -300000),
        ("2026-01-09", "2026-01-09", "TO TRANSFER-UPI/DR/600912345678/MSEDCL/UTIB/msedcl.bil/Electricity-", "TRANSFER TO 4897694162093", -128400),
        ("2026-01-16", "2026-01-17", "DEBIT-ATMCard AMC 456789*1234 CLASSIC", "", -23600),
        ("2026-01-30", "2026-01-30", "BY TRANSFER-NEFT*HDFC0000001*N030260123456*NORTHWIND TECHNO-", "TRANSFER FROM 3199412345678", 7650000),
        ("2026-02-03", "2026-02-03", "TO TRANSFER-INB IMPS603412345678/9876543210/XX4321/RentFeb-", "TRANSFER TO 4897694162093", -1800000),
        ("2026-02-11", "2026-02-11", "TO TRANSFER-UPI/DR/604212345678/BIGBASKE/HDFC/bigbasket@/Groceries-", "TRANSFER TO 4897694162093", -214760),
        ("2026-02-17", "2026-02-17", "BY TRANSFER-UPI/CR/604812345678/RAHUL S/SBIN/rahul.s@ok/Dinner split-", "TRANSFER FROM 4897694162093", 85000),
        ("2026-02-24", "2026-02-24", "TO TRANSFER-UPI/DR/605512345678/JIO/UTIB/jio@axisba/Recharge-", "TRANSFER TO 4897694162093", -29900),
    ]

    def sbi_date(day):
        return f"{day.day} {MONTHS[day.month - 1]} {day.year}"

    for day, value_day, desc, ref, amount in rows:
        balance += amount
        debit = f"{money(-amount, group='western'):>12}" if amount < 0 else " "
        credit = f"{money(amount, group='western'):>12}" if amount > 0 else " "
        text = T.join([sbi_date(D(day)), sbi_date(D(value_day)), desc, ref or " ", debit, credit,
                       f"{money(balance, group='western'):>14}"])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), desc)
    f.trailer("**This is a computer generated statement and does not require a signature")
    return f, Rules(delimiter="\t", date=("Txn Date", "%d %b %Y"), date_tokens=3, desc="Description",
                    amount=split_columns("Debit", "Credit"), currency="INR")


def build_axis():
    f = Fixture(7, "axis", "INR")
    for line in ["Name :- MR VIKRAM NAIR",
                 "Joint Holder :- -",
                 "FLAT 8B SEA BREEZE APARTMENTS",
                 "MARINE DRIVE",
                 "KOCHI",
                 "KERALA-682031",
                 "Customer ID :- 812345678",
                 "IFSC Code :- UTIB0000123",
                 "MICR Code :- 682211002",
                 "Nominee Registered :- Y",
                 "",
                 "Statement of Account No - 912010012345678 for the period (From : 01-01-2026 To : 28-02-2026)",
                 ""]:
        f.pre(line)
    f.header("Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL")
    balance = 6250000
    pad = lambda minor: f"{money(minor):>21}"
    blank = q(" ")
    f.skip(",".join(["01-01-2026", "-", "OPENING BALANCE", blank, blank, pad(balance), "2215"]), "nonTransaction")
    rows = [
        ("2026-01-02", "-", "UPI/P2M/600212345611/SWIGGY/Payment fo/YES BANK LIMITED YBS", -41200),
        ("2026-01-06", "-", "UPI/P2A/600612345622/RAJESH K/Rent/HDFC BANK LTD", -1500000),
        ("2026-01-12", "-", "NBSM/20260112123456/KSEB ELECTRICITY/", -164200),
        ("2026-01-19", "-", "ATM-CASH-AXIS/KOCHI MG ROAD", -500000),
        ("2026-01-27", "000457", "CLG/ANIL KUMAR/000457/FEDERAL BANK", -1200000),
        ("2026-01-31", "-", "NEFT/CITIN26013155555/CONTOSO INDIA PVT LTD/SALARY JAN", 8800000),
        ("2026-02-05", "-", "IMPS/P2A/603612345633/ANJALI N/FEDERAL/Trip share", 235000),
        ("2026-02-10", "-", "UPI/P2M/604112345644/BIGBASKET/Groceries/HDFC BANK LTD", -297845),
        ("2026-02-18", "-", "ECOM PUR/AMAZON PAY INDIA PVT/18-02-2026", -124900),
        ("2026-02-28", "-", "SB:912010012345678:Int.Pd:01-12-2025 to 28-02-2026", 35600),
    ]
    for day, chq, particulars, amount in rows:
        balance += amount
        text = ",".join([f"{D(day):%d-%m-%Y}", chq, particulars, pad(-amount) if amount < 0 else blank,
                         pad(amount) if amount > 0 else blank, pad(balance), "2215"])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), particulars)
    f.pre("")
    f.trailer(q("Unless the constituent notifies the bank immediately of any discrepancy found by him/her in this "
                "statement of account, it will be taken that he/she has found the account correct."))
    return f, Rules(date=("Tran Date", "%d-%m-%Y"), desc="PARTICULARS", amount=split_columns("DR", "CR"), currency="INR")


def build_kotak():
    f = Fixture(8, "kotak", "INR")
    for line in ['"",,Account Statement,,,,,,',
                 ",,,,,,,,",
                 "KOTAK MAHINDRA BANK,,,,,,Period,From 01/01/2026 To 28/02/2026,",
                 ",,,,,,Account No.,XXXXXXXX7788,",
                 "NEHA KULKARNI,,,,,,Currency,INR,",
                 "22 LAKE VIEW ROAD,,,,,,Branch,BANER PUNE,",
                 "PUNE 411045,,,,,,IFSC,KKBK0001782,",
                 "MAHARASHTRA,,,,,,MICR,411485012,",
                 ",,,,,,Cust. Reln. No.,123456789,",
                 ",,,,,,,,",
                 ",,,,,,,,"]:
        f.pre(line)
    f.header("Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance,Dr / Cr")
    balance = 4530000
    rows = [
        ("2026-01-02", "2026-01-02", "UPI/SWIGGY LIMITED/600212345690/Food order", "UPI-600212345690", -41200),
        ("2026-01-04", "2026-01-04", "UPI/D MART/600412345691/Groceries", "UPI-600412345691", -284560),
        ("2026-01-08", "2026-01-08", "IMPS/P2A/600812345692/ROHIT V/Rent Jan", "IMPS-600812345692", -1800000),
        ("2026-01-15", "2026-01-16", "BILL PAID TO CREDIT CARD XX4821", "IB15012026123456", -1246030),
        ("2026-01-30", "2026-01-30", "NEFT HDFC0000240 UMBRELLA CORP INDIA PVT LTD SALARY JAN", "NEFTINW-0123456789", 13250000),
        ("2026-02-06", "2026-02-06", "UPI/BESCOM/603712345693/Electricity", "UPI-603712345693", -121200),
        ("2026-02-13", "2026-02-13", "UPI/ANKIT SHAH/604412345694/Movie tickets", "UPI-604412345694", 60000),
        ("2026-02-20", "2026-02-20", "ATL/123456XXXXXX7788/CASH WDL/PUNE", "ATM-0412", -300000),
        ("2026-02-26", "2026-02-26", "UPI/ZOMATO LTD/605712345695/Dinner", "UPI-605712345695", -76400),
    ]
    for n, (day, value_day, desc, ref, amount) in enumerate(rows, 1):
        balance += amount
        text = ",".join([str(n), f"{D(day):%d-%m-%Y}", f"{D(value_day):%d-%m-%Y}", desc, ref,
                         q(money(abs(amount), group="indian")), "DR" if amount < 0 else "CR",
                         q(money(balance, group="indian")), "CR"])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), desc)
    f.trailer(f'Closing balance,"as on 28/02/2026   INR {money(balance, group="indian")}"')
    f.pre("")
    f.trailer('"For any discrepancy in this statement, please call our 24x7 Contact Centre or visit your nearest branch."')
    return f, Rules(date=("Transaction Date", "%d-%m-%Y"), desc="Description",
                    amount=marker("Amount", 6, {"DR"}, {"CR"}), currency="INR")


def build_paytm():
    f = Fixture(9, "paytm", "INR")
    f.header("Date,Activity,Source/Destination,Wallet Txn ID,Comment,Debit,Credit,Transaction Breakup,Status")
    rows = [  # date cell, activity, source/destination, id, comment, debit, credit, breakup, status  (newest first)
        ("26/02/2026 20:41:07", "Paid for order", "Zomato", "38266100419", "", 412, 0, "Wallet: 412", "SUCCESS"),
        ("19/2/2026 9:05", "Paid for order", "FASTag Toll Khed Shivapur", "38190500233", "", 96, 0, "Wallet: 66, Fastag: 30", "SUCCESS"),
        ("14/02/2026 18:25:40", "Paid for order", "BookMyShow", "38145512077", "", 560, 0, "Wallet: 560", "SUCCESS"),
        ("14/02/2026 18:22:16", "Paid for order", "BookMyShow", "38145512040", "", 560, 0, "Wallet: 560", "FAILED"),
        ("9/2/2026 13:10", "Added to wallet", "HDFC Bank XX6789", "38091200815", "", 0, 1000, "Wallet: 1000", "SUCCESS"),
        ("03/02/2026 08:47:55", "Paid for order", "Uber", "38034411902", "", 187, 0, "Wallet: 187", "SUCCESS"),
        ("28/01/2026 21:30:02", "Cashback Received", "Paytm Cashback", "37281900311", "Cashback on recharge", 0, 25, "Wallet: 25", "SUCCESS"),
        ("27/1/2026 12:04", "Paid for order", "Jio Prepaid Recharge", "37270812460", "", 299, 0, "Wallet: 299", "SUCCESS"),
        ("15/01/2026 19:58:33", "Paid for order", "Blinkit", "37155519027", "", 348, 0, "Wallet: 348", "SUCCESS"),
        ("6/1/2026 17:42", "Paid for order", "Rapido", "37061700452", "", 79, 0, "Wallet: 79", "SUCCESS"),
        ("2/1/2026 10:15", "Money Received", "Ravi K", "37021088123", "Dinner share", 0, 500, "Wallet: 500", "SUCCESS"),
    ]
    for stamp, activity, source, txid, comment, debit, credit, breakup, status in rows:
        text = ",".join([stamp, activity, source, txid, comment, str(debit) if debit else "", str(credit) if credit else "",
                         q(breakup) if "," in breakup else breakup, status])
        day = dt.datetime.strptime(stamp.split()[0], "%d/%m/%Y").date()
        if status != "SUCCESS":
            f.skip(text, "notCompleted")
        else:
            f.tx(text, day, "spent" if debit else "received", (debit or credit) * 100, f"{activity}: {source}")
    return f, Rules(date=("Date", "%d/%m/%Y"), desc=lambda get: f'{get("Activity")}: {get("Source/Destination")}', amount=split_columns("Debit", "Credit"),
                    status=lambda get: get("Status").strip() != "SUCCESS", currency="INR")


# ---------------------------------------------------------------------------------------------
# United States

def build_chase():
    f = Fixture(10, "chase", "USD")
    f.header("Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #")
    balance = 314022
    rows = [  # details, date, description, amount, type, check
        ("DEBIT", "2026-01-02", "STARBUCKS STORE 12345 SEATTLE WA             01/02", -645, "DEBIT_CARD", ""),
        ("DEBIT", "2026-01-05", "XFINITY MOBILE   PPD ID: 9000123456", -8999, "ACH_DEBIT", ""),
        ("CHECK", "2026-01-09", "CHECK 1047", -15000, "CHECK_PAID", "1047"),
        ("CREDIT", "2026-01-15", "ORIG CO NAME:NORTHWIND TECH       ORIG ID:9876543210 DESC DATE:260115 CO ENTRY DESCR:PAYROLL   SEC:PPD    TRACE#:021000020123456 EED:260115   IND ID:00000012345             IND NAME:JORDAN P AVERY TRN: 0150123456TC", 241588, "ACH_CREDIT", ""),
        ("DEBIT", "2026-01-21", "ATM WITHDRAWAL                       004512  01/211130 BROADWAY NEW YORK NY", -20000, "ATM", ""),
        ("DEBIT", "2026-01-28", "Online Transfer to SAV ...4455 transaction#: 12345678901 01/28", -50000, "ACCT_XFER", ""),
        ("DEBIT", "2026-02-03", "AMAZON MKTPLACE PMTS AMZN.COM/BILL WA        02/02", -3499, "DEBIT_CARD", ""),
        ("CREDIT", "2026-02-06", "AMAZON.COM  REFUND  AMZN.COM/BILL WA          02/05", 1249, "REFUND_TRANSACTION", ""),
        ("DSLIP", "2026-02-10", "REMOTE ONLINE DEPOSIT #          1", 32500, "CHECK_DEPOSIT", ""),
        ("DEBIT", "2026-02-17", "MONTHLY SERVICE FEE", -1200, "FEE_TRANSACTION", ""),
        ("DEBIT", "2026-02-24", "TRADER JOE S #552   QPS NEW YORK NY        02/23", -5817, "DEBIT_CARD", ""),
    ]
    lines = []
    for details, day, desc, amount, kind, check in rows:
        balance += amount
        text = ",".join([details, f"{D(day):%m/%d/%Y}", q(desc), smoney(amount), kind, money(balance), check, ""])
        lines.append((text, D(day), amount, desc))
    for text, day, amount, desc in reversed(lines):  # newest first, as Chase writes
        f.tx(text, day, "spent" if amount < 0 else "received", abs(amount), desc)
    return f, Rules(date=("Posting Date", "%m/%d/%Y"), desc="Description", amount=signed("Amount"), currency="USD")


def build_chase_card():
    f = Fixture(11, "chase-card", "USD")
    f.header("Card,Transaction Date,Post Date,Description,Category,Type,Amount,Memo")
    rows = [  # transaction date, post date, description, category, type, amount
        ("2026-01-03", "2026-01-04", "WHOLEFDS MKT 10233", "Groceries", "Sale", -8412),
        ("2026-01-08", "2026-01-09", "UBER   *EATS", "Food & Drink", "Sale", -2743),
        ("2026-01-14", "2026-01-15", "NETFLIX.COM", "Entertainment", "Sale", -1549),
        ("2026-01-19", "2026-01-19", "Payment Thank You-Mobile", "", "Payment", 51230),
        ("2026-01-22", "2026-01-24", "TARGET 00012345", "Shopping", "Sale", -6328),
        ("2026-01-26", "2026-01-27", "TARGET 00012345", "Shopping", "Return", 1999),
        ("2026-01-31", "2026-02-02", "SHELL OIL 57444212500", "Gas", "Sale", -4106),
        ("2026-02-09", "2026-02-10", "DELTA AIR 0062345678901", "Travel", "Sale", -31840),
        ("2026-02-15", "2026-02-15", "ANNUAL MEMBERSHIP FEE", "Fees & Adjustments", "Fee", -9500),
        ("2026-02-21", "2026-02-22", "CVS/PHARMACY #04412", "Health & Wellness", "Sale", -2276),
    ]
    for day, post, desc, category, kind, amount in reversed(rows):
        text = ",".join(["4821", f"{D(day):%m/%d/%Y}", f"{D(post):%m/%d/%Y}", desc, category, kind, smoney(amount), ""])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), desc)
    return f, Rules(date=("Transaction Date", "%m/%d/%Y"), desc="Description", amount=signed("Amount"), currency="USD")


def build_bofa():
    f = Fixture(12, "bofa", "USD", newline="\r\n")
    opening = balance = 341287
    rows = [
        ("2026-01-02", "Zelle payment to MAYA CHEN Conf# h8a2k3m9q", -4500),
        ("2026-01-06", "CHECKCARD 0105 WHOLEFDS HAR 10239 BOSTON MA 24431066006123456789012", -9218),
        ("2026-01-12", "EVERSOURCE DES:PAYMENT ID:1234567890 INDN:AVERY JORDAN CO ID:XXXXX60510 WEB", -13842),
        ("2026-01-15", "NORTHWIND TECH DES:PAYROLL ID:XXXXX1234 INDN:AVERY,JORDAN CO ID:XXXXX12345 PPD", 262500),
        ("2026-01-20", "BKOFAMERICA ATM 01/20 #000004512 WITHDRWL BOYLSTON BOSTON MA", -20000),
        ("2026-01-28", "Online Banking transfer to SAV 4567 Confirmation# 1234567890", -50000),
        ("2026-02-02", "CHECKCARD 0201 MBTA-CHARLIECARD BOSTON MA 24692166032123456789012", -9000),
        ("2026-02-13", "NORTHWIND TECH DES:PAYROLL ID:XXXXX1234 INDN:AVERY,JORDAN CO ID:XXXXX12345 PPD", 262500),
        ("2026-02-18", "CHECKCARD 0217 TST* FLOUR BAKERY BOSTON MA 24431066049123456789012", -1875),
        ("2026-02-25", "VERIZON WIRELESS DES:PAYMENTREC ID:1234567 INDN:JORDAN AVERY CO ID:XXXXX12345 WEB", -8509),
    ]
    credits = sum(a for _, _, a in rows if a > 0)
    debits = sum(a for _, _, a in rows if a < 0)
    ending = opening + credits + debits
    w = lambda minor: q(smoney(minor, group="western"))
    f.pre("Description,,Summary Amt.")
    f.pre(f"Beginning balance as of 01/01/2026,,{w(opening)}")
    f.pre(f"Total credits,,{w(credits)}")
    f.pre(f"Total debits,,{w(debits)}")
    f.pre(f"Ending balance as of 02/28/2026,,{w(ending)}")
    f.pre("")
    f.header("Date,Description,Amount,Running Bal.")
    f.skip(f"01/01/2026,Beginning balance as of 01/01/2026,,{w(opening)}", "nonTransaction")
    for day, desc, amount in rows:
        balance += amount
        f.tx(",".join([f"{D(day):%m/%d/%Y}", q(desc), w(amount), w(balance)]), D(day),
             "spent" if amount < 0 else "received", abs(amount), desc)
    assert balance == ending
    return f, Rules(date=("Date", "%m/%d/%Y"), desc="Description", amount=signed("Amount"), currency="USD")


def build_bofa_card():
    f = Fixture(13, "bofa-card", "USD")
    f.header("Posted Date,Reference Number,Payee,Address,Amount")
    rows = [
        ("2026-01-05", "24431066005100012345671", "SQ *BLUE BOTTLE COFFEE Oakland CA", "510-555-0134  CA ", -675),
        ("2026-01-09", "24692166008100012345672", "AMAZON MKTPLACE PMTS AMZN.COM/BILL WA", "AMZN.COM/BILLWA ", -4732),
        ("2026-01-14", "24445006013100012345673", "SAFEWAY #1234 SAN FRANCISCO CA", "SAN FRANCISCO CA ", -11246),
        ("2026-01-22", "00000000022100012345674", "PAYMENT - THANK YOU", "                 ", 45000),
        ("2026-01-27", "24692166026100012345675", "LYFT   *RIDE TUE 7PM 855-555-0199 CA", "855-555-0199  CA ", -2318),
        ("2026-02-03", "24431066033100012345676", "CHEVRON 0091234 DALY CITY CA", "DALY CITY CA ", -5240),
        ("2026-02-11", "74692166041100012345677", "AMAZON MKTPLACE PMTS AMZN.COM/BILL WA", "AMZN.COM/BILLWA ", 1899),
        ("2026-02-16", "24692166046100012345678", "UNITED 0162345678901 800-555-0111 TX", "800-555-0111  TX ", -28960),
        ("2026-02-24", "24431066054100012345679", "TRADER JOE S #236 SAN FRANCISCO CA", "SAN FRANCISCO CA ", -6403),
    ]
    for day, ref, payee, address, amount in reversed(rows):
        f.tx(",".join([f"{D(day):%m/%d/%Y}", ref, q(payee), q(address), smoney(amount)]), D(day),
             "spent" if amount < 0 else "received", abs(amount), payee)
    return f, Rules(date=("Posted Date", "%m/%d/%Y"), desc="Payee", amount=signed("Amount"), currency="USD")


def build_amex():
    f = Fixture(14, "amex", "USD")
    f.header("Date,Description,Card Member,Account #,Amount,Extended Details,Appears On Your Statement As,"
             "Address,City/State,Zip Code,Country,Reference,Category")
    rows = [  # date, description, amount (purchases positive), extended, address, city/state, zip, ref, category
        ("2026-01-04", "UBER TRIP HELP.UBER.COM CA", 2418, "UBER TRIP\n4829104776\nHELP.UBER.COM", "1455 MARKET ST", "SAN FRANCISCO\nCA", "94103", "320260040123456781", "Transportation-Taxis & Coach"),
        ("2026-01-09", "WHOLE FOODS MARKET #10234 BROOKLYN NY", 8742, "WHOLE FOODS MARKET\n7185550101\nGROCERY STORES", "214 3RD ST", "BROOKLYN\nNY", "11215", "320260090123456782", "Merchandise & Supplies-Groceries"),
        ("2026-01-15", "DELTA AIR LINES ATLANTA", 41260, "DELTA AIR LINES\nTKT 0062345678901\nPASSENGER: AVERY/JORDAN", "1030 DELTA BLVD", "ATLANTA\nGA", "30354", "320260150123456783", "Travel-Airline"),
        ("2026-01-20", "AUTOPAY PAYMENT RECEIVED - THANK YOU", -125000, "", "", "", "", "320260200123456784", ""),
        ("2026-01-27", "AMAZON MARKETPLACE NA PA AMZN.COM/BILL WA", 5697, "AMAZON MARKETPLACE\nAMZN.COM/BILL\nMERCHANDISE", "410 TERRY AVE N", "SEATTLE\nWA", "98109", "320260270123456785", "Merchandise & Supplies-Internet Purchase"),
        ("2026-02-02", "AMAZON MARKETPLACE NA PA AMZN.COM/BILL WA", -1999, "AMAZON MARKETPLACE\nCREDIT\nAMZN.COM/BILL", "410 TERRY AVE N", "SEATTLE\nWA", "98109", "320260330123456786", "Merchandise & Supplies-Internet Purchase"),
        ("2026-02-08", "STARBUCKS STORE 08123 NEW YORK NY", 685, "STARBUCKS\n8190879479\nRESTAURANT", "1585 BROADWAY", "NEW YORK\nNY", "10036", "320260390123456787", "Restaurant-Restaurant"),
        ("2026-02-14", "BLUE HILL NEW YORK NY", 18640, "BLUE HILL\n2125550178\nRESTAURANT", "75 WASHINGTON PL", "NEW YORK\nNY", "10011", "320260450123456788", "Restaurant-Restaurant"),
        ("2026-02-19", "CVS/PHARMACY #04411 NEW YORK NY", 3112, "CVS/PHARMACY\n3153160629\nPHARMACIES", "1 PENN PLZ", "NEW YORK\nNY", "10119", "320260500123456789", "Merchandise & Supplies-Pharmacies"),
        ("2026-02-25", "PLATINUM DIGITAL ENTERTAINMENT CREDIT", -2000, "PLATINUM DIGITAL\nENTERTAINMENT CREDIT", "", "", "", "320260560123456780", "Fees & Adjustments-Fees & Adjustments"),
    ]
    for day, desc, amount, extended, address, city, zipcode, ref, category in reversed(rows):
        cells = [f"{D(day):%m/%d/%Y}", desc, "JORDAN P AVERY", "-41007", smoney(amount),
                 q(extended) if "\n" in extended else extended, desc, address,
                 q(city) if "\n" in city else city, zipcode, "UNITED STATES" if address else "", f"'{ref}'", category]
        # Amex pays (negative) and credits (negative) are money received; purchases (positive) are spent.
        f.tx(",".join(cells), D(day), "spent" if amount > 0 else "received", abs(amount), desc)
    return f, Rules(date=("Date", "%m/%d/%Y"), desc="Description", amount=signed("Amount", invert=True), currency="USD")


def build_capitalone_card():
    f = Fixture(15, "capitalone-card", "USD")
    f.header("Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit")
    rows = [  # transaction date, posted date, description, category, signed (negative = debit)
        ("2026-01-03", "2026-01-04", "TST* SWEETGREEN ARLINGTON", "Dining", -1845),
        ("2026-01-07", "2026-01-08", "HARRIS TEETER #0123", "Grocery", -7630),
        ("2026-01-12", "2026-01-13", "EXXONMOBIL 4412", "Gas/Automotive", -4480),
        ("2026-01-18", "2026-01-18", "CAPITAL ONE MOBILE PYMT", "Payment/Credit", 51230),
        ("2026-01-24", "2026-01-26", "AMAZON.COM*RT4KZ1PQ2", "Merchandise", -3999),
        ("2026-01-30", "2026-02-02", "WMATA-MOBILE", "Other Travel", -2000),
        ("2026-02-05", "2026-02-06", "AMAZON.COM*RT4KZ1PQ2", "Payment/Credit", 3999),
        ("2026-02-12", "2026-02-13", "SPOTIFY USA", "Entertainment", -1199),
        ("2026-02-19", "2026-02-20", "CVS/PHARMACY #01234", "Health Care", -2765),
        ("2026-02-26", "2026-02-27", "CHIPOTLE 2871", "Dining", -1372),
    ]
    for day, post, desc, category, amount in reversed(rows):
        text = ",".join([day, post, "5123", desc, category, money(-amount) if amount < 0 else "",
                         money(amount) if amount > 0 else ""])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), desc)
    return f, Rules(date=("Transaction Date", "%Y-%m-%d"), desc="Description", amount=split_columns("Debit", "Credit"),
                    currency="USD")


def build_capitalone_360():
    f = Fixture(16, "capitalone-360", "USD")
    f.header("Account Number,Transaction Date,Transaction Amount,Transaction Type,Transaction Description,Balance")
    balance = 284217
    rows = [
        ("2026-01-02", 120000, "Credit", "Deposit from NORTHWIND TECH PAYROLL"),
        ("2026-01-06", 6214, "Debit", "Debit Card Purchase - TRADER JOE S 541 ARLINGTON VA"),
        ("2026-01-13", 145000, "Debit", "Withdrawal to ACME PROPERTY MGMT RENT"),
        ("2026-01-16", 120000, "Credit", "Deposit from NORTHWIND TECH PAYROLL"),
        ("2026-01-22", 3500, "Debit", "Debit Card Purchase - SHELL OIL 12345 ARLINGTON VA"),
        ("2026-01-31", 84, "Credit", "Monthly Interest Paid"),
        ("2026-02-03", 25000, "Debit", "Withdrawal to 360 Performance Savings XXXXXX7890"),
        ("2026-02-14", 4860, "Debit", "Withdrawal to DOMINION ENERGY VA"),
        ("2026-02-17", 1999, "Credit", "Debit Card Refund - BEST BUY 00012 ARLINGTON VA"),
        ("2026-02-27", 79, "Credit", "Monthly Interest Paid"),
    ]
    lines = []
    for day, amount, kind, desc in rows:
        balance += amount if kind == "Credit" else -amount
        text = ",".join(["4412", f"{D(day):%m/%d/%y}", money(amount), kind, desc, money(balance)])
        lines.append((text, D(day), kind, amount, desc))
    for text, day, kind, amount, desc in reversed(lines):
        f.tx(text, day, "spent" if kind == "Debit" else "received", amount, desc)
    return f, Rules(date=("Transaction Date", "%m/%d/%y"), desc="Transaction Description",
                    amount=marker("Transaction Amount", "Transaction Type", {"DEBIT"}, {"CREDIT"}), currency="USD")


def build_discover():
    f = Fixture(17, "discover", "USD")
    f.header("Trans. Date,Post Date,Description,Amount,Category")
    rows = [  # amount as Discover writes it: purchases positive
        ("2026-01-03", "2026-01-03", "SHELL OIL 57444212500 HOUSTON TX", 4217, "Gasoline"),
        ("2026-01-09", "2026-01-09", "KROGER #412 HOUSTON TX", 9648, "Supermarkets"),
        ("2026-01-15", "2026-01-15", "DIRECTPAY FULL BALANCE", -51240, "Payments and Credits"),
        ("2026-01-20", "2026-01-21", "NETFLIX.COM LOS GATOS CA", 1549, "Services"),
        ("2026-01-26", "2026-01-27", "HOME DEPOT #6543 HOUSTON TX", 13422, "Home Improvement"),
        ("2026-01-31", "2026-02-01", "HOME DEPOT #6543 HOUSTON TX", -2498, "Payments and Credits"),
        ("2026-02-06", "2026-02-07", "TEXAS ROADHOUSE #2215 HOUSTON TX", 5830, "Restaurants"),
        ("2026-02-14", "2026-02-14", "CASHBACK BONUS REDEMPTION PYMT/STMT CRDT", -2500, "Awards and Rebate Credits"),
        ("2026-02-22", "2026-02-23", "AMAZON.COM AMZN.COM/BILLWA", 4299, "Merchandise"),
    ]
    for day, post, desc, amount, category in rows:
        text = ",".join([f"{D(day):%m/%d/%Y}", f"{D(post):%m/%d/%Y}", desc, smoney(amount), category])
        f.tx(text, D(day), "spent" if amount > 0 else "received", abs(amount), desc)
    return f, Rules(date=("Trans. Date", "%m/%d/%Y"), desc="Description", amount=signed("Amount", invert=True),
                    currency="USD")


def build_wellsfargo():
    f = Fixture(18, "wellsfargo", "USD")
    rows = [
        ("2026-02-27", 231055, "", "NORTHWIND TECH DIR DEP 260227 000012345 AVERY JORDAN"),
        ("2026-02-17", -1200, "", "MONTHLY SERVICE FEE"),
        ("2026-02-13", 2500, "", "ZELLE FROM CHEN MAYA ON 02/13 REF # PP0A1B2C3D"),
        ("2026-02-02", -7418, "", "PORTLAND GENERAL ELECTRIC BILL PAY 260202 XXXXX1234 JORDAN AVERY"),
        ("2026-01-26", -20000, "", "ATM WITHDRAWAL AUTHORIZED ON 01/26 1300 SW 5TH AVE PORTLAND OR 0001234 ATM ID 0123A CARD 4821"),
        ("2026-01-20", -165000, "", "ACME PROPERTY WEB PMTS 260120 A1B2C3 JORDAN AVERY"),
        ("2026-01-15", 231055, "", "NORTHWIND TECH DIR DEP 260115 000012345 AVERY JORDAN"),
        ("2026-01-09", -15000, "1043", "CHECK # 1043"),
        ("2026-01-05", -6240, "", "PURCHASE AUTHORIZED ON 01/03 FRED-MEYER #0123 PORTLAND OR S386003123456790 CARD 4821"),
        ("2026-01-02", -485, "", "PURCHASE AUTHORIZED ON 12/31 STARBUCKS STORE 1234 PORTLAND OR S465365123456789 CARD 4821"),
    ]
    for day, amount, check, desc in rows:
        text = ",".join(q(c) for c in [f"{D(day):%m/%d/%Y}", smoney(amount), "*", check, desc])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), desc)
    return f, Rules(date=(0, "%m/%d/%Y"), desc=4, amount=signed(1), currency="USD", headerless=True)


# ---------------------------------------------------------------------------------------------
# UK and Europe

def build_barclays():
    f = Fixture(19, "barclays", "GBP")
    f.header("Number,Date,Account,Amount,Subcategory,Memo")
    rows = [
        ("2026-01-02", -2345, "PAYMENT", "TESCO STORES 3021   ON 31 DEC          BCC"),
        ("2026-01-05", -1999, "Direct Debit", "SKY DIGITAL        1234567890123      DDR"),
        ("2026-01-09", -420, "PAYMENT", "PRET A MANGER      ON 08 JAN          BCC"),
        ("2026-01-15", -85000, "Bill Payment", "J SMITH LANDLORD   RENT JAN           BBP"),
        ("2026-01-23", 214567, "DIRECTDEP", "NORTHWIND LTD      SALARY             BGC"),
        ("2026-01-28", -6000, "Debit", "LINK    27JAN LEEDS BRIGGATE       @16:42"),
        ("2026-02-03", -3860, "PAYMENT", "TFL TRAVEL CH      ON 02 FEB          BCC"),
        ("2026-02-11", 15000, "Counter Credit", "PAID IN AT LEEDS BRIGGATE BRANCH"),
        ("2026-02-19", -7231, "PAYMENT", "SAINSBURYS S/MKTS  ON 18 FEB          BCC"),
        ("2026-02-24", -4500, "Direct Debit", "EE LIMITED         Q12345678901       DDR"),
    ]
    for day, amount, sub, memo in rows:
        text = ",".join(["", f"{D(day):%d/%m/%Y}", "20-32-06 13152170", smoney(amount), sub, memo + "     "])
        f.tx(text, D(day), "spent" if amount < 0 else "received", abs(amount), memo)
    return f, Rules(date=("Date", "%d/%m/%Y"), desc="Memo", amount=signed("Amount"), currency="GBP")


def build_nationwide():
    f = Fixture(20, "nationwide", "GBP", newline="\r\n", encoding="cp1252")
    balance = 145200
    rows = [  # date, type, description, signed
        ("2026-01-02", "Visa purchase", "TESCO STORES 2231 LEEDS", -2345),
        ("2026-01-05", "Direct debit", "OCTOPUS ENERGY", -9600),
        ("2026-01-09", "Visa purchase", "CAFÉ ROUGE LEEDS", -3180),
        ("2026-01-15", "Transfer to", "****4321", -20000),
        ("2026-01-23", "Bank credit", "NORTHWIND LTD SALARY", 215000),
        ("2026-01-28", "Cash withdrawal", "LLOYDS BANK 27JAN LEEDS", -4000),
        ("2026-02-04", "Standing order", "J SMITH RENT", -85000),
        ("2026-02-12", "Visa purchase", "AMAZON.CO.UK*RT4KZ", -1899),
        ("2026-02-17", "Visa credit", "AMAZON.CO.UK REFUND", 1899),
        ("2026-02-25", "Contactless payment", "PRET A MANGER LEEDS", -560),
    ]
    final = balance + sum(a for _, _, _, a in rows)
    pound = lambda minor: ("-" if minor < 0 else "") + "£" + money(abs(minor), group="western")
    f.pre(f'"Account Name:","FlexDirect ****54321"')
    f.pre(f'"Account Balance:","{pound(final)}"')
    f.pre(f'"Available Balance: ","{pound(final)}"')
    f.pre("")
    f.header('"Date","Transaction type","Description","Paid out","Paid in","Balance"')
    for day, kind, desc, amount in rows:
        balance += amount
        cells = [f"{D(day):%d} {MONTHS[D(day).month - 1]} {D(day).year}", kind, desc,
                 pound(-amount) if amount < 0 else "", pound(amount) if amount > 0 else "", pound(balance)]
        f.tx(",".join(q(c) for c in cells), D(day), "spent" if amount < 0 else "received", abs(amount), desc)
    return f, Rules(encoding="cp1252", date=("Date", "%d %b %Y"), date_tokens=3, desc="Description",
                    amount=split_columns("Paid out", "Paid in"), currency="GBP")


def build_monzo():
    f = Fixture(21, "monzo", "GBP")
    header = ["Transaction ID", "Date", "Time", "Type", "Name", "Emoji", "Category", "Amount", "Currency",
              "Local amount", "Local currency", "Notes and #tags", "Address", "Receipt", "Description",
              "Category split", "Money Out", "Money In", "Balance", "Balance currency"]
    f.header(",".join(header))
    balance = 81240
    rows = [  # id, date, time, type, name, emoji, category, amount, local amount, local currency, notes, address, description
        ("tx_0000AmQ3kT9zYp1Lr2XsVw", "2026-01-02", "08:14:22", "Card payment", "Pret A Manger", "☕", "Eating out", -425, -425, "GBP", "", "1 Moorgate, London, EC2R 6AR", "PRET A MANGER LONDON GBR"),
        ("tx_0000AmR1bN4cQe7Ws9TdXa", "2026-01-06", "18:40:03", "Card payment", "Tesco", "🛒", "Groceries", -3682, -3682, "GBP", "", "Aldgate High Street, London, E1 8DE", "TESCO STORES 3297 LONDON GBR"),
        ("tx_0000AmS8hJ2kLm5Np3QrZb", "2026-01-09", "06:02:11", "Direct Debit", "Thames Water", "💧", "Bills", -4200, -4200, "GBP", "", "", "THAMES WATER"),
        ("tx_0000AmT6vB9xCz1Df4GhKc", "2026-01-12", "13:27:45", "Card payment", "Carrefour", "", "Groceries", -2137, -2450, "EUR", "Weekend in Paris #travel", "Rue de Rivoli, Paris, 75001", "CARREFOUR CITY PARIS FRA"),
        ("tx_0000AmU4pQ7rSt2Uv5WxYd", "2026-01-23", "00:01:09", "Faster payment", "NORTHWIND LTD", "", "Income", 215000, 215000, "GBP", "", "", "SALARY JAN 2026"),
        ("tx_0000AmV2mN5oPq8Rs1TuVe", "2026-01-24", "09:00:00", "Pot transfer", "Savings", "🐷", "Savings", -30000, -30000, "GBP", "", "", "pot_0000AmV2mN5oPq8Rs1Tu"),
        ("tx_0000AmW9kL3jHg6Fd2SaQf", "2026-02-03", "07:55:30", "Card payment", "TfL", "🚇", "Transport", -280, -280, "GBP", "", "", "TFL TRAVEL CH TFL.GOV.UK/CP GBR"),
        ("tx_0000AmX7iU1yTr4Ee8WqPg", "2026-02-10", "21:13:02", "Faster payment", "Sam Taylor", "", "Transfers", 1500, 1500, "GBP", "Pizza, split 3 ways", "", "PIZZA SPLIT"),
        ("tx_0000AmY5gF9dSa2Zx6CvBh", "2026-02-14", "19:48:51", "Card payment", "Deliveroo", "🍔", "Eating out", -2490, -2490, "GBP", "", "", "DELIVEROO LONDON GBR"),
        ("tx_0000AmZ3eD7cBn1Mk5LjHi", "2026-02-20", "11:31:17", "Card payment", "Amazon", "📦", "Shopping", -1899, -1899, "GBP", "\"Gift\" for Sam", "", "AMAZON.CO.UK*RT4KZ1PQ2 LONDON GBR"),
    ]

    def cell(text):
        return q(text) if any(c in text for c in ',"\n') else text

    for tid, day, time, kind, name, emoji, category, amount, local, local_cur, notes, address, desc in rows:
        balance += amount
        cells = [tid, f"{D(day):%d/%m/%Y}", time, kind, name, emoji, category, smoney(amount), "GBP",
                 smoney(local), local_cur, notes, address, "", desc, "",
                 smoney(amount) if amount < 0 else "", smoney(amount) if amount > 0 else "", smoney(balance), "GBP"]
        f.tx(",".join(cell(c) for c in cells), D(day), "spent" if amount < 0 else "received", abs(amount), name)
    return f, Rules(date=("Date", "%d/%m/%Y"), desc="Name", amount=signed("Amount"), currency=lambda get: get("Currency"))


def build_revolut():
    f = Fixture(22, "revolut", "EUR", newline="\r\n")
    f.header("Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance")
    balance = 1240
    rows = [  # type, started, completed, description, amount text, fee text, state
        ("TOPUP", "2026-01-02 9:14:05", "2026-01-02 9:14:07", "Top-Up by *4821", "500", "0.00", "COMPLETED"),
        ("CARD_PAYMENT", "2026-01-03 13:02:44", "2026-01-04 8:10:12", "Lidl", "-23.17", "0.00", "COMPLETED"),
        ("CARD_PAYMENT", "2026-01-07 19:45:10", "2026-01-07 19:45:10", "Google *temporary Hold", "0.00", "0.00", "COMPLETED"),
        ("ATM", "2026-01-10 18:22:01", "2026-01-10 18:22:03", "Cash at Euronet Lisboa", "-100.00", "2.00", "COMPLETED"),
        ("TRANSFER", "2026-01-15 10:00:31", "2026-01-15 10:00:33", "To Anna Schmidt", "-250", "0.00", "COMPLETED"),
        ("CARD_PAYMENT", "2026-01-31 22:41:10", "2026-02-01 10:02:33", "Bolt", "-8.40", "0.00", "COMPLETED"),
        ("EXCHANGE", "2026-02-04 12:00:00", "2026-02-04 12:00:00", "Exchanged to USD", "-50.00", "0.50", "COMPLETED"),
        ("CARD_REFUND", "2026-02-09 7:15:42", "2026-02-10 6:03:11", "Zalando", "29.95", "0.00", "COMPLETED"),
        ("FEE", "2026-02-12 0:00:01", "2026-02-12 0:00:01", "Premium plan fee", "-7.99", "0.00", "COMPLETED"),
        ("TRANSFER", "2026-02-25 17:20:48", "2026-02-25 17:20:49", "Payment from Jonas Weber", "40.00", "0.00", "COMPLETED"),
        ("CARD_PAYMENT", "2026-02-27 19:30:00", "", "Spotify", "-10.99", "0.00", "PENDING"),
    ]
    for kind, started, completed, desc, amount_text, fee_text, state in rows:
        amount, fee = parse_amount(amount_text), parse_amount(fee_text)
        moved = amount - fee  # the fee is charged on top of Amount
        if state == "COMPLETED":
            balance += moved
        text = ",".join([kind, "Current", started, completed, desc, amount_text, fee_text, "EUR", state,
                         money(balance) if state == "COMPLETED" else ""])
        day = D(started.split()[0])
        if state != "COMPLETED":
            f.skip(text, "notCompleted")
        elif moved == 0:
            f.skip(text, "zeroAmount")
        else:
            f.tx(text, day, "spent" if moved < 0 else "received", abs(moved), desc)

    def amount_with_fee(get):
        amount, fee = parse_amount(get("Amount")), parse_amount(get("Fee")) or 0
        return None if amount is None else amount - fee
    return f, Rules(date=("Started Date", "%Y-%m-%d"), desc="Description", amount=amount_with_fee,
                    status=lambda get: get("State").strip() != "COMPLETED", currency=lambda get: get("Currency"))


def build_revolut_legacy():
    f = Fixture(23, "revolut-legacy", "EUR")
    f.header("Completed Date ; Description ; Paid Out (EUR) ; Paid In (EUR) ; Exchange Out; Exchange In; Balance (EUR); Category; Notes")
    balance = 1240
    rows = [  # date, description, signed, exchange out, exchange in, category, notes
        ("2026-01-02", "Top-Up by *4821", 30000, "", "", "general", ""),
        ("2026-01-04", "Lidl", -1862, "", "", "groceries", ""),
        ("2026-01-11", "Pret A Manger", -1241, "GBP 10.50", "", "restaurants", ""),
        ("2026-01-17", "Bonus Reykjavik", -1053, "ISK 1,612", "", "groceries", "Iceland trip"),
        ("2026-01-26", "Payment from Jonas Weber", 120000, "", "", "transfers", ""),
        ("2026-02-03", "To Anna Schmidt", -45000, "", "", "transfers", "Rent share"),
        ("2026-02-09", "Uber", -1420, "", "", "transport", ""),
        ("2026-02-16", "Netflix.com", -1199, "", "", "entertainment", ""),
        ("2026-02-22", "Zalando", 2995, "", "", "shopping", "Refund"),
    ]
    for day, desc, amount, ex_out, ex_in, category, notes in rows:
        balance += amount
        d = D(day)
        cells = [f"{MONTHS[d.month - 1]} {d.day}, {d.year}", desc,
                 money(-amount, group="western") if amount < 0 else "", money(amount, group="western") if amount > 0 else "",
                 ex_out, ex_in, money(balance, group="western"), category, notes]
        f.tx(" ; ".join(cells), d, "spent" if amount < 0 else "received", abs(amount), desc)
    return f, Rules(delimiter=";", date=("Completed Date", "%b %d, %Y"), date_tokens=3, desc="Description",
                    amount=split_columns("Paid Out (EUR)", "Paid In (EUR)"), currency="EUR")


def build_n26():
    f = Fixture(24, "n26", "EUR")
    f.header(",".join(q(h) for h in ["Datum", "Empfänger", "Kontonummer", "Transaktionstyp", "Verwendungszweck",
                                      "Kategorie", "Betrag (EUR)", "Betrag (Fremdwährung)", "Fremdwährung", "Wechselkurs"]))
    rows = [  # date, payee, account, type, reference, category, amount, foreign amount, foreign currency, rate
        ("2026-01-02", "REWE Markt GmbH", "", "MasterCard Zahlung", "", "Lebensmittel", -3421, "", "", ""),
        ("2026-01-05", "Northwind GmbH", "DE12500105170648489890", "Gutschrift", "Gehalt Januar 2026", "Gehalt", 245000, "", "", ""),
        ("2026-01-07", "Hausverwaltung Becker", "DE02120300000000202051", "Überweisung", "Miete Januar 2026", "Miete & Nebenkosten", -89000, "", "", ""),
        ("2026-01-14", "Amazon.com", "", "MasterCard Zahlung", "", "Shopping", -4530, "-49.00", "USD", "1.0817"),
        ("2026-01-21", "Deutsche Bahn", "", "MasterCard Zahlung", "", "Reisen & Urlaub", -7990, "", "", ""),
        ("2026-01-29", "Vodafone GmbH", "DE91100000000123456789", "Lastschrift", "Kundennummer 123456789", "Medien & Telekommunikation", -3999, "", "", ""),
        ("2026-02-04", "Jonas Weber", "DE75512108001245126199", "Gutschrift", "Pizza", "Gutschriften", 1850, "", "", ""),
        ("2026-02-11", "dm-drogerie markt", "", "MasterCard Zahlung", "", "Gesundheit & Drogerie", -1285, "", "", ""),
        ("2026-02-19", "Lieferando", "", "MasterCard Zahlung", "", "Bars & Restaurants", -2740, "", "", ""),
        ("2026-02-26", "Zalando SE", "", "MasterCard Zahlung", "Retoure", "Shopping", 5995, "", "", ""),
    ]
    for day, payee, account, kind, reference, category, amount, foreign, foreign_cur, rate in rows:
        cells = [day, payee, account, kind, reference, category, smoney(amount), foreign, foreign_cur, rate]
        f.tx(",".join(q(c) for c in cells), D(day), "spent" if amount < 0 else "received", abs(amount), payee)
    return f, Rules(date=("Datum", "%Y-%m-%d"), desc="Empfänger", amount=signed("Betrag (EUR)"), currency="EUR")


def build_wise():
    f = Fixture(25, "wise", "EUR")
    header = ["TransferWise ID", "Date", "Date Time", "Amount", "Currency", "Description", "Payment Reference",
              "Running Balance", "Exchange From", "Exchange To", "Exchange Rate", "Payer Name", "Payee Name",
              "Payee Account Number", "Merchant", "Card Last Four Digits", "Card Holder Full Name", "Attachment",
              "Note", "Total fees", "Exchange To Amount", "Transaction Type", "Transaction Details Type"]

    def cell(text):
        return q(text) if any(c in text for c in ' ,"') else text

    f.header(",".join(cell(h) for h in header))
    balance = 11240
    card = {"Card Last Four Digits": "4821", "Card Holder Full Name": "JORDAN AVERY"}
    rows = [  # id, date, time, amount, description, extra columns
        ("TRANSFER-1200345678", "2026-01-05", "10:15:22.331", 150000, "Received money from NORTHWIND GMBH with reference INV-2026-001",
         {"Payment Reference": "INV-2026-001", "Payer Name": "NORTHWIND GMBH", "Transaction Details Type": "DEPOSIT"}),
        ("CARD-2400123456", "2026-01-08", "19:02:45.120", -1250, "Card transaction of 12.50 EUR issued by Lidl Berlin DE",
         dict(card, Merchant="Lidl", **{"Transaction Details Type": "CARD"})),
        ("TRANSFER-1200456789", "2026-01-12", "14:02:11.120", -25000, "Sent money to Anna Schmidt",
         {"Payee Name": "Anna Schmidt", "Payee Account Number": "DE89370400440532013000", "Transaction Details Type": "TRANSFER"}),
        ("TRANSFER-1200456789", "2026-01-12", "14:02:11.120", -123, "TransferWise Charges for: TRANSFER-1200456789",
         {"Transaction Details Type": "TRANSFER"}),
        ("BALANCE-3100123456", "2026-01-20", "09:30:00.004", -10000, "Converted 100.00 EUR to 85.70 GBP",
         {"Exchange From": "EUR", "Exchange To": "GBP", "Exchange Rate": "0.8604", "Total fees": "0.40",
          "Exchange To Amount": "85.70", "Transaction Details Type": "CONVERSION"}),
        ("CARD-2400234567", "2026-01-31", "23:10:05.870", -2360, "Card transaction of 23.60 EUR issued by Bolt.eu Tallinn EE",
         dict(card, Merchant="Bolt.eu", **{"Transaction Details Type": "CARD"})),
        ("BALANCE_CASHBACK-5c1f0e2a-8d3b-4f6e-9a71-2b4c6d8e0f13", "2026-02-01", "06:00:12.500", 37, "Cashback",
         {"Transaction Details Type": "BALANCE_CASHBACK"}),
        ("CARD-2400345678", "2026-02-06", "17:44:30.218", -4190, "Card transaction of 41.90 EUR issued by Rossmann Hamburg DE",
         dict(card, Merchant="Rossmann", **{"Transaction Details Type": "CARD"})),
        ("TRANSFER-1200567890", "2026-02-14", "08:05:59.901", -60000, "Sent money to Hausverwaltung Becker",
         {"Payment Reference": "Miete Februar", "Payee Name": "Hausverwaltung Becker",
          "Payee Account Number": "DE02120300000000202051", "Transaction Details Type": "TRANSFER"}),
        ("TRANSFER-1200567890", "2026-02-14", "08:05:59.901", -204, "TransferWise Charges for: TRANSFER-1200567890",
         {"Transaction Details Type": "TRANSFER"}),
        ("TRANSFER-1200678901", "2026-02-25", "16:31:40.077", 32000, "Received money from Jonas Weber with reference Rent share",
         {"Payment Reference": "Rent share", "Payer Name": "Jonas Weber", "Transaction Details Type": "DEPOSIT"}),
    ]
    for tid, day, time, amount, desc, extra in rows:
        balance += amount  # Amount is the whole balance change: Total fees are already inside it
        d = D(day)
        values = dict.fromkeys(header, "")
        values.update({"TransferWise ID": tid, "Date": f"{d:%d-%m-%Y}", "Date Time": f"{d:%d-%m-%Y} {time}",
                       "Amount": smoney(amount), "Currency": "EUR", "Description": desc,
                       "Running Balance": money(balance), "Total fees": "0.00",
                       "Transaction Type": "DEBIT" if amount < 0 else "CREDIT"})
        values.update(extra)
        f.tx(",".join(cell(values[h]) for h in header), d, "spent" if amount < 0 else "received", abs(amount), desc)
    return f, Rules(date=("Date", "%d-%m-%Y"), desc="Description", amount=signed("Amount"),
                    currency=lambda get: get("Currency"))


PAYPAL_HEADER = ["Date", "Time", "TimeZone", "Name", "Type", "Status", "Currency", "Gross", "Fee", "Net",
                 "From Email Address", "To Email Address", "Transaction ID", "Shipping Address", "Address Status",
                 "Item Title", "Item ID", "Shipping and Handling Amount", "Insurance Amount", "Sales Tax",
                 "Option 1 Name", "Option 1 Value", "Option 2 Name", "Option 2 Value", "Reference Txn ID",
                 "Invoice Number", "Custom Number", "Quantity", "Receipt ID", "Balance", "Address Line 1",
                 "Address Line 2/District/Neighborhood", "Town/City",
                 "State/Province/Region/County/Territory/Prefecture/Republic", "Zip/Postal Code", "Country",
                 "Contact Phone Number", "Subject", "Note", "Country Code", "Balance Impact"]


def build_paypal():
    f = Fixture(26, "paypal", "USD")
    assert len(PAYPAL_HEADER) == 41
    f.header(",".join(q(h) for h in PAYPAL_HEADER))
    me = "jordan.avery@example.com"
    balances = {"USD": 5230, "EUR": 8000}
    rows = [  # date, time, name, type, status, currency, gross, fee, id, counterparty email, reference id
        ("2026-01-03", "07:12:45", "Spotify USA Inc", "PreApproved Payment Bill User Payment", "Completed", "USD", -1099, 0, "1AB23456CD7890123", "billing@spotify.example", ""),
        ("2026-01-03", "07:12:45", "", "Bank Deposit to PP Account", "Pending", "USD", 1099, 0, "2EF34567GH8901234", "", "1AB23456CD7890123"),
        ("2026-01-14", "16:40:02", "Maya Chen", "Express Checkout Payment", "Completed", "USD", 12000, -379, "3IJ45678KL9012345", "maya.chen@example.net", ""),
        ("2026-01-20", "11:05:33", "Holzwerk Berlin GmbH", "Express Checkout Payment", "Completed", "EUR", -3500, 0, "4MN56789OP0123456", "shop@holzwerk.example", ""),
        ("2026-01-28", "02:00:17", "Netflix.com", "Subscription Payment", "Completed", "USD", -1549, 0, "5QR67890ST1234567", "billing@netflix.example", ""),
        ("2026-02-02", "19:22:51", "Uber Technologies Inc", "PreApproved Payment Bill User Payment", "Completed", "USD", -2380, 0, "6UV78901WX2345678", "payments@uber.example", ""),
        ("2026-02-11", "10:48:09", "Best Buy", "Payment Refund", "Completed", "USD", 4999, 0, "7YZ89012AB3456789", "orders@bestbuy.example", "9CD01234EF5678901"),
        ("2026-02-17", "21:13:44", "Valve Corporation", "Express Checkout Payment", "Completed", "USD", -1999, 0, "8GH90123IJ4567890", "payments@valve.example", ""),
        ("2026-02-24", "13:02:10", "Sam Taylor", "General Payment", "Completed", "USD", 4000, 0, "9KL01234MN5678901", "sam.taylor@example.org", ""),
    ]
    for day, time, name, kind, status, currency, gross, fee, txid, other, ref in rows:
        net = gross + fee
        if status == "Completed":
            balances[currency] += net
        d = D(day)
        values = dict.fromkeys(PAYPAL_HEADER, "")
        values.update({"Date": f"{d.month}/{d.day}/{d.year}", "Time": time, "TimeZone": "PST", "Name": name,
                       "Type": kind, "Status": status, "Currency": currency, "Gross": smoney(gross, group="western"),
                       "Fee": smoney(fee, group="western"), "Net": smoney(net, group="western"),
                       "From Email Address": me if net < 0 else other, "To Email Address": other if net < 0 else me,
                       "Transaction ID": txid, "Reference Txn ID": ref, "Quantity": "1" if name else "",
                       "Balance": smoney(balances[currency], group="western"),
                       "Balance Impact": "Debit" if net < 0 else "Credit"})
        text = ",".join(q(values[h]) for h in PAYPAL_HEADER)
        if status != "Completed":
            f.skip(text, "notCompleted")
        else:
            f.tx(text, d, "spent" if net < 0 else "received", abs(net), name, currency)
    return f, Rules(date=("Date", "%m/%d/%Y"), desc="Name", amount=signed("Net"),
                    status=lambda get: get("Status").strip() != "Completed", currency=lambda get: get("Currency"))


def build_ing():
    f = Fixture(27, "ing", "EUR", encoding="cp1252")
    balance = 220435
    rows = [  # booking, value, payee, booking text, purpose, signed  (oldest first; written newest first)
        ("2026-01-02", "2026-01-02", "Hausverwaltung Weiß GmbH", "Dauerauftrag", "Miete Januar 2026 Whg 4", -115000),
        ("2026-01-05", "2026-01-03", "Bäckerei Müller", "Lastschrift", "NR XXXX 1234 MUENCHEN KAUFUMSATZ 03.01 081512 ARN12345678901", -785),
        ("2026-01-09", "2026-01-09", "Stadtwerke München GmbH", "Lastschrift", "Abschlag Strom Vertragskonto 123456789", -6800),
        ("2026-01-15", "2026-01-15", "REWE Markt GmbH", "Lastschrift", "REWE SAGT DANKE 41234567", -5312),
        ("2026-01-30", "2026-01-30", "Northwind GmbH", "Gehalt/Rente", "Gehalt Januar 2026", 325000),
        ("2026-02-02", "2026-01-30", "Amazon EU S.a.r.L.", "Lastschrift", "302-1234567-1234567 Amazon.de", -3999),
        ("2026-02-02", "2026-02-02", "Hausverwaltung Weiß GmbH", "Dauerauftrag", "Miete Februar 2026 Whg 4", -115000),
        ("2026-02-10", "2026-02-10", "Jonas Weber", "Gutschrift", "Konzertkarten", 4500),
        ("2026-02-18", "2026-02-18", "Vodafone GmbH", "Lastschrift", "Kundennummer 123456789 Rechnung 02/2026", -3999),
        ("2026-02-25", "2026-02-25", "Lena Hoffmann", "Überweisung", "Sparen Extra-Konto", -20000),
    ]
    lines = []
    one_decimal_written = False
    for booking, value, payee, text, purpose, amount in rows:
        balance += amount
        saldo_places = 2
        if balance % 10 == 0 and not one_decimal_written:
            saldo_places, one_decimal_written = 1, True  # ING writes e.g. 155,5 for 155,50
        saldo = ("-" if balance < 0 else "") + money(abs(balance), group="german", dec=",", places=saldo_places)
        cells = [f"{D(booking):%d.%m.%Y}", f"{D(value):%d.%m.%Y}", payee, text, purpose, saldo, "EUR",
                 smoney(amount, group="german", dec=","), "EUR"]
        lines.append((";".join(cells), D(booking), amount, payee))
    assert one_decimal_written
    for line in ["Umsatzanzeige;Datei erstellt am: 01.03.2026 09:12",
                 "",
                 "IBAN;DE27 1001 0010 0123 4567 89",
                 "Kontoname;Girokonto",
                 "Bank;ING",
                 "Kunde;Lena Hoffmann",
                 "Zeitraum;01.01.2026 - 28.02.2026",
                 f"Saldo;{money(balance, group='german', dec=',')};EUR",
                 "",
                 "Sortierung;Datum absteigend",
                 "",
                 "In der CSV-Datei finden Sie alle bereits gebuchten Umsätze. Die vorgemerkten Umsätze werden nicht "
                 "aufgenommen, auch wenn sie in Ihrem Internetbanking angezeigt werden.",
                 ""]:
        f.pre(line)
    f.header("Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung")
    for text, day, amount, payee in reversed(lines):
        f.tx(text, day, "spent" if amount < 0 else "received", abs(amount), payee)
    return f, Rules(delimiter=";", encoding="cp1252", date=("Buchung", "%d.%m.%Y"), desc="Auftraggeber/Empfänger",
                    amount=signed("Betrag", decimal=","), currency=lambda get: get(8), decimal=",")


def build_dkb():
    f = Fixture(28, "dkb", "EUR", bom=True)
    me = "Lea Brandt"
    rows = [  # booking, value, status, payer, payee, purpose, type, iban, amount, creditor id, mandate
        ("2026-02-27", None, "Vorgemerkt", me, "EDEKA Center Nord", "2026-02-27 Debitk.12 VISA Debit", "Ausgang", "", -2380, "", ""),
        ("2026-02-25", "2026-02-25", "Gebucht", me, "Stadtwerke Hamburg", "Abschlag Strom 02/2026", "Ausgang", "DE44200505501234567890", -7200, "DE98ZZZ09999999999", "MR-20240115-001"),
        ("2026-02-20", "2026-02-19", "Gebucht", me, "Lidl sagt Danke", "2026-02-19 Debitk.12 VISA Debit", "Ausgang", "", -3145, "", ""),
        ("2026-02-13", "2026-02-13", "Gebucht", "Jonas Weber", me, "Kino und Essen", "Eingang", "DE75512108001245126199", 2500, "", ""),
        ("2026-02-05", "2026-02-05", "Gebucht", me, "Hausverwaltung Becker", "Miete Februar 2026", "Ausgang", "DE02120300000000202051", -98000, "", ""),
        ("2026-01-30", "2026-01-30", "Gebucht", "Contoso Deutschland GmbH", me, "Gehalt Januar 2026", "Eingang", "DE89370400440532013000", 285000, "", ""),
        ("2026-01-27", "2026-01-26", "Gebucht", me, "Rossmann", "2026-01-26 Debitk.12 VISA Debit", "Ausgang", "", -867, "", ""),
        ("2026-01-19", "2026-01-19", "Gebucht", me, "Telekom Deutschland GmbH", "Kundenkonto 1234567890 RG 000123456789/19.01.2026", "Ausgang", "DE91100000000123456789", -3995, "DE49ZZZ00000000001", "KD1234567890"),
        ("2026-01-12", "2026-01-12", "Gebucht", me, "Amazon Payments Europe S.C.A.", "305-1234567-1234567 Amazon.de", "Ausgang", "DE87300308801908262006", -5499, "LU96ZZZ0000000000000000058", "1a2B3c4D5e6F7g"),
        ("2026-01-05", "2026-01-05", "Gebucht", me, "Hausverwaltung Becker", "Miete Januar 2026", "Ausgang", "DE02120300000000202051", -98000, "", ""),
    ]
    f.pre(";".join(q(c) for c in ["Girokonto", "DE02120300000000202051"]))
    f.pre(q(""))
    f.pre(";".join(q(c) for c in ["Kontostand vom 28.02.2026:", "2.317,45 EUR"]))
    f.pre(q(""))
    f.header(";".join(q(h) for h in ["Buchungsdatum", "Wertstellung", "Status", "Zahlungspflichtige*r",
                                      "Zahlungsempfänger*in", "Verwendungszweck", "Umsatztyp", "IBAN", "Betrag (€)",
                                      "Gläubiger-ID", "Mandatsreferenz", "Kundenreferenz"]))
    for booking, value, status, payer, payee, purpose, kind, iban, amount, creditor, mandate in rows:
        cells = [f"{D(booking):%d.%m.%y}", f"{D(value):%d.%m.%y}" if value else "", status, payer, payee, purpose, kind,
                 iban, smoney(amount, group="german", dec=",") + " €", creditor, mandate, ""]
        text = ";".join(q(c) for c in cells)
        if status != "Gebucht":
            f.skip(text, "notCompleted")
        else:
            f.tx(text, D(booking), "spent" if amount < 0 else "received", abs(amount),
                 payee if kind == "Ausgang" else payer)
    return f, Rules(delimiter=";", date=("Buchungsdatum", "%d.%m.%y"),
                    desc=lambda get: get("Zahlungsempfänger*in") if get("Umsatztyp") == "Ausgang" else get("Zahlungspflichtige*r"),
                    amount=signed("Betrag (€)", decimal=","), status=lambda get: get("Status").strip() != "Gebucht",
                    currency="EUR", decimal=",")


BUILDERS = [build_hdfc_delimited, build_hdfc, build_icici, build_icici_netbanking, build_icici_card, build_sbi,
            build_axis, build_kotak, build_paytm, build_chase, build_chase_card, build_bofa, build_bofa_card,
            build_amex, build_capitalone_card, build_capitalone_360, build_discover, build_wellsfargo,
            build_barclays, build_nationwide, build_monzo, build_revolut, build_revolut_legacy, build_n26,
            build_wise, build_paypal, build_ing, build_dkb]


def main():
    check_only = "--check" in sys.argv[1:]
    stale = []
    for number, build in enumerate(BUILDERS, 1):
        fixture, rules = build()
        assert fixture.nn == number, fixture.name
        Reference(fixture, rules).check()
        rows = sum(1 for _, kind, _ in fixture.records if kind == "tx" or kind in COUNTERS)
        assert 6 <= sum(1 for _, kind, _ in fixture.records if kind == "tx") and rows <= 15, fixture.name
        months = {e[0].month for _, kind, e in fixture.records if kind == "tx"}
        assert len(months) >= 2, fixture.name
        for suffix, content in ((".csv", fixture.data()), (".expected.tsv", fixture.expected().encode("utf-8"))):
            path = os.path.join(HERE, fixture.name + suffix)
            if check_only:
                with open(path, "rb") as existing:
                    if existing.read() != content:
                        stale.append(path)
            else:
                with open(path, "wb") as out:
                    out.write(content)
    if stale:
        sys.exit("out of date: " + ", ".join(stale))
    print(f"{len(BUILDERS)} fixtures {'checked' if check_only else 'written'}")


if __name__ == "__main__":
    main()
