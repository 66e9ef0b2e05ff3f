extension Categorizer {
    /// ``explain(description:amount:direction:sourceCategory:)`` with the colours a report draws
    /// the category in (`spendreport explain`): its resolved colour (``DonutColors``, over this
    /// categoriser's taxonomy) adjusted for contrast on the light and the dark background, as the
    /// JSON's `color` and `darkColor` show it.
    public mutating func explainAsReported(description: String, amount: Money?, direction: Direction,
                                           sourceCategory: String? = nil) -> Explanation {
        var explanation = explain(description: description, amount: amount, direction: direction, sourceCategory: sourceCategory)
        let resolved = DonutColors(taxonomy: taxonomy).color(of: explanation.category.name, direction: explanation.category.direction,
                                                             own: explanation.category.color)
        explanation.color = ContrastColors.light(resolved)
        explanation.darkColor = ContrastColors.dark(resolved)
        return explanation
    }
}
