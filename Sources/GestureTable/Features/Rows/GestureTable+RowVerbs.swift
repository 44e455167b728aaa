// The verbs that change rows, each one input run as a step: insert, move, update, push,
// replace, delete, batches, refreshes, undo and redo, by index and by index path.

extension GestureTable {
    /// What the table shows while it has no rows: a title and an optional subtitle.
    public var placeholder: Placeholder {
        get { core.state.placeholder }
        set { runUnfailing(Verb.SetPlaceholder(placeholder: newValue)) }
    }
}

extension GestureTable {
    /// Inserts a row at `index`, growing into place.
    ///
    /// The row is in ``rows`` at once, but has no height until time passes: it grows from
    /// nothing to its height over ``TableConfiguration/animationDuration``, pushing the rows
    /// below it down as it grows (at once with ``RowAnimation/none``). ``height(ofRowAt:)`` is
    /// the height it grows to; its presentation's height goes from 0 to 1.
    ///
    /// - Parameters:
    ///   - row: The new row; its id must not be in the table already.
    ///   - index: Where it goes, in `0...count`.
    ///   - animation: How it enters; ``RowAnimation/automatic`` fades it in.
    ///   - registersUndo: Whether the change is an ``undo()`` step; `false` for a change the user
    ///     did not make (a server's sync): reported with ``ChangeOrigin/external``, and the steps
    ///     to undo and redo stay usable, rebased around it.
    ///   - completion: Run once it is in place.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside `0...count`;
    ///   ``GestureTableError/Code/duplicateRowID`` when a row with the same id is in the table.
    /// - Complexity: O(log *n*) amortized, plus the array's own memmove.
    public func insertRow(
        _ row: Row, at index: Int, animation: RowAnimation = .automatic, registersUndo: Bool = true,
        completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try run(Verb.InsertRow(row: row, index: index, animation: animation, completion: completion), registersUndo: registersUndo)
    }

    /// Moves a row from one index to another, as `UITableView.moveRow(at:to:)`: after the call
    /// the row sits at `destination` (standard-library `move` semantics). The move can be undone.
    ///
    /// While a row is lifted, the other rows can move: the lifted row keeps its place on screen
    /// and where it rests follows the move.
    ///
    /// With `registersUndo: false` it is no ``undo()`` step: a change the user did not make (a
    /// server's sync), reported with ``ChangeOrigin/external``; the steps to undo and redo stay
    /// usable, rebased around it.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` for the lifted row itself (move it with
    ///   ``moveLiftedRow(by:)``).
    public func moveRow(at source: Int, to destination: Int, registersUndo: Bool = true) throws(GestureTableError) {
        try run(Verb.MoveRow(source: source, destination: destination), registersUndo: registersUndo)
    }

    /// Replaces the value of the row at `index` with `row`, which must have the same id; its
    /// state (offset, animation, open side) is kept, as `UITableView.reloadRows` keeps identity.
    /// The update can be undone.
    ///
    /// With `registersUndo: false` it is no ``undo()`` step: a change the user did not make (a
    /// server's sync), reported with ``ChangeOrigin/external``; the steps to undo and redo stay
    /// usable, rebased around it.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidValue`` when `row` has another id.
    public func updateRow(at index: Int, with row: Row, registersUndo: Bool = true) throws(GestureTableError) {
        try run(Verb.UpdateRow(index: index, row: row), registersUndo: registersUndo)
    }

    /// Slides the row off the edge it was dragged toward (right when it is at rest).
    ///
    /// The row stays in ``rows``, shown pushed, until it is deleted or replaced. PDGestureTableView's
    /// `pushCellForIndexPath:completion:`. A push changes no row, so it is not an ``undo()``
    /// step: ``replaceRow(at:completion:)`` brings the row back.
    ///
    /// - Parameters:
    ///   - index: The row's index in ``rows``.
    ///   - completion: Run once the row is off the edge (or when a later verb interrupts it).
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func pushRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try run(Verb.PushRow(index: index, completion: completion))
    }

    /// Pushes the row with `id`; see ``pushRow(at:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func pushRow(withID id: Row.ID, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try pushRow(at: core.checkedIndex(ofRowWithID: id), completion: completion)
    }

    /// Slides the row back to rest, with a small bounce unless
    /// ``TableConfiguration/bouncesOnReplace`` is off.
    ///
    /// PDGestureTableView's `replaceCellForIndexPath:completion:`. A settling row can be grabbed
    /// again by the pointer mid-animation; its completion then runs at once.
    ///
    /// - Parameters:
    ///   - index: The row's index in ``rows``.
    ///   - completion: Run once the row is at rest (or when it is grabbed or another verb
    ///     interrupts it).
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func replaceRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try run(Verb.ReplaceRow(index: index, completion: completion))
    }

    /// Replaces the row with `id`; see ``replaceRow(at:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func replaceRow(withID id: Row.ID, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try replaceRow(at: core.checkedIndex(ofRowWithID: id), completion: completion)
    }

    /// Removes the row: it leaves ``rows`` at once, while its height collapses and the rows
    /// below close the gap.
    ///
    /// PDGestureTableView's `deleteCellForIndexPath:animation:completion:`.
    ///
    /// - Parameters:
    ///   - index: The row's index in ``rows``.
    ///   - animation: How the row leaves. ``RowAnimation/automatic`` (the default) slides a
    ///     dragged row out on the side it was dragged to and fades a row at rest.
    ///   - registersUndo: Whether the change is an ``undo()`` step; `false` for a change the user
    ///     did not make (a server's sync): reported with ``ChangeOrigin/external``, and the steps
    ///     to undo and redo stay usable, rebased around it.
    ///   - completion: Run once the row is gone from the screen.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func deleteRow(
        at index: Int, animation: RowAnimation = .automatic, registersUndo: Bool = true, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try run(Verb.DeleteRow(index: index, animation: animation, completion: completion), registersUndo: registersUndo)
    }

    /// Deletes the row with `id`, wherever it is; see
    /// ``deleteRow(at:animation:registersUndo:completion:)``. For an app that keeps rows by
    /// id: a server's deletion is `deleteRow(withID: id, registersUndo: false)`.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table;
    ///   then nothing changes.
    public func deleteRow(
        withID id: Row.ID, animation: RowAnimation = .automatic, registersUndo: Bool = true, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try run(Verb.DeleteRowWithID(id: id, animation: animation, completion: completion), registersUndo: registersUndo)
    }

    /// Pushes the row off its edge, then deletes it; one completion at the end.
    ///
    /// PDGestureTableView's `pushAndDeleteCellForIndexPath:completion:`. The row leaves ``rows``
    /// at once.
    ///
    /// - Parameters:
    ///   - index: The row's index in ``rows``.
    ///   - completion: Run once the row is off the edge and its gap has closed.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func pushAndDeleteRow(at index: Int, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try run(Verb.PushAndDeleteRow(index: index, completion: completion))
    }

    /// Pushes and deletes the row with `id`; see ``pushAndDeleteRow(at:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func pushAndDeleteRow(withID id: Row.ID, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try pushAndDeleteRow(at: core.checkedIndex(ofRowWithID: id), completion: completion)
    }

    /// Deletes several rows at once, as `UITableView.deleteRows(at:with:)`: they leave ``rows``
    /// together and animate out together, as one ``undo()`` step.
    ///
    /// Unlike a batch of ``deleteRow(at:animation:registersUndo:completion:)`` calls, the rows are removed
    /// from the array in one pass, so deleting thousands of rows costs O(*n* + *k* log *k*).
    /// Changes are reported (``onRowChange``) and events emitted from the highest index down,
    /// so each index is valid when its change is applied.
    ///
    /// - Parameters:
    ///   - indexes: The rows' indexes in ``rows``, in any order; repeats count once.
    ///   - animation: How the rows leave.
    ///   - completion: Run once, when every row is gone from the screen.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for any index outside ``rows``; then
    ///   nothing changes.
    public func deleteRows(
        at indexes: [Int], animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try run(Verb.DeleteRows(indexes: indexes, animation: animation, completion: completion))
    }

    /// Runs several changes so that their animations start together, with one completion when
    /// all have ended.
    ///
    /// Events are delivered after `updates` returns. If `updates` throws, every change it made
    /// is undone, no event is delivered, and the error is rethrown: nothing is lost.
    ///
    /// The error's type is the one `updates` throws, so a batch of calls that cannot fail needs
    /// no `try`. (In Embedded Swift, which has no `any Error`, a closure that uses `try` names
    /// its error: `{ () throws(GestureTableError) in try table.deleteRow(at: 0) }`.)
    ///
    /// - Parameters:
    ///   - updates: The changes: calls to the table's verbs.
    ///   - completion: Run once every animation started by `updates` has ended.
    /// - Throws: What `updates` throws, after undoing its changes.
    public func performBatchUpdates<Failure: Error>(
        _ updates: () throws(Failure) -> Void, completion: (() -> Void)? = nil
    ) throws(Failure) {
        // From a closure the table asks, no change can be made: each verb of `updates` says so.
        guard !isAskingApp else { return try updates() }
        try perform { () throws(Failure) in
            // The app's closure runs between two steps of the core, never inside one.
            let batch = core.beginBatch()
            do throws(Failure) {
                try updates()
            } catch {
                core.rollBack(batch)
                throw error
            }
            core.endBatch(batch, completion: completion)
        }
    }

    /// Replaces the rows with `newRows`, diffed by id, as one animated batch: rows whose id is
    /// gone are deleted, new ids are inserted, kept rows move to their new places and take their
    /// new values (keeping their state: offset, open side, animation).
    ///
    /// Each change is reported through ``onRowChange`` and as an event, and the whole
    /// replacement is one ``undo()`` step. An app that keeps its own array can hand it over
    /// after any change instead of calling the verbs one by one.
    ///
    /// On a table with sections, `newRows` is the flat order: a row that moves or arrives joins
    /// the section of the place it goes to (the last section at the end).
    ///
    /// While a row is lifted, the lift goes on: the other rows take the new order around it, and
    /// its place in `newRows` becomes where it rests, so ``cancelLift()`` puts it there and a
    /// drop reports its move from there. A lifted row missing from `newRows` is deleted, and the
    /// lift ends with a cancel event.
    ///
    /// - Parameters:
    ///   - newRows: The new rows, in display order; their ids must be unique.
    ///   - animation: How deleted rows leave and new rows enter.
    ///   - registersUndo: Whether the change is an ``undo()`` step; `false` for a change the user
    ///     did not make (a server's sync): reported with ``ChangeOrigin/external``, and the steps
    ///     to undo and redo stay usable, rebased around it.
    /// - Throws: ``GestureTableError/Code/duplicateRowID`` when two new rows have the same id.
    ///   Then nothing changes.
    /// - Complexity: O(*n* log *n*) plus one memmove per row that moves.
    public func setRows(
        _ newRows: [Row], animation: RowAnimation = .automatic, registersUndo: Bool = true
    ) throws(GestureTableError) {
        try run(Verb.SetRows(rows: newRows, animation: animation), registersUndo: registersUndo)
    }

    /// Takes back the last step: a deleted (or pushed-and-deleted) row comes back where it was,
    /// with its identity; an inserted row goes; a moved row moves back (and ``didMoveRow`` is
    /// called for it); an updated row gets its previous value. A batch (``performBatchUpdates(_:completion:)``, ``setRows(_:animation:registersUndo:)``)
    /// is one step, taken back whole. Every change is reported through ``onRowChange``, so an
    /// app's model follows. A push or a replace changes no row and is not a step: after one,
    /// `undo()` takes back the change before it.
    ///
    /// While a row is lifted, the lift goes on and where the row rests follows the changes; a
    /// step that removes or moves the lifted row itself ends the lift first, with a cancel event.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when there is nothing to undo, or when
    ///   the step can no longer be taken back (a row of it came back by other means, or is gone).
    ///   Then nothing changes, and the step stays to undo.
    /// - Complexity: O(log *n*) per change of the step, plus the array's own memmove.
    public func undo() throws(GestureTableError) {
        try run(Verb.Undo())
    }

    /// Does again the last step ``undo()`` took back, with the same changes reported (each
    /// with ``ChangeOrigin/redo``), and makes it the step ``undo()`` takes back next. Any
    /// change made since the undo (a verb, a drop, a batch) ends what can be redone, as in
    /// `UndoManager`. While a row is lifted, the lift goes on, as for ``undo()``.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when there is nothing to redo, or when
    ///   the step can no longer be done again (a row of it is gone, or back by other means).
    ///   Then nothing changes, and the step stays to redo.
    /// - Complexity: O(log *n*) per change of the step, plus the array's own memmove.
    public func redo() throws(GestureTableError) {
        try run(Verb.Redo())
    }
}

// MARK: - By index path

extension GestureTable {
    /// Inserts a row at `indexPath`, growing into place; see
    /// ``insertRow(_:at:animation:completion:)``. The row may go at the end of any section,
    /// an empty one included.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a section the table does not
    ///   have or a row outside `0...numberOfRows(inSection:)`;
    ///   ``GestureTableError/Code/duplicateRowID`` when a row with the same id is in the table.
    public func insertRow(
        _ row: Row, at indexPath: TableIndexPath, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try run(Verb.InsertRowAtIndexPath(row: row, indexPath: indexPath, animation: animation, completion: completion))
    }

    /// Deletes the row at `indexPath`; see ``deleteRow(at:animation:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index path the table does not
    ///   have.
    public func deleteRow(
        at indexPath: TableIndexPath, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try deleteRow(at: index(for: indexPath), animation: animation, completion: completion)
    }

    /// Moves a row from one index path to another, within a section or across sections, as
    /// `UITableView.moveRow(at:to:)`: after the call the row is at `destination`. The move can
    /// be undone.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for a source the table does not have
    ///   or a destination row outside the destination section's rows once the row has left its
    ///   place; ``GestureTableError/Code/invalidState`` for the lifted row itself.
    public func moveRow(at source: TableIndexPath, to destination: TableIndexPath) throws(GestureTableError) {
        try run(Verb.MoveRowAtIndexPath(source: source, destination: destination))
    }
}
