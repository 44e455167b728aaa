import Testing
@testable import GestureTableTerminal

/// Expects a frame's ``Frame/description`` to equal a golden multi-line
/// string, reporting a line diff at the caller's line on failure.
func expectFrame(
    _ frame: Frame, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = frame.description
    guard actual != expected else { return }
    Issue.record(Comment(rawValue: lineDiff(expected: expected, actual: actual)), sourceLocation: sourceLocation)
}

/// A line-by-line diff: `-` expected, `+` actual, two spaces for equal lines.
func lineDiff(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report = ["Frame differs (- expected, + actual):"]
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let wanted = index < expectedLines.count ? String(expectedLines[index]) : nil
        let got = index < actualLines.count ? String(actualLines[index]) : nil
        if wanted == got {
            report.append("  \(wanted ?? "")")
        } else {
            if let wanted { report.append("- \(wanted)") }
            if let got { report.append("+ \(got)") }
        }
    }
    return report.joined(separator: "\n")
}
