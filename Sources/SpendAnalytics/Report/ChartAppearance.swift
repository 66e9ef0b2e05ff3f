/// The colours of one appearance of the charts: light (white background, each slice's `color`)
/// or dark (``ContrastColors/darkBackground``, each slice's `darkColor`, light text). Every file
/// is written in each (drawn once, ``ChartPaint``); the dark one's name ends in `-dark` (`spent-dark.svg`).
struct ChartAppearance: Sendable, Hashable {
    /// `""` or `-dark`: what the file name carries before `.svg`.
    var suffix: String
    var background: String
    /// Totals, legend names, the month.
    var text: String
    /// Donut titles, amounts in the legend, axis labels.
    var secondaryText: String
    /// The ring of an empty side and the trend chart's baseline.
    var emptyRing: String
    var isDark: Bool

    /// White background, dark text (the colours spendreport always had).
    static let light = ChartAppearance(
        suffix: "", background: ContrastColors.lightBackground, text: "#1C1C1E",
        secondaryText: "#6B6B6B", emptyRing: "#E0E0E0", isDark: false)
    /// iOS's dark background with light text; every text colour has at least 4.5:1 against it.
    static let dark = ChartAppearance(
        suffix: "-dark", background: ContrastColors.darkBackground, text: "#F2F2F7",
        secondaryText: "#AEAEB2", emptyRing: "#3A3A3C", isDark: true)
    /// Light first, then dark: the order files are written in.
    static let all = [light, dark]

    /// The slice's colour in this appearance.
    func color(_ slice: ChartModel.Slice) -> String { ChartPaint.slice(slice).color(in: self) }

    /// `stem.svg` or `stem-dark.svg`.
    func fileName(_ stem: String) -> String { stem + suffix + ".svg" }
}

/// One colour of the charts in both appearances. A chart is drawn once: ``SVGWriter`` writes
/// `light` and notes where, and the dark file is the light one with `dark` put in each place.
struct ChartPaint: Sendable, Hashable {
    var light: String
    var dark: String

    static let background = ChartPaint(light: ChartAppearance.light.background, dark: ChartAppearance.dark.background)
    static let text = ChartPaint(light: ChartAppearance.light.text, dark: ChartAppearance.dark.text)
    static let secondaryText = ChartPaint(
        light: ChartAppearance.light.secondaryText, dark: ChartAppearance.dark.secondaryText)
    static let emptyRing = ChartPaint(light: ChartAppearance.light.emptyRing, dark: ChartAppearance.dark.emptyRing)

    /// A slice's colour: its `color` in light, its `darkColor` in dark.
    static func slice(_ slice: ChartModel.Slice) -> ChartPaint {
        ChartPaint(light: slice.color, dark: slice.darkColor)
    }

    /// The colour in `appearance`.
    func color(in appearance: ChartAppearance) -> String { appearance.isDark ? dark : light }
}
