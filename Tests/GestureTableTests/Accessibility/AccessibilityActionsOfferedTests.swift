import Testing

@testable import GestureTable

/// SPEC 12.3: what assistive technology is offered works. `accessibilityActions` lists only
/// what `performAccessibilityAction` would do now.
@Suite("Accessibility offers only what works now")
struct AccessibilityActionsOfferedTests {
    /// A state a row can be in, made on a fresh table of five mails with Archive (first-left,
    /// a handler that resolves nothing) and Delete (first-right); row 1 is the one asked about.
    enum Situation: String, CaseIterable, CustomTestStringConvertible {
        case atRest = "at rest"
        case growingIn = "growing in"
        case settling
        case pushed
        case pending
        case anotherLifted = "another row lifted"
        case itselfLifted = "itself lifted"

        var testDescription: String { rawValue }

        func make() throws -> GestureTable<Mail> {
            let table = try GestureTable(
                rows: (0..<5).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: VirtualClock())
            table.viewportHeight = 10
            let archive = try SwipeAction<Mail>(title: "Archive", icon: "A", color: .green, fraction: 0.25) { _ in }
            let delete = try SwipeAction<Mail>(title: "Delete", icon: "D", color: .red, fraction: 0.25) { try $0.delete() }
            let actions = try SwipeActions(firstLeft: archive, firstRight: delete)
            table.swipeActions = { _ in actions }
            switch self {
            case .atRest: break
            case .growingIn:
                try table.deleteRow(at: 1, animation: .none)
                try table.insertRow(Mail(id: 1, subject: "Mail 1"), at: 1)
            case .settling:
                try table.dragRow(at: 1, toOffset: 10)
                try table.releaseRow(at: 1)
            case .pushed: try table.pushRow(at: 1)
            case .pending: try table.triggerAction(in: .firstLeft, ofRowAt: 1)
            case .anotherLifted: try table.liftRow(at: 3)
            case .itselfLifted: try table.liftRow(at: 1)
            }
            return table
        }
    }

    @Test("every action listed can be performed now", arguments: Situation.allCases)
    func listedActionsWork(situation: Situation) throws {
        let names = try situation.make().accessibilityActions(ofRowAt: 1)
        for name in names {
            let table = try situation.make()
            #expect(throws: Never.self, "\(name)") { try table.performAccessibilityAction(named: name, ofRowAt: 1) }
        }
    }

    @Test("a row that cannot be lifted now is offered no move; one that ignores gestures, no action")
    func whatIsOffered() throws {
        #expect(try Situation.atRest.make().accessibilityActions(ofRowAt: 1) == [
            "Archive", "Delete", "Move up", "Move down", "Move to top", "Move to bottom",
        ])
        #expect(try Situation.settling.make().accessibilityActions(ofRowAt: 1) == ["Archive", "Delete"])
        #expect(try Situation.anotherLifted.make().accessibilityActions(ofRowAt: 1) == ["Archive", "Delete"])
        #expect(try Situation.pushed.make().accessibilityActions(ofRowAt: 1) == [])
        #expect(try Situation.itselfLifted.make().accessibilityActions(ofRowAt: 1) == [])
    }
}
