// The undo window: the user's changes held until their window closes without an undo.

/// The user's completed changes of one table, or of every column of a board, waiting for
/// their undo window to close before ``GestureTable/onCommit`` hears them.
///
/// A change is shown and delivered at once, as always; the window only decides when the app's
/// server hears of it. It hears the changes that are neither ``ChangeOrigin/lift`` nor
/// ``ChangeOrigin/external``, grouped by the undo step they belong to. An undo that takes back
/// the newest waiting step takes it out, and its own changes are never heard; a redo that does
/// again the step of the newest waiting undo takes that undo out the same way. Anything else
/// waits its turn: the window closes on the oldest first, so what the server hears keeps the
/// order the rows changed in.
///
/// A change without an undo step (``ChangeOrigin/external``, a server's sync) closes the window
/// on everything that waits before the app hears it: the sync was built on what the server had
/// heard, and the changes that wait were made on rows it may have replaced.
///
/// Which undo step a change belongs to is read from the history as the table takes the effects
/// of a step (``noteTake(editSerial:undoSerial:number:)``): the step's serial, which an undo and
/// a redo of it keep. A take that holds more than one step (a handler that called two verbs)
/// cannot tell its changes apart: they wait and are heard as usual, but an undo does not take
/// them out (its own changes are heard too), which keeps the server right.
///
/// A class: the columns of a board share one, and it holds no table (Embedded Swift has no weak
/// references; a table that delivers to it brings its own clock reading and history). It runs
/// no app code as it goes: what waits when the last table holding it goes is not heard.
final class CommitWindow<Row: Identifiable> {
    /// The changes of one undo step in one column (or of one undo or redo of it), waiting.
    struct Entry {
        var column: Int
        /// The step's serial in the history it was made in; 0 when unknown.
        var serial: Int
        var origin: ChangeOrigin
        var changes: [RowChange<Row>]
        /// When the first of them was delivered, on the table's clock.
        var madeAt: Duration
        /// Whether an undo (or a redo) of the step may take it out: its changes are all here
        /// and known to be that step's.
        var isCancellable: Bool
    }

    /// How long a change waits; `nil` or zero: it is heard as it is delivered. Never negative,
    /// never longer than ``longestDelay``.
    private(set) var delay: Duration?
    /// The waiting steps, oldest first.
    private(set) var entries: [Entry] = []
    /// Hears each committed change of a column, by column (a table of its own is column 0).
    var columnListeners: [Int: (RowChange<Row>) -> Void] = [:]
    /// Hears each committed change with its column (a board's ``GestureBoard/onCommit``).
    var boardListener: ((_ change: RowChange<Row>, _ column: Int) -> Void)?
    /// Whether two serials name the same step of the user's: a board's transfer is two steps,
    /// one in each column, taken back together.
    var isSameStep: (Int, Int) -> Bool = { $0 == $1 }
    /// Brings every table that shares the window in line with it (a board's columns); `nil`
    /// for a table of its own. Set by the board, which lets go of it as it goes.
    var followers: (() -> Void)?
    /// Tells the table of a column that a change of it was committed (a board's columns);
    /// `nil` for a table of its own, which passes its own to each call.
    var emitter: ((_ change: RowChange<Row>, _ column: Int) -> Void)?

    /// The serials of the steps whose changes the table is delivering now, and whether the
    /// take holds more than one step.
    private var take = (edit: 0, undo: 0, isAmbiguous: true)
    /// The numbering's next number at the last take.
    private var lastNumber: Int?
    /// The undo or redo being swallowed: it took out a waiting step, and its changes are never
    /// heard.
    private var swallowing: (serial: Int, origin: ChangeOrigin)?
    /// The step whose changes were last heard: a change of it that comes later (a batch whose
    /// first part a sync committed) cannot be taken out alone.
    private var lastHeard: (serial: Int, origin: ChangeOrigin)?
    /// Set while changes are heard; a closure that commits meanwhile leaves the work to the
    /// loop under way, which keeps the order.
    private var isCommitting = false
    private var commitsEverything = false

    init() {}

    /// The longest delay: twice the latest instant a table works with, so a window that long
    /// never closes by itself, whenever it opened.
    static var longestDelay: Duration { .seconds(Int64(1) << 61) }

    /// Whether anyone hears commits, or changes wait: the table then reports its changes of
    /// rows to the window.
    var isListening: Bool { delay != nil || boardListener != nil || !columnListeners.isEmpty || !entries.isEmpty }

    /// When the oldest waiting step's window closes.
    var deadline: Duration? {
        guard let delay, let first = entries.first else { return nil }
        return first.madeAt + delay
    }

    /// The waiting changes of `column` (every column's when `nil`), oldest first.
    func pending(inColumn column: Int?) -> [(column: Int, change: RowChange<Row>)] {
        var found: [(column: Int, change: RowChange<Row>)] = []
        for entry in entries where column == nil || entry.column == column {
            for change in entry.changes { found.append((entry.column, change)) }
        }
        return found
    }

    /// Sets how long changes wait, and commits those that waited that long by `now` (all of
    /// them for `nil` or zero). A negative delay is zero; one past ``longestDelay`` is that.
    func setDelay(_ newValue: Duration?, now: Duration, emit: (RowChange<Row>, Int) -> Void) {
        if let newValue {
            delay = min(max(newValue, .zero), Self.longestDelay)
        } else {
            delay = nil
        }
        commit(dueBy: now, emit: emit)
    }

    /// Starts counting steps from `number`, the numbering's next number now.
    func startNumbering(at number: Int) {
        lastNumber = number
    }

    /// Notes the steps whose effects a table is about to deliver: `editSerial` is the serial
    /// of the newest step to undo, `undoSerial` of the newest to redo, and `number` the
    /// numbering's next number (`nil` when the table numbers no steps).
    func noteTake(editSerial: Int?, undoSerial: Int?, number: Int?) {
        let steps = number.flatMap { next in lastNumber.map { next - $0 } } ?? 2
        lastNumber = number
        take = (editSerial ?? 0, undoSerial ?? 0, number == nil || steps > 1)
    }

    /// Takes one change delivered by the table of `column`, at `now` on its clock.
    func receive(_ change: RowChange<Row>, column: Int, now: Duration, emit: (RowChange<Row>, Int) -> Void) {
        let origin = change.origin
        switch origin {
        case .lift: return
        case .external:
            swallowing = nil
            return commit(dueBy: nil, emit: emit)
        case .edit, .undo, .redo: break
        }
        let serial = origin == .undo ? take.undo : take.edit
        let isKnown = serial != 0 && !take.isAmbiguous
        if isKnown, let swallowed = swallowing, swallowed.origin == origin, isSameStep(swallowed.serial, serial) { return }
        swallowing = nil
        if isKnown, let last = entries.last, last.isCancellable, isSameStep(last.serial, serial), Self.reverses(origin, last.origin) {
            // The newest waiting step taken back (a transfer: both halves): neither it nor
            // what takes it back is ever heard.
            while let last = entries.last, last.isCancellable, isSameStep(last.serial, serial), Self.reverses(origin, last.origin) {
                entries.removeLast()
            }
            swallowing = (serial, origin)
            return
        }
        if let last = entries.last, last.serial != 0, last.serial == serial, last.origin == origin, last.column == column {
            entries[entries.count - 1].changes.append(change)
        } else {
            let continuesHeard = lastHeard.map { $0.serial == serial && $0.origin == origin } ?? false
            entries.append(Entry(
                column: column, serial: serial, origin: origin, changes: [change], madeAt: now,
                isCancellable: isKnown && !continuesHeard))
        }
        if let delay, delay > .zero { return }
        commit(dueBy: nil, emit: emit)
    }

    /// Whether a change of `origin` takes back a step whose changes have `waiting`'s origin.
    private static func reverses(_ origin: ChangeOrigin, _ waiting: ChangeOrigin) -> Bool {
        switch origin {
        case .undo: waiting == .edit || waiting == .redo
        case .redo: waiting == .undo
        case .edit, .external, .lift: false
        }
    }

    /// Commits, oldest first, the steps whose window has closed by `now`; every step for `nil`.
    /// Each change is heard by its column's listener, then the board's, then told to its table
    /// by ``emitter``, or by `emit` without one.
    func commit(dueBy now: Duration?, emit: (RowChange<Row>, Int) -> Void) {
        guard !isCommitting else {
            if now == nil { commitsEverything = true }
            return
        }
        isCommitting = true
        defer {
            isCommitting = false
            commitsEverything = false
        }
        while let first = entries.first, isDue(first, by: now) {
            entries.removeFirst()
            lastHeard = (first.serial, first.origin)
            for change in first.changes {
                columnListeners[first.column]?(change)
                boardListener?(change, first.column)
                if let emitter { emitter(change, first.column) } else { emit(change, first.column) }
            }
        }
    }

    private func isDue(_ entry: Entry, by now: Duration?) -> Bool {
        guard let now, !commitsEverything, let delay, delay > .zero else { return true }
        return entry.madeAt + delay <= now
    }
}
