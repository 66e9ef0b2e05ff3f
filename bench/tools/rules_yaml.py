#!/usr/bin/env python3
"""rules.json -> a spendreport rules file (YAML): its categories (colours from a fixed palette, in
file order) and one `contains` rule per rule, in rule order.

usage: rules_yaml.py RULES_JSON OUT_YAML
"""
import json
import sys

PALETTE = ["#4477AA", "#66CCEE", "#228833", "#CCBB44", "#EE6677", "#AA3377", "#BBBBBB", "#332288",
           "#88CCEE", "#44AA99", "#117733", "#999933", "#DDCC77", "#CC6677", "#882255", "#AA4499"]

if len(sys.argv) != 3:
    sys.exit(__doc__.split("\n\n")[1])
rules = json.load(open(sys.argv[1]))
with open(sys.argv[2], "w") as y:
    y.write("# Generated from bench/rules.json by bench/tools/rules_yaml.py\ncategories:\n")
    i = 0
    for direction, names in rules["categories"].items():
        for name in names:
            if name == "Others":
                continue
            y.write('  - { name: "%s", color: "%s", direction: %s }\n' % (name, PALETTE[i % len(PALETTE)], direction))
            i += 1
    y.write("rules:\n")
    for r in rules["rules"]:
        kws = ", ".join(json.dumps(k) for k in r["contains"])
        y.write('  - { category: "%s", direction: %s, contains: [%s] }\n' % (r["category"], r["direction"], kws))
