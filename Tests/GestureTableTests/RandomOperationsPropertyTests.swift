import Testing
@testable import GestureTable
import TestSupport

/// Long random sequences of gestures, commands and data changes, checking after every step that
/// no row is lost or duplicated, events are consistent, highlights are balanced, no closure runs
/// twice, and no state is left once everything has settled. Replay a failure with its seed.
@Suite("Random operations")
struct RandomOperationsPropertyTests {
    /// Everything the checks need to remember about one run.
    final class Run {
        let seed: UInt64
        var random: SplitMix64
        let clock = VirtualClock()
        let table: GestureTable<Mail>
        var expectedIDs: Set<Int>
        var nextID = 1000
        /// Open highlights per row id.
        var highlights: [Int: Int] = [:]
        /// How many times each completion token ran.
        var completionRuns: [Int: Int] = [:]
        var nextToken = 0
        var inBatch = false
        var indexMismatches: [String] = []
        var operations = 0
        var handlerCalls = 0

        init(seed: UInt64) {
            self.seed = seed
            random = SplitMix64(seed: seed)
            var configuration = TableConfiguration()
            configuration.touchSlop = 1
            configuration.animationDuration = .milliseconds(100)
            // Odd seeds keep two undo steps, where trimming meets every other feature.
            configuration.undoLimit = seed % 2 == 0 ? 32 : 2
            // A narrow leading edge where no swipe begins, and menus held with a small tolerance.
            configuration.edgeExclusion = 4
            configuration.menuDragTolerance = 2
            table = GestureTable(
                numberedRows: (0..<30).map { Mail(id: $0, subject: "Mail \($0)") }, width: 60, clock: clock,
                configuration: configuration)
            table.viewportHeight = 12
            expectedIDs = Set(0..<30)
        }

        func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
        func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

        /// A completion that counts its runs.
        func completion() -> () -> Void {
            nextToken += 1
            let token = nextToken
            completionRuns[token] = 0
            return { [unowned self] in self.completionRuns[token, default: 0] += 1 }
        }

        /// Calls a verb with a counted completion; a call that throws never runs its completion,
        /// so its token is dropped.
        func attempt(_ call: (@escaping () -> Void) throws -> Void) {
            let done = completion()
            let token = nextToken
            do { try call(done) } catch { completionRuns[token] = nil }
        }

        /// A random verb on the row at `index`, as a handler or completion would call it.
        func resolve(_ table: GestureTable<Mail>, _ index: Int) {
            guard table.rows.indices.contains(index) else { return }
            let id = table.rows[index].id
            switch int(0..<7) {
            case 0: attempt { try table.pushRow(at: index, completion: $0) }
            case 1: attempt { try table.deleteRow(at: index, animation: RowAnimation.allCases[self.int(0..<5)], completion: $0) }
            case 2: attempt { try table.pushAndDeleteRow(at: index, completion: $0) }
            case 3: attempt { try table.replaceRow(at: index, completion: $0) }
            case 4:
                // Later, from a completion: push, then delete by id.
                attempt { done in
                    try table.pushRow(at: index) { [unowned self] in
                        done()
                        self.attempt { try table.deleteRow(withID: id, completion: $0) }
                    }
                }
            case 5:
                // Another row goes, this one comes back.
                let other = int(0..<max(1, table.count))
                if other != index { try? table.deleteRow(at: other, animation: .none) }
                try? table.replaceRow(withID: id)
            default:
                // Insert above, then resolve by id.
                nextID += 1
                try? table.insertRow(Mail(id: nextID, subject: "New \(nextID)"), at: 0)
                try? table.pushAndDeleteRow(withID: id)
            }
        }

        func install() {
            func action(_ slot: ActionSlot, _ fraction: Double) -> SwipeAction<Mail>? {
                try? SwipeAction<Mail>(icon: slot.rawValue, color: .green, fraction: fraction) { [unowned self] triggered in
                    guard let index = triggered.index else { throw GestureTableError(.rowNotFound, "row \(triggered.id) left") }
                    self.handlerCalls += 1
                    // Some handlers leave the row pending for a while.
                    if self.chance(15) { return }
                    self.resolve(triggered.table, index)
                }
            }
            let trigger = try? SwipeActions(
                firstLeft: action(.firstLeft, 0.25), secondLeft: action(.secondLeft, 0.7),
                firstRight: action(.firstRight, 0.25), secondRight: action(.secondRight, 0.7))
            let reveal = try? SwipeActions(
                firstLeft: action(.firstLeft, 0.3), firstRight: action(.firstRight, 0.2),
                secondRight: action(.secondRight, 0.6), rightStyle: .reveal)
            table.swipeActions = { mail in (mail.id % 3 == 0 ? reveal : trigger) ?? .none }
            table.canMoveRowTo = { mail, destination in mail.id % 7 != 0 || destination != 0 }
            // Rows with an id ending in 5 have no menu (a long press lifts them); the others
            // have their actions and moves, or one item of the app's that deletes the row.
            table.contextMenu = ContextMenu { [unowned self] mail in
                if mail.id % 10 == 5 { return [] }
                if mail.id % 2 == 0 { return [] + self.rowActionItems(mail) }
                return [ContextMenuItem(title: "Delete", isDestructive: true) { [unowned self] mail in
                    guard let index = self.table.index(ofRowWithID: mail.id) else { return }
                    try self.table.deleteRow(at: index)
                }]
            }
            table.canBeginSwipe = { mail, point in mail.id % 11 != 0 || point.x > 30 }
            table.onEvent = { [unowned self] event in self.observe(event) }
            model = table.rows
            restingModel = table.rows
            table.onRowChange = { [unowned self] change in
                change.apply(to: &self.model)
                if change.origin != .lift { change.apply(to: &self.restingModel) }
            }
            sectionedModel = table.sections
            table.onSectionedRowChange = { [unowned self] change in change.apply(to: &self.sectionedModel) }
        }

        /// The row's accessibility actions as menu items (what ``ContextMenu/rowActions`` gives).
        func rowActionItems(_ mail: Mail) -> [ContextMenuItem<Mail>] {
            guard let index = table.index(ofRowWithID: mail.id) else { return [] }
            return ((try? table.accessibilityActions(ofRowAt: index)) ?? []).map { ContextMenuItem.accessibilityAction(named: $0) }
        }

        /// Menus opened less menus closed, by the events: 1 exactly while one is shown.
        var menusShown = 0
        var menusOpened = 0
        /// The haptic moments and announcements the events since the last frame call for, and
        /// how many frames were checked against them.
        var momentsDue: (haptics: [HapticMoment], announcements: [String]) = ([], [])
        var framesChecked = 0
        /// When the press of the samples' gesture went down, for their claim.
        var samplePressedAt: Duration = .zero

        /// The app's model fed every change but `.lift`: the rows as they rest (SPEC 13.3).
        var restingModel: [Mail] = []

        /// The app's own array, kept by applying every reported row change.
        var model: [Mail] = []
        /// The app's own sections, kept by applying every reported sectioned change.
        var sectionedModel: [TableSection<Mail>] = []
        var nextSection = 0

        /// The selected row, as the select and deselect events tell it.
        var selectedID: Int?

        /// The recent events of each row, for failure messages.
        var history: [Int: [String]] = [:]

        func observe(_ event: TableEvent<Int>) {
            if let id = event.rowID { history[id, default: []].append("\(operations):\(event)") }
            switch event.kind {
            case .delete:
                if let id = event.rowID { expectedIDs.remove(id) }
            case .insert:
                if let id = event.rowID { expectedIDs.insert(id) }
            case .highlight:
                if let id = event.rowID { highlights[id, default: 0] += 1 }
            case .unhighlight:
                if let id = event.rowID { highlights[id, default: 0] -= 1 }
            case .trigger:
                if let id = event.rowID, highlights[id, default: 0] > 0 { highlights[id, default: 0] -= 1 }
            case .select:
                selectedID = event.rowID
            case .deselect:
                if selectedID == event.rowID { selectedID = nil }
            case .menuOpen:
                menusShown += 1
                menusOpened += 1
            case .menuClose:
                menusShown -= 1
            default:
                break
            }
            if framesChecked > 0 {
                switch event.kind {
                case .highlight: momentsDue.haptics.append(.threshold)
                case .lift: momentsDue.haptics.append(.lift)
                case .drop: momentsDue.haptics.append(.drop)
                case .announce: if let text = event.message { momentsDue.announcements.append(text) }
                default: break
                }
            }
            // An event about a row that is still there names its current index.
            if !inBatch, event.kind != .delete, let id = event.rowID, let index = event.index,
                table.rows.indices.contains(index), table.index(ofRowWithID: id) != nil, table.rows[index].id != id
            {
                indexMismatches.append("\(event) at step \(operations)")
            }
        }

        func randomPoint() -> Point {
            Point(x: double(0...60), y: double(-1...13))
        }

        /// A change of the sections: one verb, or new sections handed over.
        func sectionStep() {
            let count = table.numberOfSections
            inBatch = true
            defer { inBatch = false }
            switch int(0..<6) {
            case 0:
                nextSection += 1
                let rows = (0..<int(0..<3)).map { _ in
                    nextID += 1
                    return Mail(id: nextID, subject: "In section \(nextSection)")
                }
                let title = chance(20) ? nil : "S\(nextSection)"
                try? table.insertSection(
                    TableSection(id: "s\(nextSection)", title: title, rows: rows), at: int(0..<(count + 2)) - (chance(5) ? 3 : 0))
            case 1: try? table.deleteSection(at: int(-1..<(count + 1)), animation: RowAnimation.allCases[int(0..<5)])
            case 2: try? table.moveSection(at: int(0..<(count + 1)), to: int(0..<count))
            case 3: try? table.updateSection(at: int(0..<count), title: chance(20) ? nil : "T\(int(0..<9))")
            default:
                // The app hands over new sections: some kept, reordered, retitled, some new; the
                // rows regrouped, some gone, one new.
                var sections = table.sections.filter { _ in chance(75) }
                for index in sections.indices where chance(20) { sections[index].title = "R\(int(0..<9))" }
                sections.shuffle(using: &random)
                if sections.isEmpty || chance(30) {
                    nextSection += 1
                    sections.insert(TableSection(id: "s\(nextSection)", title: "S\(nextSection)", rows: []), at: int(0..<(sections.count + 1)))
                }
                for index in sections.indices { sections[index].rows = [] }
                for row in table.rows where chance(90) { sections[int(0..<sections.count)].rows.append(row) }
                nextID += 1
                sections[int(0..<sections.count)].rows.insert(Mail(id: nextID, subject: "Set"), at: 0)
                for index in sections.indices where chance(30) { sections[index].rows.shuffle(using: &random) }
                let wasReordering = table.isReordering
                try? table.setSections(sections, animation: RowAnimation.allCases[int(0..<5)])
                if !wasReordering {
                    #expect(table.sections == sections, "seed \(seed): setSections did not give the new sections")
                }
            }
        }

        func step() {
            operations += 1
            if chance(5) { return sectionStep() }
            let count = table.count
            let index = count > 0 ? int(0..<count) : 0
            switch int(0..<100) {
            case 0..<12 where chance(30):
                // A recognizer's gesture, through the front-end contract: asked for its claim first.
                let point = randomPoint()
                let translation = chance(50) ? Point(x: double(-20...20), y: double(-2...2)) : Point(x: 0, y: 0)
                let sample = PointerSample(
                    .began, location: Point(x: point.x + translation.x, y: point.y + translation.y), translation: translation,
                    velocity: .zero, timestamp: clock.now)
                samplePressedAt = clock.now
                _ = table.claim(sample, pressedAt: samplePressedAt)
                table.handle(sample)
            case 0..<12: table.handle(.down(randomPoint()))
            case 12..<40 where chance(30):
                table.handle(PointerSample(
                    .changed, location: randomPoint(), translation: Point(x: double(-20...20), y: double(-3...3)),
                    timestamp: clock.now + .milliseconds(int(1..<25))))
            case 12..<40:
                clock.advance(by: .milliseconds(int(1..<25)))
                table.handle(.moved(randomPoint()))
            case 40..<50 where chance(30):
                table.handle(PointerSample(
                    .ended, location: randomPoint(), velocity: Velocity(dx: double(-300...300), dy: double(-50...50)),
                    timestamp: clock.now + .milliseconds(int(1..<25))))
            case 40..<50:
                table.handle(.up(velocity: chance(30) ? Velocity(dx: double(-300...300), dy: double(-50...50)) : nil))
            case 50..<53: table.handle(.cancelled)
            case 53..<63:
                clock.advance(by: .milliseconds(int(0..<601)))
                table.tick()
            case 63..<66: attempt { try table.pushRow(at: index, completion: $0) }
            case 66..<69: attempt { try table.deleteRow(at: index, animation: RowAnimation.allCases[self.int(0..<5)], completion: $0) }
            case 69..<71: attempt { try table.pushAndDeleteRow(at: index, completion: $0) }
            case 71..<74: attempt { try table.replaceRow(at: index, completion: $0) }
            case 74..<77:
                nextID += 1
                attempt { try table.insertRow(Mail(id: nextID, subject: "New \(nextID)"), at: int(0..<(count + 1)), completion: $0) }
            case 77..<79: try? table.moveRow(at: index, to: count > 0 ? int(0..<count) : 0)
            case 79..<82: try? table.stepRow(at: index, side: chance(50) ? .left : .right)
            case 82..<84: try? table.releaseRow(at: index)
            case 84..<85: try? table.triggerAction(in: ActionSlot.allCases[int(0..<4)], ofRowAt: index)
            case 85..<87: try? table.openRow(at: index, side: .right)
            case 87..<88: try? table.activateButton(in: ActionSlot.allCases[int(0..<4)], ofRowAt: index)
            case 88..<89: try? table.closeRow(at: index)
            case 89..<91:
                if table.isReordering {
                    try? (chance(70) ? table.moveLiftedRow(by: int(-3..<4)) : chance(50) ? table.dropLiftedRow() : table.cancelLift())
                } else {
                    try? table.liftRow(at: index)
                }
            case 91..<92: try? table.scroll(by: double(-4...4))
            case 92..<93:
                // Selection and coasting by verb (taps select through the pointer events above).
                switch int(0..<3) {
                case 0: try? table.selectRow(at: index)
                case 1: table.deselectRow()
                default: try? table.scroll(withVelocity: double(-80...80))
                }
            case 93..<95:
                // Undoing a batch's step changes several rows at once, like the batch did: its
                // events name indexes of the moment of each change.
                inBatch = true
                // Redo as often as undo, and an accessibility action now and then: each runs
                // what a verb or a gesture runs, so every check below holds after it too.
                switch int(0..<6) {
                case 0, 1: try? table.undo()
                case 2: try? table.redo()
                case 3:
                    // The menu key, then a choice, a dismissal, or a press that closes it.
                    try? table.presentContextMenu(forRowAt: index)
                    if let items = table.presentedContextMenu?.items, !items.isEmpty, chance(60) {
                        try? table.chooseContextMenuItem(at: int(0..<items.count))
                    } else if chance(50) {
                        try? table.dismissContextMenu()
                    }
                case 4:
                    // A claim asked between events changes nothing a check sees.
                    _ = table.claim(pressAt: randomPoint(), translation: Point(x: double(-20...20), y: double(-5...5)),
                                    elapsed: .milliseconds(int(0..<1_000)))
                default:
                    let names = (try? table.accessibilityActions(ofRowAt: index)) ?? []
                    if !names.isEmpty { try? table.performAccessibilityAction(named: names[int(0..<names.count)], ofRowAt: index) }
                }
                inBatch = false
            case 95..<96: try? table.peekRow(at: index, side: chance(50) ? .left : .right)
            case 96..<97: table.layoutDirection = chance(50) ? .leftToRight : .rightToLeft
            case 97..<98 where chance(30) && !table.isEmptyForTest:
                let indexes = (0..<int(1..<4)).map { _ in int(0..<table.count) }
                inBatch = true
                try? table.deleteRows(at: indexes, animation: RowAnimation.allCases[int(0..<5)])
                inBatch = false
            case 97..<98 where !table.isReordering:
                // The app hands over a new array: a shuffled subset plus a new row.
                var newRows = table.rows.filter { _ in chance(80) }
                newRows.shuffle(using: &random)
                nextID += 1
                newRows.insert(Mail(id: nextID, subject: "Set"), at: int(0..<(newRows.count + 1)))
                inBatch = true
                try? table.setRows(newRows)
                inBatch = false
                #expect(table.rows.map(\.id) == newRows.map(\.id), "seed \(seed): setRows did not give the new order")
            default:
                // A batch, sometimes failing on purpose: all or nothing.
                let fails = chance(30)
                let before = (table.rows.map(\.id), expectedIDs)
                inBatch = true
                let done = completion()
                let token = nextToken
                do {
                    try table.performBatchUpdates({
                        try table.deleteRow(at: int(0..<max(1, table.count)))
                        nextID += 1
                        try table.insertRow(Mail(id: nextID, subject: "Batch"), at: 0)
                        if fails { try table.pushRow(at: -1) }
                    }, completion: done)
                } catch {
                    completionRuns[token] = nil
                    #expect(table.rows.map(\.id) == before.0, "seed \(seed): a failed batch changed the rows")
                    expectedIDs = before.1
                }
                inBatch = false
            }
        }

        func check() {
            let ids = table.rows.map(\.id)
            #expect(Set(ids) == expectedIDs, "seed \(seed), step \(operations): rows differ from original − deleted + inserted")
            #expect(Set(ids).count == ids.count, "seed \(seed), step \(operations): a row is duplicated")
            #expect(model.map(\.id) == ids, "seed \(seed), step \(operations): the app's model left the table's rows")
            var resting = ids
            if let shown = table.liftedRowIndex, let index = table.liftedRowRestingIndex { resting.insert(resting.remove(at: shown), at: index) }
            #expect(restingModel.map(\.id) == resting, "seed \(seed), step \(operations): the model fed all but .lift left the rows as they rest")
            #expect(sectionedModel == table.sections, "seed \(seed), step \(operations): the app's sections left the table's")
            #expect(completionRuns.values.allSatisfy { $0 <= 1 }, "seed \(seed), step \(operations): a completion ran twice")
            #expect(table.selectedRowIndex.map { ids[$0] } == selectedID, "seed \(seed), step \(operations): the selection left its events")
            #expect(table.scrollOffset.isFinite && table.scrollOffset >= 0, "seed \(seed), step \(operations): scroll offset \(table.scrollOffset)")
            let menu = table.presentedContextMenu
            #expect(menusShown == (menu == nil ? 0 : 1), "seed \(seed), step \(operations): menu events \(menusShown) for \(String(describing: menu))")
            #expect(menu.map { table.index(ofRowWithID: $0.rowID) != nil } ?? true, "seed \(seed), step \(operations): a menu for a row gone")
            #expect(menu == nil || !table.isReordering, "seed \(seed), step \(operations): a menu shown during a lift")
            if chance(40) { checkFrame(ids: ids) }
        }

        /// What a front end's frame draws is what the table holds, and its moments are those
        /// the events since the previous frame call for, each once.
        func checkFrame(ids: [Int]) {
            let frame = table.nextFrame(height: 10)
            defer {
                momentsDue = ([], [])
                framesChecked += 1
            }
            let message = "seed \(seed), step \(operations)"
            for row in frame.rows {
                guard let index = row.index else { continue }
                #expect(ids.indices.contains(index) && ids[index] == row.id, "\(message): a frame row names a stale index")
                #expect(row.isSelected == table.selectedRowIDs.contains(row.id), "\(message): a frame row's selection")
                #expect(row.progress >= 0 && row.progress <= 1 && row.stretch >= 0, "\(message): progress \(row.progress), stretch \(row.stretch)")
            }
            let lifted = frame.rows.filter(\.isLifted)
            #expect(lifted.count <= 1 && lifted.first?.index == lifted.first.flatMap { _ in table.liftedRowIndex },
                    "\(message): the frame's lifted rows \(lifted.map(\.id)) for \(String(describing: table.liftedRowIndex))")
            #expect(frame.contextMenu == table.presentedContextMenu, "\(message): the frame's menu")
            guard framesChecked > 0 else { return }
            #expect(frame.haptics == Array(momentsDue.haptics.suffix(64)), "\(message): haptics \(frame.haptics), events call for \(momentsDue.haptics)")
            #expect(frame.announcements == Array(momentsDue.announcements.suffix(64)), "\(message): announcements differ from the events")
        }

        /// Ends every gesture, resolves every row, and runs the clock past all animations.
        func settle() {
            table.handle(.cancelled)
            if table.isReordering { try? table.dropLiftedRow() }
            for index in table.rows.indices {
                switch (try? table.phase(ofRowAt: index)) ?? .rest {
                case .pending, .pushed, .pushing, .dragging, .open: try? table.replaceRow(at: index)
                default: break
                }
            }
            clock.advance(by: .seconds(10))
            table.tick()
        }
    }

    /// Seeds 1 to 4 (100,000 operations in all), or as many as GESTURE_TABLE_PROPERTY_SEEDS says.
    static let seeds: [UInt64] = {
        let count = Environment.integer("GESTURE_TABLE_PROPERTY_SEEDS") ?? 4
        return (1...UInt64(max(1, count))).map { $0 }
    }()

    @Test("random gestures, commands and data changes keep every invariant", arguments: seeds)
    func randomOperations(seed: UInt64) {
        let run = Run(seed: seed)
        run.install()
        for _ in 0..<25_000 {
            run.step()
            run.check()
        }
        run.settle()
        run.check()
        #expect(run.indexMismatches.isEmpty, "seed \(seed): events named stale indexes: \(run.indexMismatches.prefix(3))")
        #expect(run.table.statefulRowCount == 0, "seed \(seed): per-row state left after everything settled")
        #expect(run.table.deletingRowCount == 0, "seed \(seed): deleting rows left after everything settled")
        let unbalanced = run.highlights.filter { $0.value != 0 }
        #expect(unbalanced.isEmpty, "seed \(seed): unbalanced highlights \(unbalanced), events: \(unbalanced.keys.map { run.history[$0]?.suffix(8) ?? [] })")
        #expect(run.completionRuns.values.allSatisfy { $0 == 1 }, "seed \(seed): \(run.completionRuns.values.filter { $0 != 1 }.count) completions did not run exactly once")
        #expect(run.handlerCalls > 50, "seed \(seed): the run exercised too few actions (\(run.handlerCalls))")
        #expect(run.menusOpened > 20, "seed \(seed): the run opened too few menus (\(run.menusOpened))")
        #expect(run.framesChecked > 5_000, "seed \(seed): the run checked too few frames (\(run.framesChecked))")
    }
}

extension GestureTable {
    var isEmptyForTest: Bool { rows.isEmpty }
}
