#ifndef SPENDREPORT_CCSV_SHIM_H
#define SPENDREPORT_CCSV_SHIM_H
#include <csv.h>
#endif
