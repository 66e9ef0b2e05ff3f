// History/: the folder's overview (docs/ARCHITECTURE.md shows how the folders fit together).
//
// The `--history` store (docs/HISTORY.md): the SQLite file through GRDB (`HistoryStore`, identified before it is
// written by `StoreIdentity`, `HistorySchema`'s migrations applied under the store's lock, `HistoryError`), every
// stored value read through `StoreRow`'s checks and all of them checked by `StoreCheck` (`history check`), the store's
// own settings (`StoreSettings`: its zone), the identity rule's bounded memory (`KnownRows`), the months' sides that
// no report may overflow (`MonthSideTotals`), one run's import with its identity rule (`HistoryImport`), the rows
// packed one block per account, day and import (`DayBlock`, `StoredRow`), written as they fill (`PendingBlocks`) and
// read back (`StoredBlocks`), transfers between the person's own accounts (`TransferPairing`, `TransferWording`), the
// monthly and account summaries each import keeps (`HistorySummaries`, `HistoryCalendar`), the learned merchants
// (`LearnedMerchantStore`), the store summed into a `SpendLedger` (`HistoryLedger`), the accounts listing and the
// store's maintenance (`HistoryMaintenance`).
