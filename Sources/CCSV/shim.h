#ifndef SPENDREPORT_CCSV_SHIM_H
#define SPENDREPORT_CCSV_SHIM_H
#include <csv.h>
#include <stddef.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/* Copies a field libcsv has just handed to its field callback. libcsv writes a field into its
   buffer one byte at a time, right before the call; loads wider than a byte cannot be served
   from those pending stores and wait for them to reach the cache, so a short field is copied
   with byte loads (volatile keeps the compiler from widening or fusing them). */
static inline void spendreport_copy_fresh_field(unsigned char *target, const unsigned char *source, size_t count) {
    const volatile unsigned char *fresh = source;
    for (size_t index = 0; index < count; index++) target[index] = fresh[index];
}

/* glibc raises its heap trim threshold to twice the largest block it has unmapped (up to 64 MiB),
   so after a 1 MiB buffer is freed up to 2 MiB of free memory stays at the top of the heap.
   Setting the threshold (to its usual 128 KiB) turns that off. Elsewhere this does nothing. */
static inline void spendreport_return_freed_memory(void) {
#if defined(__GLIBC__)
    mallopt(M_TRIM_THRESHOLD, 128 * 1024);
#endif
}
#endif
