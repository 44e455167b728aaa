import Testing
@testable import GestureTable

/// The state is data: completions are tokens in it, their closures wait in the table's registry
/// until they run, and a change that is taken back forgets the ones it registered.
@Suite("Completions: tokens in the state, closures in the registry")
struct CompletionRegistryTests {
    /// The type names of every stored value reachable from `value`, found by reflection.
    private func typeNames(in value: Any, depth: Int = 0) -> [String] {
        guard depth < 12 else { return [] }
        var names = [String(describing: type(of: value))]
        for child in Mirror(reflecting: value).children {
            names += typeNames(in: child.value, depth: depth + 1)
        }
        return names
    }

    @Test("the state holds no closure while completions wait, a batch is open and a row is swiped")
    func stateHoldsNoClosure() throws {
        let fixture = Fixture()
        try fixture.table.pushRow(at: 0, completion: {})
        try fixture.table.deleteRow(at: 1, completion: {})
        fixture.table.performBatchUpdates({ try? fixture.table.insertRow(Mail(id: 9, subject: "New"), at: 0) },
                                               completion: {})
        fixture.drag(row: 3, to: -0.3)
        let names = typeNames(in: fixture.table.core.state)
        #expect(names.contains { $0.contains("CompletionToken") })
        #expect(!names.contains { $0.contains("->") }, "\(names.filter { $0.contains("->") })")
    }

    @Test("each completion runs once, when its animation ends, and leaves the registry")
    func runsOnce() throws {
        let fixture = Fixture()
        var runs = [0, 0, 0]
        try fixture.table.pushRow(at: 0, completion: { runs[0] += 1 })
        try fixture.table.deleteRow(at: 1, completion: { runs[1] += 1 })
        fixture.table.performBatchUpdates({ try? fixture.table.deleteRow(at: 2) }, completion: { runs[2] += 1 })
        #expect(fixture.table.core.completions.count == 3)
        #expect(runs == [0, 0, 0])
        fixture.advance(2_000)
        #expect(runs == [1, 1, 1])
        #expect(fixture.table.core.completions.isEmpty)
    }

    @Test("a batch that throws forgets the completions it registered; they never run")
    func rolledBack() throws {
        struct Refused: Error {}
        let fixture = Fixture()
        var runs = 0
        try fixture.table.pushRow(at: 4, completion: { runs += 10 })
        #expect(throws: Refused.self) {
            try fixture.table.performBatchUpdates({ () throws(Refused) in
                try? fixture.table.pushRow(at: 0, completion: { runs += 1 })
                try? fixture.table.deleteRow(at: 1, completion: { runs += 1 })
                throw Refused()
            }, completion: { runs += 1 })
        }
        #expect(fixture.table.core.completions.count == 1)
        fixture.advance(2_000)
        #expect(runs == 10)
        #expect(fixture.table.core.completions.isEmpty)
    }

    @Test("completions of states dropped before they end are swept: the registry stays small")
    func swept() throws {
        let fixture = Fixture()
        var runs = 0
        for round in 0..<500 {
            try fixture.table.pushRow(at: round % 5, completion: { runs += 1 })
            // A state taken away without its animation ending: the completion is forgotten.
            fixture.table.core.state.states.removeValue(forKey: round % 5)
        }
        #expect(fixture.table.core.completions.count < 200)
        fixture.advance(2_000)
        #expect(runs == 0)
    }
}

/// A row taken over mid-animation still runs the completion of the animation it interrupts.
@Suite("Interrupted completions run")
struct InterruptedCompletionTests {
    @Test func openingASettlingRow() throws {
        let fixture = RevealTests.revealing()
        try fixture.table.dragRow(at: 1, toOffset: -10)
        var completed = 0
        try fixture.table.replaceRow(at: 1) { completed += 1 }
        fixture.advance(50)
        try fixture.table.openRow(at: 1, side: .right)
        #expect(completed == 1)
        fixture.advance(1_000)
        #expect(completed == 1)
        #expect(try fixture.table.openSide(ofRowAt: 1) == .right)
    }
}

extension CompletionRegistryTests {
    @Test("an insertion without animation runs its completion at once")
    func insertWithoutAnimationCompletes() throws {
        let fixture = Fixture(count: 2)
        var done = false
        try fixture.table.insertRow(Mail(id: 9, subject: "new"), at: 1, animation: .none) { done = true }
        #expect(done)
    }
}
