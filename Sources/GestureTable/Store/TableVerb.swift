// A verb of the table as a type: each says what it asks the app, which rows it brings in, what
// it is to a board, and how it changes the state. The store performs any of them through one
// generic function (GestureTable+Steps.swift), so a page that calls three verbs links those
// three, and a verb added later does not compile until it says all four.

/// One verb of a table, as a type in its feature's folder.
///
/// None of the requirements has a default: a new verb states each one, and the compiler checks
/// that it did (a switch over verbs with a `default:` arm would not).
protocol TableVerb<Row> {
    associatedtype Row: Identifiable
    /// What the store asks the app before the step, with no access to the core held.
    var questions: AppQuestion { get }
    /// The rows the verb brings into the table or gives a new value. The store reads their ids
    /// once, before the step: the core never runs a row's `id`, which is the app's code.
    var rowsBroughtIn: RowsBroughtIn<Row> { get }
    /// What the verb is to a board when it is sent to one of its columns.
    var boardRole: ColumnVerbRole { get }
    /// The step: changes the state and queues what the app must hear.
    func apply(to core: inout TableCore<Row>) throws(GestureTableError)
}

/// The namespace of the verb types, each declared in its feature's folder
/// (`Verb.CloseRow` in Features/Reveal, `Verb.InsertRow` in Features/Rows…).
enum Verb {}

/// What a verb needs to know from the app before its step.
enum AppQuestion: Equatable {
    /// Nothing.
    case nothing
    /// The swipe actions of the row at the index.
    case actions(ofRowAt: Int)
    /// Whether the row at the index may move.
    case whetherMovable(rowAt: Int)
    /// All an accessibility action on the row at the index needs: its actions, whether it may
    /// move, the places its moves would pass.
    case accessibilityAction(ofRowAt: Int)
    /// The context menu's items of the row at the index.
    case contextMenu(ofRowAt: Int)
    /// About the row a press at the point acts on (its actions, whether it may move), after
    /// ending a pointer that is still down.
    case press(at: Point)
    /// The rows change: answers about the lifted row's places no longer hold, and the heights
    /// of the rows the verb brings in (``TableVerb/rowsBroughtIn``) are asked.
    case rowsChange
    /// The height of every row.
    case everyRowHeight
    /// Whether the row at the index may go under the parent an outline verb gives it
    /// (``GestureTable/canDropRow``).
    case outlineDrop(rowAt: Int, into: OutlineParentQuestion)
}

/// The rows a verb brings into the table or gives a new value.
enum RowsBroughtIn<Row: Identifiable> {
    /// None.
    case none
    /// These rows, in order.
    case rows([Row])
    /// The rows of these sections, in order.
    case sections([TableSection<Row>])
    /// The rows the last undo step puts back (deleted, or replaced by an update), with the ids
    /// the table kept for them.
    case undone
    /// The rows the last redo step puts back.
    case redone

    /// Whether the rows are new values the app hands over, rather than rows the table kept.
    var areNewValues: Bool {
        switch self {
        case .rows, .sections: true
        case .none, .undone, .redone: false
        }
    }

    /// The ids of the new values the app hands over, read from the rows now (each row's `id`
    /// is the app's code: read once, before the step); none for rows the table kept.
    var idsOfNewValues: [Row.ID] {
        switch self {
        case .rows(let rows): rows.map { $0.id }
        case .sections(let sections): sections.flatMap { $0.rows.map { $0.id } }
        case .none, .undone, .redone: []
        }
    }
}

/// What a verb sent to a column of a board is to the board: the board takes over its undo and
/// redo, and keeps a row it carries to another column out of the column's own lift verbs.
enum ColumnVerbRole: Equatable {
    /// ``GestureTable/undo()``: the board's undo.
    case undo
    /// ``GestureTable/redo()``: the board's redo.
    case redo
    /// ``GestureTable/liftRow(at:)``: one lift on a board at a time.
    case lift
    /// ``GestureTable/cancelLift()``: a carry ends with its row home.
    case cancelLift
    /// ``GestureTable/moveLiftedRow(by:)``: moves the gap of a carried row in the column it is
    /// over.
    case moveLiftedRowBy(Int)
    /// ``GestureTable/moveLiftedRow(to:)-(Int)``: the same, to an index.
    case moveLiftedRowToIndex(Int)
    /// A drop or a move by index path: the board's own verbs carry a row the keys carry.
    case placeLiftedRow
    /// Anything else: run by the column.
    case columnsOwn
}

/// Something that performs a verb of any type: what an input recorded as a ``TableInput`` is
/// replayed through, with one switch over its cases.
protocol TableVerbPerformer<Row> {
    associatedtype Row: Identifiable
    mutating func perform<V: TableVerb>(_ verb: V) throws(GestureTableError) where V.Row == Row
}
