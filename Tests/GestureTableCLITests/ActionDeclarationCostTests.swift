import Testing
@testable import GestureTableCLI

/// `action` declarations cost O(1) each (O(k) with `only` and k indexes), however many rows and
/// declarations came before: 800 rows and 800 declarations once took minutes.
@Suite("Action declaration cost")
struct ActionDeclarationCostTests {
    /// `rows` rows, then `declarations` declarations of `line`, then a check that they played.
    static func script(rows: Int, declarations: Int, line: (Int) -> String) -> String {
        var text = ""
        for index in 0..<rows { text += "row \"R\(index)\"\n" }
        for index in 0..<declarations { text += line(index) + "\n" }
        return text + "expect count \(rows)\nswipe 0 0.5\nexpect event trigger first-left row 0\n"
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var line: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one row each") { index in "action first-left fraction 0.25 color green do push only \(index)" },
        Case(name: "both slots, one row each") { index in
            index % 2 == 0 ? "action first-left fraction 0.25 do push only \(index / 2)"
                : "action second-left fraction 0.6 do delete only \(index / 2)"
        },
        Case(name: "every row, then one row each") { index in
            index == 0 ? "action first-left fraction 0.3 do push"
                : "action second-left fraction 0.8 do delete only \(index)"
        },
    ]

    @Test("800 declarations on 800 rows play in well under a second", arguments: cases)
    func manyDeclarations(_ testCase: Case) {
        let text = Self.script(rows: 800, declarations: 800, line: testCase.line)
        let clock = ContinuousClock()
        let start = clock.now
        let (result, _) = playScript(text)
        let elapsed = clock.now - start
        #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")")
        // Linear work is a few milliseconds even in a debug build; comparing every declaration with
        // every other for every row would take minutes.
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    @Test("A declaration is still checked against rows that override the other slot")
    func everyRowCheckedAgainstOverrides() {
        let text = """
            row "A"
            row "B"
            row "C"
            action first-left fraction 0.2 do push
            action second-left fraction 0.5 do delete only 2
            action second-left fraction 0.6 do delete only 1
            action first-left fraction 0.55 do push only 2

            """
        let (result, _) = playScript(text)
        #expect(result.diagnostic
            == "t.gts:7:28: error: the fraction of second-left (0.5) must be greater than the fraction of first-left (0.55) (row 2)")
        let replaced = playScript(text.replacingOccurrences(of: "fraction 0.5 do delete only 2", with: "fraction 0.9 do delete only 2"))
        #expect(replaced.result.exitStatus == 0, "\(replaced.result.diagnostic ?? "")")
    }
}
