/// The JSON Schema (draft 2020-12) of `spend-analytics.json`, printed by `spendreport schema`.
///
/// It declares every key this version writes (a test holds the writer and the schema together)
/// but accepts keys it does not declare: keys may be *added* in later versions without a new
/// ``ChartModel/currentSchemaVersion``, so a file written by a newer version still validates
/// against this schema, and a widget should ignore keys it does not know.
public enum ChartSchema {
    static let draft = "https://json-schema.org/draft/2020-12/schema"
    static let id = "urn:spendreport:spend-analytics:\(ChartModel.currentSchemaVersion)"

    /// The schema as pretty-printed UTF-8 with sorted keys.
    public static func json() -> [UInt8] { schema.prettyPrinted() }

    static var schema: JSONValue {
        object(
            description: "Chart model of a spend-analytics widget, shaped like a WidgetKit timeline.",
            required: [
                "schemaVersion", "generatedAt", "timezone", "currency", "currencyExponent", "currencySymbol",
                "month", "monthLabel", "entries",
                "refreshAfter", "refreshAfterText", "deepLink", "charts", "stats",
            ],
            properties: [
                "schemaVersion": .object([
                    "const": .integer(Int64(ChartModel.currentSchemaVersion)),
                    "description": .string("Bumped when a key is removed or changes meaning."),
                ]),
                "generatedAt": ref("timestamp", "When the report was made (--now), local time in `timezone`."),
                "timezone": string(pattern: nil, "IANA zone of every timestamp (--timezone).", minLength: 1),
                "currency": string(
                    pattern: "^[A-Z]{3}$", "ISO 4217 code of every amount; XXX when the data names none."),
                "month": ref("month", "The report month."),
                "monthLabel": string(
                    pattern: nil,
                    "The report month for display, e.g. November 2026 (--locale: novembre 2026, 2026年11月).",
                    minLength: 1),
                "asOf": ref(
                    "date",
                    "The latest transaction date in the report currency's data up to the end of the report month; absent when there is none."
                ),
                "currencyExponent": .object([
                    "type": .string("integer"), "minimum": .integer(0),
                    "maximum": .integer(Int64(CurrencyExponent.largest)),
                    "description": .string(
                        "ISO 4217 exponent of currency: fraction digits of its minor unit (2; JPY 0; KWD 3)."),
                ]),
                "currencySymbol": string(
                    pattern: nil,
                    "The symbol or code the display strings show: ₹, $, €, £, else the code (JPY); empty for XXX."),
                "entries": .object([
                    "type": .string("array"), "minItems": .integer(1), "items": ref("entry", nil),
                    "description": .string("Timeline entries, oldest first (one per report)."),
                ]),
                "refreshAfter": ref(
                    "timestamp", "Reload the timeline after this instant: Timeline(policy: .after(date))."),
                "refreshAfterText": string(
                    pattern: nil, "refreshAfter for display, e.g. Next update 28 Nov, 06:00 (in --locale's words).",
                    minLength: 1),
                "asOfText": string(
                    pattern: nil, "asOf for display, e.g. Updated 21 Nov (in --locale's words); absent with asOf.",
                    minLength: 1),
                "deepLink": string(pattern: nil, "URL the widget opens when tapped."),
                "charts": object(
                    description:
                        "File names of every chart the run wrote, relative to this file: the donuts, the widgets and the trend chart, each with a dark twin (NAME-dark.svg); with --charts light no dark twin, with --charts none no chart (an empty object); with --png also each widget as PNG at @2x and @3x (widgetSmall2x: widget-small@2x.png, widgetSmallDark3x, …).",
                    required: [],
                    properties: Dictionary(
                        uniqueKeysWithValues: (ChartModel.Charts().svgs + WidgetPNGs.names.map { ($0.key, $0.value) })
                            .map { ($0.key, JSONValue.object(["const": .string($0.file)])) })),
                "stats": object(
                    description:
                        "Row counters: rows = used + every other counter ; with --history the reader's counters are the run's and used, otherCurrency, otherMonths and transfersExcluded the store's.",
                    required: statsKeys,
                    properties: Dictionary(
                        uniqueKeysWithValues: (statsKeys + optionalStatsKeys).map { ($0, ref("counter", nil)) }
                    )
                    .merging(historyStats) { _, new in new }),
                "accounts": .object([
                    "type": .string("array"), "items": ref("account", nil),
                    "description": .string("With --history only: every account of the store, by name."),
                ]),
            ],
            extra: [
                "$schema": .string(draft),
                "$id": .string(id),
                "title": .string("spend-analytics.json"),
                "$defs": .object(definitions),
            ])
    }

    static let statsKeys = [
        "rows", "used", "skippedInvalid", "duplicates", "zeroAmount", "nonTransaction",
        "notCompleted", "transfersExcluded", "otherCurrency", "otherMonths", "trailer",
    ]
    /// Counters written only when not zero.
    static let optionalStatsKeys = ["foldedIntoOthers"]

    /// The counters a `--history` run adds to `stats` (absent without it).
    static var historyStats: [String: JSONValue] {
        [
            "imported": ref("counter", "With --history: the run's rows added to the store."),
            "alreadyKnown": ref("counter", "With --history: the run's rows the store already held."),
            "internalTransfers": ref(
                "counter",
                "With --history: rows of paired transfers between own accounts (both sides), left out of every sum."),
        ]
    }

    static var definitions: [String: JSONValue] {
        [
            "account": object(
                description: "One account of the history store.",
                required: ["name", "rows", "firstDate", "lastDate"],
                properties: [
                    "name": string(
                        pattern: nil, "--account, the export's Account column, the profile id or default.", minLength: 1
                    ),
                    "rows": ref("counter", "Rows the store holds for the account."),
                    "firstDate": ref("date", "Its earliest row."),
                    "lastDate": ref("date", "Its latest row."),
                ]),
            "date": string(pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "A calendar date, yyyy-MM-dd.", format: "date"),
            "timestamp": string(
                pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[+-][0-9]{2}:[0-9]{2}$",
                "ISO 8601 local time with its UTC offset.", format: "date-time"),
            "month": string(pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$", "A calendar month, yyyy-MM."),
            "minorUnits": .object([
                "type": .string("integer"), "minimum": .integer(0),
                "description": .string(
                    "Money in the currency's minor unit (its ISO 4217 exponent: hundredths for most currencies)."),
            ]),
            "counter": .object(["type": .string("integer"), "minimum": .integer(0)]),
            "entry": object(
                description: "One timeline entry: the report month's donuts and the monthly sums.",
                required: ["date", "spent", "received", "monthly"],
                properties: [
                    "date": ref("timestamp", "The entry's date (= generatedAt)."),
                    "spent": ref("side", nil),
                    "received": ref("side", nil),
                    "monthly": .object([
                        "type": .string("array"), "maxItems": .integer(Int64(MonthlySummary.windowLength)),
                        "items": ref("monthSum", nil),
                        "description": .string(
                            "Months with data among the 12 ending with the report month, oldest first."),
                    ]),
                ]),
            "side": object(
                description: "One direction's donut.",
                required: ["title", "total", "totalText", "shortTotalText", "slices"],
                properties: [
                    "title": string(pattern: nil, "Money Spent or Money Received (in --locale's words)."),
                    "total": ref("minorUnits", nil),
                    "totalText": string(pattern: nil, "The total for display, e.g. ₹23,400.00."),
                    "shortTotalText": string(
                        pattern: nil,
                        "The total shortened for a headline, three significant digits: ₹1.23L, $12.4M, 1,2 Mio. €.",
                        minLength: 1),
                    "previousTotal": ref(
                        "minorUnits",
                        "The side's money in the month before the report month (0: none); absent when that month holds no row in the report currency."
                    ),
                    "previousTotalText": string(pattern: nil, "previousTotal for display; absent with it."),
                    "change": .object([
                        "type": .string("integer"),
                        "description": .string(
                            "total against previousTotal in whole percent, signed (-14), rounded half away from zero; absent without previousTotal or when it is 0."
                        ),
                    ]),
                    "changeText": string(
                        pattern: nil,
                        "The change for display: ▲ 12% vs October, ▼ 5% vs October, 0% vs October, new vs October; absent without previousTotal or when both months are 0."
                    ),
                    "slices": .object([
                        "type": .string("array"), "maxItems": .integer(Int64(TopCategories.namedSliceLimit + 1)),
                        "items": ref("slice", nil),
                        "description": .string(
                            "Top five categories then Others; percentages sum to 100.00; empty when total is 0."),
                    ]),
                ]),
            "slice": object(
                description: "One donut slice.",
                required: [
                    "category", "id", "categoryText", "isTransfer", "deepLink", "color", "darkColor", "amount",
                    "amountText",
                    "percentage", "percentageText", "count",
                ],
                properties: [
                    "category": string(
                        pattern: nil,
                        "Category name as the run knows it (English for a built-in category in every locale); Others holds the rest.",
                        minLength: 1),
                    "id": string(
                        pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
                        "A stable id to style the slice by: food-dining, others, pottery-studio (docs/JSON.md)."),
                    "categoryText": string(
                        pattern: nil, "The name to show: a built-in category in --locale's words, else category.",
                        minLength: 1),
                    "isTransfer": .object([
                        "type": .string("boolean"),
                        "description": .string(
                            "Money moved between the person's own accounts (Transfers, card bill payments, a category with transfer: true)."
                        ),
                    ]),
                    "icon": object(
                        description: "A built-in category's icon; absent for any other category.",
                        required: ["sfSymbol", "material"],
                        properties: [
                            "sfSymbol": string(pattern: nil, "An SF Symbols name.", minLength: 1),
                            "material": string(pattern: nil, "A Material Symbols name.", minLength: 1),
                        ]),
                    "deepLink": string(
                        pattern: nil,
                        "URL of this slice: the report's deepLink with side=spent|received&category=ID added to its query."
                    ),
                    "color": string(
                        pattern: "^#[0-9A-Fa-f]{6}$",
                        "Slice colour on a light background, #RRGGBB, at least 3:1 against #FFFFFF."),
                    "darkColor": string(
                        pattern: "^#[0-9A-Fa-f]{6}$",
                        "Slice colour on the dark background #1C1C1E, at least 3:1 against it."),
                    "amount": ref("minorUnits", nil),
                    "amountText": string(pattern: nil, "The amount for display."),
                    "percentage": .object([
                        "type": .string("number"), "minimum": .integer(0), "maximum": .integer(100),
                        "description": .string(
                            "Share of the side's total, written with exactly two decimals (no multipleOf: validators that divide in binary floating point reject valid values such as 33.55)."
                        ),
                    ]),
                    "percentageText": string(
                        pattern: "^(%[0-9]{1,3}[.,][0-9]{2}|[0-9]{1,3}[.,][0-9]{2}[\u{00A0}\u{202F}]?%)$",
                        "percentage for display, both decimals and a percent sign: 32.15% (--locale: 32,15 %, %32,15 in tr-TR)."
                    ),
                    "count": .object([
                        "type": .string("integer"), "minimum": .integer(1),
                        "description": .string("Transactions in the slice."),
                    ]),
                    "previousAmount": ref(
                        "minorUnits",
                        "The slice's money in the month before the report month (0: none); absent when that month holds no row in the report currency."
                    ),
                    "previousAmountText": string(pattern: nil, "previousAmount for display; absent with it."),
                    "changeText": string(
                        pattern: nil,
                        "The change against the previous month in whole percent: +12% vs October, −5% vs October, new vs October; absent with previousAmount."
                    ),
                ]),
            "monthSum": object(
                description: "One month's sums.",
                required: ["month", "monthText", "spent", "received", "net", "spentText", "receivedText", "netText"],
                properties: [
                    "month": ref("month", nil),
                    "monthText": string(
                        pattern: nil, "month for display: November 2026 (in --locale's words).", minLength: 1),
                    "spent": ref("minorUnits", nil),
                    "received": ref("minorUnits", nil),
                    "net": .object([
                        "type": .string("integer"), "description": .string("received − spent, in minor units."),
                    ]),
                    "spentText": string(pattern: nil, "spent for display."),
                    "receivedText": string(pattern: nil, "received for display."),
                    "netText": string(pattern: nil, "net for display, with a leading - when negative."),
                ]),
        ]
    }

    static func object(
        description: String, required: [String], properties: [String: JSONValue],
        extra: [String: JSONValue] = [:]
    ) -> JSONValue {
        var members: [String: JSONValue] = [
            "type": .string("object"),
            "description": .string(description),
            "required": .array(required.map(JSONValue.string)),
            "properties": .object(properties),
        ]
        members.merge(extra) { _, new in new }
        return .object(members)
    }

    static func string(pattern: String?, _ description: String, minLength: Int? = nil, format: String? = nil)
        -> JSONValue
    {
        var members: [String: JSONValue] = ["type": .string("string"), "description": .string(description)]
        if let pattern { members["pattern"] = .string(pattern) }
        if let minLength { members["minLength"] = .integer(Int64(minLength)) }
        if let format { members["format"] = .string(format) }
        return .object(members)
    }

    static func ref(_ name: String, _ description: String?) -> JSONValue {
        var members: [String: JSONValue] = ["$ref": .string("#/$defs/" + name)]
        if let description { members["description"] = .string(description) }
        return .object(members)
    }
}
