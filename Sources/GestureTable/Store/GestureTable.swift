// The store: the core, the clock, the app's closures, and lookups by id.

/// A list of rows that can be swiped and reordered, with actions declared as closures.
///
/// `GestureTable` is the platform-free state machine behind a swipeable list, modelled after
/// PDGestureTableView. It owns the rows, the per-row state of rows that are moving, and the
/// animations, all on an injected ``TableClock``. A view (UIKit, SwiftUI, a terminal) feeds it
/// ``PointerEvent``s and draws what ``presentation(ofRowAt:)`` and ``layout(height:)``
/// report; tests drive it with a ``VirtualClock``.
///
/// ```swift
/// let table = try GestureTable(rows: mails, width: 320, clock: VirtualClock())
/// table.swipeActions = { _ in actions }
/// table.onEvent = { event in print(event) }
/// table.handle(.down(Point(x: 200, y: 0.5)))
/// table.handle(.moved(Point(x: 60, y: 0.5)))
/// table.handle(.up(velocity: .zero))
/// ```
///
/// Per-row state is keyed by the row's `id`, never by its index, and exists only for rows that
/// are not at rest: a row at rest costs nothing beyond the row value itself.
///
/// The table's whole state is one value, changed only by one transition, ``send(_:)``: every
/// verb, pointer event, tick and setting is a ``TableInput`` applied to it. The class is the
/// store around that value: it reads the clock, runs each input as one step, and delivers what
/// the step produced to the app's closures.
///
/// ## Isolation
/// A table is not `Sendable`: it belongs to the one thread or actor that created it (the main
/// actor in an app, the run loop in the terminal driver). Its closures run on that same context,
/// synchronously, never while the table's state is borrowed: those that hear something run
/// after the step, so they may call any verb; those that answer a question run before the
/// step that needs the answer, and may read the table (a verb from them throws). A closure the
/// table lets go of (the actions it kept for a row, a completion cut short, a handler of a batch
/// that failed) is released after the step too, so a `deinit` of something it captured may
/// read the table or call any verb.
public final class GestureTable<Row: Identifiable> {
    // The app's closures. The table asks the ones that answer a question (actions, whether a
    // row may move, heights, labels) before or after a step of the core, never inside one, and
    // runs the ones that hear something (events, changes, handlers, completions) after it: none
    // runs while the table's state is borrowed, so each may read the table and set any of these
    // at any time. A verb called while the table asks one throws `invalidState`; a setting or a
    // pointer event waits for the question's step to end.

    /// The actions of a row, asked for when a gesture or a verb begins on it, and kept while the
    /// row moves (as UIKit asks once when a swipe begins). Default: none.
    ///
    /// Asked before the step that needs the answer: it may read the table, and a verb called
    /// from it throws ``GestureTableError/Code/invalidState``.
    public var swipeActions: (Row) -> SwipeActions<Row> = { _ in .none }
    /// Receives every ``TableEvent``, after the table's state is consistent.
    public var onEvent: ((TableEvent<Row.ID>) -> Void)? {
        didSet { noteEventListeners() }
    }
    /// Receives every change of ``rows``, once and in order, whatever caused it (a verb, a
    /// reorder step, an undo, a batch, ``setRows(_:animation:registersUndo:)``), after the table's state is
    /// consistent: apply each to the app's own array to keep it equal to ``rows``.
    ///
    /// ```swift
    /// table.onRowChange = { change in change.apply(to: &mails) }
    /// ```
    ///
    /// While a row is lifted, ``rows`` shows it where the user holds it. Its provisional moves
    /// have origin ``ChangeOrigin/lift``, and every other change is reported where the rows rest
    /// (the lifted row at ``liftedRowRestingIndex``), so an array fed all but the `.lift` changes
    /// is the app's model, and the changes that are neither `.lift` nor `.external` are what the
    /// user did: one move per drop, nothing for a cancel, an undo's or a redo's own changes.
    ///
    /// ```swift
    /// table.onRowChange = { change in
    ///     change.apply(to: &shown)
    ///     guard change.origin != .lift else { return }
    ///     change.apply(to: &mails)
    ///     if change.origin != .external { server.send(change) }
    /// }
    /// ```
    public var onRowChange: ((RowChange<Row>) -> Void)? {
        didSet { followCommitWindow() }
    }
    /// Receives every change of the rows as ``onRowChange`` does, addressed by section and row:
    /// apply each to the app's own array of sections. During a lift, the same holds by section:
    /// all but the ``ChangeOrigin/lift`` changes keep the sections as they rest (the lifted row
    /// at ``liftedRowRestingIndexPath``).
    ///
    /// ```swift
    /// table.onSectionedRowChange = { change in change.apply(to: &mailsByDay) }
    /// ```
    public var onSectionedRowChange: ((SectionedRowChange<Row>) -> Void)? {
        didSet { whenNotAsking { $0.core.answers.reportsSectionedRowChanges = $0.onSectionedRowChange != nil } }
    }
    /// Whether a row may be lifted for reordering, asked when a press begins on the row and
    /// when ``liftRow(at:)`` or an accessibility move is about to lift it. Default: every row.
    ///
    /// Asked before the step that needs the answer: it may read the table, and a verb called
    /// from it throws ``GestureTableError/Code/invalidState``.
    public var canMoveRow: (Row) -> Bool = { _ in true }
    /// Whether a sideways drag from `point` may swipe `row`, asked when a press begins on the
    /// row: `false` leaves the drag to a control inside the row (a slider, a scroller), as
    /// ``GestureClaim/declined``. `point` is in the row's own coordinates: `x` across it from its
    /// left edge, `y` down from its top. `nil`, the default: everywhere.
    ///
    /// Asked before the step that needs the answer: it may read the table, and a verb called
    /// from it throws ``GestureTableError/Code/invalidState``.
    public var canBeginSwipe: ((_ row: Row, _ point: Point) -> Bool)?
    /// A row's context menu: a still long press opens it instead of lifting the row, and moving
    /// the press past ``TableConfiguration/menuDragTolerance`` then closes it and lifts the row
    /// (``ContextMenu``). `nil`, the default: a long press lifts.
    ///
    /// The items are asked when a press begins on the row (and by
    /// ``presentContextMenu(forRowAt:)``): the closure may read the table, and a verb called from
    /// it throws ``GestureTableError/Code/invalidState``.
    public var contextMenu: ContextMenu<Row>?
    /// Whether a lifted row may be dropped at a destination index, asked at most once per place
    /// during a lift (again after the other rows change). Default: anywhere.
    ///
    /// A move asks about the places from its target back toward the row, one after another,
    /// and stops at the first allowed: a move across *n* refused places asks *n* questions and
    /// takes O(*n*).
    ///
    /// Asked between steps: it may read the table, and a verb called from it throws
    /// ``GestureTableError/Code/invalidState``.
    public var canMoveRowTo: (_ row: Row, _ destination: Int) -> Bool = { _, _ in true }
    /// Whether a lifted row may be dropped into a section, by the section's index, asked with
    /// ``canMoveRowTo`` (when it allows the place). Default: any.
    ///
    /// Asked between steps: it may read the table, and a verb called from it throws
    /// ``GestureTableError/Code/invalidState``.
    public var canMoveRowIntoSection: (_ row: Row, _ section: Int) -> Bool = { _, _ in true }
    /// The height of each row, in the table's vertical unit, asked for when a row arrives or
    /// gets a new value (and for every row when this is set). `nil`, the default: every row is
    /// ``TableConfiguration/rowHeight`` tall. Heights are clamped to 0.001...1e6 (NaN gives
    /// ``TableConfiguration/rowHeight``).
    ///
    /// Asked before the step that places the rows: it may read the table, and a verb called
    /// from it throws ``GestureTableError/Code/invalidState``.
    ///
    /// The unit is the one of ``TableConfiguration/rowHeight``, ``viewportHeight`` and a
    /// pointer's `y` (points in a view, lines in a terminal): a height, not a number of rows.
    ///
    /// ```swift
    /// table.configuration.rowHeight = 44                              // points
    /// table.heightOfRow = { mail in mail.preview == nil ? 44 : 88 }   // points too
    /// ```
    public var heightOfRow: ((Row) -> Double)? {
        didSet { whenNotAsking { $0.reloadRowHeights() } }
    }
    /// What a screen reader calls a row, as `accessibilityLabel` does for a cell, asked as an
    /// announcement is delivered and when assistive technology asks for it. Default: `row N`, N
    /// counted from 1.
    ///
    /// Asked outside any step: it may read the table, and a verb called from it throws
    /// ``GestureTableError/Code/invalidState``.
    public var accessibilityLabel: ((Row) -> String)?
    /// Called once when a lifted row is dropped at a new index, with the source and destination
    /// indexes (standard-library `move` semantics: the row now sits at the destination).
    public var didMoveRow: ((_ source: Int, _ destination: Int) -> Void)?
    /// Called once when a lifted group of selected rows is dropped (``SelectionMode/multiple``:
    /// a long press on a selected row lifts the whole selection), instead of ``didMoveRow``:
    /// the rows that were at `sources` (ascending) now sit together, in their order, at
    /// `destination..<destination + sources.count`.
    ///
    /// ```swift
    /// table.didMoveRows = { sources, destination in
    ///     let moved = sources.map { model[$0] }
    ///     for source in sources.reversed() { model.remove(at: source) }
    ///     model.insert(contentsOf: moved, at: destination)
    /// }
    /// ```
    public var didMoveRows: ((_ sources: [Int], _ destination: Int) -> Void)?
    // Outlines
    /// Whether a row of an outline may go under `parent` (`nil`: the top level), asked when a
    /// carried row comes to a place that gives it that parent, and before
    /// ``moveRow(at:intoRowAt:)`` and ``moveRowOutOfParent(at:)``. A refusal sends a carried
    /// row home at the drop and leaves a moved one where it is, with a
    /// ``TableEventName/dropRefused`` event. `nil` allows every parent.
    ///
    /// Asked outside any step: it may read the table, and a verb called from it throws
    /// ``GestureTableError/Code/invalidState``.
    public var canDropRow: ((_ row: Row, _ parent: Row?) -> Bool)? {
        // Whether a carry waits for answers: without the closure every parent is allowed.
        didSet { core.answers.asksDropParents = canDropRow != nil }
    }
    /// Called once when a row of an outline lands under a new parent or at a new place among
    /// its parent's children — a drop, ``moveRow(at:intoRowAt:)``, ``moveRowOutOfParent(at:)``
    /// — with the row, its parent (`nil`: the top level) and its index among the parent's
    /// children. In an outline it is called instead of ``didMoveRow`` and ``didMoveRows``; the
    /// rows carried under it went with it.
    ///
    /// ```swift
    /// table.didMoveRowToParent = { row, parent, childIndex in
    ///     model.move(row.id, under: parent?.id, at: childIndex)
    /// }
    /// ```
    public var didMoveRowToParent: ((_ row: Row, _ parent: Row?, _ childIndex: Int) -> Void)?
    // Selection
    /// Called when a tap selects a row, with the row and its index path, as
    /// `tableView(_:didSelectRowAt:)`: after the step, and again for a tap on the row already
    /// selected. ``selectRow(at:)-(TableIndexPath)`` does not call it, as UIKit's `selectRow`
    /// does not call its delegate; its ``TableEventName/select`` event reports it.
    public var didSelectRow: ((_ row: Row, _ indexPath: TableIndexPath) -> Void)?
    /// Receives what a screen reader should say after an accessibility action, an undo or a
    /// redo (``performAccessibilityAction(named:ofRowAt:)``): `Archive “Ada Lovelace”`,
    /// `“Ada Lovelace” moved to 3 of 8`, `Undone: Archive “Ada Lovelace”`. Each is also an
    /// event, ``TableEventName/announce``.
    public var onAnnouncement: ((String) -> Void)? {
        didSet { noteEventListeners() }
    }
    /// The clock every instant comes from.
    public let clock: any TableClock

    /// Set while a transition runs; nested calls (from closures) do not advance time or flush.
    @usableFromInline var isBusy = false
    /// Set while the table asks one of the app's closures a question (actions, whether a row may
    /// move, heights, a label) for a step: the closure may read the table then; a setting or a
    /// pointer event it sends waits in ``waitingWork`` for the step to end, and a verb throws,
    /// since the step is built on the answer.
    @usableFromInline var isAskingApp = false
    /// What arrived while the app was asked, run after the step in order.
    @usableFromInline var waitingWork: [(GestureTable) -> Void] = [] {
        didSet { hasWaitingWork = !waitingWork.isEmpty }
    }
    /// Whether ``waitingWork`` holds anything: a plain flag for the inlinable entry points, which
    /// an app's build compiles with the row type unknown; asking the array itself would look up
    /// the type of its closures at run time on every pointer event.
    @usableFromInline var hasWaitingWork = false
    /// How much the core's answers hold, in plain numbers read on every entry point: kept in the
    /// class, whose fields an entry point reaches without looking up the core's generic type.
    var answerCounts = AnswerCounts()
    /// The events delivered while ``send(_:)`` runs, for it to return; `nil` otherwise.
    var sentEvents: [TableEvent<Row.ID>]?
    /// The haptic moments and announcements since a front end last asked for a frame
    /// (``nextFrame(height:)``); `nil` until it first asks, so that a table no front end draws
    /// this way collects nothing.
    var frameMoments: FrameMoments?

    /// The table's state and behaviour: changed only by its transition, ``send(_:)``. No app
    /// closure ever runs while it is borrowed (see the closures above), so the runtime's
    /// exclusivity checks hold.
    @usableFromInline var core: TableCore<Row>
    /// What the board this table is a column of does in its place, if it is one: ``undo()``,
    /// ``redo()`` and what they would do are the board's, and a row whose id another column
    /// holds cannot come in. Closures, so that a program without boards carries no board code.
    var board: BoardRoute<Row>?
    /// The undo window (``commitDelay``), shared with the other columns on a board, and this
    /// table's column there (0 for a table of its own).
    var commitWindow: CommitWindow<Row>?
    var commitColumn = 0

    // MARK: - The state, read from outside

    /// The rows, in display order. Deleted rows leave at once; their animation goes on visually.
    public var rows: [Row] { core.state.rows }
    /// The width of a row, in the table's units (points, or cells in a terminal).
    public var width: Double { core.state.width }
    /// Whether the empty-state placeholder is shown: exactly while there are no rows and no
    /// deletion is still animating.
    public var isShowingPlaceholder: Bool { core.state.isShowingPlaceholder }
    /// How far the content is scrolled, in the unit of ``TableConfiguration/rowHeight``.
    public var scrollOffset: Double { core.state.scrollOffset }

    /// The direction a table's layout reads in.
    public enum LayoutDirection: Hashable, Sendable {
        /// Left to right: sides are as declared.
        case leftToRight
        /// Right to left: every side and slot is mirrored.
        case rightToLeft
    }

    /// Creates a table.
    ///
    /// - Parameters:
    ///   - rows: The rows, in display order. Their ids must be unique.
    ///   - width: The width of a row, a finite number in 1...1e9 (clamped into that range
    ///     otherwise; NaN becomes 1).
    ///   - clock: Where time comes from: a ``VirtualClock`` in tests, a
    ///     ``ContinuousTableClock`` in interactive drivers.
    ///   - configuration: The tunable numbers.
    /// - Throws: ``GestureTableError/Code/duplicateRowID`` when two rows have the same id.
    public convenience init(
        rows: [Row], width: Double, clock: any TableClock,
        configuration: TableConfiguration = .default
    ) throws(GestureTableError) {
        // Each row's id is read here, once: the table keeps it beside the row.
        let ids = rows.map { $0.id }
        let rowIndex: RowIndex<Row>
        do throws(RowIndex<Row>.DuplicateID) {
            rowIndex = try RowIndex(ids)
        } catch {
            throw GestureTableError(
                .duplicateRowID, "row \(error.index) has id \(ids[error.index]), which an earlier row has already")
        }
        self.init(rows: rows, ids: ids, rowIndex: rowIndex, width: width, clock: clock, configuration: configuration)
    }

    /// Creates a table of sections, each a header title and its rows, as a `UITableView` with
    /// several sections. ``rows`` holds every section's rows one after the other; index paths
    /// (``TableIndexPath``) address a row by section and row.
    ///
    /// - Parameters:
    ///   - sections: The sections, top to bottom; at least one. A section may be empty.
    ///   - width: As for ``init(rows:width:clock:configuration:)``.
    ///   - clock: Where time comes from.
    ///   - configuration: The tunable numbers.
    /// - Throws: ``GestureTableError/Code/duplicateRowID`` when two rows have the same id;
    ///   ``GestureTableError/Code/duplicateSectionID`` when two sections have the same id (by
    ///   default their titles: give sections that share a title ids of their own);
    ///   ``GestureTableError/Code/invalidValue`` for no sections.
    public convenience init(
        sections: [TableSection<Row>], width: Double, clock: any TableClock,
        configuration: TableConfiguration = .default
    ) throws(GestureTableError) {
        guard !sections.isEmpty else {
            throw GestureTableError(.invalidValue, "a table has at least one section")
        }
        try TableSection.checkUniqueIDs(sections)
        try self.init(rows: sections.flatMap { $0.rows }, width: width, clock: clock, configuration: configuration)
        core.state.geometry = TableGeometry(
            rowCount: rows.count, rowHeight: configuration.rowHeight, headerHeight: configuration.sectionHeaderHeight,
            sections: sections.map { (id: $0.id, title: $0.title, count: $0.rows.count) })
    }

    /// Creates a table with no rows; add them with ``insertRow(_:at:animation:registersUndo:completion:)`` or
    /// ``setRows(_:animation:registersUndo:)``.
    public convenience init(width: Double, clock: any TableClock, configuration: TableConfiguration = .default) {
        self.init(rows: [], ids: [], rowIndex: RowIndex(), width: width, clock: clock, configuration: configuration)
    }

    init(
        rows: [Row], ids: [Row.ID], rowIndex: RowIndex<Row>, width: Double, clock: any TableClock,
        configuration: TableConfiguration
    ) {
        core = TableCore(state: TableState(
            rows: rows, ids: ids, rowIndex: rowIndex, width: width.isNaN ? 1 : min(max(width, 1), Self.maximumWidth),
            configuration: configuration, time: Self.bounded(clock.now)))
        core.answers.reportsEvents = false
        self.clock = clock
    }

    /// The widest a row can be: 1e9 units.
    public static var maximumWidth: Double { 1e9 }

    /// The number of rows.
    public var count: Int { rows.count }

    /// The id of the row at `index`, as the table read it when the row came in (`index` must be
    /// one of ``rows``).
    func id(ofRowAt index: Int) -> Row.ID {
        core.state.ids[index]
    }

    /// The index of the row with `id`, or `nil` if the table does not hold it.
    ///
    /// - Complexity: O(log *n*): no scan of the rows.
    public func index(ofRowWithID id: Row.ID) -> Int? {
        // In place: read from the class's stored core across a call, the index would be copied
        // (its storage retained and released); renderers ask this every frame.
        readingInPlace { $0.state.rowIndex.index(of: id) }
    }

    /// Whether the table holds a row with `id`.
    ///
    /// - Complexity: O(1) expected.
    public func containsRow(withID id: Row.ID) -> Bool {
        core.state.rowIndex.contains(id)
    }

    /// The latest instant the table works with: 2⁶⁰ s, as ``VirtualClock/latestInstant``. A clock reading beyond
    /// it (either way) is taken as this far, so adding an animation's duration never overflows.
    static var latestInstant: Duration { .seconds(Int64(1) << 60) }

    /// The clock's time, kept within ±``latestInstant``.
    @usableFromInline var clockNow: Duration { Self.bounded(clock.now) }

    static func bounded(_ instant: Duration) -> Duration {
        // The earliest instant written out rather than `.zero - latestInstant`: a constant, where
        // the subtraction is a call into the standard library on every clock reading.
        min(max(instant, .seconds(-(Int64(1) << 60))), latestInstant)
    }
}

extension GestureTable {
    /// Tells the core whether anyone hears events. A listener set while the table asks the app
    /// a question is heard from at once (over-reporting costs nothing but the events); one
    /// removed then stops being built for after the step.
    func noteEventListeners() {
        if onEvent != nil || onAnnouncement != nil || sentEvents != nil || frameMoments != nil {
            core.answers.reportsEvents = true
        } else {
            whenNotAsking {
                $0.core.answers.reportsEvents = $0.onEvent != nil || $0.onAnnouncement != nil || $0.sentEvents != nil
                    || $0.frameMoments != nil
            }
        }
    }
}
