/// Exact decimal amounts typed by a user (`min: 1000.00` in a rules file, `explain --amount -12.50`),
/// read from their text into minor units: never through a floating-point value.
public enum DecimalAmount {
    /// `12`, `12.5`, `12.50` → minor units (1250); `nil` for anything else (a sign, grouping,
    /// more than two fraction digits, an amount past `Int64`).
    public static func minorUnits(_ text: some StringProtocol) -> Int64? {
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var wholeDigits = 0
        var seenPoint = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                if seenPoint { return nil }
                seenPoint = true
            } else if byte &- UInt8(ascii: "0") < 10 {
                let digit = Int64(byte &- UInt8(ascii: "0"))
                if seenPoint {
                    fractionDigits += 1
                    if fractionDigits > 2 { return nil }
                    fraction = fraction * 10 + digit
                } else {
                    wholeDigits += 1
                    let (times10, overflow1) = whole.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times10.addingReportingOverflow(digit)
                    if overflow1 || overflow2 { return nil }
                    whole = sum
                }
            } else {
                return nil
            }
        }
        if wholeDigits == 0 || (seenPoint && fractionDigits == 0) { return nil }
        if fractionDigits == 1 { fraction *= 10 }
        let (scaled, overflow1) = whole.multipliedReportingOverflow(by: 100)
        let (total, overflow2) = scaled.addingReportingOverflow(fraction)
        return overflow1 || overflow2 ? nil : total
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

    /// `1250` → `12.50` (the form used in messages and explanations).
    static func text(_ minorUnits: Int64) -> String {
        Money(minorUnits: minorUnits).description
    }
}
