/// Exact decimal amounts typed by a user (`min: 1000.00` in a rules file, `explain --amount -12.50`),
/// read from their text into minor units: never through a floating-point value.
public enum DecimalAmount {
    /// `12`, `12.5`, `12.50` → minor units (1250); `nil` for anything else (a sign, grouping,
    /// more than two fraction digits, an amount past `Int64`).
    ///
    /// Only the form is checked here; the value is read by ``AmountParser``, the one reader of
    /// amount text, which accepts this form and more.
    static func minorUnits(_ text: some StringProtocol) -> Int64? {
        let bytes = Array(text.utf8)
        let point = bytes.firstIndex(of: UInt8(ascii: "."))
        let wholeDigits = point ?? bytes.count
        let fractionDigits = point.map { bytes.count - $0 - 1 } ?? 0
        guard wholeDigits >= 1, point == nil || (1...2).contains(fractionDigits),
            bytes.indices.allSatisfy({ $0 == point || ByteClass.isDigit(bytes[$0]) })
        else { return nil }
        return (try? AmountParser.parse(bytes[...], mark: .point))?.minorUnits
    }

    /// `-12.50` → (spent, 1250); `12.50` or `+12.50` → (received, 1250). `nil` when not an amount.
    public static func signed(_ text: String) -> (direction: Direction, amount: Money)? {
        var body = Substring(text)
        var direction = Direction.received
        if body.first == "-" || body.first == "−" {
            direction = .spent
            body = body.dropFirst()
        } else if body.first == "+" {
            body = body.dropFirst()
        }
        guard let minor = minorUnits(body) else { return nil }
        return (direction, Money(minorUnits: minor))
    }
}
