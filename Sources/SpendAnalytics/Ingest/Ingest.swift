// Ingest/: the folder's overview (docs/ARCHITECTURE.md shows how the folders fit together).
//
// Reading a CSV export into `TransactionRecord`s: encoding detection (`EncodingDetector`) and conversion into UTF-8
// before the tokenizer (`IconvConverter`, the only type that touches iconv), dialect and profile sniffing (with
// `SniffedRows`, the rows a sniff that read the whole input keeps for the read, so that it is parsed once), the libcsv
// tokenizer (`CSVTokenizer`, the only type that touches libcsv), column matching (`ColumnMatcher` over `HeaderName`
// keys, `ColumnVocabulary` and the header words of 48 languages, `HeaderWords/*.tsv` compiled into
// `HeaderWordsData.swift` by `scripts/generate-header-words.py`; its last answer kept by a `HeaderMatchMemo` that
// `batch` shares between owners; when no header row is found, `HeaderCandidates` for the refusal), columns read from
// the data when no header word names them (`ColumnInference`: roles from the cells, readings proven by the running
// balance), the running balance followed through the rows as an integrity check (`BalanceCheck`), date and amount
// parsing, `OwnerRecordSplitter` (a many-account input cut into each record's own bytes with its owner, for `batch`;
// its records, kept as `SplitRows`, stand in for each owner's own tokenizer pass where that pass would read the same),
// status, balance, trailer and duplicate filtering (`Deduplicator`: each date's row keys in a hash table while it is
// current, packed into a `PackedKeySet` once the reader moves on), the row counters, the export profiles and their
// listing.
