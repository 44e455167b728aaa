// The public verbs and settings, each one input run as a step.

// MARK: - Settings

extension GestureTable {
    /// The tunable numbers. Changes apply to gestures and animations that start afterwards.
    public var configuration: TableConfiguration {
        get { core.state.configuration }
        set { runUnfailing(.configure(newValue)) }
    }

    /// What the table shows while it has no rows: a title and an optional subtitle.
    public var placeholder: Placeholder {
        get { core.state.placeholder }
        set { runUnfailing(.setPlaceholder(newValue)) }
    }

    /// Whether sides and slots are mirrored: in a right-to-left layout a row's `firstLeft`
    /// action is shown on the right (leading edge) and fires on a drag to the left.
    ///
    /// Sides (``SwipeSide``, offsets) are always on screen; slots (``ActionSlot``, in events,
    /// phases and presentations) are always as declared.
    public var layoutDirection: LayoutDirection {
        get { core.state.layoutDirection }
        set { runUnfailing(.setLayoutDirection(newValue)) }
    }

    /// The height of the viewport, in the unit of ``TableConfiguration/rowHeight``: how much of
    /// the content is visible at once. Scrolling and autoscroll clamp to it. Default 16.
    /// Clamped to 0.001...1e9; NaN restores the default.
    public var viewportHeight: Double {
        get { core.state.viewportHeight }
        set { runUnfailing(.setViewportHeight(newValue)) }
    }

    /// Whether a long press lifts a row for reordering. Default `true`.
    public var allowsReordering: Bool {
        get { core.state.allowsReordering }
        set { runUnfailing(.setAllowsReordering(newValue)) }
    }

    /// Changes the row width (the view was resized). Offsets keep their fraction of the width.
    ///
    /// - Throws: ``GestureTableError/Code/invalidValue`` when `newWidth` is not a number in
    ///   1...1e9.
    public func setWidth(_ newWidth: Double) throws(GestureTableError) {
        try run(.setWidth(newWidth))
    }

    /// Scrolls the content by `distance` (positive: toward later rows), clamped to the content.
    ///
    /// Closes an open row when ``TableConfiguration/closesOpenRowOnScroll`` is on, as scrolling
    /// a UIKit table closes its swiped cell.
    ///
    /// - Throws: ``GestureTableError/Code/invalidValue`` when `distance` is not finite.
    public func scroll(by distance: Double) throws(GestureTableError) {
        try run(.scroll(by: distance))
    }
}

// MARK: - Input

extension GestureTable {
    /// Applies one input to the table: the one transition every verb, pointer event, tick and
    /// setting goes through.
    ///
    /// The table first comes up to its clock's time (animations that have ended finish, in
    /// order), then applies `input`, checks its invariants, and delivers the events, row
    /// changes and closures the input queued. An input that throws changes nothing.
    ///
    /// ```swift
    /// let events = try table.send(.deleteRow(at: 0, animation: .fade, completion: nil))
    /// // events.map(\.kind) == [.delete]
    /// ```
    ///
    /// - Parameter input: What happened.
    /// - Returns: The events delivered to ``onEvent`` while the input ran, in order: those of
    ///   animations that ended before it, its own, and those of verbs its closures called.
    ///   Inside ``performBatchUpdates(_:completion:)`` events wait for the batch, and none are
    ///   returned.
    /// - Throws: What the verb the input names throws.
    @discardableResult
    public func send(_ input: TableInput<Row>) throws(GestureTableError) -> [TableEvent<Row.ID>] {
        let outer = sentEvents
        sentEvents = []
        defer {
            if let outer { sentEvents = outer + (sentEvents ?? []) } else { sentEvents = nil }
        }
        try run(input)
        return sentEvents ?? []
    }

    /// Feeds one pointer event to the gesture state machine.
    ///
    /// A press on a row starts tracking; the swipe begins once the pointer has moved more than
    /// ``TableConfiguration/touchSlop`` and mostly horizontally. The row then follows the
    /// pointer, the current action is recomputed after each move (with a little hysteresis), and
    /// on release the current action fires, a flick fires the side's first action, or the row
    /// goes back to rest. Rows that are pending, pushed or deleting ignore new gestures; a row
    /// settling back can be grabbed mid-animation.
    ///
    /// - Complexity: O(1) per move, whatever the number of rows.
    @inlinable @inline(__always)
    public func handle(_ event: PointerEvent) {
        // The transition's own arm for `.pointer`, without wrapping the event in a `TableInput`,
        // in one call into the core when nothing is due. Inlinable, so that an app's build makes
        // that call with the core's type known: this module's generic code would look the type
        // up on every call, which costs about as much as the move itself.
        // A press asks the app about the row under it first: not on this path.
        guard !isBusy, !event.isPress else { return finish(event, .timeDue) }
        isBusy = true
        let outcome = core.step(event, at: clockNow)
        isBusy = false
        if outcome != .done || hasWaitingWork { finish(event, outcome) }
    }

    /// The rest of an entry point whose common path did not cover it: delivery, or time with
    /// steps due (or a call from one of the app's closures), then the input; then what waited
    /// for the step.
    @usableFromInline
    func finish(_ event: PointerEvent?, _ outcome: StepOutcome) {
        if isAskingApp {
            // From a closure the table asks: the event waits for the step to end.
            if let event { afterStep { $0.handle(event) } }
            return
        }
        switch outcome {
        case .done: if !isBusy { runWaitingWork() }
        case .deliver, .asks: perform { answerLiftQuestions() }
        case .timeDue: perform { if let event { reduceAskingApp(event) } }
        }
    }

    /// Brings the table up to its clock's time: finishes the animations that have ended (in the
    /// order they end), runs their completions, and lifts a row whose press has been held long
    /// enough.
    ///
    /// Every entry point does this first; drivers call it once per frame, tests after advancing
    /// a ``VirtualClock``.
    @inlinable @inline(__always)
    public func tick() {
        // The transition's arm for `.tick`: time only, which every input brings first; in one
        // call into the core when nothing is due (inlinable for the reason `handle` is).
        guard !isBusy else { return }
        isBusy = true
        let outcome = core.step(nil, at: clockNow)
        isBusy = false
        if outcome != .done || hasWaitingWork { finish(nil, outcome) }
    }
}

// MARK: - Rows

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
        try run(.insertRow(row, at: index, animation: animation, completion: completion).registeringUndo(registersUndo))
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
        try run(.moveRow(at: source, to: destination).registeringUndo(registersUndo))
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
        try run(.updateRow(at: index, with: row).registeringUndo(registersUndo))
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
        try run(.pushRow(at: index, completion: completion))
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
        try run(.replaceRow(at: index, completion: completion))
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
        try run(.deleteRow(at: index, animation: animation, completion: completion).registeringUndo(registersUndo))
    }

    /// Deletes the row with `id`; see ``deleteRow(at:animation:registersUndo:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func deleteRow(
        withID id: Row.ID, animation: RowAnimation = .automatic, completion: (() -> Void)? = nil
    ) throws(GestureTableError) {
        try deleteRow(at: core.checkedIndex(ofRowWithID: id), animation: animation, completion: completion)
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
        try run(.pushAndDeleteRow(at: index, completion: completion))
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
        try run(.deleteRows(at: indexes, animation: animation, completion: completion))
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
        try run(.setRows(newRows, animation: animation).registeringUndo(registersUndo))
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
        try run(.undo)
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
        try run(.redo)
    }
}

// MARK: - Sections

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
        try run(.insertRowAtIndexPath(row, at: indexPath, animation: animation, completion: completion))
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
        try run(.moveRowAtIndexPath(at: source, to: destination))
    }
}

// MARK: - Swiping by command

extension GestureTable {
    /// Drags the row at `index` to an offset without a pointer, as a keyboard or an
    /// accessibility action does: the row follows, with the rubber band, and highlight events
    /// are emitted exactly as for a pointer drag.
    ///
    /// - Parameters:
    ///   - index: The row's index.
    ///   - offset: The offset to drag to, in the table's units; positive uncovers the left side.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidValue`` for an offset that is not finite;
    ///   ``GestureTableError/Code/invalidState`` when the row is pending, pushed, lifted or
    ///   animating in or out.
    public func dragRow(at index: Int, toOffset offset: Double) throws(GestureTableError) {
        try run(.dragRow(at: index, toOffset: offset))
    }

    /// Drags the row at `index` one action further open on `side`, as a keyboard arrow does:
    /// from rest to just past the side's first action, then just past the second. When the row is
    /// open on the other side, it steps back toward rest instead.
    ///
    /// `side` is the side being uncovered, not the direction of travel: the left arrow drags a
    /// row to the left, so it uncovers ``SwipeSide/right``.
    ///
    /// - Throws: as ``dragRow(at:toOffset:)``, and ``GestureTableError/Code/invalidState`` when
    ///   the row has no further action on `side` to step to.
    public func stepRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try run(.stepRow(at: index, side: side))
    }

    /// Releases a row dragged by ``dragRow(at:toOffset:)`` or ``stepRow(at:side:)``, as lifting
    /// the pointer at rest does: the current action fires, a revealing side opens, or the row
    /// settles back.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the row is not being dragged.
    public func releaseRow(at index: Int) throws(GestureTableError) {
        try run(.releaseRow(at: index))
    }

    /// Fires the action in `slot` of the row at `index` through the gesture path: the row is
    /// dragged to the action's fraction (highlight) and released there (trigger, or open for a
    /// revealing side).
    ///
    /// - Throws: as ``dragRow(at:toOffset:)``, and ``GestureTableError/Code/invalidState`` when
    ///   the slot is empty.
    public func triggerAction(in declaredSlot: ActionSlot, ofRowAt index: Int) throws(GestureTableError) {
        try run(.triggerAction(in: declaredSlot, ofRowAt: index))
    }

    /// Nudges the row toward `side` and back, a hint that it has actions there.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the side has no action or the row is not
    ///   at rest.
    public func peekRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try run(.peekRow(at: index, side: side))
    }
}

// MARK: - Open rows

extension GestureTable {
    /// Snaps the row open on `side`, closing any other open row, as releasing past the side's
    /// first fraction does.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the side has no action, does not reveal,
    ///   or the row is busy.
    public func openRow(at index: Int, side: SwipeSide) throws(GestureTableError) {
        try run(.openRow(at: index, side: side))
    }

    /// Closes the row at `index` if it is open; does nothing otherwise.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func closeRow(at index: Int) throws(GestureTableError) {
        try run(.closeRow(at: index))
    }

    /// Activates the button of the action in `slot` on the open row at `index`: the action fires
    /// as if the row had been released on it. A button's slot is ``RevealedButton/slot``.
    ///
    /// - Parameters:
    ///   - declaredSlot: The action's slot as declared (mirrored on screen in a right-to-left
    ///     layout, as everywhere).
    ///   - index: The open row's index.
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when the row is not open or shows no button for
    ///   `slot`.
    public func activateButton(in declaredSlot: ActionSlot, ofRowAt index: Int) throws(GestureTableError) {
        try run(.activateButton(in: declaredSlot, ofRowAt: index))
    }
}

// MARK: - Reordering

extension GestureTable {
    /// Lifts the row at `index` for reordering, as a long press does.
    ///
    /// - Throws: ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``;
    ///   ``GestureTableError/Code/invalidState`` when reordering is off, the row may not move, a
    ///   row is lifted already, or the row is busy (swiped, pending, pushed).
    public func liftRow(at index: Int) throws(GestureTableError) {
        try run(.liftRow(at: index))
    }

    /// Moves the lifted row one place up (`-1`) or down (`+1`), or by any number of places,
    /// clamped to the list and skipping destinations ``canMoveRowTo`` forbids.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func moveLiftedRow(by places: Int) throws(GestureTableError) {
        try run(.moveLiftedRow(by: places))
    }

    /// Moves the lifted row so that it sits at `index`, in the section of the row there now,
    /// as a drag over that position does (or to the allowed place nearest to it on the way).
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted;
    ///   ``GestureTableError/Code/indexOutOfRange`` for an index outside ``rows``.
    public func moveLiftedRow(to index: Int) throws(GestureTableError) {
        try run(.moveLiftedRowToIndex(index))
    }

    /// Moves the lifted row to `indexPath`: a section, and a row in the table as it would be
    /// without the lifted row (`0...numberOfRows(inSection:)`, one less in the row's own section).
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted;
    ///   ``GestureTableError/Code/indexOutOfRange`` for a place the table does not have.
    public func moveLiftedRow(to indexPath: TableIndexPath) throws(GestureTableError) {
        try run(.moveLiftedRowToIndexPath(indexPath))
    }

    /// Drops the lifted row where it is: one move event and one ``didMoveRow`` call when it
    /// changed place, then a drop event. The move's source is the row's index before the lift in
    /// the rows as they are now: rows inserted, deleted or moved during the lift are counted.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func dropLiftedRow() throws(GestureTableError) {
        try run(.dropLiftedRow)
    }

    /// Puts the lifted row back where it was lifted from, between the neighbours it had: the
    /// original order is restored, with any rows inserted, deleted or moved during the lift.
    ///
    /// - Throws: ``GestureTableError/Code/invalidState`` when no row is lifted.
    public func cancelLift() throws(GestureTableError) {
        try run(.cancelLift)
    }
}
