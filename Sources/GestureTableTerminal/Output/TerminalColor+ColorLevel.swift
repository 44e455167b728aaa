extension TerminalColor {
    /// Returns the closest color that a terminal at a color level can show.
    ///
    /// RGB becomes the nearest entry of the 256-color palette (cube or gray
    /// ramp), and a palette entry becomes the nearest of the 16 named colors
    /// (xterm's default palette); at ``ColorLevel/none`` every color is
    /// ``default``. A color the level can show is returned unchanged.
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

    /// The 256-palette entry nearest to an RGB color.
    static func paletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        func cubeStep(_ value: UInt8) -> Int {
            value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
        }
        let (r, g, b) = (cubeStep(red), cubeStep(green), cubeStep(blue))
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let cubeDistance = distance(
            (Int(red), Int(green), Int(blue)), (cubeLevels[r], cubeLevels[g], cubeLevels[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayStep = min(max((average - 3) / 10, 0), 23)
        let gray = 8 + 10 * grayStep
        let grayDistance = distance((Int(red), Int(green), Int(blue)), (gray, gray, gray))
        return UInt8(grayDistance < cubeDistance ? 232 + grayStep : cubeIndex)
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

    /// For each 256-palette entry, the index 0–15 of the nearest named color.
    private static let nearestNamedIndex: [UInt8] = (0...255).map { index in
        if index < 16 { return UInt8(index) }
        let color = rgbComponents(ofPaletteIndex: UInt8(index))
        var best = 0
        var bestDistance = Int.max
        for candidate in 0..<16 {
            let candidateDistance = distance(color, rgbComponents(ofPaletteIndex: UInt8(candidate)))
            if candidateDistance < bestDistance {
                best = candidate
                bestDistance = candidateDistance
            }
        }
        return UInt8(best)
    }

    /// Squared Euclidean distance between two RGB colors.
    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}
