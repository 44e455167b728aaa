import Foundation
import GestureTable
import GestureTableTerminal
import Testing
@testable import GestureTableCLI

/// What the README promises that code can check: its reorder snippet compiles on Linux and keeps
/// a model array equal to the table's rows (it once called `[Mail].move(from:to:)`, which exists
/// only with SwiftUI), and `Package.swift` declares every platform the README lists.
@Suite("README")
struct ReadmeTests {
    static var readme: String {
        (try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }

    /// The README's reorder snippet, as it stands there.
    static let reorderSnippet = """
        table.didMoveRow = { source, destination in       // the row now sits at `destination`
            model.insert(model.remove(at: source), at: destination)
        }
        table.canMoveRow = { mail in !mail.isPinned }
        table.canMoveRowTo = { mail, destination in destination > 0 }
        """

    struct Mail: Identifiable { let id: Int; var subject: String; var isPinned = false }

    /// The README's "Script language" section.
    static var scriptSection: Substring {
        let text = readme
        guard let start = text.range(of: "## Script language"),
            let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)
        else { return "" }
        return text[start.lowerBound..<end.lowerBound]
    }

    @Test("The script language section lists every command, expectation, setting and event")
    func scriptSectionIsComplete() {
        let section = Self.scriptSection
        #expect(!section.isEmpty)
        for name in ScriptParser.commandNames where name != "expect" {
            #expect(section.contains("`\(name) ") || section.contains("`\(name)`"), "command \(name)")
        }
        for name in ScriptParser.expectationNames {
            #expect(section.contains("`expect \(name)"), "expect \(name)")
        }
        for name in ScriptSetting.names {
            #expect(section.contains(name), "set \(name)")
        }
        for name in ScriptEventName.allCases {
            #expect(section.contains("`\(name.rawValue)`"), "event \(name.rawValue)")
        }
    }

    @Test("The reorder snippet is the README's, compiles, and keeps the model in step")
    func reorderSnippet() throws {
        #expect(Self.readme.contains(Self.reorderSnippet), "README.md no longer has this snippet; update both")
        let mails = (0..<5).map { Mail(id: $0, subject: "Mail \($0)", isPinned: $0 == 4) }
        var model = mails
        let clock = VirtualClock()
        let table = try GestureTable(rows: mails, width: 40, clock: clock, configuration: .terminal)
        table.viewportHeight = 5
        // From README.md, "Reordering, the placeholder, reveal mode, undo".
        table.didMoveRow = { source, destination in       // the row now sits at `destination`
            model.insert(model.remove(at: source), at: destination)
        }
        table.canMoveRow = { mail in !mail.isPinned }
        table.canMoveRowTo = { mail, destination in destination > 0 }
        for (source, places) in [(1, 2), (3, -2), (2, 1)] {
            try table.liftRow(at: source)
            try table.moveLiftedRow(by: places)
            try table.dropLiftedRow()
            clock.advance(by: .seconds(1))
            table.tick()
            #expect(model.map(\.id) == table.rows.map(\.id))
        }
        #expect(throws: GestureTableError.self) { try table.liftRow(at: 4) }
    }

    @Test("Package.swift declares the Apple platforms of the README, with tools that know visionOS")
    func platforms() throws {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.hasPrefix("// swift-tools-version:6.0"))
        for platform in [".macOS(.v13)", ".iOS(.v16)", ".tvOS(.v16)", ".watchOS(.v9)", ".visionOS(.v1)"] {
            #expect(manifest.contains(platform), "\(platform) is not declared")
        }
        for text in ["macOS 13, iOS 16, tvOS 16, watchOS 9 and visionOS 1", "Swift 6.0 or later", "docc convert"] {
            #expect(Self.readme.contains(text))
        }
        #expect(!Self.readme.contains("example.com"), "a placeholder URL")
    }
}
