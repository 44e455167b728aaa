// What the columns of a board share: their tables, one undo history, the board's questions.

/// What the columns of a ``GestureBoard`` share, held by the board and by each column's table:
/// a column's ``GestureTable/undo()`` and ``GestureTable/redo()`` come here, and so does every
/// input that could bring a row into a column, to keep an id in one column only.
///
/// It holds the tables, which hold it: the board lets go of them as it goes (Embedded Swift has
/// no weak references to break the cycle otherwise).
final class BoardShared<Row: Identifiable> {
    /// The columns' tables, in the board's order; empty once the board is gone.
    var tables: [GestureTable<Row>]
    /// The numbering of the columns' undo steps, shared by their cores.
    let serials = UndoSerials()
    /// The two steps of each transfer, by each one's serial: the deletion's and the insertion's.
    /// They are one step of the board's: counted, taken back, done again and forgotten together.
    var partners: [Int: Int] = [:]
    /// How many steps of the board's undo keeps (``GestureBoard/undoLimit``): the columns keep
    /// every step they make, and the board forgets the oldest whole steps beyond this.
    var undoLimit: Int
    /// The row the board carries between columns, by the pointer or the keys; held here, where
    /// a column's own verbs can reach it (``GestureTable/cancelLift()`` on any column ends it).
    var carry: GestureBoard<Row>.Carry?
    /// The board's ``GestureBoard/onEvent``, kept here so that a carry a column's verb ends is
    /// heard of as one the board ends.
    var onEvent: ((TableEvent<Row.ID>) -> Void)?
    /// Set while the board asks the app a question (``GestureBoard/canTransferRow``): a board
    /// verb then throws.
    var isAskingApp = false
    /// How deep transfers are nested, and how many inputs the columns were sent meanwhile (by
    /// the app's closures too): a transfer's count of rows is checked when there were no more
    /// than its own.
    var transferDepth = 0
    var interleavedInputs = 0
    /// Whether the board carries a lifted row (by the pointer, or by the keys to another
    /// column): that lift is the board's to end.
    var isCarrying: Bool { carry != nil }

    init(tables: [GestureTable<Row>], undoLimit: Int) {
        self.tables = tables
        self.undoLimit = undoLimit
    }

    func checkNotAsking() throws(GestureTableError) {
        guard !isAskingApp, !tables.contains(where: { $0.isAskingApp }) else {
            throw GestureTableError(
                .invalidState,
                "the board is asking the app a question (canTransferRow, or a column's closure): it may read the board but not change it")
        }
    }

    /// Set while the board takes back or does again a step in a column: that column's own
    /// undo or redo, not the board's.
    var isReplaying = false

    /// Runs a verb sent to the column `table` as the board's when it is an undo or a redo
    /// (`true`); refuses it when it would bring in a row whose id another column holds
    /// (`arriving`: the ids of the rows it brings, or an undo or a redo puts back).
    func takesOver(_ role: ColumnVerbRole, arriving: [Row.ID], sentTo table: GestureTable<Row>) throws(GestureTableError) -> Bool {
        // A verb sent to any column while the board asks the app a question throws, as one
        // sent to a table that asks.
        try checkNotAsking()
        if !isReplaying {
            switch role {
            case .undo:
                try undo()
                return true
            case .redo:
                try redo()
                return true
            case .lift, .cancelLift, .moveLiftedRowBy, .moveLiftedRowToIndex, .placeLiftedRow, .columnsOwn:
                break
            }
        }
        try checkRowsArriving(arriving, in: table)
        if let carry {
            switch carry.hold {
            case .byKeys: return try redirect(role, sentTo: table, during: carry)
            case .away: if endPointersCarry(for: role) { return true }
            case .inHome, .liftedByBoard: break
            }
        }
        if role == .lift { dropLifts(except: table) }
        return false
    }

    /// A column's cancel or lift while the pointer carries a row out of its column (no column
    /// holds its lift): the carry ends, the row home; the pointer drives nothing until it is let
    /// go. A cancel is then done (`true`); a lift goes on.
    private func endPointersCarry(for role: ColumnVerbRole) -> Bool {
        guard let carry else { return false }
        switch role {
        case .cancelLift, .lift:
            self.carry = nil
            emitCancel(of: carry)
            return role == .cancelLift
        case .undo, .redo, .moveLiftedRowBy, .moveLiftedRowToIndex, .placeLiftedRow, .columnsOwn:
            return false
        }
    }

    /// Tells the board's listener that a carry ended with the row home.
    func emitCancel(of carry: GestureBoard<Row>.Carry) {
        guard let onEvent, let home = tables.indices.contains(carry.home) ? tables[carry.home] : nil else { return }
        var event = TableEvent<Row.ID>(kind: .cancel, rowID: carry.id, index: home.index(ofRowWithID: carry.id), time: GestureTable<Row>.bounded(home.clock.now))
        event.column = carry.home
        onEvent(event)
    }

    /// A column's reorder verb while the keys carry a row to another column, where the row is
    /// shown: a cancel from any column puts it home, a move sent to the column it is over moves
    /// its gap there, a lift anywhere puts it home first. A drop or a move elsewhere throws: the
    /// board's own ``GestureBoard/dropLiftedRow()`` and ``GestureBoard/moveLiftedRow(by:)``
    /// carry it on. Any other verb is the column's own.
    private func redirect(
        _ role: ColumnVerbRole, sentTo table: GestureTable<Row>, during carry: GestureBoard<Row>.Carry
    ) throws(GestureTableError) -> Bool {
        let home = tables[carry.home]
        switch role {
        case .cancelLift, .lift:
            self.carry = nil
            if home.isReordering { try? home.run(Verb.CancelLift()) }
            emitCancel(of: carry)
            // The cancel is the column's own when it was sent to the home column; a lift goes on.
            return role == .cancelLift
        case .moveLiftedRowBy(let places):
            guard table === tables[carry.target] else { throw Self.carriedElsewhere(carry) }
            self.carry?.gap = carry.gap(movedBy: places, among: table.count)
            return true
        case .moveLiftedRowToIndex(let index):
            guard table === tables[carry.target] else { throw Self.carriedElsewhere(carry) }
            try checkRowIndex(index, count: table.count + 1)
            if carry.gap != nil { self.carry?.gap = index }
            return true
        case .placeLiftedRow:
            throw Self.carriedElsewhere(carry)
        case .undo, .redo, .columnsOwn:
            return false
        }
    }

    /// The error of a column's verb that would drop or move a row the keys carry.
    static func carriedElsewhere(_ carry: GestureBoard<Row>.Carry) -> GestureTableError {
        GestureTableError(
            .invalidState,
            "the lifted row is carried to column \(carry.target): drop, move or cancel it with the board's dropLiftedRow(), moveLiftedRow(by:) or cancelLift()")
    }

    /// Puts down a row lifted in any column but `table`, where it is: one lift at a time on a
    /// board, so that the keys (``GestureBoard/moveLiftedRow(toColumn:)``) act on the one the
    /// user lifted last.
    /// A lift the board's pointer carries is left to the pointer.
    func dropLifts(except table: GestureTable<Row>) {
        guard !isCarrying else { return }
        for other in tables where other !== table && other.isReordering { try? other.dropLiftedRow() }
    }

    /// Refuses a row that would come into `table` while another column holds its id.
    func checkRowsArriving(_ arriving: [Row.ID], in table: GestureTable<Row>) throws(GestureTableError) {
        if transferDepth > 0 { interleavedInputs += 1 }
        guard !arriving.isEmpty else { return }
        for (column, other) in tables.enumerated() where other !== table {
            for id in arriving where other.containsRow(withID: id) {
                throw GestureTableError(
                    .duplicateRowID, "a row with id \(id) is in column \(column) of the board already: an id is in one column only")
            }
        }
    }
}

/// What a column's table asks its board, as closures over the ``BoardShared`` of the board: a
/// table that is no column holds none, and a program that makes no board has no board code.
struct BoardRoute<Row: Identifiable> {
    /// Runs a verb sent to a column as the board's (`true`), or checks it and lets the column
    /// run it (`false`); see ``BoardShared/takesOver(_:arriving:sentTo:)``.
    let takesOver: (ColumnVerbRole, [Row.ID], GestureTable<Row>) throws(GestureTableError) -> Bool
    /// What the board's undo and redo would do.
    let history: () -> (canUndo: Bool, canRedo: Bool, undoActionName: String?, redoActionName: String?)

    /// Forgets the board's oldest steps beyond its undo limit, after an input a column ran.
    let trimHistory: () -> Void

    init(_ shared: BoardShared<Row>) {
        takesOver = { role, arriving, table throws(GestureTableError) in try shared.takesOver(role, arriving: arriving, sentTo: table) }
        history = { (shared.canUndo, shared.canRedo, shared.undoActionName, shared.redoActionName) }
        trimHistory = { shared.trimHistory() }
    }
}
