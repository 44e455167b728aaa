/// The tunable numbers of a ``GestureTable``, with PDGestureTableView's values as defaults.
///
/// ```swift
/// var configuration = TableConfiguration.default
/// configuration.animationDuration = .milliseconds(300)
/// configuration.bouncesOnReplace = false
/// ```
///
/// ## Validation
/// Every number is checked when it is set, and one outside its documented range is clamped into
/// it; NaN restores the default. So no value its type allows can make the table trap. This is the
/// table's rule for stored settings (see "Validation" in the GestureTable documentation).
public struct TableConfiguration: Hashable, Sendable {
    /// How long pushes, deletions and replacements take. Default 0.25 s, as
    /// PDGestureTableView's `animationsDuration`. Clamped to 0...``maximumDuration``.
    public var animationDuration: Duration = .milliseconds(250) {
        didSet { animationDuration = Self.clamped(animationDuration) }
    }
    /// Whether the table leaves motion out, as iOS's Reduce Motion and the web's
    /// `prefers-reduced-motion: reduce` ask: pushes, deletions, insertions, replacements, peeks
    /// and drops take no time, so rows jump to where they end. The content still follows the
    /// pointer and still coasts after a fling (UIKit keeps scroll deceleration under Reduce
    /// Motion), and events and completions come as without it. Default `false`.
    public var reducesMotion = false
    /// How long animations take: ``animationDuration``, or zero when ``reducesMotion``.
    var motionDuration: Duration { reducesMotion ? .zero : animationDuration }
    /// Whether a replaced row overshoots its resting place a little before it settles
    /// (PDGestureTableView's `cellBouncesWhenReplacing`). Default `true`.
    public var bouncesOnReplace = true
    /// The largest overshoot of the bounce, as a fraction of the row width. The overshoot is
    /// `min(maximumBounce × width, |offset| / 30)`; the default is PDGestureTableView's 7 points of
    /// a 320-point row. Clamped to 0...1.
    public var maximumBounce = 7.0 / 320.0 {
        didSet { maximumBounce = Self.clamped(maximumBounce, 0...1, default: 7.0 / 320.0) }
    }
    /// Whether a fast release toward a side fires that side's first action even below its
    /// fraction (a flick, as Android's ItemTouchHelper). Default `true`.
    public var triggersOnFlick = true
    /// The escape velocity, in row widths per second: a release strictly faster than this is a
    /// flick, and an open row released faster than this toward rest closes. Default 2.
    /// Clamped to 0.001...1e6.
    public var flickVelocity = 2.0 {
        didSet { flickVelocity = Self.clamped(flickVelocity, 0.001...1e6, default: 2) }
    }
    /// How far the pointer must move before a press becomes a swipe, in the table's units.
    /// Default 4 points (a terminal driver uses one cell). Clamped to 0...1e6.
    public var touchSlop = 4.0 {
        didSet { touchSlop = Self.clamped(touchSlop, 0...1e6, default: 4) }
    }
    /// How close to the leading edge, in the table's units, a press may begin and never swipe:
    /// the edge is left to the system's back gesture or a side menu (the claim declines a
    /// sideways drag there, ``GestureClaim/declined``). Default 0; an iOS app sets about 20
    /// points, a terminal one or two columns. Clamped to 0...1e6 (NaN restores the default).
    public var edgeExclusion = 0.0 {
        didSet { edgeExclusion = Self.clamped(edgeExclusion, 0...1e6, default: 0) }
    }
    /// How far from horizontal, in degrees, a drag past ``touchSlop`` may point and still be a
    /// swipe; a steeper one scrolls. Default 30. Clamped to 0...90 (NaN restores the default):
    /// 0 never swipes, 90 swipes every drag that moves sideways at all.
    public var swipeAngle = 30.0 {
        didSet { swipeAngle = Self.clamped(swipeAngle, 0...90, default: 30) }
    }
    /// How far a press held on an open context menu must move, in the table's units, before
    /// the menu closes and the row is lifted for reordering (``GestureTable/contextMenu``).
    /// Default 10 points; a terminal driver uses one cell, as for ``touchSlop``. Clamped to
    /// 0...1e6 (NaN restores the default).
    public var menuDragTolerance = 10.0 {
        didSet { menuDragTolerance = Self.clamped(menuDragTolerance, 0...1e6, default: 10) }
    }
    // Outlines

    /// How long a carried row rests over a collapsed row of an outline before that row opens
    /// (spring-loading, as a folder in the Finder). Default 0.5 s; clamped as
    /// ``animationDuration``.
    public var springLoadDelay: Duration = .milliseconds(500) {
        didSet { springLoadDelay = Self.clamped(springLoadDelay) }
    }
    /// How far the pointer travels sideways to take a carried row of an outline one level
    /// deeper or shallower, and how far a level is indented, in the unit of the width. Default
    /// 16 (a terminal: 2 columns); clamped to `0.001...1e6`, NaN to the default.
    public var indentWidth = 16.0 {
        didSet { indentWidth = Self.clamped(indentWidth, 0.001...1e6, default: 16) }
    }

    /// How far below an action's fraction the row must come back before the action stops being
    /// current, as a fraction of the row width, so a pointer resting on a fraction does not
    /// flicker. Default 0.01. Clamped to 0...0.49.
    public var highlightHysteresis = 0.01 {
        didSet { highlightHysteresis = Self.clamped(highlightHysteresis, 0...0.49, default: 0.01) }
    }
    /// How far a row can be pulled toward a side with no action, or past its edge, as a fraction
    /// of the row width (the rubber band's limit). Default 0.1. Clamped to 0...1.
    public var rubberBandLimit = 0.1 {
        didSet { rubberBandLimit = Self.clamped(rubberBandLimit, 0...1, default: 0.1) }
    }
    /// The height of a row, in the same unit as the viewport's height. Default 1 (one line).
    /// Clamped to 0.001...1e6.
    public var rowHeight = 1.0 {
        didSet { rowHeight = Self.clamped(rowHeight, 0.001...1e6, default: 1) }
    }
    /// The height of a section's header, in the same unit as ``rowHeight`` (a height, not a
    /// number of rows). Default 1 (one line).
    /// Clamped to 0...1e6; a section without a title has no header.
    public var sectionHeaderHeight = 1.0 {
        didSet { sectionHeaderHeight = Self.clamped(sectionHeaderHeight, 0...1e6, default: 1) }
    }
    /// How long a press must stay still to lift a row for reordering. Default 0.5 s: the
    /// Android long-press timeout, easier to hit with a mouse than PDGestureTableView's 0.175 s.
    /// Clamped to 0...``maximumDuration``.
    public var longPressDuration: Duration = .milliseconds(500) {
        didSet { longPressDuration = Self.clamped(longPressDuration) }
    }

    /// The autoscroll speed when a lifted row is at the very edge of the viewport, in rows per
    /// second. Inside the edge zone the speed grows with the square of the depth. Default 20.
    /// Clamped to 0...1e6.
    public var maximumAutoscrollSpeed = 20.0 {
        didSet { maximumAutoscrollSpeed = Self.clamped(maximumAutoscrollSpeed, 0...1e6, default: 20) }
    }
    /// The depth of the edge zones where a lifted row autoscrolls, as a fraction of the
    /// viewport's height (at least one row). Default 1/6, as SBGestureTableView. Clamped to
    /// 0.001...0.5.
    public var autoscrollZone = 1.0 / 6.0 {
        didSet { autoscrollZone = Self.clamped(autoscrollZone, 0.001...0.5, default: 1.0 / 6.0) }
    }
    /// Whether scrolling closes an open row (reveal mode). Default `true`, as UIKit and
    /// SwipeCellKit; when off, an open row stays open while it scrolls out of view and back.
    public var closesOpenRowOnScroll = true
    /// How far a peek moves a row, as a fraction of the row width. Default 0.15. Clamped to
    /// 0.001...1.
    public var peekFraction = 0.15 {
        didSet { peekFraction = Self.clamped(peekFraction, 0.001...1, default: 0.15) }
    }
    /// How many steps ``GestureTable/undo()`` remembers; older steps are forgotten, at once when
    /// the limit is lowered (the steps to redo are kept). Default 32. Clamped to 0...10,000 (0
    /// turns undo off).
    public var undoLimit = 32 {
        didSet { undoLimit = min(max(undoLimit, 0), 10_000) }
    }

    // Momentum
    /// How fast coasting content slows down after a vertical drag is released with a velocity:
    /// the factor the speed is multiplied by every millisecond, as `UIScrollView`'s
    /// `decelerationRate`. Default ``DecelerationRate/normal`` (0.998); ``DecelerationRate/fast``
    /// (0.99) stops sooner. Clamped to 0.9...0.9999 (NaN restores the default).
    public var decelerationRate = DecelerationRate.normal

    /// The longest duration a configuration holds: 1,000,000 s (about 11.6 days).
    public static var maximumDuration: Duration { .seconds(1_000_000) }

    /// Creates a configuration with the default values.
    public init() {}

    /// The defaults: PDGestureTableView's numbers.
    public static var `default`: TableConfiguration { TableConfiguration() }

    static func clamped(_ value: Double, _ range: ClosedRange<Double>, default fallback: Double) -> Double {
        value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound)
    }

    static func clamped(_ duration: Duration) -> Duration {
        min(max(duration, .zero), maximumDuration)
    }
}
