#!/usr/bin/env python3
"""Compiles the merchant dictionary (Sources/SpendAnalytics/Categorize/Merchants/*.tsv) into
Sources/SpendAnalytics/Categorize/MerchantDictionaryData.swift, the table the built-in rules load,
and the dictionary's keyword automaton made ahead (its trie and failure links, which a run would
otherwise build at every start: MerchantMatcher.Trie; the test suite checks it against the Swift
construction).

    python3 scripts/generate-merchants.py          # rewrite the Swift file
    python3 scripts/generate-merchants.py --check  # exit 1 when the Swift file is out of date

Each line of a .tsv file is NAME<TAB>CATEGORY, optionally followed by <TAB>anywhere; `#` starts a
comment line. The category must be a built-in spent category. A name written with diacritics
also gets its plain-letter spelling (Żabka -> Zabka, Pão de Açúcar -> Pao de Acucar, and for
German umlauts also the ae/oe/ue spelling: Müller -> Mueller). A name in a script written without
spaces (Chinese, Japanese) matches anywhere; every other name matches as a whole word unless the
line says `anywhere`.

The same keyword (case-insensitively) in two lines with different categories is an error: the
dictionary is loaded as one table for every country, so a name can have only one category.
The output is sorted by keyword length, longest first (a longer name wins over a shorter one it
contains: `metro cdmx` over `metro`), then by keyword and file, so it does not depend on the
order of the files' lines beyond the first spelling of a duplicate.

Standard library only.
"""
import os
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Sources", "SpendAnalytics", "Categorize", "Merchants")
OUTPUT = os.path.join(ROOT, "Sources", "SpendAnalytics", "Categorize", "MerchantDictionaryData.swift")

SPENT_CATEGORIES = {
    "Food & Dining", "Groceries", "Shopping", "Travel", "Transport & Fuel", "Bills & Utilities",
    "Entertainment", "Health", "Education", "Rent",
}

UMLAUTS = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"}
SPECIAL = {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss", "æ": "ae", "Æ": "Ae",
           "œ": "oe", "Œ": "Oe", "ı": "i"}


def is_spaceless_script(name):
    """Han, kana and hangul: words are not separated by spaces, so a name matches anywhere."""
    for char in name:
        code = ord(char)
        if 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xAC00 <= code <= 0xD7AF or 0xFF66 <= code <= 0xFF9F:
            return True
    return False


def plain(name):
    """The name without diacritics (Latin letters only; other scripts are kept)."""
    out = []
    for char in name:
        if char in SPECIAL:
            out.append(SPECIAL[char])
            continue
        decomposed = unicodedata.normalize("NFD", char)
        if decomposed[0].isascii() and len(decomposed) > 1:
            out.append(decomposed[0])
        else:
            out.append(char)
    return "".join(out)


def spellings(name):
    """The name as written, then its spellings without diacritics, without duplicates."""
    result = [name]
    for variant in (plain(name), plain("".join(UMLAUTS.get(c, c) for c in name))):
        if variant not in result:
            result.append(variant)
    return result


def fold(text):
    """Case folding close enough to CaseFolding.swift for the conflict check."""
    return text.lower()


def fold_bytes(data):
    """CaseFolding.foldInPlace of CaseFolding.swift, byte for byte: ASCII capitals, and the capitals
    of Latin-1, Latin Extended-A, Greek and Cyrillic written in two bytes, become lower case."""
    out = bytearray(data)
    index = 0
    while index < len(out):
        byte = out[index]
        if byte < 0x80:
            if 0x41 <= byte <= 0x5A:
                out[index] = byte | 0x20
            index += 1
        elif 0xC2 <= byte <= 0xDF and index + 1 < len(out) and out[index + 1] & 0xC0 == 0x80:
            scalar = (byte & 0x1F) << 6 | (out[index + 1] & 0x3F)
            lower = scalar
            if 0xC0 <= scalar <= 0xDE and scalar != 0xD7:
                lower = scalar + 0x20
            elif (0x100 <= scalar <= 0x137 and scalar != 0x130) or 0x14A <= scalar <= 0x177:
                lower = scalar | 1
            elif 0x139 <= scalar <= 0x148 or 0x179 <= scalar <= 0x17E:
                lower = scalar + 1 if scalar & 1 else scalar
            elif scalar == 0x178:
                lower = 0xFF
            elif 0x391 <= scalar <= 0x3A9 and scalar != 0x3A2:
                lower = scalar + 0x20
            elif 0x410 <= scalar <= 0x42F:
                lower = scalar + 0x20
            elif 0x400 <= scalar <= 0x40F:
                lower = scalar + 0x50
            out[index] = 0xC0 | (lower >> 6)
            out[index + 1] = 0x80 | (lower & 0x3F)
            index += 2
        else:
            index += 1
    return bytes(out)


def automaton(keywords):
    """The trie of the folded keywords, numbered breadth-first with each state's children in
    byte order, and its failure links (Aho-Corasick), as MerchantMatcher.Trie holds them:
    (parent, label, failure) per state and the end state of each keyword."""
    children = [{}]
    parent, label = [0], [0]
    end = []
    for keyword in keywords:
        state = 0
        for byte in keyword:
            if byte not in children[state]:
                children.append({})
                parent.append(state)
                label.append(byte)
                children[state][byte] = len(children) - 1
            state = children[state][byte]
        end.append(state)
    number = {0: 0}
    order = [0]
    for state in order:
        for byte in sorted(children[state]):
            number[children[state][byte]] = len(order)
            order.append(children[state][byte])
    failure = [0] * len(order)
    # The root's children fail to the root; every deeper state, breadth-first.
    for new, old in enumerate(order[1:], start=1):
        for byte in sorted(children[old]):
            child = number[children[old][byte]]
            fail = failure[new]
            while fail != 0 and byte not in children[order[fail]]:
                fail = failure[fail]
            target = children[order[fail]].get(byte)
            failure[child] = number[target] if target is not None else 0
    return ([number[parent[old]] for old in order], [label[old] for old in order], failure,
            [number[state] for state in end])


def stored_text(values):
    """Unsigned integers as text: five bits a character, lowest first, each character
    chr(0x30 + bits + 32 if more follow); 100 characters a line."""
    chars = []
    for value in values:
        while True:
            bits = value & 31
            value >>= 5
            chars.append(chr(0x30 + bits + (32 if value else 0)))
            if not value:
                break
    text = "".join(chars)
    return [text[start:start + 100] for start in range(0, len(text), 100)]


def read_entries():
    entries = []
    errors = []
    for file_name in sorted(os.listdir(SOURCE)):
        if not file_name.endswith(".tsv"):
            continue
        region = file_name[:-4]
        with open(os.path.join(SOURCE, file_name), encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                line = line.rstrip("\n")
                if not line.strip() or line.startswith("#"):
                    continue
                fields = line.split("\t")
                where = f"{file_name}:{number}"
                if len(fields) not in (2, 3) or (len(fields) == 3 and fields[2] != "anywhere"):
                    errors.append(f"{where}: expected NAME<TAB>CATEGORY[<TAB>anywhere], got {line!r}")
                    continue
                name, category = fields[0].strip(), fields[1].strip()
                if not name or "\t" in name or '"""' in name:
                    errors.append(f"{where}: empty or unusable name {name!r}")
                    continue
                if category not in SPENT_CATEGORIES:
                    errors.append(f"{where}: unknown category {category!r} (one of: {', '.join(sorted(SPENT_CATEGORIES))})")
                    continue
                anywhere = len(fields) == 3 or is_spaceless_script(name)
                entries.append((region, number, name, category, anywhere))
    return entries, errors


def build():
    entries, errors = read_entries()
    seen = {}
    keywords = []
    for region, number, name, category, anywhere in entries:
        for spelling in spellings(name):
            key = fold(spelling)
            if len(key.encode("utf-8")) < 2:
                errors.append(f"{region}.tsv:{number}: {name!r} is too short to match safely")
                continue
            if key in seen:
                first = seen[key]
                if first[3] != category:
                    errors.append(f"{region}.tsv:{number}: {spelling!r} is {category} here but {first[3]} at "
                                  f"{first[0]}.tsv:{first[1]} ({first[2]!r}); a name has one category")
                continue
            seen[key] = (region, number, name, category)
            keywords.append((spelling, key, region, number, name, category, anywhere))
    if errors:
        sys.stderr.write("\n".join(errors) + "\n")
        sys.exit(1)
    keywords.sort(key=lambda k: (-len(k[1].encode("utf-8")), k[1], k[2]))
    lines = [
        "// Generated by scripts/generate-merchants.py from Categorize/Merchants/*.tsv: edit those files and",
        "// run the script (the test suite fails when this file is out of date).",
        "",
        "extension MerchantDictionary {",
        "    /// The categories the table names, sorted (``MerchantMatcher`` stores an index into it).",
        "    static let categories = [" + ", ".join('"%s"' % c for c in sorted(SPENT_CATEGORIES)) + "]",
        "",
        "    /// One keyword a line, longest first: region, line in the region's file, category, `w` (whole",
        "    /// word) or `a` (anywhere), the keyword, the name as the file writes it; tab-separated.",
        "    static let table = #\"\"\"",
    ]
    for spelling, _, region, number, name, category, anywhere in keywords:
        lines.append("    " + "\t".join([region, str(number), category, "a" if anywhere else "w", spelling, name]))
    categories = sorted(SPENT_CATEGORIES)
    folded = [fold_bytes(spelling.encode("utf-8")) for spelling, *_ in keywords]
    parent, label, failure, end = automaton(folded)
    values = [len(parent), len(end)]
    for state in range(1, len(parent)):
        values += [parent[state] - parent[state - 1], label[state], failure[state]]
    for index, (_, _, _, _, _, category, anywhere) in enumerate(keywords):
        values += [end[index], categories.index(category), 0 if anywhere else 1]
    lines += [
        "    \"\"\"#",
        "",
        "    /// ``table``'s keyword automaton, made ahead: the state count and the keyword count, then",
        "    /// per state after the root its parent's increase over the previous state's, its byte and",
        "    /// its failure state, then per keyword its end state, its category (an index into",
        "    /// ``categories``) and 1 for a whole word, 0 for anywhere; each number five bits a",
        "    /// character, lowest first (`0` + the bits, + 32 when more follow).",
        "    static let stored = #\"\"\"",
    ]
    lines += ["    " + line for line in stored_text(values)]
    lines += ["    \"\"\"#", "}", ""]
    return "\n".join(lines)


def main():
    text = build()
    if sys.argv[1:] == ["--check"]:
        with open(OUTPUT, encoding="utf-8") as handle:
            if handle.read() != text:
                sys.stderr.write(f"{os.path.relpath(OUTPUT, ROOT)} is out of date: run python3 scripts/generate-merchants.py\n")
                sys.exit(1)
        return
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
