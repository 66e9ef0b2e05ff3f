/// Decimal numbers written as ASCII digits straight into bytes, without making a string.
enum DecimalDigits {
    /// The digits of `value` appended to `out`, at least `width` of them (zeros first).
    static func append(_ value: UInt64, width: Int = 1, to out: inout [UInt8]) {
        forEachDigit(of: value, width: width) { digit, _ in out.append(digit) }
    }

    /// `value` appended to `out` as `String(value)` writes it.
    static func append(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        append(value.magnitude, to: &out)
    }

    /// `value`'s digits, at least `width` of them (zeros first), from the left: each as an ASCII
    /// byte with how many digits there are from it to the end (itself included), so a caller
    /// can put separators between groups as it goes.
    @inline(__always)
    static func forEachDigit(of value: UInt64, width: Int = 1, _ body: (UInt8, Int) -> Void) {
        var divisor: UInt64 = 1
        var count = 1
        while count < width || value / divisor >= 10 {
            divisor *= 10
            count += 1
        }
        while divisor > 0 {
            body(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10), count)
            divisor /= 10
            count -= 1
        }
    }
}
