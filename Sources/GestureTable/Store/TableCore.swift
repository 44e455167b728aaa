/// A table's behaviour as a value: its state, what the app supplies, and the effects of the
/// step in progress.
///
/// ``GestureTable`` holds one `TableCore` beside its clock and delivers what each step returns.
/// The features (Swipe, Reveal, Reorder, Rows, Time, Layout, each in its folder under
/// `Features/`) are extensions of it: each reduces its own inputs over the state, reads the
/// app's answers from ``answers`` (it never calls the app), and queues what the app must hear
/// as ``Effect`` values. ``reduce(_:)`` is the one transition.
///
/// Being a value, a copy is a snapshot: tests can send an input to one and state the whole
/// resulting state and effects.
@usableFromInline
struct TableCore<Row: Identifiable> {
    // The state comes first: its offset, and those of its own leading fields, are then fixed
    // at compile time, so the table reaches them without asking for the core's type metadata.
    // (Calling a method of the core does ask for it, once per call: an entry point makes one
    // call on its common path; see ``step(_:at:)``.)

    /// Everything the table knows, as plain data.
    var state: TableState<Row>
    /// What the app has answered: row actions, whether a row may move, heights.
    var answers = AppAnswers<Row>()
    /// The actions of the row under the pointer, as the app declared them when it went
    /// down: closures, so kept beside the state rather than in it.
    var pointerActions: SwipeActions<Row> = .none
    /// The completion closures of animations still running, by the token the state knows them
    /// by; each is taken out when it runs.
    var completions: [CompletionToken: () -> Void] = [:]
    /// How many completions may wait before the registry is swept of those whose animation was
    /// cut short without running them.
    var completionSweepThreshold = 64
    /// What the step in progress has produced for the app, in order.
    var outbox: [Effect<Row>] = []
    /// Whether ``outbox`` may hold something (true whenever it does): a plain flag, so a step
    /// with nothing to deliver does not touch the generic array.
    var hasEffects = false
    /// The closures the table has let go of (answers replaced or forgotten, completions and
    /// effects dropped unrun), kept until the store ends the step: releasing one may run app
    /// code (a `deinit` of something it captured), which must not run while the core is
    /// borrowed. See ``release(_:)``.
    var released: [Released<Row>] = []
    /// Whether ``released`` holds something (true whenever it does): a plain flag, as
    /// ``hasEffects``.
    var hasReleased = false
    /// The numbering of undo steps this table shares with the other columns of a board; `nil`
    /// for a table of its own.
    var undoSerials: UndoSerials?
    /// The numbering of a table of its own's undo steps while it has an undo window, which
    /// tells which step a change belongs to; `nil` otherwise (steps then have serial 0).
    var stepNumbers: UndoSerials?
    /// When the undo window's oldest change is due (``CommitWindow``), among the deadlines.
    var commitDeadline: Duration?
    /// The items of the context menu shown (``TableState/contextMenu``), as the app declared
    /// them: closures, so kept beside the state.
    var menuItems: [ContextMenuItem<Row>] = []
    /// Whether an undo or a redo is announced: not the second half of a move between a board's
    /// columns, which the first half announces.
    var announcesReplays = true
    /// The outline's code, installed by ``GestureTable/setOutline(_:)`` (``OutlineParts``);
    /// `nil` in a table never given an outline.
    var outlineParts: OutlineParts<Row>?

    init(state: TableState<Row>) {
        self.state = state
    }

    /// Hands over the effects produced so far, leaving the outbox empty.
    @inline(__always)
    mutating func takeEffects() -> [Effect<Row>] {
        guard hasEffects else { return [] }
        return takeQueuedEffects()
    }

    @inline(never)
    mutating func takeQueuedEffects() -> [Effect<Row>] {
        // The streams show the lifted row where it is shown again, at the end of what the app
        // hears at once.
        if state.isLifting { showLiftedRowInStreams() }
        hasEffects = false
        // A fresh array rather than `removeAll(keepingCapacity:)`, which is costly in unspecialized
        // generic code (the core is generic over its rows) and rarely saves an allocation here.
        defer { outbox = [] }
        return outbox
    }

    /// Keeps `value`, which the core lets go of, until the store ends the step
    /// (``takeReleased()``).
    mutating func release(_ value: Released<Row>) {
        released.append(value)
        hasReleased = true
    }

    /// Hands over what the core has let go of, for the store to release with no access to the
    /// core held.
    @inline(never)
    mutating func takeReleased() -> [Released<Row>] {
        hasReleased = false
        defer { released = [] }
        return released
    }

    /// Keeps `actions` as the app's answer for the row with `id`, letting go of the answer it
    /// replaces.
    mutating func keepActions(_ actions: SwipeActions<Row>, of id: Row.ID) {
        if let replaced = answers.actions.updateValue(actions, forKey: id) { release(.actions(replaced)) }
    }

    /// Forgets the completions no part of the state names any more (a state removed before its
    /// animation ended drops its completion unrun), so the registry does not grow without end.
    /// Runs when the registry has doubled since the last sweep: O(1) amortized per completion.
    @inline(never)
    mutating func sweepCompletions() {
        var live = Set<CompletionToken>()
        state.states.forEachPosition { id, _ in
            if let token = state.states.completion(of: id) { live.insert(token) }
        }
        for deletingRow in state.deletions.values {
            if let token = deletingRow.completion { live.insert(token) }
        }
        for entry in state.batchCompletions { live.insert(entry.completion) }
        let swept = completions
        completions = swept.filter { live.contains($0.key) }
        release(.completions(swept))
        completionSweepThreshold = max(64, 2 * completions.count)
    }
}

/// A value holding the app's closures that the core has let go of: the store releases it after
/// the step, when the closures' captures may run app code (see ``TableCore/released``).
enum Released<Row: Identifiable> {
    /// The actions of a row, replaced by a newer answer or let go of by the pointer.
    case actions(SwipeActions<Row>)
    /// The actions of the rows whose answers were forgotten.
    case answers([Row.ID: SwipeActions<Row>])
    /// Completions, of which those no longer registered were dropped unrun.
    case completions([CompletionToken: () -> Void])
    /// Effects dropped unrun (a batch that failed): handlers, completions, rows.
    case effects([Effect<Row>])
    /// The items of a context menu that closed, or of a press's row asked again.
    case menuItems([ContextMenuItem<Row>])
}

/// How much ``AppAnswers`` holds: plain numbers the store reads on every entry point.
struct AnswerCounts {
    /// Whether answers for one step only are kept (``AppAnswers/forgetStepAnswers()``).
    var hasStepAnswers = false
    /// How many rows' actions are kept, at most; and how many may be before those of rows at
    /// rest are forgotten (doubling, so the forgetting is O(1) amortized per answer).
    var actions = 0
    var actionsLimit = 16
}

/// What the app has answered, as plain values: the core never calls the app.
///
/// The table's store asks the app's closures (``GestureTable/swipeActions``,
/// ``GestureTable/canMoveRow``, ``GestureTable/heightOfRow``, …) with no access to the core
/// held, before the step that needs the answer, and writes the answers here; a step reads them.
/// What a step finds it needs only as it goes (whether the lifted row may take a place) it asks
/// as a question (``TableCore/Reorder/question``), which the store answers after the step before
/// the step is resumed.
struct AppAnswers<Row: Identifiable> {
    /// The actions of each row a gesture or verb began on, as declared: kept while the row
    /// moves, so that a step and a frame draw what the gesture began with (UIKit also asks for
    /// a row's swipe actions once, when its swipe begins).
    var actions: [Row.ID: SwipeActions<Row>] = [:]
    /// Whether the app lets a row move, asked for the row a press, a lift or an accessibility
    /// move is about to take; for the step about to run.
    var movable: [Row.ID: Bool] = [:]
    /// The heights (clamped) of the rows the step about to run places or gives a new value, by
    /// id; for that step.
    var heights: [Row.ID: Double] = [:]
    /// The ids of the rows the step about to run brings in or gives a new value, in the order
    /// ``RowsBroughtIn/idsOfNewValues`` reads them: a row's `id` is the app's code, read by the
    /// store before the step and never by the core; for that step.
    var arrivingIDs: [Row.ID] = []
    /// The label of the row ``GestureTable/canMoveRow`` refused, for the step's error to name
    /// it; for that step.
    var refusal: (id: Row.ID, label: String)?
    /// Where the row an accessibility move is about to take may go; for that step.
    var places = PlaceAnswers()
    /// The context menu's items of the row a press or ``GestureTable/presentContextMenu(forRowAt:)``
    /// is about to act on, and that row; kept until the next press asks again (a press held
    /// still opens the menu when its time comes, after the step that asked).
    var menu: (id: Row.ID, items: [ContextMenuItem<Row>])?
    /// Whether ``GestureTable/canBeginSwipe`` refused a swipe from the point a press is about
    /// to begin at; for that step.
    var swipeRefused = false
    /// Whether ``GestureTable/canDropRow`` lets the row an outline verb moves go under the
    /// parent it would give it; for that step.
    var dropAllowed = true
    /// What an accessibility action on a row of an outline needs (the labels its moves name,
    /// whether ``GestureTable/canDropRow`` allows them); for that step.
    var outlineAccessibility = OutlineAccessibility()
    /// Whether the app answers ``GestureTable/canDropRow``: without it a carry asks nothing.
    var asksDropParents = false
    /// Whether the app gives rows their heights (``GestureTable/heightOfRow`` is set).
    var hasRowHeights = false
    /// Whether the app listens to changes of the rows, flat and by section: a change nobody
    /// hears is not built.
    var reportsRowChanges = false
    var reportsSectionedRowChanges = false
    /// Whether anyone hears events (``GestureTable/onEvent``, ``GestureTable/onAnnouncement``,
    /// or ``GestureTable/send(_:)``, which returns them): an event nobody hears is not built,
    /// so that selecting or deleting a million rows does not queue millions of them.
    var reportsEvents = true

    /// Forgets what was asked for one step only.
    mutating func forgetStepAnswers() {
        if !movable.isEmpty { movable = [:] }
        if !heights.isEmpty { heights = [:] }
        if !places.isEmpty { places = [:] }
        if !arrivingIDs.isEmpty { arrivingIDs = [] }
        refusal = nil
        swipeRefused = false
        dropAllowed = true
        outlineAccessibility = OutlineAccessibility()
    }
}

// MARK: - Rows by id and index

/// Checks an index into `count` rows, throwing the table's error for one out of range.
func checkRowIndex(_ index: Int, count: Int) throws(GestureTableError) {
    guard index >= 0, index < count else {
        throw .indexOutOfRange(index, count: count)
    }
}

extension GestureTable {
    /// Checks an index into ``rows``, as the core's `checkIndex(_:)` does, reading only the count:
    /// a method of the core called on the class's stored core copies the whole core first.
    func checkIndex(_ index: Int) throws(GestureTableError) {
        try checkRowIndex(index, count: core.state.rows.count)
    }
}

extension TableCore {
    /// The index of the row with `id`, or `nil` if the table does not hold it.
    func index(ofRowWithID id: Row.ID) -> Int? {
        state.rowIndex.index(of: id)
    }

    /// The index of the row with `id`, trying `hint` first.
    func index(of id: Row.ID, hint: Int) -> Int? {
        // A hint that misses only costs the lookup below. Bounds by `count`: `indices` of rows
        // of a generic type is a generic call that looks its types up at run time.
        if hint >= 0, hint < state.ids.count, state.ids[hint] == id { return hint }
        return index(ofRowWithID: id)
    }

    /// Checks an index, throwing the table's error for one out of range.
    func checkIndex(_ index: Int) throws(GestureTableError) {
        try checkRowIndex(index, count: state.rows.count)
    }

    /// The index of a row by id, throwing ``GestureTableError/Code/rowNotFound`` when it is gone.
    func checkedIndex(ofRowWithID id: Row.ID) throws(GestureTableError) -> Int {
        guard let index = index(ofRowWithID: id) else {
            throw GestureTableError(.rowNotFound, "no row with id \(id) in the table: it was deleted or never inserted")
        }
        return index
    }
}
