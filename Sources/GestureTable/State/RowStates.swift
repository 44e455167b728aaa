/// The states of the rows that are not at rest, by row id: a dictionary whose entries also have
/// stable slots, so the row under the pointer is reached on every move without hashing its id.
///
/// A slot names an entry until the entry is removed; a slot kept past that finds nothing (its
/// generation no longer matches), never another row's state.
struct RowStates<ID: Hashable> {
    typealias Slot = RowStateSlot

    /// The states, by slot: a type of its own, not generic, so the hot path needs no metadata.
    /// Change it only through ``RowStateSlots/drag(_:to:highlighting:)``, which cannot add or
    /// remove one.
    var slots = RowStateSlots()
    private var indexOfID: [ID: Int] = [:]

    init() {}

    /// The number of rows with a state.
    var count: Int { indexOfID.count }

    var isEmpty: Bool { indexOfID.isEmpty }

    /// The state of the row with `id`; setting `nil` removes it.
    subscript(id: ID) -> RowState? {
        get {
            guard let index = indexOfID[id] else { return nil }
            return slots.entry(at: index)
        }
        set {
            if let newValue {
                if let index = indexOfID[id] {
                    slots.entries[index] = newValue
                } else {
                    indexOfID[id] = slots.insert(newValue)
                }
            } else {
                removeValue(forKey: id)
            }
        }
    }

    /// The state kept in `slot`, or `nil` when the slot's entry has been removed since.
    subscript(slot: Slot) -> RowState? { slots[slot] }

    /// The slot of the row with `id`'s state, if it has one.
    func slot(of id: ID) -> Slot? {
        indexOfID[id].map { Slot(index: $0, generation: slots.generations[$0]) }
    }

    /// The completion to run when the row's animation ends, kept beside its state; `nil` when it
    /// has none or no state.
    func completion(of id: ID) -> CompletionToken? {
        indexOfID[id].flatMap { slots.completions[$0] }
    }

    /// Gives the row's state a completion, replacing the one it had; nothing without a state.
    mutating func setCompletion(_ completion: CompletionToken?, for id: ID) {
        if let index = indexOfID[id] { slots.completions[index] = completion }
    }

    /// Removes and returns the row's completion; the state stays.
    mutating func takeCompletion(of id: ID) -> CompletionToken? {
        guard let index = indexOfID[id], let completion = slots.completions[index] else { return nil }
        slots.completions[index] = nil
        return completion
    }

    /// Removes the row's state and forgets its completion (which then never runs), returning the
    /// state.
    @discardableResult
    mutating func removeValue(forKey id: ID) -> RowState? {
        guard let index = indexOfID.removeValue(forKey: id) else { return nil }
        return slots.remove(at: index, isLast: indexOfID.isEmpty)
    }

    /// Applies `body` to every state, in no particular order.
    mutating func updateEach(_ body: (inout RowState) -> Void) {
        for index in indexOfID.values {
            body(&slots.entries[index])
        }
    }

    /// Visits each row's id with the position where its state is kept, for ``state(at:)``:
    /// valid until the next change.
    func forEachPosition(_ body: (ID, Int) -> Void) {
        // By index rather than by iterator: the iterator's element is an optional tuple of the
        // generic id, whose type the unspecialized code looks up at run time on every call.
        var cursor = indexOfID.startIndex
        while cursor != indexOfID.endIndex {
            body(indexOfID.keys[cursor], indexOfID.values[cursor])
            indexOfID.formIndex(after: &cursor)
        }
    }

    /// The state kept at a position that ``forEachPosition(_:)`` gave.
    func state(at position: Int) -> RowState {
        slots.state(at: position)
    }

    /// Calls `body` with every row that has a state and its state, in no particular order.
    func forEachState(_ body: (ID, RowState) -> Void) {
        for (id, index) in indexOfID { body(id, slots.entries[index]) }
    }

    /// The states, in no particular order, read as they are asked for (nothing is copied up front).
    var values: LazyMapCollection<Dictionary<ID, Int>.Values, RowState> {
        indexOfID.values.lazy.map { slots.entries[$0] }
    }
}

/// Where a row's state is kept in ``RowStates``, valid while the state exists.
struct RowStateSlot: Hashable {
    fileprivate let index: Int
    fileprivate let generation: UInt32
}

/// The storage of ``RowStates``: states in slots that keep their place while they exist.
///
/// States are kept as plain values (not optionals) beside a flag per slot, so the hot path reads
/// and writes a dragged row's state in place, with no generic optional handling.
struct RowStateSlots {
    fileprivate var entries: [RowState] = []
    fileprivate var isOccupied: [Bool] = []
    /// Bumped each time a slot is emptied, so slots kept from before miss.
    fileprivate var generations: [UInt32] = []
    /// Each entry's completion, by the same index.
    fileprivate var completions: [CompletionToken?] = []
    private var freeIndexes: [Int] = []

    /// What a free entry holds: a state at rest, never read, since its slot is not occupied.
    private static var vacant: RowState { RowState(phase: .rest) }

    /// Whether no state is kept: the storage is emptied with its last state, so this is
    /// ``RowStates/isEmpty`` read from plain values.
    var isEmpty: Bool { entries.isEmpty }

    /// The number of states kept (``RowStates/count`` read from plain values): every slot not
    /// free holds one.
    var count: Int { entries.count - freeIndexes.count }

    /// The state kept at a position that ``RowStates/forEachPosition(_:)`` gave.
    func state(at position: Int) -> RowState {
        entries[position]
    }

    /// How many slots the storage keeps: the most states held at once so far (a slot's
    /// generation outlives its state, so that a slot kept from before misses).
    var slotCount: Int { generations.count }

    fileprivate func contains(_ slot: RowStateSlot) -> Bool {
        generations[slot.index] == slot.generation && isOccupied[slot.index]
    }

    fileprivate func entry(at index: Int) -> RowState? {
        isOccupied[index] ? entries[index] : nil
    }
    subscript(slot: RowStateSlot) -> RowState? { contains(slot) ? entries[slot.index] : nil }

    /// The current action of the row kept in `slot` while it is dragged; `nil` when the slot's
    /// state has been removed since, or its row is not being dragged.
    func dragged(_ slot: RowStateSlot) -> DraggedRow? {
        guard contains(slot), entries[slot.index].phase == .dragging else { return nil }
        return DraggedRow(highlighted: entries[slot.index].highlighted)
    }

    /// Moves the dragged row kept in `slot` to `offset`, with `highlighted` as its current
    /// action; nothing when the slot's state has been removed since.
    mutating func drag(_ slot: RowStateSlot, to offset: Double, highlighting highlighted: ActionSlot?) {
        guard contains(slot) else { return }
        entries[slot.index].offset = .constant(offset)
        entries[slot.index].highlighted = highlighted
    }

    /// Whether any state has an animation or a timed step to finish: a scan of plain values,
    /// with no generic code.
    var hasDeadline: Bool {
        for index in entries.indices where isOccupied[index] && entries[index].deadline != nil { return true }
        return false
    }

    fileprivate mutating func insert(_ state: RowState) -> Int {
        if let free = freeIndexes.popLast() {
            entries[free] = state
            isOccupied[free] = true
            return free
        }
        entries.append(state)
        completions.append(nil)
        isOccupied.append(true)
        // A slot's first generation can be any number: slots compare generations for equality only.
        if generations.count < entries.count { generations.append(0) }
        return entries.count - 1
    }

    fileprivate mutating func remove(at index: Int, isLast: Bool) -> RowState {
        let state = entries[index]
        if isLast {
            // The last one: start over, so the slots never outgrow the busiest moment for long
            // (the next state allocates them again: once per gesture, not per event).
            entries.removeAll()
            completions.removeAll()
            isOccupied.removeAll()
            freeIndexes.removeAll()
            // Any step invalidates every slot kept from before (1 is as good as 2).
            for position in generations.indices { generations[position] &+= 1 }
            return state
        }
        entries[index] = Self.vacant
        completions[index] = nil
        isOccupied[index] = false
        generations[index] &+= 1
        freeIndexes.append(index)
        return state
    }
}

/// What the pointer-move path needs of a dragged row's state.
struct DraggedRow {
    var highlighted: ActionSlot?
}
