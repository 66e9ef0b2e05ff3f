import CCSV

/// glibc's allocator, told to give freed memory back (CCSV's shim.h): without it, up to 2 MiB
/// that the sniff's buffers freed stays in the heap to the end of the run. About 1.5 MiB less
/// peak RSS at 1M and 5M rows, the same time (BENCHMARKS.md, "Where the peak RSS goes").
///
/// For `report` without `--history` and for `batch` only. It also fixes glibc's threshold for
/// serving a block from its own mapping at 128 KiB (glibc otherwise raises it to the largest
/// block freed): the history store's writer grows each day's block of rows to a few MiB and
/// frees it at every flush, and at 5M rows each growth then mapped fresh pages (2.5 times the
/// page faults, a quarter more wall time).
enum MallocTuning {
    static func apply() {
        spendreport_return_freed_memory()
    }
}
