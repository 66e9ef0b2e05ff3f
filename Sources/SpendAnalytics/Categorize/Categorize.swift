// Categorize/: the folder's overview (docs/ARCHITECTURE.md shows how the folders fit together).
//
// Giving each record a category: built-in keyword rules, the card's merchant category code (`MerchantCategoryCodes`,
// its table in `MCC/mcc.tsv` compiled into `MerchantCategoryCodesData.swift` by `scripts/generate-mcc.py`), the
// card-bill phrases of many languages that the built-in Transfers rule appends (`CardBillPhrases`, their list in
// `Lexicon/card-bills.tsv` compiled into `CardBillPhrasesData.swift` by `scripts/generate-card-bills.py`), the
// merchant dictionary and the lexicon (`MerchantDictionary`: the chains of `Merchants/*.tsv`, the words of kinds,
// payment rails and ambiguous words with their neighbours of `Lexicon/*.tsv`, compiled into
// `MerchantDictionaryData.swift` by `scripts/generate-merchants.py` together with its automaton's trie and failure
// links, and the fold every keyword and description gets before matching, `MatchFolding`, its table from the Unicode
// Character Database in `MatchFoldingData.swift`, matched by its own automaton, `MerchantMatcher`, made from that
// stored trie the first time a row reaches it; the built-in rules' automaton is `KeywordMatcher`, driven by
// `RuleEngine`, which scans the built-in rules and the dictionary in one `MerchantMatcher` pass,
// `RuleEngine.CombinedBuiltin`, where most rows reach the dictionary), a YAML rules file, the export's own Category
// column (placed onto the built-in categories by `ExportTaxonomy`: a table per export, then keywords), learning from
// it and from rules (`MerchantKey`, `LearnedMerchants`), `StableColor` for new names, `explain`, the taxonomy listing.
