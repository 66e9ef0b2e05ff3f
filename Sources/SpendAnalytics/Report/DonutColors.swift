/// Keeps the slices of a donut easy to tell apart, with colours that stay the same from month to month.
///
/// Built-in and user-chosen colours are fixed. A category coloured by its name's hash
/// (``StableColor``: an export's own category) keeps that colour unless it is too near (RGB
/// distance under ``minimumDistance``, on the light or on the dark background, each colour as
/// ``ContrastColors`` adjusts it for that background) a fixed colour of its side or the colour of
/// a hashed category earlier in the run's sorted list; then it takes the next hashed colour, in
/// palette order after its own, that is far enough from every colour already placed (its own
/// when none is).
///
/// The list is every category the run's taxonomy knows on that side (built in, from the rules
/// file, and the export's categories the run met), sorted by lower-cased name (then as written): never the donut's
/// slices, so a category has the same colour in every month of a run, whichever categories that
/// month's donut holds.
struct DonutColors {
    static let minimumDistance = 60.0

    /// The run's categories, to find a slice's id by its name.
    let taxonomy: Taxonomy
    /// Resolved colour of every hashed-colour category, by id.
    private var colors: [CategoryID: String] = [:]
    /// Every category's and palette colour as shown on the light and the dark background
    /// (``ContrastColors``), worked out once for all the run's slices.
    private var shownColors: [String: (light: String, dark: String)] = [:]
    /// The slices' ids and icons (``SliceIdentities``), worked out once for the run's categories.
    let identities: SliceIdentities
    /// The two donuts' colours kept apart (``WidgetColors``), each set of slices worked out once.
    let separations = WidgetColors.Memo()

    /// The colours of every category of `taxonomy`, resolved side by side.
    init(taxonomy: Taxonomy) {
        self.taxonomy = taxonomy
        identities = SliceIdentities(taxonomy: taxonomy)
        let palette = CategoryPalette.hashed
        let shownPalette = palette.map(Shown.init)
        for direction in [Direction.spent, .received] {
            let categories = taxonomy.categories.enumerated().filter { $0.element.direction == direction }
            // A built-in category keeps its colour even where that colour is one a name can hash to.
            func isHashed(_ category: Category) -> Bool {
                palette.contains(category.color) && !BuiltinTaxonomy.keepsItsColor(category)
            }
            var used = categories.filter { !isHashed($0.element) }.compactMap { Shown($0.element.color) }
            let hashed = categories.filter { isHashed($0.element) }
                .map { (id: $0.offset, key: ($0.element.name.lowercased(), $0.element.name), color: $0.element.color) }
                .sorted { $0.key < $1.key }
            for category in hashed {
                var chosen = category.color
                if let start = palette.firstIndex(of: chosen) {
                    for step in 0..<palette.count {
                        let index = (start + step) % palette.count
                        if let shown = shownPalette[index], !shown.tooNear(used) {
                            chosen = palette[index]
                            break
                        }
                    }
                }
                if let index = palette.firstIndex(of: chosen), let shown = shownPalette[index] { used.append(shown) }
                colors[category.id] = chosen
            }
        }
        for color in palette + [Category.othersColor] + taxonomy.categories.map(\.color) where shownColors[color] == nil
        {
            shownColors[color] = (ContrastColors.light(color), ContrastColors.dark(color))
        }
    }

    /// `color` as shown on the light and on the dark background (``ContrastColors/light(_:)``, ``ContrastColors/dark(_:)``).
    func shown(_ color: String) -> (light: String, dark: String) {
        shownColors[color] ?? (ContrastColors.light(color), ContrastColors.dark(color))
    }

    /// A colour as the charts show it: adjusted for contrast on the light and on the dark
    /// background (``ContrastColors``). Spacing is checked on these, since the adjustment can
    /// bring two colours together (`#999933` and `#F0E442` both darken to olive on white).
    struct Shown {
        var light: (Double, Double, Double)
        var dark: (Double, Double, Double)

        init?(_ hex: String) {
            guard let light = CategoryPalette.rgb(ContrastColors.light(hex)),
                let dark = CategoryPalette.rgb(ContrastColors.dark(hex))
            else { return nil }
            self.light = light
            self.dark = dark
        }

        /// Nearer than ``DonutColors/minimumDistance`` to one of `used` on either background.
        func tooNear(_ used: [Shown]) -> Bool {
            used.contains {
                CategoryPalette.distance(light, $0.light) < DonutColors.minimumDistance
                    || CategoryPalette.distance(dark, $0.dark) < DonutColors.minimumDistance
            }
        }
    }

    /// The colour of the slice `name` on `direction`'s side; `own` when it is not a hashed colour.
    func color(of name: String, direction: Direction, own: String) -> String {
        taxonomy.id(named: name, direction: direction).flatMap { colors[$0] } ?? own
    }

}
