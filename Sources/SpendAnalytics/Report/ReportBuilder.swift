import Foundation

/// Builds the ``ChartModel`` from a run's ledger: report month, currency, top five plus Others,
/// exact percentages, monthly sums, refresh date (SPEC §4, §5).
///
/// STUB: the report work replaces this implementation; the signatures stay.
public enum ReportBuilder {
    public static func build(ledger: SpendLedger, taxonomy: Taxonomy, stats: ReportStats, options: ReportOptions) throws -> ChartModel {
        let month = options.month ?? ledger.sums.keys.map(\.month).max() ?? YearMonth(year: 2026, month: 1)
        let empty = ChartModel.Side(title: "Money Spent", total: 0, totalText: "0.00", slices: [])
        return ChartModel(generatedAt: "", timezone: options.timeZone.identifier, currency: options.currency ?? "XXX",
                          month: month.description,
                          entries: [ChartModel.Entry(date: "", spent: empty, received: empty, monthly: [])],
                          refreshAfter: "", deepLink: options.deepLink, stats: stats)
    }
}

/// Encodes the chart model as `spend-analytics.json`: sorted keys, pretty-printed, trailing newline.
public enum ChartJSON {
    public static func encode(_ model: ChartModel) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(model)) + [0x0A]
    }
}

/// The SVG files of a report (SPEC §5).
///
/// STUB: the report work replaces this implementation; the signatures stay.
public enum WidgetCharts {
    public static let fileNames = ["spent.svg", "received.svg", "widget-small.svg", "widget-medium.svg", "widget-large.svg"]

    public static func render(_ model: ChartModel) -> [(fileName: String, svg: String)] {
        fileNames.map { ($0, "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>No spending yet</title></svg>\n") }
    }
}
