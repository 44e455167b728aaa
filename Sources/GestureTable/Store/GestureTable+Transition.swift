// Layer 6, the entry point: one input applied to the state, as one step.
// A file calls files of its own layer or lower ones, never one that calls it back (.ci/layers).

extension GestureTable {
    /// Runs the transition as an entry point: time, then the input, then delivery.
    func run(_ input: TableInput<Row>) throws(GestureTableError) {
        try perform { () throws(GestureTableError) in try transition(input) }
    }

    /// Runs an input that cannot throw: a pointer event, a tick, a setting.
    func runUnfailing(_ input: TableInput<Row>) {
        perform { try? transition(input) }  // none of these inputs throws: nothing is dropped
    }

    /// The transition: applies one input to ``state``. Only ever called through ``perform(_:)``.
    func transition(_ input: TableInput<Row>) throws(GestureTableError) {
        switch input {
        case .pointer(let event): applyPointer(event)
        case .tick: break
        case .configure(let configuration): configure(configuration)
        case .layout(let input): try apply(input)
        case .swipe(let input): try apply(input)
        case .reveal(let input): try apply(input)
        case .rows(let input): try apply(input)
        case .reorder(let input): try apply(input)
        }
    }

    // MARK: - Settings

    func configure(_ configuration: TableConfiguration) {
        state.configuration = configuration
        state.deadlineBound = .unknown
        state.geometry.rowHeight = configuration.rowHeight
        if state.geometry.headerHeight != configuration.sectionHeaderHeight {
            state.geometry.headerHeight = configuration.sectionHeaderHeight
        }
        // Shorter rows or headers make shorter content: a scroll past its end comes back.
        clampScrollOffset()
    }

    /// Runs an entry point: brings time up to date, runs `body`, checks invariants, and delivers
    /// the events and closures it queued. Nested calls (from those closures) only run `body`.
    func perform<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        guard !isBusy else {
            let result = try body()
            checkInvariants()
            return result
        }
        isBusy = true
        defer { isBusy = false }
        advanceTime()
        let result: T
        do {
            result = try body()
        } catch {
            checkInvariants()
            deliverEffects()
            throw error
        }
        updatePlaceholder()
        checkInvariants()
        deliverEffects()
        return result
    }

}
