#!/usr/bin/env python3
"""Runs every command the README and docs/*.md show, and checks it works as shown.

    python3 scripts/check-doc-commands.py BINDIR      (BINDIR holds the built spendreport)

`make test` runs it. It reads the fenced blocks of README.md and docs/*.md:

- ```sh blocks are run as one bash script each (`set -euo pipefail`), which must exit 0.
- ```console blocks hold commands after `$ ` (a line ending in `\\` goes on on the next line)
  and, under each, the output it prints (stdout and stderr together). The command must exit 0
  (or the status an `<!-- exit: N -->` line just before the block gives) and print exactly the
  lines shown, where a line `…` alone stands for any number of lines and a `…` inside a line for
  any text. A command with no lines under it may print anything.
- A block with `<!-- not run: REASON -->` just before it is not run (cron and systemd installs,
  the Spark job, the benchmarks, a server): the reader sees why. `<!-- files: NAME is PATH -->`
  before a block copies the repository's PATH to NAME in the folder first (an example's input).
  Any other block language (```json, ```swift, a bare ```) is text, not commands.

Each file's blocks run in order in one fresh folder that holds a copy of sample-transactions/,
with HOME inside it and BINDIR first on PATH, so a block may use what an earlier one of the same
file wrote. Last, it checks that docs/images'
widget pictures are the bytes `make widget-pictures` makes now.

Prints one line per failure and exits 1 when any failed; prints a count and exits 0 otherwise.
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOT_RUN = re.compile(r"^<!--\s*not run:\s*(\S.*?)\s*-->$")
EXIT = re.compile(r"^<!--\s*exit:\s*(\d+)\s*-->$")
FILES = re.compile(r"^<!--\s*files:\s*(\S+)\s+is\s+(\S+)\s*-->$")
PICTURES = ["widget-medium-light.png", "widget-medium-dark.png"]
TIMEOUT = 120


class Block:
    def __init__(self, path, line, language, body, notes):
        self.path, self.line, self.language, self.body = path, line, language, body
        self.skip, self.status, self.files = None, 0, []
        for note in notes:
            if NOT_RUN.match(note):
                self.skip = NOT_RUN.match(note).group(1)
            elif EXIT.match(note):
                self.status = int(EXIT.match(note).group(1))
            elif FILES.match(note):
                self.files.append((FILES.match(note).group(1), FILES.match(note).group(2)))

    def where(self):
        return f"{os.path.relpath(self.path, ROOT)}:{self.line}"


def blocks(path):
    """The fenced blocks of `path`, each with the `<!-- … -->` lines just before it."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found, index, notes = [], 0, []
    while index < len(lines):
        fence = re.match(r"^(`{3,})(\S*)\s*$", lines[index])
        if not fence:
            line = lines[index].strip()
            if line.startswith("<!--") and line.endswith("-->"):
                notes.append(line)
            elif line:
                notes = []
            index += 1
            continue
        start, language, body = index + 1, fence.group(2), []
        index += 1
        while index < len(lines) and lines[index] != fence.group(1):
            body.append(lines[index])
            index += 1
        found.append(Block(path, start, language, body, notes))
        notes, index = [], index + 1
    return found


def commands(block):
    """A console block as (command, expected output lines, line number) triples."""
    result, current = [], None
    lines = iter(enumerate(block.body))
    for offset, line in lines:
        if line.startswith("$ "):
            command, number = line[2:], block.line + 1 + offset
            while command.endswith("\\"):
                offset, following = next(lines)
                command = command + "\n" + following
            current = (command, [], number)
            result.append(current)
        elif current is None:
            raise ValueError(f"{block.where()}: a console block must start with a `$ ` command")
        else:
            current[1].append(line)
    return result


def line_pattern(expected):
    return re.compile("".join(".*?" if part == "…" else re.escape(part) for part in re.split("(…)", expected)) + r"\Z")


def matches(expected, actual):
    """Whether `actual` lines are `expected`, with `…` as described above."""
    if not expected:
        return True
    head, rest = expected[0], expected[1:]
    if head == "…":
        return any(matches(rest, actual[start:]) for start in range(len(actual) + 1))
    return bool(actual) and bool(line_pattern(head).match(actual[0])) and matches(rest, actual[1:])


def run(script, folder, env):
    done = subprocess.run(["bash", "-c", "set -euo pipefail\n" + script], cwd=folder, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=TIMEOUT)
    return done.returncode, done.stdout.decode("utf-8", "replace")


def fresh_folder(parent):
    folder = tempfile.mkdtemp(dir=parent)
    shutil.copytree(os.path.join(ROOT, "sample-transactions"), os.path.join(folder, "sample-transactions"))
    os.mkdir(os.path.join(folder, "home"))
    return folder


def check_file(path, bindir, parent, failures):
    """Runs the blocks of one file; returns how many commands ran and how many blocks were skipped."""
    ran = skipped = 0
    folder = fresh_folder(parent)
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""),
               HOME=os.path.join(folder, "home"), LC_ALL="C.UTF-8", NO_COLOR="1")
    for block in blocks(path):
        if block.language not in ("sh", "console"):
            continue
        if block.skip:
            skipped += 1
            continue
        for name, source in block.files:
            shutil.copy(os.path.join(ROOT, source), os.path.join(folder, name))
        if block.language == "sh":
            status, output = run("\n".join(block.body), folder, env)
            ran += 1
            if status != block.status:
                failures.append(f"{block.where()}: exit {status}, not {block.status}:\n{output}")
            continue
        try:
            steps = commands(block)
        except ValueError as problem:
            failures.append(str(problem))
            continue
        for command, expected, number in steps:
            status, output = run(command, folder, env)
            ran += 1
            where = f"{os.path.relpath(path, ROOT)}:{number}"
            actual = output.split("\n")
            if actual and actual[-1] == "":
                actual.pop()
            if status != block.status:
                failures.append(f"{where}: `{command}` exited {status}, not {block.status}:\n{output}")
            elif expected and not matches(expected, actual):
                failures.append(f"{where}: `{command}` printed\n{output}which is not what the doc shows:\n"
                                + "\n".join(expected))
    return ran, skipped


def check_pictures(parent, failures):
    """docs/images' pictures against what `make widget-pictures` makes now."""
    made = tempfile.mkdtemp(dir=parent)
    done = subprocess.run(["make", "-s", "widget-pictures", f"WIDGET_PICTURES={made}"], cwd=ROOT,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        failures.append("make widget-pictures failed:\n" + done.stdout.decode("utf-8", "replace"))
        return
    for name in PICTURES:
        committed = os.path.join(ROOT, "docs", "images", name)
        with open(os.path.join(made, name), "rb") as new:
            fresh = new.read()
        if not os.path.exists(committed):
            failures.append(f"docs/images/{name} is missing: run `make widget-pictures` and commit it")
            continue
        with open(committed, "rb") as old:
            if old.read() != fresh:
                failures.append(f"docs/images/{name} is not what `make widget-pictures` makes now: run it and commit")


def main():
    if len(sys.argv) != 2 or not os.path.isfile(os.path.join(sys.argv[1], "spendreport")):
        sys.exit("usage: check-doc-commands.py BINDIR (the folder holding the built spendreport)")
    bindir = os.path.abspath(sys.argv[1])
    paths = [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    failures, ran, skipped = [], 0, 0
    with tempfile.TemporaryDirectory(prefix="spendreport-doc-commands-") as parent:
        for path in paths:
            counts = check_file(path, bindir, parent, failures)
            ran, skipped = ran + counts[0], skipped + counts[1]
        check_pictures(parent, failures)
    for failure in failures:
        print("check-doc-commands: " + failure.rstrip("\n"))
    if failures:
        sys.exit(1)
    print(f"check-doc-commands: {ran} documented commands work as shown ({skipped} blocks marked not run), "
          f"widget pictures up to date")


if __name__ == "__main__":
    main()
