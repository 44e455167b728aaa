/// One change of a table's rows, reported through ``GestureTable/onRowChange`` so that an app's
/// own array can follow the table's ``GestureTable/rows`` exactly.
///
/// Every change is reported once, in order, whatever caused it: a verb, a gesture's drop (each
/// step of a reorder), an undo, a batch, ``GestureTable/setRows(_:animation:registersUndo:)``. Indexes are
/// those of the moment of the change, so applying the changes in order keeps an array equal to
/// the table's rows:
///
/// ```swift
/// table.onRowChange = { change in change.apply(to: &mails) }
/// ```
///
/// Each change says what made it (``origin``): an edit, an undo, a redo, a change without an
/// undo step, or a lifted row's provisional move (``ChangeOrigin/lift``), which an app that syncs
/// its model skips.
public enum RowChange<Row> {
    /// `row` was inserted at `index`.
    case insert(Row, at: Int, origin: ChangeOrigin = .edit)
    /// The row at `index` was removed.
    case delete(at: Int, origin: ChangeOrigin = .edit)
    /// The row at `source` was moved so that it now sits at `destination` (standard-library
    /// `move` semantics: remove at `source`, then insert at `destination`).
    case move(from: Int, to: Int, origin: ChangeOrigin = .edit)
    /// The row at `index` got a new value with the same id.
    case update(Row, at: Int, origin: ChangeOrigin = .edit)

    /// What made the change: an edit, an undo, a redo, a change without an undo step, or a lifted
    /// row's provisional move.
    public var origin: ChangeOrigin {
        switch self {
        case .insert(_, _, let origin), .delete(_, let origin), .move(_, _, let origin), .update(_, _, let origin): origin
        }
    }

    /// Applies the change to an array that held the table's rows before it.
    ///
    /// An array that is not in step (too short for an index) is left as it is.
    public func apply(to rows: inout [Row]) {
        switch self {
        case .insert(let row, let index, _):
            if index >= 0, index <= rows.count { rows.insert(row, at: index) }
        case .delete(let index, _):
            if rows.indices.contains(index) { rows.remove(at: index) }
        case .move(let source, let destination, _):
            guard rows.indices.contains(source), rows.indices.contains(destination) else { return }
            rows.insert(rows.remove(at: source), at: destination)
        case .update(let row, let index, _):
            if rows.indices.contains(index) { rows[index] = row }
        }
    }
}

extension RowChange: Sendable where Row: Sendable {}
extension RowChange: Equatable where Row: Equatable {}
extension RowChange: Hashable where Row: Hashable {}
