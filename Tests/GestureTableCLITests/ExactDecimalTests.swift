@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// The recorder writes scroll distances with every digit, in the script's number syntax, so a
/// replay scrolls exactly as far as the demo did.
@Suite("Exact decimals")
struct ExactDecimalTests {
    @Test("a number written exactly reads back as the same number", arguments: [
        0, -0.0, 1, -1, 0.1, 0.5, 6.018845123456789, -6.018845123456789, 1e-7, -3.5e-12, 123456.75,
        1e15, 2.5e20, 0.30000000000000004, Double.leastNonzeroMagnitude * 1e300,
    ])
    func roundTrip(value: Double) throws {
        let text = ScriptPlayback.exactDecimal(value)
        #expect(!text.contains("e") && !text.contains("E"), "\(text)")
        let read = try ScriptLiteral.decimal(text).get()
        #expect(read == value, "\(value) written as \(text)")
    }

    @Test("plain numbers are written plainly", arguments: [
        (0.0, "0"), (-0.0, "0"), (1, "1"), (-2.5, "-2.5"), (0.00001, "0.00001"), (1e16, "10000000000000000"),
    ])
    func plain(value: Double, expected: String) {
        #expect(ScriptPlayback.exactDecimal(value) == expected)
    }
}
