import Foundation
import Testing

@testable import SpendAnalytics

@Suite("spend-analytics.json: exact bytes")
struct ChartJSONTests {
    static func text(_ model: ChartModel) throws -> String {
        String(decoding: try ChartJSON.encode(model), as: UTF8.self)
    }

    /// A small hand-built model and the exact file it must produce.
    @Test("a hand-built model encodes to the exact expected bytes")
    func exactBytes() throws {
        var stats = ReportStats()
        stats.rows = 4
        stats.used = 3
        stats.duplicates = 1
        var food = ChartModel.Slice(
            category: "Food & Dining", color: "#E69F00", darkColor: "#E69F00", amount: 752_310, amountText: "₹7,523.10",
            percentage: Percentage(hundredths: 3_215), count: 14)
        food.id = "food-dining"
        food.icon = ChartModel.Icon(sfSymbol: "fork.knife", material: "restaurant")
        food.deepLink = "spendreport://analytics?month=2026-11&side=spent&category=food-dining"
        var others = ChartModel.Slice(
            category: "Others", color: "#8E8E8E", darkColor: "#BDBDBD", amount: 1_587_690, amountText: "₹15,876.90",
            percentage: Percentage(hundredths: 6_785), count: 2)
        others.isTransfer = false
        others.deepLink = "spendreport://analytics?month=2026-11&side=spent&category=others"
        let model = ChartModel(
            generatedAt: "2026-11-22T02:00:00+05:30", timezone: "Asia/Kolkata", currency: "INR", month: "2026-11",
            entries: [
                ChartModel.Entry(
                    date: "2026-11-22T02:00:00+05:30",
                    spent: ChartModel.Side(
                        title: "Money Spent", total: 2_340_000, totalText: "₹23,400.00", slices: [food, others],
                        shortTotalText: "₹23.4K", previousTotal: 2_210_000, previousTotalText: "₹22,100.00",
                        change: 6, changeText: "▲ 6% vs October"),
                    received: ChartModel.Side(title: "Money Received", total: 0, totalText: "₹0.00", slices: []),
                    monthly: [
                        ChartModel.MonthSum(
                            month: "2026-10", spent: 2_210_000, received: 500_000, net: -1_710_000, currency: "INR")
                    ])
            ],
            refreshAfter: "2026-11-23T00:00:00+05:30", deepLink: "spendreport://analytics?month=2026-11", stats: stats)
        let expected = """
            {
              "charts" : {
                "received" : "received.svg",
                "receivedDark" : "received-dark.svg",
                "spent" : "spent.svg",
                "spentDark" : "spent-dark.svg",
                "trend" : "trend.svg",
                "trendDark" : "trend-dark.svg",
                "widgetLarge" : "widget-large.svg",
                "widgetLargeDark" : "widget-large-dark.svg",
                "widgetMedium" : "widget-medium.svg",
                "widgetMediumDark" : "widget-medium-dark.svg",
                "widgetSmall" : "widget-small.svg",
                "widgetSmallDark" : "widget-small-dark.svg"
              },
              "currency" : "INR",
              "currencyExponent" : 2,
              "currencySymbol" : "₹",
              "deepLink" : "spendreport://analytics?month=2026-11",
              "entries" : [
                {
                  "date" : "2026-11-22T02:00:00+05:30",
                  "monthly" : [
                    {
                      "month" : "2026-10",
                      "monthText" : "October 2026",
                      "net" : -1710000,
                      "netText" : "-₹17,100.00",
                      "received" : 500000,
                      "receivedText" : "₹5,000.00",
                      "spent" : 2210000,
                      "spentText" : "₹22,100.00"
                    }
                  ],
                  "received" : {
                    "shortTotalText" : "₹0.00",
                    "slices" : [],
                    "title" : "Money Received",
                    "total" : 0,
                    "totalText" : "₹0.00"
                  },
                  "spent" : {
                    "change" : 6,
                    "changeText" : "▲ 6% vs October",
                    "previousTotal" : 2210000,
                    "previousTotalText" : "₹22,100.00",
                    "shortTotalText" : "₹23.4K",
                    "slices" : [
                      {
                        "amount" : 752310,
                        "amountText" : "₹7,523.10",
                        "category" : "Food & Dining",
                        "categoryText" : "Food & Dining",
                        "color" : "#E69F00",
                        "count" : 14,
                        "darkColor" : "#E69F00",
                        "deepLink" : "spendreport://analytics?month=2026-11&side=spent&category=food-dining",
                        "icon" : {
                          "material" : "restaurant",
                          "sfSymbol" : "fork.knife"
                        },
                        "id" : "food-dining",
                        "isTransfer" : false,
                        "percentage" : 32.15,
                        "percentageText" : "32.15%"
                      },
                      {
                        "amount" : 1587690,
                        "amountText" : "₹15,876.90",
                        "category" : "Others",
                        "categoryText" : "Others",
                        "color" : "#8E8E8E",
                        "count" : 2,
                        "darkColor" : "#BDBDBD",
                        "deepLink" : "spendreport://analytics?month=2026-11&side=spent&category=others",
                        "id" : "others",
                        "isTransfer" : false,
                        "percentage" : 67.85,
                        "percentageText" : "67.85%"
                      }
                    ],
                    "title" : "Money Spent",
                    "total" : 2340000,
                    "totalText" : "₹23,400.00"
                  }
                }
              ],
              "generatedAt" : "2026-11-22T02:00:00+05:30",
              "month" : "2026-11",
              "monthLabel" : "November 2026",
              "refreshAfter" : "2026-11-23T00:00:00+05:30",
              "refreshAfterText" : "Next update 23 Nov, 00:00",
              "schemaVersion" : 1,
              "stats" : {
                "duplicates" : 1,
                "nonTransaction" : 0,
                "notCompleted" : 0,
                "otherCurrency" : 0,
                "otherMonths" : 0,
                "rows" : 4,
                "skippedInvalid" : 0,
                "trailer" : 0,
                "transfersExcluded" : 0,
                "used" : 3,
                "zeroAmount" : 0
              },
              "timezone" : "Asia/Kolkata"
            }

            """
        #expect(try Self.text(model) == expected)
        // And JSONDecoder — what a widget uses — reads it back into the same model.
        #expect(try ChartJSON.decode(ChartJSON.encode(model)) == model)
    }

    @Test(
        "percentages are numbers with exactly two decimals",
        arguments: [
            (10_000, "100.00"), (3_215, "32.15"), (3_210, "32.10"), (5, "0.05"), (50, "0.50"), (0, "0.00"),
        ])
    func percentageLiterals(hundredths: Int, literal: String) throws {
        let slice = JSONValue.object(["p": .number(Percentage(hundredths: hundredths).description)])
        #expect(String(decoding: slice.prettyPrinted(), as: UTF8.self) == "{\n  \"p\" : \(literal)\n}\n")
        let decoded = try JSONDecoder().decode([String: Percentage].self, from: Data(slice.prettyPrinted()))
        #expect(decoded["p"] == Percentage(hundredths: hundredths))
    }

    @Test("strings are escaped for JSON, and only what must be")
    func escaping() {
        let value = JSONValue.array([.string("Tom & \"Jerry\" \\ back/slash\n\t\u{1}₹ é")])
        #expect(
            String(decoding: value.prettyPrinted(), as: UTF8.self)
                == "[\n  \"Tom & \\\"Jerry\\\" \\\\ back/slash\\n\\t\\u0001₹ é\"\n]\n")
    }

    @Test("every control character has its escape, in runs of plain bytes or alone")
    func escapingEveryControlCharacter() {
        // Each control character alone, at the start, between plain runs and at the end.
        let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        let text = controls.joined(separator: "ab") + "\"\\₹" + controls.joined()
        var quoted: [UInt8] = []
        JSONValue.quote(text, into: &quoted)
        let named: [Int: String] = [0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r"]
        let escapes = (0..<0x20).map { named[$0] ?? "\\u00" + ($0 < 0x10 ? "0" : "1") + String($0 & 0x0F, radix: 16) }
        #expect(
            String(decoding: quoted, as: UTF8.self)
                == "\"" + escapes.joined(separator: "ab") + "\\\"\\\\₹" + escapes.joined() + "\"")
        // The bytes of a string quote as the string does (batch --jsonl quotes files' bytes).
        var fromBytes: [UInt8] = []
        Array(text.utf8).withUnsafeBufferPointer { JSONValue.quote(utf8: $0, into: &fromBytes) }
        #expect(fromBytes == quoted)
        var empty: [UInt8] = []
        JSONValue.quote("", into: &empty)
        #expect(empty == Array("\"\"".utf8))
    }

    @Test("keys are sorted by bytes at every level; empty containers are compact")
    func sortedKeys() {
        let value = JSONValue.object([
            "b": .object([:]), "B": .array([]), "a": .object(["z": .null, "y": .bool(true)]),
        ])
        #expect(
            String(decoding: value.prettyPrinted(), as: UTF8.self)
                == "{\n  \"B\" : [],\n  \"a\" : {\n    \"y\" : true,\n    \"z\" : null\n  },\n  \"b\" : {}\n}\n")
    }

    @Test("a model from a ledger round-trips through JSONDecoder", arguments: ["busy", "single", "empty", "hostile"])
    func roundTrip(_ name: String) throws {
        let model = try [
            "busy": ReportFixtures.busy, "single": ReportFixtures.single,
            "empty": ReportFixtures.empty, "hostile": ReportFixtures.hostile,
        ][name]!()
        let bytes = try ChartJSON.encode(model)
        #expect(try ChartJSON.decode(bytes) == model)
        #expect(try ChartJSON.encode(ChartJSON.decode(bytes)) == bytes)
    }

    @Test("the model of a ledger: keys, dates, refresh, deep link and stats")
    func builtModel() throws {
        var options = ReportFixtures.options()
        options.deepLink = "myapp://spend/{month}?from=widget&m={month}"
        options.refreshAt = RefreshTime("06:15")
        let model = try ReportFixtures.model(ReportFixtures.busyRows, options: options)
        #expect(model.generatedAt == "2026-11-22T02:00:00+05:30" && model.entries.first?.date == model.generatedAt)
        #expect(model.refreshAfter == "2026-11-23T06:15:00+05:30")
        #expect(model.deepLink == "myapp://spend/2026-11?from=widget&m=2026-11")
        #expect(model.currency == "INR" && model.month == "2026-11" && model.timezone == "Asia/Kolkata")
        let entry = try #require(model.entries.first)
        #expect(
            entry.spent.slices.map(\.category) == [
                "Food & Dining", "Groceries", "Shopping", "Travel", "Transport & Fuel", "Others",
            ])
        #expect(entry.spent.total == 2_352_345 && entry.spent.totalText == "₹23,523.45")
        #expect(entry.spent.slices.map(\.percentage.hundredths).reduce(0, +) == 10_000)
        #expect(entry.spent.slices.last?.amountText == "₹1,000.35")
        #expect(entry.received.slices.map(\.category) == ["Salary", "Refunds"])
        #expect(entry.monthly.map(\.month) == ["2026-10", "2026-11"])
        #expect(model.stats.used == 12 - 2 && model.stats.otherMonths == 2 && model.stats.otherCurrency == 1)
    }
}
