extension Categorizer {
    /// ``explain(description:amount:direction:sourceCategory:merchantCategoryCode:)`` with the colours a report draws
    /// the category in (`spendreport explain`): its resolved colour (``DonutColors``, over this
    /// categoriser's taxonomy) adjusted for contrast on the light and the dark background, as the
    /// JSON's `color` and `darkColor` show it.
    public mutating func explainAsReported(
        description: String, amount: Money?, direction: Direction,
        sourceCategory: String? = nil, merchantCategoryCode: Int? = nil
    ) -> Explanation {
        var explanation = explain(
            description: description, amount: amount, direction: direction, sourceCategory: sourceCategory,
            merchantCategoryCode: merchantCategoryCode)
        let shown = ReportedColors(taxonomy: taxonomy).colors(of: explanation.category)
        explanation.color = shown.light
        explanation.darkColor = shown.dark
        return explanation
    }
}

extension TaxonomyListing {
    /// ``text(_:colors:)`` with the colours a report draws each category in, as the JSON's
    /// `color` and `darkColor` show them (`spendreport categories`).
    public static func textAsReported(_ taxonomy: Taxonomy) -> String {
        let reported = ReportedColors(taxonomy: taxonomy)
        return text(taxonomy, colors: reported.colors(of:))
    }
}

/// The colours a report draws a category of `taxonomy` in: its resolved colour
/// (``DonutColors``) adjusted for contrast on the light and the dark background (``ContrastColors``).
struct ReportedColors {
    var donutColors: DonutColors

    init(taxonomy: Taxonomy) { donutColors = DonutColors(taxonomy: taxonomy) }

    /// `category`'s `color` and `darkColor` as the JSON shows them.
    func colors(of category: Category) -> (light: String, dark: String) {
        let resolved = donutColors.color(of: category.name, direction: category.direction, own: category.color)
        return (ContrastColors.light(resolved), ContrastColors.dark(resolved))
    }
}
