import Testing

@testable import GestureTable

/// The core's invariant checks run in the project's own tests (Package.swift defines
/// `GESTURE_TABLE_INTERNAL_CHECKS` for its debug builds), and not in an app's build of it.
@Suite("Invariant checks")
struct InvariantChecksTests {
    @Test("the project's own tests check the core's invariants after every step")
    func onInOwnTests() {
        #expect(TableCore<Mail>.checksInvariants)
    }
}
