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

LEXICON = os.path.join(ROOT, "Sources", "SpendAnalytics", "Categorize", "Lexicon")
FOLD_OUTPUT = os.path.join(ROOT, "Sources", "SpendAnalytics", "Categorize", "MatchFoldingData.swift")
# Files of the Lexicon folder that are not lexicons of kinds: card-bills.tsv is the phrase list of
# the built-in Transfers rule (scripts/generate-card-bills.py compiles it).
NOT_LEXICON = {"card-bills.tsv"}

SPENT_CATEGORIES = {
    "Food & Dining", "Groceries", "Shopping", "Travel", "Transport & Fuel", "Bills & Utilities",
    "Entertainment", "Health", "Education", "Rent",
}
# The lexicon also names the categories of money received, and Transfers (both sides).
LEXICON_CATEGORIES = SPENT_CATEGORIES | {"Transfers", "Salary", "Refunds", "Cashback", "Interest"}

# Precedence tiers, first wins: ambiguous words decided by a neighbour, the chains, the lexicon's
# kinds, then transfer wording and payment rails.
AMBIGUOUS, CHAINS, KINDS, TRANSFERS = 0, 1, 2, 3

UMLAUTS = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"}
SPECIAL = {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss", "æ": "ae", "Æ": "Ae",
           "œ": "oe", "Œ": "Oe", "ı": "i"}


def is_spaceless_script(name):
    """Han, kana, hangul, Thai, Lao, Myanmar and Khmer: words are not separated by spaces, so a name
    matches anywhere."""
    for char in name:
        code = ord(char)
        if 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xAC00 <= code <= 0xD7AF or 0xFF66 <= code <= 0xFF9F \
                or 0x0E00 <= code <= 0x0EFF or 0x1000 <= code <= 0x109F or 0x1780 <= code <= 0x17FF:
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
    """The matching fold of text (fold_bytes), as a string, for the conflict check."""
    return fold_bytes(text.encode("utf-8")).decode("utf-8", "replace")


# The matching fold (MatchFolding.swift): what a character becomes before keywords are matched.
# Derived from the Unicode Character Database (Python's unicodedata) for the blocks banks print
# letters of: Latin (diacritics removed), Greek (accents removed, final sigma), Cyrillic, Hebrew
# points, Arabic marks and alef forms, Vietnamese, full-width Latin and half-width katakana.
FOLD_BLOCKS = [(0x80, 0x24F), (0x300, 0x36F), (0x370, 0x3FF), (0x400, 0x4FF), (0x591, 0x5C7), (0x610, 0x61A),
               (0x622, 0x625), (0x649, 0x649), (0x64B, 0x65F), (0x670, 0x670), (0x1E00, 0x1EFF), (0x3000, 0x3000), (0x3041, 0x3096), (0x30A1, 0x30FC),
               (0xFF01, 0xFF5E), (0xFF61, 0xFF9F)]
# Small kana as the large ones: bank passbooks print ｷﾕｳﾖ for キュウヨ (and ﾄｳｷﾖｳ for トウキョウ).
SMALL_KANA = {small: large for small, large in zip("ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ",
                                                    "あいうえおつやゆよわかけアイウエオツヤユヨワカケ")}
FOLD_SPECIAL = {"ß": "ss", "ł": "l", "Ł": "l", "ø": "o", "Ø": "o", "đ": "d", "Đ": "d", "ħ": "h", "Ħ": "h",
                "ı": "i", "İ": "i", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "þ": "th", "Þ": "th",
                "ð": "d", "Ð": "d", "ŧ": "t", "Ŧ": "t", "ς": "σ", "ё": "е", "Ё": "е",
                "\u0622": "\u0627", "\u0623": "\u0627", "\u0625": "\u0627", "\u0649": "\u064a",
                "\uff9e": "\u3099", "\uff9f": "\u309a", "\u3000": " ", "\uff70": "-"}


def fold_char(char):
    """What one character folds to (itself when nothing changes)."""
    if char in FOLD_SPECIAL:
        return FOLD_SPECIAL[char]
    if char == "\u30fc":
        return "-"
    if 0x3041 <= ord(char) <= 0x30FF:
        return SMALL_KANA.get(char, char)
    code = ord(char)
    if 0xFF61 <= code <= 0xFF9F:
        folded = unicodedata.normalize("NFKC", char)
        return SMALL_KANA.get(folded, folded)
    if unicodedata.category(char) == "Mn":
        return ""
    if unicodedata.category(char)[0] != "L" and not 0xFF01 <= code <= 0xFF5E:
        return char
    decomposed = unicodedata.normalize("NFKD", char)
    stripped = "".join(c for c in decomposed if unicodedata.category(c) != "Mn")
    if not stripped:
        return char
    lower = "".join(FOLD_SPECIAL.get(c, c) for c in stripped.lower())
    return lower


def fold_table():
    """(scalar, replacement) for every character of FOLD_BLOCKS whose fold differs from itself."""
    table = []
    for first, last in FOLD_BLOCKS:
        for code in range(first, last + 1):
            char = chr(code)
            if unicodedata.category(char) == "Cn":
                continue
            folded = fold_char(char)
            if folded != char:
                table.append((code, folded))
    return table


def compositions():
    """(kana, mark, composed) for each kana that a voiced or semi-voiced mark composes with."""
    result = []
    for code in range(0x3041, 0x3100):
        for mark in (0x3099, 0x309A):
            composed = unicodedata.normalize("NFC", chr(code) + chr(mark))
            if len(composed) == 1:
                result.append((code, mark, ord(composed)))
    return result


FOLD_MAP = dict(fold_table())
COMPOSE = {(kana, mark): composed for kana, mark, composed in compositions()}


def fold_bytes(data):
    """MatchFolding.fold of MatchFolding.swift, byte for byte: ASCII capitals lower-cased, each other
    character by FOLD_MAP, a voiced or semi-voiced mark composed with the kana before it."""
    text = data.decode("utf-8")
    out = []
    for char in text:
        code = ord(char)
        if code < 0x80:
            out.append(char.lower() if "A" <= char <= "Z" else char)
            continue
        folded = FOLD_MAP.get(code, char)
        if not folded:
            continue
        if len(folded) == 1 and ord(folded) in (0x3099, 0x309A) and out and len(out[-1]) == 1 \
                and (ord(out[-1]), ord(folded)) in COMPOSE:
            out[-1] = chr(COMPOSE[(ord(out[-1]), ord(folded))])
            continue
        out.append(folded)
    return "".join(out).encode("utf-8")


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


def digits(value, width):
    """`value` in `width` digits of six bits, lowest first, each chr(0x30 + bits)."""
    if value >= 1 << (6 * width):
        raise ValueError(f"{value} does not fit {width} digits")
    return "".join(chr(0x30 + ((value >> (6 * place)) & 63)) for place in range(width))


def stored_text(states, keywords):
    """The automaton as fixed-width digits (MerchantDictionary.storedAutomaton reads them without
    a branch per digit): the state count and the keyword count, 4 digits each; per state after
    the root its parent's increase over the previous state's (1 digit; 63, then 4 digits, when it
    is 63 or more), its byte (2 digits) and its failure state (4 digits); per keyword its end state
    (4 digits), its category (1 digit) and whole word (1 digit); 100 characters a line."""
    parent, label, failure = states
    chars = [digits(len(parent), 4), digits(len(keywords), 4)]
    for state in range(1, len(parent)):
        increase = parent[state] - parent[state - 1]
        chars.append(digits(increase, 1) if increase < 63 else digits(63, 1) + digits(increase, 4))
        chars.append(digits(label[state], 2) + digits(failure[state], 4))
    for end, category, whole in keywords:
        chars.append(digits(end, 4) + digits(category, 1) + digits(whole, 1))
    text = "".join(chars)
    return [text[start:start + 100] for start in range(0, len(text), 100)]


def tsv_lines(path):
    """(line number, fields) of each entry line of a .tsv file (comments and blank lines skipped)."""
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            yield number, line, line.split("\t")


def tsv_files(folder):
    return sorted(name for name in os.listdir(folder) if name.endswith(".tsv")) if os.path.isdir(folder) else []


def read_entries():
    """Every entry as (tier, origin, line, name, category, anywhere, neighbours), and the errors."""
    entries = []
    errors = []

    def name_entry(file_name, origin, number, line, fields, categories, tier_of):
        where = f"{file_name}:{number}"
        if len(fields) not in (2, 3) or (len(fields) == 3 and fields[2] != "anywhere"):
            errors.append(f"{where}: expected NAME<TAB>CATEGORY[<TAB>anywhere], got {line!r}")
            return
        name, category = fields[0].strip(), fields[1].strip()
        if not name or '"""' in name or "|" in name:
            errors.append(f"{where}: empty or unusable name {name!r}")
            return
        if category not in categories:
            errors.append(f"{where}: unknown category {category!r} (one of: {', '.join(sorted(categories))})")
            return
        anywhere = len(fields) == 3 or is_spaceless_script(name)
        entries.append((tier_of(category), origin, number, name, category, anywhere, ()))

    for file_name in tsv_files(SOURCE):
        for number, line, fields in tsv_lines(os.path.join(SOURCE, file_name)):
            name_entry(file_name, "Merchants/" + file_name[:-4], number, line, fields, SPENT_CATEGORIES, lambda _: CHAINS)
    groups = {}
    for file_name in tsv_files(LEXICON):
        if file_name in NOT_LEXICON:
            continue
        path = os.path.join(LEXICON, file_name)
        origin = "Lexicon/" + file_name[:-4]
        if file_name == "ambiguous.tsv":
            for number, line, fields in tsv_lines(path):
                where = f"{file_name}:{number}"
                if len(fields) != 3 or not all(field.strip() for field in fields):
                    errors.append(f"{where}: expected WORD<TAB>NEIGHBOUR<TAB>CATEGORY, got {line!r}")
                    continue
                word, neighbour, category = (field.strip() for field in fields)
                if category not in LEXICON_CATEGORIES:
                    errors.append(f"{where}: unknown category {category!r} (one of: {', '.join(sorted(LEXICON_CATEGORIES))})")
                    continue
                key = (fold(word), category)
                if key not in groups:
                    groups[key] = [number, word, []]
                groups[key][2].append(fold(neighbour))
            continue
        rails = file_name == "rails.tsv"
        for number, line, fields in tsv_lines(path):
            name_entry(file_name, origin, number, line, fields, LEXICON_CATEGORIES,
                       lambda category: TRANSFERS if rails or category == "Transfers" else KINDS)
    for (key, category), (number, word, neighbours) in groups.items():
        entries.append((AMBIGUOUS, "Lexicon/ambiguous", number, word, category, is_spaceless_script(word),
                        tuple(sorted(set(neighbours)))))
    return entries, errors


def build():
    entries, errors = read_entries()
    seen = {}
    keywords = []
    conflicted = {}
    for tier, origin, number, name, category, anywhere, neighbours in entries:
        for spelling in (spellings(name) if tier != AMBIGUOUS else [name]):
            key = fold(spelling)
            if len(key.encode("utf-8")) < 2:
                errors.append(f"{origin[origin.index('/') + 1:]}.tsv:{number}: {name!r} is too short to match safely")
                continue
            if tier != AMBIGUOUS:
                first = seen.get(key)
                if first is not None:
                    # The same name in a later tier adds nothing (the earlier one always wins);
                    # two categories within one tier is an error.
                    if first[3] != category and first[4] == tier and tier != CHAINS:
                        # Two languages give the word different categories: it decides nothing.
                        conflicted.setdefault(key, set()).update({f"{first[0]}.tsv:{first[1]} {first[3]}",
                                                                   f"{origin}.tsv:{number} {category}"})
                    elif first[3] != category and first[4] == tier:
                        errors.append(f"{origin[origin.index('/') + 1:]}.tsv:{number}: {spelling!r} is {category} here but "
                                      f"{first[3]} at {first[0][first[0].index('/') + 1:]}.tsv:{first[1]} ({first[2]!r}); "
                                      f"a name has one category")
                    continue
                seen[key] = (origin, number, name, category, tier)
            keywords.append((tier, spelling, key, origin, number, name, category, anywhere, neighbours))
    if errors:
        sys.stderr.write("\n".join(errors) + "\n")
        sys.exit(1)
    keywords = [k for k in keywords if k[2] not in conflicted]
    # A transfer phrase holding a kind's word (`kredīta atmaksa` holds `atmaksa`) is ranked with
    # the kinds, where the longer phrase wins.
    kinds = {k[2] for k in keywords if k[0] == KINDS}
    keywords = [(KINDS,) + k[1:] if k[0] == TRANSFERS and k[3].startswith("Lexicon/")
                and any(k[2][i:j] in kinds for i in range(len(k[2])) for j in range(i + 2, len(k[2]) + 1)
                        if (i, j) != (0, len(k[2])))
                else k for k in keywords]
    keywords.sort(key=lambda k: (k[0], -len(k[2].encode("utf-8")), k[2], k[3], k[6]))
    categories = sorted(LEXICON_CATEGORIES)
    ambiguous = sum(1 for k in keywords if k[0] == AMBIGUOUS)
    lines = [
        "// Generated by scripts/generate-merchants.py from Categorize/Merchants/*.tsv and Categorize/Lexicon/*.tsv:",
        "// edit those files and run the script (the test suite fails when this file is out of date).",
        "",
        "extension MerchantDictionary {",
        "    /// The categories the table names, sorted (``MerchantMatcher`` stores an index into it).",
        "    static let categories = [" + ", ".join('"%s"' % c for c in categories) + "]",
        "",
        "    /// Words of the lexicon left out because two languages give them different categories",
        "    /// (list such a word in Lexicon/ambiguous.tsv with the neighbours that decide it):",
    ] + [f"    /// - `{key}`: " + ", ".join(sorted(where)) for key, where in sorted(conflicted.items())] + [
        "    static let leftOutCount = %d" % len(conflicted),
        "",
        "    /// The entries of ``table`` that are ambiguous words decided by a neighbour (the first ones).",
        f"    static let ambiguousCount = {ambiguous}",
        "",
        "    /// One keyword a line, in precedence order (ambiguous words with their neighbours, the chains,",
        "    /// the lexicon's kinds, then transfer wording and payment rails; longest first within each):",
        "    /// the source file without `.tsv`, the line in it, category, `w` (whole word) or `a`",
        "    /// (anywhere), the keyword, the name as the file writes it, and the deciding neighbours",
        "    /// (folded, `|`-separated; empty but for ambiguous words), the tier (0 ambiguous, 1 chains,",
        "    /// 2 kinds, 3 transfer wording); tab-separated.",
        "    static let table = #\"\"\"",
    ]
    for tier, spelling, _, origin, number, name, category, anywhere, neighbours in keywords:
        lines.append("    " + "\t".join([origin, str(number), category, "a" if anywhere else "w", spelling, name,
                                         "|".join(neighbours), str(tier)]))
    folded = [fold_bytes(spelling.encode("utf-8")) for _, spelling, *_ in keywords]
    parent, label, failure, end = automaton(folded)
    stored_keywords = [(end[index], categories.index(keyword[6]), 0 if keyword[7] else 1)
                       for index, keyword in enumerate(keywords)]
    lines += [
        "    \"\"\"#",
        "",
        "    /// ``table``'s keyword automaton, made ahead, in digits of six bits (`0` + the bits), lowest",
        "    /// first: the state count and the keyword count (4 digits each), then per state after the",
        "    /// root its parent's increase over the previous state's (1 digit; 63 and 4 more digits when",
        "    /// it is 63 or more), its byte (2) and its failure state (4), then per keyword its end state",
        "    /// (4), its category (1, an index into ``categories``) and 1 for a whole word, 0 for anywhere (1).",
        "    static let stored = #\"\"\"",
    ]
    lines += ["    " + line for line in stored_text((parent, label, failure), stored_keywords)]
    lines += ["    \"\"\"#", "}", ""]
    return "\n".join(lines)


def build_fold():
    """MatchFoldingData.swift: the fold table and the kana compositions."""
    lines = [
        "// Generated by scripts/generate-merchants.py from the Unicode Character Database (Python's",
        f"// unicodedata {unicodedata.unidata_version}): run the script (the test suite fails when this file is out of date).",
        "",
        "extension MatchFolding {",
        "    /// Each character whose fold differs from itself: its scalar and what it becomes, in hex,",
        "    /// ascending (`00c0 61` is `À` to `a`; an empty fold removes a mark).",
        "    static let table = #\"\"\"",
    ]
    for code, folded in fold_table():
        lines.append("    %04x %s" % (code, " ".join("%x" % ord(c) for c in folded)))
    lines += [
        "    \"\"\"#",
        "",
        "    /// A kana, a voiced or semi-voiced mark, and the kana they compose, in hex, ascending.",
        "    static let compositions = #\"\"\"",
    ]
    for kana, mark, composed in compositions():
        lines.append("    %04x %04x %04x" % (kana, mark, composed))
    lines += ["    \"\"\"#", "}", ""]
    return "\n".join(lines)


def main():
    outputs = [(OUTPUT, build()), (FOLD_OUTPUT, build_fold())]
    if sys.argv[1:] == ["--check"]:
        stale = False
        for path, text in outputs:
            current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
            if current != text:
                sys.stderr.write(f"{os.path.relpath(path, ROOT)} is out of date: run python3 scripts/generate-merchants.py\n")
                stale = True
        sys.exit(1 if stale else 0)
    for path, text in outputs:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)


if __name__ == "__main__":
    main()
