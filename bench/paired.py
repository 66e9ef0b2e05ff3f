#!/usr/bin/env python3
"""Alternating runs of two commands: the ratio B/A per pair survives the machine's drift.

usage: paired.py [--cpu] PAIRS LABEL_A LABEL_B -- COMMAND_A ARG... -- COMMAND_B ARG...

Runs A and B once each unmeasured, then PAIRS times A followed by B, and prints the median, min
and max of the per-pair wall-time ratio B / A, with each side's median wall time. With --cpu the
times are CPU seconds (user and system, the command and its children) instead of wall time.
Output of the commands goes to /dev/null; a command that fails stops the run.
"""
import resource
import statistics
import subprocess
import sys
import time


def wall(argv):
    start = time.monotonic()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.monotonic() - start


def cpu(argv):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    args = sys.argv[1:]
    measure, unit = wall, "s"
    if args[:1] == ["--cpu"]:
        args, measure, unit = args[1:], cpu, "s CPU"
    if len(args) < 6 or args[3] != "--" or "--" not in args[4:]:
        sys.exit(__doc__.split("\n\n")[1])
    pairs, label_a, label_b = int(args[0]), args[1], args[2]
    rest = args[4:]
    split = rest.index("--")
    a, b = rest[:split], rest[split + 1:]
    measure(a)
    measure(b)
    walls_a, walls_b, ratios = [], [], []
    for _ in range(pairs):
        wa, wb = measure(a), measure(b)
        walls_a.append(wa)
        walls_b.append(wb)
        ratios.append(wb / wa)
    print("paired %s / %s (%d pairs): median %.2f, min %.2f, max %.2f (medians %.3f %s / %.3f %s)" % (
        label_b, label_a, pairs, statistics.median(ratios), min(ratios), max(ratios),
        statistics.median(walls_b), unit, statistics.median(walls_a), unit))


if __name__ == "__main__":
    main()
