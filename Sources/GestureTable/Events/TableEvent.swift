/// Something observable that happened in a ``GestureTable``, delivered to ``GestureTable/onEvent``.
public struct TableEvent<ID: Hashable>: Hashable, CustomStringConvertible {
    /// What happened: one of the table's events, by name.
    public typealias Kind = TableEventName

    /// What happened.
    public var kind: Kind
    /// The row it happened to, if any.
    public var rowID: ID?
    /// The row's index in ``GestureTable/rows`` when it happened, if any.
    public var index: Int?
    /// The row's section and row when it happened (where it went, for a move), if any.
    public var indexPath: TableIndexPath?
    /// Where a moved row came from, by section and row; `nil` for other events.
    public var sourceIndexPath: TableIndexPath?
    /// The action slot involved, if any.
    public var slot: ActionSlot?
    /// Where a moved row came from, as an index in ``GestureTable/rows``; `nil` for other events.
    public var sourceIndex: Int?
    /// The section it happened to, for the events of sections, if any.
    public var section: Int?
    /// Where a moved section came from; `nil` for other events.
    public var sourceSection: Int?
    /// What an announcement says, or the description of the error an action's handler threw;
    /// `nil` for other events.
    public var message: String?
    /// The column of a ``GestureBoard`` it happened in (where a transferred row went), for the
    /// board's events; `nil` for other events.
    public var column: Int?
    /// The column a transferred row came from; `nil` for other events.
    public var sourceColumn: Int?
    /// When it happened, on the table's clock.
    public var time: Duration

    /// Creates an event.
    public init(kind: Kind, rowID: ID? = nil, index: Int? = nil, slot: ActionSlot? = nil, time: Duration) {
        self.kind = kind
        self.rowID = rowID
        self.index = index
        self.slot = slot
        self.time = time
    }

    /// A short description for logs and test failures: the kind's name, any payload, the slot,
    /// section and row (`highlight left1 row 2`, `move 2->0 row 0`, `action-failed "offline" row 1`).
    public var description: String {
        var text = kind.rawValue
        if let sourceIndex, let index { text += " \(sourceIndex)->\(index)" }
        if let sourceSection, let section { text += " \(sourceSection)->\(section)" }
        if let column { text += sourceColumn.map { " column \($0)->\(column)" } ?? " column \(column)" }
        if let message { text += " \"\(message)\"" }
        if let slot { text += " \(slot)" }
        if let section { text += " section \(section)" }
        if let index { text += " row \(index)" }
        return text
    }
}

extension TableEvent: Sendable where ID: Sendable {}
