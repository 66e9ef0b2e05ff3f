import Foundation

/// How different two colours look: CIEDE2000 (ΔE00, CIE 142-2001) between sRGB colours, through
/// CIELAB under D65. About 1 is the smallest difference people see side by side; the charts keep
/// every two categories of one widget at least ``minimumInWidget`` apart.
enum ColorDifference {
    /// The smallest ΔE00 between two different categories' colours in one widget, on either background.
    static let minimumInWidget = 10.0

    /// CIELAB of an sRGB colour (0…255 channels), D65 white.
    struct Lab: Sendable, Hashable {
        var l: Double
        var a: Double
        var b: Double

        init(red: Double, green: Double, blue: Double) {
            func linear(_ channel: Double) -> Double {
                let value = channel / 255
                return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            let (r, g, b) = (linear(red), linear(green), linear(blue))
            let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47
            let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b
            let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83
            func f(_ t: Double) -> Double { t > 216.0 / 24_389 ? cbrt(t) : (24_389.0 / 27 * t + 16) / 116 }
            l = 116 * f(y) - 16
            a = 500 * (f(x) - f(y))
            self.b = 200 * (f(y) - f(z))
        }

        /// The colour `#RRGGBB`; `nil` for anything else.
        init?(_ hex: String) {
            guard let (red, green, blue) = CategoryPalette.rgb(hex) else { return nil }
            self.init(red: red, green: green, blue: blue)
        }
    }

    /// ΔE00 of two `#RRGGBB` colours; `nil` when one is not such a colour.
    static func between(_ first: String, _ second: String) -> Double? {
        guard let x = Lab(first), let y = Lab(second) else { return nil }
        return between(x, y)
    }

    /// ΔE00 of two CIELAB colours (Sharma, Wu & Dalal 2005's statement of the formula).
    static func between(_ x: Lab, _ y: Lab) -> Double {
        let degrees = 180 / Double.pi
        let meanChroma = (hypot(x.a, x.b) + hypot(y.a, y.b)) / 2
        let g = 0.5 * (1 - (pow(meanChroma, 7) / (pow(meanChroma, 7) + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * x.a
        let a2 = (1 + g) * y.a
        let c1 = hypot(a1, x.b)
        let c2 = hypot(a2, y.b)
        func hue(_ a: Double, _ b: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * degrees
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(a1, x.b)
        let h2 = hue(a2, y.b)
        let deltaL = y.l - x.l
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(deltaHue / 2 / degrees)
        let meanL = (x.l + y.l) / 2
        let meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanHue = (h1 + h2) / 2
            } else {
                meanHue = (h1 + h2 + (h1 + h2 < 360 ? 360 : -360)) / 2
            }
        }
        let t =
            1 - 0.17 * cos((meanHue - 30) / degrees) + 0.24 * cos(2 * meanHue / degrees)
            + 0.32 * cos((3 * meanHue + 6) / degrees) - 0.20 * cos((4 * meanHue - 63) / degrees)
        let rotation = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let rc = 2 * (pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / (20 + pow(meanL - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * meanC
        let sh = 1 + 0.015 * meanC * t
        let rt = -sin(2 * rotation / degrees) * rc
        let l = deltaL / sl
        let c = deltaC / sc
        let h = deltaH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}
