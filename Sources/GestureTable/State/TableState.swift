/// Everything a table knows, as one value: its rows, the state of each row that is not at rest,
/// the pointer gesture, the reorder, the animations of deleted rows, the undo history, the
/// scroll position and the settings.
///
/// A ``GestureTable``'s core holds one `TableState` beside the closures the app supplies, and
/// changes it only through its transition. Being a value, a copy is a snapshot:
/// a batch that throws puts back the copy it took, and tests compare whole states.
///
/// The per-row states are values too (``RowState``), so no part of a copy is shared with the
/// table it came from. It holds no closures: a completion is a ``CompletionToken`` whose
/// closure waits in the table, and the actions of the row under the pointer are kept there too.
struct TableState<Row: Identifiable> {
    typealias Core = TableCore<Row>

    // The settings.

    /// The width of a row, in the table's units.
    var width: Double
    /// The tunable numbers.
    var configuration: TableConfiguration
    /// How far the content is scrolled, in the unit of ``TableConfiguration/rowHeight``.
    var scrollOffset: Double = 0
    /// How much of the content is visible at once.
    var viewportHeight: Double = 16
    /// Whether sides and slots are mirrored.
    var layoutDirection: GestureTable<Row>.LayoutDirection = .leftToRight
    /// Whether a long press lifts a row.
    var allowsReordering = true
    /// What the table shows while it has no rows.
    var placeholder = Placeholder(title: "No rows")
    /// Whether the placeholder is shown: exactly while there are no rows and no deletion is
    /// still animating.
    var isShowingPlaceholder: Bool

    // The rows.

    /// The rows, in display order. Deleted rows leave at once; their animation goes on visually.
    var rows: [Row] {
        // Whether the placeholder shows is asked again after any change of the rows.
        didSet {
            needsPlaceholderCheck = true
            rowsRevision &+= 1
        }
    }
    /// The id of each row, parallel to ``rows``: read once, as the row came in, and used from
    /// then on. A row's `id` may be the app's code (computed), which must not run inside a
    /// change of the state, and which the table does not trust to give the same id twice.
    var ids: [Row.ID]
    /// Counts the changes of ``rows``: what read a row's index can tell it still holds while
    /// this has not changed (a sweep's anchor), without looking the row up by its id.
    var rowsRevision = 0
    /// Where each row is, by id: order labels parallel to ``rows``.
    var rowIndex: RowIndex<Row>
    /// Sections and heights: where each row and header sits in the content.
    var geometry: TableGeometry
    /// Per-row state of rows that are not at rest.
    var states = RowStates<Row.ID>()
    /// Rows that have been deleted but still animate out, by serial.
    var deletions: [Int: DeletingRow<Row>] = [:] {
        didSet {
            needsPlaceholderCheck = true
            hasDeletions = !deletions.isEmpty
        }
    }
    /// When each deleting row finishes, earliest first (entries of rows brought back by undo
    /// are skipped when they come up).
    var deletionDeadlines = DeadlineQueue()
    /// Set when rows or deletions changed, so the placeholder's visibility is checked again.
    var needsPlaceholderCheck = false
    /// Whether ``deletions`` holds any row: kept beside it so that the question, asked once per
    /// frame, needs none of the generic code a dictionary of deleting rows takes.
    var hasDeletions = false

    // The gestures.

    /// The pointer gesture in progress.
    var pointer: PointerGesture?
    /// The context menu shown, if one is (``GestureTable/presentedContextMenu``; its `isHeld`
    /// is read from ``pointer``).
    var contextMenu: PresentedContextMenu<Row.ID>?
    /// Whether a row is lifted (``reorder`` is not `nil`), without looking at the generic value.
    var isLifting = false
    /// Whether the table is an outline (``outline`` is active), without looking at the generic
    /// value: a flat table's per-event code pays one test of a plain field.
    var isOutline = false

    // Time.

    /// The table's notion of now: the clock's time, or an animation's end while its completion runs.
    var time: Duration
    /// A lower bound on the earliest pending deadline.
    var deadlineBound: DeadlineBound = .unknown
    /// A counter that orders animations ending at the same instant by when they started.
    var nextSerial = 0  // any start orders the same: serials are only compared with each other

    // Batches and undo.

    /// Nesting depth of ``GestureTable/performBatchUpdates(_:completion:)``.
    var batchDepth = 0
    /// The latest end of the animations started in the current batch.
    var batchEnd: Duration = .zero
    /// Completions of batches, run when all their animations have ended.
    var batchCompletions: [(end: Duration, completion: CompletionToken)] = []
    /// The number the next completion is given: completions registered after a saved state
    /// have numbers from its count on, so putting the state back knows which to forget.
    var nextCompletionToken = 0
    /// The last committed steps, newest last, for ``GestureTable/undo()``.
    var history: [Core.UndoStep] = []
    /// Whether the newest step is the current batch's, so its changes join it.
    var isBatchStepOpen = false
    /// Steps taken back by ``GestureTable/undo()``, newest last, for ``GestureTable/redo()``;
    /// any new change clears them.
    var redoHistory: [Core.UndoStep] = []
    /// What is making the changes now: while an undo or a redo runs, its changes are recorded
    /// as the step that takes it back again, and reported with this origin.
    var changeOrigin: ChangeOrigin = .edit
    /// The name the next new undo step is given: the title of the action whose handler is
    /// resolving its row; `nil` names a step by its changes.
    var nextStepName: String?

    // Momentum

    /// The content coasting after a vertical drag was released with a velocity, if it is.
    var momentum: Momentum?

    // Selection: before the values of the row's size, so that a sweep's move reaches them
    // without the type's metadata too.

    /// The selected rows, by id: followed by id, so a move or an update keeps them. A set, so
    /// that selecting every row of a large table costs O(*n*) once and a lookup O(1).
    var selectedRowIDs = Set<Row.ID>()
    /// How many rows may be selected at once.
    var selectionMode: GestureTable<Row>.SelectionMode = .single
    /// Whether the table is in edit mode: taps toggle, swipes are off, a vertical press sweeps.
    var isEditing = false
    /// The selection sweep in progress (edit mode, several rows allowed): where it reaches.
    var sweep: SelectionSweep?
    /// Whether a sweep is in progress (`sweep` is not `nil`), set beside it: stored, so that the
    /// per-event code reads it without a call, and without an observer on `sweep`, whose
    /// writes would then go through an accessor that needs the type's metadata.
    var isSweeping = false
    /// The rows the sweep found selected as it reached them: moving back keeps them selected.
    /// Usually none.
    var sweepKeptRowIDs = Set<Row.ID>()

    // Last, the values whose size depends on the row type: the fields above have offsets fixed
    // at compile time, so the per-event code reaches them without asking for the type's
    // metadata.

    /// The row the pointer went down on, if it accepts gestures.
    var pointerRowID: Row.ID?
    /// The reorder in progress.
    var reorder: Core.Reorder? {
        didSet {
            let wasLifting = isLifting
            isLifting = reorder != nil
            // An outline's carry lasts as long as its lift.
            if wasLifting, !isLifting, isOutline { outline.carry = nil }
            // A press held while a row was lifted has a long-press deadline again.
            if wasLifting, !isLifting { deadlineBound = .unknown }
        }
    }
    /// The open row (reveal mode), if any.
    var openRowID: Row.ID?
    /// The row a selection sweep's press went down on.
    var sweepAnchorID: Row.ID?
    /// The tree of an outline table (inactive in a flat one).
    var outline = OutlineState<Row>() {
        didSet { isOutline = outline.isActive }
    }

    init(
        rows: [Row], ids: [Row.ID], rowIndex: RowIndex<Row>, width: Double, configuration: TableConfiguration,
        time: Duration
    ) {
        self.rows = rows
        self.ids = ids
        self.rowIndex = rowIndex
        self.width = width
        self.configuration = configuration
        self.time = time
        geometry = TableGeometry(
            rowCount: rows.count, rowHeight: configuration.rowHeight, headerHeight: configuration.sectionHeaderHeight)
        isShowingPlaceholder = rows.isEmpty
    }
}

/// What is known of the earliest deadline without looking: a lower bound kept by every change
/// that adds a deadline, so an input with nothing due costs O(1).
enum DeadlineBound: Equatable {
    /// Look.
    case unknown
    /// Nothing is due before this instant (`nil`: nothing is scheduled at all).
    case notBefore(Duration?)
}
