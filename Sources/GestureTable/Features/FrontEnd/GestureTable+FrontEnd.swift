// The table's side of the front-end contract: samples and ticks in, frames out.

extension GestureTable {
    /// Feeds one sample of a platform's gesture recognizer to the table, after moving the
    /// table's clock to the sample's time when the front end sets it (``FrameClock``).
    ///
    /// `.began` presses where the gesture began (``PointerSample/pressLocation``) and, when the
    /// recognizer began past its slop, moves to ``PointerSample/location``; `.changed` moves;
    /// `.ended` moves to the sample's location and lets go with its velocity (a velocity that is
    /// not finite lets go where the last move left the pointer, the table estimating the
    /// velocity from the moves); `.cancelled` cancels.
    ///
    /// Ask ``claim(_:pressedAt:)`` first to decide whether the recognizer should begin at all:
    /// the table ignores the rest of a press whose claim is declined, and a front end should
    /// leave such a drag to what is outside the table.
    public func handle(_ sample: PointerSample) {
        clock.advance(to: sample.timestamp)
        sample.forEachEvent { handle($0) }
    }

    /// What a press that went down at `pressedAt` (on the table's clock) and is now `sample`
    /// becomes: ``claim(pressAt:translation:velocity:elapsed:)`` asked with the sample's press
    /// location, translation and velocity. What a UIKit binding asks in
    /// `gestureRecognizerShouldBegin(_:)`, and the page on each move until it is decided.
    ///
    /// Asks the app (actions, ``canBeginSwipe``, the context menu) and changes nothing.
    public func claim(_ sample: PointerSample, pressedAt: Duration) -> GestureClaim {
        claim(
            pressAt: sample.pressLocation, translation: sample.translation, velocity: sample.velocity,
            elapsed: sample.elapsed(since: pressedAt))
    }

    /// A display link's tick: moves the table's clock to `timestamp` when the front end sets it
    /// (``FrameClock``), then brings the table up to that time (``tick()``).
    public func tick(at timestamp: Duration) {
        clock.advance(to: timestamp)
        tick()
    }

    /// What to draw now in a viewport `height` units tall, and what happened since the previous
    /// frame: the haptic moments and the announcements, each given once. A front end asks for
    /// one frame per display-link tick (``TableFrame/isAnimating`` says whether to keep
    /// ticking) and draws it without asking the table anything else.
    ///
    /// `height` is the area drawn; the table scrolls and autoscrolls within ``viewportHeight``,
    /// which a front end sets when its view's size changes (usually the same height).
    ///
    /// The first call starts collecting moments; a table that is never asked keeps none. At
    /// most 64 of each kind wait for a frame, the oldest dropped first.
    ///
    /// - Complexity: O(*v* + *d* + log *n*): the rows in sight and those being deleted,
    ///   whatever the number of rows.
    public func nextFrame(height: Double) -> TableFrame<Row> {
        if frameMoments == nil {
            frameMoments = FrameMoments()
            noteEventListeners()
        }
        let moments = frameMoments ?? FrameMoments()
        frameMoments = FrameMoments()
        let showsPlaceholder = isShowingPlaceholder
        let walk = showsPlaceholder ? ViewportWalk() : viewportLayout(height: height)
        // Most frames have no lift: its questions are asked only during one.
        let isLifting = isReordering
        let lifted = isLifting ? liftedRowIndex : nil
        let liftedY = isLifting ? liftedRowY : nil
        let group = isLifting ? liftedGroupRowIDs : []
        let selected = selectedRowIDs
        let rows = self.rows
        var drawn: [FrameRow<Row>] = []
        drawn.reserveCapacity(walk.rows.count)
        for placement in walk.rows {
            let row: Row
            if let index = placement.index {
                row = rows[index]
            } else if let deleting = self.row(of: placement) {
                row = deleting
            } else {
                continue
            }
            let isLifted = placement.index != nil && placement.index == lifted
            let presentation = placement.presentation
            // Appended, then described in place: a generic row copied costs its retains.
            drawn.append(FrameRow(
                index: placement.index,
                y: isLifted ? liftedY ?? placement.y : placement.y, height: placement.height,
                phase: presentation.phase, offset: presentation.offset, opacity: presentation.opacity,
                action: presentation.action, progress: 0, stretch: 0, isLifted: isLifted,
                liftScale: isLifted ? LiftedLook.scale : 1, shadow: isLifted ? LiftedLook.shadow : 0,
                isSelected: placement.index != nil && !selected.isEmpty && selected.contains(row.id),
                isCarried: !isLifted && placement.index != nil && !group.isEmpty && group.contains(row.id),
                depth: 0, buttons: [], revealedContent: nil, row: row))
            if presentation.offset != 0 { describeSwipe(of: &drawn[drawn.count - 1]) }
        }
        var frame = TableFrame(
            rows: drawn, headers: walk.headers, placeholder: showsPlaceholder ? placeholder : nil,
            contextMenu: presentedContextMenu, haptics: moments.haptics, announcements: moments.announcements,
            autoscrollSpeed: autoscrollSpeed, scrollOffset: scrollOffset, isAnimating: isAnimating)
        if core.state.isOutline, let parts = core.outlineParts { readingInPlace { core in parts.describeFrame(core, &frame) } }
        return frame
    }

    /// Fills in what a swiped row's uncovered area shows: how near its first action is, how
    /// wide the area is, and an open row's buttons or content.
    private func describeSwipe(of frameRow: inout FrameRow<Row>) {
        let width = self.width
        let distance = abs(frameRow.offset)
        frameRow.stretch = width > 0 ? distance / width : 0
        if let side = SwipeSide(offset: frameRow.offset), let declared = core.answers.actions[frameRow.id] {
            let actions = core.state.layoutDirection == .rightToLeft ? declared.mirrored : declared
            if let fraction = actions.fraction(of: ActionSlot(side: side, isFirst: true)), fraction > 0, width > 0 {
                frameRow.progress = min(1, distance / (fraction * width))
            }
        }
        guard case .open = frameRow.phase, let index = frameRow.index else { return }
        frameRow.buttons = (try? revealedButtons(ofRowAt: index)) ?? []
        if frameRow.buttons.isEmpty { frameRow.revealedContent = try? revealedContent(ofRowAt: index) }
    }
}
