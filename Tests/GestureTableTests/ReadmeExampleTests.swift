import Testing
@testable import GestureTable

/// The README's four-action example, compiled and swiped: if the README's API drifts, this breaks.
@Suite("README example")
struct ReadmeExampleTests {
    struct Mail: Identifiable { let id: Int; var subject: String }

    @Test("the README's four actions fire on their slots and resolve their rows")
    func readmeActions() throws {
        var mails = (0..<4).map { Mail(id: $0, subject: "Mail \($0)") }
        let clock = VirtualClock()
        var read: [String] = []

        // From README.md, "The four actions".
        let table = try GestureTable(rows: mails, width: 320, clock: clock)
        table.onRowChange = { change in change.apply(to: &mails) }   // your array follows, undo included

        let archive = try SwipeAction<Mail>(icon: "✓", color: .green, fraction: 0.25) { triggered in
            try triggered.pushAndDelete()          // slide off, then close the gap
        }
        let delete = try SwipeAction<Mail>(icon: "✕", color: .red, fraction: 0.7) { triggered in
            try triggered.delete()                 // leaves on the side it was dragged to
        }
        let markRead = try SwipeAction<Mail>(icon: "●", color: .blue, fraction: 0.25) { triggered in
            read.append(triggered.row.subject)     // the row itself, no index to look up
            try triggered.replace()                // back to rest, with a small bounce
        }
        let snooze = try SwipeAction<Mail>(icon: "◷", color: .yellow, fraction: 0.7) { triggered in
            try triggered.push()                   // stays pushed until deleted or replaced
        }
        let actions = try SwipeActions(firstLeft: markRead, secondLeft: snooze,
                                       firstRight: archive, secondRight: delete)
        table.swipeActions = { mail in actions }   // per row, like cellForRowAt

        var triggered: [ActionSlot] = []
        table.onEvent = { event in if event.kind == .trigger, let slot = event.slot { triggered.append(slot) } }
        func swipe(_ index: Int, _ fraction: Double) {
            let y = ((try? table.yOfRow(at: index)) ?? .nan) + 0.5
            table.handle(.down(Point(x: 160, y: y)))
            table.handle(.moved(Point(x: 160 + fraction * 320, y: y)))
            table.handle(.up(velocity: .zero))
            clock.advance(by: .seconds(1))
            table.tick()
        }
        swipe(0, 0.3)      // mark read: back to rest
        swipe(1, 0.8)      // snooze: pushed
        swipe(2, -0.3)     // archive: gone
        swipe(0, -0.8)     // delete: gone
        #expect(triggered == [.firstLeft, .secondLeft, .firstRight, .secondRight])
        #expect(table.rows.map(\.id) == [1, 3])
        #expect(mails.map(\.id) == [1, 3])
        #expect(read == ["Mail 0"])
        #expect(try table.phase(ofRowAt: 0) == .pushed)
        #expect(try table.phase(ofRowAt: 1) == .rest)
        try table.undo()
        #expect(mails.map(\.id) == table.rows.map(\.id))
    }
}
