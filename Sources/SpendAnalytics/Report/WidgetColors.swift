import Foundation

/// Keeps every two categories of one widget apart (docs/WIDGET.md: Colours): after ``DonutColors`` has
/// given each category its colour for the whole run, the slices of the report month's two donuts
/// (the large widget shows both) are checked against each other as the charts show them, on the
/// light and on the dark background. A slice whose colour is less than
/// ``ColorDifference/minimumInWidget`` (ΔE00) from one placed before it, on either background,
/// takes the first colour of ``CategoryPalette/colors`` that is far enough from all of them.
///
/// Built-in categories are placed first (their colours are at least ΔE00 15 apart, so they
/// keep them), then the others in donut order, spent before received. The same category on both
/// sides (Transfers, Others) keeps one colour. So a category's colour changes only in a month
/// whose two donuts would otherwise show two categories alike.
enum WidgetColors {
    /// `spent` and `received` with every clash moved.
    static func separated(spent: [ChartModel.Slice], received: [ChartModel.Slice]) -> (
        spent: [ChartModel.Slice], received: [ChartModel.Slice]
    ) {
        var sides = [spent, received]
        var order: [(side: Int, index: Int)] = []
        for builtin in [true, false] {
            for side in 0..<2 {
                for index in sides[side].indices
                where (BuiltinTaxonomy.identities[sides[side][index].category] != nil) == builtin {
                    order.append((side, index))
                }
            }
        }
        var placed: [Placed] = []
        func clashes(_ light: ColorDifference.Lab, _ dark: ColorDifference.Lab, category: String) -> Bool {
            placed.contains {
                $0.category != category
                    && (ColorDifference.between($0.light, light) < ColorDifference.minimumInWidget
                        || ColorDifference.between($0.dark, dark) < ColorDifference.minimumInWidget)
            }
        }
        for (side, index) in order {
            var slice = sides[side][index]
            guard var light = ColorDifference.Lab(slice.color), var dark = ColorDifference.Lab(slice.darkColor) else {
                continue
            }
            if clashes(light, dark, category: slice.category) {
                for candidate in CategoryPalette.colors {
                    let shownLight = ContrastColors.light(candidate)
                    let shownDark = ContrastColors.dark(candidate)
                    guard let candidateLight = ColorDifference.Lab(shownLight),
                        let candidateDark = ColorDifference.Lab(shownDark),
                        !clashes(candidateLight, candidateDark, category: slice.category)
                    else { continue }
                    (slice.color, slice.darkColor, light, dark) = (shownLight, shownDark, candidateLight, candidateDark)
                    break
                }
                sides[side][index] = slice
            }
            placed.append(Placed(category: slice.category, light: light, dark: dark))
        }
        return (sides[0], sides[1])
    }

    /// A category already placed, with its colour as shown on the light and the dark background.
    private struct Placed {
        var category: String
        var light: ColorDifference.Lab
        var dark: ColorDifference.Lab
    }

    /// ``separated(spent:received:)``'s answers kept for the slices' categories and colours, for
    /// a run that makes many reports (`batch`): owners with the same categories in the same order
    /// get the same colours, worked out once. At most ``Memo/capacity`` answers are kept (all are
    /// let go when it is reached); the answer is the same whether kept or worked out again.
    final class Memo: @unchecked Sendable {
        static let capacity = 4096

        /// A slice as the separation reads it.
        struct Shown: Hashable {
            var category: String
            var color: String
            var darkColor: String
        }

        struct Key: Hashable {
            var spent: [Shown]
            var received: [Shown]
        }

        private let lock = NSLock()
        private var answers: [Key: (spent: [Shown], received: [Shown])] = [:]

        /// ``WidgetColors/separated(spent:received:)`` of the slices.
        func separated(spent: [ChartModel.Slice], received: [ChartModel.Slice]) -> (
            spent: [ChartModel.Slice], received: [ChartModel.Slice]
        ) {
            func shown(_ slices: [ChartModel.Slice]) -> [Shown] {
                slices.map { Shown(category: $0.category, color: $0.color, darkColor: $0.darkColor) }
            }
            func recoloured(_ slices: [ChartModel.Slice], _ colors: [Shown]) -> [ChartModel.Slice] {
                zip(slices, colors).map { slice, shown in
                    var slice = slice
                    (slice.color, slice.darkColor) = (shown.color, shown.darkColor)
                    return slice
                }
            }
            let key = Key(spent: shown(spent), received: shown(received))
            if let kept = lock.withLock({ answers[key] }) {
                return (recoloured(spent, kept.spent), recoloured(received, kept.received))
            }
            let answer = WidgetColors.separated(spent: spent, received: received)
            lock.withLock {
                if answers.count >= Memo.capacity { answers.removeAll(keepingCapacity: true) }
                answers[key] = (shown(answer.spent), shown(answer.received))
            }
            return answer
        }
    }
}
