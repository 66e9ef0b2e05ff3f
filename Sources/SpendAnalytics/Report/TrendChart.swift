/// `trend.svg`: the monthly sums (the JSON's `monthly`) as bars, a spent and a received bar per
/// month, oldest on the left, for the large widget or an app screen (364×382, like the large
/// widget).
///
/// Bar heights are the sums' exact share of the largest sum, computed in integers (hundredths
/// of a unit of height). At most ``maximumMonths`` months are drawn, the latest; month names are
/// shown under as many bars as they fit under at ``DonutChart/minimumFontSize``, always under the
/// latest, with the year under the first labelled month and every January.
struct TrendChart: Sendable {
    static let width = 364
    static let height = 382
    static let maximumMonths = 24
    /// Before contrast adjustment: Okabe–Ito orange and blue, told apart with any colour vision.
    static let spentColor = "#E69F00"
    static let receivedColor = "#0072B2"
    static let plotLeft = 12.0
    static let plotRight = 352.0
    static let plotTop = 100.0
    static let plotBottom = 334.0

    /// The smallest height a bar of a sum above zero is drawn with, so that a month a thousand
    /// times smaller than the largest is still seen (its value is in its `<title>`, and the
    /// latest month's values are in the key).
    static let minimumBarHeight = 2.0

    var monthly: [ChartModel.MonthSum]
    var locale: DisplayLocale
    /// Per month: `November 2026`, `Nov` (in the locale's words), and the year when the text is a month.
    var labels: [(text: String, short: String, year: Int?, isJanuary: Bool)]
    /// The root `<title>` (``summary()``), worked out once for both appearances.
    private var title: String

    /// The chart of `monthly`, its month names in `locale`'s words (drawn once for both
    /// appearances: ``drawing()``).
    init(monthly: [ChartModel.MonthSum], locale: DisplayLocale = .standard) {
        self.monthly = Array(monthly.suffix(TrendChart.maximumMonths))
        self.locale = locale
        let labels: [(text: String, short: String, year: Int?, isJanuary: Bool)] = self.monthly.map { sum in
            guard let month = YearMonth(sum.month) else { return (sum.month, sum.month, nil, false) }
            return (locale.monthLabel(month), locale.shortMonthName(month), month.year, month.month == 1)
        }
        self.labels = labels
        title = TrendChart.summary(monthly: self.monthly, labels: labels.map(\.text), locale: locale)
    }

    /// The spent and received bar colours in `appearance` (each ≥ 3:1 against its background).
    static func colors(in appearance: ChartAppearance) -> (spent: String, received: String) {
        (TrendChart.paints.spent.color(in: appearance), TrendChart.paints.received.color(in: appearance))
    }

    /// The bar colours in both appearances, worked out once.
    static let paints = (
        spent: ChartPaint(light: ContrastColors.light(spentColor), dark: ContrastColors.dark(spentColor)),
        received: ChartPaint(light: ContrastColors.light(receivedColor), dark: ContrastColors.dark(receivedColor))
    )

    /// The largest monthly sum and its display text.
    var largest: (amount: Int64, text: String) {
        var best: (amount: Int64, text: String) = (0, "")
        for month in monthly {
            if month.spent > best.amount { best = (month.spent, month.spentText) }
            if month.received > best.amount { best = (month.received, month.receivedText) }
        }
        return best
    }

    /// A bar's height for `amount`, in hundredths of a unit: `amount / largest` of the plot's
    /// height, at least ``minimumBarHeight`` for an amount above zero.
    static func barHundredths(_ amount: Int64, largest: Int64) -> Int64 {
        guard largest > 0, amount > 0 else { return 0 }
        let full = Int64(((plotBottom - plotTop) * 100).rounded())
        let product = min(amount, largest).multipliedFullWidth(by: full)
        return max(Int64(minimumBarHeight * 100), largest.dividingFullWidth(product).quotient)
    }

    /// The key's two labels: `Spent` and `Received`, each followed by the latest month's value
    /// when both still fit the width.
    func keyLabels() -> (spent: String, received: String) {
        let words = locale.words
        let plain = (words["trend.spent"], words["trend.received"])
        guard let latest = monthly.last else { return plain }
        let valued = (plain.0 + " " + latest.spentText, plain.1 + " " + latest.receivedText)
        let measure = TextMeasure(fontSize: DonutChart.minimumFontSize)
        return 28 + measure.width(valued.0) + 16 + 16 + measure.width(valued.1) <= TrendChart.plotRight ? valued : plain
    }

    /// The indexes of the months whose names are shown: every `k`th from the latest back, `k`
    /// the smallest step at which the widest name fits its share of the width.
    func labelledIndexes() -> [Int] {
        guard !monthly.isEmpty else { return [] }
        let measure = TextMeasure(fontSize: DonutChart.minimumFontSize)
        let widest = labels.map { measure.width($0.short) }.max() ?? 0
        let slot = (TrendChart.plotRight - TrendChart.plotLeft) / Double(monthly.count)
        var step = 1
        while Double(step) * slot < widest + 4 { step += 1 }
        return monthly.indices.filter { (monthly.count - 1 - $0) % step == 0 }
    }

    /// The chart's file in `appearance`.
    func render(in appearance: ChartAppearance = .light) -> String {
        String(decoding: drawing().documentBytes(in: appearance), as: UTF8.self)
    }

    /// The chart drawn once, for every appearance (``SVGWriter/documentBytes(in:)``).
    func drawing() -> SVGWriter {
        let number = SVGWriter.Value.number
        let (spentColor, receivedColor) = TrendChart.paints
        let largest = largest
        return WidgetCharts.document(
            width: TrendChart.width, height: TrendChart.height, title: summary(),
            fontFamily: WidgetCharts.fontFamily(for: locale)
        ) { svg in
            svg.element(
                "text",
                [
                    ("x", number(TrendChart.plotLeft)), ("y", "26.00"),
                    ("font-size", number(WidgetCharts.monthFontSize)),
                    ("font-weight", "bold"), ("fill", .paint(.text)),
                ], text: locale.words["trend.title"])
            svg.element(
                "text",
                [
                    ("x", number(TrendChart.plotLeft)), ("y", "46.00"),
                    ("font-size", number(DonutChart.minimumFontSize)),
                    ("fill", .paint(.secondaryText)),
                ], text: range())
            svg.open(
                "g",
                [("class", "key"), ("font-size", number(DonutChart.minimumFontSize)), ("fill", .paint(.text))])
            let key = keyLabels()
            let receivedX = 28 + TextMeasure(fontSize: DonutChart.minimumFontSize).width(key.spent) + 16
            svg.empty(
                "rect",
                [
                    ("x", "12.00"), ("y", "59.00"), ("width", "10.00"), ("height", "10.00"), ("rx", "2.00"),
                    ("fill", .paint(spentColor)),
                ])
            svg.element("text", [("x", "28.00"), ("y", "68.00")], text: key.spent)
            svg.empty(
                "rect",
                [
                    ("x", number(receivedX)), ("y", "59.00"), ("width", "10.00"), ("height", "10.00"), ("rx", "2.00"),
                    ("fill", .paint(receivedColor)),
                ])
            svg.element("text", [("x", number(receivedX + 16)), ("y", "68.00")], text: key.received)
            svg.close()
            svg.open("g", [("class", "bars")])
            // The largest sum labels the top of the scale.
            if largest.amount > 0 {
                svg.empty(
                    "line",
                    [
                        ("x1", number(TrendChart.plotLeft)), ("y1", number(TrendChart.plotTop)),
                        ("x2", number(TrendChart.plotRight)),
                        ("y2", number(TrendChart.plotTop)), ("stroke", .paint(.emptyRing)),
                        ("stroke-width", "1.00"),
                    ])
                svg.element(
                    "text",
                    [
                        ("x", number(TrendChart.plotRight)), ("y", number(TrendChart.plotTop - 5)),
                        ("text-anchor", "end"),
                        ("font-size", number(DonutChart.minimumFontSize)), ("fill", .paint(.secondaryText)),
                    ],
                    text: largest.text)
            }
            let slot = (TrendChart.plotRight - TrendChart.plotLeft) / Double(max(1, monthly.count))
            let barWidth = min(16, slot * 0.4)
            for (index, month) in monthly.enumerated() {
                let center = TrendChart.plotLeft + slot * (Double(index) + 0.5)
                for (amount, text, x, color, what) in [
                    (month.spent, month.spentText, center - barWidth - 0.5, spentColor, "trend.spent"),
                    (month.received, month.receivedText, center + 0.5, receivedColor, "trend.received"),
                ] {
                    let height = Double(TrendChart.barHundredths(amount, largest: largest.amount)) / 100
                    guard height > 0 else { continue }
                    svg.open(
                        "rect",
                        [
                            ("x", number(x)), ("y", number(TrendChart.plotBottom - height)),
                            ("width", number(barWidth)),
                            ("height", number(height)), ("fill", .paint(color)),
                        ])
                    svg.element("title", text: labels[index].text + " " + locale.words[what] + ": " + text)
                    svg.close()
                }
            }
            svg.empty(
                "line",
                [
                    ("x1", number(TrendChart.plotLeft)), ("y1", number(TrendChart.plotBottom)),
                    ("x2", number(TrendChart.plotRight)),
                    ("y2", number(TrendChart.plotBottom)), ("stroke", .paint(.secondaryText)),
                    ("stroke-width", "1.00"),
                ])
            svg.close()
            svg.open(
                "g",
                [
                    ("class", "months"), ("font-size", number(DonutChart.minimumFontSize)),
                    ("fill", .paint(.secondaryText)),
                    ("text-anchor", "middle"),
                ])
            var yearShown = false
            let measure = TextMeasure(fontSize: DonutChart.minimumFontSize)
            for index in labelledIndexes() {
                let label = labels[index]
                // Under its bars, moved in where the name would cross the plot's edge.
                let half = measure.width(label.short) / 2
                let center = min(
                    max(TrendChart.plotLeft + slot * (Double(index) + 0.5), TrendChart.plotLeft + half),
                    TrendChart.plotRight - half)
                svg.element(
                    "text", [("x", number(center)), ("y", number(TrendChart.plotBottom + 18))], text: label.short)
                if let year = label.year, !yearShown || label.isJanuary {
                    svg.element(
                        "text", [("x", number(center)), ("y", number(TrendChart.plotBottom + 36))], text: String(year))
                    yearShown = true
                }
            }
            if monthly.isEmpty {
                svg.element(
                    "text",
                    [
                        ("x", number((TrendChart.plotLeft + TrendChart.plotRight) / 2)),
                        ("y", number(TrendChart.plotBottom - 20)),
                    ],
                    text: locale.words["trend.empty"])
            }
            svg.close()
        }
    }

    /// `June 2026 – November 2026` (one month: `November 2026`).
    func range() -> String {
        guard let first = labels.first, let last = labels.last else { return locale.words["trend.empty"] }
        return monthly.count == 1 ? first.text : first.text + " – " + last.text
    }

    /// The root `<title>`: every month's sums.
    func summary() -> String { title }

    /// Every month's sums, each month named by its label (`November 2026`).
    static func summary(monthly: [ChartModel.MonthSum], labels: [String], locale: DisplayLocale) -> String {
        locale.words["trend.summary"] + " · "
            + (monthly.isEmpty
                ? locale.words["trend.empty"]
                : zip(labels, monthly).map {
                    locale.words.phrase(
                        "trend.month", ["month": $0, "spent": $1.spentText, "received": $1.receivedText])
                }.joined(separator: "; "))
    }
}
