#!/usr/bin/env python3
"""The Spark job's test (`make test-spark`, part of `make test`): runs spendreport_job.py on
Spark `local[2]` over a generated many-owner CSV, and over the same rows as Parquet, and checks
every owner's files byte for byte against `spendreport report` run on that owner's rows alone.

    python3 spark/test_spark_job.py PATH/TO/spendreport

Installs pyspark from PyPI when it is missing (`pip install pyspark`, about 450 MB once). Prints
"SKIPPED: <reason>" and exits 0 only when pyspark cannot be installed or Java is missing.
"""
import importlib
import os
import random
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FLAGS = ["--now", "2026-11-22T02:00:00+05:30", "--timezone", "Asia/Kolkata"]
HEADER = "customer_id,Date,Description,Amount,Currency\n"
CHARTS = ["spent", "received", "widget-small", "widget-medium", "widget-large", "trend"]
FILES = ["spend-analytics.json"] + [c + ".svg" for c in CHARTS] + [c + "-dark.svg" for c in CHARTS]


def skip(reason):
    print("SKIPPED: Spark job test: " + reason)
    sys.exit(0)


def ensure_pyspark():
    try:
        importlib.import_module("pyspark")
        return
    except ImportError:
        pass
    print("installing pyspark from PyPI (pip install pyspark, about 450 MB, once)")
    result = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "pyspark"])
    importlib.invalidate_caches()
    try:
        importlib.import_module("pyspark")
    except ImportError:
        skip("pyspark is not installed and `pip install pyspark` failed (status %d)" % result.returncode)


def folder_name(owner):
    """README's escape ("Folder names"), written again here from its description."""
    data = owner.encode("utf-8")
    out = ""
    for index, byte in enumerate(data):
        char = chr(byte)
        edge = index in (0, len(data) - 1)
        if char.isascii() and (char.islower() or char.isdigit() or char in "-_"):
            out += char
        elif char == "." and not edge:
            out += char
        elif "A" <= char <= "Z":
            out += "^" + char.lower()
        else:
            out += "~%02x" % byte
    stem = out.split(".", 1)[0]
    devices = {"con", "prn", "aux", "nul"} | {"com%d" % n for n in range(10)} | {"lpt%d" % n for n in range(10)}
    if stem in devices or out == "batch-summary.json":
        out = stem[:-1] + "~%02x" % ord(stem[-1]) + out[len(stem):]
    return out


def rows(seed=11, owners=30, per_owner=100):
    """(owner, line) pairs, shuffled: generated owners, hostile ones, a quoted field across lines,
    and one owner with an unreadable amount."""
    rng = random.Random(seed)
    merchants = ["Swiggy order", "Zomato", "Uber trip", "Amazon.in purchase", "BigBasket", "Netflix", "Salary credit",
                 "Apollo Pharmacy", "IRCTC ticket", "Shell petrol", "UPI to friend", "Myntra"]
    # Owners that differ only by Unicode normalisation (é as U+00E9 and as e + U+0301; the
    # Ångström sign and Å) are different people: compared byte for byte, never merged.
    names = ["cust%05d" % n for n in range(owners)] + ["../x", "a/b", "CON", "Alice", "alice", "😀", "x, y",
                                                        "caf\u00e9", "cafe\u0301", "\u212b", "\u00c5"]
    out = []
    for name in names:
        cell = '"%s"' % name if "," in name else name
        month = rng.choice(["10", "11"])
        for _ in range(per_owner if name.startswith("cust") else 3):
            merchant = rng.choice(merchants)
            sign = "" if merchant.startswith("Salary") else "-"
            amount = "%s%d.%02d" % (sign, rng.randint(1, 40000), rng.randint(0, 99))
            out.append((name, "%s,2026-%s-%02d,%s,%s,INR\n" % (cell, month, rng.randint(1, 28), merchant, amount)))
    out.append(("cust00003", 'cust00003,2026-11-05,"Dinner with\nfriends",-1200.00,INR\n'))
    out.append(("bad", "bad,2026-11-05,Zomato,-12.00,INR\n"))
    out.append(("bad", "bad,2026-11-06,Zomato,twelve,INR\n"))
    rng.shuffle(out)
    return out


def read_tree(folder):
    """The public files of a report folder, read through their links (the writer's own entries,
    whose names start with a dot, left out)."""
    return {name: open(os.path.join(folder, name), "rb").read() for name in sorted(os.listdir(folder))
            if not name.startswith(".")}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: test_spark_job.py PATH/TO/spendreport")
    binary = os.path.abspath(sys.argv[1])
    if shutil.which("java") is None:
        skip("no `java` on PATH (Spark needs Java 17)")
    ensure_pyspark()
    sys.path.insert(0, HERE)
    import spendreport_job
    from pyspark.sql import SparkSession

    work = tempfile.mkdtemp(prefix="spendreport-spark-")
    failures = []
    checked = []  # one entry per input format checked: whether it passed
    try:
        data = rows()
        source = os.path.join(work, "many.csv")
        with open(source, "w", encoding="utf-8", newline="") as handle:
            handle.write(HEADER + "".join(line for _, line in data))
        owners = sorted(set(owner for owner, _ in data))

        expected = {}
        for owner in owners:
            single = os.path.join(work, "single.csv")
            with open(single, "w", encoding="utf-8", newline="") as handle:
                handle.write(HEADER + "".join(line for name, line in data if name == owner))
            target = os.path.join(work, "single", folder_name(owner))
            result = subprocess.run([binary, "report", single, "--out", target] + FLAGS, capture_output=True, text=True)
            expected[owner] = read_tree(target) if result.returncode == 0 else result.stderr.strip()
        for owner, files in expected.items():
            if owner != "bad" and (not isinstance(files, dict) or sorted(files) != sorted(FILES)):
                failures.append("single run of %r: %r" % (owner, files))

        spark = (SparkSession.builder.master("local[2]").appName("spendreport-test")
                 .config("spark.ui.showConsoleProgress", "false").config("spark.ui.enabled", "false").getOrCreate())
        spark.sparkContext.setLogLevel("ERROR")
        try:
            parquet = os.path.join(work, "many.parquet")
            spark.read.csv(source, header=True, multiLine=True, escape='"').write.parquet(parquet)
            for label, path in [("csv", source), ("parquet", parquet)]:
                out = os.path.join(work, "out-" + label)
                summary = spendreport_job.run_job(spark, path, "customer_id", out, binary, partitions=3, report_flags=FLAGS)
                before = len(failures)
                check(label, summary, out, owners, expected, failures)
                checked.append(len(failures) == before)
        finally:
            spark.stop()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    passed = sum(checked)
    if failures:
        print("FAILED: Spark job test")
        for failure in failures:
            print("  " + failure)
        # A failure outside the per-format checks (a single run) fails the test too.
        print("spark: %d passed, %d failed" % (passed, max(1, len(checked) - passed)))
        sys.exit(1)
    print("passed: Spark job on local[2], CSV and Parquet: %d owners' files byte for byte equal to single runs, 1 failing owner listed" % (len(owners) - 1))
    print("spark: %d passed, 0 failed" % len(checked))


def check(label, summary, out, owners, expected, failures):
    bad_line = [entry for entry in summary["failed"] if entry["owner"] == "bad"]
    if summary["owners"] != len(owners) or summary["reports"] != len(owners) - 1 or len(bad_line) != 1:
        failures.append("%s: summary %r" % (label, summary))
    elif "not an amount (twelve)" not in bad_line[0]["error"]:
        failures.append("%s: the bad owner's error: %r" % (label, bad_line[0]["error"]))
    folders = set(os.listdir(out))
    wanted = {folder_name(owner) for owner in owners if owner != "bad"} | {"batch-summary.json"}
    if folders != wanted:
        failures.append("%s: folders %r, expected %r" % (label, sorted(folders), sorted(wanted)))
    for owner in owners:
        if owner == "bad":
            continue
        folder = os.path.join(out, folder_name(owner))
        got = read_tree(folder) if os.path.isdir(folder) else {}
        want = expected[owner]
        if got != want:
            differing = sorted(name for name in set(got) | set(want) if got.get(name) != want.get(name))
            failures.append("%s: owner %r differs from its single run in %s" % (label, owner, differing))


if __name__ == "__main__":
    main()
