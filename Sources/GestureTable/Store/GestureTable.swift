// Layer 1, the state: the class, its closures and clock, its state, lookups by id.
// A file calls files of its own layer or lower ones, never one that calls it back (.ci/layers).

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
/// verb, pointer event, tick and setting is a ``TableInput`` applied to it. The class is where
/// the closures live and time comes from.
///
/// ## Isolation
/// A table is not `Sendable`: it belongs to the one thread or actor that created it (the main
/// actor in an app, the run loop in the terminal driver). Its closures run on that same context,
/// synchronously, after the table's state is consistent, so they may call any verb.
public final class GestureTable<Row: Identifiable> {
    /// Everything the table knows: changed only by its transition, ``send(_:)``.
    ///
    /// Unchecked at run time: the per-event code reads and writes its parts many times, often
    /// one part while changing another (a row's state while the rows are walked), and a dynamic
    /// exclusivity check on each access would cost more than the step's own work. The features
    /// change it only from the transition, one access after another; the app's closures it
    /// calls meanwhile may read the table.
    @exclusivity(unchecked) var state: TableState<Row>

    /// ``heightOfRow``, kept here: the table holds its closures, its transition the rest.
    var heightOfRowProvider: ((Row) -> Double)?
    /// The actions of a row, asked for when a gesture starts on it. Default: none.
    public var swipeActions: (Row) -> SwipeActions<Row> = { _ in .none }
    /// Receives every ``TableEvent``, after the table's state is consistent.
    public var onEvent: ((TableEvent<Row.ID>) -> Void)?
    /// Receives every change of ``rows``, once and in order, whatever caused it (a verb, a
    /// reorder step, an undo, a batch, ``setRows(_:animation:)``), after the table's state is
    /// consistent: apply each to the app's own array to keep it equal to ``rows``.
    ///
    /// ```swift
    /// table.onRowChange = { change in change.apply(to: &mails) }
    /// ```
    public var onRowChange: ((RowChange<Row>) -> Void)?
    /// Receives every change of the rows as ``onRowChange`` does, addressed by section and row:
    /// apply each to the app's own array of sections.
    ///
    /// ```swift
    /// table.onSectionedRowChange = { change in change.apply(to: &mailsByDay) }
    /// ```
    public var onSectionedRowChange: ((SectionedRowChange<Row>) -> Void)?
    /// Whether a row may be lifted for reordering. Default: every row.
    public var canMoveRow: (Row) -> Bool = { _ in true }
    /// Whether a lifted row may be dropped at a destination index. Default: anywhere.
    public var canMoveRowTo: (_ row: Row, _ destination: Int) -> Bool = { _, _ in true }
    /// Whether a lifted row may be dropped into a section, by the section's index. Default: any.
    public var canMoveRowIntoSection: (_ row: Row, _ section: Int) -> Bool = { _, _ in true }
    /// Called once when a lifted row is dropped at a new index, with the source and destination
    /// indexes (standard-library `move` semantics: the row now sits at the destination).
    public var didMoveRow: ((_ source: Int, _ destination: Int) -> Void)?
    /// The clock every instant comes from.
    public let clock: any TableClock

    /// The actions of the row under the pointer, resolved from ``swipeActions`` when it went
    /// down: what the app supplies, kept beside the state rather than in it.
    var pointerActions: SwipeActions<Row> = .none
    /// The completion closures of animations still running, by the token the state knows them
    /// by; each is taken out when it runs.
    var completions: [CompletionToken: () -> Void] = [:]
    /// How many completions may wait before the registry is swept of those whose animation was
    /// cut short without running them.
    var completionSweepThreshold = 64

    /// Events and closures a transition queued, waiting to be delivered, in order.
    var effects: [Effect<Row>] = []
    /// Whether ``effects`` may hold something (true whenever it does): a plain flag, so that
    /// an entry point with nothing to deliver does not touch the generic array.
    var hasQueuedEffects = false  // starting true would cost one delivery of nothing, no more
    var effectCursor = 0
    /// Set while a transition runs; nested calls (from closures) do not advance time or flush.
    var isBusy = false
    /// The events delivered while ``send(_:)`` runs, for it to return; `nil` otherwise.
    var sentEvents: [TableEvent<Row.ID>]?

    // MARK: - The state, read from outside

    /// The rows, in display order. Deleted rows leave at once; their animation goes on visually.
    public var rows: [Row] { state.rows }
    /// The width of a row, in the table's units (points, or cells in a terminal).
    public var width: Double { state.width }
    /// Whether the empty-state placeholder is shown: exactly while there are no rows and no
    /// deletion is still animating.
    public var isShowingPlaceholder: Bool { state.isShowingPlaceholder }
    /// How far the content is scrolled, in the unit of ``TableConfiguration/rowHeight``.
    public var scrollOffset: Double { state.scrollOffset }

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
    ///   ``GestureTableError/Code/invalidValue`` for no sections.
    public convenience init(
        sections: [TableSection<Row>], width: Double, clock: any TableClock,
        configuration: TableConfiguration = .default
    ) throws(GestureTableError) {
        guard !sections.isEmpty else {
            throw GestureTableError(.invalidValue, "a table has at least one section")
        }
        try self.init(rows: sections.flatMap { $0.rows }, width: width, clock: clock, configuration: configuration)
        state.geometry = TableGeometry(
            rowCount: rows.count, rowHeight: configuration.rowHeight, headerHeight: configuration.sectionHeaderHeight,
            sections: sections.map { (title: $0.title, count: $0.rows.count) })
    }

    /// Creates a table with no rows; add them with ``insertRow(_:at:animation:completion:)-(_,Int,_,_)`` or
    /// ``setRows(_:animation:)``.
    public convenience init(width: Double, clock: any TableClock, configuration: TableConfiguration = .default) {
        self.init(rows: [], rowIndex: RowIndex(), width: width, clock: clock, configuration: configuration)
    }

    init(
        rows: [Row], rowIndex: RowIndex<Row>, width: Double, clock: any TableClock,
        configuration: TableConfiguration
    ) {
        state = TableState(
            rows: rows, rowIndex: rowIndex, width: width.isNaN ? 1 : min(max(width, 1), Self.maximumWidth),
            configuration: configuration, time: Self.bounded(clock.now))
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
        state.rowIndex.index(of: id)
    }

    /// Whether the table holds a row with `id`.
    ///
    /// - Complexity: O(1) expected.
    public func containsRow(withID id: Row.ID) -> Bool {
        state.rowIndex.contains(id)
    }

    /// The index of the row with `id`, trying `hint` first.
    func index(of id: Row.ID, hint: Int) -> Int? {
        // A hint that misses (0 included, were it not tried) only costs the lookup below.
        if hint >= 0, hint < rows.count, rows[hint].id == id { return hint }
        return index(ofRowWithID: id)
    }

    /// Checks an index, throwing the table's error for one out of range.
    func checkIndex(_ index: Int) throws(GestureTableError) {
        guard index >= 0, index < rows.count else {
            throw .indexOutOfRange(index, count: rows.count)
        }
    }

    /// The index of a row by id, throwing ``GestureTableError/Code/rowNotFound`` when it is gone.
    func checkedIndex(ofRowWithID id: Row.ID) throws(GestureTableError) -> Int {
        guard let index = index(ofRowWithID: id) else {
            throw GestureTableError(.rowNotFound, "no row with id \(id) in the table: it was deleted or never inserted")
        }
        return index
    }

    /// The latest instant the table works with: 2⁶⁰ s, as ``VirtualClock/latestInstant``. A clock reading beyond
    /// it (either way) is taken as this far, so adding an animation's duration never overflows.
    static var latestInstant: Duration { .seconds(Int64(1) << 60) }

    /// The clock's time, kept within ±``latestInstant``.
    var clockNow: Duration { Self.bounded(clock.now) }

    static func bounded(_ instant: Duration) -> Duration {
        min(max(instant, .zero - latestInstant), latestInstant)
    }
}
