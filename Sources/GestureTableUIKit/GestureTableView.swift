// The UIKit view over a GestureTable: recognizers and a display link in, row views out.

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
import GestureTable

/// A list view whose rows swipe, reorder and announce themselves, driven by a `GestureTable`.
///
/// The view is a thin shell over the table's front-end contract: it turns its recognizers'
/// states into `PointerSample`s (`GestureTable.handle(_:)`), answers
/// `gestureRecognizerShouldBegin(_:)` with the table's claim, and at each display-link tick
/// draws `GestureTable.nextFrame(height:)`: it places a view per row in sight (made by
/// ``rowView``, reusing the views of rows that left the screen), plays a haptic at each
/// moment the frame reports, and posts its announcements. It asks the table nothing else, and
/// decides nothing the table does not.
///
/// ```swift
/// let list = try GestureTableView(rows: mails) { mail, reused in
///     let cell = reused as? MailCell ?? MailCell()
///     cell.show(mail)
///     return cell
/// }
/// list.table.swipeActions = { _ in actions }
/// list.table.didSelectRow = { mail, _ in open(mail) }
/// ```
///
/// On the list: one `UIPanGestureRecognizer` (swipes, scrolling), one
/// `UILongPressGestureRecognizer` (lifting a row, a context menu) and one
/// `UITapGestureRecognizer` (selection), never one per row. UIKit delivers recognizer states
/// and display-link frames only to target-action pairs; the module keeps its one
/// Objective-C selector in one small file for both, and everything else is closures.
///
/// The view is generic over the row. A UIView subclass may be generic in Swift as long as it
/// exposes nothing to Objective-C and is not made from a storyboard: its recognizer delegate
/// and its selector target are separate non-generic objects for that reason.
@MainActor
public final class GestureTableView<Row: Identifiable>: UIView {
    /// The table the view shows: set its closures (`swipeActions`, `didMoveRow`,
    /// `didSelectRow`, …) and call its verbs; call ``setNeedsFrame()`` after a verb so that the
    /// view draws its animation.
    public let table: GestureTable<Row>
    /// Makes or updates the view of a row: given the row and a view to reuse (one of a row that
    /// left the screen, or the row's own view), returns the view to show. Asked when a row comes
    /// into sight, when the value of an `Equatable` row in sight changes (an action's
    /// `update(_:)`, `updateRow(at:with:)`), and by ``reloadVisibleRows()``.
    public var rowView: (Row, UIView?) -> UIView
    /// Decorates the area a swipe uncovers behind a row: called each frame with the backdrop
    /// view (colored as the action once it is current), the action, and the swipe's progress
    /// toward it (0 to 1), to add or update an icon or a title. `nil`, the default: the color
    /// only.
    public var decorateUncoveredAction: ((UIView, UncoveredAction, Double) -> Void)?
    /// Makes or updates the view of a section header: given its title and a view to reuse (one
    /// of a header that left the screen, or the header's own view), returns the view to show.
    /// Asked when a header comes into sight or its title changes. `nil`, the default: a label.
    public var headerView: ((String, UIView?) -> UIView)?
    /// Makes or updates the view shown centred while the table has no rows: given the table's
    /// placeholder and the view shown before, if any. `nil`, the default: a label of its title
    /// and subtitle.
    public var placeholderView: ((Placeholder, UIView?) -> UIView)?

    let ticker: any FrameTicker
    let panRecognizer = UIPanGestureRecognizer()
    let longPressRecognizer = UILongPressGestureRecognizer()
    let tapRecognizer = UITapGestureRecognizer()
    let feedbackGenerator = UIImpactFeedbackGenerator(style: .medium)
    /// The views of the rows in sight, by id, with the index their accessibility actions were
    /// made for.
    private(set) var shownRows: [Row.ID: ShownRow] = [:]
    /// Views of rows that left the screen, waiting to be reused.
    private(set) var reusableViews: [UIView] = []
    /// The backdrops behind swiped rows, by id, and those waiting to be reused.
    var shownBackdrops: [Row.ID: UIView] = [:]
    var reusableBackdrops: [UIView] = []
    /// The headers in sight, by section, and those waiting to be reused.
    var shownHeaders: [Int: ShownHeader] = [:]
    var reusableHeaders: [UIView] = []
    /// The placeholder's view and what it shows, while the frame has a placeholder; its view
    /// is kept for the next time once it leaves.
    var shownPlaceholder: (view: UIView, placeholder: Placeholder)?
    var keptPlaceholderView: UIView?
    /// The buttons and revealed content of open rows, by row id, and views waiting to be reused.
    var shownButtons: [Row.ID: [ShownButton]] = [:]
    var shownContent: [Row.ID: UILabel] = [:]
    var reusableLabels: [UILabel] = []
    /// The context menu drawn, if any.
    var shownMenu: ShownMenu?
    /// The recognizer whose gesture the table is following, if any: one at a time.
    var activeRecognizer: UIGestureRecognizer?
    /// The last location a sample of the active gesture gave, for a sample that gives none.
    var lastLocation = Point(x: 0, y: 0)
    /// Kept alive for UIKit, which holds neither its delegate nor its targets strongly.
    var recognizerDelegate: RecognizerDelegate?
    var recognizerTargets: [AnyObject] = []

    /// Creates a view over `table`.
    ///
    /// - Parameters:
    ///   - table: The table to show. Its clock should be a `FrameClock`, which the view moves
    ///     to its display link's and recognizers' timestamps; another clock keeps its own time.
    ///   - rowView: Makes or updates the view of a row, reusing the view given when not `nil`.
    public convenience init(table: GestureTable<Row>, rowView: @escaping (Row, UIView?) -> UIView) {
        self.init(table: table, ticker: .display(), rowView: rowView)
    }

    /// Creates a view over a new table of `rows`, on a `FrameClock`.
    ///
    /// - Parameters:
    ///   - rows: The rows, in display order; their ids must be unique.
    ///   - configuration: The table's tunable numbers, in points: `TableConfiguration.uiKit` by
    ///     default.
    ///   - rowView: Makes or updates the view of a row, reusing the view given when not `nil`.
    /// - Throws: `GestureTableError` with code `duplicateRowID` when two rows share an id.
    public convenience init(
        rows: [Row], configuration: TableConfiguration = .uiKit, rowView: @escaping (Row, UIView?) -> UIView
    ) throws(GestureTableError) {
        // The width follows the view's bounds at its first layout.
        let table = try GestureTable(rows: rows, width: 320, clock: FrameClock(), configuration: configuration)
        self.init(table: table, rowView: rowView)
    }

    init(table: GestureTable<Row>, ticker: any FrameTicker, rowView: @escaping (Row, UIView?) -> UIView) {
        self.table = table
        self.ticker = ticker
        self.rowView = rowView
        super.init(frame: .zero)
        ticker.onTick = { [weak self] timestamp in self?.frameTick(atSeconds: timestamp) }
        installRecognizers()
    }

    /// Not supported: a generic view cannot be made from a storyboard. Returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Frames

    /// Asks for frames until the table is at rest: call it after changing the table with a
    /// verb (a deletion, an undo), so that the view draws what the verb started.
    public func setNeedsFrame() {
        ticker.start()
        drawFrame()
    }

    /// Asks ``rowView`` again for the view of every row in sight, for rows whose values
    /// changed.
    public func reloadVisibleRows() {
        for (id, shown) in shownRows {
            guard let index = table.index(ofRowWithID: id) else { continue }
            let row = table.rows[index]
            let view = rowView(row, shown.view)
            if view !== shown.view {
                shown.view.removeFromSuperview()
                addSubview(view)
            }
            shownRows[id] = ShownRow(view: view, row: row)
        }
        drawFrame()
    }

    override public func didMoveToWindow() {
        super.didMoveToWindow()
        // Off screen, no frames; back on screen, frames until the table is at rest.
        if window == nil { ticker.stop() } else { setNeedsFrame() }
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let width = Double(bounds.width)
        if width >= 1, width != table.width { try? table.setWidth(width) }
        // The viewport's height decides autoscroll's edge zones and how far the list scrolls.
        let height = Double(bounds.height)
        if height > 0, height != table.viewportHeight { table.viewportHeight = height }
        drawFrame()
    }

    /// A display-link tick: the table brought to the frame's time, then drawn.
    func frameTick(atSeconds seconds: Double) {
        if let timestamp = Self.duration(seconds: seconds) { table.tick(at: timestamp) } else { table.tick() }
        drawFrame()
    }

    /// Draws what the table shows now and plays what happened since the previous frame; stops
    /// the frames when nothing moves and no gesture is under way.
    func drawFrame() {
        let frame = table.nextFrame(height: Double(bounds.height))
        place(frame.rows)
        placeBackdrops(frame.rows)
        placeRevealedViews(frame.rows)
        placeHeaders(frame.headers)
        // A lifted row stays above the headers, as it stays above the other rows.
        if let lifted = frame.rows.first(where: { $0.liftScale > 1 }), let view = shownRows[lifted.id]?.view {
            bringSubviewToFront(view)
        }
        placePlaceholder(frame.placeholder)
        placeContextMenu(frame.contextMenu, over: frame.rows)
        for _ in frame.haptics { feedbackGenerator.impactOccurred() }
        for announcement in frame.announcements {
            UIAccessibility.post(notification: .announcement, argument: announcement)
        }
        if !frame.isAnimating, activeRecognizer == nil { ticker.stop() }
    }

    /// Places a view for each row of the frame, reusing the views of rows that left.
    private func place(_ rows: [FrameRow<Row>]) {
        var previous = shownRows
        var shown: [Row.ID: ShownRow] = [:]
        shown.reserveCapacity(rows.count)
        // The views of rows that left go back first, for the rows that came in to reuse.
        var staying: [Row.ID: ShownRow] = [:]
        for row in rows {
            if let entry = previous.removeValue(forKey: row.id) { staying[row.id] = entry }
        }
        for (_, gone) in previous {
            gone.view.removeFromSuperview()
            reusableViews.append(gone.view)
        }
        let width = bounds.width
        for row in rows {
            var entry = staying.removeValue(forKey: row.id) ?? makeView(for: row.row)
            if Self.differ(entry.row, row.row) {
                let view = rowView(row.row, entry.view)
                if view !== entry.view {
                    entry.view.removeFromSuperview()
                    addSubview(view)
                    entry = ShownRow(view: view, row: row.row)
                }
                entry.row = row.row
            }
            let view = entry.view
            view.frame = CGRect(x: row.offset, y: row.y, width: width, height: row.height)
            view.alpha = row.isCarried ? row.opacity * 0.5 : row.opacity
            view.transform = row.liftScale == 1 ? .identity : CGAffineTransform(scaleX: row.liftScale, y: row.liftScale)
            view.layer.shadowOpacity = Float(row.shadow)
            view.layer.zPosition = row.liftScale > 1 ? 1 : 0
            if row.liftScale > 1 { bringSubviewToFront(view) }
            if !entry.hasAccessibility || entry.index != row.index {
                updateAccessibility(of: view, row: row.row, index: row.index)
                entry.index = row.index
                entry.hasAccessibility = true
            }
            shown[row.id] = entry
        }
        shownRows = shown
    }

    private func makeView(for row: Row) -> ShownRow {
        let reused = reusableViews.popLast()
        let view = rowView(row, reused)
        addSubview(view)
        return ShownRow(view: view, row: row)
    }

    /// A row's view in sight, and the index its accessibility actions were made for.
    struct ShownRow {
        var view: UIView
        /// The value its view was made for.
        var row: Row
        var index: Int?
        var hasAccessibility = false
    }

    /// Whether a row's value changed since its view was made: for `Equatable` rows, by `==`;
    /// for others never (``reloadVisibleRows()`` asks again).
    static func differ(_ shown: Row, _ now: Row) -> Bool {
        guard let shown = shown as? any Equatable else { return false }
        return !shown.isEqual(to: now)
    }

    /// A duration from a platform timestamp in seconds, or `nil` when it is not a finite,
    /// non-negative number.
    static func duration(seconds: Double) -> Duration? {
        guard seconds.isFinite, seconds >= 0, seconds < 0x1p60 else { return nil }
        let whole = seconds.rounded(.down)
        return .seconds(Int64(whole)) + .nanoseconds(Int64((seconds - whole) * 1e9))
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}

#endif
