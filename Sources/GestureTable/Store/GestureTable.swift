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
/// synchronously, after the table's state is consistent, so they may call any verb.
public final class GestureTable<Row: Identifiable> {
    /// The actions of a row, asked for when a gesture starts on it. Default: none.
    public var swipeActions: (Row) -> SwipeActions<Row> {
        get { core.environment.swipeActions }
        set {
            guard !isStepping else { return afterStep { $0.swipeActions = newValue } }
            core.environment.swipeActions = newValue
        }
    }
    /// Receives every ``TableEvent``, after the table's state is consistent.
    public var onEvent: ((TableEvent<Row.ID>) -> Void)?
    /// Receives every change of ``rows``, once and in order, whatever caused it (a verb, a
    /// reorder step, an undo, a batch, ``setRows(_:animation:registersUndo:)``), after the table's state is
    /// consistent: apply each to the app's own array to keep it equal to ``rows``.
    ///
    /// ```swift
    /// table.onRowChange = { change in change.apply(to: &mails) }
    /// ```
    public var onRowChange: ((RowChange<Row>) -> Void)? {
        didSet {
            guard !isStepping else { return afterStep { $0.core.environment.reportsRowChanges = $0.onRowChange != nil } }
            core.environment.reportsRowChanges = onRowChange != nil
        }
    }
    /// Receives every change of the rows as ``onRowChange`` does, addressed by section and row:
    /// apply each to the app's own array of sections.
    ///
    /// ```swift
    /// table.onSectionedRowChange = { change in change.apply(to: &mailsByDay) }
    /// ```
    public var onSectionedRowChange: ((SectionedRowChange<Row>) -> Void)? {
        didSet {
            guard !isStepping else { return afterStep { $0.core.environment.reportsSectionedRowChanges = $0.onSectionedRowChange != nil } }
            core.environment.reportsSectionedRowChanges = onSectionedRowChange != nil
        }
    }
    /// Whether a row may be lifted for reordering. Default: every row.
    public var canMoveRow: (Row) -> Bool {
        get { core.environment.canMoveRow }
        set {
            guard !isStepping else { return afterStep { $0.canMoveRow = newValue } }
            core.environment.canMoveRow = newValue
        }
    }
    /// Whether a lifted row may be dropped at a destination index. Default: anywhere.
    public var canMoveRowTo: (_ row: Row, _ destination: Int) -> Bool {
        get { core.environment.canMoveRowTo }
        set {
            guard !isStepping else { return afterStep { $0.canMoveRowTo = newValue } }
            core.environment.canMoveRowTo = newValue
        }
    }
    /// Whether a lifted row may be dropped into a section, by the section's index. Default: any.
    public var canMoveRowIntoSection: (_ row: Row, _ section: Int) -> Bool {
        get { core.environment.canMoveRowIntoSection }
        set {
            guard !isStepping else { return afterStep { $0.canMoveRowIntoSection = newValue } }
            core.environment.canMoveRowIntoSection = newValue
        }
    }
    /// Called once when a lifted row is dropped at a new index, with the source and destination
    /// indexes (standard-library `move` semantics: the row now sits at the destination).
    public var didMoveRow: ((_ source: Int, _ destination: Int) -> Void)?
    // Selection
    /// Called when a tap selects a row, with the row and its index path, as
    /// `tableView(_:didSelectRowAt:)`: after the step, and again for a tap on the row already
    /// selected. ``selectRow(at:)-(TableIndexPath)`` does not call it, as UIKit's `selectRow`
    /// does not call its delegate; its ``TableEvent/Kind/select`` event reports it.
    public var didSelectRow: ((_ row: Row, _ indexPath: TableIndexPath) -> Void)?
    /// Receives what a screen reader should say after an accessibility action, an undo or a
    /// redo (``performAccessibilityAction(named:ofRowAt:)``): `Archive “Ada Lovelace”`,
    /// `“Ada Lovelace” moved to 3 of 8`, `Undone: Archive “Ada Lovelace”`. Each is also an
    /// event, ``TableEvent/Kind/announce(_:)``.
    public var onAnnouncement: ((String) -> Void)?
    /// The clock every instant comes from.
    public let clock: any TableClock

    /// Effects the steps returned, waiting to be delivered, in order: they wait here through a
    /// batch, and those of closures that call verbs join the end of the queue being delivered.
    var pending: [Effect<Row>] = []
    /// How far delivery has gone through ``pending``.
    var deliveryCursor = 0
    /// Set while a transition runs; nested calls (from closures) do not advance time or flush.
    @usableFromInline var isBusy = false
    /// Set while the core runs a step, during which it may ask the app's closures (actions,
    /// whether a row may move, heights). They may read the table then, not change it: a setting
    /// or a pointer event they send waits in ``waitingWork`` for the step to end, and a verb
    /// throws.
    @usableFromInline var isStepping = false
    /// What arrived while a step ran, run after it in order.
    @usableFromInline var waitingWork: [(GestureTable) -> Void] = [] {
        didSet { hasWaitingWork = !waitingWork.isEmpty }
    }
    /// Whether ``waitingWork`` holds anything: a plain flag for the inlinable entry points, which
    /// an app's build compiles with the row type unknown; asking the array itself would look up
    /// the type of its closures at run time on every pointer event.
    @usableFromInline var hasWaitingWork = false
    /// The events delivered while ``send(_:)`` runs, for it to return; `nil` otherwise.
    var sentEvents: [TableEvent<Row.ID>]?

    /// The table's state and behaviour: changed only by its transition, ``send(_:)``.
    ///
    /// Unchecked at run time: a step reads and writes its parts many times, often one part
    /// while changing another (a row's state while the rows are walked), and a dynamic
    /// exclusivity check on each access would cost more than the step's own work. Only this
    /// class's entry points change it, one step after another; the app's closures that run
    /// between steps may read the table.
    @exclusivity(unchecked) @usableFromInline var core: TableCore<Row>

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
        let rowIndex: RowIndex<Row>
        do throws(RowIndex<Row>.DuplicateID) {
            rowIndex = try RowIndex(rows)
        } catch {
            throw GestureTableError(
                .duplicateRowID, "row \(error.index) has id \(rows[error.index].id), which an earlier row has already")
        }
        self.init(rows: rows, rowIndex: rowIndex, width: width, clock: clock, configuration: configuration)
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
        self.init(rows: [], rowIndex: RowIndex(), width: width, clock: clock, configuration: configuration)
    }

    init(
        rows: [Row], rowIndex: RowIndex<Row>, width: Double, clock: any TableClock,
        configuration: TableConfiguration
    ) {
        core = TableCore(state: TableState(
            rows: rows, rowIndex: rowIndex, width: width.isNaN ? 1 : min(max(width, 1), Self.maximumWidth),
            configuration: configuration, time: Self.bounded(clock.now)))
        self.clock = clock
    }

    /// The widest a row can be: 1e9 units.
    public static var maximumWidth: Double { 1e9 }

    /// The number of rows.
    public var count: Int { rows.count }

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
