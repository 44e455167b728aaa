import Testing

@testable import GestureTable

/// Content that gets shorter leaves no blank lines at its end: the scroll offset comes back to
/// the content's end once the row has shrunk.
@Suite("The scroll offset comes back when the last row gets shorter")
struct ShorterLastRowTests {
    @Test("offset 5, the last row shrinks from 3 to 2 (maximum 4): once it has shrunk, the offset is 4",
          arguments: [false, true])
    func offsetClamped(reducesMotion: Bool) throws {
        var configuration = TableConfiguration()
        configuration.reducesMotion = reducesMotion
        let fixture = Fixture(count: 5, configuration: configuration)
        fixture.table.viewportHeight = 2
        fixture.table.heightOfRow = { $0.subject == "tall" ? 2 : $0.subject == "taller" ? 3 : 1 }
        try fixture.table.updateRow(at: 4, with: Mail(id: 4, subject: "taller"))
        fixture.advance(1000)
        try fixture.table.scroll(by: 100)
        #expect(fixture.table.scrollOffset == 5)
        try fixture.table.updateRow(at: 4, with: Mail(id: 4, subject: "tall"))
        #expect(fixture.table.maximumScrollOffset == 4)
        fixture.advance(1000)
        #expect(fixture.table.scrollOffset == 4)
    }
}
