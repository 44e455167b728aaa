import Testing
@testable import GestureTable
import TestSupport

/// An app on the public API, driven at random as a user and a server would: swipes, taps and
/// long-press lifts as pointer events, keyboard lifts with rows changing during them, refreshes
/// with and without an undo step, section changes, undo and redo, and assistive technology. The
/// app keeps its model through the change streams alone: every change keeps the rows as shown,
/// every change but `.lift` the rows as they rest (SPEC 13.3). After every step: the model
/// equals the table (rows and sections, as shown and as they rest), no id is there twice, every action offered to assistive
/// technology works, and undo and redo take their steps (changes without a step included). After every lift made only of undoable steps: undoing every step made since
/// it began gives back the sections as they were before it, and redoing them gives the sections
/// after it (SPEC 11.7). Replay a failure with its seed.
@Suite("An app kept in step by the change streams, at random")
struct AppModelPropertyTests {
    final class App {
        let seed: UInt64
        var random: SplitMix64
        let clock = VirtualClock()
        let table: GestureTable<Mail>
        var rows: [Mail]
        var sections: [TableSection<Mail>]
        /// Fed every change but `.lift`: the rows as they rest, what the app syncs.
        var restingRows: [Mail]
        var restingSections: [TableSection<Mail>]
        /// Steps taken while a row was lifted, by kind: what the run exercised.
        var duringLift: [String: Int] = [:]
        /// The rows, and where the lifted row was shown and rested, before each undo made during
        /// the lift since its last other change: a redo must give them back (SPEC 13.3).
        var beforeUndos: [Snapshot] = []
        var roundTripsChecked = 0

        struct Snapshot: Equatable {
            var rows: [Mail]
            var shown: Int?
            var resting: Int?
        }

        var snapshot: Snapshot {
            Snapshot(rows: table.rows, shown: table.liftedRowIndex, resting: table.liftedRowRestingIndex)
        }
        var nextID = 100
        var nextSection = 10
        var pointerLifting = false
        var pointerY = 0.0
        /// The lift being watched: the sections before it, the undo steps then, and whether
        /// every step since can be undone exactly (no undo, redo or change without a step).
        var lift: (before: [TableSection<Mail>], steps: Int, isClean: Bool)?
        var liftsChecked = 0
        /// Lifts checked that had steps of their own besides the drop.
        var liftsWithChanges = 0
        var failures: [String] = []
        var step = 0
        var lastAction = ""

        init(seed: UInt64) throws {
            self.seed = seed
            random = SplitMix64(seed: seed)
            var configuration = TableConfiguration()
            configuration.touchSlop = 1
            configuration.animationDuration = .milliseconds(100)
            configuration.undoLimit = 10_000
            var next = 0
            let built = ["Today", "Earlier", "Old"].map { title in
                defer { next += 6 }
                return TableSection(title: title, rows: (next..<next + 6).map { Mail(id: $0, subject: "Mail \($0)") })
            }
            table = try GestureTable(sections: built, width: 60, clock: clock, configuration: configuration)
            table.viewportHeight = 8
            rows = table.rows
            sections = table.sections
            restingRows = rows
            restingSections = sections
            table.onRowChange = { [unowned self] change in
                change.apply(to: &rows)
                if change.origin != .lift { change.apply(to: &restingRows) }
            }
            table.onSectionedRowChange = { [unowned self] change in
                change.apply(to: &sections)
                if change.origin != .lift { change.apply(to: &restingSections) }
            }
            let archive = try SwipeAction<Mail>(title: "Archive", icon: "A", color: .green, fraction: 0.25) { try $0.pushAndDelete() }
            let read = try SwipeAction<Mail>(title: "Read", icon: "R", color: .blue, fraction: 0.6) { triggered in
                try triggered.update(Mail(id: triggered.row.id, subject: triggered.row.subject + "!"))
            }
            let delete = try SwipeAction<Mail>(title: "Delete", icon: "D", color: .red, fraction: 0.25) { try $0.delete() }
            let actions = try SwipeActions(firstLeft: archive, secondLeft: read, firstRight: delete)
            table.swipeActions = { _ in actions }
        }

        func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
        func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
        /// Whether a change makes an undo step: mostly, and nearly always during a lift, so that
        /// many lifts can be checked.
        func registersUndo() -> Bool { chance(table.isReordering ? 92 : 70) }

        func advance(_ milliseconds: Int) {
            clock.advance(by: .milliseconds(milliseconds))
            table.tick()
        }

        func newMail() -> Mail {
            nextID += 1
            return Mail(id: nextID, subject: "Mail \(nextID)")
        }

        /// Runs a verb as an app does: a refusal is an answer, not a failure.
        func attempt(_ body: () throws(GestureTableError) -> Void) {
            do throws(GestureTableError) { try body() } catch {}
        }

        /// Notes a change made without an undo step, or an undo or a redo: the lift watched is
        /// no longer exactly undoable.
        func spoilLift() { lift?.isClean = false }

        // MARK: - Steps

        func runStep() throws {
            step += 1
            // Steps are counted by the history's length: it is emptied (the limit lowered and
            // raised, as an app may) before it could reach its limit and forget steps.
            if !table.isReordering, table.core.state.history.count > 9_000 {
                table.configuration.undoLimit = 0
                table.configuration.undoLimit = 10_000
            }
            let wasLifting = table.isReordering
            let before = snapshot
            let replays = (table.core.state.history.count, table.core.state.redoHistory.count)
            defer { checkRoundTrip(before: before, replays: replays) }
            // An undo during a lift is often followed by its redo, to check the round trip.
            let kind = !beforeUndos.isEmpty && chance(30) ? -1 : int(0..<100)
            switch kind {
            case -1: undoOrRedo()
            case 0..<10: swipe()
            case 10..<14: tap()
            case 14..<22: pointerLift()
            case 22..<30: keyboardLift()
            case 30..<42: rowVerb()
            case 42..<50: refresh()
            case 50..<55: sectionsRefresh()
            case 55..<60: sectionVerb()
            case 60..<70: if !table.isReordering || chance(35) { undoOrRedo() }
            case 70..<80: try accessibility()
            default: advance(int(1..<200))
            }
            if wasLifting { duringLift[lastAction.split(separator: " ").first.map(String.init) ?? "", default: 0] += 1 }
            try check(wasLifting: wasLifting)
        }

        func swipe() {
            lastAction = "swipe"
            guard !pointerLifting, !rows.isEmpty else { return }
            let index = int(0..<rows.count)
            let y = ((try? table.yOfRow(at: index)) ?? .nan) + 0.5
            guard y >= 0, y < table.viewportHeight else { return }
            table.handle(.down(Point(x: 30, y: y)))
            let target = 30 + Double(int(-55..<55))
            var x = 30.0
            while abs(target - x) > 1e-9 {
                x += max(-4, min(4, target - x))
                clock.advance(by: .milliseconds(8))
                table.handle(.moved(Point(x: x, y: y)))
            }
            table.handle(.up(velocity: Velocity(dx: Double(int(-100..<100)), dy: 0)))
        }

        func tap() {
            lastAction = "tap"
            guard !pointerLifting else { return }
            let y = Double(int(0..<80)) / 10
            table.handle(.down(Point(x: 30, y: y)))
            advance(int(10..<100))
            table.handle(.up(velocity: .zero))
        }

        func pointerLift() {
            if pointerLifting {
                if chance(30) {
                    lastAction = "pointer up"
                    table.handle(.up(velocity: .zero))
                    pointerLifting = false
                } else {
                    lastAction = "pointer move"
                    pointerY = min(max(pointerY + Double(int(-3..<4)) / 2, 0), table.viewportHeight - 0.1)
                    clock.advance(by: .milliseconds(16))
                    table.handle(.moved(Point(x: 30, y: pointerY)))
                }
                return
            }
            lastAction = "long press"
            guard !table.isReordering else { return }
            pointerY = Double(int(0..<80)) / 10
            table.handle(.down(Point(x: 30, y: pointerY)))
            advance(600)
            if table.isReordering { pointerLifting = true } else { table.handle(.up(velocity: .zero)) }
        }

        func keyboardLift() {
            if table.isReordering, !pointerLifting {
                switch int(0..<4) {
                case 0:
                    lastAction = "drop"
                    attempt { () throws(GestureTableError) in try table.dropLiftedRow() }
                case 1:
                    lastAction = "cancel"
                    attempt { () throws(GestureTableError) in try table.cancelLift() }
                default:
                    lastAction = "move lifted"
                    attempt { () throws(GestureTableError) in try table.moveLiftedRow(by: int(-4..<5)) }
                }
                return
            }
            lastAction = "lift"
            guard !rows.isEmpty else { return }
            attempt { () throws(GestureTableError) in try table.liftRow(at: int(0..<rows.count)) }
        }

        func rowVerb() {
            let registersUndo = registersUndo()
            let count = rows.count
            switch int(0..<6) {
            case 4:
                lastAction = "delete several"
                guard count > 0 else { return }
                let indexes = (0..<int(1..<4)).map { _ in int(0..<count) }
                attempt { () throws(GestureTableError) in try table.deleteRows(at: indexes, animation: chance(50) ? .none : .fade) }
                return
            case 5:
                lastAction = "batch"
                guard count > 1 else { return }
                let (first, second, third) = (int(0..<count), int(0..<count - 1), int(0..<count))
                attempt { () throws(GestureTableError) in
                    try table.performBatchUpdates { () throws(GestureTableError) in
                        try table.deleteRow(at: first, animation: .none)
                        try table.moveRow(at: second, to: 0)
                        try table.insertRow(newMail(), at: third)
                    }
                }
                return
            case 0:
                lastAction = "insert \(registersUndo)"
                attempt { () throws(GestureTableError) in
                    try table.insertRow(newMail(), at: int(0..<count + 1), animation: chance(50) ? .none : .fade, registersUndo: registersUndo)
                }
            case 1:
                lastAction = "delete \(registersUndo)"
                guard count > 0 else { return }
                attempt { () throws(GestureTableError) in
                    try table.deleteRow(at: int(0..<count), animation: chance(50) ? .none : .fade, registersUndo: registersUndo)
                }
            case 2:
                lastAction = "move \(registersUndo)"
                guard count > 0 else { return }
                attempt { () throws(GestureTableError) in try table.moveRow(at: int(0..<count), to: int(0..<count), registersUndo: registersUndo) }
            default:
                lastAction = "update \(registersUndo)"
                guard count > 0 else { return }
                let index = int(0..<count)
                let row = rows[index]
                attempt { () throws(GestureTableError) in
                    try table.updateRow(at: index, with: Mail(id: row.id, subject: row.subject + "*"), registersUndo: registersUndo)
                }
            }
            if !registersUndo { spoilLift() }
        }

        func refresh() {
            let registersUndo = registersUndo()
            lastAction = "setRows \(registersUndo)"
            var new = rows.filter { _ in chance(85) }
            for _ in 0..<int(0..<3) { new.insert(newMail(), at: int(0..<new.count + 1)) }
            if chance(50), new.count > 1 { new.swapAt(int(0..<new.count), int(0..<new.count)) }
            if let first = new.indices.randomElement(using: &random), chance(30) { new[first].subject += "~" }
            attempt { () throws(GestureTableError) in try table.setRows(new, animation: chance(50) ? .none : .fade, registersUndo: registersUndo) }
            if !registersUndo { spoilLift() }
        }

        func sectionsRefresh() {
            let registersUndo = registersUndo()
            lastAction = "setSections \(registersUndo)"
            var new = sections.filter { _ in chance(85) }
            if new.isEmpty || chance(20) {
                nextSection += 1
                new.insert(TableSection(id: "s\(nextSection)", title: "S\(nextSection)", rows: []), at: int(0..<new.count + 1))
            }
            // Every kept row goes to a section at random; some rows go, some come.
            let kept = sections.flatMap(\.rows).filter { _ in chance(90) }
            for index in new.indices { new[index].rows = [] }
            for row in kept + (0..<int(0..<3)).map({ _ in newMail() }) {
                new[int(0..<new.count)].rows.append(row)
            }
            if chance(30) { new.shuffle(using: &random) }
            attempt { () throws(GestureTableError) in
                try table.setSections(new, animation: chance(50) ? .none : .fade, registersUndo: registersUndo)
            }
            if !registersUndo { spoilLift() }
        }

        func sectionVerb() {
            let count = sections.count
            switch int(0..<4) {
            case 0:
                lastAction = "section insert"
                nextSection += 1
                let section = TableSection(id: "s\(nextSection)", title: "S\(nextSection)", rows: chance(50) ? [newMail()] : [])
                attempt { () throws(GestureTableError) in try table.insertSection(section, at: int(0..<count + 1)) }
            case 1:
                lastAction = "section delete"
                attempt { () throws(GestureTableError) in try table.deleteSection(at: int(0..<count)) }
            case 2:
                lastAction = "section move"
                attempt { () throws(GestureTableError) in try table.moveSection(at: int(0..<count), to: int(0..<count)) }
            default:
                let registersUndo = registersUndo()
                lastAction = "section title \(registersUndo)"
                attempt { () throws(GestureTableError) in
                    try table.updateSection(at: int(0..<count), title: "T\(int(0..<5))", registersUndo: registersUndo)
                }
                if !registersUndo { spoilLift() }
            }
        }

        func undoOrRedo() {
            if beforeUndos.isEmpty ? chance(60) : chance(25) {
                lastAction = "undo"
                guard table.canUndo else { return }
                spoilLift()
                do throws(GestureTableError) { try table.undo() } catch {
                    failures.append("seed \(seed) step \(step): undo refused a step: \(error)")
                }
            } else {
                lastAction = "redo"
                guard table.canRedo else { return }
                spoilLift()
                do throws(GestureTableError) { try table.redo() } catch {
                    failures.append("seed \(seed) step \(step): redo refused a step: \(error)")
                }
            }
        }

        func accessibility() throws {
            lastAction = "accessibility"
            guard !rows.isEmpty, !pointerLifting else { return }
            let index = int(0..<rows.count)
            let names = try table.accessibilityActions(ofRowAt: index)
            guard let name = names.randomElement(using: &random) else { return }
            lastAction = "accessibility \(name)"
            do throws(GestureTableError) {
                try table.performAccessibilityAction(named: name, ofRowAt: index)
            } catch {
                failures.append("seed \(seed) step \(step): \"\(name)\" was offered for row \(index) and threw: \(error)")
            }
        }

        // MARK: - Checks

        func check(wasLifting: Bool) throws {
            if rows != table.rows { failures.append("seed \(seed) step \(step) (\(lastAction)): the app's rows differ") }
            if sections != table.sections {
                failures.append("seed \(seed) step \(step) (\(lastAction)): the app's sections differ")
            }
            checkResting()
            if Set(table.rows.map(\.id)).count != table.rows.count {
                failures.append("seed \(seed) step \(step) (\(lastAction)): an id is there twice")
            }
            if !table.isReordering { pointerLifting = false }
            if !wasLifting, table.isReordering {
                // The lift began in this step; a lift that began inside a verb's step is not watched.
                lift = (before: sectionsBeforeLift ?? table.sections, steps: table.core.state.history.count, isClean: sectionsBeforeLift != nil)
            }
            if wasLifting, !table.isReordering, let watched = lift {
                lift = nil
                if watched.isClean { try checkUndoAcrossLift(watched.before, steps: watched.steps) }
            }
            sectionsBeforeLift = table.isReordering ? nil : table.sections
        }

        /// Pushes the state before an undo made during a lift; checks a redo against the state
        /// before the undo it does again; forgets them on any other change and when the lift ends.
        func checkRoundTrip(before: Snapshot, replays: (Int, Int)) {
            let after = snapshot
            guard before.shown != nil, after.shown != nil else { return beforeUndos = [] }
            let (history, redoHistory) = (table.core.state.history.count, table.core.state.redoHistory.count)
            if lastAction == "undo", redoHistory == replays.1 + 1 {
                beforeUndos.append(before)
            } else if lastAction == "redo", redoHistory == replays.1 - 1, history == replays.0 + 1, let expected = beforeUndos.popLast() {
                roundTripsChecked += 1
                if after != expected {
                    failures.append("seed \(seed) step \(step): an undo then a redo during a lift gave \(after), not \(expected)")
                }
            } else if after != before {
                beforeUndos = []
            }
        }

        /// The rows as they rest, built from the table: the lifted row moved from where it is
        /// shown to where it rests; against them, the arrays fed every change but `.lift`.
        func checkResting() {
            var resting = table.rows
            var sections = table.sections
            if let shown = table.liftedRowIndex, let index = table.liftedRowRestingIndex,
                let shownPath = try? table.indexPath(forRowAt: shown), let path = table.liftedRowRestingIndexPath
            {
                resting.insert(resting.remove(at: shown), at: index)
                let row = sections[shownPath.section].rows.remove(at: shownPath.row)
                sections[path.section].rows.insert(row, at: path.row)
            }
            if restingRows != resting {
                failures.append("seed \(seed) step \(step) (\(lastAction)): the rows fed all but .lift differ from the rows as they rest")
            }
            if restingSections != sections {
                failures.append("seed \(seed) step \(step) (\(lastAction)): the sections fed all but .lift differ from those as they rest")
            }
        }

        /// The sections after the last step, while no row is lifted: what a lift begins from.
        var sectionsBeforeLift: [TableSection<Mail>]?

        func checkUndoAcrossLift(_ before: [TableSection<Mail>], steps: Int) throws {
            let after = table.sections
            let count = table.core.state.history.count - steps
            guard count >= 0 else { return }
            liftsChecked += 1
            if count > 1 { liftsWithChanges += 1 }
            for undone in 0..<count {
                do throws(GestureTableError) { try table.undo() } catch {
                    failures.append("seed \(seed) step \(step): undo \(undone + 1) of \(count) after a lift threw \(error)")
                    return
                }
            }
            if table.sections != before {
                failures.append("seed \(seed) step \(step): undoing the \(count) steps of a lift gave \(describe(table.sections)), not \(describe(before))")
            }
            for redone in 0..<count {
                do throws(GestureTableError) { try table.redo() } catch {
                    failures.append("seed \(seed) step \(step): redo \(redone + 1) of \(count) after a lift threw \(error)")
                    return
                }
            }
            if table.sections != after {
                failures.append("seed \(seed) step \(step): redoing the \(count) steps of a lift gave \(describe(table.sections)), not \(describe(after))")
            }
            if rows != table.rows || sections != table.sections {
                failures.append("seed \(seed) step \(step): the app's model differs after undoing and redoing a lift")
            }
        }

        func describe(_ sections: [TableSection<Mail>]) -> String {
            sections.map { "\($0.id): " + $0.rows.map { String($0.id) }.joined(separator: " ") }.joined(separator: " | ")
        }
    }

    @Test("seeded runs keep the app's model equal to the table, and undo exact across lifts",
          arguments: [1, 2, 3, 4, 5] as [UInt64])
    func run(seed: UInt64) throws {
        let steps = Environment.integer("APP_MODEL_STEPS") ?? 4_000
        let app = try App(seed: seed)
        for _ in 0..<steps {
            try app.runStep()
            if app.failures.count > 5 { break }
        }
        #expect(app.failures.isEmpty, "\(app.failures.prefix(5).joined(separator: "\n"))")
        #expect(app.liftsWithChanges > 20, "\(app.liftsChecked) lifts checked, \(app.liftsWithChanges) with changes")
        #expect(app.roundTripsChecked > 5, "\(app.roundTripsChecked) undo-redo round trips during lifts checked")
        // Hops, undo, redo and refreshes all happened during lifts.
        for kind in ["move", "undo", "redo", "setRows", "setSections", "pointer"] {
            #expect(app.duringLift[kind, default: 0] > 0, "\(kind) during a lift: \(app.duringLift)")
        }
    }
}
