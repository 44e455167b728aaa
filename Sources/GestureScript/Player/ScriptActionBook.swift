import GestureTable

/// The swipe actions a script declared with `action` and `reveal`, and how
/// they resolve for each row.
///
/// Declarations apply in order: for each slot, the last declaration whose
/// scope includes a row wins. A declaration without `only` applies to every
/// row, including rows inserted later; one with `only I,J` applies to the
/// rows that were at those indexes when it was declared (by id, so it
/// follows them when they move).
///
/// The book keeps, per slot, the action for every row and the rows that
/// override it; a declaration for every row drops the overrides of its slot,
/// which it outlives. Resolving a row and checking a declaration cost O(1),
/// and a declaration with `only` O(*k*) for its *k* rows, however many rows
/// and declarations came before.
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

    /// The row that overrides a slot with the most extreme fraction: the
    /// largest for a first action, the smallest for a second one.
    struct ExtremeOverride {
        var rowID: Int
        var fraction: Double
    }

    /// How the declared left side behaves (`reveal left` makes it reveal).
    var leftStyle = SideStyle.trigger
    /// How the declared right side behaves.
    var rightStyle = SideStyle.trigger
    /// The action of each slot for every row, unless the row overrides it.
    private var everyRow: [ActionSlot: SwipeAction<ScriptRow>] = [:]
    /// The actions declared with `only`, by row id, each newer than the
    /// every-row action of its slot.
    private var overrides: [Int: [ActionSlot: SwipeAction<ScriptRow>]] = [:]
    /// The ids of the rows that override each slot.
    private var overridingRows: [ActionSlot: Set<Int>] = [:]
    /// The most extreme override of each slot, which decides whether an
    /// every-row action of the other slot of its side is valid for them all.
    private var extremes: [ActionSlot: ExtremeOverride] = [:]

    /// Adds a declaration.
    ///
    /// - Complexity: O(1) for every row; O(*k*) for *k* rows (amortized:
    ///   a later every-row declaration drops each override once).
    mutating func declare(_ declaration: Declaration) {
        let slot = declaration.slot
        guard let rowIDs = declaration.rowIDs else {
            everyRow[slot] = declaration.action
            for id in overridingRows.removeValue(forKey: slot) ?? [] {
                overrides[id]?[slot] = nil
                if overrides[id]?.isEmpty == true { overrides[id] = nil }
            }
            extremes[slot] = nil
            return
        }
        let fraction = Self.fraction(of: declaration.action, in: slot)
        var extremeIsStale = false
        for id in rowIDs {
            overrides[id, default: [:]][slot] = declaration.action
            overridingRows[slot, default: []].insert(id)
            if let extreme = extremes[slot], extreme.rowID == id, !Self.isBeyond(fraction, extreme.fraction, in: slot) {
                extremeIsStale = true  // The extreme row moved inward: another row may be the extreme now.
            } else if extremes[slot].map({ Self.isBeyond(fraction, $0.fraction, in: slot) }) ?? true {
                extremes[slot] = ExtremeOverride(rowID: id, fraction: fraction)
            }
        }
        if extremeIsStale { recomputeExtreme(of: slot) }
    }

    /// The actions of the row with `id`, with `declaration` added if one is
    /// given; `nil` stands for a row inserted later, which only
    /// declarations for every row apply to.
    ///
    /// - Throws: ``GestureTableError`` when the resolved actions are invalid
    ///   (a second action without a first, or not farther than it).
    func actions(
        forRowWithID id: Int?, adding declaration: Declaration? = nil
    ) throws(GestureTableError) -> SwipeActions<ScriptRow> {
        var slots = everyRow
        if let id, let rowOverrides = overrides[id] {
            for (slot, action) in rowOverrides { slots[slot] = action }
        }
        if let declaration, declaration.rowIDs.map({ rowIDs in id.map { rowIDs.contains($0) } ?? false }) ?? true {
            slots[declaration.slot] = declaration.action
        }
        return try SwipeActions(
            firstLeft: slots[.firstLeft], secondLeft: slots[.secondLeft],
            firstRight: slots[.firstRight], secondRight: slots[.secondRight],
            leftStyle: leftStyle, rightStyle: rightStyle)
    }

    /// Whether every row `declaration` reaches keeps valid actions with it.
    ///
    /// - Complexity: O(1) for a declaration for every row, O(*k*) for one
    ///   for *k* rows.
    func accepts(_ declaration: Declaration) -> Bool {
        if let rowIDs = declaration.rowIDs {
            return rowIDs.allSatisfy { id in (try? actions(forRowWithID: id, adding: declaration)) != nil }
        }
        // Rows that do not override the other slot of the side resolve as a later row does; of
        // those that do, the one with the most extreme fraction decides for them all.
        guard (try? actions(forRowWithID: nil, adding: declaration)) != nil else { return false }
        let partner = ActionSlot(side: declaration.slot.side, isFirst: !declaration.slot.isFirst)
        guard let extreme = extremes[partner] else { return true }
        var slots = everyRow
        slots[declaration.slot] = declaration.action
        slots[partner] = overrides[extreme.rowID]?[partner]
        return (try? SwipeActions(
            firstLeft: slots[.firstLeft], secondLeft: slots[.secondLeft],
            firstRight: slots[.firstRight], secondRight: slots[.secondRight])) != nil
    }

    /// The actions of the row with `id`, or none if they do not validate
    /// (which ``ScriptPlayback`` rules out when each `action` is declared).
    func validActions(forRowWithID id: Int) -> SwipeActions<ScriptRow> {
        (try? actions(forRowWithID: id)) ?? .none
    }

    /// The fraction at which `action` becomes current in `slot`.
    static func fraction(of action: SwipeAction<ScriptRow>, in slot: ActionSlot) -> Double {
        action.fraction ?? slot.defaultFraction
    }

    /// Whether `fraction` is more extreme than `other` for `slot`: larger
    /// for a first action, smaller for a second.
    static func isBeyond(_ fraction: Double, _ other: Double, in slot: ActionSlot) -> Bool {
        slot.isFirst ? fraction > other : fraction < other
    }

    /// Finds the most extreme override of `slot` again.
    private mutating func recomputeExtreme(of slot: ActionSlot) {
        extremes[slot] = nil
        for id in overridingRows[slot] ?? [] {
            guard let action = overrides[id]?[slot] else { continue }
            let fraction = Self.fraction(of: action, in: slot)
            if extremes[slot].map({ Self.isBeyond(fraction, $0.fraction, in: slot) }) ?? true {
                extremes[slot] = ExtremeOverride(rowID: id, fraction: fraction)
            }
        }
    }
}
