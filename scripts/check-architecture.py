#!/usr/bin/env python3
"""Checks that the folders of Sources/SpendAnalytics use only the folders they may depend on.

The library is one Swift module, so the compiler lets any file use any type. This script stands
in for module boundaries: it collects the types each folder declares, then scans every folder's
code (comments and string literals removed, string interpolations kept) for identifiers that name
a type declared in a folder it may not use, and prints one line per use:

    Sources/SpendAnalytics/Report/Timestamp.swift:12: Report uses DateParser from Ingest

It exits 1 when it printed anything, 0 (silently) when every use goes an allowed direction.
The allowed directions are ALLOWED below; docs/ARCHITECTURE.md shows them as a table, and the
script also fails when that table says something else, so the document cannot drift.

It also reports a file that uses a name only Foundation declares (FOUNDATION_TYPES,
FOUNDATION_MEMBERS) without importing Foundation: in one module, another file's import hides it.

What it sees: top-level `struct`, `enum`, `class`, `actor`, `protocol` and `typealias`
declarations (an `extension` declares nothing new). A name that the scanned folder, or a folder it
may use, declares itself at any depth (a nested `Options`, say) is never reported. What it cannot
see: members that an `extension` in one folder adds to a type of another, and top-level functions
or constants (the library has none).

Usage: check-architecture.py [--root DIR]   (DIR: the package root; default: this script's ../)
Python 3 standard library only.
"""

import argparse
import os
import re
import sys

# Folder → the folders its code may use (besides itself). The pipeline runs
# Ingest → Categorize → Aggregate → Report; Pipeline is the one place that knows every stage.
ALLOWED = {
    "Model": [],
    "Ingest": ["Model"],
    "Categorize": ["Model"],
    "Aggregate": ["Model"],
    "Report": ["Model", "Aggregate"],
    "History": ["Model", "Aggregate"],
    "Pipeline": ["Model", "Ingest", "Categorize", "Aggregate", "Report", "History"],
}

SOURCES = os.path.join("Sources", "SpendAnalytics")
DOCUMENT = os.path.join("docs", "ARCHITECTURE.md")
HEADING = "## Allowed directions"

DECLARATION = re.compile(
    r"^(?P<indent>[ \t]*)(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|internal|fileprivate|private|package|open|final|indirect|nonisolated)\s+)*"
    r"(?:struct|enum|class|actor|protocol|typealias)\s+(?P<name>[A-Za-z_]\w*)",
    re.MULTILINE,
)
IDENTIFIER = re.compile(r"`?([A-Za-z_]\w*)`?")

# Names only Foundation declares (types, and members it adds to String and the standard types):
# a file that uses one must import Foundation itself. In one module another file's import makes
# them compile, so the compiler does not say so; the code would break the day that file goes.
FOUNDATION_TYPES = (
    "Data", "URL", "FileManager", "FileHandle", "Date", "DateFormatter", "ProcessInfo", "Decimal",
    "NumberFormatter", "JSONEncoder", "JSONDecoder", "JSONSerialization", "CharacterSet",
    "NSRegularExpression", "NSString", "NSLock", "NSRange", "Locale", "TimeZone", "Calendar",
    "Bundle", "UUID", "Thread", "DispatchQueue", "POSIXError", "CocoaError", "NSError",
)
FOUNDATION_MEMBERS = (
    "caseInsensitiveCompare", "replacingOccurrences", "trimmingCharacters", "components(separatedBy",
    "padding(toLength", "appendingPathComponent", "deletingLastPathComponent", "lowercased(with",
    "uppercased(with", "folding(options", "data(using", "addingPercentEncoding",
)
FOUNDATION_USE = re.compile(
    r"(?<![\w.])(?:" + "|".join(FOUNDATION_TYPES) + r")\b(?!\s*[:=]\s*(?:struct|enum))"
    r"|\.(?:" + "|".join(re.escape(m) for m in FOUNDATION_MEMBERS) + r")\b"
)
FOUNDATION_IMPORT = re.compile(r"^[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:Foundation|FoundationEssentials)\b", re.MULTILINE)


def strip_swift(text):
    """`text` with comments and string literals blanked out (newlines kept, so line numbers stay).

    Code inside a string interpolation, `\\(...)` (or `\\#(...)` in a raw string), is kept: it can
    name types too.
    """
    out = []
    i, n = 0, len(text)
    # A stack of contexts: ("code", parens) for code (an interpolation's open-paren depth),
    # ("string", hashes, multiline) for a string literal.
    stack = [("code", 0)]

    def blank(segment):
        out.append("".join(ch if ch == "\n" else " " for ch in segment))

    while i < n:
        top = stack[-1]
        if top[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(text[i:end])
                i = end
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(text[i:j])
                i = j
            else:
                match = re.match(r'(#*)("""|")', text[i:i + 64])
                if match and (match.group(1) == "" or text[i] == "#"):
                    hashes = len(match.group(1))
                    multiline = match.group(2) == '"""'
                    stack.append(("string", hashes, multiline))
                    blank(match.group(0))
                    i += len(match.group(0))
                elif text[i] == "(":
                    stack[-1] = ("code", top[1] + 1)
                    out.append("(")
                    i += 1
                elif text[i] == ")":
                    if top[1] == 0 and len(stack) > 1:
                        stack.pop()  # the end of an interpolation: back into its string
                        out.append(" ")
                    else:
                        stack[-1] = ("code", top[1] - 1)
                        out.append(")")
                    i += 1
                else:
                    out.append(text[i])
                    i += 1
        else:
            _, hashes, multiline = top
            closing = ('"""' if multiline else '"') + "#" * hashes
            escape = "\\" + "#" * hashes
            if text.startswith(closing, i):
                stack.pop()
                blank(closing)
                i += len(closing)
            elif text.startswith(escape + "(", i):
                stack.append(("code", 0))
                blank(escape + "(")
                i += len(escape) + 1
            elif text.startswith(escape, i) and i + len(escape) < n:
                blank(text[i:i + len(escape) + 1])
                i += len(escape) + 1
            elif text[i] == "\n" and not multiline:
                stack.pop()  # an unterminated string: do not swallow the rest of the file
                out.append("\n")
                i += 1
            else:
                blank(text[i])
                i += 1
    return "".join(out)


def swift_files(folder):
    for directory, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def folder_of(path, sources):
    """The top folder of `path` under `sources` (`Report` for Report/Charts/X.swift), or None."""
    parts = os.path.relpath(path, sources).split(os.sep)
    return parts[0] if len(parts) > 1 else None


def read_allowed_table(root):
    """The allowed directions as the table under `## Allowed directions` in docs/ARCHITECTURE.md
    states them ({folder: [folders it may use]}), or None when there is no such document."""
    path = os.path.join(root, DOCUMENT)
    if not os.path.exists(path):
        return None
    table = {}
    section = False  # inside the section headed `## Allowed directions`
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("## "):
                section = line.strip() == HEADING
            match = re.match(r"^\|\s*`(\w+)/`\s*\|([^|]*)\|", line)
            if section and match:
                uses = re.findall(r"`(\w+)/`", match.group(2))
                table[match.group(1)] = sorted(uses)
    return table


def check(root):
    """The problem lines for the package at `root`, in file and line order."""
    sources = os.path.join(root, SOURCES)
    problems = []
    files = sorted(swift_files(sources))
    code = {}
    top_level = {}  # type name → the folder declaring it at the top level
    anywhere = {}  # folder → every type name it declares, nested ones too
    for path in files:
        folder = folder_of(path, sources)
        relative = os.path.relpath(path, root)
        if folder is None:
            problems.append(f"{relative}:1: a file outside the folders {sorted(ALLOWED)}")
            continue
        if folder not in ALLOWED:
            problems.append(f"{relative}:1: folder {folder} is not in the allowed directions")
            continue
        with open(path, encoding="utf-8") as handle:
            stripped = strip_swift(handle.read())
        code[path] = (folder, relative, stripped)
        for match in DECLARATION.finditer(stripped):
            name = match.group("name")
            anywhere.setdefault(folder, set()).add(name)
            if match.group("indent") == "":
                top_level.setdefault(name, folder)

    for path in files:
        if path not in code:
            continue
        folder, relative, stripped = code[path]
        if not FOUNDATION_IMPORT.search(stripped):
            for number, line in enumerate(stripped.split("\n"), start=1):
                use = FOUNDATION_USE.search(line)
                if use:
                    problems.append(f"{relative}:{number}: uses {use.group(0).lstrip('.')} from Foundation "
                                    "without importing Foundation")
                    break
        visible = {folder, *ALLOWED[folder]}
        local = set().union(*(anywhere.get(f, set()) for f in visible))
        for number, line in enumerate(stripped.split("\n"), start=1):
            reported = set()
            for match in IDENTIFIER.finditer(line):
                name = match.group(1)
                owner = top_level.get(name)
                if owner is None or owner in visible or name in local or name in reported:
                    continue
                # `x.Name` is a member, not the type (types are used as `Name` or `Module.Name`).
                before = line[:match.start()].rstrip()
                if before.endswith(".") and not before.endswith("SpendAnalytics."):
                    continue
                reported.add(name)
                problems.append(f"{relative}:{number}: {folder} uses {name} from {owner}")

    table = read_allowed_table(root)
    if table is not None:
        for folder in sorted(set(table) | set(ALLOWED)):
            stated, enforced = table.get(folder), sorted(ALLOWED.get(folder, []))
            if folder not in ALLOWED:
                problems.append(f"{DOCUMENT}: the table has a row for {folder}, a folder this script does not know")
            elif stated is None:
                problems.append(f"{DOCUMENT}: the table has no row for {folder}")
            elif stated != enforced:
                problems.append(f"{DOCUMENT}: the table says {folder} may use {describe(stated)}, "
                                f"this script says {describe(enforced)}")
    return problems


def describe(folders):
    """`Aggregate, Model`, or `nothing`."""
    return ", ".join(folders) if folders else "nothing"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir),
                        help="the package root (default: the folder above this script's)")
    arguments = parser.parse_args()
    problems = check(os.path.normpath(arguments.root))
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
