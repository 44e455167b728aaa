// What a handler does with the row its action fired on: the verbs that resolve it. Apart from
// the row itself (TriggeredRow.swift), since they run the table's transition.

extension TriggeredRow {
    /// Slides the row off its edge; see ``GestureTable/pushRow(at:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func push(completion: (() -> Void)? = nil) throws(GestureTableError) {
        try table.pushRow(withID: id, completion: completion)
    }

    /// Deletes the row; see ``GestureTable/deleteRow(at:animation:registersUndo:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func delete(animation: RowAnimation = .automatic, completion: (() -> Void)? = nil) throws(GestureTableError) {
        try table.resolving(as: actionTitle) { () throws(GestureTableError) in
            try table.deleteRow(withID: id, animation: animation, completion: completion)
        }
    }

    /// Pushes the row off its edge, then deletes it; see ``GestureTable/pushAndDeleteRow(at:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func pushAndDelete(completion: (() -> Void)? = nil) throws(GestureTableError) {
        try table.resolving(as: actionTitle) { () throws(GestureTableError) in
            try table.pushAndDeleteRow(withID: id, completion: completion)
        }
    }

    /// Slides the row back to rest; see ``GestureTable/replaceRow(at:completion:)``.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` when the row is no longer in the table.
    public func replace(completion: (() -> Void)? = nil) throws(GestureTableError) {
        try table.replaceRow(withID: id, completion: completion)
    }

    /// Puts `newValue` in the row and slides it back to rest, for an action that changes the
    /// row rather than removing it (mark as read, flag). The update is one ``GestureTable/undo()``
    /// step; events `update` then `replace`.
    ///
    /// - Throws: ``GestureTableError/Code/rowNotFound`` once the row has left the table;
    ///   ``GestureTableError/Code/invalidValue`` when `newValue` has another id;
    ///   ``GestureTableError/Code/invalidState`` while the row is lifted. Then nothing changes.
    public func update(_ newValue: Row) throws(GestureTableError) {
        try table.resolving(as: actionTitle) { () throws(GestureTableError) in
            try table.run(Verb.UpdateTriggeredRow(id: id, row: newValue))
        }
    }
}
