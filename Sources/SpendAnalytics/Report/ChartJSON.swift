import Foundation

/// Encodes the chart model as `spend-analytics.json` (docs/JSON.md: spend-analytics.json) and decodes it back.
///
/// The encoding is written by hand through ``PrettyJSONWriter`` rather than `JSONEncoder`, so the
/// bytes are fixed by this file alone: keys sorted by their UTF-8 bytes (each object below writes
/// its members in that order), two-space pretty printing, amounts as integers, percentages as
/// numbers with exactly two decimals (`32.15`, `100.00`, `0.50`), a trailing newline. The keys
/// are the ``ChartModel`` property names, so `JSONDecoder` reads the file straight back into a
/// ``ChartModel`` (a test holds the two together).
enum ChartJSON {
    static func encode(_ model: ChartModel) throws -> [UInt8] {
        var writer = PrettyJSONWriter(capacity: 8 << 10)
        write(model, into: &writer)
        return writer.finished()
    }

    /// Reads `spend-analytics.json` back, as a widget would.
    static func decode(_ bytes: [UInt8]) throws -> ChartModel {
        try JSONDecoder().decode(ChartModel.self, from: Data(bytes))
    }

    static func write(_ model: ChartModel, into writer: inout PrettyJSONWriter) {
        writer.object { json in
            if let accounts = model.accounts {
                json.key("accounts")
                json.array(accounts) { json, account in
                    json.object { json in
                        json.member("firstDate", account.firstDate)
                        json.member("lastDate", account.lastDate)
                        json.member("name", account.name)
                        json.member("rows", account.rows)
                    }
                }
            }
            json.member("asOf", model.asOf)
            json.member("asOfText", model.asOfText)
            json.key("charts")
            json.object { json in
                for chart in model.charts.all.sorted(by: { JSONValue.precedes($0.key, $1.key) }) {
                    json.key(dynamic: chart.key)
                    json.string(chart.file)
                }
            }
            json.member("currency", model.currency)
            json.member("currencyExponent", model.currencyExponent)
            json.member("currencySymbol", model.currencySymbol)
            json.member("deepLink", model.deepLink)
            json.key("entries")
            json.array(model.entries) { json, entry in write(entry, into: &json) }
            json.member("generatedAt", model.generatedAt)
            json.member("month", model.month)
            json.member("monthLabel", model.monthLabel)
            json.member("refreshAfter", model.refreshAfter)
            json.member("refreshAfterText", model.refreshAfterText)
            json.member("schemaVersion", model.schemaVersion)
            json.key("stats")
            write(model.stats, into: &json)
            json.member("timezone", model.timezone)
        }
    }

    static func write(_ entry: ChartModel.Entry, into writer: inout PrettyJSONWriter) {
        writer.object { json in
            json.member("date", entry.date)
            json.key("monthly")
            json.array(entry.monthly) { json, month in
                json.object { json in
                    json.member("month", month.month)
                    json.member("monthText", month.monthText)
                    json.member("net", month.net)
                    json.member("netText", month.netText)
                    json.member("received", month.received)
                    json.member("receivedText", month.receivedText)
                    json.member("spent", month.spent)
                    json.member("spentText", month.spentText)
                }
            }
            json.key("received")
            write(entry.received, into: &json)
            json.key("spent")
            write(entry.spent, into: &json)
        }
    }

    static func write(_ side: ChartModel.Side, into writer: inout PrettyJSONWriter) {
        writer.object { json in
            if let change = side.change {
                json.key("change")
                json.number(change.description)
            }
            json.member("changeText", side.changeText)
            json.member("previousTotal", side.previousTotal)
            json.member("previousTotalText", side.previousTotalText)
            json.member("shortTotalText", side.shortTotalText)
            json.key("slices")
            json.array(side.slices) { json, slice in write(slice, into: &json) }
            json.member("title", side.title)
            json.member("total", side.total)
            json.member("totalText", side.totalText)
        }
    }

    static func write(_ slice: ChartModel.Slice, into writer: inout PrettyJSONWriter) {
        writer.object { json in
            json.member("amount", slice.amount)
            json.member("amountText", slice.amountText)
            json.member("category", slice.category)
            json.member("categoryText", slice.categoryText)
            json.member("changeText", slice.changeText)
            json.member("color", slice.color)
            json.member("count", slice.count)
            json.member("darkColor", slice.darkColor)
            json.member("deepLink", slice.deepLink)
            if let icon = slice.icon {
                json.key("icon")
                json.object { json in
                    json.member("material", icon.material)
                    json.member("sfSymbol", icon.sfSymbol)
                }
            }
            json.member("id", slice.id)
            json.key("isTransfer")
            json.bool(slice.isTransfer)
            json.key("percentage")
            json.number(slice.percentage.description)
            json.member("percentageText", slice.percentageText)
            json.member("previousAmount", slice.previousAmount)
            json.member("previousAmountText", slice.previousAmountText)
        }
    }

    static func write(_ stats: ReportStats, into writer: inout PrettyJSONWriter) {
        writer.object { json in
            json.member("alreadyKnown", stats.alreadyKnown)
            json.member("duplicates", stats.duplicates)
            // Only when a run hit the limit: every other file's JSON keeps its bytes.
            if let folded = stats.foldedIntoOthers, folded > 0 { json.member("foldedIntoOthers", folded) }
            json.member("imported", stats.imported)
            json.member("internalTransfers", stats.internalTransfers)
            json.member("nonTransaction", stats.nonTransaction)
            json.member("notCompleted", stats.notCompleted)
            json.member("otherCurrency", stats.otherCurrency)
            json.member("otherMonths", stats.otherMonths)
            json.member("rows", stats.rows)
            json.member("skippedInvalid", stats.skippedInvalid)
            json.member("trailer", stats.trailer)
            json.member("transfersExcluded", stats.transfersExcluded)
            json.member("used", stats.used)
            json.member("zeroAmount", stats.zeroAmount)
        }
    }
}
