import Testing
@testable import GestureTableCLI

@Test func moduleLoads() {
    #expect(Bool(true))
}
