#!/usr/bin/env python3
"""Every owner's spend report with Apache Spark, each one exactly what `spendreport report` writes
for that owner's rows alone (README: Apache Spark).

    python3 spark/spendreport_job.py INPUT --by customer_id --out DIR [--binary PATH]
        [--master local[2]] [--partitions N] [-- REPORT FLAGS...]

INPUT is a CSV with a header row, or Parquet (a `.parquet` file or folder, or --format parquet).
The job reads it with every column as text, numbers the rows, repartitions by the owner column
and sorts each partition by owner and number (so each owner's rows arrive together, in the
input's order), writes each partition as CSV (the
header, then its rows) into the unchanged `spendreport batch - --by COLUMN --jsonl` through
`RDD.pipe`, and writes each owner's files from the JSON lines into DIR/<folder>/ (the folder
name the binary chose: README, "Folder names"), each file through a temporary file and a rename.
DIR/batch-summary.json lists the owners that failed and counts the rows without an owner.

The binary must exist at the same path on every executor (install it in the image, or ship it
with --files and pass its name). Needs pyspark (pip install pyspark) and Java 17.
"""
import argparse
import csv
import io
import json
import os
import sys


def csv_lines(header, rows):
    """A partition as CSV text lines: the header, then each row (None as an empty field)."""
    def line(values):
        buffer = io.StringIO()
        # The terminator is what makes the writer quote a field holding a line break; pipe adds its own.
        csv.writer(buffer, lineterminator="\n").writerow(["" if value is None else value for value in values])
        return buffer.getvalue()[:-1]

    first = True
    for row in rows:
        if first:
            yield line(header)
            first = False
        yield line(row)


def write_owner_files(out, lines):
    """Writes each JSON line's files into out/<folder>/; yields ("ok", owner) or ("failed", entry)."""
    for text in lines:
        entry = json.loads(text)
        if "error" in entry:
            yield ("failed", {"owner": entry["owner"], "folder": entry.get("folder"), "error": entry["error"]})
            continue
        folder = os.path.join(out, entry["folder"])
        os.makedirs(folder, exist_ok=True)
        for name, content in entry["files"].items():
            temporary = os.path.join(folder, ".spark-tmp-%d-%s" % (os.getpid(), name))
            with open(temporary, "wb") as handle:
                handle.write(content.encode("utf-8"))
            os.replace(temporary, os.path.join(folder, name))
        yield ("ok", entry["owner"])


def run_job(spark, input_path, by, out, binary, partitions=None, input_format=None, report_flags=()):
    """Runs the job on an existing SparkSession; returns the summary it writes."""
    from pyspark.sql import functions as F

    # The workers unpickle this module's functions by name when it was imported (not run).
    spark.sparkContext.addPyFile(os.path.abspath(__file__))

    fmt = input_format or ("parquet" if input_path.rstrip("/").endswith(".parquet") else "csv")
    if fmt == "parquet":
        frame = spark.read.parquet(input_path)
        frame = frame.select([F.col(name).cast("string") for name in frame.columns])
    else:
        frame = spark.read.csv(input_path, header=True, inferSchema=False, multiLine=True,
                               escape='"', nullValue=None, emptyValue="")
    owner = F.col(by)
    # Each owner's rows keep the input's order (a shuffle does not): numbered before it, sorted by it after.
    order = "__spendreport_row"
    frame = frame.withColumn(order, F.monotonically_increasing_id())
    orphans = frame.filter(owner.isNull() | (owner == "")).count()
    frame = frame.filter(owner.isNotNull() & (owner != ""))
    frame = (frame.repartition(partitions, owner) if partitions else frame.repartition(owner)).sortWithinPartitions(owner, order)
    frame = frame.drop(order)
    header = frame.columns
    command = [binary, "batch", "-", "--by", by, "--jsonl"] + list(report_flags)
    lines = frame.rdd.map(tuple).mapPartitions(lambda rows: csv_lines(header, rows)).pipe(
        " ".join(shell_quote(part) for part in command))
    results = lines.mapPartitions(lambda part: write_owner_files(out, part)).collect()
    failed = sorted((entry for status, entry in results if status == "failed"), key=lambda entry: entry["owner"])
    summary = {"owners": len(results), "reports": sum(1 for status, _ in results if status == "ok"),
               "failed": failed, "rowsWithoutOwner": orphans}
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "batch-summary.json"), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(summary, indent=2, sort_keys=True, ensure_ascii=False, separators=(",", " : ")) + "\n")
    return summary


def shell_quote(text):
    """RDD.pipe splits its command on spaces (shlex): quote each part."""
    import shlex
    return shlex.quote(text)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input")
    parser.add_argument("--by", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--binary", default="spendreport")
    parser.add_argument("--master", default=None)
    parser.add_argument("--partitions", type=int, default=None)
    parser.add_argument("--format", choices=["csv", "parquet"], default=None)
    own, report_flags = (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, [])
    args = parser.parse_args(own)
    from pyspark.sql import SparkSession
    builder = SparkSession.builder.appName("spendreport")
    if args.master:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    try:
        summary = run_job(spark, args.input, args.by, args.out, os.path.abspath(args.binary) if os.sep in args.binary else args.binary,
                          args.partitions, args.format, report_flags)
    finally:
        spark.stop()
    print("spendreport-spark: %d of %d owners' reports written to %s" % (summary["reports"], summary["owners"], args.out), file=sys.stderr)
    return 0 if not summary["failed"] and not summary["rowsWithoutOwner"] else 65


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
