extension StringProtocol {
    /// The text with every control character written out as an escape, so that a message quoting
    /// a file's text can never move a terminal's cursor, ring its bell or end a cron mail's line:
    /// the C0 controls and DEL as `\xNN` (`\x1B`, `\x07`, `\x00`, a line end `\x0A`), the C1
    /// controls (U+0080–U+009F) as `\u{NN}`. Everything else is kept as it is: backslashes, and
    /// the tab, which moves no terminal anywhere harmful and is a TAB file's own delimiter (a bad
    /// row is quoted as it was written).
    ///
    /// The one escaping of the library: every error message that quotes input text
    /// (``InputError``, ``RulesError``) passes through it whole, and the command-line tool passes
    /// every line it prints through it. Escaping twice gives what escaping once gave.
    public func escapingControlCharacters() -> String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return String(self) }
        var out = ""
        out.unicodeScalars.reserveCapacity(unicodeScalars.count + 8)
        for scalar in unicodeScalars {
            if scalar.isControlCharacter {
                out += scalar.value < 0x80 ? "\\x" + Self.hex(scalar.value) : "\\u{" + Self.hex(scalar.value) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}

extension Unicode.Scalar {
    /// C0 (U+0000–U+001F) but the tab, DEL (U+007F) or C1 (U+0080–U+009F).
    fileprivate var isControlCharacter: Bool { (value < 0x20 && value != 0x09) || (value >= 0x7F && value < 0xA0) }
}
