#ifndef SPENDREPORT_CCSV_SHIM_H
#define SPENDREPORT_CCSV_SHIM_H
#include <csv.h>
#include <stddef.h>

/* Copies a field libcsv has just handed to its field callback. libcsv writes a field into its
   buffer one byte at a time, right before the call; loads wider than a byte cannot be served
   from those pending stores and wait for them to reach the cache, so a short field is copied
   with byte loads (volatile keeps the compiler from widening or fusing them). */
static inline void spendreport_copy_fresh_field(unsigned char *target, const unsigned char *source, size_t count) {
    const volatile unsigned char *fresh = source;
    for (size_t index = 0; index < count; index++) target[index] = fresh[index];
}
#endif
