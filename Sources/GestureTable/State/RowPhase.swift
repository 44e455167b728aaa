/// What a row is doing, as its ``RowPresentation`` reports it.
public enum RowPhase: Hashable, Sendable {
    /// Nothing: offset zero, no animation. Rows at rest hold no state at all.
    case rest
    /// Following the pointer.
    case dragging
    /// Going back to rest after a replace; can be grabbed again.
    case settling
    /// Released on an action whose handler has not resolved the row yet.
    case pending(ActionSlot)
    /// Sliding off its edge.
    case pushing
    /// Off its edge, still in the data.
    case pushed
    /// Appearing after an insertion or an undo.
    case appearing
    /// Leaving after a deletion: no longer in ``GestureTable/rows``.
    case deleting
    /// Lifted for reordering.
    case lifted
    /// Snapped open on a side that reveals buttons.
    case open(SwipeSide)
}
