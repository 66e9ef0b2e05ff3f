#!/usr/bin/env python3
"""The Spark job's test (`make test-spark`, part of `make test`): runs spendreport_job.py on
Spark `local[2]` over a generated many-owner CSV, and over the same rows as Parquet, and checks
every owner's files byte for byte against `spendreport report` run on that owner's rows alone:
one part file per partition (and one folder per owner with --layout folders), --charts none,
incremental nights (rewriting every line, and --only-changed two nights in a row) against full
nights, the job's command twice with --class-archive (written, then started from), a CSV of one
record per line read in parts, a task killed and retried (`local[2,4]`), and a standalone cluster
of a master and two workers started from the pyspark package, the binary shipped to them.

    python3 spark/test_spark_job.py PATH/TO/spendreport

Installs pyspark from PyPI when it is missing (`pip install pyspark`, about 450 MB once). Prints
"SKIPPED: <reason>" and exits 0 only when pyspark cannot be installed or Java is missing.
"""
import importlib
import json
import os
import random
import shlex
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
    """docs/BATCH.md's escape ("Folder names"), written again here from its description."""
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


def read_lines(out):
    """A --layout lines night: {owner: [its lines]} from every part file, and the part files' count."""
    found = {}
    parts = sorted(name for name in os.listdir(out) if name.startswith("part-"))
    for name in parts:
        with open(os.path.join(out, name), "rb") as handle:
            for raw in handle.read().split(b"\n"):
                if raw:
                    entry = json.loads(raw)
                    found.setdefault(entry["owner"], []).append(raw)
    return found, len(parts)


def files_of(raw):
    """A report line's files as bytes, by name."""
    return {name: text.encode("utf-8") for name, text in json.loads(raw)["files"].items()}


def write_csv(path, lines):
    with open(path, "w", encoding="utf-8", newline="") as handle:
        handle.write(HEADER + "".join(lines))


def single_runs(binary, work, data, owners, flags, label):
    """Each owner's files from `spendreport report` on its rows alone (its stderr when it fails)."""
    expected = {}
    for owner in owners:
        single = os.path.join(work, "single.csv")
        write_csv(single, [line for name, line in data if name == owner])
        target = os.path.join(work, "single-" + label, folder_name(owner))
        result = subprocess.run([binary, "report", single, "--out", target] + flags, capture_output=True, text=True)
        expected[owner] = read_tree(target) if result.returncode == 0 else result.stderr.strip()
    return expected


class Checks:
    def __init__(self):
        self.failures = []
        self.passed = 0
        self.names = []

    def case(self, name, problems):
        self.names.append(name)
        if problems:
            self.failures += ["%s: %s" % (name, problem) for problem in problems]
        else:
            self.passed += 1
            print("passed: " + name)


def check_summary(summary, owners):
    bad_line = [entry for entry in summary["failed"] if entry["owner"] == "bad"]
    if summary["owners"] != len(owners) or summary["reports"] != len(owners) - 1 or len(bad_line) != 1:
        return ["summary %r" % {key: summary[key] for key in ("owners", "reports", "failed")}]
    if "not an amount (twelve)" not in bad_line[0]["error"]:
        return ["the bad owner's error: %r" % bad_line[0]["error"]]
    # The night's clock as its reports carry it (FLAGS' --now), whether probed or read from a line.
    clock = {"generatedAt": '"2026-11-22T02:00:00+05:30"', "refreshAfter": '"2026-11-23T00:00:00+05:30"',
             "refreshAfterText": '"Next update 23 Nov, 00:00"'}
    if summary["night"]["clock"] != clock:
        return ["the night's clock %r" % summary["night"]["clock"]]
    return []


def check_lines(summary, out, owners, expected, partitions=None):
    """Every owner exactly once in the part files, its files equal to its single run's."""
    problems = check_summary(summary, owners)
    # The attempts' files and the manifest are gone once the night is published.
    problems += ["%s left in %s" % (name, out) for name in sorted(os.listdir(out)) if name.startswith("_spendreport")]
    if not os.path.exists(os.path.join(out, "_SUCCESS")):
        problems.append("%s has no _SUCCESS" % out)
    found, parts = read_lines(out)
    if partitions is not None and parts != partitions:
        problems.append("%d part files, expected one per partition (%d)" % (parts, partitions))
    if sorted(found) != sorted(owners):
        problems.append("owners %r, expected %r" % (sorted(found), sorted(owners)))
    for owner in owners:
        lines = found.get(owner, [])
        if len(lines) != 1:
            problems.append("owner %r has %d lines" % (owner, len(lines)))
        elif owner != "bad" and files_of(lines[0]) != expected[owner]:
            got, want = files_of(lines[0]), expected[owner]
            differing = sorted(name for name in set(got) | set(want) if got.get(name) != want.get(name))
            problems.append("owner %r differs from its single run in %s" % (owner, differing))
    return problems


def check_folders(summary, out, owners, expected):
    problems = check_summary(summary, owners)
    folders = set(os.listdir(out))
    wanted = {folder_name(owner) for owner in owners if owner != "bad"} | {"batch-summary.json"}
    if folders != wanted:
        problems.append("folders %r, expected %r" % (sorted(folders), sorted(wanted)))
    for owner in owners:
        if owner == "bad":
            continue
        folder = os.path.join(out, folder_name(owner))
        got = read_tree(folder) if os.path.isdir(folder) else {}
        if got != expected[owner]:
            differing = sorted(name for name in set(got) | set(expected[owner]) if got.get(name) != expected[owner].get(name))
            problems.append("owner %r differs from its single run in %s" % (owner, differing))
    return problems


def killing_binary(work, binary):
    """A binary that, on its first `batch` run (a partition task: a full night in lines takes
    its clock from its output, with no run on the driver), passes on 20,000 bytes of output,
    cut inside a line, and is killed; every other run is the real binary's."""
    path = os.path.join(work, "killed-once")
    with open(path, "w") as handle:
        handle.write("""#!/bin/bash
if [ "$1" = batch ] && mkdir %(kill)s 2>/dev/null; then
  %(real)s "$@" | head -c 20000
  kill -9 $$
fi
exec %(real)s "$@"
""" % {"kill": shlex.quote(os.path.join(work, "killed")),
       "real": shlex.quote(binary)})
    os.chmod(path, 0o755)
    return path


def session(master, name):
    from pyspark.sql import SparkSession
    spark = (SparkSession.builder.master(master).appName(name)
             .config("spark.ui.showConsoleProgress", "false").config("spark.ui.enabled", "false").getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    return spark


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: test_spark_job.py PATH/TO/spendreport")
    binary = os.path.abspath(sys.argv[1])
    if shutil.which("java") is None:
        skip("no `java` on PATH (Spark needs Java 17)")
    ensure_pyspark()
    sys.path.insert(0, HERE)
    import spendreport_job

    work = tempfile.mkdtemp(prefix="spendreport-spark-")
    checks = Checks()
    try:
        data = rows()
        source = os.path.join(work, "many.csv")
        write_csv(source, [line for _, line in data])
        owners = sorted(set(owner for owner, _ in data))
        expected = single_runs(binary, work, data, owners, FLAGS, "all")
        checks.case("single runs", ["%r: %r" % (owner, files) for owner, files in expected.items()
                                    if owner != "bad" and (not isinstance(files, dict) or sorted(files) != sorted(FILES))])

        spark = session("local[2]", "spendreport-test")
        try:
            parquet = os.path.join(work, "many.parquet")
            spark.read.csv(source, header=True, multiLine=True, escape='"').write.parquet(parquet)
            for label, path in [("csv", source), ("parquet", parquet)]:
                out = os.path.join(work, "lines-" + label)
                summary = spendreport_job.run_job(spark, path, "customer_id", out, binary, partitions=3, report_flags=FLAGS)
                checks.case("%s in, one part file per partition, every owner once and equal to its single run" % label,
                            check_lines(summary, out, owners, expected, partitions=3))
            out = os.path.join(work, "folders")
            summary = spendreport_job.run_job(spark, source, "customer_id", out, binary, partitions=3, report_flags=FLAGS, layout="folders")
            checks.case("--layout folders: every owner's folder equal to its single run", check_folders(summary, out, owners, expected))

            none = single_runs(binary, work, data, owners, FLAGS + ["--charts", "none"], "none")
            out = os.path.join(work, "lines-none")
            summary = spendreport_job.run_job(spark, source, "customer_id", out, binary, partitions=2, report_flags=FLAGS + ["--charts", "none"])
            checks.case("--charts none: the JSON alone, equal to single runs", check_lines(summary, out, owners, none, partitions=2))

            checks.case("the incremental night equals the full night", incremental(spark, spendreport_job, binary, work, data, owners))
            checks.case("--class-archive: the first run writes the archive, the next starts from it, both equal to single runs",
                        class_archive(binary, work, source, owners, none))

            # Without quotes, carriage returns or lines of blanks every line is a record: the CSV
            # is read in parts, here cut every 32 KB (a part starts mid-record, the header is in the first).
            plain = [(owner, line) for owner, line in data if '"' not in line]
            plain_csv = os.path.join(work, "plain.csv")
            write_csv(plain_csv, [line for _, line in plain])
            plain_owners = sorted(set(owner for owner, _ in plain))
            problems = [] if spendreport_job.record_header(plain_csv) is not None else ["%s is not read in parts" % plain_csv]
            problems += [] if spendreport_job.record_header(source) is None else ["%s (quoted fields) is read in parts" % source]
            # The header's names, read without Spark, are the names Spark gives the columns; a
            # name repeated (Spark renames it) leaves the header to Spark.
            given = spendreport_job.header_schema(spendreport_job.record_header(plain_csv))
            inferred = spark.read.csv(plain_csv, header=True).columns
            if given is None or given.names != inferred:
                problems.append("header_schema(%s) is %s, Spark names %s" % (plain_csv, given and given.names, inferred))
            repeated = os.path.join(work, "repeated.csv")
            with open(repeated, "w", encoding="utf-8") as handle:
                handle.write("id,Amount,amount\nc1,1.00,2.00\n")
            if spendreport_job.header_schema(spendreport_job.record_header(repeated)) is not None:
                problems.append("header_schema names %s's repeated column itself" % repeated)
            spark.conf.set("spark.sql.files.maxPartitionBytes", str(32 * 1024))
            try:
                out = os.path.join(work, "lines-plain")
                summary = spendreport_job.run_job(spark, plain_csv, "customer_id", out, binary, partitions=3, report_flags=FLAGS)
                parts = spendreport_job.read_input(spark, plain_csv, None).rdd.getNumPartitions()
                if parts < 3:
                    problems.append("%s was read as %d part(s), expected 3 or more" % (plain_csv, parts))
            finally:
                spark.conf.unset("spark.sql.files.maxPartitionBytes")
            checks.case("a CSV of one record per line, read in parts: every owner equal to its single run",
                        problems + check_lines(summary, out, plain_owners,
                                               single_runs(binary, work, plain, plain_owners, FLAGS, "plain"), partitions=3))
        finally:
            spark.stop()

        spark = session("local[2,4]", "spendreport-retry")
        # The killed task's failure is expected: not logged.
        spark.sparkContext.setLogLevel("OFF")
        try:
            out = os.path.join(work, "retried")
            summary = spendreport_job.run_job(spark, source, "customer_id", out, killing_binary(work, binary), partitions=3,
                                              report_flags=FLAGS)
            problems = [] if os.path.isdir(os.path.join(work, "killed")) else ["the binary was never killed"]
            checks.case("a task killed after writing part of its output and retried: every owner exactly once",
                        problems + check_lines(summary, out, owners, expected, partitions=3))
        finally:
            spark.stop()

        checks.case("a standalone cluster (a master, two workers), the binary shipped with --ship",
                    standalone(spendreport_job, binary, work, source, owners, expected))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if checks.failures:
        print("FAILED: Spark job test")
        for failure in checks.failures:
            print("  " + failure)
        print("spark: %d passed, %d failed" % (checks.passed, len(checks.names) - checks.passed))
        sys.exit(1)
    print("spark: %d passed, 0 failed" % checks.passed)


NIGHT_TWO = ["--now", "2026-11-23T02:00:00+05:30", "--timezone", "Asia/Kolkata"]
NIGHT_THREE = ["--now", "2026-11-24T02:00:00+05:30", "--timezone", "Asia/Kolkata"]


def incremental(spark, spendreport_job, binary, work, data, owners):
    """Night one: most rows, into a store. Night two (a day later): new rows for three owners and
    for the bad owner; only those are made again. Against a full night two over every row."""
    touched = {"cust00001", "cust00007", "Alice", "bad"}
    # Each touched owner's last row comes on night two (the bad owner's is its bad row: it fails
    # both nights, and a failed owner is always made again).
    later = [next(pair for pair in reversed(data) if pair[0] == owner) for owner in sorted(touched)]
    first = [pair for pair in data if pair not in later]
    first_csv, later_csv, every_csv = (os.path.join(work, name) for name in ("night1.csv", "night2.csv", "every.csv"))
    write_csv(first_csv, [line for _, line in first])
    write_csv(later_csv, [line for _, line in later])
    write_csv(every_csv, [line for _, line in first + later])
    store = os.path.join(work, "store")
    one, two, full = (os.path.join(work, name) for name in ("night-1", "night-2", "night-full"))
    spendreport_job.run_job(spark, first_csv, "customer_id", one, binary, partitions=3, report_flags=FLAGS, store=store)
    summary = spendreport_job.run_job(spark, later_csv, "customer_id", two, binary, partitions=3, report_flags=NIGHT_TWO,
                                      store=store, previous=one)
    spendreport_job.run_job(spark, every_csv, "customer_id", full, binary, partitions=3, report_flags=NIGHT_TWO)
    problems = []
    remade = len(touched)
    if summary["night"]["made"] != remade:
        problems.append("%s owners made again, expected %d (the owners with new rows)" % (summary["night"]["made"], remade))
    got, _ = read_lines(two)
    want, _ = read_lines(full)
    if sorted(got) != sorted(want):
        problems.append("owners %r, full night %r" % (sorted(got), sorted(want)))
    def same(owner):
        # A failed owner's error names a line of its partition's stream, which the nights cut differently.
        if owner == "bad":
            return all(len(lines) == 1 and lines[0].endswith(b'"}') for lines in (got.get(owner, []), want[owner]))
        return got.get(owner) == want[owner]
    differing = sorted(owner for owner in want if not same(owner))
    if differing:
        problems.append("lines differ from the full night's for %r" % differing)
    moved = [owner for owner in got if owner not in touched and b"2026-11-23T02:00:00+05:30" not in got[owner][0]]
    if moved or not got:
        problems.append("not moved to the new clock: %r" % moved)

    # --only-changed: night two again, writing only the owners it makes; night three on top of it
    # (new rows for two owners, one of them new on night two too), both ways, against a full night three.
    two_changed, three_changed, three, full_three = (os.path.join(work, name) for name in
                                                     ("night-2-changed", "night-3-changed", "night-3", "night-3-full"))
    summary = spendreport_job.run_job(spark, later_csv, "customer_id", two_changed, binary, partitions=3, report_flags=NIGHT_TWO,
                                      store=store, previous=one, only_changed=True)
    written, _ = read_lines(two_changed)
    if sorted(written) != sorted(touched) or summary["night"].get("unchangedIn") != [os.path.abspath(one)]:
        problems.append("--only-changed wrote %r (unchangedIn %r), expected the owners %r (and night one)"
                        % (sorted(written), summary["night"].get("unchangedIn"), sorted(touched)))
    problems += same_lines("--only-changed night two", spendreport_job.owner_lines(two_changed), want)
    third = [("cust00003", "cust00003,2026-11-23,Swiggy order,-120.50,INR\n"), ("Alice", "Alice,2026-11-23,Salary,50000.00,INR\n")]
    third_csv, every_three_csv = os.path.join(work, "night3.csv"), os.path.join(work, "every3.csv")
    write_csv(third_csv, [line for _, line in third])
    write_csv(every_three_csv, [line for _, line in first + later + third])
    spendreport_job.run_job(spark, every_three_csv, "customer_id", full_three, binary, partitions=3, report_flags=NIGHT_THREE)
    want_three, _ = read_lines(full_three)
    summary = spendreport_job.run_job(spark, third_csv, "customer_id", three_changed, binary, partitions=2,
                                      report_flags=NIGHT_THREE, store=store, previous=two_changed, only_changed=True)
    if summary["night"]["made"] != 3 or summary["night"]["unchangedIn"] != [os.path.abspath(two_changed), os.path.abspath(one)]:
        problems.append("--only-changed night three: made %r (expected cust00003, Alice and bad), unchangedIn %r"
                        % (summary["night"]["made"], summary["night"]["unchangedIn"]))
    problems += same_lines("--only-changed night three", spendreport_job.owner_lines(three_changed), want_three)
    # A night that rewrites every line, after nights that wrote only theirs.
    spendreport_job.run_job(spark, third_csv, "customer_id", three, binary, partitions=2, report_flags=NIGHT_THREE,
                            store=store, previous=two_changed)
    got_three, _ = read_lines(three)
    problems += same_lines("night three after an --only-changed night",
                           {owner: lines[0] for owner, lines in got_three.items() if len(lines) == 1}, want_three)
    # A night whose input has a column the store's rows lack is refused, checked against the list
    # of columns the nights wrote beside their rows.
    with open(os.path.join(store, spendreport_job.STORE_COLUMNS), encoding="utf-8") as handle:
        listed = json.load(handle)
    if listed != sorted(HEADER.strip().split(",")):
        problems.append("the store lists the columns %r" % listed)
    other_csv = os.path.join(work, "night4.csv")
    with open(other_csv, "w", encoding="utf-8") as handle:
        handle.write(HEADER.strip() + ",Branch\n" + third[0][1].strip() + ",Pune\n")
    try:
        spendreport_job.run_job(spark, other_csv, "customer_id", os.path.join(work, "night-4"), binary, partitions=2,
                                report_flags=NIGHT_THREE, store=store, previous=three)
        problems.append("a night with a column the store lacks was not refused")
    except spendreport_job.JobError as error:
        if "holds the columns" not in str(error):
            problems.append("a night with a column the store lacks: %s" % error)
    return problems


def same_lines(label, got, want):
    """`got` ({owner: line}) against a full night's lines ({owner: [line]}): each owner once and
    equal (a failed owner's error names a line of its partition's stream: only its kind is compared)."""
    problems = []
    if sorted(got) != sorted(want):
        problems.append("%s: owners %r, full night %r" % (label, sorted(got), sorted(want)))
    def same(owner):
        if owner == "bad":
            return got.get(owner, b"").endswith(b'"}') and want[owner][0].endswith(b'"}')
        return [got.get(owner)] == want[owner]
    differing = sorted(owner for owner in want if not same(owner))
    if differing:
        problems.append("%s: lines differ from the full night's for %r" % (label, differing))
    return problems


def class_archive(binary, work, source, owners, expected):
    """The job's command run twice with the same --class-archive (--charts none): the first run's
    JVM writes the archive, leaving no other file beside it; the second's loads classes from it
    (its class-load log says `shared objects file (top)`, the archive a run writes); both runs'
    lines equal the single runs."""
    folder = os.path.join(work, "classes")
    archive = os.path.join(folder, "spark.jsa")
    os.makedirs(folder)
    problems = []
    for run in (1, 2):
        out = os.path.join(work, "archive-%d" % run)
        logs = os.path.join(work, "class-load-%d" % run)
        os.makedirs(logs)
        # Every JVM the run starts logs the classes it loads, each to its own file.
        environment = dict(os.environ, JAVA_TOOL_OPTIONS="-Xlog:class+load=info:file=%s/%%p.log" % logs)
        command = [sys.executable, os.path.join(HERE, "spendreport_job.py"), source, "--by", "customer_id", "--out", out,
                   "--binary", binary, "--master", "local[2]", "--partitions", "2", "--class-archive", archive, "--"]
        result = subprocess.run(command + FLAGS + ["--charts", "none"], env=environment, capture_output=True, text=True)
        # 65: an owner failed (the data's bad owner), which check_lines expects.
        if result.returncode not in (0, 65):
            return problems + ["run %d stopped with status %d: %s" % (run, result.returncode, result.stderr.strip()[-400:])]
        beside = sorted(name for name in os.listdir(folder) if name != "spark.jsa")
        if not os.path.isfile(archive) or beside:
            problems.append("after run %d the folder holds %s, expected spark.jsa alone" % (run, sorted(os.listdir(folder))))
        shared = 0
        for name in os.listdir(logs):
            with open(os.path.join(logs, name), errors="replace") as handle:
                shared += sum(1 for line in handle if "source: shared objects file (top)" in line)
        if run == 1 and shared:
            problems.append("run 1 loaded %d classes from an archive before writing it" % shared)
        if run == 2 and shared < 1000:
            problems.append("run 2 loaded %d classes from the archive, expected thousands" % shared)
        with open(os.path.join(out, "batch-summary.json"), encoding="utf-8") as handle:
            summary = json.load(handle)
        problems += ["run %d: %s" % (run, problem) for problem in check_lines(summary, out, owners, expected, partitions=2)]
    return problems


def standalone(spendreport_job, binary, work, source, owners, expected):
    """A Spark standalone master and two workers started from the pyspark package (spark-class),
    the job on it with the binary shipped (--ship)."""
    import pyspark
    home = os.path.dirname(pyspark.__file__)
    spark_class = os.path.join(home, "bin", "spark-class")
    environment = dict(os.environ, SPARK_HOME=home, SPARK_LOCAL_IP="127.0.0.1")
    logs = open(os.path.join(work, "standalone.log"), "w")
    port = 7177
    processes = [subprocess.Popen([spark_class, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port", str(port),
                                   "--webui-port", "0"], env=environment, stdout=logs, stderr=logs)]
    try:
        for index in range(2):
            processes.append(subprocess.Popen(
                [spark_class, "org.apache.spark.deploy.worker.Worker", "spark://127.0.0.1:%d" % port, "--cores", "1", "--memory", "1g",
                 "--webui-port", "0", "--work-dir", os.path.join(work, "worker-%d" % index)], env=environment, stdout=logs, stderr=logs))
        spark = session("spark://127.0.0.1:%d" % port, "spendreport-standalone")
        try:
            executors = wait_for_executors(spark, 2)
            out = os.path.join(work, "standalone")
            # The workers run the binary shipped to their own folders, not the build's path.
            shipped = os.path.join(work, "ship", "spendreport-shipped")
            os.makedirs(os.path.dirname(shipped))
            shutil.copy(binary, shipped)
            summary = spendreport_job.run_job(spark, source, "customer_id", out, shipped, partitions=4, report_flags=FLAGS, ship=True)
            problems = [] if executors >= 2 else ["%d executors registered, expected 2" % executors]
            ran = [name for index in range(2) for _, _, names in os.walk(os.path.join(work, "worker-%d" % index))
                   for name in names if name == "spendreport-shipped"]
            if len(ran) < 2:
                problems.append("the binary reached %d workers' folders, expected 2" % len(ran))
            return problems + check_lines(summary, out, owners, expected, partitions=4)
        finally:
            spark.stop()
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait()
        logs.close()


def wait_for_executors(spark, count, seconds=60):
    import time
    deadline = time.time() + seconds
    tracker = spark.sparkContext._jsc.sc().statusTracker()
    while time.time() < deadline:
        # The driver is listed too.
        registered = len(tracker.getExecutorInfos()) - 1
        if registered >= count:
            return registered
        time.sleep(0.5)
    return len(tracker.getExecutorInfos()) - 1


if __name__ == "__main__":
    main()
