import Foundation

/// `report --history FILE`: the run's inputs imported into the store in one transaction, then
/// the report built from the whole store: every account, every month (docs/HISTORY.md).
struct HistoryReport {
    var sources: [InputSource]
    var options: ReportPipeline.Options
    var history: ReportPipeline.HistoryOptions

    func run(opened: [FileHandle?], onProblem: (InputError) -> Void) throws -> ReportPipeline.Output {
        let store = try HistoryStore(path: history.path)
        var categorizer = Categorizer(rules: options.rules)
        // What earlier runs learned about merchants; this run's rows are categorised as they are
        // read, so its own lessons apply from the teaching row on (docs/CATEGORIES.md: Learning from your own data).
        let (lessons, storeZone) = try store.read { db in (try LearnedMerchantStore.all(db), try StoreSettings.zone(db))
        }
        categorizer.learn(lessons)
        // The day of a timestamp with an offset is taken in the store's zone (its first import's),
        // never in this run's: a row's identity must not depend on the zone it is viewed in.
        var readerOptions = options.readerForUnlabelledCurrency
        let runZone = readerOptions.timeZone
        if let storeZone { readerOptions.timeZone = storeZone }
        let zoneUsed = readerOptions.timeZone
        let inputCount = sources.count
        let inputs = InputsReader(
            sources: sources, opened: opened, options: readerOptions, allowEmpty: options.allowEmpty,
            dateLimit: RowDateLimit(now: options.report.now, zone: options.report.timeZone),
            requiresNamedCurrency: options.requiresNamedCurrency)
        let rulesFile = options.rules.file ?? "rules"
        let accounts = history.accounts
        let importedAt = Timestamp.iso8601(options.report.now, in: options.report.timeZone)

        let (summary, model) = try store.write { db in
            try StoreSettings.keepZone(zoneUsed, db)
            var importer = try HistoryImport(db: db, importedAt: importedAt, inputs: sources.map(\.displayName))
            let summary = try inputs.read(
                onProblem: onProblem,
                onInputStart: { index, profile in
                    importer.beginInput(account: index < accounts.count ? accounts[index] : nil, profile: profile)
                },
                onInputLayout: { index, layout in
                    if index == 0 {
                        categorizer.learning = categorizer.needsLearning(
                            inputCount: inputCount, firstHasCategoryColumn: layout.category != nil)
                    }
                }
            ) { record, fileName in
                let id = categorizer.categorize(record, file: fileName).category
                try ReportPipeline.checkRegexBudget(
                    categorizer, rulesFile: rulesFile, line: record.line, fileName: fileName)
                do {
                    try importer.add(record, category: id) { categorizer.taxonomy[$0] }
                } catch is MoneyOverflow {
                    // Found before the import commits: the store is left as it was.
                    throw InputError.sumOverflow(record, file: fileName)
                }
            }
            let counts = try importer.finish()
            try LearnedMerchantStore.save(categorizer.lessons, db)
            // The report is built from the store before the import commits: a store this import
            // would leave unreadable (damaged values, a sum past Int64) is refused and left as it was.
            let ledger = try HistoryLedger(
                db, taxonomy: categorizer.taxonomy, excludeTransfers: options.excludeTransfers)
            var stats = InputsReader.reportStats(summary.stats)
            stats.transfersExcluded = ledger.transfersExcluded
            stats.imported = counts.imported
            stats.alreadyKnown = counts.alreadyKnown
            stats.internalTransfers = ledger.internalTransfers
            if categorizer.foldedIntoOthers > 0 { stats.foldedIntoOthers = categorizer.foldedIntoOthers }
            var model = try ReportBuilder.build(
                ledger: ledger.ledger, taxonomy: ledger.taxonomy, stats: stats, options: options.report
            ) { choice, month in
                try HistoryLedger.latestDate(
                    db, currency: choice.code, includesUnlabelled: choice.includesUnlabelled, through: month)
            }
            model.accounts = try AccountSummary.all(db)
            return (summary, model)
        }
        var output = try ReportPipeline.output(model, summary: summary, options: options.report)
        if zoneUsed.identifier != runZone.identifier {
            output.warnings.append(
                "the history store takes the day of a timestamp with an offset in \(zoneUsed.identifier), "
                    + "the zone of its first import, not in \(runZone.identifier) (docs/HISTORY.md: Time zones)")
        }
        return output
    }
}
