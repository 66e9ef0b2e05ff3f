/// How ``PNGRenderer/png(svg:width:height:scale:colours:)`` stores the pixels it drew.
enum PNGColours: Sendable, Equatable {
    /// cairo's own PNG: 8-bit RGBA (RGB when every pixel is opaque), every antialiased shade kept.
    /// The large widget at @3x is about 150 KB this way, too big for a widget to load.
    case fullColour
    /// A palette PNG (colour type 3) of at most 256 colours: the `#RRGGBB` colours the SVG names in
    /// `fill` and `stroke`, and each of them blended with the background in `blendSteps` steps (the
    /// shades antialiasing draws on a plain background). Each pixel, composited over the background,
    /// becomes the nearest of them; no dithering.
    case indexed(blendSteps: Int)

    /// What the widgets use: 8 steps. Measured on the sample report's widgets, the large one at @3x is
    /// 40.7 KB (16 steps: 47.3 KB, 12: 45.0 KB, 10: 43.5 KB; cairo's own 151 KB), mean error 0.06 of 255
    /// a channel; the worst pixel (where two drawn colours meet) is off by at most 45 whatever the steps.
    /// zlib's Z_FILTERED or the Sub filter made the files larger.
    static let widget = PNGColours.indexed(blendSteps: 8)
}

/// An image as palette indices, and its PNG encoding (colour type 3, bit depth 8, filter 0 on every row).
struct IndexedPNG: Sendable, Equatable {
    var width: Int
    var height: Int
    /// 0xRRGGBB, at most 256.
    var palette: [UInt32]
    /// One index into `palette` per pixel, row by row.
    var indices: [UInt8]

    /// The most entries a PNG palette holds at bit depth 8.
    static let maximumPalette = 256

    // MARK: The SVG's colours

    /// The `#RRGGBB` colours of `svg`'s `fill` and `stroke` attributes in document order without repeats,
    /// and the background: the fill of the first `<rect>`, white when it has none.
    static func colours(ofSVG svg: String) -> (background: UInt32, named: [UInt32]) {
        let bytes = Array(svg.utf8)
        var named: [UInt32] = []
        var seen: Set<UInt32> = []
        var background: UInt32?
        var firstRectEnd: Int?
        var index = 0
        while index < bytes.count {
            if firstRectEnd == nil, matches(bytes, index, "<rect"), index + 5 < bytes.count,
                bytes[index + 5] == UInt8(ascii: " ") || bytes[index + 5] == UInt8(ascii: "/")
            {
                firstRectEnd = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            }
            for attribute in ["fill=", "stroke="]
            where matches(bytes, index, attribute)
                && (index == 0 || isSpace(bytes[index - 1]))
            {
                if let colour = hexColour(bytes, index + attribute.utf8.count) {
                    if seen.insert(colour).inserted { named.append(colour) }
                    if background == nil, attribute == "fill=", let end = firstRectEnd, index < end {
                        background = colour
                    }
                }
            }
            index += 1
        }
        return (background ?? 0xFF_FFFF, named)
    }

    private static func matches(_ bytes: [UInt8], _ at: Int, _ text: String) -> Bool {
        let pattern = text.utf8
        guard at + pattern.count <= bytes.count else { return false }
        return zip(bytes[at...], pattern).allSatisfy { $0 == $1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    /// `"#RRGGBB"` (or in single quotes) at `at` as 0xRRGGBB.
    private static func hexColour(_ bytes: [UInt8], _ at: Int) -> UInt32? {
        guard at + 9 <= bytes.count else { return nil }
        let quote = bytes[at]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
            bytes[at + 1] == UInt8(ascii: "#"), bytes[at + 8] == quote
        else { return nil }
        var value: UInt32 = 0
        for byte in bytes[(at + 2)..<(at + 8)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The palette to choose from: the background, the named colours, then each named colour blended
    /// with the background at k/`steps` for k = 1…`steps` − 1, without repeats. The first `kept` are
    /// the background and the named colours, which stay in the palette whether drawn or not.
    static func candidates(background: UInt32, named: [UInt32], steps: Int) -> (colours: [UInt32], kept: Int) {
        var colours: [UInt32] = []
        var seen: Set<UInt32> = []
        for colour in [background] + named where seen.insert(colour).inserted { colours.append(colour) }
        let kept = colours.count
        let steps = max(1, steps)
        for colour in colours[1...] where steps > 1 {
            for k in 1..<steps {
                let blend = mix(background, colour, k, steps)
                if seen.insert(blend).inserted { colours.append(blend) }
            }
        }
        return (colours, kept)
    }

    /// `from` moved `k`/`steps` of the way to `to`, channel by channel, rounded.
    static func mix(_ from: UInt32, _ to: UInt32, _ k: Int, _ steps: Int) -> UInt32 {
        var result: UInt32 = 0
        for shift in [16, 8, 0] as [UInt32] {
            let a = Int(from >> shift & 0xFF)
            let b = Int(to >> shift & 0xFF)
            result |= UInt32((a * (steps - k) + b * k + steps / 2) / steps) << shift
        }
        return result
    }

    // MARK: Quantizing

    /// `pixels` (0xRRGGBB) as indices into the palette chosen from `candidates`: the first `kept` always,
    /// then the others any pixel is nearest to, the most used first while there is room.
    /// Each distinct colour goes to its nearest entry by squared RGB distance (ties to the earlier entry).
    static func quantize(pixels: [UInt32], width: Int, height: Int, candidates: [UInt32], kept: Int) -> IndexedPNG {
        // Each distinct colour once, in order of appearance (so the result never depends on hashing order).
        var slotOf: [UInt32: Int32] = [:]
        var distinct: [UInt32] = []
        var counts: [Int] = []
        var slots = [Int32](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { pixels in
            slots.withUnsafeMutableBufferPointer { slots in
                var last = UInt32.max
                var lastSlot: Int32 = 0
                for index in 0..<pixels.count {
                    let colour = pixels[index]
                    if colour != last {
                        if let slot = slotOf[colour] {
                            lastSlot = slot
                        } else {
                            lastSlot = Int32(distinct.count)
                            slotOf[colour] = lastSlot
                            distinct.append(colour)
                            counts.append(0)
                        }
                        last = colour
                    }
                    counts[Int(lastSlot)] += 1
                    slots[index] = lastSlot
                }
            }
        }

        // How many pixels each candidate would draw; keep the fixed ones and the most used of the rest.
        let first = nearest(distinct, in: candidates)
        var usage = [Int](repeating: 0, count: candidates.count)
        for (slot, entry) in first.enumerated() { usage[entry] += counts[slot] }
        let fixed = kept <= maximumPalette ? Array(0..<kept) : []
        let room = maximumPalette - fixed.count
        let others = (fixed.count..<candidates.count).filter { usage[$0] > 0 }
            .sorted { usage[$0] != usage[$1] ? usage[$0] > usage[$1] : $0 < $1 }
            .prefix(room)
        let palette = (fixed + others).sorted().map { candidates[$0] }

        let entries = nearest(distinct, in: palette)
        var indices = [UInt8](repeating: 0, count: pixels.count)
        indices.withUnsafeMutableBufferPointer { indices in
            for index in 0..<slots.count { indices[index] = UInt8(truncatingIfNeeded: entries[Int(slots[index])]) }
        }
        return IndexedPNG(width: width, height: height, palette: palette, indices: indices)
    }

    /// For each of `colours`, the index of the nearest of `palette` (squared RGB distance, the first of equals).
    static func nearest(_ colours: [UInt32], in palette: [UInt32]) -> [Int] {
        let channels = palette.map { (Int($0 >> 16 & 0xFF), Int($0 >> 8 & 0xFF), Int($0 & 0xFF)) }
        return colours.map { colour in
            let (r, g, b) = (Int(colour >> 16 & 0xFF), Int(colour >> 8 & 0xFF), Int(colour & 0xFF))
            var best = 0
            var bestDistance = Int.max
            for (index, entry) in channels.enumerated() {
                let distance =
                    (r - entry.0) * (r - entry.0) + (g - entry.1) * (g - entry.1) + (b - entry.2) * (b - entry.2)
                if distance < bestDistance {
                    best = index
                    bestDistance = distance
                    if distance == 0 { break }
                }
            }
            return best
        }
    }

    // MARK: Encoding

    /// The PNG: IHDR (colour type 3, bit depth 8), PLTE, one IDAT of the rows each with filter type 0
    /// deflated by zlib at level 9, IEND.
    func encoded(with zlib: ZLib) throws(PNGRenderError) -> [UInt8] {
        var rows: [UInt8] = []
        rows.reserveCapacity((width + 1) * height)
        for y in 0..<height {
            rows.append(0)
            rows.append(contentsOf: indices[(y * width)..<((y + 1) * width)])
        }

        var header: [UInt8] = []
        Self.appendBigEndian(UInt32(width), to: &header)
        Self.appendBigEndian(UInt32(height), to: &header)
        header += [8, 3, 0, 0, 0] // bit depth, colour type, compression, filter method, interlace
        var plte: [UInt8] = []
        for colour in palette { plte += [UInt8(colour >> 16 & 0xFF), UInt8(colour >> 8 & 0xFF), UInt8(colour & 0xFF)] }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        Self.appendChunk("IHDR", header, to: &png, zlib)
        Self.appendChunk("PLTE", plte, to: &png, zlib)
        Self.appendChunk("IDAT", try zlib.compress(rows), to: &png, zlib)
        Self.appendChunk("IEND", [], to: &png, zlib)
        return png
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Length, type, data, and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8], _ zlib: ZLib) {
        let typed = Array(type.utf8) + data
        appendBigEndian(UInt32(data.count), to: &png)
        png += typed
        appendBigEndian(zlib.crc(typed), to: &png)
    }
}

/// zlib's `compress2` and `crc32`, from `libz.so.1` opened with `dlopen` (libpng's own dependency, so
/// present wherever cairo is).
struct ZLib: Sendable {
    // uLong is 64 bits on LP64 Linux, uInt 32.
    private typealias Compress2 =
        @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32)
        -> Int32
    private typealias CompressBound = @convention(c) (UInt) -> UInt
    private typealias CRC32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt

    static let hint = "install zlib1g (apt-get install zlib1g)"
    private static let bestCompression: Int32 = 9

    private let compress2: Compress2
    private let compressBound: CompressBound
    private let crc32: CRC32

    init() throws(PNGRenderError) {
        let library: UnsafeMutableRawPointer
        do {
            library = try PNGRenderer.open("libz.so.1")
        } catch {
            throw .libraryMissing(name: "libz.so.1", hint: Self.hint)
        }
        compress2 = try PNGRenderer.symbol(library, "compress2")
        compressBound = try PNGRenderer.symbol(library, "compressBound")
        crc32 = try PNGRenderer.symbol(library, "crc32")
    }

    /// `bytes` as a zlib stream at level 9.
    func compress(_ bytes: [UInt8]) throws(PNGRenderError) -> [UInt8] {
        var length = compressBound(UInt(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                compress2(output.baseAddress, &length, input.baseAddress, UInt(input.count), Self.bestCompression)
            }
        }
        guard status == 0 else { throw .renderFailed("zlib could not compress the image: status \(status)") }
        return Array(output.prefix(Int(length)))
    }

    /// The CRC-32 of `bytes`, as PNG chunks carry it.
    func crc(_ bytes: [UInt8]) -> UInt32 {
        UInt32(truncatingIfNeeded: bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
    }
}
