// What a front end draws each frame: the table's whole output to a view, in one value.

/// What a front end draws now and does once: the rows in sight with everything their views
/// need, the headers, the placeholder or the context menu, and the moments since the previous
/// frame (haptics, announcements). ``GestureTable/nextFrame(height:)`` gives it; a view applies
/// it without asking the table anything else.
public struct TableFrame<Row: Identifiable> {
    /// The rows to draw, top to bottom as laid out: rows still being deleted among them
    /// (``FrameRow/index`` `nil`), the lifted row where the pointer holds it.
    public var rows: [FrameRow<Row>]
    /// The sections' headers in sight, the top one pinned; empty without titled sections.
    public var headers: [LaidOutHeader]
    /// The empty-state placeholder, while the table shows it instead of rows.
    public var placeholder: Placeholder?
    /// The context menu shown, if any (``GestureTable/presentedContextMenu``).
    public var contextMenu: PresentedContextMenu<Row.ID>?
    /// The haptic moments since the previous frame, in order: play each once.
    public var haptics: [HapticMoment]
    /// What a screen reader should say, since the previous frame, in order: post each once.
    public var announcements: [String]
    /// How fast a lifted row near an edge scrolls the content, in units per second (negative:
    /// up); 0 when it does not.
    public var autoscrollSpeed: Double
    /// How far the content is scrolled.
    public var scrollOffset: Double
    /// Whether anything moves on its own: while true, keep the display link running and ask for
    /// a frame at each tick; when false, the next frame only differs after an input.
    public var isAnimating: Bool
    /// The index of the row a carried row of an outline would drop into now: draw it
    /// highlighted. `nil` when it would drop between rows, or nothing is carried.
    public var dropTarget: Int? = nil
}

/// A row as a frame draws it: where, how far swiped, what its swipe uncovers, whether it is
/// lifted, selected or carried.
public struct FrameRow<Row: Identifiable> {
    /// Its index in ``GestureTable/rows``, or `nil` for a row being deleted.
    public var index: Int?
    /// Its top edge, in viewport coordinates; for the lifted row, where the pointer holds it.
    public var y: Double
    /// Its height now (less than its own while it collapses or grows in).
    public var height: Double
    /// What it is doing.
    public var phase: RowPhase
    /// How far its content is moved across; positive to the right.
    public var offset: Double
    /// Its opacity, 0 to 1.
    public var opacity: Double
    /// What the swipe uncovers, if anything.
    public var action: UncoveredAction?
    /// How near the swipe is to making the side's first action current: 0 at rest, 1 from its
    /// fraction on. An icon may fade or grow with it, as Mail's do.
    public var progress: Double
    /// How much of the row's width the uncovered area spans, 0 at rest; an action view
    /// stretches across it.
    public var stretch: Double
    /// Whether it is the lifted row, drawn raised where the pointer (or the keys) holds it.
    public var isLifted: Bool
    /// The scale to draw it at: 1, or PDGestureTableView's 1.1 while lifted.
    public var liftScale: Double
    /// The opacity of its shadow, 0 to 1: PDGestureTableView's 0.6 while lifted, 0 otherwise.
    public var shadow: Double
    /// Whether it is selected: the selected row, or a checked row in multi-select edit mode.
    public var isSelected: Bool
    /// Whether it is carried along with the lifted row (a lifted group's other rows, drawn
    /// faded in their places until the drop).
    public var isCarried: Bool
    /// How deep it is nested: 0 for a row of a flat list. A lifted row of an outline is as deep
    /// as it would be if dropped now.
    public var depth: Int
    /// Whether it has children in an outline, shown (`▾`) or hidden (`▸`); ``OutlineDisclosure/none``
    /// in a flat list.
    public var disclosure: OutlineDisclosure = .none
    /// The buttons its open side shows, left to right; empty unless it is open on buttons.
    public var buttons: [RevealedButton]
    /// The content its open side shows, when that side reveals content rather than buttons.
    public var revealedContent: String?
    /// The row. Stored last: the other fields then sit at places known without the row's type.
    public var row: Row

    /// The row's id.
    public var id: Row.ID { row.id }
}

/// How a lifted row is raised: PDGestureTableView's copy of the cell, scaled 1.1 with a shadow
/// of opacity 0.6.
enum LiftedLook {
    static let scale = 1.1
    static let shadow = 0.6
}

extension FrameRow {
    /// The row drawn lifted: raised by ``LiftedLook``.
    mutating func raise() {
        phase = .lifted
        isLifted = true
        liftScale = LiftedLook.scale
        shadow = LiftedLook.shadow
    }
}

/// A moment a front end marks with a haptic (`UIImpactFeedbackGenerator`, `navigator.vibrate`).
public enum HapticMoment: String, Hashable, Sendable, CaseIterable {
    /// An action became current while a row was dragged: its threshold was crossed.
    case threshold
    /// A row was lifted for reordering.
    case lift
    /// A lifted row was dropped.
    case drop
}

/// The moments a table heard since a front end last took a frame: bounded, so that a front end
/// that stops asking (a view off screen) does not make the table hold them without end.
struct FrameMoments {
    var haptics: [HapticMoment] = []
    var announcements: [String] = []

    /// The most of each kind held: the oldest go first.
    static let limit = 64

    mutating func note(_ moment: HapticMoment) {
        if haptics.count == Self.limit { haptics.removeFirst() }
        haptics.append(moment)
    }

    mutating func note(_ announcement: String) {
        if announcements.count == Self.limit { announcements.removeFirst() }
        announcements.append(announcement)
    }

    /// The haptic moment an event marks, if any.
    static func haptic(of name: TableEventName) -> HapticMoment? {
        switch name {
        case .highlight: .threshold
        case .lift: .lift
        case .drop, .transfer: .drop
        default: nil
        }
    }
}
