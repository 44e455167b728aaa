/// The tunable numbers of a ``GestureTable``, with PDGestureTableView's values as defaults.
///
/// ```swift
/// var configuration = TableConfiguration.default
/// configuration.animationDuration = .milliseconds(300)
/// configuration.bouncesOnReplace = false
/// ```
public struct TableConfiguration: Hashable, Sendable {
    /// How long pushes, deletions and replacements take. Default 0.25 s, as
    /// PDGestureTableView's `animationsDuration`.
    public var animationDuration: Duration = .milliseconds(250)
    /// Whether a replaced row overshoots its resting place a little before it settles
    /// (PDGestureTableView's `cellBouncesWhenReplacing`). Default `true`.
    public var bouncesOnReplace = true
    /// The largest overshoot of the bounce, as a fraction of the row width. The overshoot is
    /// `min(maximumBounce × width, |offset| / 30)`; the default is PDGestureTableView's 7 points of
    /// a 320-point row.
    public var maximumBounce = 7.0 / 320.0
    /// Whether a fast release toward a side fires that side's first action even below its
    /// fraction (a flick, as Android's ItemTouchHelper). Default `true`.
    public var triggersOnFlick = true
    /// The release speed that counts as a flick, in row widths per second. Default 2.
    public var flickVelocity = 2.0
    /// How far the pointer must move before a press becomes a swipe, in the table's units.
    /// Default 4 points; the terminal driver uses one cell.
    public var touchSlop = 4.0
    /// How far below an action's fraction the row must come back before the action stops being
    /// current, as a fraction of the row width, so a pointer resting on a fraction does not
    /// flicker. Default 0.01.
    public var highlightHysteresis = 0.01
    /// How far a row can be pulled toward a side with no action, or past its edge, as a fraction
    /// of the row width (the rubber band's limit). Default 0.1.
    public var rubberBandLimit = 0.1
    /// The height of a row, in the same unit as the viewport's height. Default 1 (one line).
    public var rowHeight = 1.0
    /// How long a press must stay still to lift a row for reordering. Default 0.5 s: the
    /// Android long-press timeout, easier to hit with a mouse than PDGestureTableView's 0.175 s.
    public var longPressDuration: Duration = .milliseconds(500)

    /// The autoscroll speed when a lifted row is at the very edge of the viewport, in rows per
    /// second. Inside the edge zone the speed grows with the square of the depth. Default 20.
    public var maximumAutoscrollSpeed = 20.0
    /// The depth of the edge zones where a lifted row autoscrolls, as a fraction of the
    /// viewport's height (at least one row). Default 1/6, as SBGestureTableView.
    public var autoscrollZone = 1.0 / 6.0
    /// Whether scrolling closes an open row (reveal mode). Default `true`, as UIKit and
    /// SwipeCellKit; when off, an open row stays open while it scrolls out of view and back.
    public var closesOpenRowOnScroll = true
    /// How far a peek moves a row, as a fraction of the row width. Default 0.15.
    public var peekFraction = 0.15

    /// Creates a configuration with the default values.
    public init() {}

    /// The defaults: PDGestureTableView's numbers.
    public static var `default`: TableConfiguration { TableConfiguration() }

    /// The defaults for a terminal: one cell of slop.
    public static var terminal: TableConfiguration {
        var configuration = TableConfiguration()
        configuration.touchSlop = 1
        return configuration
    }

    /// Checks every number, throwing ``GestureTableError/Code/invalidValue`` for the first one
    /// that is negative, not finite, or zero where zero makes no sense.
    public func validate() throws(GestureTableError) {
        func require(_ condition: Bool, _ what: String) throws(GestureTableError) {
            if !condition { throw GestureTableError(.invalidValue, "\(what) in the table configuration") }
        }
        try require(animationDuration >= .zero, "animationDuration must not be negative")
        try require(longPressDuration >= .zero, "longPressDuration must not be negative")
        try require(maximumBounce.isFinite && maximumBounce >= 0, "maximumBounce must be a finite number ≥ 0")
        try require(flickVelocity.isFinite && flickVelocity > 0, "flickVelocity must be a finite number > 0")
        try require(touchSlop.isFinite && touchSlop >= 0, "touchSlop must be a finite number ≥ 0")
        try require(
            highlightHysteresis.isFinite && highlightHysteresis >= 0 && highlightHysteresis < 0.5,
            "highlightHysteresis must be a number in [0, 0.5)")
        try require(rubberBandLimit.isFinite && rubberBandLimit >= 0, "rubberBandLimit must be a finite number ≥ 0")
        try require(maximumAutoscrollSpeed.isFinite && maximumAutoscrollSpeed >= 0, "maximumAutoscrollSpeed must be a finite number ≥ 0")
        try require(autoscrollZone.isFinite && autoscrollZone > 0 && autoscrollZone <= 0.5, "autoscrollZone must be a number in (0, 0.5]")
        try require(peekFraction.isFinite && peekFraction > 0 && peekFraction <= 1, "peekFraction must be a number in (0, 1]")
        try require(rowHeight.isFinite && rowHeight > 0, "rowHeight must be a finite number > 0")
    }
}
