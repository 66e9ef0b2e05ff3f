#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an SVG could not be drawn as a PNG.
public enum PNGRenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A shared library could not be opened; `hint` says which package brings it.
    case libraryMissing(name: String, hint: String)
    /// A library opened but lacks a function (librsvg older than 2.46 has no `rsvg_handle_render_document`).
    case symbolMissing(String)
    /// librsvg could not read the document: its message.
    case invalidSVG(String)
    /// The pixel size is not positive or too large for cairo (at most 32,767 pixels a side).
    case invalidSize(width: Int, height: Int, scale: Int)
    /// cairo or librsvg failed while drawing or encoding: their message.
    case renderFailed(String)

    static let librsvgHint = "install librsvg2-2 (apt-get install librsvg2-2)"

    /// The libraries are missing or too old (install them), rather than a drawing that failed.
    public var isUnavailable: Bool {
        switch self {
        case .libraryMissing, .symbolMissing: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .libraryMissing(let name, let hint): "PNG output needs \(name), which could not be loaded: \(hint)"
        case .symbolMissing(let symbol): "PNG output needs librsvg 2.46 or later: \(symbol) is missing"
        case .invalidSVG(let message): "librsvg could not read the SVG: " + PNGRenderError.oneLine(message)
        case .invalidSize(let width, let height, let scale):
            "cannot draw \(width)×\(height) at @\(scale)x: each side must be 1 to \(PNGRenderer.maximumSide) pixels"
        case .renderFailed(let message): "drawing the PNG failed: " + PNGRenderError.oneLine(message)
        }
    }

    /// `message` with its line breaks as spaces, so a CLI prints the error as one line.
    private static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// Renders an SVG document to PNG through librsvg and cairo (and zlib for palette PNGs), loaded with `dlopen` only when asked:
/// the binary links none of them, so a run that writes no PNG needs none installed.
///
/// Sendable as it is: it holds only C function pointers. The libraries are opened once per process
/// and never closed, so the pointers stay valid for every copy on every thread; each ``png(svg:width:height:scale:colours:)``
/// makes its own librsvg handle and cairo surface and shares nothing with another call.
struct PNGRenderer: Sendable {
    /// cairo's largest image side.
    static let maximumSide = 32_767

    // GLib and GObject.
    private typealias GObjectUnref = @convention(c) (UnsafeMutableRawPointer?) -> Void
    private typealias GErrorFree = @convention(c) (UnsafeMutableRawPointer?) -> Void
    // librsvg: handle, data, length, GError ** → handle; handle, cairo_t, RsvgRectangle *, GError ** → gboolean.
    private typealias RsvgNewFromData =
        @convention(c) (
            UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        ) -> UnsafeMutableRawPointer?
    private typealias RsvgRenderDocument =
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?,
            UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        ) -> Int32
    // cairo.
    private typealias CairoSurfaceCreate = @convention(c) (Int32, Int32, Int32) -> UnsafeMutableRawPointer?
    private typealias CairoStatusOf = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias CairoRelease = @convention(c) (UnsafeMutableRawPointer?) -> Void
    private typealias CairoCreate = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    private typealias CairoStatusToString = @convention(c) (Int32) -> UnsafePointer<CChar>?
    /// `cairo_write_func_t`: closure, bytes, length → status.
    typealias CairoWriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    private typealias CairoWriteToPNGStream =
        @convention(c) (UnsafeMutableRawPointer?, CairoWriteFunction?, UnsafeMutableRawPointer?) -> Int32
    private typealias CairoSurfaceData = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutablePointer<UInt8>?

    private static let cairoFormatARGB32: Int32 = 0
    private static let cairoStatusSuccess: Int32 = 0
    private static let cairoStatusWriteError: Int32 = 11

    private let gObjectUnref: GObjectUnref
    private let gErrorFree: GErrorFree
    private let newFromData: RsvgNewFromData
    private let renderDocument: RsvgRenderDocument
    private let surfaceCreate: CairoSurfaceCreate
    private let surfaceStatus: CairoStatusOf
    private let surfaceFlush: CairoRelease
    private let surfaceDestroy: CairoRelease
    private let cairoCreate: CairoCreate
    private let cairoStatus: CairoStatusOf
    private let cairoDestroy: CairoRelease
    private let statusToString: CairoStatusToString
    private let writeToPNGStream: CairoWriteToPNGStream
    private let surfaceData: CairoSurfaceData
    private let surfaceStride: CairoStatusOf
    private let zlib: ZLib

    /// The libraries opened and their functions looked up on the first call; later calls return the same.
    static func load() throws(PNGRenderError) -> PNGRenderer {
        try loaded.get()
    }

    private static let loaded = Result { () throws(PNGRenderError) -> PNGRenderer in try PNGRenderer() }

    private init() throws(PNGRenderError) {
        let gobject = try Self.open("libgobject-2.0.so.0")
        let glib = try Self.open("libglib-2.0.so.0")
        let cairo = try Self.open("libcairo.so.2")
        let rsvg = try Self.open("librsvg-2.so.2")
        gObjectUnref = try Self.symbol(gobject, "g_object_unref")
        gErrorFree = try Self.symbol(glib, "g_error_free")
        newFromData = try Self.symbol(rsvg, "rsvg_handle_new_from_data")
        renderDocument = try Self.symbol(rsvg, "rsvg_handle_render_document")
        surfaceCreate = try Self.symbol(cairo, "cairo_image_surface_create")
        surfaceStatus = try Self.symbol(cairo, "cairo_surface_status")
        surfaceFlush = try Self.symbol(cairo, "cairo_surface_flush")
        surfaceDestroy = try Self.symbol(cairo, "cairo_surface_destroy")
        cairoCreate = try Self.symbol(cairo, "cairo_create")
        cairoStatus = try Self.symbol(cairo, "cairo_status")
        cairoDestroy = try Self.symbol(cairo, "cairo_destroy")
        statusToString = try Self.symbol(cairo, "cairo_status_to_string")
        writeToPNGStream = try Self.symbol(cairo, "cairo_surface_write_to_png_stream")
        surfaceData = try Self.symbol(cairo, "cairo_image_surface_get_data")
        surfaceStride = try Self.symbol(cairo, "cairo_image_surface_get_stride")
        zlib = try ZLib()
    }

    /// Opens `name` for the rest of the process (never closed: the function pointers outlive any one renderer).
    static func open(_ name: String) throws(PNGRenderError) -> UnsafeMutableRawPointer {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            throw .libraryMissing(name: name, hint: PNGRenderError.librsvgHint)
        }
        return handle
    }

    /// The function `name` of `library` as the C function type `F`.
    static func symbol<F>(_ library: UnsafeMutableRawPointer, _ name: String) throws(PNGRenderError) -> F {
        guard let address = dlsym(library, name) else { throw .symbolMissing(name) }
        return unsafeBitCast(address, to: F.self)
    }

    /// `svg` drawn to fill `width`×`height` points at `scale` pixels a point, as PNG bytes: by default
    /// a palette PNG, opaque, of the SVG's colours and their antialiased shades over its background
    /// (``PNGColours/widget``); with ``PNGColours/fullColour`` cairo's own 8-bit RGBA, transparent where
    /// the document draws nothing.
    func png(svg: String, width: Int, height: Int, scale: Int, colours: PNGColours = .widget) throws(PNGRenderError)
        -> [UInt8]
    {
        let (pixelWidth, wideOverflow) = width.multipliedReportingOverflow(by: scale)
        let (pixelHeight, highOverflow) = height.multipliedReportingOverflow(by: scale)
        guard width > 0, height > 0, scale > 0, !wideOverflow, !highOverflow,
            pixelWidth <= Self.maximumSide, pixelHeight <= Self.maximumSide
        else {
            throw .invalidSize(width: width, height: height, scale: scale)
        }

        let document = Array(svg.utf8)
        var error: UnsafeMutableRawPointer?
        let handle = document.withUnsafeBufferPointer { newFromData($0.baseAddress, $0.count, &error) }
        guard let handle else { throw .invalidSVG(takeMessage(&error) ?? "librsvg gave no reason") }
        defer { gObjectUnref(handle) }
        // A handle with an error set should not happen; free it all the same.
        _ = takeMessage(&error)

        guard let surface = surfaceCreate(Self.cairoFormatARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw .renderFailed("cairo made no image surface")
        }
        defer { surfaceDestroy(surface) }
        try check(surfaceStatus(surface), "creating a \(pixelWidth)×\(pixelHeight) image")

        guard let context = cairoCreate(surface) else { throw .renderFailed("cairo made no drawing context") }
        // The context goes before the surface it draws on (defers run in reverse).
        defer { cairoDestroy(context) }
        try check(cairoStatus(context), "creating a drawing context")

        // RsvgRectangle { x, y, width, height } in doubles: the document fitted to the whole image.
        let viewport: [Double] = [0, 0, Double(pixelWidth), Double(pixelHeight)]
        let drawn = viewport.withUnsafeBytes { renderDocument(handle, context, $0.baseAddress, &error) }
        if drawn == 0 {
            throw .renderFailed(takeMessage(&error) ?? "librsvg could not draw the document")
        }
        _ = takeMessage(&error)
        try check(cairoStatus(context), "drawing")
        surfaceFlush(surface)

        switch colours {
        case .fullColour: return try cairoPNG(surface)
        case .indexed(let blendSteps):
            let (background, named) = IndexedPNG.colours(ofSVG: svg)
            let pixels = try opaquePixels(surface, width: pixelWidth, height: pixelHeight, background: background)
            let (candidates, kept) = IndexedPNG.candidates(background: background, named: named, steps: blendSteps)
            let image = IndexedPNG.quantize(
                pixels: pixels, width: pixelWidth, height: pixelHeight, candidates: candidates, kept: kept)
            return try image.encoded(with: zlib)
        }
    }

    /// The surface's pixels as 0xRRGGBB, any not opaque composited over `background` (0xRRGGBB).
    private func opaquePixels(
        _ surface: UnsafeMutableRawPointer, width: Int, height: Int,
        background: UInt32
    ) throws(PNGRenderError) -> [UInt32] {
        guard let data = surfaceData(surface) else { throw .renderFailed("cairo gave no pixels to read") }
        let stride = Int(surfaceStride(surface))
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                // ARGB32: one native-endian word a pixel, colour premultiplied by alpha.
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width {
                    let argb = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    pixels[y * width + x] = argb >> 24 == 0xFF ? argb & 0xFF_FFFF : Self.over(argb, background)
                }
            }
        }
        return pixels
    }

    /// Premultiplied `argb` drawn over the opaque 0xRRGGBB `background`.
    static func over(_ argb: UInt32, _ background: UInt32) -> UInt32 {
        let transparency = 255 - argb >> 24
        var result: UInt32 = 0
        for shift in [16, 8, 0] as [UInt32] {
            let channel = (argb >> shift & 0xFF) + ((background >> shift & 0xFF) * transparency + 127) / 255
            result |= min(channel, 0xFF) << shift
        }
        return result
    }

    /// cairo's own PNG of the surface.
    private func cairoPNG(_ surface: UnsafeMutableRawPointer) throws(PNGRenderError) -> [UInt8] {
        var bytes: [UInt8] = []
        let written = withUnsafeMutablePointer(to: &bytes) { sink in
            writeToPNGStream(
                surface,
                { closure, data, length in
                    guard let closure else { return PNGRenderer.cairoStatusWriteError }
                    let sink = closure.assumingMemoryBound(to: [UInt8].self)
                    sink.pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return PNGRenderer.cairoStatusSuccess
                }, UnsafeMutableRawPointer(sink))
        }
        try check(written, "encoding the PNG")
        return bytes
    }

    /// Throws ``PNGRenderError/renderFailed(_:)`` naming `step` and cairo's message unless `status` is success.
    private func check(_ status: Int32, _ step: String) throws(PNGRenderError) {
        guard status != Self.cairoStatusSuccess else { return }
        let reason = statusToString(status).map { String(cString: $0) } ?? "cairo status \(status)"
        throw .renderFailed(step + ": " + reason)
    }

    /// The message of the `GError` in `error`, if any, which it frees and clears.
    private func takeMessage(_ error: inout UnsafeMutableRawPointer?) -> String? {
        guard let gError = error else { return nil }
        defer {
            gErrorFree(gError)
            error = nil
        }
        // struct GError { GQuark domain; gint code; gchar *message; }: two 32-bit fields, then the pointer.
        let message = gError.load(fromByteOffset: 2 * MemoryLayout<UInt32>.size, as: UnsafePointer<CChar>?.self)
        return message.map { String(cString: $0) } ?? "no message"
    }
}
