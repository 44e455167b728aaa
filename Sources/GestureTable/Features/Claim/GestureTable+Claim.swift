// The claim as a public query: what a press and its first movement would become, asked before
// any state changes, with the same decision the table's own pointer handling makes.

extension GestureTable {
    /// What a press at `location`, moved by `translation` after `elapsed`, becomes: asked
    /// before anything changes, as a view binding asks whether a recognizer may begin.
    ///
    /// UIKit: call it from `gestureRecognizerShouldBegin(_:)` with the pan's `location(in:)`
    /// minus its `translation(in:)`, the translation, `velocity(in:)` and the time since the
    /// touch began; begin the table's pan for ``GestureClaim/swipe``, leave the touch to the
    /// scroll view for ``GestureClaim/scroll``, and return `false` for
    /// ``GestureClaim/declined`` so that an enclosing recognizer (a pager, the back gesture)
    /// takes it. A page calls it from its pointer handler before it decides whether the
    /// browser may scroll under the finger.
    ///
    /// A movement no farther than ``TableConfiguration/touchSlop`` is decided by `velocity`
    /// when that is not zero (a recognizer that begins early); a press held still, by
    /// `elapsed` against ``TableConfiguration/longPressDuration``. The rules, in order: on no
    /// row a sideways drag is declined and any other scrolls; a drag steeper than
    /// ``TableConfiguration/swipeAngle`` scrolls (sweeps in edit mode with several rows
    /// allowed); a sideways drag is declined in edit mode, within
    /// ``TableConfiguration/edgeExclusion`` of the leading edge, where ``canBeginSwipe``
    /// refuses, and toward a side with no action for a row at rest; otherwise it swipes. A
    /// still press held long enough opens a ``contextMenu`` when the row has one, else lifts a
    /// row that may move.
    ///
    /// It asks the app what a press asks (``swipeActions``, ``canMoveRow``, ``canBeginSwipe``,
    /// ``contextMenu``) and changes nothing. Values that are not finite are declined.
    ///
    /// - Complexity: O(1), besides the app's answers (and, for ``ContextMenu/rowActions``,
    ///   the places the row's moves would pass).
    public func claim(
        pressAt location: Point, translation: Point, velocity: Velocity = .zero, elapsed: Duration = .zero
    ) -> GestureClaim {
        guard location.x.isFinite, location.y.isFinite, translation.x.isFinite, translation.y.isFinite,
            velocity.dx.isFinite, velocity.dy.isFinite
        else { return .declined }
        let facts = pressFacts(at: location)
        let slop = core.state.configuration.touchSlop
        if max(abs(translation.x), abs(translation.y)) > slop {
            return core.claimOfMove(pressedAt: location, dx: translation.x, dy: translation.y, facts: facts)
        }
        if velocity.dx != 0 || velocity.dy != 0 {
            return core.claimOfMove(pressedAt: location, dx: velocity.dx, dy: velocity.dy, facts: facts)
        }
        guard elapsed >= core.state.configuration.longPressDuration else { return .undecided }
        return core.claimOfHold(facts: facts)
    }

    /// What a press at `location` would know of its row, asked of the app as a press asks.
    func pressFacts(at location: Point) -> PressFacts {
        guard let index = core.pressedRow(at: location)?.index, index >= 0, index < core.state.rows.count else {
            return PressFacts()
        }
        let id = core.state.ids[index]
        guard core.acceptsGestures(id), !core.state.isLifting else { return PressFacts() }
        let row = core.state.rows[index]
        let top = core.yOfRow(at: index, now: core.state.time)
        let (declared, mayMove, swipeAllowed) = askingApp {
            (swipeActions(row), canMoveRow(row), canBeginSwipe?(row, Point(x: location.x, y: location.y - top)) ?? true)
        }
        let actions = core.state.layoutDirection == .rightToLeft ? declared.mirrored : declared
        let phase = core.state.states[id]?.phase
        // A press held still lifts or opens a menu only on a row at rest.
        let atRest = phase == nil
        return PressFacts(
            isOnRow: true, fractions: actions.fractions, isDisplaced: core.currentOffset(of: id) != 0,
            swipeRefused: !swipeAllowed, mayLift: mayMove && atRest,
            hasMenu: atRest && !menuItems(ofRowAt: index).isEmpty)
    }
}
