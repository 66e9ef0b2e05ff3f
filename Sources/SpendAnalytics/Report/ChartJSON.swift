import Foundation

/// Encodes the chart model as `spend-analytics.json` (docs/JSON.md: spend-analytics.json) and decodes it back.
///
/// The encoding is written by hand through ``JSONValue`` rather than `JSONEncoder`, so the bytes
/// are fixed by this file alone: keys sorted, two-space pretty printing, amounts as integers,
/// percentages as numbers with exactly two decimals (`32.15`, `100.00`, `0.50`), a trailing
/// newline. The keys are the ``ChartModel`` property names, so `JSONDecoder` reads the file
/// straight back into a ``ChartModel`` (a test holds the two together).
enum ChartJSON {
    static func encode(_ model: ChartModel) throws -> [UInt8] {
        value(of: model).prettyPrinted()
    }

    /// Reads `spend-analytics.json` back, as a widget would.
    static func decode(_ bytes: [UInt8]) throws -> ChartModel {
        try JSONDecoder().decode(ChartModel.self, from: Data(bytes))
    }

    /// The JSON tree of `model`.
    static func value(of model: ChartModel) -> JSONValue {
        var members: [String: JSONValue] = [
            "schemaVersion": .integer(Int64(model.schemaVersion)),
            "generatedAt": .string(model.generatedAt),
            "timezone": .string(model.timezone),
            "currency": .string(model.currency),
            "month": .string(model.month),
            "monthLabel": .string(model.monthLabel),
            "currencyExponent": .integer(Int64(model.currencyExponent)),
            "currencySymbol": .string(model.currencySymbol),
            "entries": .array(model.entries.map(value(of:))),
            "refreshAfter": .string(model.refreshAfter),
            "deepLink": .string(model.deepLink),
            "charts": .object(
                Dictionary(uniqueKeysWithValues: model.charts.all.map { ($0.key, JSONValue.string($0.file)) })),
            "stats": value(of: model.stats),
        ]
        if let asOf = model.asOf { members["asOf"] = .string(asOf) }
        if let text = model.asOfText { members["asOfText"] = .string(text) }
        members["refreshAfterText"] = .string(model.refreshAfterText)
        if let accounts = model.accounts {
            members["accounts"] = .array(
                accounts.map { account in
                    .object([
                        "name": .string(account.name), "rows": .integer(Int64(account.rows)),
                        "firstDate": .string(account.firstDate), "lastDate": .string(account.lastDate),
                    ])
                })
        }
        return .object(members)
    }

    static func value(of entry: ChartModel.Entry) -> JSONValue {
        .object([
            "date": .string(entry.date),
            "spent": value(of: entry.spent),
            "received": value(of: entry.received),
            "monthly": .array(
                entry.monthly.map { month in
                    .object([
                        "month": .string(month.month), "spent": .integer(month.spent),
                        "received": .integer(month.received), "net": .integer(month.net),
                        "spentText": .string(month.spentText), "receivedText": .string(month.receivedText),
                        "netText": .string(month.netText), "monthText": .string(month.monthText),
                    ])
                }),
        ])
    }

    static func value(of side: ChartModel.Side) -> JSONValue {
        var members: [String: JSONValue] = [
            "title": .string(side.title),
            "total": .integer(side.total),
            "totalText": .string(side.totalText),
            "shortTotalText": .string(side.shortTotalText),
            "slices": .array(
                side.slices.map { slice in
                    var members: [String: JSONValue] = [
                        "category": .string(slice.category), "id": .string(slice.id),
                        "categoryText": .string(slice.categoryText),
                        "isTransfer": .bool(slice.isTransfer), "deepLink": .string(slice.deepLink),
                        "color": .string(slice.color), "darkColor": .string(slice.darkColor),
                        "amount": .integer(slice.amount), "amountText": .string(slice.amountText),
                        "percentage": .number(slice.percentage.description),
                        "percentageText": .string(slice.percentageText), "count": .integer(Int64(slice.count)),
                    ]
                    if let previous = slice.previousAmount { members["previousAmount"] = .integer(previous) }
                    if let text = slice.previousAmountText { members["previousAmountText"] = .string(text) }
                    if let text = slice.changeText { members["changeText"] = .string(text) }
                    if let icon = slice.icon {
                        members["icon"] = .object([
                            "sfSymbol": .string(icon.sfSymbol), "material": .string(icon.material),
                        ])
                    }
                    return .object(members)
                }),
        ]
        if let previous = side.previousTotal { members["previousTotal"] = .integer(previous) }
        if let text = side.previousTotalText { members["previousTotalText"] = .string(text) }
        if let change = side.change { members["change"] = .number(change.description) }
        if let text = side.changeText { members["changeText"] = .string(text) }
        return .object(members)
    }

    static func value(of stats: ReportStats) -> JSONValue {
        var members: [String: JSONValue] = [
            "rows": .integer(Int64(stats.rows)), "used": .integer(Int64(stats.used)),
            "skippedInvalid": .integer(Int64(stats.skippedInvalid)), "duplicates": .integer(Int64(stats.duplicates)),
            "zeroAmount": .integer(Int64(stats.zeroAmount)), "nonTransaction": .integer(Int64(stats.nonTransaction)),
            "notCompleted": .integer(Int64(stats.notCompleted)),
            "transfersExcluded": .integer(Int64(stats.transfersExcluded)),
            "otherCurrency": .integer(Int64(stats.otherCurrency)), "otherMonths": .integer(Int64(stats.otherMonths)),
            "trailer": .integer(Int64(stats.trailer)),
        ]
        if let imported = stats.imported { members["imported"] = .integer(Int64(imported)) }
        if let alreadyKnown = stats.alreadyKnown { members["alreadyKnown"] = .integer(Int64(alreadyKnown)) }
        if let internalTransfers = stats.internalTransfers {
            members["internalTransfers"] = .integer(Int64(internalTransfers))
        }
        // Only when a run hit the limit: every other file's JSON keeps its bytes.
        if let folded = stats.foldedIntoOthers, folded > 0 { members["foldedIntoOthers"] = .integer(Int64(folded)) }
        return .object(members)
    }
}
