#!/usr/bin/env python3
"""Compiles the display words and number formats of every `--locale`
(Sources/SpendAnalytics/Report/Locales/<ID>.tsv) into Sources/SpendAnalytics/Report/LocaleWordsData.swift.

    python3 scripts/generate-locales.py          # rewrite the Swift file
    python3 scripts/generate-locales.py --check  # exit 1 when the Swift file is out of date

Each line of a locale's file is KEY<TAB>VALUE; `#` starts a comment line (the file's provenance).
Invisible characters are written `\\u{00A0}`. Every file has every required key once; the optional
blocks (`in.N`, `of.N`: a month's form inside a phrase, `symbol.CODE`: a currency's symbol in that
locale) are whole when given. Placeholders are checked per key. Standard library only.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if "--root" in sys.argv:
    ROOT = sys.argv[sys.argv.index("--root") + 1]
FOLDER = os.path.join(ROOT, "Sources", "SpendAnalytics", "Report", "Locales")
OUTPUT = os.path.join(ROOT, "Sources", "SpendAnalytics", "Report", "LocaleWordsData.swift")

CATEGORIES = ["food-dining", "groceries", "shopping", "travel", "transport-fuel", "bills-utilities", "entertainment",
              "health", "education", "rent", "transfers", "salary", "refunds", "cashback", "interest", "others"]
MONTHS = [str(n) for n in range(1, 13)]
# Key: the placeholders its value must hold (None: a plain value checked by CHOICES or free).
REQUIRED = (
    [("grouping", None), ("decimal", None), ("indian", None), ("symbol", None), ("symbolSpace", None),
     ("percent", {"n"}), ("yen", None)]
    + [(f"month.{m}", None) for m in MONTHS] + [(f"short.{m}", None) for m in MONTHS]
    + [("monthYear", {"month", "year"}), ("dayMonth", None), ("clock", None), ("am", None), ("pm", None),
       ("time12", {"h", "mm", "ampm"}), ("updated", {"date"}), ("nextUpdate", {"date", "time"}),
       ("change", {"change", "month"}), ("new", None), ("empty.spent", {"month"}), ("empty.received", {"month"}),
       ("title.spent", None), ("title.received", None), ("trend.title", None), ("trend.spent", None),
       ("trend.received", None), ("trend.empty", None), ("trend.summary", None),
       ("trend.month", {"month", "spent", "received"}), ("compact", None), ("compact.units", None), ("compactSpace", None)]
    + [(f"category.{c}", None) for c in CATEGORIES]
)
CHOICES = {"grouping": {",", ".", "\u00a0", "\u202f", "'"}, "decimal": {".", ","}, "indian": {"yes", "no"},
           "symbol": {"before", "after"}, "symbolSpace": {"yes", "no"}, "clock": {"12", "24"},
           "compact": {"thousands", "myriads", "indian"}, "compactSpace": {"yes", "no"}}
UNITS = {"thousands": 4, "myriads": 3, "indian": 3}
OPTIONAL_BLOCKS = {"in": MONTHS, "of": MONTHS}
DAY_MONTH = {"day", "short", "month", "monthNumber"}


def unescape(text):
    return re.sub(r"\\u\{([0-9A-Fa-f]{1,6})\}", lambda m: chr(int(m.group(1), 16)), text)


def swift_literal(text):
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ch in "\u00a0\u202f\u2212\u200b\u200e\u200f" or 0x7f <= ord(ch) < 0xa0:
            out.append("\\u{%04X}" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def read(path, errors):
    name = os.path.basename(path)
    values = {}
    order = []
    provenance = False
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            line = line.rstrip("\n")
            if line.startswith("#"):
                provenance = provenance or bool(line.strip("# "))
                continue
            if not line.strip():
                continue
            fields = line.split("\t")
            if len(fields) != 2 or not fields[0] or fields[1] != fields[1].strip() or not fields[1]:
                errors.append(f"{name}:{number}: expected KEY<TAB>VALUE, got {line!r}")
                continue
            key, value = fields[0], unescape(fields[1])
            if key in values:
                errors.append(f"{name}:{number}: {key} is given twice")
                continue
            values[key] = value
            order.append((key, number))
    if not provenance:
        errors.append(f"{name}: no provenance comment (# lines saying where the formats and words come from)")
    required = dict(REQUIRED)
    for key, placeholders in REQUIRED:
        if key not in values:
            errors.append(f"{name}: {key} is missing")
            continue
        value = values[key]
        if key in CHOICES and value not in CHOICES[key]:
            errors.append(f"{name}: {key} is {value!r}, not one of {sorted(CHOICES[key])}")
        found = set(re.findall(r"\{(\w+)\}", value))
        wanted = DAY_MONTH if key == "dayMonth" else (placeholders or set())
        if key == "dayMonth":
            if "day" not in found or not found <= DAY_MONTH:
                errors.append(f"{name}: dayMonth needs {{day}} and only {sorted(DAY_MONTH)}, got {value!r}")
        elif found != wanted:
            errors.append(f"{name}: {key} must hold {sorted(wanted)}, got {value!r}")
    for key, number in order:
        block = key.split(".")[0]
        if key in required or key.startswith("symbol."):
            continue
        if block in OPTIONAL_BLOCKS and key.split(".", 1)[1] in MONTHS:
            continue
        errors.append(f"{name}:{number}: unknown key {key}")
    for block, members in OPTIONAL_BLOCKS.items():
        given = [m for m in members if f"{block}.{m}" in values]
        if given and len(given) != len(members):
            errors.append(f"{name}: the {block}.N block is not whole (has {', '.join(given)})")
    shorts = [values.get(f"short.{m}") for m in MONTHS]
    if None not in shorts and len(set(shorts)) != 12:
        errors.append(f"{name}: two months have the same short name")
    kind = values.get("compact")
    units = values.get("compact.units", "").split("|")
    if kind in UNITS and (len(units) != UNITS[kind] or not all(units)):
        errors.append(f"{name}: compact.units needs {UNITS[kind]} units for {kind}, got {values.get('compact.units')!r}")
    return values


def build():
    errors = []
    locales = {}
    for file in sorted(os.listdir(FOLDER)):
        if not file.endswith(".tsv"):
            continue
        identifier = file[:-4]
        if not re.fullmatch(r"[a-z]{2}-[A-Z]{2}", identifier):
            errors.append(f"{file}: a locale file is named LL-CC.tsv")
            continue
        locales[identifier] = read(os.path.join(FOLDER, file), errors)
    if errors:
        sys.stderr.write("\n".join(errors) + "\n")
        sys.exit(1)
    lines = [
        "// Generated by scripts/generate-locales.py from Report/Locales/*.tsv: edit those files and run the script",
        "// (the test suite fails when this file is out of date).",
        "",
        "extension LocaleWords {",
        "    /// Every locale's words and formats, by `--locale` identifier, then by key.",
        "    static let table: [String: [String: String]] = [",
    ]
    for identifier, values in sorted(locales.items()):
        lines.append(f"        {swift_literal(identifier)}: [")
        for key in sorted(values):
            lines.append(f"            {swift_literal(key)}: {swift_literal(values[key])},")
        lines.append("        ],")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    text = build()
    if "--check" in sys.argv:
        current = open(OUTPUT, encoding="utf-8").read() if os.path.exists(OUTPUT) else ""
        if current != text:
            sys.stderr.write("Sources/SpendAnalytics/Report/LocaleWordsData.swift is out of date: run python3 scripts/generate-locales.py\n")
            sys.exit(1)
        return
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
