@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// A script played after ``PlayedScriptCase/header``: it passes when `diagnostic` is `nil` (its
/// own `expect`s hold), or stops with `diagnostic`, a script error or a failed expectation.
struct PlayedScriptCase: CustomTestStringConvertible, Sendable {
    var name: String
    var script: String
    /// The diagnostic the script stops with, or `nil` when it must pass.
    var diagnostic: String?
    var testDescription: String { name }

    init(_ name: String, _ script: String, _ diagnostic: String? = nil) {
        self.name = name
        self.script = script
        self.diagnostic = diagnostic
    }

    /// Four rows in a viewport of three lines (lines 1 to 4 of every script); both first
    /// actions and the left second action, which deletes (lines 5 to 7).
    static let header = """
        size 40x3
        row "A"
        row "B"
        row "C"
        action first-left fraction 0.2 do replace
        action second-left fraction 0.5 do delete
        action first-right fraction 0.2 do push-and-delete

        """

    /// Plays the case after ``header`` and checks that it passes or stops with its diagnostic.
    func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (result, _) = playScript(Self.header + script)
        if let diagnostic {
            #expect(result.diagnostic == diagnostic, sourceLocation: sourceLocation)
            #expect(result.exitStatus != 0, sourceLocation: sourceLocation)
        } else {
            #expect(result.exitStatus == 0, "\(result.diagnostic ?? "")", sourceLocation: sourceLocation)
        }
    }
}
