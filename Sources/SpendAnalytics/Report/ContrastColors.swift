import Foundation

/// The light and dark colour of a category as the JSON and the charts show them, each with at
/// least 3:1 contrast (WCAG 2's non-text contrast) against its own background, neither black nor
/// white.
///
/// A pure function of the category's own colour (built in, from the rules file or hashed from its
/// name): the colour itself when it already passes, else the colour mixed with black (light
/// appearance) or white (dark appearance) in steps of 5 % until it passes. Black and white, which
/// always vanish on one background, are mixed the other way (black lightens, white darkens).
enum ContrastColors {
    /// The widget's light background.
    static let lightBackground = "#FFFFFF"
    /// The widget's dark background (iOS's dark system background for grouped content).
    static let darkBackground = "#1C1C1E"
    /// WCAG 2's minimum contrast for graphical objects.
    static let minimumRatio = 3.0

    /// The colour shown on ``lightBackground``.
    static func light(_ hex: String) -> String { adjusted(hex, against: lightBackground, toward: 0, otherwise: 255) }

    /// The colour shown on ``darkBackground``.
    static func dark(_ hex: String) -> String { adjusted(hex, against: darkBackground, toward: 255, otherwise: 0) }

    /// `hex` mixed in twentieths with grey level `toward` (or `otherwise` when `hex` is already that
    /// level's extreme) until it has ``minimumRatio`` against `background` and is neither black nor white.
    static func adjusted(_ hex: String, against background: String, toward: Int, otherwise: Int) -> String {
        guard let own = channels(hex), let back = channels(background) else { return hex }
        let target = own == [toward, toward, toward] ? otherwise : toward
        for step in 0...20 {
            let mixed = own.map { ($0 * (20 - step) + target * step + 10) / 20 }
            if mixed != [0, 0, 0], mixed != [255, 255, 255], ratio(mixed, back) >= minimumRatio {
                return hexString(mixed)
            }
        }
        return hex
    }

    /// The WCAG 2 contrast ratio of two `#RRGGBB` colours; `nil` when one is not such a colour.
    static func ratio(_ a: String, _ b: String) -> Double? {
        guard let a = channels(a), let b = channels(b) else { return nil }
        return ratio(a, b)
    }

    static func ratio(_ a: [Int], _ b: [Int]) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// WCAG 2 relative luminance of 0…255 sRGB channels.
    static func luminance(_ rgb: [Int]) -> Double {
        let linear = rgb.map { channel -> Double in
            let value = Double(channel) / 255
            return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func channels(_ hex: String) -> [Int]? {
        guard let (red, green, blue) = CategoryPalette.rgb(hex) else { return nil }
        return [Int(red), Int(green), Int(blue)]
    }

    static func hexString(_ rgb: [Int]) -> String {
        "#"
            + rgb.map { channel in
                let digits = String(channel, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }
}
