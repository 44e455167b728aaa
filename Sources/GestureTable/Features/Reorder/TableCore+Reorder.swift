// A row lifted, moved among the others and dropped; autoscroll.

extension TableCore {
    /// A row lifted for reordering.
    struct Reorder: Equatable {
        let id: Row.ID
        /// Where the row rests: a flat index in the table without the lifted row, its index
        /// before the lift, kept in step with every change of the other rows since. `cancel`
        /// puts the row back there, and a drop reports its move from there.
        var origin: Int
        /// The section of ``origin``.
        var originSection: Int
        /// Where it is now in ``rows``.
        var index: Int
        /// The lifted row's top edge in viewport coordinates, or `nil` when lifted from the
        /// keyboard (then it is drawn in its slot).
        var y: Double?
        /// The distance from the row's top to the pointer.
        var grab: Double
        /// When autoscroll last advanced.
        var scrolledAt: Duration
        /// Whether the row is drawn under the pointer but not yet moved among the others: lifted
        /// by the move that took it off its context menu, it takes its place at the first step
        /// after the lift's instant, so that the lift's events name the index it was lifted at.
        var followsAtNextStep = false
        /// The app's answers for this lift, by place (its ordinal): whether the row may go there
        /// (``GestureTable/canMoveRowTo`` and ``GestureTable/canMoveRowIntoSection`` both say
        /// yes), with the runs of refused places joined so that a move crosses each in one step.
        /// Forgotten when the other rows or the sections change: an index then names another
        /// place.
        var permitted = PlaceAnswers()
        /// A move that waits for the app's answer about one place on its way.
        var heading: Heading?

        /// Takes the answers out, leaving none.
        mutating func takePermitted() -> PlaceAnswers {
            defer { permitted = PlaceAnswers() }
            return permitted
        }
        /// The selected rows lifted with it, itself included, in their order (several rows
        /// allowed, the lifted row selected, others with it); empty for a row lifted alone.
        /// They stay in place while it moves and join it when it is dropped.
        var group: [Row.ID] = []
        /// Whether the change streams hold the row where it rests rather than where it is
        /// shown: from the first change of a step that the app syncs until the step's effects
        /// are taken (see ``restLiftedRowInStreams()``).
        var streamsRest = false
        /// Where the row was shown before each undo made during the lift, newest last: a redo
        /// that does one of them again shows it there (its neighbours then may have been gone
        /// after the undo). Forgotten on any other change and on a move of the row.
        var shownBeforeUndos: [ShownPlace] = []
    }

    /// A move of the lifted row that stopped at a place the app has not been asked about: the
    /// store asks (with no access to the core held), records the answer in
    /// ``Reorder/permitted`` and resumes the move (``answerLiftQuestion(_:)``).
    struct Heading: Equatable {
        /// Where the move goes.
        var target: LiftPlace
        /// The place whose answer it needs.
        var question: LiftPlace
        /// What follows once the row is where it goes.
        var then: AfterLiftMove
    }

    /// What follows a move of the lifted row, once it is done.
    enum AfterLiftMove: Equatable {
        /// Nothing: the pointer, a scroll or autoscroll moved it.
        case nothing
        /// The content scrolls to show the row (a keyboard move).
        case showsRow
        /// The row is dropped and its new place announced (an accessibility move), after the
        /// content scrolls to show it when `showingRow`. Its label is the one it had at `index`,
        /// where the action found it.
        case dropsAndAnnounces(showingRow: Bool, labelledAt: Int)
    }

    // MARK: - Inputs

    /// Lifts the row at `index` from the keyboard; `permitted` holds what the app has already
    /// said about the places it may take (an accessibility move asked before its step).
    mutating func applyLiftRow(at index: Int, knowing permitted: PlaceAnswers = [:]) throws(GestureTableError) {
        try checkIndex(index)
        try checkLiftable(index)
        // A swipe in progress is interrupted: its row goes back, as on a cancel.
        cancelSwipe()
        lift(index: index, y: nil, grab: 0)
        state.reorder?.permitted = permitted
    }

    mutating func applyMoveLiftedRow(by places: Int) throws(GestureTableError) {
        guard let current = state.reorder else {
            throw GestureTableError(.invalidState, "no row is lifted: lift a row before moving it")
        }
        // Places are counted in the table without the lifted row: each section has one more
        // place than it has other rows. Clamped before adding, so `Int.max` and `Int.min`
        // places do not overflow.
        let ordinal = current.index + state.geometry.section(ofRowAt: current.index)
        let last = state.rows.count - 1 + state.geometry.sectionCount - 1
        let target = ordinal + min(max(places, -ordinal), last - ordinal)
        moveLifted(toward: place(ofOrdinal: target, leaving: current.index), then: .showsRow)
    }

    mutating func applyMoveLiftedRow(to index: Int) throws(GestureTableError) {
        try checkIndex(index)
        guard state.reorder != nil else {
            throw GestureTableError(.invalidState, "no row is lifted: lift a row before moving it")
        }
        moveLifted(toward: LiftPlace(index: index, section: state.geometry.section(ofRowAt: index)), then: .showsRow)
    }

    mutating func applyMoveLiftedRow(to indexPath: TableIndexPath) throws(GestureTableError) {
        guard let current = state.reorder else {
            throw GestureTableError(.invalidState, "no row is lifted: lift a row before moving it")
        }
        try checkSection(indexPath.section)
        let span = places(inSection: indexPath.section, leaving: current.index)
        guard indexPath.row >= 0, indexPath.row <= span.count - 1 else {
            throw GestureTableError(
                .indexOutOfRange,
                "row \(indexPath.row) is out of range: the lifted row can go to rows 0...\(span.count - 1) of section \(indexPath.section)")
        }
        moveLifted(toward: LiftPlace(index: span.lowerBound + indexPath.row, section: indexPath.section), then: .showsRow)
    }

    mutating func applyDropLiftedRow() throws(GestureTableError) {
        guard state.reorder != nil else {
            throw GestureTableError(.invalidState, "no row is lifted: there is nothing to drop")
        }
        if state.pointer?.phase == .lifting { endPointer() }
        drop()
    }

    mutating func applyCancelLift() throws(GestureTableError) {
        guard state.reorder != nil else {
            throw GestureTableError(.invalidState, "no row is lifted: there is nothing to cancel")
        }
        if state.pointer?.phase == .lifting { endPointer() }
        cancelReorder()
    }

    // MARK: - State machine

    func checkLiftable(_ index: Int) throws(GestureTableError) {
        try checkLiftableNow(index)
        let id = state.ids[index]
        guard answers.movable[id] ?? false else {
            let label = answers.refusal.flatMap { $0.id == id ? $0.label : nil } ?? "row \(index + 1)"
            throw GestureTableError(.invalidState, "row \(index) (\(label)) may not be moved: canMoveRow refused it")
        }
    }

    /// Checks what lifting the row at `index` needs of the table now, the app's permission
    /// aside: reordering on, no row lifted, the row at rest.
    func checkLiftableNow(_ index: Int) throws(GestureTableError) {
        guard state.allowsReordering else {
            throw GestureTableError(.invalidState, "reordering is off for this table")
        }
        guard state.reorder == nil else {
            throw GestureTableError(.invalidState, "a row is lifted already: drop it first")
        }
        guard state.states[state.ids[index]] == nil else {
            throw GestureTableError(.invalidState, "row \(index) is busy (swiped, open or animating) and cannot be lifted")
        }
    }

    mutating func lift(index: Int, y: Double?, grab: Double) {
        let id = state.ids[index]
        closeOpenRow()
        dismissMenu()
        state.states[id] = RowState(phase: .lifted)
        state.reorder = Reorder(
            id: id, origin: index, originSection: state.geometry.section(ofRowAt: index), index: index, y: y, grab: grab,
            scrolledAt: state.time, group: liftedGroup(with: id))
        if state.isOutline { beginOutlineCarry(at: index, byPointer: y != nil) }
        emit(.lift, id: id, index: index)
    }

    /// Lifts the row at `index` under a pointer at `pointerY` that held it `grab` below its top,
    /// drawn there at once and moved among the others once time has passed
    /// (``Reorder/followsAtNextStep``).
    mutating func liftUnderPointer(index: Int, grab: Double, pointerY: Double) {
        lift(index: index, y: yOfRow(at: index, now: state.time), grab: grab)
        state.reorder?.y = pointerY - grab
        state.reorder?.followsAtNextStep = true
    }

    /// Follows the pointer with the lifted row.
    mutating func liftedPointerMoved(to point: Point) {
        guard let grab = state.reorder?.grab else { return }
        state.reorder?.y = point.y - grab
        // An outline's carry follows in ``moveLifted(toward:then:)``, from the pointer's x
        // recorded before this move.
        followLiftedRow()
    }

    /// The place at `ordinal` among the places of a row now at `source`.
    func place(ofOrdinal ordinal: Int, leaving source: Int) -> LiftPlace {
        state.geometry.place(ofOrdinal: ordinal, leaving: source)
    }

    /// Moves the lifted row past every neighbour (a row or a header) whose middle its centre has
    /// crossed, rows of any height.
    mutating func followLiftedRow() {
        guard let current = state.reorder, let y = current.y else { return }
        let lifted = current.index
        let home = LiftPlace(index: lifted, section: state.geometry.section(ofRowAt: lifted))
        let height = state.geometry.height(ofRowAt: lifted)
        let centre = y + state.scrollOffset + height / 2
        var place = home
        var top = state.geometry.top(ofRowAt: lifted)
        // A neighbour's middle half is where a row of an outline drops into it: the lifted row
        // passes it at its far quarter instead of its middle.
        let passing = state.isOutline ? 0.75 : 0.5
        // Down: the row below a place is the next row of the table without the lifted one.
        while true {
            let span = places(inSection: place.section, leaving: lifted)
            if place.index < span.upperBound {
                let below = state.geometry.height(ofRowAt: place.index + 1)
                guard centre >= top + height + below * passing else { break }
                top += below
                place.index += 1
            } else if place.section + 1 < state.geometry.sectionCount {
                let header = state.geometry.headerHeight(ofSection: place.section + 1)
                guard centre >= top + height + header / 2 else { break }
                top += header
                place.section += 1
            } else {
                break
            }
        }
        // Up, when it did not go down (an ordinal names one place): the row above a place is the
        // previous row.
        while place.ordinal <= home.ordinal {
            let span = places(inSection: place.section, leaving: lifted)
            if place.index > span.lowerBound {
                let above = state.geometry.height(ofRowAt: place.index - 1)
                guard centre <= top - above * passing else { break }
                top -= above
                place.index -= 1
            } else if place.section > 0 {
                let header = state.geometry.headerHeight(ofSection: place.section)
                guard centre <= top - header / 2 else { break }
                top -= header
                place.section -= 1
            } else {
                break
            }
        }
        moveLifted(toward: place)
    }

    /// Moves the lifted row to `target`, or to the allowed place nearest to it on the way from
    /// where it is, then does what `then` says. When the way passes a place the app has not been
    /// asked about, the move waits as the lift's ``Reorder/heading``.
    mutating func moveLifted(toward target: LiftPlace, then: AfterLiftMove = .nothing) {
        guard let current = state.reorder else { return }
        let here = LiftPlace(index: current.index, section: state.geometry.section(ofRowAt: current.index))
        switch liftDestination(toward: target, from: here, permitted: current.permitted) {
        case .asks(let place):
            state.reorder?.heading = Heading(target: target, question: place, then: then)
            return
        case .stays:
            break
        case .moves(let destination):
            relocate(from: current.index, to: destination.index, section: destination.section)
            state.reorder?.index = destination.index
            state.reorder?.shownBeforeUndos = []
        }
        if state.isOutline { followOutlineCarry(pointerX: nil) }
        state.reorder?.heading = nil
        switch then {
        case .nothing: break
        case .showsRow: scrollToShowLiftedRow()
        case .dropsAndAnnounces(let showingRow, let labelIndex):
            if showingRow { scrollToShowLiftedRow() }
            if state.pointer?.phase == .lifting { endPointer() }
            drop()
            announceMove(of: current.id, labelledAt: labelIndex)
        }
    }

    /// Records the app's answer to the lift's question and resumes the move that waited for it.
    mutating func answerLiftQuestion(_ permitted: Bool) {
        guard let heading = state.reorder?.heading else { return }
        state.reorder?.permitted.record(permitted, at: heading.question.ordinal)
        moveLifted(toward: heading.target, then: heading.then)
    }

    /// The questions the lifted row's move waits for, with the lift's answers taken out for the
    /// store to add to (it gives them back with ``resumeLift(with:)``); `nil` when no move waits.
    mutating func takeLiftQuestions() -> LiftQuestions? {
        guard let question = state.reorder?.heading?.question, let index = state.reorder?.index else { return nil }
        // Taken out rather than copied: the store's answers are then the only reference to
        // their storage, which it adds to in place.
        let answers = state.reorder?.takePermitted() ?? PlaceAnswers()
        return LiftQuestions(asking: question, forRowAt: index, knowing: answers, geometry: state.geometry)
    }

    /// Gives the lift back its answers, the app's among them, and resumes the move that waited.
    mutating func resumeLift(with answers: PlaceAnswers) {
        guard let heading = state.reorder?.heading else { return }
        state.reorder?.permitted = answers
        moveLifted(toward: heading.target, then: heading.then)
    }

    /// The lifted row and the place whose answer its move waits for, if any: what the store
    /// asks ``GestureTable/canMoveRowTo`` and ``GestureTable/canMoveRowIntoSection`` about.
    var liftQuestion: (row: Row, place: LiftPlace)? {
        guard let reorder = state.reorder, let place = reorder.heading?.question else { return nil }
        return (state.rows[reorder.index], place)
    }

    /// Where a row moved toward a place goes.
    enum LiftDestination: Equatable {
        /// Nowhere: it stays where it is.
        case stays
        /// To this place.
        case moves(LiftPlace)
        /// Not known until the app says whether the row may take this place.
        case asks(LiftPlace)
    }

    /// Where the row at `here` goes when moved toward `target`: the target, or the allowed place
    /// nearest to it on the way from `here`, by the app's answers in `permitted`.
    ///
    /// - Complexity: O(log *n*) in the places refused: each run of refused places on the way is
    ///   crossed in one step, so a move that waits for one answer after another does not walk
    ///   again over the places already refused.
    func liftDestination(toward target: LiftPlace, from here: LiftPlace, permitted: PlaceAnswers) -> LiftDestination {
        guard target != here else { return .stays }
        let step = target.ordinal > here.ordinal ? -1 : 1
        let ordinal = permitted.firstNotRefused(from: target.ordinal, by: step)
        // Every place from the target to here refused: the row stays.
        if step < 0 ? ordinal <= here.ordinal : ordinal >= here.ordinal { return .stays }
        let destination = ordinal == target.ordinal ? target : place(ofOrdinal: ordinal, leaving: here.index)
        guard let allowed = permitted[ordinal] else { return .asks(destination) }
        return allowed ? .moves(destination) : .stays
    }

    /// The selected rows a lift of `id` carries, in their order: the whole selection when
    /// several rows are allowed and `id` is one of several selected; none otherwise.
    func liftedGroup(with id: Row.ID) -> [Row.ID] {
        // In an outline a row carries the rows shown under it.
        if state.isOutline, let index = index(ofRowWithID: id) { return outlineGroup(ofRowAt: index) }
        guard state.selectionMode == .multiple, state.selectedRowIDs.count > 1, state.selectedRowIDs.contains(id)
        else { return [] }
        return selectedIndexes().map { state.ids[$0] }
    }

    mutating func drop() {
        guard let current = state.reorder else { return }
        if state.isOutline, let carry = state.outline.carry, dropInOutlineParts(current, carry: carry) { return }
        if current.group.count > 1 { return dropGroup(current) }
        let resting = liftedRowRestingIndex ?? current.origin
        reportDrop(of: current, restingAt: resting)
        state.reorder = nil
        state.states[current.id] = nil
        if noteDroppedMove(of: current, restingAt: resting) {
            queue(.didMoveRow(source: resting, destination: current.index))
        }
        emit(.drop, id: current.id, index: current.index)
    }

    /// Records and announces the move of a dropped row from where it rested (`resting`), if it
    /// moved; returns whether it did.
    mutating func noteDroppedMove(of current: Reorder, restingAt resting: Int) -> Bool {
        let section = state.geometry.section(ofRowAt: current.index)
        guard resting != current.index || current.originSection != section else { return false }
        let source = indexPath(ofPlace: resting, section: current.originSection, without: current.index)
        emit(.move, id: current.id, index: current.index, from: resting, source: source)
        noteMove(of: current.id, from: resting, section: current.originSection)
        return true
    }

    /// Drops a lifted group: the lifted row takes its place as a row alone would, then the
    /// others join it there, those above it before it and those below after it, in their order.
    /// One undo step; ``GestureTable/didMoveRows`` once.
    mutating func dropGroup(_ current: Reorder) {
        // Where the group's rows rest (the app's indexes, before the drop), in their order; a
        // row deleted during the lift is not carried.
        let members = current.group.compactMap { id in index(ofRowWithID: id).map { (id, restingIndex(ofRowAt: $0)) } }
        let resting = liftedRowRestingIndex ?? current.origin
        reportDrop(of: current, restingAt: resting)
        state.reorder = nil
        state.states[current.id] = nil
        openOneStep()
        nameNextStep("Move \(members.count) Rows")
        defer { nameNextStep(nil) }
        _ = noteDroppedMove(of: current, restingAt: resting)
        let position = members.firstIndex { $0.0 == current.id } ?? 0
        // Below it, nearest first: each goes right after the row placed before it.
        var neighbour = current.id
        for (id, _) in members[(position + 1)...] {
            guard let here = index(ofRowWithID: neighbour), let source = index(ofRowWithID: id) else { continue }
            joinGroup(id, from: source, to: source > here ? here + 1 : here)
            neighbour = id
        }
        // Above it, nearest first: each goes right before the row placed after it.
        neighbour = current.id
        for (id, _) in members[..<position].reversed() {
            guard let here = index(ofRowWithID: neighbour), let source = index(ofRowWithID: id) else { continue }
            joinGroup(id, from: source, to: source < here ? here - 1 : here)
            neighbour = id
        }
        closeOneStep()
        let first = members.first.flatMap { index(ofRowWithID: $0.0) } ?? current.index
        let sources = members.map { $0.1 }
        if sources != Array(first..<(first + sources.count)) {
            queue(.didMoveRows(sources: sources, destination: first))
            announce("\(members.count) rows moved to \(placeDescription(ofRowAt: first))", id: nil, index: nil)
        }
        emit(.drop, id: current.id, index: index(ofRowWithID: current.id) ?? current.index)
    }

    /// Moves a row of a dropped group from `source` to `destination` (standard-library move
    /// semantics), beside the rows of the group already placed.
    mutating func joinGroup(_ id: Row.ID, from source: Int, to destination: Int) {
        guard source != destination else { return }
        let from = relocate(from: source, to: destination, section: state.geometry.section(ofRowAt: destination))
        noteMove(of: id, from: source, section: from.section)
        emit(.move, id: id, index: destination, from: source, source: from)
    }

    /// Ends the lift for a drop made elsewhere (an outline's): the row is at rest where it is.
    mutating func endLiftForDrop(of id: Row.ID) {
        state.reorder = nil
        state.states[id] = nil
    }

    /// Makes the lifted row rest no earlier than `place` (a flat index among the other rows of
    /// its section): a row that opened above it keeps its children between them.
    mutating func liftedRowRestNoEarlier(than place: Int, section: Int) {
        guard let current = state.reorder, current.originSection == section, current.origin < place else { return }
        state.reorder?.origin = place
    }

    mutating func cancelReorder() {
        guard let current = state.reorder, let origin = liftedRowRestingIndex else { return }
        // Moved while still lifted: a move of the streams' `.lift`, back where it rests.
        relocate(from: current.index, to: origin, section: current.originSection)
        state.reorder = nil
        state.states[current.id] = nil
        emit(.cancel, id: current.id, index: origin)
    }

    /// Ends the lift with `cancel` (the row goes back to its origin) before a change that moves
    /// the lifted row itself. A pointer holding it stays down and drives nothing until released,
    /// as for any row a change takes from under the pointer.
    mutating func cancelLiftUnderChange() {
        guard let current = state.reorder else { return }
        releasePointer(from: current.id, index: current.index)
        cancelReorder()
    }

    // MARK: - Autoscroll

    /// Scrolls by the autoscroll speed for the time since the last step, then lets the lifted
    /// row follow.
    @inline(never)
    mutating func advanceAutoscroll(to now: Duration) {
        guard let current = state.reorder else { return }
        // Later than the lift, not in the entry point that lifted it (which brings time up to
        // date again before it delivers the lift's events).
        if current.followsAtNextStep, now > current.scrolledAt {
            state.reorder?.followsAtNextStep = false
            followLiftedRow()
        }
        let elapsed = (now - current.scrolledAt).seconds
        state.reorder?.scrolledAt = now
        let speed = autoscrollSpeed
        guard speed != 0, elapsed > 0 else { return }
        scrollContent(by: speed * elapsed)
        followLiftedRow()
    }

    /// Scrolls just enough to show the lifted row (keyboard reorder).
    mutating func scrollToShowLiftedRow() {
        guard let current = state.reorder else { return }
        let top = state.geometry.top(ofRowAt: current.index)
        // The pinned header of the row's section covers the top of the viewport.
        let covered = state.geometry.headerHeight(ofSection: state.geometry.section(ofRowAt: current.index))
        var offset = state.scrollOffset
        if top - covered < offset { offset = top - covered }
        let bottom = top + state.geometry.height(ofRowAt: current.index)
        if bottom > offset + state.viewportHeight { offset = bottom - state.viewportHeight }
        scrollContent(to: offset)
    }
}

extension TableCore {
    // MARK: - Rows that change under the lift

    /// Forgets the app's answers about places, and a move waiting for one: once the other rows
    /// or the sections change, an index names another place.
    mutating func forgetLiftAnswers() {
        guard state.reorder?.permitted.isEmpty == false || state.reorder?.heading != nil else { return }
        state.reorder?.permitted = [:]
        state.reorder?.heading = nil
    }

    /// Keeps the lifted row's indexes in step with a row removed at `index`. A lifted row that is
    /// itself removed ends the lift with `cancel` (a pointer holding it was let go of by
    /// ``releasePointer(from:index:)``: it stays down and drives nothing until released).
    mutating func liftedRowNoteRemoval(at index: Int, id: Row.ID) {
        guard let current = state.reorder else { return }
        forgetLiftAnswers()
        if current.id == id {
            state.reorder = nil
            emit(.cancel, id: id, index: index)
            return
        }
        // The origin is a place among the other rows: it moves up when one of them above it goes.
        let place = index > current.index ? index - 1 : index
        if place < current.origin { state.reorder?.origin -= 1 }
        if index < current.index { state.reorder?.index -= 1 }
    }

    /// Keeps the lifted row's indexes in step with a row just placed at `index` (its section is
    /// the one it is in now).
    mutating func liftedRowNoteInsertion(at index: Int) {
        guard let current = state.reorder else { return }
        forgetLiftAnswers()
        // The new row's place among the other rows. At the origin itself, the new row goes above
        // it when it joins an earlier section, or the same section above the lifted row, so that
        // a row lifted and not moved is still where it rests after any insertion.
        let place = index > current.index ? index - 1 : index
        let section = state.geometry.section(ofRowAt: index)
        let isAbove =
            place < current.origin
            || place == current.origin
                && (section < current.originSection || section == current.originSection && index <= current.index)
        if isAbove { state.reorder?.origin += 1 }
        if index <= current.index { state.reorder?.index += 1 }
    }

    /// Keeps the lifted row's indexes in step with another row just moved from `source` to
    /// `destination` (as ``relocate(from:to:section:)`` moves: out, then in).
    mutating func liftedRowNoteMove(from source: Int, to destination: Int, id: Row.ID) {
        guard let current = state.reorder, current.id != id else { return }
        liftedRowNoteRemoval(at: source, id: id)
        liftedRowNoteInsertion(at: destination)
    }

    /// Makes `place` (a flat index in the table without the lifted row) where the lifted row
    /// rests: in the section of the row it is shown in when that section has the place, otherwise
    /// in the section of the row that follows the place.
    mutating func restLiftedRow(at place: Int) {
        guard let current = state.reorder else { return }
        var section = state.geometry.section(ofRowAt: current.index)
        if !places(inSection: section, leaving: current.index).contains(place) {
            let following = place >= current.index ? place + 1 : place
            section = following < state.rows.count ? state.geometry.section(ofRowAt: following) : state.geometry.sectionCount - 1
        }
        liftedRowRest(at: place, section: section)
    }
}

extension TableCore {
    // MARK: - Sections that change under the lift

    /// Where the lifted row rests, as a section and a place among that section's other rows:
    /// what a change of sections that keeps each section's rows keeps.
    func liftedRowRestingPath() -> TableIndexPath? {
        guard let current = state.reorder else { return nil }
        return indexPath(ofPlace: current.origin, section: current.originSection, without: current.index)
    }

    /// After a change of sections: the lifted row is found again where it is shown, and rests at
    /// `path` (a place among the other rows of a section, by the sections as they are now), or,
    /// when its section went, where it is shown.
    mutating func liftedRowFollowSections(restingAt path: TableIndexPath?) {
        guard let current = state.reorder, let index = index(ofRowWithID: current.id) else { return }
        state.reorder?.index = index
        if let path, path.section >= 0, path.section < state.geometry.sectionCount {
            let span = places(inSection: path.section, leaving: index)
            state.reorder?.origin = min(span.lowerBound + max(0, path.row), span.upperBound)
            state.reorder?.originSection = path.section
        } else {
            // Its section went: it rests where it is shown, a move of its own in the rows as
            // they rest, recorded before the section's removal so that undo brings the section
            // back before the row.
            let section = state.geometry.section(ofRowAt: index)
            state.reorder?.origin = index
            state.reorder?.originSection = section
            noteMove(of: current.id, from: current.origin, section: current.originSection)
        }
    }

    /// After a diff of sections: the lifted row is found again where the diff put it, and rests
    /// there.
    mutating func liftedRowRestWhereShown() {
        guard let current = state.reorder, let index = index(ofRowWithID: current.id) else { return }
        state.reorder?.index = index
        liftedRowRest(at: index, section: state.geometry.section(ofRowAt: index))
    }
}
