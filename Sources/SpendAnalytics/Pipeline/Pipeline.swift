// Pipeline/: the folder's overview (docs/ARCHITECTURE.md shows how the folders fit together).
//
// Wiring the stages: `MerchantReview` and `MerchantTeaching` (the `review` and `teach` commands), `ReportPipeline`
// (read → categorise → aggregate → model and files, with `HeldMerchantRows` for rows a later lesson may recategorise),
// `ExplainCategorizer` (`explain` with a store's lessons), `ReportJob` (the `report` command: check the inputs, lock
// the output folder, run, write), `InputsReader` (a run's inputs one after the other, an input without data rows
// refused, rows dated too far past the clock refused by `RowDateLimit`), `HistoryReport` (`--history`: import the
// inputs into the store in one transaction, then report from the store), `InputValidation` and `ValidationReport` (the
// `validate` command), `BatchJob` (the `batch` command: `OwnerGroups` gathers each owner's `OwnerRows`,
// `OwnerFolderName` names its folder, `BatchLine` and `BatchSummaryJSON` write the `--jsonl` lines and
// `batch-summary.json`), `PreviewJob` (the `preview` command: check the folder holds a report, lock it, read the set,
// write `preview.html`), `explain` and the `categories` listing with the report's colours
// (`ReportedExplanation.swift`: `ReportedColors`), the version.
