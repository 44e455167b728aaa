import Foundation
import GestureTable
import GestureTableTerminal
import Testing
@testable import GestureTableCLI

/// What the README promises that code can check: its reorder snippet compiles on Linux and keeps
/// a model array equal to the table's rows (with the standard library alone: `move(fromOffsets:
/// toOffset:)` exists only with SwiftUI), and `Package.swift` declares every platform the README
/// lists.
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

    @Test("The reorder snippet is the README's, compiles, and keeps the model in step")
    func reorderSnippet() throws {
        #expect(Self.readme.contains(Self.reorderSnippet), "README.md no longer has this snippet; update both")
        let mails = (0..<5).map { Mail(id: $0, subject: "Mail \($0)", isPinned: $0 == 4) }
        var model = mails
        let clock = VirtualClock()
        let table = try GestureTable(rows: mails, width: 40, clock: clock, configuration: .terminal)
        table.viewportHeight = 5
        // From README.md, "Reorder".
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

    /// `text` with every run of spaces and line breaks made one space.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// The README, ``flattened(_:)``, so that a sentence can be found however its lines are wrapped.
    static var flatReadme: String { flattened(readme) }

    /// Whether the README says `sentence`, however its lines are wrapped or its code aligned (a
    /// function, so that a failed expectation shows the sentence rather than the whole README).
    static func says(_ sentence: String) -> Bool {
        flatReadme.contains(flattened(sentence))
    }

    /// The text of the core's DocC article `name` (in `Sources/GestureTable/GestureTable.docc`).
    static func article(_ name: String) -> String {
        let url = packageRoot.appendingPathComponent("Sources/GestureTable/GestureTable.docc/\(name).md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// Whether the core's DocC article `name` says `sentence`, however its lines are wrapped.
    static func article(_ name: String, says sentence: String) -> Bool {
        flattened(article(name)).contains(flattened(sentence))
    }

    /// Whether the README's "The web page" section says `sentence`, however its lines are wrapped.
    static func webSectionSays(_ sentence: String) -> Bool {
        let text = flatReadme
        guard let start = text.range(of: "## The web page"),
            let end = text.range(of: "## ", range: start.upperBound..<text.endIndex)
        else { return false }
        return text[start.lowerBound..<end.lowerBound].contains(sentence)
    }

    @Test("The verbs the undo article says take a completion run it once their animation ends")
    func completions() throws {
        #expect(!Self.says("Every verb takes an optional completion"))
        #expect(Self.article("AccessibilityAndUndo", says:
            "The verbs that start an animation of their own take an optional completion that runs when it ends: "
                + "`insertRow`, `deleteRow`, `deleteRows`, `pushRow`, `pushAndDeleteRow`, `replaceRow`, "
                + "`performBatchUpdates`, and `TriggeredRow`'s `push`, `delete`, `pushAndDelete` and `replace`; "
                + "`setRows`, `moveRow`, `updateRow`, `undo`, `redo` and `TriggeredRow`'s `update` (a new value, then "
                + "back to rest: mark as read) take none."))
        let clock = VirtualClock()
        let table = try GestureTable(
            rows: (0..<8).map { Mail(id: $0, subject: "Mail \($0)") }, width: 40, clock: clock, configuration: .terminal)
        var ended: [String] = []
        let resolve = try SwipeAction<Mail>(icon: "✓", color: .green, fraction: 0.3) { triggered in
            try triggered.replace { ended.append("TriggeredRow.replace") }
        }
        let actions = try SwipeActions(firstLeft: resolve)
        table.swipeActions = { _ in actions }
        try table.insertRow(Mail(id: 10, subject: "New"), at: 0) { ended.append("insertRow") }
        try table.deleteRow(at: 1) { ended.append("deleteRow") }
        try table.deleteRows(at: [1, 2]) { ended.append("deleteRows") }
        try table.pushRow(at: 1) { ended.append("pushRow") }
        try table.pushAndDeleteRow(at: 2) { ended.append("pushAndDeleteRow") }
        try table.replaceRow(at: 3) { ended.append("replaceRow") }
        try table.performBatchUpdates({ try table.deleteRow(at: 4) }, completion: { ended.append("performBatchUpdates") })
        try table.triggerAction(in: .firstLeft, ofRowAt: 0)
        clock.advance(by: .seconds(2))
        table.tick()
        #expect(Set(ended) == [
            "insertRow", "deleteRow", "deleteRows", "pushRow", "pushAndDeleteRow", "replaceRow", "performBatchUpdates",
            "TriggeredRow.replace",
        ])
        #expect(ended.count == 8)
        // The others take none.
        try table.setRows(table.rows.reversed())
        try table.moveRow(at: 0, to: 1)
        try table.updateRow(at: 0, with: table.rows[0])
        try table.undo()
    }

    struct Note: Identifiable {
        let id: Int
        var preview: String?
        var isOld = false
    }

    /// The sections article's row heights, as it stands there.
    static let heightsSnippet = """
        table.configuration.rowHeight = 44                               // points
        table.heightOfRow = { mail in mail.preview == nil ? 44 : 88 }    // points too
        """

    @Test("The sections article's row heights are in the unit of rowHeight, and an inserted row grows in")
    func heights() throws {
        #expect(Self.article("Sections", says: Self.heightsSnippet), "Sections.md no longer has this snippet; update both")
        #expect(Self.article("Sections", says:
            "``GestureTable/heightOfRow`` gives each row a height in the table's vertical unit, the one of "
                + "``TableConfiguration/rowHeight``"))
        #expect(Self.article("Sections", says: "an inserted row has no height until time passes"))
        let clock = VirtualClock()
        let table = try GestureTable(sections: [
            TableSection(title: "Today", rows: [Note(id: 1, preview: nil), Note(id: 2, preview: "Lunch?")]),
            TableSection(title: "Earlier", rows: []),
        ], width: 320, clock: clock)
        table.configuration.sectionHeaderHeight = 0
        // From Sections.md, "Sections and row heights".
        table.configuration.rowHeight = 44                               // points
        table.heightOfRow = { mail in mail.preview == nil ? 44 : 88 }    // points too
        table.viewportHeight = 480
        #expect(try table.height(ofRowAt: 0) == 44)
        #expect(try table.height(ofRowAt: 1) == 88)
        #expect(try table.yOfRow(at: 1) == 44)
        // An inserted row takes no room until time passes, then grows to its height.
        try table.insertRow(Note(id: 3, preview: "New"), at: TableIndexPath(row: 0, section: 1))
        #expect(table.layout(height: 480).first { $0.index == 2 }?.height == 0)
        #expect(try table.height(ofRowAt: 2) == 88)
        clock.advance(by: table.configuration.animationDuration)
        table.tick()
        #expect(table.layout(height: 480).first { $0.index == 2 }?.height == 88)
    }

    @Test("The README's web page is the terminal demo's inbox, compiled from the demo's own messages")
    func webPage() throws {
        #expect(!Self.webSectionSays("flat list"))
        #expect(Self.webSectionSays("It draws the terminal demo's inbox"))
        #expect(Self.webSectionSays("`Sources/GestureTableCLI/Demo/InboxMessage.swift`"))
        #expect(Self.says("(Examples/Web/screenshot-phone.png)"), "the phone screenshot is the README's image")
        let build = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Web/build.sh"), encoding: .utf8)
        #expect(build.contains("Sources/GestureTableCLI/Demo/InboxMessage.swift"), "the page's module compiles the demo's messages")
        for script in ["page.js", "core.js"] {
            let text = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Web/\(script)"), encoding: .utf8)
            #expect(!text.contains("Ada Lovelace"), "\(script) keeps no copy of the messages")
        }
    }

    @Test("The README says a push cannot be undone, and undo takes back the change before it")
    func pushIsNoUndoStep() throws {
        #expect(Self.says("A push or a replace changes no row: it is not a step and cannot be undone"))
        let clock = VirtualClock()
        let table = try GestureTable(
            rows: (0..<3).map { Mail(id: $0, subject: "Mail \($0)") }, width: 40, clock: clock, configuration: .terminal)
        try table.deleteRow(at: 2)
        try table.pushRow(at: 0)
        clock.advance(by: .seconds(1))
        table.tick()
        try table.undo()
        #expect(table.rows.map(\.id) == [0, 1, 2])
        #expect(try table.phase(ofRowAt: 0) == .pushed)
        #expect(throws: GestureTableError.self) { try table.undo() }
        try table.pushAndDeleteRow(at: 1)
        clock.advance(by: .seconds(1))
        table.tick()
        try table.undo()
        #expect(table.rows.map(\.id) == [0, 1, 2])
    }

    @Test("The README gives the two commands, and every file it names exists")
    func commandsAndFiles() {
        #expect(Self.readme.contains("swift run gesture-table demo"))
        #expect(Self.readme.contains("swift test"))
        let paths = Self.readme.matches(of: #/`((?:Sources|Examples|Tests)/[^`\s]*)`/#).map { String($0.output.1) }
        #expect(paths.count > 3)
        // The page's build output (dist/) is made by its build script, not kept in git.
        for path in paths where !path.contains("/dist/") {
            #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path), "\(path)")
        }
    }

    @Test("The README is at most 300 lines, and every DocC article it links exists and is a topic of the catalog")
    func lengthAndArticles() throws {
        let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 300, "README.md has \(lines) lines; move the rest into a DocC article")
        let links = Self.readme.matches(of: #/\]\(([^)\s]+\.md)\)/#).map { String($0.output.1) }
        let articles = links.filter { $0.hasPrefix("Sources/GestureTable/GestureTable.docc/") }
        for name in ["Boards.md", "RowsInGroups.md"] {
            #expect(articles.contains("Sources/GestureTable/GestureTable.docc/" + name), "the README links \(name)")
        }
        let landing = Self.article("GestureTable")
        for path in links {
            #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path), "\(path)")
            guard let name = path.split(separator: "/").last, articles.contains(path) else { continue }
            #expect(landing.contains("<doc:\(name.dropLast(3))>"), "GestureTable.md lists \(name) in its topics")
        }
        // Inputs are shown as the verbs apps call, not as the TableInput shorthands.
        #expect(!Self.readme.contains("send(."))
    }

    @Test("The README's key tables are the demos' key lists, every key the help lines show among them")
    func keyTables() {
        for keys in [DemoKeys.inbox, DemoKeys.editing, DemoKeys.board] {
            for key in keys.keys {
                #expect(Self.readme.contains("\n| \(key.keys) | \(key.words) |\n"), "README.md lacks the row of \(key.keys)")
            }
            for help in keys.helps {
                let level = keys.helps.firstIndex(of: help) ?? 0
                for key in keys.keys where key.hint(atLevel: level) != nil {
                    #expect(Self.readme.contains("| \(key.keys) |"), "\(help) shows \(key.keys)")
                }
            }
        }
        for key in ["| e |", "| d |", "| Shift+↑ ↓, drag |", "| Esc | put the lifted row back home |"] {
            #expect(Self.readme.contains(key))
        }
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
