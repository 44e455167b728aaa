// The claim on a board: what a press in a column becomes, as that column's table says.

extension GestureBoard {
    /// What a press at `location` (in the board's viewport), moved by `translation` after
    /// `elapsed`, becomes: the claim of the column under it
    /// (``GestureTable/claim(pressAt:translation:velocity:elapsed:)``), with the point in that
    /// column's coordinates. Over a gutter or beyond the columns, nothing is the board's:
    /// ``GestureClaim/declined`` (a board binding then lets its own scroller take the drag).
    ///
    /// A declined drag on a column is what a board that scrolls sideways takes: a task whose
    /// right drag has no action scrolls the board rather than pulling the task.
    public func claim(
        pressAt location: Point, translation: Point, velocity: Velocity = .zero, elapsed: Duration = .zero
    ) -> GestureClaim {
        guard let column = column(atX: location.x) else { return .declined }
        return tables[column].claim(
            pressAt: local(location, in: column), translation: translation, velocity: velocity, elapsed: elapsed)
    }
}
