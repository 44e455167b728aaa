/// One input to a table, as a value: a pointer event, the passing of time, a verb or a setting.
///
/// The table's verbs and settings are its methods and properties (`table.pushRow(at: 2)`); an
/// input is the same verb written down as data, to build, store, log or replay, and
/// ``GestureTable/send(_:)`` performs it as the method would:
///
/// ```swift
/// let inputs: [TableInput<Mail>] = [.pointer(.down(Point(x: 200, y: 0.5))), .pointer(.moved(Point(x: 60, y: 0.5)))]
/// for input in inputs { try table.send(input) }
/// ```
///
/// The inputs are grouped by the feature that applies them (``TableInput/Rows``,
/// ``TableInput/Reorder``…): `.rows(.delete(at: 1, animation: .fade, completion: nil))` is
/// `table.deleteRow(at: 1, animation: .fade)`. Inputs that address a row by index path end their
/// name with `IndexPath`.
public enum TableInput<Row: Identifiable> {
    /// A pointer event: ``GestureTable/handle(_:)-(PointerEvent)``.
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
    /// An input of selection.
    case selection(Selection)
    /// An input of momentum (content coasting).
    case momentum(Momentum)
    /// An input of assistive technology.
    case accessibility(Accessibility)
    /// An input that changes the sections.
    case sections(Sections)
    /// An input of context menus.
    case contextMenu(ContextMenu)
}

extension TableInput {
    /// Performs the verb the input stands for: the one switch over inputs, each group's own in
    /// its feature's folder.
    func perform<P: TableVerbPerformer>(with performer: inout P) throws(GestureTableError) where P.Row == Row {
        switch self {
        case .pointer(let event): try performer.perform(Verb.Pointer<Row>(event: event))
        case .tick: try performer.perform(Verb.Tick<Row>())
        case .configure(let configuration): try performer.perform(Verb.Configure<Row>(configuration: configuration))
        case .layout(let input): try input.perform(with: &performer)
        case .swipe(let input): try input.perform(with: &performer)
        case .reveal(let input): try input.perform(with: &performer)
        case .rows(let input): try input.perform(with: &performer)
        case .reorder(let input): try input.perform(with: &performer)
        case .selection(let input): try input.perform(with: &performer)
        case .momentum(let input): try input.perform(with: &performer)
        case .accessibility(let input): try input.perform(with: &performer)
        case .sections(let input): try input.perform(with: &performer)
        case .contextMenu(let input): try input.perform(with: &performer)
        }
    }
}
