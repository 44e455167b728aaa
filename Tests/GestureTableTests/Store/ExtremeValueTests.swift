import Testing
import TestSupport
@testable import GestureTable

/// Nothing traps (SPEC 8.7): every public entry point of the core, called with the extremes its
/// types allow, throws or clamps as documented. A trap ends the test process, so reaching the
/// end of each run is the check; the expectations pin the documented clamps.
@Suite("Extreme values")
struct ExtremeValueTests {
    static let integers = [Int.max, Int.min, 0, 1, -1, 2, Int.max / 2, Int.min / 2]
    static let doubles = [Double.nan, .infinity, -.infinity, 0, -0.0, 1e308, -1e308, 1e-300, 0.5, -0.5, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
    static let durations: [Duration] = [
        .zero, .seconds(Int64.max), .seconds(Int64.min), .seconds(1_000_000_000_000_000 as Int64), .milliseconds(1), .seconds(-1),
        .seconds(Int64.max) + .seconds(Int64.max),
    ]

    @Test("documented clamps and errors for sizes")
    func sizes() throws {
        let clock = VirtualClock()
        for width in Self.doubles {
            let table = try GestureTable(rows: [Mail(id: 0, subject: "a")], width: width, clock: clock)
            #expect(table.width >= 1 && table.width <= GestureTable<Mail>.maximumWidth)
            if !(width >= 1 && width <= 1e9) {
                #expect { try table.setWidth(width) } throws: { ($0 as? GestureTableError)?.code == .invalidValue }
            }
            table.viewportHeight = width
            #expect(table.viewportHeight.isFinite && table.viewportHeight > 0)
            _ = table.visibleRowIndexes
            _ = table.layout(height: width)
        }
        #expect { try GestureTable(rows: [Mail(id: 1, subject: "a"), Mail(id: 1, subject: "b")], width: 10, clock: clock) } throws: {
            ($0 as? GestureTableError)?.code == .duplicateRowID
        }
    }

    @Test("a layout reserves room for its rows at any height and row height", arguments: [0.001, 1, 1e6])
    func layoutAtAnyHeight(rowHeight: Double) throws {
        var configuration = TableConfiguration.default
        configuration.rowHeight = rowHeight
        let table = try GestureTable(
            rows: (0..<4).map { Mail(id: $0, subject: "Mail \($0)") }, width: 100, clock: VirtualClock(),
            configuration: configuration)
        try table.deleteRow(at: 0, animation: .fade)
        for height in Self.doubles {
            let placements = table.core.placements(height: height, at: .zero)
            if height.isFinite, height >= 4 * rowHeight {
                // The three rows and the one leaving, however large the viewport.
                #expect(placements.count == 4)
            } else if !(height > 0) || !height.isFinite {
                #expect(placements.isEmpty)
            }
        }
    }

    @Test("the latest instant of a virtual clock is 2⁶⁰ seconds")
    func latestInstant() {
        #expect(VirtualClock.latestInstant == .seconds(1_152_921_504_606_846_976 as Int64))
        let clock = VirtualClock(start: .zero)
        clock.advance(by: .seconds(1_152_921_504_606_846_975 as Int64))
        clock.advance(by: .seconds(2))
        #expect(clock.now == .seconds(1_152_921_504_606_846_976 as Int64))
    }

    @Test("the virtual clock saturates instead of overflowing")
    func clock() {
        let clock = VirtualClock(start: .seconds(Int64.max))
        #expect(clock.now == VirtualClock.latestInstant)
        clock.advance(by: .seconds(Int64.max))
        clock.advance(by: .seconds(Int64.max))
        #expect(clock.now == VirtualClock.latestInstant)
        let animation = ValueAnimation(from: 0, to: 1, start: .seconds(Int64.max), duration: .seconds(Int64.max), curve: .linear)
        #expect(animation.end > .zero)
        #expect(animation.value(at: .seconds(Int64.min)) == 0)
    }

    @Test("moving a lifted row by Int.max or Int.min stops at an end")
    func liftedExtremes() throws {
        let fixture = Fixture()
        try fixture.table.liftRow(at: 2)
        try fixture.table.moveLiftedRow(by: .max)
        #expect(fixture.table.liftedRowIndex == 4)
        try fixture.table.moveLiftedRow(by: .min)
        #expect(fixture.table.liftedRowIndex == 0)
        #expect { try fixture.table.moveLiftedRow(to: .min) } throws: { ($0 as? GestureTableError)?.code == .indexOutOfRange }
    }

    @Test("random public calls with extreme values never trap", arguments: [1, 2, 3] as [UInt64])
    func randomCalls(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let fixture = Fixture(count: 8, leftStyle: .trigger, rightStyle: .reveal)
        let table = fixture.table
        fixture.resolution[.firstLeft] = { table, index in try table.pushAndDeleteRow(at: index) }
        fixture.resolution[.secondLeft] = { table, index in try table.deleteRow(at: index) }
        var nextID = 100
        func int() -> Int { Self.integers.randomElement(using: &random) ?? 0 }
        func small() -> Int { Int.random(in: -2..<10, using: &random) }
        func index() -> Int { Bool.random(using: &random) ? int() : small() }
        func double() -> Double {
            Bool.random(using: &random) ? (Self.doubles.randomElement(using: &random) ?? 0) : Double.random(in: -120...120, using: &random)
        }
        func duration() -> Duration { Self.durations.randomElement(using: &random) ?? .zero }
        func side() -> SwipeSide { Bool.random(using: &random) ? .left : .right }
        for _ in 0..<3_000 {
            switch Int.random(in: 0..<46, using: &random) {
            case 0: table.handle(.down(Point(x: double(), y: double())))
            case 1: table.handle(.moved(Point(x: double(), y: double())))
            case 2: table.handle(.up(velocity: Velocity(dx: double(), dy: double())))
            case 3: table.handle(.cancelled)
            case 4: try? table.setWidth(double())
            case 5: table.viewportHeight = double()
            case 6: try? table.scroll(by: double())
            case 7: try? table.pushRow(at: index())
            case 8: try? table.replaceRow(at: index())
            case 9: try? table.deleteRow(at: index(), animation: RowAnimation.allCases.randomElement(using: &random) ?? .fade)
            case 10: try? table.pushAndDeleteRow(at: index())
            case 11:
                nextID += 1
                try? table.insertRow(Mail(id: Bool.random(using: &random) ? nextID : small(), subject: "n"), at: index())
            case 12: try? table.moveRow(at: index(), to: index())
            case 13: try? table.updateRow(at: index(), with: Mail(id: small(), subject: "u"))
            case 14: try? table.dragRow(at: index(), toOffset: double())
            case 15: try? table.stepRow(at: index(), side: side())
            case 16: try? table.releaseRow(at: index())
            case 17: try? table.triggerAction(in: ActionSlot.allCases.randomElement(using: &random) ?? .firstLeft, ofRowAt: index())
            case 18: try? table.peekRow(at: index(), side: side())
            case 19: try? table.liftRow(at: index())
            case 20: try? table.moveLiftedRow(by: int())
            case 21: try? table.moveLiftedRow(to: index())
            case 22: try? Bool.random(using: &random) ? table.dropLiftedRow() : table.cancelLift()
            case 23: try? table.openRow(at: index(), side: side())
            case 24: try? table.closeRow(at: index())
            case 25: try? table.activateButton(in: ActionSlot.allCases.randomElement(using: &random) ?? .firstLeft, ofRowAt: index())
            case 26: try? table.undo()
            case 27:
                fixture.clock.advance(by: duration())
                table.tick()
            case 28:
                var configuration = table.configuration
                configuration.rowHeight = double()
                configuration.animationDuration = duration()
                configuration.longPressDuration = duration()
                configuration.maximumAutoscrollSpeed = double()
                configuration.flickVelocity = double()
                configuration.touchSlop = double()
                configuration.highlightHysteresis = double()
                configuration.rubberBandLimit = double()
                configuration.autoscrollZone = double()
                configuration.peekFraction = double()
                configuration.maximumBounce = double()
                configuration.undoLimit = int()
                table.configuration = configuration
            case 29: table.layoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
            case 30: try? table.setRows(table.rows.shuffled(using: &random))
            case 31: _ = try? table.yOfRow(at: int())
            case 32: _ = table.indexOfRow(atY: double())
            case 33: try? table.redo()
            case 34: try? table.selectRow(at: index())
            case 35: table.deselectRow()
            case 36: try? table.scroll(withVelocity: double())
            case 37: table.configuration.decelerationRate = DecelerationRate(rawValue: double())
            case 38:
                let names = (try? table.accessibilityActions(ofRowAt: index())) ?? []
                let name = names.randomElement(using: &random) ?? "Move up"
                try? table.performAccessibilityAction(named: Bool.random(using: &random) ? name : "", ofRowAt: index())
            case 39:
                nextID += 1
                let section = TableSection(id: "s\(nextID)", title: "S", rows: [Mail(id: nextID, subject: "s")])
                try? table.insertSection(section, at: index())
            case 40: try? table.deleteSection(at: index())
            case 41: try? table.moveSection(at: index(), to: index())
            case 42: try? table.updateSection(at: index(), title: Bool.random(using: &random) ? nil : "T")
            case 43:
                var sections = table.sections
                sections.shuffle(using: &random)
                if Bool.random(using: &random), !sections.isEmpty { sections[0].rows.shuffle(using: &random) }
                try? table.setSections(sections)
            case 44: _ = (table.canUndo, table.canRedo, table.undoActionName, table.redoActionName, table.indexPathForSelectedRow)
            default:
                fixture.clock.advance(by: .milliseconds(Int64.random(in: 0...300, using: &random)))
                table.tick()
            }
            // Everything a renderer reads.
            _ = table.layout(height: table.viewportHeight)
            _ = table.visibleRowIndexes
            _ = table.nextDeadline
            _ = table.autoscrollSpeed
            _ = table.liftedRowY
            for row in table.rows.indices.prefix(10) {
                _ = try? table.presentation(ofRowAt: row)
                _ = try? table.revealedButtons(ofRowAt: row)
            }
        }
        #expect(Set(table.rows.map(\.id)).count == table.count)
        #expect(table.sections.flatMap(\.rows).map(\.id) == table.rows.map(\.id))
        #expect(table.selectedRowIndex.map { table.rows.indices.contains($0) } ?? true)
    }
}

/// A width that is not a number makes the narrowest table, as every width below 1 does.
@Suite("A table made with a width that is not a number")
struct NaNWidthTests {
    @Test(arguments: [Double.nan, -1, 0, 0.5])
    func narrowest(width: Double) {
        let table = GestureTable<Mail>(width: width, clock: VirtualClock())
        #expect(table.width == 1)
    }
}
