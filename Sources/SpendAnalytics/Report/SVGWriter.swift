/// Builds SVG markup: elements indented two spaces per level, attributes in the order given,
/// every text and attribute value escaped, numbers at fixed precision with no locale.
struct SVGWriter: Sendable {
    typealias Attributes = [(name: String, value: String)]

    /// The markup so far, as UTF-8 (appending bytes costs a fraction of a `String` append).
    private var bytes: [UInt8] = []
    private var open: [String] = []

    init() {
        bytes.reserveCapacity(8_192)
    }

    /// The markup so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `<name attributes>` and everything after it one level deeper until ``close()``.
    mutating func open(_ name: String, _ attributes: Attributes = []) {
        start(name, attributes)
        append(">\n")
        open.append(name)
    }

    /// Closes the innermost open element.
    mutating func close() {
        guard let name = open.popLast() else { return }
        indent()
        append("</")
        append(name)
        append(">\n")
    }

    /// `<name attributes/>`.
    mutating func empty(_ name: String, _ attributes: Attributes = []) {
        start(name, attributes)
        append("/>\n")
    }

    /// `<name attributes>text</name>` with `text` escaped.
    mutating func element(_ name: String, _ attributes: Attributes = [], text content: String) {
        start(name, attributes)
        append(">")
        appendEscaped(content)
        append("</")
        append(name)
        append(">\n")
    }

    /// The finished document: an XML declaration, the markup, a trailing newline.
    var document: String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + text
    }

    /// The indentation, `<name` and the attributes, appended in place (no string per line).
    private mutating func start(_ name: String, _ attributes: Attributes) {
        indent()
        append("<")
        append(name)
        for attribute in attributes {
            append(" ")
            append(attribute.name)
            append("=\"")
            appendEscaped(attribute.value)
            append("\"")
        }
    }

    private mutating func indent() {
        for _ in 0..<open.count { append("  ") }
    }

    @inline(__always)
    private mutating func append(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    private mutating func appendEscaped(_ value: String) {
        append(SVGWriter.needsEscaping(value) ? SVGWriter.escape(value) : value)
    }

    /// False when ``escape(_:)`` would return `text` unchanged: no byte of `& < > " '`, no C0
    /// control and no lead byte `EF` (which starts U+FFFE and U+FFFF, among others).
    static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { byte in
            byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0xEF
        }
    }

    /// `text` safe in XML content and attribute values: `& < > " '` as entities; characters that
    /// XML 1.0 forbids even as references (C0 controls other than tab, newline and return) become
    /// spaces.
    static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `value` with exactly two decimals (`12.50`, `-3.07`), half away from zero, never `-0.00`;
    /// `0.00` for a value that is not finite.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "0.00" }
        let hundredths = Int64((value * 100).rounded())
        let magnitude = hundredths.magnitude
        let fraction = magnitude % 100
        return (hundredths < 0 ? "-" : "") + String(magnitude / 100) + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
