import GestureTable
import Testing
@testable import GestureTableTerminal

@Suite struct ColorConversionTests {
    @Test(arguments: [
        (TerminalColor.rgb(red: 255, green: 0, blue: 0), TerminalColor.indexed(196)),
        (.rgb(red: 0, green: 0, blue: 0), .indexed(16)),
        (.rgb(red: 255, green: 255, blue: 255), .indexed(231)),
        (.rgb(red: 128, green: 128, blue: 128), .indexed(244)),
        (.rgb(red: 0, green: 135, blue: 255), .indexed(33)),
        (.indexed(42), .indexed(42)),
        (.red, .red),
        (.default, .default),
    ])
    func toAnsi256(_ color: TerminalColor, _ expected: TerminalColor) {
        #expect(color.converted(to: .ansi256) == expected)
    }

    @Test(arguments: [
        (TerminalColor.rgb(red: 255, green: 0, blue: 0), TerminalColor.brightRed),
        (.rgb(red: 0, green: 0, blue: 0), .black),
        (.rgb(red: 250, green: 250, blue: 250), .brightWhite),
        (.indexed(1), .red),
        (.indexed(12), .brightBlue),
        (.indexed(196), .brightRed),
        (.indexed(28), .green),
        (.indexed(244), .brightBlack),
        (.cyan, .cyan),
        (.default, .default),
    ])
    func toAnsi16(_ color: TerminalColor, _ expected: TerminalColor) {
        #expect(color.converted(to: .ansi16) == expected)
    }

    @Test("A red with some green in it stays red: Delete's (232, 61, 14) is 196 (255, 0, 0), not the orange 166")
    func redStaysRed() {
        let delete = TerminalColor.rgb(red: 232, green: 61, blue: 14)
        #expect(delete.converted(to: .ansi256) == .indexed(196))
        #expect(delete.converted(to: .ansi16) == .brightRed)
        // Dimmed to 40 %, as an action not reached yet: still a red of the cube.
        #expect(TerminalColor.rgb(red: 92, green: 24, blue: 5).converted(to: .ansi256) == .indexed(52))
    }

    @Test func everyPaletteColorComesBackAsItsOwnEntry() {
        for index in 16...255 {
            let (red, green, blue) = TerminalColor.rgbComponents(ofPaletteIndex: UInt8(index))
            let color = TerminalColor.rgb(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
            #expect(color.converted(to: .ansi256) == .indexed(UInt8(index)))
        }
    }

    @Test func rgbToAnsi16GoesThroughThePalette() {
        for value in stride(from: 0, through: 255, by: 15) {
            let color = TerminalColor.rgb(red: UInt8(value), green: UInt8(255 - value), blue: UInt8(value / 2))
            #expect(color.converted(to: .ansi16) == color.converted(to: .ansi256).converted(to: .ansi16))
        }
    }

    @Test(arguments: [TerminalColor.red, .indexed(100), .rgb(red: 1, green: 2, blue: 3), .default])
    func noneDropsColorsAndTruecolorKeepsThem(_ color: TerminalColor) {
        #expect(color.converted(to: .none) == .default)
        #expect(color.converted(to: .truecolor) == color)
    }

    @Test func styleConversionKeepsAttributes() {
        let style = CellStyle(foreground: .rgb(red: 255, green: 0, blue: 0), background: .indexed(21),
                              isBold: true, isUnderlined: true, isReversed: true)
        #expect(style.converted(to: .none) == CellStyle(isBold: true, isUnderlined: true, isReversed: true))
        #expect(style.converted(to: .ansi16) == CellStyle(foreground: .brightRed, background: .blue,
                                                          isBold: true, isUnderlined: true, isReversed: true))
    }

    /// An action's preset color, and the named colors of its family.
    struct FamilyCase: CustomTestStringConvertible, Sendable {
        let name: String
        let color: ActionColor
        let family: Set<TerminalColor>
        var testDescription: String { name }
    }

    static let families = [
        FamilyCase(name: "green", color: .green, family: [.green, .brightGreen]),
        FamilyCase(name: "red", color: .red, family: [.red, .brightRed]),
        FamilyCase(name: "yellow", color: .yellow, family: [.yellow, .brightYellow]),
        FamilyCase(name: "blue", color: .blue, family: [.blue, .brightBlue]),
    ]

    @Test("An action's color keeps its hue at 256 and at 16 colors, at full brightness and dimmed", arguments: families)
    func actionColorsKeepTheirHue(_ preset: FamilyCase) throws {
        let renderer = TableRenderer(usesColor: true)
        for isReached in [true, false] {
            let style = renderer.areaStyle(preset.color, isReached: isReached, isText: true)
            let at16 = style.converted(to: .ansi16).background
            #expect(preset.family.contains(at16), "\(preset.name), reached \(isReached): \(at16)")
            guard case .indexed(let entry) = style.converted(to: .ansi256).background else {
                Issue.record("not a palette entry")
                continue
            }
            let family = TerminalColor.hueFamily(of: TerminalColor.rgbComponents(ofPaletteIndex: entry))
            #expect(Set(family.map { TerminalColor.named(UInt8($0)) }) == preset.family, "\(preset.name) at 256: entry \(entry)")
        }
    }

    @Test("Archive's green (entry 77 at 256 colors) is green at 16, where plain distance chose bright black")
    func archiveGreenStaysGreen() {
        #expect(TerminalColor.indexed(77).converted(to: .ansi16) == .green)
        #expect(TerminalColor.rgb(red: 85, green: 213, blue: 80).converted(to: .ansi16) == .green)
        let sequence = EscapeSequence.style(CellStyle(background: .rgb(red: 85, green: 213, blue: 80)), colorLevel: .ansi16)
        #expect(sequence.contains("42") && !sequence.contains("100"), "\(sequence.debugDescription)")
    }

    @Test("Colors with little hue still become grays", arguments: [
        (TerminalColor.indexed(60), TerminalColor.brightBlack), (.indexed(16), .black), (.indexed(250), .white),
        (.rgb(red: 149, green: 165, blue: 166), .brightBlack),
    ])
    func graysStayGray(_ color: TerminalColor, _ expected: TerminalColor) {
        #expect(color.converted(to: .ansi16) == expected)
    }
}
