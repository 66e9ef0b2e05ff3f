#!/usr/bin/env python3
"""Independent check of the generated set: decodes every CSV in its codec,
parses it with the csv module (bank-specific column mapping written from the
layout.md descriptions, not from generate.py), and verifies
  - truth.json month totals / row counts,
  - the running-balance identity in export.csv,
  - that damaged.json names exactly the breaks found in each damaged file.
Standard library only.  Usage: python3 verify.py [dir]
"""
import csv
import datetime as dt
import io
import json
import os
import re
import sys


def num(s, dec=".", exp=2):
    s = s.strip().strip("\t").strip().lstrip("'")
    s = s.replace("\u00a0", "").replace(" ", "")
    if dec == ",":
        s = s.replace(".", "").replace(",", ".")
    else:
        s = s.replace(",", "")
    neg = s.startswith("-")
    s = s.lstrip("+-")
    if s.startswith("."):
        s = "0" + s
    ip, _, fp = s.partition(".")
    fp = (fp + "0" * exp)[:exp] if exp else ""
    v = int(ip or "0") * 10 ** exp + (int(fp) if fp else 0)
    return -v if neg else v


def d_(s, fmt):
    return dt.datetime.strptime(s.strip().strip("\t").strip(), fmt).date()


# spec: codec, delim, is_data(rec), parse(rec) -> (date, amount, balance|None)
SPECS = {
    "jp-mufg": ("cp932", ",", lambda r: re.match(r"\d{4}/\d+/\d+$", r[0] or ""),
                lambda r: (d_(r[0], "%Y/%m/%d"), num(r[4], exp=0) - num(r[3], exp=0), num(r[5], exp=0))),
    "tr-garanti-bbva": ("cp1254", ";", lambda r: re.match(r"\d\d\.\d\d\.\d{4}$", r[0] or ""),
                        lambda r: (d_(r[0], "%d.%m.%Y"), num(r[3], ","), num(r[4], ","))),
    "kr-kb-kookmin": ("cp949", ",", lambda r: re.match(r"\d{4}\.\d\d\.\d\d ", r[0] or ""),
                      lambda r: (d_(r[0][:10], "%Y.%m.%d"), num(r[5], exp=0) - num(r[4], exp=0), num(r[6], exp=0))),
    "ru-sberbank": ("cp1251", ";", lambda r: r[0] == "Основная",
                    lambda r: (d_(r[2], "%d.%m.%Y"), num(r[11], ","), None)),
    "il-hapoalim": ("cp1255", ",", lambda r: re.match(r"\d\d/\d\d/\d{4}$", r[0] or ""),
                    lambda r: (d_(r[0], "%d/%m/%Y"), (num(r[6]) if r[6] else 0) - (num(r[5]) if r[5] else 0), num(r[7]))),
    "th-kasikornbank": ("utf-8-sig", ",", lambda r: len(r) == 13 and re.match(r"\d\d-\d\d-\d\d ", r[1] or ""),
                        lambda r: (d_("20" + r[1][6:8] + r[1][2:6] + r[1][:2], "%Y-%m-%d"),
                                   (num(r[6]) if r[6] else 0) - (num(r[4]) if r[4] else 0), num(r[8]))),
    "id-bca": ("ascii", ",", lambda r: (r[0] or "").startswith("'") and len(r) == 6,
               lambda r: (None, num(r[3]) * (1 if r[4] == "CR" else -1), num(r[5]))),
    "vn-vietcombank": ("utf-8-sig", ",", lambda r: (r[0] or "").isdigit(),
                       lambda r: (d_(r[1].split("\n")[0], "%d/%m/%Y"),
                                  (num(r[3], exp=0) if r[3] else 0) - (num(r[2], exp=0) if r[2] else 0), num(r[4], exp=0))),
    "cn-icbc": ("gb18030", ",", lambda r: re.match(r"\d{4}-\d\d-\d\d", (r[0] or "").strip()),
                lambda r: (d_(r[0], "%Y-%m-%d"),
                           (num(r[8]) if r[8].strip() else 0) - (num(r[9]) if r[9].strip() else 0), num(r[11]))),
    "ng-gtbank": ("cp1252", ",", lambda r: re.match(r"\d\d-[A-Z][a-z]{2}-\d{4}$", r[0] or ""),
                  lambda r: (d_(r[0], "%d-%b-%Y"), (num(r[4]) if r[4] else 0) - (num(r[3]) if r[3] else 0), num(r[5]))),
    "ua-privatbank": ("cp1251", ";", lambda r: re.match(r"\d\d\.\d\d\.\d{4} ", r[0] or ""),
                      lambda r: (d_(r[0][:10], "%d.%m.%Y"), num(r[4], ","), num(r[8], ","))),
    "cz-fio": ("cp1250", ";", lambda r: len(r) >= 17 and re.match(r"\d\d\.\d\d\.\d{4}$", r[1] or ""),
               lambda r: (d_(r[1], "%d.%m.%Y"), num(r[2], ","), None)),
    "hu-otp": ("cp1250", ";", lambda r: len(r) == 11 and re.match(r"\d{4}-\d\d-\d\d$", r[8] or ""),
               lambda r: (d_(r[8], "%Y-%m-%d"), num(r[9], ",", exp=0) * 100, None)),
    "gr-nbg": ("cp1253", ";", lambda r: re.match(r"\d\d/\d\d/\d{4}$", r[0] or ""),
               lambda r: (d_(r[0], "%d/%m/%Y"), num(r[5], ","), None)),
    "hk-hsbc": ("ascii", ",", lambda r: re.match(r"\d\d/\d\d/\d{4}$", r[0] or ""),
                lambda r: (d_(r[0], "%d/%m/%Y"), num(r[2]), num(r[4]))),
    "ae-emirates-nbd": ("utf-8", ",", lambda r: re.match(r"\d\d/\d\d/\d{4}$", r[0] or ""),
                        lambda r: (d_(r[0], "%d/%m/%Y"), (num(r[5]) if r[5] else 0) - (num(r[4]) if r[4] else 0), num(r[6]))),
}


def read(path, codec, delim):
    text = open(path, "rb").read().decode(codec)
    rdr = csv.reader(io.StringIO(text, newline=""), delimiter=delim)
    out, prev = [], 0
    for rec in rdr:
        start = prev + 1
        prev = rdr.line_num
        out.append((start, rec))
    return out


def rows_of(folder, name, spec):
    codec, delim, is_data, parse = spec
    recs = read(os.path.join(folder, name), codec, delim)
    rows = []
    for start, rec in recs:
        if rec and is_data(rec):
            rows.append((start,) + parse(rec))
    return rows


def bca_dates(folder, rows):
    txt = open(os.path.join(folder, "export.csv"), "rb").read().decode("ascii")
    per = re.search(r"Periode,=,(\d\d)/(\d\d)/(\d{4}) - (\d\d)/(\d\d)/(\d{4})", txt)
    y0 = int(per.group(3))
    raw = [l for l in txt.split("\r\n") if l.startswith("'")]
    out = []
    for (start, _, a, b), l in zip(rows, raw):
        dd, mm = int(l[1:3]), int(l[4:6])
        out.append((start, dt.date(y0 if mm >= int(per.group(2)) else y0 + 1, mm, dd), a, b))
    return out


def breaks(rows, newest_first):
    idx = list(range(len(rows)))
    chrono = idx[::-1] if newest_first else idx
    out = []
    for a, c in zip(chrono, chrono[1:]):
        disc = rows[c][3] - (rows[a][3] + rows[c][2])
        if disc:
            out.append((sorted([rows[a][0], rows[c][0]]), abs(disc)))
    return sorted(out)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    ok = True
    for folder, spec in SPECS.items():
        path = os.path.join(root, folder)
        rows = rows_of(path, "export.csv", spec)
        if folder == "id-bca":
            rows = bca_dates(path, rows)
        truth = json.load(open(os.path.join(path, "truth.json"), encoding="utf-8"))
        months = {}
        for _, d, a, _b in rows:
            m = months.setdefault(d.strftime("%Y-%m"), {"spent": 0, "received": 0, "rows": 0})
            m["spent" if a < 0 else "received"] += abs(a)
            m["rows"] += 1
        good = months == truth["months"] and len(rows) == truth["rows"]
        dates = [r[1] for r in rows]
        newest_first = dates[0] > dates[-1]
        msg = "rows=%d truth=%s order=%s" % (len(rows), "OK" if good else "MISMATCH", "newest" if newest_first else "oldest")
        if rows[0][3] is not None:
            b0 = breaks(rows, newest_first)
            msg += " balance=%s" % ("OK" if not b0 else "BROKEN %s" % b0)
            good &= not b0
            dj = json.load(open(os.path.join(path, "damaged.json"), encoding="utf-8"))
            for name, meta in dj["files"].items():
                drows = rows_of(path, name, spec)
                if folder == "id-bca":
                    drows = [(s, None, a, b) for s, _, a, b in drows]
                found = breaks(drows, newest_first)
                expect = sorted((x["lines"], x["amount_minor"]) for x in meta["breaks"])
                first = (meta["lines"], meta["amount_minor"]) == expect[0]
                g = found == expect and first
                good &= g
                msg += " %s=%s" % (name.split("-", 1)[1].split(".")[0], "OK" if g else "FAIL found=%s expect=%s" % (found, expect))
        ok &= good
        print("%-18s %s" % (folder, msg))
    print("ALL OK" if ok else "PROBLEMS FOUND")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
