// Aggregate/: the folder's overview (docs/ARCHITECTURE.md shows how the folders fit together).
//
// Sums in integer minor units: the `SpendLedger` (currency × month × category), the report month and currency, top
// five plus Others, largest-remainder percentages, monthly sums.
