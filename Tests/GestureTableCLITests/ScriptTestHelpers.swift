@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// The script's location type; `SourceLocation` alone is ambiguous next to
/// Swift Testing's.
typealias ScriptLocation = GestureScript.SourceLocation

/// `value` located at `column` of `line` (line 1 unless given).
func at<Value>(_ value: Value, _ column: Int, line: Int = 1) -> Located<Value> {
    Located(value, at: ScriptLocation(line: line, column: column))
}

/// Parses `source` and returns its only command, recording an issue at the
/// caller's line if it does not parse to exactly one command.
func parseSingleCommand(
    _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Located<ScriptCommand>? {
    do {
        let script = try ScriptParser.parse(source, fileName: "t.gts")
        #expect(script.commands.count == 1, "\(source)", sourceLocation: sourceLocation)
        return script.commands.first
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The error `source` fails to parse with, recording an issue at the
/// caller's line if it parses.
func parseError(
    _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ScriptError? {
    do {
        let script = try ScriptParser.parse(source, fileName: "t.gts")
        Issue.record("parsed without error: \(script.commands)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}
