/// The taxonomy as an aligned text table (`spendreport categories`).
public enum TaxonomyListing {
    /// One line per category, spent first, then received, in taxonomy order with Others last:
    /// `DIRECTION  NAME  COLOR  DARKCOLOR  TRANSFER`, the colours as `colors` gives them for the
    /// category (`spendreport categories` passes the report's, adjusted for contrast:
    /// `TaxonomyListing.textAsReported`).
    static func text(_ taxonomy: Taxonomy, colors: (Category) -> (light: String, dark: String)) -> String {
        let header = ["DIRECTION", "NAME", "COLOR", "DARKCOLOR", "TRANSFER"]
        var rows: [[String]] = []
        for direction in Direction.allCases {
            let side = taxonomy.categories(direction)
            for category in side.filter({ !$0.isOthers }) + side.filter(\.isOthers) {
                let shown = colors(category)
                rows.append([
                    direction.rawValue, category.name, shown.light, shown.dark, category.isTransfer ? "yes" : "no",
                ])
            }
        }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var text = ""
            for (column, cell) in cells.enumerated() {
                if column == cells.count - 1 {
                    text += cell
                } else {
                    text += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
                }
            }
            return text + "\n"
        }
        return ([header] + rows).map(line).joined()
    }
}
