/// What a press and its first movement become, decided before any state changes: the answer
/// of ``GestureTable/claim(pressAt:translation:velocity:elapsed:)``.
///
/// A view binding asks it where the platform asks whether a recognizer may begin (UIKit's
/// `gestureRecognizerShouldBegin(_:)`): for ``swipe``, ``lift`` and ``contextMenu`` the table's
/// recognizer takes the touch; for ``scroll`` the list scrolls; for ``declined`` the touch goes
/// to what is outside the table (a board that scrolls sideways, a pager, the back gesture).
public enum GestureClaim: String, Hashable, Sendable, CaseIterable {
    /// A sideways drag toward a side that has something for the row: the row follows it.
    case swipe
    /// A drag steeper than ``TableConfiguration/swipeAngle``, or on no row: the list scrolls.
    case scroll
    /// In edit mode with several rows allowed, a vertical drag selects the rows it passes.
    case sweep
    /// A press held still for ``TableConfiguration/longPressDuration`` on a row that may move
    /// (and has no context menu): the row is lifted for reordering.
    case lift
    /// A press held still for ``TableConfiguration/longPressDuration`` on a row with a
    /// context menu (``GestureTable/contextMenu``): the menu opens; moving then lifts the row.
    case contextMenu = "context-menu"
    /// Not the table's: a sideways drag toward a side with nothing for the row, one that began
    /// within ``TableConfiguration/edgeExclusion`` of the leading edge, one that
    /// ``GestureTable/canBeginSwipe`` refused, or any sideways drag in edit mode.
    case declined
    /// Not yet decided: the press has moved no farther than ``TableConfiguration/touchSlop``,
    /// and has not been held for ``TableConfiguration/longPressDuration`` or is on a row that
    /// neither lifts nor has a menu (it may still become a tap or a drag).
    case undecided
}
