/// Keeps the slices of one donut easy to tell apart.
///
/// Built-in and user-chosen colours are fixed. A category coloured by its name's hash
/// (``StableColor``: an export's own category) keeps that colour unless it
/// is too near (RGB distance under ``minimumDistance``) the colour of a larger slice in the same
/// donut; then it takes the next hashed colour, in palette order after its own, that is far
/// enough from every colour already in the donut. Deterministic: the same slices in the same
/// order get the same colours.
enum DonutColors {
    static let minimumDistance = 60.0

    /// `colors` (slice order: largest first) with hashed colours moved apart.
    static func distinct(_ colors: [String]) -> [String] {
        let palette = CategoryPalette.hashed
        var used: [(Double, Double, Double)] = []
        var result: [String] = []
        for color in colors {
            var chosen = color
            if let start = palette.firstIndex(of: color), let own = CategoryPalette.rgb(color), tooNear(own, used) {
                for step in 1..<palette.count {
                    let candidate = palette[(start + step) % palette.count]
                    if let rgb = CategoryPalette.rgb(candidate), !tooNear(rgb, used) {
                        chosen = candidate
                        break
                    }
                }
            }
            if let rgb = CategoryPalette.rgb(chosen) { used.append(rgb) }
            result.append(chosen)
        }
        return result
    }

    static func tooNear(_ color: (Double, Double, Double), _ used: [(Double, Double, Double)]) -> Bool {
        used.contains { CategoryPalette.distance(color, $0) < minimumDistance }
    }
}
