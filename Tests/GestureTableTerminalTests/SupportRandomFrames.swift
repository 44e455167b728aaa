@testable import GestureTableTerminal
import TestSupport

/// Random frames for property tests, drawn from a seeded generator.
enum RandomFrames {
    /// Texts mixing ASCII, CJK, emoji (single, VS16, ZWJ, flag), combining
    /// marks, halfwidth kana, box drawing and control characters.
    static let texts: [String] = [
        "a", "xyz", "hello", " ", "  ", "漢", "漢字", "😀", "a😀b", "👩‍👩‍👧", "❤️", "🇯🇵",
        "e\u{301}", "ｱｲ", "─│╭", "Ω≈", "tab\there", "line\nbreak", "中a文", "ok",
    ]

    static func color(using generator: inout SplitMix64) -> TerminalColor {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1:
            return .default
        case 2:
            let named: [TerminalColor] = [.red, .green, .blue, .brightYellow, .black, .brightWhite]
            return named[Int.random(in: 0..<named.count, using: &generator)]
        case 3:
            return .indexed(UInt8.random(in: 0...255, using: &generator))
        default:
            return .rgb(red: UInt8.random(in: 0...255, using: &generator),
                        green: UInt8.random(in: 0...255, using: &generator),
                        blue: UInt8.random(in: 0...255, using: &generator))
        }
    }

    static func style(using generator: inout SplitMix64) -> CellStyle {
        guard Int.random(in: 0..<4, using: &generator) != 0 else { return .plain }
        func flag() -> Bool { Int.random(in: 0..<5, using: &generator) == 0 }
        return CellStyle(
            foreground: color(using: &generator), background: color(using: &generator),
            isBold: flag(), isDim: flag(), isItalic: flag(), isUnderlined: flag(), isReversed: flag())
    }

    /// Applies a few random puts and fills, some reaching past the edges.
    static func scribble(on frame: inout Frame, operations: Int, using generator: inout SplitMix64) {
        for _ in 0..<operations {
            let x = Int.random(in: -3...(frame.width + 2), using: &generator)
            let y = Int.random(in: -1...frame.height, using: &generator)
            let style = style(using: &generator)
            if Int.random(in: 0..<5, using: &generator) == 0 {
                frame.fill(x: x, y: y,
                           width: Int.random(in: 0...(frame.width / 2 + 1), using: &generator),
                           height: Int.random(in: 0...2, using: &generator), style: style)
            } else {
                frame.put(texts[Int.random(in: 0..<texts.count, using: &generator)], x: x, y: y, style: style)
            }
        }
    }

    /// A new frame of the given size with random content.
    static func frame(width: Int, height: Int, using generator: inout SplitMix64) -> Frame {
        var frame = Frame(width: width, height: height)
        scribble(on: &frame, operations: width * height / 3 + 1, using: &generator)
        return frame
    }
}
