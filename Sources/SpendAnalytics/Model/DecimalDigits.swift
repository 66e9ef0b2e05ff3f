/// Decimal numbers written as ASCII digits straight into bytes, without making a string.
enum DecimalDigits {
    /// The digits of `value` appended to `out`, at least `width` of them (zeros first).
    static func append(_ value: UInt64, width: Int = 1, to out: inout [UInt8]) {
        var divisor: UInt64 = 1
        var count = 1
        while count < width || value / divisor >= 10 {
            divisor *= 10
            count += 1
        }
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
            divisor /= 10
        }
    }

    /// `value` appended to `out` as `String(value)` writes it.
    static func append(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        append(value.magnitude, to: &out)
    }
}
