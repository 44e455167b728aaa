/// The pointer gesture in progress: everything the per-move code needs. The row's id is kept
/// beside it, in ``GestureTable``'s `pointerRowID`.
struct PointerGesture: Equatable {
    enum Phase: Equatable {
        /// Down, not yet moved past the slop.
        case pressed
        /// Moving a row horizontally.
        case swiping
        /// Not ours: a press on nothing, a drag the claim declined, a press that only closed a
        /// context menu, or a gesture a verb took over.
        case ignored
        /// Holding a lifted row.
        case lifting
        /// Dragging the content vertically.
        case scrolling
        /// Sweeping a selection over rows (edit mode, several rows allowed).
        case sweeping
        /// Held on the row whose context menu it opened: moving past
        /// ``TableConfiguration/menuDragTolerance`` closes the menu and lifts the row.
        case holdingMenu
    }

    var phase: Phase = .pressed
    /// Where the row was in ``GestureTable/rows`` when last seen.
    var indexHint = 0
    let origin: Point
    let downTime: Duration
    /// The row's offset when the swipe started (non-zero when grabbed mid-animation).
    var startOffset: Double = 0
    /// The latest pointer position and when it was reported.
    var last: Point
    /// The position reported before ``last``.
    var previous: Point
    var lastTime: Duration
    /// The pointer's smoothed velocity, for the release.
    var velocity = Velocity.zero
    /// Whether holding still may still lift the row.
    var canLift = true
    /// Whether the app lets the pressed row move (``GestureTable/canMoveRow``, asked when the
    /// press began).
    var rowMayMove = false
    // Selection
    /// Whether a tap may select the row: not when the press closed an open row or stopped the
    /// content coasting, which is all such a tap does.
    var canSelect = true
    /// The fractions of the row's actions, resolved when the pointer went down.
    var fractions = ActionFractions()
    /// Whether ``GestureTable/canBeginSwipe`` refused a swipe from where the press began.
    var swipeRefused = false
    /// Whether the pressed row has a context menu: a press held still opens it.
    var hasMenu = false
    /// Where the dragged row's state is kept while swiping, so a move finds it without its id.
    var stateSlot: RowStateSlot?

    init(origin: Point, time: Duration) {
        self.origin = origin
        downTime = time
        last = origin
        previous = origin
        lastTime = time
    }

    /// Records a pointer position, updating the smoothed velocity.
    mutating func record(_ point: Point, at time: Duration) {
        let elapsed = (time - lastTime).seconds
        if elapsed > 0 {
            // Smoothed over the last moves, so one jittery sample does not decide a flick.
            let dx = (point.x - last.x) / elapsed
            let dy = (point.y - last.y) / elapsed
            velocity = Velocity(dx: 0.6 * dx + 0.4 * velocity.dx, dy: 0.6 * dy + 0.4 * velocity.dy)
        }
        previous = last
        last = point
        lastTime = time
    }
}
