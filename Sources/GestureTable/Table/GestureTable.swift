// Layer 1, the state: the class, its closures and clock, the state by part, lookups by id.
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
    var state: TableState<Row> {
        @inline(__always) _read { yield storage.pointee }
        @inline(__always) _modify { yield &storage.pointee }
    }
    /// Where ``state`` lives: one value the table owns alone, allocated with the table.
    ///
    /// Kept behind a pointer rather than as a stored property so that the per-event code reads
    /// and writes its parts without a dynamic exclusivity check on every access (a stored
    /// property of a class is checked at run time whenever any access to it may be long, as the
    /// yields of the accessors below are). The transition never touches two parts of the state
    /// in overlapping accesses; the tests, run against a stored property, found the few places
    /// that did and keep them apart.
    private let storage: UnsafeMutablePointer<TableState<Row>>

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

    // MARK: - The state, by part

    /// The rows, in display order. Deleted rows leave at once; their animation goes on visually.
    public internal(set) var rows: [Row] {
        @inline(__always) _read { yield storage.pointee.rows }
        @inline(__always) _modify {
            yield &storage.pointee.rows
            state.needsPlaceholderCheck = true
        }
    }
    /// The width of a row, in the table's units (points, or cells in a terminal).
    public internal(set) var width: Double {
        @inline(__always) _read { yield storage.pointee.width }
        @inline(__always) _modify { yield &storage.pointee.width }
    }
    /// Whether the empty-state placeholder is shown: exactly while there are no rows and no
    /// deletion is still animating.
    public var isShowingPlaceholder: Bool { storage.pointee.isShowingPlaceholder }
    /// How far the content is scrolled, in the unit of ``TableConfiguration/rowHeight``.
    public internal(set) var scrollOffset: Double {
        @inline(__always) _read { yield storage.pointee.scrollOffset }
        @inline(__always) _modify { yield &storage.pointee.scrollOffset }
    }
    /// Rows that have been deleted but still animate out, by serial.
    var deletions: [Int: DeletingRow<Row>] {
        @inline(__always) _read { yield storage.pointee.deletions }
        @inline(__always) _modify {
            yield &storage.pointee.deletions
            state.needsPlaceholderCheck = true
            state.hasDeletions = !storage.pointee.deletions.isEmpty
        }
    }
    /// The reorder in progress.
    var reorder: Reorder? {
        @inline(__always) _read { yield storage.pointee.reorder }
        @inline(__always) _modify {
            yield &storage.pointee.reorder
            let wasLifting = state.isLifting
            state.isLifting = state.reorder != nil
            // A press held while a row was lifted has a long-press deadline again.
            if wasLifting, !state.isLifting { state.deadlineBound = .unknown }
        }
    }
    var rowIndex: RowIndex<Row> {
        @inline(__always) _read { yield storage.pointee.rowIndex }
        @inline(__always) _modify { yield &storage.pointee.rowIndex }
    }
    var geometry: TableGeometry {
        @inline(__always) _read { yield storage.pointee.geometry }
        @inline(__always) _modify { yield &storage.pointee.geometry }
    }
    var states: RowStates<Row.ID> {
        @inline(__always) _read { yield storage.pointee.states }
        @inline(__always) _modify { yield &storage.pointee.states }
    }
    var deletionDeadlines: DeadlineQueue {
        @inline(__always) _read { yield storage.pointee.deletionDeadlines }
        @inline(__always) _modify { yield &storage.pointee.deletionDeadlines }
    }
    var needsPlaceholderCheck: Bool {
        @inline(__always) _read { yield storage.pointee.needsPlaceholderCheck }
        @inline(__always) _modify { yield &storage.pointee.needsPlaceholderCheck }
    }
    var pointer: PointerGesture? {
        @inline(__always) _read { yield storage.pointee.pointer }
        @inline(__always) _modify { yield &storage.pointee.pointer }
    }
    var pointerRowID: Row.ID? {
        @inline(__always) _read { yield storage.pointee.pointerRowID }
        @inline(__always) _modify { yield &storage.pointee.pointerRowID }
    }
    var deadlineBound: DeadlineBound {
        @inline(__always) _read { yield storage.pointee.deadlineBound }
        @inline(__always) _modify { yield &storage.pointee.deadlineBound }
    }
    var time: Duration {
        @inline(__always) _read { yield storage.pointee.time }
        @inline(__always) _modify { yield &storage.pointee.time }
    }
    var batchDepth: Int {
        @inline(__always) _read { yield storage.pointee.batchDepth }
        @inline(__always) _modify { yield &storage.pointee.batchDepth }
    }
    var batchEnd: Duration {
        @inline(__always) _read { yield storage.pointee.batchEnd }
        @inline(__always) _modify { yield &storage.pointee.batchEnd }
    }
    var batchCompletions: [(end: Duration, completion: CompletionToken)] {
        @inline(__always) _read { yield storage.pointee.batchCompletions }
        @inline(__always) _modify { yield &storage.pointee.batchCompletions }
    }
    var history: [UndoStep] {
        @inline(__always) _read { yield storage.pointee.history }
        @inline(__always) _modify { yield &storage.pointee.history }
    }
    var isBatchStepOpen: Bool {
        @inline(__always) _read { yield storage.pointee.isBatchStepOpen }
        @inline(__always) _modify { yield &storage.pointee.isBatchStepOpen }
    }
    var isUndoing: Bool {
        @inline(__always) _read { yield storage.pointee.isUndoing }
        @inline(__always) _modify { yield &storage.pointee.isUndoing }
    }
    var isLifting: Bool {
        @inline(__always) _read { yield storage.pointee.isLifting }
        @inline(__always) _modify { yield &storage.pointee.isLifting }
    }
    var openRowID: Row.ID? {
        @inline(__always) _read { yield storage.pointee.openRowID }
        @inline(__always) _modify { yield &storage.pointee.openRowID }
    }
    var nextSerial: Int {
        @inline(__always) _read { yield storage.pointee.nextSerial }
        @inline(__always) _modify { yield &storage.pointee.nextSerial }
    }

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
        geometry = TableGeometry(
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
        storage = UnsafeMutablePointer.allocate(capacity: 1)
        storage.initialize(
            to: TableState(
                rows: rows, rowIndex: rowIndex, width: width.isNaN ? 1 : min(max(width, 1), Self.maximumWidth),
                configuration: configuration, time: Self.bounded(clock.now)))
        self.clock = clock
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The widest a row can be: 1e9 units.
    public static var maximumWidth: Double { 1e9 }

    /// The number of rows.
    public var count: Int { rows.count }

    /// The index of the row with `id`, or `nil` if the table does not hold it.
    ///
    /// - Complexity: O(log *n*): no scan of the rows.
    public func index(ofRowWithID id: Row.ID) -> Int? {
        rowIndex.index(of: id)
    }

    /// Whether the table holds a row with `id`.
    ///
    /// - Complexity: O(1) expected.
    public func containsRow(withID id: Row.ID) -> Bool {
        rowIndex.contains(id)
    }

    /// The index of the row with `id`, trying `hint` first.
    func index(of id: Row.ID, hint: Int) -> Int? {
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
