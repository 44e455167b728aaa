/// The tree of an outline table, beside its flat rows.
///
/// The table's rows are the rows shown, in preorder: a row, then the rows shown under it. So a
/// row's depth is all the flat rows need to say the tree: its parent is the nearest row above it
/// that is one level up. The rows under a collapsed row are not rows of the table: they wait
/// in ``hidden``, under that row's id, in preorder, and travel with it by identity wherever it
/// goes (a move, a deletion and its undo).
struct OutlineState<Row: Identifiable> {
    /// Whether the table was given an outline (``GestureTable/setOutline(_:)``): a flat table
    /// pays for none of this.
    var isActive = false
    /// The depth of each row shown deeper than the top level (absent: 0), and of rows deleted
    /// or hidden since, which an undo brings back at the depth they had.
    var depths: [Row.ID: Int] = [:]
    /// The rows under each collapsed row, in preorder, with their depth below it (1: a child).
    var hidden: [Row.ID: [HiddenRow]] = [:]
    /// The ids of every row waiting under a collapsed row (deleted collapsed rows' too, which an
    /// undo brings back with them): no new row may take one.
    var hiddenIDs = Set<Row.ID>()
    /// The carry of a lifted row of the outline: where it would land if dropped now.
    var carry: OutlineCarry<Row.ID>?

    /// A row under a collapsed row.
    struct HiddenRow {
        var row: Row
        var id: Row.ID
        /// Its depth below the collapsed row: 1 for a child.
        var depth: Int
        /// Its height when it was last shown, with heights per row (``GestureTable/heightOfRow``).
        var height: Double? = nil
    }

    func depth(of id: Row.ID) -> Int { depths[id] ?? 0 }

    mutating func setDepth(_ depth: Int, of id: Row.ID) {
        depths[id] = depth == 0 ? nil : depth
    }

    func isCollapsed(_ id: Row.ID) -> Bool { hidden[id] != nil }
}

/// Where a carried row of an outline would land, kept as the pointer or the keys move it.
struct OutlineCarry<ID: Hashable>: Equatable {
    /// The depth the row had when it was lifted.
    var originalDepth: Int
    /// The pointer's x when the row was lifted, from which its horizontal travel picks a depth;
    /// `nil` for a lift from the keyboard.
    var pressX: Double?
    /// The depth the keys chose (→ and ←), kept as the row moves up and down: clamped to what
    /// the neighbours allow wherever it is.
    var keyDepth: Int
    /// The row it would drop into (the middle half of a row under the pointer).
    var into: ID?
    /// The depth it would take between its neighbours when it does not drop into a row.
    var depth: Int
    /// The collapsed row the pointer rests over, and since when: it opens after
    /// ``TableConfiguration/springLoadDelay``.
    var springTarget: ID?
    var springSince: Duration = .zero
    /// The app's answers to ``GestureTable/canDropRow`` for this carry, by parent (`nil` key
    /// wrapped: the top level).
    var answers: [ParentKey: Bool] = [:]

    /// A parent as a dictionary key: a row, or the top level.
    enum ParentKey: Hashable {
        case top
        case row(ID)
    }
}

/// A change of the outline an undo takes back: a row's depth, or a row's children shown or
/// hidden. Kept by identity, so that it holds whatever the flat rows did around it.
enum OutlineEntry<ID: Hashable>: Equatable {
    /// The row's depth before the change.
    case depth(ID, previous: Int)
    /// The row's children were shown (its undo hides them).
    case expanded(ID)
    /// The row's children were hidden (its undo shows them).
    case collapsed(ID)

    var id: ID {
        switch self {
        case .depth(let id, _), .expanded(let id), .collapsed(let id): id
        }
    }
}

extension OutlineState: Equatable where Row: Equatable {}
extension OutlineState.HiddenRow: Equatable where Row: Equatable {}
