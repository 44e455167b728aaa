import Testing
@testable import GestureTableTerminal

@Test func moduleLoads() {
    #expect(Bool(true))
}
