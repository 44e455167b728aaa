@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// Numbers and durations parse exactly, without floating-point drift.
@Suite("Script literals")
struct ScriptLiteralTests {
    struct DurationCase: CustomTestStringConvertible, Sendable {
        var text: String
        var expected: Duration
        var testDescription: String { text }
    }

    static let durations: [DurationCase] = [
        DurationCase(text: "0ms", expected: .zero),
        DurationCase(text: "0s", expected: .zero),
        DurationCase(text: "300ms", expected: .milliseconds(300)),
        DurationCase(text: "1.5s", expected: .milliseconds(1500)),
        DurationCase(text: "2s", expected: .seconds(2)),
        DurationCase(text: "0.1s", expected: .milliseconds(100)),
        DurationCase(text: "0.25ms", expected: .microseconds(250)),
        DurationCase(text: "16.666666ms", expected: .nanoseconds(16_666_666)),
        DurationCase(text: "0.000000001s", expected: .nanoseconds(1)),
        DurationCase(text: "1.500000000s", expected: .milliseconds(1500)),
        DurationCase(text: "86400s", expected: .seconds(86_400)),
        DurationCase(text: "86400000ms", expected: .seconds(86_400)),
    ]

    @Test("Durations are exact", arguments: durations)
    func duration(_ testCase: DurationCase) {
        #expect(parseSingleCommand("wait \(testCase.text)")?.value == .gesture(.wait(at(testCase.expected, 6))))
    }

    @Test("Decimals accept signs and a missing leading zero", arguments: [
        ("0.3", 0.3), ("-0.8", -0.8), ("+0.5", 0.5), (".5", 0.5), ("-.5", -0.5), ("2", 2.0), ("-0", 0.0),
        ("0.30000000000000000000000001", 0.3),
    ])
    func decimal(text: String, value: Double) {
        #expect(parseSingleCommand("drag \(text)")?.value == .gesture(.continueDrag(fraction: at(value, 6))))
    }

    @Test("A decimal too long for a Double is out of range, not infinite")
    func hugeDecimal() {
        let digits = "1" + String(repeating: "0", count: 400)
        #expect(parseError("drag \(digits)")?.message == "fraction \(digits) is out of range; expected -2...2")
        #expect(parseError("action first-left fraction \(digits) do push")?.message
            == "action fraction \(digits) is outside (0, 1]")
    }

    @Test("Integers at the limit parse, one past it does not")
    func integerLimit() {
        #expect(parseSingleCommand("scroll -2147483647")?.value == .gesture(.scroll(lines: at(-2_147_483_647, 8))))
        #expect(parseError("scroll 2147483648")?.message == "number '2147483648' is out of range for a line count")
    }
}
