import CCSV

/// glibc's allocator, told to give freed memory back (CCSV's shim.h): without it, up to 2 MiB
/// that the sniff's buffers freed stays in the heap to the end of the run. About 1.5 MiB less
/// peak RSS at 1M and 5M rows, the same time (BENCHMARKS.md, "Where the peak RSS goes").
///
/// For `report` without `--history` and for `batch` only. It also fixes glibc's threshold for
/// serving a block from its own mapping at 128 KiB (glibc otherwise raises it to the largest
/// block freed), and a `--history` run allocates and frees many blocks above that, each then
/// mapped afresh: at 5M rows it took 101,000 page faults instead of 18,000.
enum MallocTuning {
    static func apply() {
        spendreport_return_freed_memory()
    }
}
