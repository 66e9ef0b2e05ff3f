#!/usr/bin/env python3
"""Every owner's spend report with Apache Spark, each one exactly what `spendreport report` writes
for that owner's rows alone (docs/BATCH.md: Apache Spark).

    python3 spark/spendreport_job.py INPUT --by customer_id --out DIR [--binary PATH] [--ship]
        [--master local[2]] [--partitions N] [--format csv|parquet] [--layout lines|folders]
        [--store STORE [--previous PREVIOUS_DIR [--only-changed]]] [--class-archive FILE]
        [-- REPORT FLAGS...]

INPUT is a CSV with a header row, or Parquet (a `.parquet` file or folder, or --format parquet).
A CSV file is read in parts, in parallel, when each of its lines is a whole record
(`record_header`), and as one stream otherwise (a quoted field may hold a line break).
The job reads it with every column as text, numbers the rows, repartitions by the owner column
and sorts each partition by owner and number (so each owner's rows arrive together, in the
input's order). The JVM then runs the unchanged `spendreport batch - --by COLUMN --jsonl` once
per partition (Spark SQL's script transformation, `SELECT TRANSFORM … USING`): it writes the
partition's rows to the binary as CSV (the header, then one CSV record per row); the binary's
JSON lines go to a file (below). No Python touches a row or a report.

--layout lines (the default) has the binary write each partition's JSON lines to a file, which
the job moves to DIR/part-NNNNN.txt once Spark's commit protocol has published the task's
manifest (`direct_command`): one file per partition, a retried task's file replacing the failed
attempt's. A night that moves every earlier owner's line writes through Spark's text writer.
--layout folders writes each owner's files into DIR/<folder>/ instead (a
Python step per owner). DIR/batch-summary.json lists the owners that failed, counts the rows
without an owner and records the night (`night`: the clock fields and the flags) for the next.

--store STORE keeps every row the job has read (Parquet, a folder per night under STORE), so a
night needs only the day's new rows as INPUT. With --previous (the last night's DIR, same binary
and flags, the same month of the clock) only the owners with new rows and the owners that failed
are made again, from their rows in STORE; every other owner's line is the previous one with its
clock fields (generatedAt, refreshAfter, refreshAfterText and the entry's date) moved to this
night's. The result is byte for byte the full night's.

--only-changed (with --previous) writes only the lines of the owners made again; the summary's
`night.unchangedIn` lists the earlier nights' folders, newest first, holding every other owner's
last line, which is read with its clock fields moved to this night's (`night_lines` below does it;
docs/BATCH.md: "Writing only what changed").

--class-archive FILE starts the driver's JVM from a class-data archive, written by the first run
that names it (`ClassArchive`): seconds off every night's start.

The binary must exist at the same path on every executor, or be shipped with --ship (Spark's
addFile: the executors find it in their working folder). Needs pyspark and Java 17.
"""
import argparse
import csv
import io
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

SUMMARY = "batch-summary.json"
ROW = "__spendreport_row"
NIGHT = "__spendreport_night"
# STORE's folder per night: STORE/spendreport_night=N/.
STORE_NIGHT = "spendreport_night"
# STORE's list of its rows' columns, written by every night beside its rows.
STORE_COLUMNS = "_spendreport_columns.json"
# Inside DIR while a --layout lines night runs, removed before it ends: the binary's output files,
# one per task attempt, and the committed list of the attempts that count (`direct_command`).
ATTEMPTS = "_spendreport_attempts"
MANIFEST = "_spendreport_manifest"
# The fields of a report that depend on the clock alone (docs/BATCH.md: Apache Spark, "Only what changed").
CLOCK_KEYS = ["generatedAt", "refreshAfter", "refreshAfterText"]
# How a `batch --jsonl` line says what it is (docs/BATCH.md): a report line ends with its `files`
# object, a failed owner's line with its error's text; a report line up to FILES_KEY holds the
# clock fields. Both output paths (`direct_command`'s script and Spark's observation) read these.
REPORT_END = "}}"
FAILED_END = '"}'
FILES_KEY = ',"files":'
# A JSON string token: the quotes and what is between them, escapes included.
TOKEN = r'"(?:[^"\\]|\\.)*"'


class JobError(Exception):
    """A reason the night cannot run as asked, with what to do."""


def csv_line(values):
    """One CSV record (quoted where needed, `""` for a quote), without its line break."""
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerow(["" if value is None else value for value in values])
    return buffer.getvalue()[:-1]


class ClassArchive:
    """--class-archive PATH: the driver JVM's class-data archive (Java's CDS). A JVM started from
    it maps the classes Spark loads instead of reading and checking each one from the jars, and
    starts seconds sooner (docs/SCALING.md). When PATH is missing, this run's JVM writes it as it
    exits, under a temporary name renamed once the JVM is gone, so a run that starts meanwhile
    never maps half a file. A JVM whose version or class path differs from the one that wrote
    PATH ignores it (Java's own check) and starts as it would without it: delete PATH after
    upgrading Java or pyspark and the next run writes it again. Only a JVM this process starts
    takes the option (not one under spark-submit), and only the driver's: in local mode, the
    whole job."""

    def __init__(self, path):
        self.path = os.path.abspath(path)
        self.partial = None if os.path.isfile(self.path) else "%s.partial-%d" % (self.path, os.getpid())

    def configure(self, builder):
        """`builder` with the driver's Java options set to start from, or write, the archive."""
        option = ("-XX:ArchiveClassesAtExit=" + self.partial) if self.partial else ("-XX:SharedArchiveFile=" + self.path)
        # The archive's warnings (a class from a signed jar is left out) stay out of the output.
        return builder.config("spark.driver.extraJavaOptions", "%s -Xlog:cds*=error" % shlex.quote(option))

    def publish(self):
        """After the session stopped: when this run writes the archive, waits for its JVM to
        exit (it exits when its standard input closes) and puts the archive in place."""
        from pyspark import SparkContext
        process = getattr(SparkContext._gateway, "proc", None)
        if self.partial is None or process is None:
            return
        process.stdin.close()
        process.wait()
        if os.path.isfile(self.partial):
            os.replace(self.partial, self.path)


def batch_command(binary, by, header, report_flags, shipped=None):
    """The shell command a partition runs: the header line, then the partition's records, into
    `batch - --jsonl`. Status 65 (an owner failed: its error line is in the output) is a result,
    not a failed task. `shipped`: the binary's file name when it came with addFile (found in the
    executor's working folder, or in the driver's SparkFiles folder in local mode)."""
    if shipped:
        name, root = shipped
        find = "b=./%s; [ -x \"$b\" ] || b=%s; " % (shlex.quote(name), shlex.quote(os.path.join(root, name)))
        program = '"$b"'
    else:
        find = ""
        program = shlex.quote(binary)
    run = " ".join([program, "batch", "-", "--by", shlex.quote(by), "--jsonl"] + [shlex.quote(flag) for flag in report_flags])
    return "%s{ printf '%%s\\n' %s; cat; } | %s; s=$?; [ $s -eq 65 ] && exit 0; exit $s" % (
        find, shlex.quote(csv_line(header)), run)


def direct_command(command, attempts):
    """`command` (`batch_command`'s) with its JSON lines written to a new file in the folder
    `attempts`, not handed back to the JVM, which would decode, copy and write every report's
    bytes again (docs/SCALING.md). What the task returns is a manifest of a few lines: `F NAME`
    (the file), `N COUNT` (its lines), `C PREFIX` (its first report line up to its files, which
    holds the clock fields) and `E LINE` for each failed owner's line. Spark's commit protocol
    publishes the manifest of the attempt that counts; `publish_attempts` moves the files it names
    and the others (a failed or killed attempt's) are deleted. (No `${…}` in it: Spark SQL would
    take that for one of its variables.)"""
    return ("f=$(mktemp %s/XXXXXXXXXX) || exit 70; ( %s ) > \"$f\" || exit $?; "
            "printf 'F %%s\\n' \"$(basename \"$f\")\"; printf 'N %%s\\n' \"$(wc -l < \"$f\")\"; "
            "LC_ALL=C grep -a -m1 %s \"$f\" | LC_ALL=C sed %s; "
            "LC_ALL=C grep -a %s \"$f\" | LC_ALL=C sed 's/^/E /'") % (
        shlex.quote(attempts), command, shlex.quote(REPORT_END + "$"),
        shlex.quote("s/%s.*//; s/^/C /" % FILES_KEY), shlex.quote(FAILED_END + "$"))


def publish_attempts(out):
    """Moves the files that the committed manifest in `out` names into `out` as its part files
    (`part-00000.txt`, …, in the manifest's order, an empty one left out), removes the attempts'
    folder and the manifest and marks `out` `_SUCCESS`. Returns the lines' count, the failed
    owners' lines and the least clock prefix (None without a report line)."""
    attempts, manifest = os.path.join(out, ATTEMPTS), os.path.join(out, MANIFEST)
    owners, failed, clocks, files = 0, [], [], []
    for name in sorted(name for name in os.listdir(manifest) if name.startswith("part-")):
        with open(os.path.join(manifest, name), "rb") as handle:
            for raw in handle.read().split(b"\n"):
                kind, value = raw[:2], raw[2:]
                if kind == b"F ":
                    files.append([value.decode("ascii"), 0])
                elif kind == b"N ":
                    files[-1][1] = int(value)
                    owners += int(value)
                elif kind == b"C ":
                    clocks.append(value)
                elif kind == b"E ":
                    failed.append(json.loads(value))
    for number, (name, _) in enumerate(entry for entry in files if entry[1] > 0):
        os.rename(os.path.join(attempts, name), os.path.join(out, "part-%05d.txt" % number))
    shutil.rmtree(attempts)
    shutil.rmtree(manifest)
    open(os.path.join(out, "_SUCCESS"), "wb").close()
    return owners, failed, min(clocks).decode("utf-8") if clocks else None


def sql_string(text):
    """`text` as a Spark SQL string literal."""
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def format_of(path, fmt):
    """INPUT's format: --format, else Parquet for a name ending `.parquet`, else CSV."""
    return fmt or ("parquet" if path.rstrip("/").endswith(".parquet") else "csv")


def read_input(spark, path, fmt):
    from pyspark.sql import functions as F
    if format_of(path, fmt) == "parquet":
        frame = spark.read.parquet(path)
        return frame.select([F.col(name).cast("string") for name in frame.columns])
    # A quoted field may hold a line break: a file is read as one stream (one task) unless every
    # line is known to be a record, and then in parts, in parallel.
    names = record_header(path)
    return spark.read.csv(path, header=True, inferSchema=False, multiLine=names is None, escape='"',
                          nullValue=None, emptyValue="", schema=header_schema(names) if names else None)


def header_schema(names):
    """The columns Spark would name from `names` (`record_header`'s: a header without quotes,
    split at its commas), all text, so that Spark need not run a job to read the header itself;
    None (Spark reads it) when a name is empty, not ASCII, or repeats ignoring case, which Spark
    renames."""
    from pyspark.sql.types import StringType, StructField, StructType
    if any(not name or not name.isascii() for name in names):
        return None
    texts = [name.decode("ascii") for name in names]
    if len({text.lower() for text in texts}) != len(texts):
        return None
    return StructType([StructField(text, StringType()) for text in texts])


def record_header(path):
    """The names in the first line of the CSV file at `path`, split at its commas, when each of its
    lines is one whole record, read the same line by line as in one stream; None otherwise. A line
    is a record when the file has no quote (a quoted field may hold a line break), no carriage
    return, no byte-order mark, and no line starting with a blank or a control character (read
    line by line, Spark drops a line of blanks, which in one stream is a record). Anything else
    (a folder, an empty file) is read as one stream."""
    import mmap
    if not os.path.isfile(path) or os.path.getsize(path) == 0:
        return None
    with open(path, "rb") as handle, mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
        if data[:1] <= b" " or data[:3] == b"\xef\xbb\xbf" or data.find(b'"') >= 0 or data.find(b"\r") >= 0:
            return None
        if re.search(rb"\n[\x00-\x09\x0b-\x20]", data) is not None:
            return None
        end = data.find(b"\n")
        return data[:end if end >= 0 else len(data)].split(b",")


def report_lines(spark, rows, by, header, command, partitions):
    """The JSON lines of `rows` (with ROW and NIGHT columns): each owner's rows together, in
    order, through `command` once per partition."""
    from pyspark.sql import functions as F
    owner = F.col(by)
    grouped = rows.repartition(partitions, owner) if partitions else rows.repartition(owner)
    grouped = grouped.sortWithinPartitions(owner, NIGHT, ROW)
    # Spark's CSV writer: a quote doubled (not backslashed), spaces kept, an empty text as "".
    options = {"escape": '"', "ignoreLeadingWhiteSpace": "false", "ignoreTrailingWhiteSpace": "false"}
    view = "spendreport_rows_%d" % id(rows)
    grouped.select(F.to_csv(F.struct(*[F.col(name) for name in header]), options).alias("record")).createOrReplaceTempView(view)
    return spark.sql("SELECT TRANSFORM(record) USING %s AS (line STRING) FROM %s" % (sql_string(command), view))


def line_owner(column):
    """The owner of a JSON line (its first member), decoded, without parsing the whole line."""
    from pyspark.sql import functions as F
    token = F.regexp_extract(column, r'^\{"owner":(' + TOKEN + ')', 1)
    return F.get_json_object(F.concat(F.lit('{"o":'), token, F.lit("}")), "$.o")


def write_owner_files(out, lines):
    """--layout folders: each JSON line's files into out/<folder>/, each through a temporary file
    and a rename; yields ("ok", owner) or ("failed", entry)."""
    for text in lines:
        entry = json.loads(text)
        if "error" in entry:
            yield ("failed", entry)
            continue
        folder = os.path.join(out, entry["folder"])
        os.makedirs(folder, exist_ok=True)
        for name, content in entry["files"].items():
            temporary = os.path.join(folder, ".spark-tmp-%d-%s" % (os.getpid(), name))
            with open(temporary, "wb") as handle:
                handle.write(content.encode("utf-8"))
            os.replace(temporary, os.path.join(folder, name))
        yield ("ok", entry["owner"])


def clock_fields(line):
    """The clock fields' JSON tokens in a report line (`{"generatedAt": '"2026-…"', …}`)."""
    fields = {}
    for key in CLOCK_KEYS:
        match = re.search(r'"%s" : (%s)' % (key, TOKEN), line)
        if match is None:
            raise JobError("a report line has no %s" % key)
        fields[key] = match.group(1)
    return fields


def clock_replacements(old, new):
    """Each clock field as it stands in a line, twice (in `report`, and quoted again inside
    `files`' spend-analytics.json), with this night's in its place. The key and its layout make
    each one unique: inside a string a quote is always escaped once more. No pair when either
    night made no report (a night of failed owners only has no clock fields and no line to move)."""
    if not old or not new:
        return []
    def quoted(text):
        return text.replace("\\", "\\\\").replace('"', '\\"')
    pairs = []
    for key in CLOCK_KEYS:
        pairs.append(('"%s" : %s' % (key, old[key]), '"%s" : %s' % (key, new[key])))
    pairs.append(('"date" : %s' % old["generatedAt"], '"date" : %s' % new["generatedAt"]))
    return [pair for before, after in pairs for pair in [(before, after), (quoted(before), quoted(after))] if before != after]


def moved_clock(replacements):
    """The column `line` with `replacements` made in its head only: the clock fields are in
    `report` and in `spend-analytics.json`, the first of `files`; the SVGs after it (most of the
    line) hold none and are passed over. A line of one file (`--charts none`) is all head."""
    from pyspark.sql import functions as F
    line = F.col("line")
    if not replacements:
        return line
    # Where the first file's text ends: a quote, a comma and a quote never stand together inside
    # a JSON string (its quotes are escaped), so the first `","` after `"files":{"` ends it.
    cut = F.expr("""locate('","', line, locate('"files":{"', line) + 10)""")
    head = F.when(cut > 0, line.substr(F.lit(1), cut - 1)).otherwise(line)
    for before, after in replacements:
        head = F.replace(head, F.lit(before), F.lit(after))
    return F.when(cut > 0, F.concat(head, line.substr(cut, F.length(line)))).otherwise(head)


def moved_line(raw, replacements):
    """`moved_clock` on one line's bytes, without Spark (the same cut)."""
    if not replacements:
        return raw
    cut = raw.find(b'","', raw.find(b'"files":{"') + 10)
    head, tail = (raw[:cut], raw[cut:]) if cut >= 0 else (raw, b"")
    for before, after in replacements:
        head = head.replace(before.encode("utf-8"), after.encode("utf-8"))
    return head + tail


def probe_clock(spark, rows, by, header, binary, report_flags, path=None, limit=200):
    """This night's clock fields, from the binary run on the driver over the first owners' rows:
    read by Python when INPUT is a local CSV file, else collected by Spark (and by Spark too when
    the first rows make no report). The clock fields depend on the flags and the clock alone."""
    for sample in (first_records(path, by, header, limit) if path else None, None):
        if sample is None:
            sample = [list(row) for row in rows.drop(ROW, NIGHT).limit(limit).collect()]
        text = "\n".join([csv_line(header)] + [csv_line(row) for row in sample]) + "\n"
        result = subprocess.run([binary, "batch", "-", "--by", by, "--jsonl"] + list(report_flags),
                                input=text.encode("utf-8"), capture_output=True)
        if result.returncode not in (0, 65):
            raise JobError("%s batch stopped with status %d: %s"
                           % (binary, result.returncode, result.stderr.decode("utf-8", "replace").strip()))
        for line in result.stdout.decode("utf-8").splitlines():
            if line.endswith(REPORT_END):
                return clock_fields(line)
    return None


def first_records(path, by, header, limit):
    """Up to `limit` records with an owner from the start of the CSV file at `path`, read without
    Spark; None when it is not a local file with `header` as its first record."""
    if not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8", errors="replace", newline="") as handle:
        reader = csv.reader(handle)
        if next(reader, None) != header:
            return None
        index = header.index(by)
        found = []
        for record in reader:
            if len(record) > index and record[index]:
                found.append(record)
                if len(found) == limit:
                    break
        return found


def binary_version(binary):
    """The binary's --version and the SHA-256 of its bytes: a rebuilt binary is another binary."""
    import hashlib
    import shutil as shutil_module
    path = binary if os.sep in binary else (shutil_module.which(binary) or binary)
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    result = subprocess.run([path, "--version"], capture_output=True, text=True)
    return "%s sha256:%s" % (result.stdout.strip(), digest.hexdigest())


def run_job(spark, input_path, by, out, binary, partitions=None, input_format=None, report_flags=(),
            layout="lines", store=None, previous=None, ship=False, only_changed=False):
    """Runs the night on an existing SparkSession; returns the summary it writes to out."""
    from pyspark import SparkFiles
    from pyspark.sql import Observation
    from pyspark.sql import functions as F

    if os.path.exists(out) and os.listdir(out):
        raise JobError("%s is not empty: give a new folder for each night (the previous night's is read, never replaced)" % out)
    if previous and not store:
        raise JobError("--previous needs --store: the owners made again need their earlier rows")
    if only_changed and not previous:
        raise JobError("--only-changed needs --previous: the first night writes every owner's line")
    if previous and layout != "lines":
        raise JobError("--previous needs --layout lines: a night's lines are what the next night moves on")
    report_flags = list(report_flags)
    shipped = None
    if ship:
        spark.sparkContext.addFile(binary)
        shipped = (os.path.basename(binary), SparkFiles.getRootDirectory())

    frame = read_input(spark, input_path, input_format)
    csv_path = input_path if format_of(input_path, input_format) == "csv" else None
    if by not in frame.columns:
        raise JobError("%s has no column %r (--by): %s" % (input_path, by, ", ".join(frame.columns)))
    owner = F.col(by)
    # Each owner's rows keep the input's order (a shuffle does not): numbered before it, sorted by it after.
    numbered = frame.withColumn(ROW, F.monotonically_increasing_id())
    has_owner = owner.isNotNull() & (owner != "")
    # The rows without an owner are counted by the pass that reads every row (the store's write
    # or the reports'); `frame`, unobserved, serves the small looks before it.
    frame = numbered.filter(has_owner)
    counted = Observation("input")
    if layout == "folders" and not store:
        # Folders are written by an RDD action, which fills no observation: a pass of its own.
        counted = None
        without_owner = numbered.filter(~has_owner).count()
        observed = frame
    else:
        observed = numbered.observe(counted, F.sum(F.when(has_owner, 0).otherwise(1)).alias("withoutOwner")).filter(has_owner)
    header = [name for name in frame.columns if name != ROW]

    # The clock fields: an incremental night needs them before its lines are moved, and folders
    # are written by an RDD action that fills no observation; any other night reads them from a
    # line it made (every line carries the same clock), saving a Spark query and a run.
    probed = previous or layout == "folders"
    night = {"binary": binary_version(binary), "flags": without_clock(report_flags), "by": by, "number": 1,
             "clock": probe_clock(spark, frame, by, header, binary, report_flags, csv_path) if probed else None}
    rows = observed.withColumn(NIGHT, F.lit(1))
    changed = None
    refreshed = None
    if store:
        last = previous_night(previous) if previous else None
        if previous:
            previous_parts(previous)
        # The night after the previous one (the first without it): a night run again replaces its
        # own rows in STORE instead of adding them twice.
        night["number"] = last["number"] + 1 if last else 1
        earlier = stored_nights(store)
        if any(number > night["number"] for number in earlier):
            raise JobError("%s holds night %d, after this night (%d): give --previous the last night's folder"
                           % (store, max(earlier), night["number"]))
        if any(number < night["number"] for number in earlier):
            held = store_columns(spark, store)
            if held != sorted(header):
                raise JobError("%s holds the columns %s; this night's input has %s" % (store, ", ".join(held), ", ".join(sorted(header))))
        elif last:
            raise JobError("%s holds no night before this one (%d): give the store the previous night wrote" % (store, night["number"]))
        observed.write.mode("overwrite").parquet(os.path.join(store, "%s=%d" % (STORE_NIGHT, night["number"])))
        with open(os.path.join(store, STORE_COLUMNS), "w", encoding="utf-8") as handle:
            json.dump(sorted(header), handle)
        stored = spark.read.parquet(store).withColumnRenamed(STORE_NIGHT, NIGHT)
        rows = stored.select(header + [ROW, NIGHT])
        if previous:
            reason = refresh_refusal(last, night)
            if reason:
                print("spendreport-spark: every owner made again: " + reason, file=sys.stderr)
            else:
                # The failed owners from the last night's summary (not a pass over its lines).
                failed = spark.createDataFrame([(owner,) for owner in last["failedOwners"]], "%s string" % quote_name(by))
                changed = frame.select(by).union(failed).distinct()
                rows = rows.join(F.broadcast(changed), by, "left_semi")
                if only_changed:
                    # The other owners' lines stay where they are: the next reader moves their clock.
                    night["unchangedIn"] = [os.path.abspath(previous)] + last.get("unchangedIn", [])
                else:
                    lines = current_lines(spark, previous, night["clock"])
                    refreshed = lines.join(F.broadcast(changed), line_owner(F.col("line")) == F.col(by), "left_anti").select("line")

    command = batch_command(binary, by, header, report_flags, shipped)
    # A night of lines that moves no earlier line: the binary's lines go straight to files.
    direct = layout == "lines" and refreshed is None
    if direct:
        attempts = os.path.join(os.path.abspath(out), ATTEMPTS)
        os.makedirs(attempts)
        command = direct_command(command, attempts)
    made = report_lines(spark, rows, by, header, command, partitions)
    remade = None
    if refreshed is not None:
        remade = Observation("remade")
        made = made.observe(remade, F.count(F.lit(1)).alias("owners"))
        made = made.unionByName(refreshed).coalesce(partitions or spark.sparkContext.defaultParallelism)
    if layout == "folders":
        # The workers unpickle this module's functions by name when it was imported (not run).
        spark.sparkContext.addPyFile(os.path.abspath(__file__))
        target = out
        results = made.rdd.map(lambda row: row.line).mapPartitions(lambda part: write_owner_files(target, part)).collect()
        owners = len(results)
        failed = [entry for status, entry in results if status == "failed"]
        clock = None  # probed on the driver before the folders were written
    elif direct:
        try:
            made.write.text(os.path.join(out, MANIFEST))
        except BaseException:
            for name in (ATTEMPTS, MANIFEST):
                shutil.rmtree(os.path.join(out, name), ignore_errors=True)
            raise
        owners, failed, clock = publish_attempts(out)
    else:
        outcome = Observation("output")
        line = F.col("line")
        made = made.observe(outcome, F.count(F.lit(1)).alias("owners"),
                            F.collect_list(F.when(line.endswith(FAILED_END), line)).alias("failures"),
                            # A report line up to its files (`report` holds the clock fields).
                            F.min(F.when(line.endswith(REPORT_END), F.substring_index(line, FILES_KEY, 1))).alias("clock"))
        made.write.mode("overwrite" if os.path.exists(out) else "errorifexists").text(out)
        owners = outcome.get["owners"]
        failed = [json.loads(text) for text in outcome.get["failures"]]
        clock = outcome.get["clock"]
    if not probed and clock is not None:
        night["clock"] = clock_fields(clock)
    failed.sort(key=lambda entry: entry["owner"].encode("utf-8"))
    summary = {"owners": owners, "reports": owners - len(failed),
               "failed": [{key: entry[key] for key in ("owner", "folder", "error") if key in entry} for entry in failed],
               "rowsWithoutOwner": (counted.get["withoutOwner"] or 0) if counted else without_owner, "night": night}
    # How many owners' reports the binary made this night (the others' were moved to its clock).
    night["made"] = remade.get["owners"] if remade else owners
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, SUMMARY), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(summary, indent=2, sort_keys=True, ensure_ascii=False, separators=(",", " : ")) + "\n")
    return summary


def without_clock(flags):
    """The report flags but --now: what must stay the same from one night to the next."""
    kept, skip = [], False
    for flag in flags:
        if skip:
            skip = False
        elif flag == "--now":
            skip = True
        elif not flag.startswith("--now="):
            kept.append(flag)
    return kept


def store_columns(spark, store):
    """The columns of the rows in STORE (sorted): from the list each night writes beside its rows
    (`STORE_COLUMNS`; Spark's readers pass over a name starting `_`), else, in a store written
    before the list, from the store's Parquet by Spark."""
    try:
        with open(os.path.join(store, STORE_COLUMNS), encoding="utf-8") as handle:
            return json.load(handle)
    except FileNotFoundError:
        return sorted(set(spark.read.parquet(store).columns) - {STORE_NIGHT, ROW})


def stored_nights(store):
    """The night numbers already in STORE (folders `night=N`)."""
    if not os.path.isdir(store):
        return []
    return [int(name.split("=", 1)[1]) for name in os.listdir(store) if re.fullmatch(STORE_NIGHT + r"=\d+", name)]


def quote_name(name):
    """A column name for a DDL schema string."""
    return "`" + name.replace("`", "``") + "`"


def previous_night(previous):
    """The last night's `night` record, with its failed owners as `failedOwners`."""
    path = os.path.join(previous, SUMMARY)
    try:
        with open(path, encoding="utf-8") as handle:
            summary = json.load(handle)
        return dict(summary["night"], failedOwners=[entry["owner"] for entry in summary["failed"]])
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise JobError("%s: not a night's summary (%s): give the last night's --out folder" % (path, error))


def previous_parts(previous):
    """A --layout lines night's part files (none when it wrote no line); Spark's commit marks the
    folder `_SUCCESS`, which --layout folders does not write."""
    if not os.path.exists(os.path.join(previous, "_SUCCESS")):
        raise JobError("%s is not a night written with --layout lines: --previous takes one" % previous)
    return sorted(os.path.join(previous, name) for name in os.listdir(previous) if name.startswith("part-"))


def night_chain(folder):
    """The folders holding the lines as of the night in `folder`, newest first, each with its
    night's clock fields: the folder itself, then its summary's `unchangedIn` (a night written
    with --only-changed holds only the owners it made)."""
    night = previous_night(folder)
    chain = [(folder, night.get("clock"))]
    for path in night.get("unchangedIn", []):
        if not os.path.isdir(path):
            raise JobError("%s names %s in night.unchangedIn, which is gone: it holds the last line of every owner "
                           "not made again since; restore it" % (os.path.join(folder, SUMMARY), path))
        chain.append((path, previous_night(path).get("clock")))
    return chain


def current_lines(spark, previous, clock):
    """Every owner's line as of the night in `previous` (its own, or the newest in its chain), its
    clock fields moved to `clock`: a column `line`."""
    from pyspark.sql import functions as F
    found, newer = spark.createDataFrame([], "line string"), None
    for path, its_clock in night_chain(previous):
        parts = previous_parts(path)
        if not parts:
            continue
        lines = spark.read.text(parts).select(F.col("value").alias("line"))
        owners = lines.select(line_owner(F.col("line")).alias("owner"))
        if newer is not None:
            # The owners of newer nights, few (each made again that night): broadcast.
            lines = lines.join(F.broadcast(newer), line_owner(F.col("line")) == F.col("owner"), "left_anti")
        lines = lines.select(moved_clock(clock_replacements(its_clock, clock)).alias("line"))
        found = found.unionByName(lines)
        newer = owners if newer is None else newer.unionByName(owners)
    return found


def night_lines(folder):
    """Each owner's line as of the night in `folder`, as `current_lines` gives them, without Spark:
    (owner, line bytes) pairs, each owner once. What a server does to read by key a night written
    with --only-changed."""
    chain = night_chain(folder)
    clock = chain[0][1]
    seen = set()
    for path, its_clock in chain:
        replacements = clock_replacements(its_clock, clock)
        for part in previous_parts(path):
            with open(part, "rb") as handle:
                for raw in handle:
                    raw = raw.rstrip(b"\n")
                    if raw:
                        owner = json.loads(re.match(rb'\{"owner":(' + TOKEN.encode() + rb")", raw).group(1))
                        # A folder holds each owner once: an owner seen came from a newer night.
                        if owner not in seen:
                            seen.add(owner)
                            yield owner, moved_line(raw, replacements)


def owner_lines(folder):
    """{owner: line bytes} as of the night in `folder` (`night_lines`)."""
    return dict(night_lines(folder))


def refresh_refusal(last, night):
    """Why the previous night's lines cannot simply be moved to this night's clock; None if they can."""
    if last.get("binary") != night["binary"]:
        return "the binary changed (%s, now %s)" % (last.get("binary"), night["binary"])
    if last.get("flags") != night["flags"] or last.get("by") != night["by"]:
        return "the flags changed (%s, now %s)" % (last.get("flags"), night["flags"])
    if not last.get("clock") or not night.get("clock"):
        return "a night without any report has no clock fields to move"
    # The report month is the latest month with data but never past the clock's: a new month
    # of the clock can move any owner's.
    if json.loads(last["clock"]["generatedAt"])[:7] != json.loads(night["clock"]["generatedAt"])[:7]:
        return "the clock is in a new month"
    return None


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input")
    parser.add_argument("--by", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--binary", default="spendreport")
    parser.add_argument("--ship", action="store_true", help="send the binary to the executors (addFile)")
    parser.add_argument("--master", default=None)
    parser.add_argument("--partitions", type=int, default=None)
    parser.add_argument("--format", choices=["csv", "parquet"], default=None)
    parser.add_argument("--layout", choices=["lines", "folders"], default="lines")
    parser.add_argument("--store", default=None)
    parser.add_argument("--previous", default=None)
    parser.add_argument("--only-changed", action="store_true",
                        help="with --previous: write only the owners made again (docs/BATCH.md)")
    parser.add_argument("--class-archive", default=None,
                        help="the driver JVM's class-data archive: started from when it exists, else written (ClassArchive)")
    own, report_flags = (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, [])
    args = parser.parse_args(own)
    from pyspark.sql import SparkSession
    builder = SparkSession.builder.appName("spendreport").config("spark.ui.showConsoleProgress", "false")
    if args.master:
        builder = builder.master(args.master)
    archive = ClassArchive(args.class_archive) if args.class_archive else None
    if archive:
        builder = archive.configure(builder)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    binary = os.path.abspath(args.binary) if os.sep in args.binary else args.binary
    try:
        summary = run_job(spark, args.input, args.by, args.out, binary, args.partitions, args.format, report_flags,
                          args.layout, args.store, args.previous, args.ship, args.only_changed)
    except JobError as error:
        print("spendreport-spark: " + str(error), file=sys.stderr)
        return 65
    finally:
        spark.stop()
        if archive:
            archive.publish()
    print("spendreport-spark: %d of %d owners' reports written to %s" % (summary["reports"], summary["owners"], args.out), file=sys.stderr)
    return 0 if not summary["failed"] and not summary["rowsWithoutOwner"] else 65


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
