import Testing
@testable import GestureTableCLI

/// Every help screen of `gesture-table` heads its parts the same way, in capitals as
/// swift-argument-parser does (`USAGE:`, `OPTIONS:`, `EXIT STATUS:`), so `--help`, `play --help`
/// and `demo --help` read as one tool.
@Suite("Help screens")
struct HelpScreenTests {
    struct Screen: CustomTestStringConvertible, Sendable {
        var command: String
        var text: String
        var testDescription: String { command }
    }

    static let screens = [
        Screen(command: "gesture-table --help", text: CommandHelp.main),
        Screen(command: "gesture-table play --help", text: CommandHelp.play),
        Screen(command: "gesture-table demo --help", text: InboxDemo.usage),
    ]

    /// The headings of `text`: the words before a colon on the first line of a paragraph, such
    /// as `USAGE`.
    static func headings(of text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.compactMap { index in
            guard index == 0 || lines[index - 1].isEmpty, let colon = lines[index].firstIndex(of: ":") else { return nil }
            let heading = lines[index][..<colon]
            guard let first = heading.first, first.isLetter,
                heading.allSatisfy({ $0.isLetter || $0 == " " })
            else { return nil }
            return String(heading)
        }
    }

    @Test("Headings are in capitals, and each screen starts its usage with USAGE:", arguments: screens)
    func headings(_ screen: Screen) {
        let headings = Self.headings(of: screen.text)
        #expect(headings.contains("USAGE"), "\(headings)")
        for heading in headings {
            #expect(heading == heading.uppercased(), "'\(heading):' is not in capitals")
        }
    }
}
