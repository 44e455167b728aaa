// The board's side of the front-end contract: samples and ticks in, frames out.

extension GestureBoard {
    /// Feeds one sample of a platform's gesture recognizer to the board, in the board's
    /// viewport coordinates, as ``GestureTable/handle(_:)-(PointerSample)`` does to a table.
    public func handle(_ sample: PointerSample) {
        clock.advance(to: sample.timestamp)
        sample.forEachEvent { handle($0) }
    }

    /// What a press that went down at `pressedAt` and is now `sample` becomes: the claim of
    /// the column under the press (``claim(pressAt:translation:velocity:elapsed:)``).
    public func claim(_ sample: PointerSample, pressedAt: Duration) -> GestureClaim {
        claim(
            pressAt: sample.pressLocation, translation: sample.translation, velocity: sample.velocity,
            elapsed: sample.elapsed(since: pressedAt))
    }

    /// A display link's tick: moves the board's clock to `timestamp` when the front end sets it
    /// (``FrameClock``), then brings every column and the carry up to that time (``tick()``).
    public func tick(at timestamp: Duration) {
        clock.advance(to: timestamp)
        tick()
    }

    /// What to draw now, the columns `height` units tall, and the board's own moments since the
    /// previous frame (each column's own are in its frame).
    ///
    /// - Complexity: O(*c* + the rows in sight of every column).
    public func nextFrame(height: Double) -> BoardFrame<Row> {
        // A column's own verb may have ended or taken away the carried row since the board's
        // last input: the board catches up first, so that the frame carries no row that is gone.
        followColumns()
        if frameMoments == nil { frameMoments = FrameMoments() }
        let moments = frameMoments ?? FrameMoments()
        frameMoments = FrameMoments()
        var columns: [BoardColumnFrame<Row>] = []
        columns.reserveCapacity(tables.count)
        var carriedRow: FrameRow<Row>?
        for column in tables.indices {
            var frame = tables[column].nextFrame(height: height)
            if let removed = showCarry(in: &frame.rows, column: column) { carriedRow = removed }
            columns.append(BoardColumnFrame(
                column: column, title: titles[column], x: minX(ofColumn: column), width: columnWidth, frame: frame))
        }
        var carried: CarriedFrameRow<Row>?
        if carriedRow == nil, let carry, let row = self.carriedRow {
            // Its home column is scrolled away from it: drawn as it rests.
            carriedRow = FrameRow(
                index: tables[carry.home].index(ofRowWithID: carry.id), y: 0, height: carry.height, phase: .rest,
                offset: 0, opacity: 1, action: nil, progress: 0, stretch: 0, isLifted: false, liftScale: 1, shadow: 0,
                isSelected: false, isCarried: false, depth: 0, buttons: [], revealedContent: nil, row: row)
        }
        if let place = carriedRowFrame, var row = carriedRow {
            row.y = place.y
            row.raise()
            carried = CarriedFrameRow(column: place.column, x: place.x, row: row)
        }
        let isAnimating = tables.contains { $0.isAnimating }
            || (carry?.point).map { horizontalAutoscrollSpeed(at: $0.x) != 0 } == true
        return BoardFrame(
            columns: columns, carried: carried, haptics: moments.haptics, announcements: moments.announcements,
            horizontalScrollOffset: horizontalScrollOffset, isAnimating: isAnimating)
    }
}
