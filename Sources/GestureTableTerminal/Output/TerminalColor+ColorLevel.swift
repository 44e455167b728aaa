#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalColor {
    /// Returns the closest color that a terminal at a color level can show.
    ///
    /// RGB becomes the nearest entry of the 256-color palette (cube or gray
    /// ramp), and a palette entry becomes the named color of its hue family
    /// (xterm's default palette): a green stays green, a red red, a blue
    /// blue, however light or dark; only colors with little hue become black,
    /// gray or white. At ``ColorLevel/none`` every color is ``default``. A
    /// color the level can show is returned unchanged.
    ///
    /// - Parameter level: The color level of the terminal.
    /// - Returns: A color that `level` can show.
    public func converted(to level: ColorLevel) -> TerminalColor {
        switch (self, level) {
        case (.default, _), (_, .truecolor):
            return self
        case (_, .none):
            return .default
        case let (.rgb(red, green, blue), .ansi256):
            return .indexed(Self.paletteIndex(red: red, green: green, blue: blue))
        case (_, .ansi256):
            return self
        case let (.rgb(red, green, blue), .ansi16):
            return Self.named(Self.paletteIndex(red: red, green: green, blue: blue))
        case let (.indexed(index), .ansi16):
            return Self.named(index)
        case (_, .ansi16):
            return self
        }
    }

    /// The named color nearest to a 256-palette entry.
    static func named(_ paletteIndex: UInt8) -> TerminalColor {
        namedColors[Int(nearestNamedIndex[Int(paletteIndex)])]
    }

    /// The 256-palette entry nearest to an RGB color, by distance in Oklab, among the entries
    /// of its hue family (``hue(of:)``) when there are any nearby: a dark blue (20, 60, 87) is
    /// nearer the gray 237 than any blue, yet must stay blue.
    ///
    /// The candidates are the eight corners of the 6×6×6 cube around the color and the two
    /// steps of the gray ramp around its mean. They are compared in Oklab, a space where
    /// distance follows what the eye sees, rather than channel by channel: between channels,
    /// a red with some green in it (232, 61, 14) is nearest to 166 (215, 95, 0), an orange,
    /// because its green is nearer 95 than 0; in Oklab it is nearest to 196 (255, 0, 0), a red.
    static func paletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        // The cube's levels are 0, then 95 + 40 k: the level at or below a component, and the next.
        func lowerStep(_ value: UInt8) -> Int {
            value < 95 ? 0 : (Int(value) - 55) / 40
        }
        let color = Oklab(red: Int(red), green: Int(green), blue: Int(blue))
        let (r, g, b) = (lowerStep(red), lowerStep(green), lowerStep(blue))
        var best = 16 + 36 * r + 6 * g + b
        var bestDistance = Double.infinity
        let family = hue(of: (Int(red), Int(green), Int(blue)))
        var keepsFamily = true
        func consider(_ index: Int) {
            if keepsFamily, paletteHues[index] != family { return }
            let candidateDistance = color.distance(to: paletteOklab[index])
            if candidateDistance < bestDistance {
                best = index
                bestDistance = candidateDistance
            }
        }
        // The ramp's grays are 8 + 10 i: the step at or below the mean, and the next.
        let grayStep = min(max((Int(red) + Int(green) + Int(blue)) / 3 - 8, 0) / 10, 23)
        func considerAll() {
            for cubeRed in r...min(r + 1, 5) {
                for cubeGreen in g...min(g + 1, 5) {
                    for cubeBlue in b...min(b + 1, 5) { consider(16 + 36 * cubeRed + 6 * cubeGreen + cubeBlue) }
                }
            }
            for step in grayStep...min(grayStep + 1, 23) { consider(232 + step) }
        }
        considerAll()
        if bestDistance == .infinity {
            // No entry of the family around it: the nearest of any.
            keepsFamily = false
            considerAll()
        }
        return UInt8(best)
    }

    /// A color in Oklab (Björn Ottosson, 2020): lightness and two opponent axes, from sRGB.
    private struct Oklab {
        var lightness: Double
        var a: Double
        var b: Double

        init(red: Int, green: Int, blue: Int) {
            let (r, g, b) = (Self.linear[red], Self.linear[green], Self.linear[blue])
            let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
            let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
            let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
            lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
            a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
            self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        }

        /// The squared distance to another color.
        func distance(to other: Oklab) -> Double {
            let (dl, da, db) = (lightness - other.lightness, a - other.a, b - other.b)
            return dl * dl + da * da + db * db
        }

        /// Each 8-bit sRGB component as linear light, 0 to 1.
        private static let linear: [Double] = (0...255).map { component in
            let value = Double(component) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
    }

    /// Each 256-palette entry in Oklab.
    private static let paletteOklab: [Oklab] = (0...255).map { index in
        let (red, green, blue) = rgbComponents(ofPaletteIndex: UInt8(index))
        return Oklab(red: red, green: green, blue: blue)
    }

    /// The RGB value of a 256-palette entry, using xterm's default colors.
    static func rgbComponents(ofPaletteIndex index: UInt8) -> (Int, Int, Int) {
        switch index {
        case 0..<16:
            return namedPalette[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let gray = 8 + 10 * (Int(index) - 232)
            return (gray, gray, gray)
        }
    }

    /// xterm's default RGB values of the 16 named colors.
    private static let namedPalette: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six component values of the 6×6×6 color cube.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// For each 256-palette entry, the index 0–15 of its named color: the normal or the bright
    /// one of its hue family, whichever is nearer between channels. By distance alone a
    /// light green such as 77 (95, 215, 95) is nearer bright black (127, 127, 127) than any
    /// green: an action's green would be drawn gray.
    private static let nearestNamedIndex: [UInt8] = (0...255).map { index in
        if index < 16 { return UInt8(index) }
        let color = rgbComponents(ofPaletteIndex: UInt8(index))
        var best = 0
        var bestDistance = Int.max
        for candidate in hueFamily(of: color) {
            let candidateDistance = distance(color, rgbComponents(ofPaletteIndex: UInt8(candidate)))
            if candidateDistance < bestDistance {
                best = candidate
                bestDistance = candidateDistance
            }
        }
        return UInt8(best)
    }

    /// The named colors (indexes 0–15) of the hue family of an RGB color: its normal and
    /// bright entries, or the four grays (black, bright black, white, bright white) for a color
    /// with little hue.
    static func hueFamily(of color: (Int, Int, Int)) -> [Int] {
        let family = hue(of: color)
        return family == 0 ? [0, 8, 7, 15] : [family, family + 8]
    }

    /// The hue family of an RGB color, numbered as the ANSI colors are: 1 red, 2 green, 3
    /// yellow, 4 blue, 5 magenta, 6 cyan; 0 for grays, and the cube's near-grays such as 60
    /// (95, 95, 135).
    ///
    /// The families split the hue circle where the eye does rather than at equal steps: an
    /// orange is a yellow, a sky blue (hue 200°) a blue, a purple a magenta.
    static func hue(of color: (Int, Int, Int)) -> Int {
        let (red, green, blue) = color
        let largest = max(red, green, blue)
        let chroma = largest - min(red, green, blue)
        guard chroma >= 48 else { return 0 }
        let sextant: Double
        switch largest {
        case red: sextant = Double(green - blue) / Double(chroma)
        case green: sextant = Double(blue - red) / Double(chroma) + 2
        default: sextant = Double(red - green) / Double(chroma) + 4
        }
        switch (sextant * 60 + 360).truncatingRemainder(dividingBy: 360) {
        case ..<20: return 1
        case ..<75: return 3
        case ..<165: return 2
        case ..<195: return 6
        case ..<270: return 4
        case ..<330: return 5
        default: return 1
        }
    }

    /// The hue family of each 256-palette entry.
    private static let paletteHues: [Int] = (0...255).map { index in
        hue(of: rgbComponents(ofPaletteIndex: UInt8(index)))
    }

    /// Squared Euclidean distance between two RGB colors.
    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}
