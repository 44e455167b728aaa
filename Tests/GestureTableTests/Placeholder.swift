import Testing
@testable import GestureTable

@Test func moduleLoads() {
    #expect(Bool(true))
}
