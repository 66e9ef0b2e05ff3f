import Testing

@testable import SpendAnalytics

enum PNGReadError: Error { case format(Int32) }

/// A PNG read back into pixels by cairo, through the library ``PNGRenderer`` opened.
struct DecodedPNG {
    var width: Int
    var height: Int
    /// cairo's ARGB32 words, premultiplied, row by row (opaque alpha for a PNG without alpha).
    var argb: [UInt32]

    private typealias ReadFunction =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32
    private typealias CreateFromPNGStream =
        @convention(c) (ReadFunction?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    private typealias SurfaceInt = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias SurfaceData = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutablePointer<UInt8>?
    private typealias SurfaceVoid = @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// Where the read callback is in `bytes`.
    private struct Source {
        var bytes: [UInt8]
        var offset = 0
    }

    /// False only when a library is missing; a library without a function fails the tests instead.
    static let librsvgLoads: Bool = {
        if case .failure(.libraryMissing) = Result(catching: { () throws(PNGRenderError) in try PNGRenderer.load() }) {
            return false
        }
        return true
    }()

    static func decode(_ png: [UInt8]) throws -> DecodedPNG {
        let cairo = try PNGRenderer.open("libcairo.so.2")
        let create: CreateFromPNGStream = try PNGRenderer.symbol(cairo, "cairo_image_surface_create_from_png_stream")
        let status: SurfaceInt = try PNGRenderer.symbol(cairo, "cairo_surface_status")
        let format: SurfaceInt = try PNGRenderer.symbol(cairo, "cairo_image_surface_get_format")
        let width: SurfaceInt = try PNGRenderer.symbol(cairo, "cairo_image_surface_get_width")
        let height: SurfaceInt = try PNGRenderer.symbol(cairo, "cairo_image_surface_get_height")
        let stride: SurfaceInt = try PNGRenderer.symbol(cairo, "cairo_image_surface_get_stride")
        let data: SurfaceData = try PNGRenderer.symbol(cairo, "cairo_image_surface_get_data")
        let flush: SurfaceVoid = try PNGRenderer.symbol(cairo, "cairo_surface_flush")
        let destroy: SurfaceVoid = try PNGRenderer.symbol(cairo, "cairo_surface_destroy")

        var source = Source(bytes: png)
        let surface = withUnsafeMutablePointer(to: &source) { pointer in
            create(
                { closure, data, length in
                    guard let closure, let data else { return 10 } // CAIRO_STATUS_READ_ERROR
                    let source = closure.assumingMemoryBound(to: Source.self)
                    let count = Int(length)
                    guard source.pointee.bytes.count - source.pointee.offset >= count else { return 10 }
                    let start = source.pointee.offset
                    for index in 0..<count { data[index] = source.pointee.bytes[start + index] }
                    source.pointee.offset += count
                    return 0
                }, UnsafeMutableRawPointer(pointer))
        }
        let image = try #require(surface)
        defer { destroy(image) }
        try #require(status(image) == 0, "cairo could not read the PNG back")
        // ARGB32, or RGB24 (whose top byte is unused) for a PNG without alpha: cairo writes one when every pixel is opaque.
        let opaque: UInt32 =
            switch format(image) {
            case 0: 0
            case 1: 0xFF00_0000
            default: throw PNGReadError.format(format(image))
            }
        flush(image)
        let (w, h, rowBytes) = (Int(width(image)), Int(height(image)), Int(stride(image)))
        let pixels = try #require(data(image))
        var argb: [UInt32] = []
        argb.reserveCapacity(w * h)
        for y in 0..<h {
            let row = UnsafeRawPointer(pixels + y * rowBytes)
            for x in 0..<w { argb.append(row.load(fromByteOffset: x * 4, as: UInt32.self) | opaque) }
        }
        return DecodedPNG(width: w, height: h, argb: argb)
    }

    func pixel(_ x: Int, _ y: Int) -> UInt32 { argb[y * width + x] }

    /// The largest difference of one channel between the pixels here and in `other`, and the mean over every channel.
    func error(against other: DecodedPNG) -> (largest: Int, mean: Double) {
        var largest = 0
        var total = 0
        for (a, b) in zip(argb, other.argb) {
            for shift in [24, 16, 8, 0] as [UInt32] {
                let difference = abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))
                largest = max(largest, difference)
                total += difference
            }
        }
        return (largest, Double(total) / Double(max(1, argb.count * 4)))
    }
}

/// The chunks of a PNG, each checked for its length and its CRC-32 (computed here, not by zlib).
struct PNGChunks {
    var chunks: [(type: String, data: [UInt8])]

    init(_ png: [UInt8]) throws {
        try #require(Array(png.prefix(8)) == PNGRendererTests.signature)
        chunks = []
        var offset = 8
        while offset < png.count {
            try #require(offset + 12 <= png.count, "a chunk runs past the end")
            let length = PNGRendererTests.bigEndian(png, offset)
            try #require(offset + 12 + length <= png.count, "a chunk's length runs past the end")
            let typed = Array(png[(offset + 4)..<(offset + 8 + length)])
            #expect(PNGRendererTests.bigEndian(png, offset + 8 + length) == Int(Self.crc32(typed)))
            chunks.append((String(decoding: typed.prefix(4), as: UTF8.self), Array(typed.dropFirst(4))))
            offset += 12 + length
        }
    }

    var types: [String] { chunks.map(\.type) }

    /// PLTE's colours as 0xRRGGBB.
    var palette: [UInt32] {
        let data = chunks.first { $0.type == "PLTE" }?.data ?? []
        return stride(from: 0, to: data.count - 2, by: 3).map {
            UInt32(data[$0]) << 16 | UInt32(data[$0 + 1]) << 8 | UInt32(data[$0 + 2])
        }
    }

    /// CRC-32 as in the PNG specification (polynomial 0xEDB88320), bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? crc >> 1 ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

@Suite(
    "SVG drawn as PNG by librsvg opened at run time",
    .enabled(if: DecodedPNG.librsvgLoads, "librsvg is missing (apt-get install librsvg2-2)"))
struct PNGRendererTests {
    /// 20×10 points: red on the left half, blue on the right.
    static let halves = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">\
        <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>\
        <rect x="10" y="0" width="10" height="10" fill="#0000ff"/></svg>
        """

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The big-endian 32-bit number at `offset`.
    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The widget SVG `name` of a busy month, with the point size it declares.
    static func widget(_ name: String) throws -> (svg: String, width: Int, height: Int) {
        let svg = try #require(WidgetCharts.render(try ReportFixtures.busy()).first { $0.fileName == name }?.svg)
        let size = try #require(svg.firstMatch(of: /<svg [^>]*width="(\d+)" height="(\d+)"/))
        return (svg, try #require(Int(size.1)), try #require(Int(size.2)))
    }

    @Test("a palette PNG of the scaled pixel size, red on the left and blue on the right exactly", arguments: [2, 3])
    func halves(scale: Int) throws {
        let png = try PNGRenderer.load().png(svg: Self.halves, width: 20, height: 10, scale: scale)
        try #require(png.count > 33)
        #expect(Array(png.prefix(8)) == Self.signature)
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        #expect(Self.bigEndian(png, 16) == 20 * scale)
        #expect(Self.bigEndian(png, 20) == 10 * scale)
        // Bit depth 8, colour type 3 (palette), deflate, filter method 0, no interlace.
        #expect(Array(png[24..<29]) == [8, 3, 0, 0, 0])
        let chunks = try PNGChunks(png)
        #expect(chunks.types == ["IHDR", "PLTE", "IDAT", "IEND"])
        // The background (the first rect's fill) first, then the other named colour; no shade is drawn, so none is kept.
        #expect(chunks.palette == [0xFF_0000, 0x00_00FF])

        let image = try DecodedPNG.decode(png)
        #expect(image.width == 20 * scale && image.height == 10 * scale)
        #expect(image.pixel(5, 5) == 0xFFFF_0000)
        #expect(image.pixel(35, 5) == 0xFF00_00FF)
        #expect(image.pixel(image.width - 1, image.height - 1) == 0xFF00_00FF)
    }

    @Test(
        "every widget, light and dark, at @3x: a palette PNG under 50 KB holding each colour the SVG names, close to cairo's own",
        arguments: WidgetCharts.fileNames.filter { $0.hasPrefix("widget-") })
    func widget(name: String) throws {
        let (svg, width, height) = try Self.widget(name)
        let renderer = try PNGRenderer.load()
        let png = try renderer.png(svg: svg, width: width, height: height, scale: 3)
        #expect(png.count < 50_000, "\(name) is \(png.count) bytes")
        #expect(png[25] == 3)
        let chunks = try PNGChunks(png)
        #expect(chunks.types == ["IHDR", "PLTE", "IDAT", "IEND"])
        let named = IndexedPNG.colours(ofSVG: svg)
        #expect(named.named.count >= 3)
        #expect(chunks.palette.first == named.background)
        #expect(named.named.allSatisfy(chunks.palette.contains), "\(name): a named colour is missing from PLTE")
        #expect(chunks.palette.count <= 256)

        let image = try DecodedPNG.decode(png)
        #expect(image.width == width * 3 && image.height == height * 3)
        let full = try DecodedPNG.decode(
            try renderer.png(svg: svg, width: width, height: height, scale: 3, colours: .fullColour))
        #expect(image.pixel(0, 0) == full.pixel(0, 0))
        // Flat areas are exact and antialiased edges take the nearest shade: a small mean, a bounded worst case.
        let error = image.error(against: full)
        #expect(error.mean < 0.5, "\(name): mean error \(error.mean)")
        #expect(error.largest <= 64, "\(name): largest error \(error.largest)")
    }

    @Test("the same SVG gives the same palette PNG bytes twice")
    func deterministic() throws {
        let renderer = try PNGRenderer.load()
        let large = try Self.widget("widget-large-dark.svg")
        let first = try renderer.png(svg: large.svg, width: large.width, height: large.height, scale: 2)
        let second = try renderer.png(svg: large.svg, width: large.width, height: large.height, scale: 2)
        #expect(first == second)
    }

    @Test("the SVG's colours: the first rect's fill as background, fill and stroke colours once each in document order")
    func svgColours() {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" fill="#112233"><rect width="1" height="1" fill="#1c1c1e"/>\
            <path stroke="#ABCDEF" stroke-width="2" fill="none"/><text fill='#112233' data-fill="#445566">x</text>\
            <rect fill="#FFFFFF"/></svg>
            """
        let colours = IndexedPNG.colours(ofSVG: svg)
        #expect(colours.background == 0x1C_1C1E)
        #expect(colours.named == [0x11_2233, 0x1C_1C1E, 0xAB_CDEF, 0xFF_FFFF])
        #expect(IndexedPNG.colours(ofSVG: "<svg><circle fill=\"#000000\"/></svg>").background == 0xFF_FFFF)

        let (candidates, kept) = IndexedPNG.candidates(background: 0x00_0000, named: [0xFF_FFFF, 0x00_0000], steps: 4)
        #expect(kept == 2)
        #expect(candidates == [0x00_0000, 0xFF_FFFF, 0x40_4040, 0x80_8080, 0xBF_BFBF])
        // Premultiplied half-transparent red over white is pink; transparent is the background.
        #expect(PNGRenderer.over(0x8080_0000, 0xFF_FFFF) == 0xFF_7F7F)
        #expect(PNGRenderer.over(0, 0x1C_1C1E) == 0x1C_1C1E)
    }

    @Test(
        "cairo's own full-colour PNG on request: the large widget at @3x, 1092×1146, opaque RGB, its background in the corner"
    )
    func largeWidget() throws {
        let files = Dictionary(
            uniqueKeysWithValues: WidgetCharts.render(try ReportFixtures.busy()).map { ($0.fileName, $0.svg) })
        let svg = try #require(files["widget-large.svg"])
        let png = try PNGRenderer.load().png(svg: svg, width: 364, height: 382, scale: 3, colours: .fullColour)
        #expect(Self.bigEndian(png, 16) == 1092 && Self.bigEndian(png, 20) == 1146)
        // Colour type 2: cairo drops the alpha channel when every pixel is opaque (the widget paints its background).
        #expect(png[25] == 2)
        let image = try DecodedPNG.decode(png)
        #expect(image.pixel(0, 0) == 0xFFFF_FFFF)
        // Something is drawn: the month's title, the donuts, the legends.
        #expect(image.argb.contains { $0 != 0xFFFF_FFFF })
    }

    @Test(
        "what is not an SVG document is refused as invalid, with librsvg's message on one line",
        arguments: ["", "hello", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect", "<html><body/></html>"])
    func invalid(svg: String) throws {
        let renderer = try PNGRenderer.load()
        #expect {
            try renderer.png(svg: svg, width: 20, height: 10, scale: 2)
        } throws: { error in
            guard let error = error as? PNGRenderError, case .invalidSVG(let message) = error else { return false }
            return !message.isEmpty && !error.description.contains("\n")
        }
    }

    @Test(
        "a size that is not positive, or past cairo's 32,767 pixels, is refused before drawing",
        arguments: [(0, 10, 2), (20, -1, 2), (20, 10, 0), (11_000, 10, 3), (Int.max, 10, 2)])
    func invalidSize(width: Int, height: Int, scale: Int) throws {
        let renderer = try PNGRenderer.load()
        #expect(throws: PNGRenderError.invalidSize(width: width, height: height, scale: scale)) {
            try renderer.png(svg: Self.halves, width: width, height: height, scale: scale)
        }
    }

    @Test("loading twice gives the same functions, and a missing library names its package")
    func loadingAndMessages() throws {
        _ = try PNGRenderer.load()
        _ = try PNGRenderer.load()
        #expect(
            throws: PNGRenderError.libraryMissing(name: "libno-such-library.so.9", hint: PNGRenderError.librsvgHint)
        ) {
            try PNGRenderer.open("libno-such-library.so.9")
        }
        let missing = PNGRenderError.libraryMissing(name: "librsvg-2.so.2", hint: PNGRenderError.librsvgHint)
        #expect(missing.description.contains("apt-get install librsvg2-2"))
        #expect(PNGRenderError.renderFailed("a\nb").description == "drawing the PNG failed: a b")
    }
}
