import Testing
@testable import GestureTable

/// A row of the outline tests: a project or a task, named by its title (also its id).
struct Item: Identifiable, Hashable, CustomStringConvertible {
    var id: String { title }
    let title: String
    var description: String { title }
}

/// Builds an outline from lines `"Work"`, `"  Report"` (two spaces a level), a title ending in
/// `+` collapsed: `"Home+"`.
func outline(_ lines: [String]) -> [OutlineNode<Item>] {
    var roots: [OutlineNode<Item>] = []
    // Each level's open node, kept as a path of child positions.
    func insert(_ node: OutlineNode<Item>, depth: Int, into nodes: inout [OutlineNode<Item>]) {
        if depth == 0 || nodes.isEmpty {
            nodes.append(node)
        } else {
            insert(node, depth: depth - 1, into: &nodes[nodes.count - 1].children)
        }
    }
    for line in lines {
        let trimmed = line.drop { $0 == " " }
        let depth = (line.count - trimmed.count) / 2
        let collapsed = trimmed.hasSuffix("+")
        let title = collapsed ? String(trimmed.dropLast()) : String(trimmed)
        insert(OutlineNode(Item(title: title), isExpanded: !collapsed), depth: depth, into: &roots)
    }
    return roots
}

/// The tree as lines in the form ``outline(_:)`` reads (a collapsed row with children ends in
/// `+`).
func lines(of nodes: [OutlineNode<Item>], depth: Int = 0) -> [String] {
    nodes.flatMap { node -> [String] in
        let mark = !node.isExpanded && !node.children.isEmpty ? "+" : ""
        return [String(repeating: "  ", count: depth) + node.row.title + mark] + lines(of: node.children, depth: depth + 1)
    }
}

/// An outline table on a virtual clock, 100 units wide, rows 1 tall, with its events, what it
/// tells the app and an app's copy of the tree kept from those alone.
final class OutlineFixture {
    let clock = VirtualClock()
    let table: GestureTable<Item>
    private(set) var events: [TableEvent<String>] = []
    private(set) var announcements: [String] = []
    /// (row, parent, child index) of every didMoveRowToParent call.
    private(set) var moves: [(String, String?, Int)] = []
    /// The app's tree, changed only by what the table tells it.
    private(set) var model: [OutlineNode<Item>]
    /// The parents canDropRow refuses for every row ("" for the top level).
    var refusedParents: Set<String> = []

    init(_ tree: [String], configuration: TableConfiguration = .default) throws {
        var configuration = configuration
        configuration.touchSlop = 1
        table = GestureTable(width: 100, clock: clock, configuration: configuration)
        table.viewportHeight = 20
        let nodes = outline(tree)
        model = nodes
        try table.setOutline(nodes)
        table.accessibilityLabel = { $0.title }
        // The rows have grown in.
        clock.advance(by: .seconds(1))
        table.tick()
        table.onEvent = { [unowned self] event in
            self.events.append(event)
            guard let id = event.rowID else { return }
            if event.kind == .expand { self.setExpanded(id, true) }
            if event.kind == .collapse { self.setExpanded(id, false) }
        }
        table.onAnnouncement = { [unowned self] text in self.announcements.append(text) }
        table.didMoveRowToParent = { [unowned self] row, parent, childIndex in
            self.moves.append((row.title, parent?.title, childIndex))
            self.move(row.title, under: parent?.title, at: childIndex)
        }
        table.canDropRow = { [unowned self] _, parent in !self.refusedParents.contains(parent?.title ?? "") }
    }

    /// The table's tree as lines.
    var tree: [String] { lines(of: table.outline) }
    /// The app's tree as lines.
    var modelTree: [String] { lines(of: model) }
    /// The rows shown, with their depths: `"Work 0"`.
    var shown: [String] { table.rows.indices.map { "\(table.rows[$0].title) \((try? table.depth(ofRowAt: $0)) ?? -1)" } }
    var eventNames: [String] { events.map { $0.kind.rawValue } }

    func clearEvents() {
        events = []
        announcements = []
        moves = []
    }

    func index(_ title: String) -> Int {
        table.rows.firstIndex { $0.title == title } ?? -1
    }

    /// Moves the clock and lets the table catch up.
    func advance(_ milliseconds: Int) {
        clock.advance(by: .milliseconds(milliseconds))
        table.tick()
    }

    /// Long-presses the row titled `title` at x = 50 until it lifts.
    func lift(_ title: String) {
        let y = ((try? table.yOfRow(at: index(title))) ?? 0) + 0.5
        table.handle(.down(Point(x: 50, y: y)))
        advance(600)
    }

    /// Moves the held pointer to (x, y) in small steps, a frame apart.
    func drag(toX x: Double, y: Double) {
        table.handle(.moved(Point(x: x, y: y)))
        advance(16)
    }

    /// Lets go where the pointer is, still.
    func release() {
        table.handle(.up(velocity: .zero))
        advance(1000)
    }

    // MARK: - The app's copy

    private func setExpanded(_ id: String, _ expanded: Bool) {
        func walk(_ nodes: inout [OutlineNode<Item>]) -> Bool {
            for index in nodes.indices {
                if nodes[index].row.id == id {
                    nodes[index].isExpanded = expanded
                    return true
                }
                if walk(&nodes[index].children) { return true }
            }
            return false
        }
        _ = walk(&model)
    }

    private func move(_ id: String, under parent: String?, at childIndex: Int) {
        func take(_ nodes: inout [OutlineNode<Item>]) -> OutlineNode<Item>? {
            for index in nodes.indices {
                if nodes[index].row.id == id { return nodes.remove(at: index) }
                if let found = take(&nodes[index].children) { return found }
            }
            return nil
        }
        guard let node = take(&model) else { return }
        func put(_ nodes: inout [OutlineNode<Item>]) -> Bool {
            for index in nodes.indices {
                if nodes[index].row.id == parent {
                    nodes[index].children.insert(node, at: min(childIndex, nodes[index].children.count))
                    // A row that receives a child is expanded.
                    nodes[index].isExpanded = true
                    return true
                }
                if put(&nodes[index].children) { return true }
            }
            return false
        }
        if parent == nil {
            model.insert(node, at: min(childIndex, model.count))
        } else if !put(&model) {
            Issue.record("the app has no row \(parent ?? "") to put \(id) under")
        }
    }
}
