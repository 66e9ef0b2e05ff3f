// Model/: the folder's overview (docs/ARCHITECTURE.md shows how the folders fit together).
//
// The values every stage shares: `Money`, `LocalDate` and `YearMonth` (and `LocalDate.iso`, the one reader of an ISO
// `yyyy-MM-dd` date), `CivilCalendar`, `Direction`, `Category`, `Taxonomy`, `BuiltinTaxonomy`, `CategoryPalette`,
// `Percentage`, `Transaction`/`TransactionRecord`, `DateOrder`, `InputError` and its structured reasons,
// `LearnedMerchant` (a merchant's learned category, which the categoriser learns and the store keeps),
// `MerchantKeying`, `MerchantKeyMaker` and `AheadMerchantKey` (how the categoriser makes a description's merchant key,
// handed to the reader so its tokenizer thread makes each row's key ahead, and the key a record carries),
// `CurrencyExponent` (ISO 4217 minor units, which the reader and the display strings share), the one escaping of
// control characters in messages (which the CLI applies to every line it prints), `ExactName` (an owner id or account
// name, compared byte for byte, never by Unicode equivalence), `SHA256` (for shortened owner folder names); and the
// one reader of amount text, `AmountParser` (with `AmountScanner`, `CurrencyMark`, `DecimalMark` and the byte tests of
// `ByteClass`), which the reader and the rules file's amount conditions share; `trimmingWhitespace()`, the one trim
// for names held as `String`.
