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
        separated(spent: spent, received: received, colors: Colors())
    }

    /// ``separated(spent:received:)`` with each colour's CIELAB and each pair's ΔE00 test looked up
    /// in `colors` (kept across reports by a ``Memo``).
    static func separated(spent: [ChartModel.Slice], received: [ChartModel.Slice], colors: Colors) -> (
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
                $0.category != category && (colors.tooClose($0.light, light) || colors.tooClose($0.dark, dark))
            }
        }
        for (side, index) in order {
            var slice = sides[side][index]
            guard var light = colors.lab(slice.color), var dark = colors.lab(slice.darkColor) else {
                continue
            }
            if clashes(light, dark, category: slice.category) {
                for candidate in colors.candidates()
                where !clashes(candidate.lightLab, candidate.darkLab, category: slice.category) {
                    (slice.color, slice.darkColor, light, dark) = (
                        candidate.light, candidate.dark, candidate.lightLab, candidate.darkLab
                    )
                    break
                }
                sides[side][index] = slice
            }
            placed.append(Placed(category: slice.category, light: light, dark: dark))
        }
        return (sides[0], sides[1])
    }

    /// What ``separated(spent:received:colors:)`` works out from colours alone, each once: a
    /// colour's CIELAB, whether two colours are less than ``ColorDifference/minimumInWidget``
    /// apart, and ``CategoryPalette/colors`` as the charts show them. The answers are the same
    /// whether kept or worked out again; a ``Memo`` keeps one for a whole run. At most
    /// ``Colors/capacity`` colours and as many pairs are kept (all let go when it is reached).
    final class Colors: @unchecked Sendable {
        static let capacity = 65_536

        /// A colour of ``CategoryPalette/colors`` as shown on each background, and its CIELAB.
        struct Candidate {
            var light: String
            var dark: String
            var lightLab: ColorDifference.Lab
            var darkLab: ColorDifference.Lab
        }

        private struct Pair: Hashable {
            var first: ColorDifference.Lab
            var second: ColorDifference.Lab
        }

        private let lock = NSLock()
        private var labs: [String: ColorDifference.Lab?] = [:]
        private var close: [Pair: Bool] = [:]
        private var shownPalette: [Candidate]?

        /// The CIELAB of `#RRGGBB`; `nil` for anything else.
        func lab(_ hex: String) -> ColorDifference.Lab? {
            if let kept = lock.withLock({ labs[hex] }) { return kept }
            let lab = ColorDifference.Lab(hex)
            lock.withLock {
                if labs.count >= Colors.capacity { labs.removeAll(keepingCapacity: true) }
                labs[hex] = lab
            }
            return lab
        }

        /// Whether `first` and `second` are less than ``ColorDifference/minimumInWidget`` apart.
        func tooClose(_ first: ColorDifference.Lab, _ second: ColorDifference.Lab) -> Bool {
            let pair = Pair(first: first, second: second)
            if let kept = lock.withLock({ close[pair] }) { return kept }
            let answer = ColorDifference.between(first, second) < ColorDifference.minimumInWidget
            lock.withLock {
                if close.count >= Colors.capacity { close.removeAll(keepingCapacity: true) }
                close[pair] = answer
            }
            return answer
        }

        /// ``CategoryPalette/colors`` in order, each as shown on the light and the dark background
        /// (a colour whose CIELAB cannot be had is left out, as no slice can take it).
        func candidates() -> [Candidate] {
            if let kept = lock.withLock({ shownPalette }) { return kept }
            let shown = CategoryPalette.colors.compactMap { color -> Candidate? in
                let light = ContrastColors.light(color)
                let dark = ContrastColors.dark(color)
                guard let lightLab = lab(light), let darkLab = lab(dark) else { return nil }
                return Candidate(light: light, dark: dark, lightLab: lightLab, darkLab: darkLab)
            }
            lock.withLock { shownPalette = shown }
            return shown
        }
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
        private let colors = Colors()

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
            let answer = WidgetColors.separated(spent: spent, received: received, colors: colors)
            lock.withLock {
                if answers.count >= Memo.capacity { answers.removeAll(keepingCapacity: true) }
                answers[key] = (shown(answer.spent), shown(answer.received))
            }
            return answer
        }
    }
}
