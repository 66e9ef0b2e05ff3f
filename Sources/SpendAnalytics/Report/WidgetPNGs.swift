/// `--png`: each widget also as a PNG a native widget can show (docs/WIDGET.md: The PNG files): iOS
/// widgets load images synchronously as `UIImage(data:)` and Android widgets take bitmaps,
/// neither draws SVG.
///
/// The small, medium and large widgets, light and dark, at @2x and @3x of their point size
/// (`widget-small@2x.png` is 340×340 pixels, `widget-large-dark@3x.png` 1092×1146), drawn from
/// the run's own SVGs by librsvg (``PNGRenderer``, loaded only here) as palette PNGs of at most
/// 256 colours, each under 50 KB. Listed in the JSON's `charts` under `widgetSmall2x`,
/// `widgetSmallDark3x`, … and written in the same set as the JSON and the SVGs.
enum WidgetPNGs {
    /// Each widget's key in `charts`, its file stem and its size in points.
    static let widgets: [(key: String, stem: String, width: Int, height: Int)] = [
        ("widgetSmall", "widget-small", 170, 170), ("widgetMedium", "widget-medium", 364, 170),
        ("widgetLarge", "widget-large", 364, 382),
    ]
    static let scales = [2, 3]

    /// One PNG: its key in `charts`, its file, the SVG it is drawn from, its size in points and its scale.
    struct Picture: Sendable {
        var key: String
        var fileName: String
        var svgFileName: String
        var width: Int
        var height: Int
        var scale: Int
    }

    /// Every PNG, ordered by key.
    static let pictures: [Picture] = widgets.flatMap { widget in
        ChartAppearance.all.flatMap { appearance in
            scales.map { scale in
                Picture(
                    key: widget.key + (appearance.isDark ? "Dark" : "") + "\(scale)x",
                    fileName: widget.stem + appearance.suffix + "@\(scale)x.png",
                    svgFileName: appearance.fileName(widget.stem),
                    width: widget.width, height: widget.height, scale: scale)
            }
        }
    }.sorted { $0.key < $1.key }

    /// The `charts` keys and files of the PNGs.
    static let names: [String: String] = Dictionary(uniqueKeysWithValues: pictures.map { ($0.key, $0.fileName) })

    /// The PNG files of `charts` (the run's SVGs, by file name), in key order.
    static func render(_ charts: [(fileName: String, svg: String)]) throws(PNGRenderError) -> [(
        name: String, bytes: [UInt8]
    )] {
        let renderer = try PNGRenderer.load()
        var files: [(name: String, bytes: [UInt8])] = []
        for picture in pictures {
            guard let svg = charts.first(where: { $0.fileName == picture.svgFileName })?.svg else {
                throw .renderFailed("no \(picture.svgFileName) to draw \(picture.fileName) from")
            }
            files.append(
                (
                    picture.fileName,
                    try renderer.png(svg: svg, width: picture.width, height: picture.height, scale: picture.scale)
                ))
        }
        return files
    }
}
