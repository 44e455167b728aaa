/// One input to a table, as a value: a pointer event, the passing of time, a verb or a setting.
///
/// Every change of a ``GestureTable`` goes through one transition, ``GestureTable/send(_:)``,
/// which applies one input and returns the events it produced. The table's verbs and settings
/// wrap it (`table.pushRow(at: 2)` is `table.send(.pushRow(at: 2, completion: nil))`), so an
/// input can also be built, stored, logged or replayed as data:
///
/// ```swift
/// let inputs: [TableInput<Mail>] = [.pointer(.down(Point(x: 200, y: 0.5))), .pointer(.moved(Point(x: 60, y: 0.5)))]
/// for input in inputs { try table.send(input) }
/// ```
///
/// The inputs are grouped by the feature that applies them (``TableInput/Rows``,
/// ``TableInput/Reorder``…), and each can also be written by the name of its verb:
/// `.deleteRow(at: 1, animation: .fade, completion: nil)` is
/// `.rows(.delete(at: 1, animation: .fade, completion: nil))`. Inputs that address a row by
/// index path end their name with `IndexPath`.
public enum TableInput<Row: Identifiable> {
    /// A pointer event: ``GestureTable/handle(_:)``.
    case pointer(PointerEvent)
    /// Time passed: ``GestureTable/tick()``. Every input brings the table up to its clock's
    /// time first; this one does only that.
    case tick
    /// ``GestureTable/configuration`` is set.
    case configure(TableConfiguration)
    /// An input of layout: the viewport, the direction, the width, the heights, scrolling.
    case layout(Layout)
    /// An input of swiping by command.
    case swipe(Swipe)
    /// An input of reveal mode.
    case reveal(Reveal)
    /// An input that changes the rows.
    case rows(Rows)
    /// An input of reordering.
    case reorder(Reorder)
    // Selection
    /// An input of selection.
    case selection(Selection)
    // Momentum
    /// An input of momentum (content coasting).
    case momentum(Momentum)
    /// An input of assistive technology.
    case accessibility(Accessibility)
    // Sections
    /// An input that changes the sections.
    case sections(Sections)
}
