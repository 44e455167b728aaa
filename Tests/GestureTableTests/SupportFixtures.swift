import Testing
@testable import GestureTable

/// A row of the tests: an inbox message.
struct Mail: Identifiable, Hashable, CustomStringConvertible {
    let id: Int
    var subject: String
    var description: String { subject }
}

/// A table of `count` mails on a virtual clock, 100 units wide, with an event log.
final class Fixture {
    let clock = VirtualClock()
    let table: GestureTable<Mail>
    private(set) var events: [TableEvent<Int>] = []
    /// (slot, index) of every handler call, in order.
    var fired: [(ActionSlot, Int)] = []
    /// What each slot's handler does with its row.
    var resolution: [ActionSlot: (GestureTable<Mail>, Int) throws -> Void] = [:]

    init(count: Int = 5, width: Double = 100, configuration: TableConfiguration = .default,
         slots: Set<ActionSlot> = Set(ActionSlot.allCases), fractions: [ActionSlot: Double] = [:],
         leftStyle: SideStyle = .trigger, rightStyle: SideStyle = .trigger) {
        var configuration = configuration
        configuration.touchSlop = 1
        table = GestureTable(
            numberedRows: (0..<count).map { Mail(id: $0, subject: "Mail \($0)") }, width: width, clock: clock,
            configuration: configuration)
        table.viewportHeight = 10
        var made: [ActionSlot: SwipeAction<Mail>] = [:]
        for slot in ActionSlot.allCases where slots.contains(slot) {
            let fraction = fractions[slot] ?? (slot.isFirst ? 0.25 : 0.7)
            made[slot] = try? SwipeAction<Mail>(icon: String(slot.rawValue.prefix(1)), color: .green, fraction: fraction) {
                [unowned self] triggered in
                guard let index = triggered.index else {
                    throw GestureTableError(.rowNotFound, "the row with id \(triggered.id) left the table before its action ran")
                }
                self.fired.append((slot, index))
                try self.resolution[slot]?(triggered.table, index)
            }
        }
        let actions = try? SwipeActions(
            firstLeft: made[.firstLeft], secondLeft: made[.secondLeft],
            firstRight: made[.firstRight], secondRight: made[.secondRight],
            leftStyle: leftStyle, rightStyle: rightStyle)
        table.swipeActions = { _ in actions ?? .none }
        table.onEvent = { [unowned self] event in self.events.append(event) }
    }

    /// Moves the virtual clock and lets the table catch up.
    func advance(_ milliseconds: Int) {
        clock.advance(by: .milliseconds(milliseconds))
        table.tick()
    }

    /// Presses row `index` at the middle of the row, drags to `fraction` of the width in steps of
    /// `step` units and keeps holding.
    func drag(row index: Int, to fraction: Double, step: Double = 5) {
        let y = ((try? table.yOfRow(at: index)) ?? .nan) + 0.5
        let startX = table.width / 2
        table.handle(.down(Point(x: startX, y: y)))
        dragHeld(to: fraction, from: startX, y: y, step: step)
    }

    private var heldX: Double = 0
    private var heldY: Double = 0

    func dragHeld(to fraction: Double, from startX: Double? = nil, y: Double? = nil, step: Double = 5) {
        if let startX { heldX = startX; pressX = startX }
        if let y { heldY = y }
        let target = pressX + fraction * table.width
        while abs(target - heldX) > 1e-9 {
            heldX += max(-step, min(step, target - heldX))
            clock.advance(by: .milliseconds(8))
            table.handle(.moved(Point(x: heldX, y: heldY)))
        }
    }

    private var pressX: Double = 0

    /// A whole swipe: press, drag, release with a velocity in widths per second.
    func swipe(row index: Int, to fraction: Double, velocity: Double = 0) {
        drag(row: index, to: fraction)
        table.handle(.up(velocity: Velocity(dx: velocity * table.width, dy: 0)))
    }

    /// Event names since the last call, as "name slot row".
    func takeEvents() -> [String] {
        defer { events.removeAll() }
        return events.map(\.description)
    }

    var titles: [String] { table.rows.map(\.subject) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads test settings from the environment.
enum Environment {
    static func integer(_ name: String) -> Int? {
        getenv(name).flatMap { Int(String(cString: $0)) }
    }
}

extension GestureTable {
    /// A table of rows the test numbered itself, so their ids are unique (the invariants check
    /// catches a test that gets this wrong).
    convenience init(numberedRows rows: [Row], width: Double, clock: any TableClock, configuration: TableConfiguration = .default) {
        let ids = rows.map(\.id)
        self.init(
            rows: rows, ids: ids, rowIndex: (try? RowIndex(ids)) ?? RowIndex(), width: width, clock: clock,
            configuration: configuration)
    }
}

/// A row of the lift tests, named by a letter.
struct Letter: Identifiable, Hashable, CustomStringConvertible {
    var id: String
    var description: String { id }
}

/// Rows named by the letters of `names`, separated by spaces: `letters("A B C")`.
func letters(_ names: String) -> [Letter] {
    names.split(separator: " ").map { Letter(id: String($0)) }
}
