import GestureTable

/// The swipe actions a script declared with `action` and `reveal`, and how
/// they resolve for each row.
///
/// Declarations apply in order: for each slot, the last declaration whose
/// scope includes a row wins. A declaration without `only` applies to every
/// row, including rows inserted later; one with `only I,J` applies to the
/// rows that were at those indexes when it was declared (by id, so it
/// follows them when they move).
struct ScriptActionBook {
    /// One `action` command, resolved.
    struct Declaration {
        /// The slot, as declared.
        var slot: ActionSlot
        /// The action the slot gets.
        var action: SwipeAction<ScriptRow>
        /// The ids of the rows it applies to, or `nil` for every row.
        var rowIDs: Set<Int>?
    }

    /// The declarations, oldest first.
    private(set) var declarations: [Declaration] = []
    /// How the declared left side behaves (`reveal left` makes it reveal).
    var leftStyle = SideStyle.trigger
    /// How the declared right side behaves.
    var rightStyle = SideStyle.trigger

    /// Adds a declaration.
    mutating func declare(_ declaration: Declaration) {
        declarations.append(declaration)
    }

    /// The actions of the row with `id`; `nil` stands for a row inserted later,
    /// which only declarations for every row apply to.
    ///
    /// - Throws: ``GestureTableError`` when the resolved actions are invalid
    ///   (a second action without a first, or not farther than it).
    func actions(forRowWithID id: Int?) throws(GestureTableError) -> SwipeActions<ScriptRow> {
        var slots: [ActionSlot: SwipeAction<ScriptRow>] = [:]
        for declaration in declarations {
            if let rowIDs = declaration.rowIDs {
                guard let id, rowIDs.contains(id) else { continue }
            }
            slots[declaration.slot] = declaration.action
        }
        return try SwipeActions(
            firstLeft: slots[.firstLeft], secondLeft: slots[.secondLeft],
            firstRight: slots[.firstRight], secondRight: slots[.secondRight],
            leftStyle: leftStyle, rightStyle: rightStyle)
    }

    /// The actions of the row with `id`, or none if they do not validate
    /// (which ``ScriptPlayback`` rules out when each `action` is declared).
    func validActions(forRowWithID id: Int) -> SwipeActions<ScriptRow> {
        (try? actions(forRowWithID: id)) ?? .none
    }
}
