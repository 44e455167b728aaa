/// Something observable that happened in a ``GestureTable``, delivered to ``GestureTable/onEvent``.
public struct TableEvent<ID: Hashable>: Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// An action became current while a row was dragged.
        case highlight
        /// An action stopped being current.
        case unhighlight
        /// An action fired: its handler runs next.
        case trigger
        /// A row slid off its edge.
        case push
        /// A row was removed.
        case delete
        /// A row started going back to rest.
        case replace
        /// A row was inserted.
        case insert
        /// A row got a new value with the same id (``GestureTable/updateRow(at:with:registersUndo:)``).
        case update
        /// A row was lifted for reordering.
        case lift
        /// A row moved from one index to another: a lifted row dropped elsewhere, a
        /// ``GestureTable/moveRow(at:to:registersUndo:)``, an undone move.
        case move(from: Int, to: Int)
        /// A lifted row was dropped.
        case drop
        /// A gesture was cancelled.
        case cancel
        /// A row snapped open to show its buttons.
        case open
        /// An open row closed.
        case close
        /// The empty-state placeholder appeared.
        case emptyShown
        /// The empty-state placeholder disappeared.
        case emptyHidden
        /// An action's handler threw; the row was put back. Carries the error's description.
        case actionFailed(String)
        // Selection
        /// A row was selected: tapped, or ``GestureTable/selectRow(at:)-(TableIndexPath)``.
        case select
        /// The selected row stopped being selected: another was selected, it was deleted, or
        /// ``GestureTable/deselectRow()``.
        case deselect
        /// Something a screen reader should say (``GestureTable/onAnnouncement``): the outcome
        /// of an accessibility action, an undo or a redo.
        case announce(String)
        // Sections
        /// A section was inserted (its rows' insertions follow); ``TableEvent/section`` is its index.
        case sectionInsert
        /// A section was removed (its rows' deletions came first); ``TableEvent/section`` is
        /// the index it had.
        case sectionDelete
        /// A section moved, rows and all, from one index to another (standard-library `move`
        /// semantics); ``TableEvent/section`` is where it went.
        case sectionMove(from: Int, to: Int)
        /// A section got a new title; ``TableEvent/section`` is its index.
        case sectionUpdate

        /// The kind's name, without its payload.
        public var name: TableEventName {
            switch self {
            case .highlight: .highlight
            case .unhighlight: .unhighlight
            case .trigger: .trigger
            case .push: .push
            case .delete: .delete
            case .replace: .replace
            case .insert: .insert
            case .update: .update
            case .lift: .lift
            case .move: .move
            case .drop: .drop
            case .cancel: .cancel
            case .open: .open
            case .close: .close
            case .emptyShown: .emptyShown
            case .emptyHidden: .emptyHidden
            case .actionFailed: .actionFailed
            case .select: .select
            case .deselect: .deselect
            case .announce: .announce
            case .sectionInsert: .sectionInsert
            case .sectionDelete: .sectionDelete
            case .sectionMove: .sectionMove
            case .sectionUpdate: .sectionUpdate
            }
        }

        /// A short description for logs and test failures: the ``name`` and any payload
        /// (`highlight`, `move 2->0`, `action-failed "offline"`, …).
        public var description: String {
            switch self {
            case .move(let from, let to), .sectionMove(let from, let to): "\(name.rawValue) \(from)->\(to)"
            case .actionFailed(let text), .announce(let text): "\(name.rawValue) \"\(text)\""
            default: name.rawValue
            }
        }
    }

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
    /// The section it happened to, for the events of sections, if any.
    public var section: Int?
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

    public var description: String {
        var text = kind.description
        if let slot { text += " \(slot)" }
        if let section { text += " section \(section)" }
        if let index { text += " row \(index)" }
        return text
    }
}

extension TableEvent: Sendable where ID: Sendable {}
