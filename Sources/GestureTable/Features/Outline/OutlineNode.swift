/// A row of an outline, with the rows under it: what ``GestureTable/setOutline(_:)`` takes and
/// ``GestureTable/outline`` gives back.
///
/// ```swift
/// try table.setOutline([
///     OutlineNode(work, children: [OutlineNode(report), OutlineNode(slides)]),
///     OutlineNode(home, isExpanded: false, children: [OutlineNode(groceries)]),
/// ])
/// ```
public struct OutlineNode<Row: Identifiable> {
    /// The row.
    public var row: Row
    /// The rows under it, in order.
    public var children: [OutlineNode<Row>]
    /// Whether its children are shown (rows of the table) under it. A row with no children
    /// reads `true` until it is collapsed with children.
    public var isExpanded: Bool

    /// A row with `children` under it, shown unless `isExpanded` is `false`.
    public init(_ row: Row, isExpanded: Bool = true, children: [OutlineNode<Row>] = []) {
        self.row = row
        self.isExpanded = isExpanded
        self.children = children
    }
}

extension OutlineNode: Equatable where Row: Equatable {}
extension OutlineNode: Sendable where Row: Sendable {}

/// What a row of an outline shows before its title: whether it has children, and whether they
/// are shown (`▾`) or hidden (`▸`).
public enum OutlineDisclosure: Hashable, Sendable {
    /// No children.
    case none
    /// Children, shown under it.
    case expanded
    /// Children, hidden.
    case collapsed
}
