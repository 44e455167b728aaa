// The order of undo steps across tables that share one history.

/// Numbers the undo steps of tables that share one history (the columns of a
/// ``GestureBoard``), so that the board takes back the newest step of any of them first.
///
/// A table holds one only when it shares its history; on its own it needs no order beyond its
/// own stack. A class, shared by reference between the tables' cores: it holds plain numbers
/// and no closure, and every table that shares it belongs to the same board, on one thread.
final class UndoSerials {
    /// The number the next step (or the next taking back of one) gets.
    private(set) var next = 1
    /// The number of the newest step made by the user (not by an undo or a redo): a step
    /// taken back before it can no longer be redone.
    private(set) var lastEdit = 0

    /// A number for a new step the user made.
    func takeForEdit() -> Int {
        lastEdit = take()
        return lastEdit
    }

    /// A number for the next event of the history (a step taken back).
    func take() -> Int {
        defer { next += 1 }
        return next
    }
}
