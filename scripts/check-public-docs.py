#!/usr/bin/env python3
"""Every public declaration of the SpendAnalytics library has a doc comment.

usage: check-public-docs.py [SOURCES_DIR]   (default: Sources/SpendAnalytics beside this script)

Prints `FILE:LINE: public declaration without a doc comment: TEXT` for each one that lacks a
`///` comment (attributes such as `@discardableResult` may stand between the comment and the
declaration) and exits 1 when there is any. Members of a public enum's cases, protocol
requirements' witnesses that only restate a standard protocol (`description`, `==`, `<`,
`hash(into:)`, `init(from:)`, `encode(to:)`) are exempt: the protocol documents them.
"""
import os
import re
import sys

EXEMPT = re.compile(r"\b(var description\b|static func ==|static func <|func hash\(into|init\(from decoder|func encode\(to encoder|var errorDescription\b|var debugDescription\b)")
PUBLIC = re.compile(r"^\s*(?:@[\w()\", ]+\s+)*public\s")


def undocumented(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    for index, line in enumerate(lines):
        if not PUBLIC.match(line) or EXEMPT.search(line):
            continue
        above = index - 1
        while above >= 0 and lines[above].strip().startswith("@"):
            above -= 1
        if above < 0 or not lines[above].strip().startswith("///"):
            yield index + 1, line.strip()


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "SpendAnalytics")
    found = 0
    for folder, _, files in sorted(os.walk(root)):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                for number, text in undocumented(path):
                    print("%s:%d: public declaration without a doc comment: %s" % (os.path.relpath(path), number, text))
                    found += 1
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
