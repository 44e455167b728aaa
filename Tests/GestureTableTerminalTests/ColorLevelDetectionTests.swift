import Testing
@testable import GestureTableTerminal

@Suite struct ColorLevelDetectionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let environment: [String: String]
        let isTerminal: Bool
        let expected: ColorLevel
        var testDescription: String { "\(name) → \(expected)" }
    }

    static let cases: [Case] = [
        Case(name: "not a terminal", environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
             isTerminal: false, expected: .none),
        Case(name: "NO_COLOR set", environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
             isTerminal: true, expected: .none),
        Case(name: "NO_COLOR any value", environment: ["COLORTERM": "truecolor", "NO_COLOR": "no"],
             isTerminal: true, expected: .none),
        Case(name: "NO_COLOR empty is ignored", environment: ["TERM": "xterm-256color", "NO_COLOR": ""],
             isTerminal: true, expected: .ansi256),
        Case(name: "TERM dumb", environment: ["TERM": "dumb", "COLORTERM": "truecolor"],
             isTerminal: true, expected: .none),
        Case(name: "COLORTERM truecolor", environment: ["TERM": "xterm", "COLORTERM": "truecolor"],
             isTerminal: true, expected: .truecolor),
        Case(name: "COLORTERM 24bit", environment: ["TERM": "xterm-256color", "COLORTERM": "24bit"],
             isTerminal: true, expected: .truecolor),
        Case(name: "TERM 256color", environment: ["TERM": "screen-256color"], isTerminal: true, expected: .ansi256),
        Case(name: "other COLORTERM", environment: ["TERM": "xterm-256color", "COLORTERM": "yes"],
             isTerminal: true, expected: .ansi256),
        Case(name: "plain xterm", environment: ["TERM": "xterm"], isTerminal: true, expected: .ansi16),
        Case(name: "empty environment", environment: [:], isTerminal: true, expected: .ansi16),
    ]

    @Test(arguments: cases)
    func detect(_ testCase: Case) {
        #expect(ColorLevel.detect(environment: testCase.environment, outputIsTerminal: testCase.isTerminal)
            == testCase.expected)
    }

    @Test func levelsAreOrderedByRichness() {
        #expect(ColorLevel.allCases == ColorLevel.allCases.sorted())
        #expect(ColorLevel.none < .ansi16 && .ansi256 < .truecolor)
    }
}
