// What a front end draws of a board each frame.

/// What a front end draws of a ``GestureBoard`` now: each column's ``TableFrame`` where the
/// column is, the carried row raised above them, and the board's own moments since the previous
/// frame. ``GestureBoard/nextFrame(height:)`` gives it.
public struct BoardFrame<Row: Identifiable> {
    /// The columns, in the board's order, each with its rows in sight; a carried row's place
    /// is shown (its gap closed in the column it left, open where it would go).
    public var columns: [BoardColumnFrame<Row>]
    /// The row carried out of its column, drawn raised above the columns; `nil` when none is.
    public var carried: CarriedFrameRow<Row>?
    /// The board's own haptic moments since the previous frame (a transfer's drop); each
    /// column's are in its frame.
    public var haptics: [HapticMoment]
    /// The board's own announcements since the previous frame (moves between columns); each
    /// column's are in its frame.
    public var announcements: [String]
    /// How far the board is scrolled sideways.
    public var horizontalScrollOffset: Double
    /// Whether anything moves on its own, in any column or the board itself.
    public var isAnimating: Bool
}

/// A column of a ``BoardFrame``.
public struct BoardColumnFrame<Row: Identifiable> {
    /// Its index among the board's columns.
    public var column: Int
    /// Its title.
    public var title: String
    /// Its left edge in the board's viewport.
    public var x: Double
    /// Its width.
    public var width: Double
    /// Its rows and moments, as its table's ``GestureTable/nextFrame(height:)`` gives them, with
    /// the carried row's place shown.
    public var frame: TableFrame<Row>
}

/// The row a board carries between columns, where it is drawn.
public struct CarriedFrameRow<Row: Identifiable> {
    /// The column it is over.
    public var column: Int
    /// Its left edge in the board's viewport.
    public var x: Double
    /// The row, raised (``FrameRow/liftScale``, ``FrameRow/shadow``); its `y` in the board's
    /// viewport.
    public var row: FrameRow<Row>
}
