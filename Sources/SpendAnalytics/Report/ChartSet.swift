/// Which SVG charts a run draws (`--charts`, docs/WIDGET.md: The SVG files). A native widget draws from
/// `spend-analytics.json` alone and needs none; a page that shows the charts in one appearance
/// needs only that one.
public enum ChartSet: String, Sendable, CaseIterable {
    /// Every chart, light and dark (the default).
    case all
    /// Every chart in the light appearance only: no `-dark.svg` twins.
    case light
    /// No SVG: only `spend-analytics.json` (its `charts` object is empty).
    case none

    /// The appearances drawn, in the order their files are written.
    var appearances: [ChartAppearance] {
        switch self {
        case .all: ChartAppearance.all
        case .light: [ChartAppearance.light]
        case .none: []
        }
    }
}
