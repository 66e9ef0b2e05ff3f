/// Builds SVG markup: elements indented two spaces per level, attributes in the order given,
/// every text and attribute value escaped, numbers at fixed precision with no locale.
struct SVGWriter: Sendable {
    typealias Attributes = [(name: String, value: Value)]

    /// An attribute's value: text, escaped where it is written, or a number, written as
    /// ``number(_:)`` writes it but straight into the markup (no string made for it).
    enum Value: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
        case text(String)
        case number(Double)
        /// A colour of the chart: written, escaped, in light, and its dark twin noted for
        /// ``documentBytes(in:)`` (only colours differ between the appearances).
        case paint(ChartPaint)

        init(stringLiteral text: String) { self = .text(text) }

        init(stringInterpolation: DefaultStringInterpolation) {
            self = .text(String(stringInterpolation: stringInterpolation))
        }
    }

    /// The XML declaration that starts every ``document``.
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// The declaration, then the markup so far, as UTF-8 (appending bytes costs a fraction of a
    /// `String` append; the declaration is there from the start so the document needs no copy).
    private var bytes: [UInt8] = []
    /// Where the markup starts in `bytes`: after the declaration.
    private let markupStart: Int
    private var open: [String] = []
    /// Where each ``Value/paint(_:)`` was written (its light bytes), and its dark colour.
    private var darkPaints: [(start: Int, count: Int, dark: String)] = []

    init() {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16_384)
        var declaration = SVGWriter.declaration
        declaration.withUTF8 { bytes.append(contentsOf: $0) }
        self.bytes = bytes
        markupStart = bytes.count
    }

    /// The markup so far.
    var text: String { String(decoding: bytes[markupStart...], as: UTF8.self) }

    /// `<name attributes>` and everything after it one level deeper until ``close()``.
    mutating func open(_ name: String, _ attributes: Attributes = []) {
        start(name, attributes)
        byte(">")
        byte("\n")
        open.append(name)
    }

    /// Closes the innermost open element.
    mutating func close() {
        guard let name = open.popLast() else { return }
        indent()
        byte("<")
        byte("/")
        append(name)
        byte(">")
        byte("\n")
    }

    /// `<name attributes/>`.
    mutating func empty(_ name: String, _ attributes: Attributes = []) {
        start(name, attributes)
        byte("/")
        byte(">")
        byte("\n")
    }

    /// `<name attributes>text</name>` with `text` escaped.
    mutating func element(_ name: String, _ attributes: Attributes = [], text content: String) {
        start(name, attributes)
        byte(">")
        appendEscaped(content)
        byte("<")
        byte("/")
        append(name)
        byte(">")
        byte("\n")
    }

    /// The finished document: an XML declaration, the markup, a trailing newline.
    var document: String { String(decoding: documentBytes, as: UTF8.self) }

    /// ``document`` as UTF-8, without making a `String` of it.
    var documentBytes: [UInt8] { bytes }

    /// ``documentBytes`` in `appearance`: in dark, each paint's light bytes replaced by its
    /// dark ones (the rest copied in runs), so a chart is laid out and written once for both.
    func documentBytes(in appearance: ChartAppearance) -> [UInt8] {
        guard appearance.isDark else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var copied = 0
        bytes.withUnsafeBufferPointer { bytes in
            for paint in darkPaints {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<paint.start]))
                var dark = paint.dark
                dark.withUTF8 { SVGWriter.escape(utf8: $0, into: &out) }
                copied = paint.start + paint.count
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        return out
    }

    /// The indentation, `<name` and the attributes, appended in place (no string per line).
    private mutating func start(_ name: String, _ attributes: Attributes) {
        indent()
        byte("<")
        append(name)
        for attribute in attributes {
            byte(" ")
            append(attribute.name)
            byte("=")
            byte("\"")
            switch attribute.value {
            case .text(let text): appendEscaped(text)
            // Digits, `.` and `-`: nothing in them is escaped.
            case .number(let value): SVGWriter.appendNumber(value, to: &bytes)
            case .paint(let paint):
                let start = bytes.count
                appendEscaped(paint.light)
                darkPaints.append((start, bytes.count - start, paint.dark))
            }
            byte("\"")
        }
    }

    private mutating func indent() {
        for _ in 0..<open.count * 2 { byte(" ") }
    }

    /// One ASCII character (cheaper than appending a one-character string).
    @inline(__always)
    private mutating func byte(_ character: Unicode.Scalar) {
        bytes.append(UInt8(ascii: character))
    }

    /// `string`'s UTF-8 copied in one go (the generic `append(contentsOf: string.utf8)` goes
    /// through the string's indices).
    @inline(__always)
    private mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private mutating func appendEscaped(_ value: String) {
        var value = value
        value.withUTF8 { SVGWriter.escape(utf8: $0, into: &bytes) }
    }

    /// `text` safe in XML content and attribute values: `& < > " '` as entities; characters that
    /// XML 1.0 forbids even as references (C0 controls other than tab, newline and return, and
    /// U+FFFE and U+FFFF) become spaces.
    static func escape(_ text: String) -> String {
        var text = text
        var out: [UInt8] = []
        text.withUTF8 { escape(utf8: $0, into: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// ``escape(_:)`` on a string's UTF-8, appended to `out`: the bytes between replacements are
    /// copied in runs.
    static func escape(utf8 text: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var runStart = 0
        var index = 0
        // The bytes below 0x40 that are replaced: C0 controls but tab, newline and return, `"`, `&`, `'`, `<`, `>`.
        let special: UInt64 = 0x5000_00C4_FFFF_D9FF
        while index < text.count {
            let byte = text[index]
            if byte < 0x40 ? special >> byte & 1 == 0 : byte != 0xEF {
                index += 1
                continue
            }
            let entity: StaticString
            var length = 1
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&apos;"
            case 0x09, 0x0A, 0x0D:
                index += 1
                continue
            case 0x00..<0x20: entity = " "
            // U+FFFE and U+FFFF: EF BF BE and EF BF BF.
            case 0xEF where index + 2 < text.count && text[index + 1] == 0xBF && text[index + 2] & 0xFE == 0xBE:
                entity = " "
                length = 3
            default:
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            entity.withUTF8Buffer { out.append(contentsOf: $0) }
            index += length
            runStart = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    }

    /// `value` with exactly two decimals (`12.50`, `-3.07`), half away from zero, never `-0.00`;
    /// `0.00` for a value that is not finite.
    static func number(_ value: Double) -> String {
        withNumber(value) { String(decoding: $0, as: UTF8.self) }
    }

    /// ``number(_:)`` appended to `out` as UTF-8.
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        withNumber(value) { out.append(contentsOf: $0) }
    }

    /// The UTF-8 of ``number(_:)``, handed to `body`.
    static func withNumber<Result>(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let hundredths = value.isFinite && abs(value) < 1e15 ? Int64((value * 100).rounded()) : 0
        // The digits written right to left into a small buffer: no intermediate strings.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var magnitude = hundredths.magnitude
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
            put(UInt8(ascii: "."))
            repeat {
                put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                magnitude /= 10
            } while magnitude > 0
            if hundredths < 0 { put(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
