extension LocalDate {
    /// The date in `text` when it is exactly `yyyy-MM-dd` (ten bytes) and a real day; `nil` for
    /// anything else.
    ///
    /// The one reader of an ISO 8601 date: the reader's fast path for `yyyy-MM-dd` cells
    /// (``DateParser/isoDate(in:)``) and the date part of an ISO date-time such as `--now`
    /// (``Timestamp/seconds(iso8601:)``) both come here. It runs once per row, so it reads the
    /// bytes in place, without a scanner or a `String`.
    @inline(__always)
    static func iso(_ text: UnsafeBufferPointer<UInt8>) -> LocalDate? {
        guard text.count == 10, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-") else { return nil }
        // The eight digits as values 0…9 (a byte below "0" wraps to 208 or more).
        let y0 = text[0] &- 0x30
        let y1 = text[1] &- 0x30
        let y2 = text[2] &- 0x30
        let y3 = text[3] &- 0x30
        let m0 = text[5] &- 0x30
        let m1 = text[6] &- 0x30
        let d0 = text[8] &- 0x30
        let d1 = text[9] &- 0x30
        guard max(max(max(y0, y1), max(y2, y3)), max(max(m0, m1), max(d0, d1))) < 10 else { return nil }
        let year = ((Int(y0) * 10 + Int(y1)) * 10 + Int(y2)) * 10 + Int(y3)
        return LocalDate(year: year, month: Int(m0) * 10 + Int(m1), day: Int(d0) * 10 + Int(d1))
    }
}
