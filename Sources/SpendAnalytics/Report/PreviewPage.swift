import Foundation

/// `preview.html`: a report's charts as a home screen shows them, in light and in dark
/// (docs/WIDGET.md: Preview).
///
/// The page has two halves side by side, a light wallpaper and a dark one. Each holds every
/// widget size as a rounded tile at the size iOS gives it, in points (one CSS pixel each):
/// small 158×158, medium 338×158, large 338×354; then the spent and received donuts and, when
/// the report has one, the trend chart (at the large size). The light half shows each chart's light file, the dark
/// half its dark twin (`widget-small-dark.svg` …); a twin the folder does not hold is replaced by
/// the light file, and the dark half says which.
///
/// Each SVG is embedded as a `data:` URL in an `<img>`: the page works from `file://` on its
/// own, every chart stays sandboxed (its ids cannot clash with another's, and it cannot run
/// script), and the page shows the set it was made from even after a later run has replaced it.
/// Every position is fixed (``Layout``), so the same report gives the same bytes and the same
/// pixels.
struct PreviewPage {
    /// A chart the page shows, by its light file's name without `.svg`.
    struct Chart: Equatable {
        /// `widget-small`: the light file is `widget-small.svg`, its dark twin `widget-small-dark.svg`.
        var stem: String
        /// What the caption calls it.
        var title: String
        /// Whether a report may lack it (the light file of any other is always written).
        var isOptional: Bool

        var lightFileName: String { stem + ".svg" }
        var darkFileName: String { stem + "-dark.svg" }
    }

    /// The charts in page order.
    static let charts: [Chart] = [
        Chart(stem: "widget-small", title: "Small", isOptional: false),
        Chart(stem: "widget-medium", title: "Medium", isOptional: false),
        Chart(stem: "widget-large", title: "Large", isOptional: false),
        Chart(stem: "spent", title: "Money Spent", isOptional: false),
        Chart(stem: "received", title: "Money Received", isOptional: false),
        Chart(stem: "trend", title: "Trend", isOptional: true),
    ]

    /// The files a report must hold for the page.
    static var requiredFileNames: [String] { charts.filter { !$0.isOptional }.map(\.lightFileName) }
    /// The files the page shows when the report holds them.
    static var optionalFileNames: [String] {
        charts.flatMap { $0.isOptional ? [$0.lightFileName, $0.darkFileName] : [$0.darkFileName] }
    }

    /// One of the page's two halves.
    enum Appearance: CaseIterable {
        case light, dark

        var name: String { self == .light ? "light" : "dark" }
        /// The home screen's wallpaper.
        var wallpaper: String { self == .light ? "#D9E2EC" : "#0E1116" }
        /// Headings and captions on the wallpaper.
        var textColor: String { self == .light ? "#1C1C1E" : "#F2F2F7" }
    }

    /// A rectangle in CSS pixels (iOS points), relative to its half's top left corner.
    struct Frame: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// Where everything is. A half's origin is `(halfWidth × index, 0)`, light first.
    struct Layout: Equatable {
        static let padding = 24
        static let gap = 20
        /// The heading and the note above the tiles.
        static let headerHeight = 76
        /// A tile's caption, below it.
        static let captionHeight = 28
        /// The corner radius of a tile.
        static let cornerRadius = 22
        static let halfWidth = padding + 338 + gap + 158 + padding

        /// Each shown chart's tile, by stem.
        var frames: [String: Frame]
        /// The height of the page (and of each half).
        var height: Int

        init(hasTrend: Bool) {
            let p = Layout.padding
            let g = Layout.gap
            let top = Layout.headerHeight
            let caption = Layout.captionHeight
            let second = top + 158 + caption
            var frames = [
                "widget-small": Frame(x: p, y: top, width: 158, height: 158),
                "widget-medium": Frame(x: p + 158 + g, y: top, width: 338, height: 158),
                "widget-large": Frame(x: p, y: second, width: 338, height: 354),
                "spent": Frame(x: p + 338 + g, y: second, width: 158, height: 158),
                "received": Frame(x: p + 338 + g, y: second + 158 + caption, width: 158, height: 158),
            ]
            var bottom = second + 354 + caption
            if hasTrend {
                // The trend chart is drawn for the large widget's family.
                frames["trend"] = Frame(x: p, y: bottom, width: 338, height: 354)
                bottom += 354 + caption
            }
            self.frames = frames
            self.height = bottom
        }

        /// The page's width: both halves.
        static var width: Int { 2 * halfWidth }
    }

    /// What the page shows.
    var report: PublishedReport

    /// The charts the report holds, in page order.
    var shownCharts: [Chart] {
        PreviewPage.charts.filter { report.files[$0.lightFileName] != nil }
    }

    var layout: Layout { Layout(hasTrend: report.files["trend.svg"] != nil) }

    /// The charts whose dark twin the folder does not hold.
    var missingTwins: [Chart] { shownCharts.filter { report.files[$0.darkFileName] == nil } }

    /// The page's bytes (UTF-8).
    func html() -> [UInt8] {
        let layout = self.layout
        let label = report.summary.monthLabel ?? MonthLabel.text(report.summary.month)
        var lines: [String] = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>" + SVGWriter.escape("spendreport preview: " + label) + "</title>",
            "<style>",
            "html, body { margin: 0; padding: 0; }",
            "body { position: relative; width: \(Layout.width)px; height: \(layout.height)px; font-family: system-ui, -apple-system, \"Helvetica Neue\", Arial, sans-serif; }",
            ".half { position: absolute; top: 0; width: \(Layout.halfWidth)px; height: \(layout.height)px; overflow: hidden; }",
        ]
        for (index, appearance) in Appearance.allCases.enumerated() {
            lines.append(
                ".\(appearance.name) { left: \(index * Layout.halfWidth)px; background: \(appearance.wallpaper); color: \(appearance.textColor); }"
            )
        }
        lines += [
            "h1 { position: absolute; left: \(Layout.padding)px; top: 14px; margin: 0; font-size: 17px; line-height: 22px; font-weight: 600; }",
            ".note { position: absolute; left: \(Layout.padding)px; top: 38px; width: \(Layout.halfWidth - 2 * Layout.padding)px; margin: 0; font-size: 12px; line-height: 15px; }",
            ".tile { position: absolute; border-radius: \(Layout.cornerRadius)px; overflow: hidden; }",
            ".tile img { display: block; width: 100%; height: 100%; }",
            ".caption { position: absolute; margin: 0; font-size: 11px; line-height: 14px; text-align: center; }",
            "</style>",
            "</head>",
            "<body>",
        ]
        for appearance in Appearance.allCases {
            lines += half(appearance, label: label, layout: layout)
        }
        lines += ["</body>", "</html>"]
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// One half: its heading, its note and a tile and caption per chart.
    private func half(_ appearance: Appearance, label: String, layout: Layout) -> [String] {
        var lines = ["<div class=\"half \(appearance.name)\">"]
        lines.append("<h1>" + SVGWriter.escape(label + " · " + appearance.name) + "</h1>")
        lines.append("<p class=\"note\">" + SVGWriter.escape(note(appearance)) + "</p>")
        for chart in shownCharts {
            guard let frame = layout.frames[chart.stem] else { continue }
            let dark = appearance == .dark ? report.files[chart.darkFileName] : nil
            let fileName = dark == nil ? chart.lightFileName : chart.darkFileName
            let bytes = dark ?? report.files[chart.lightFileName] ?? []
            // The colour around a chart whose shape is not the tile's, like the chart's own background.
            let background = dark == nil ? "#FFFFFF" : "#1C1C1E"
            lines.append(
                "<div class=\"tile\" style=\"left: \(frame.x)px; top: \(frame.y)px; width: \(frame.width)px; height: \(frame.height)px; background: \(background);\">"
                    + "<img alt=\"" + SVGWriter.escape(chart.title + " (" + fileName + ")")
                    + "\" src=\"data:image/svg+xml;base64,"
                    + Data(bytes).base64EncodedString() + "\"></div>")
            var caption = chart.title
            if chart.stem.hasPrefix("widget-") { caption += " \(frame.width)×\(frame.height)" }
            if appearance == .dark && dark == nil { caption += " · light file" }
            lines.append(
                "<p class=\"caption\" style=\"left: \(frame.x)px; top: \(frame.y + frame.height + 5)px; width: \(frame.width)px;\">"
                    + SVGWriter.escape(caption) + "</p>")
        }
        lines.append("</div>")
        return lines
    }

    /// The line under a half's heading.
    private func note(_ appearance: Appearance) -> String {
        let generated = report.summary.generatedAt.map { "Generated " + $0 + ". " } ?? ""
        switch appearance {
        case .light:
            return generated
                + "Widgets at the sizes iOS gives them, in points: small 158×158, medium 338×158, large 338×354."
        case .dark:
            let missing = missingTwins
            if missing.isEmpty { return "The dark twin (-dark.svg) of every chart, on a dark wallpaper." }
            if missing == shownCharts {
                return "This report has no dark twins (-dark.svg): the light files are shown on the dark wallpaper."
            }
            return "No dark twin of " + missing.map(\.lightFileName).joined(separator: ", ")
                + ": the light file is shown instead."
        }
    }
}
