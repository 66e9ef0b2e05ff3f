/// A slice's change against the previous month as a whole percentage (`changeText` in the JSON,
/// docs/JSON.md: Display strings), in integer arithmetic.
///
/// The change is (current − previous) × 100 ÷ previous, rounded to the nearest whole percent,
/// halves away from zero (+12.5 % shows `+13%`, −12.5 % shows `−13%`); the products are 128-bit,
/// so no amount overflows and no floating point is used. A slice with nothing the month before
/// (previous amount 0) has no percentage: it is `new`.
enum ChangeText {
    /// A rounded change: its magnitude in whole percent and its sign.
    struct Change: Sendable, Hashable {
        var percent: UInt128
        var negative: Bool
    }

    /// The change from `previous` to `current` (both ≥ 0); `nil` when `previous` is 0.
    static func change(current: Money, previous: Money) -> Change? {
        guard previous.minorUnits > 0, current.minorUnits >= 0 else { return nil }
        let negative = current.minorUnits < previous.minorUnits
        // Both are ≥ 0, so the difference fits an Int64 and its magnitude a UInt64.
        let difference = UInt128((current.minorUnits - previous.minorUnits).magnitude)
        let base = UInt128(previous.minorUnits)
        return Change(percent: (difference * 200 + base) / (base * 2), negative: negative)
    }

    /// The text of the change from `previous` to `current` against `month` in `locale`:
    /// `+12% vs October`, `−5% vs October` (U+2212), `0% vs October`, `new vs October`.
    static func text(current: Money, previous: Money, against month: YearMonth, locale: DisplayLocale) -> String {
        locale.changeText(change(current: current, previous: previous), against: month)
    }
}
