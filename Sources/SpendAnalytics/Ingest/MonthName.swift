/// English month names on bytes, case-insensitive: three letters (`Sep`), `Sept`, or in full.
enum MonthName {
    private static let names: [[UInt8]] = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ].map { Array($0.utf8) }

    /// The month (1…12) named by the run of letters at `index` and the run's length, if the
    /// whole run is a month name.
    static func match(_ p: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (month: Int, length: Int)? {
        var length = 0
        while index + length < end, ByteClass.isLetter(p[index + length]) { length += 1 }
        guard length >= 3, length <= 9 else { return nil }
        let a = ByteClass.lowered(p[index])
        let b = ByteClass.lowered(p[index + 1])
        let c = ByteClass.lowered(p[index + 2])
        for month in 0..<12 {
            let name = names[month]
            guard name[0] == a, name[1] == b, name[2] == c else { continue }
            if length == 3 { return (month + 1, 3) }
            if month == 8, length == 4, ByteClass.lowered(p[index + 3]) == UInt8(ascii: "t") { return (9, 4) }
            guard length == name.count else { return nil }
            for offset in 3..<length where ByteClass.lowered(p[index + offset]) != name[offset] { return nil }
            return (month + 1, length)
        }
        return nil
    }
}
