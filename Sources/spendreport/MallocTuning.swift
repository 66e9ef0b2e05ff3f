import CCSV

/// glibc's allocator, told to give freed memory back (CCSV's shim.h): without it, up to 2 MiB
/// that the reader's buffers freed stays in the heap to the end of the run. About 1.5 MiB less
/// peak RSS at 1M and 5M rows, the same time (BENCHMARKS.md, "Code layout and memory").
enum MallocTuning {
    static func apply() {
        spendreport_return_freed_memory()
    }
}
