#!/usr/bin/env python3
"""Runs a command and writes its peak resident memory in KiB, for tests that bound a run's memory.

    python3 scripts/peak-rss.py REPORT PROGRAM [ARG ...]

forks (a real fork of this small process, not the caller's posix_spawn), runs PROGRAM in the
child, and writes the child's `ru_maxrss` from wait4 to the file REPORT. Linux keeps, across exec,
the high-water mark of the memory a process started in; a child spawned straight from a large
test process would report that process's memory, this one reports at most this script's own.
Exits with the program's status (128 + the signal's number when a signal ended it).
"""
import os
import sys


def main():
    if len(sys.argv) < 3:
        sys.stderr.write("usage: peak-rss.py REPORT PROGRAM [ARG ...]\n")
        sys.exit(2)
    report, argv = sys.argv[1], sys.argv[2:]
    pid = os.fork()
    if pid == 0:
        try:
            os.execv(argv[0], argv)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    with open(report, "w") as handle:
        handle.write("%d\n" % usage.ru_maxrss)
    code = os.waitstatus_to_exitcode(status)
    sys.exit(code if code >= 0 else 128 - code)


if __name__ == "__main__":
    main()
