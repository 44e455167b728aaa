import Testing
@testable import GestureTable

/// Bad input throws a typed error with a readable message, and changes nothing.
@Suite("Validation")
struct ValidationTests {
    @Test("a fraction outside (0, 1] or not finite is refused",
          arguments: [0, -0.1, 1.01, Double.nan, .infinity, -.infinity])
    func badFraction(fraction: Double) {
        #expect {
            _ = try SwipeAction<Mail>(icon: "x", color: .red, fraction: fraction, handler: { _ in })
        } throws: { error in
            (error as? GestureTableError)?.code == .invalidFraction
                && (error as? GestureTableError)?.message.contains("(0, 1]") == true
        }
    }

    @Test("fractions of exactly 1 and unset are accepted")
    func goodFractions() throws {
        let action = try SwipeAction<Mail>(icon: "x", color: .red, fraction: 1, handler: { _ in })
        let unset = try SwipeAction<Mail>(icon: "x", color: .red, handler: { _ in })
        let actions = try SwipeActions(firstLeft: unset, secondLeft: action)
        #expect(actions.fraction(of: .firstLeft) == 0.3)
        #expect(actions.fraction(of: .secondLeft) == 1)
    }

    @Test("a second action not farther than the first is refused", arguments: [SwipeSide.left, .right])
    func secondNotFarther(side: SwipeSide) throws {
        let first = try SwipeAction<Mail>(icon: "a", color: .red, fraction: 0.5, handler: { _ in })
        let second = try SwipeAction<Mail>(icon: "b", color: .red, fraction: 0.5, handler: { _ in })
        #expect {
            _ = side == .left
                ? try SwipeActions(firstLeft: first, secondLeft: second)
                : try SwipeActions(firstRight: first, secondRight: second)
        } throws: { error in
            (error as? GestureTableError)?.code == .secondActionNotFarther
        }
    }

    @Test("a second action without a first is refused", arguments: [SwipeSide.left, .right])
    func secondWithoutFirst(side: SwipeSide) throws {
        let second = try SwipeAction<Mail>(icon: "b", color: .red, fraction: 0.8, handler: { _ in })
        #expect {
            _ = side == .left ? try SwipeActions(secondLeft: second) : try SwipeActions(secondRight: second)
        } throws: { error in
            let error = error as? GestureTableError
            return error?.code == .secondActionWithoutFirst && error?.message.contains("first") == true
        }
    }

    enum Verb: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case push, delete, pushAndDelete, replace, presentation
        var testDescription: String { rawValue }
        func call(_ table: GestureTable<Mail>, _ index: Int) throws {
            switch self {
            case .push: try table.pushRow(at: index)
            case .delete: try table.deleteRow(at: index)
            case .pushAndDelete: try table.pushAndDeleteRow(at: index)
            case .replace: try table.replaceRow(at: index)
            case .presentation: _ = try table.presentation(ofRowAt: index)
            }
        }
    }

    @Test("an index out of range throws and changes nothing",
          arguments: Verb.allCases, [-1, 5, Int.max, Int.min])
    func indexOutOfRange(verb: Verb, index: Int) {
        let fixture = Fixture()
        #expect {
            try verb.call(fixture.table, index)
        } throws: { error in
            let error = error as? GestureTableError
            return error?.code == .indexOutOfRange && error?.message.contains("0..<5") == true
        }
        #expect(fixture.titles == (0..<5).map { "Mail \($0)" })
        #expect(fixture.table.statefulRowCount == 0)
        #expect(fixture.events.isEmpty)
    }

    @Test("a verb on a row that no longer exists throws rowNotFound")
    func rowGone() throws {
        let fixture = Fixture()
        try fixture.table.deleteRow(withID: 2)
        for call in [
            { try fixture.table.pushRow(withID: 2) },
            { try fixture.table.deleteRow(withID: 2) },
            { try fixture.table.replaceRow(withID: 2) },
            { try fixture.table.pushAndDeleteRow(withID: 2) },
        ] as [() throws -> Void] {
            #expect { try call() } throws: { ($0 as? GestureTableError)?.code == .rowNotFound }
        }
    }

    @Test("inserting a duplicate id or at a bad index throws and changes nothing")
    func badInsert() {
        let fixture = Fixture()
        #expect { try fixture.table.insertRow(Mail(id: 1, subject: "dup"), at: 0) } throws: {
            ($0 as? GestureTableError)?.code == .duplicateRowID
        }
        #expect { try fixture.table.insertRow(Mail(id: 9, subject: "x"), at: 6) } throws: {
            ($0 as? GestureTableError)?.code == .indexOutOfRange
        }
        #expect(fixture.table.count == 5)
    }

    @Test("configuration numbers are clamped into their documented ranges when set; NaN restores the default")
    func badConfiguration() {
        var configuration = TableConfiguration()
        configuration.flickVelocity = .nan
        #expect(configuration.flickVelocity == 2)
        configuration.rowHeight = 0
        #expect(configuration.rowHeight == 0.001)
        configuration.rowHeight = 1e-300
        #expect(configuration.rowHeight == 0.001)
        configuration.rowHeight = .infinity
        #expect(configuration.rowHeight == 1e6)
        configuration.animationDuration = .seconds(Int64.max)
        #expect(configuration.animationDuration == TableConfiguration.maximumDuration)
        configuration.longPressDuration = .seconds(-1)
        #expect(configuration.longPressDuration == .zero)
        configuration.highlightHysteresis = 7
        #expect(configuration.highlightHysteresis == 0.49)
        configuration.undoLimit = .min
        #expect(configuration.undoLimit == 0)
        configuration.maximumAutoscrollSpeed = -.infinity
        #expect(configuration.maximumAutoscrollSpeed == 0)
    }

    @Test("non-finite pointer coordinates are ignored")
    func nonFinitePointer() throws {
        let fixture = Fixture()
        fixture.table.handle(.down(Point(x: .nan, y: 0.5)))
        fixture.table.handle(.down(Point(x: 50, y: 0.5)))
        fixture.table.handle(.moved(Point(x: .infinity, y: 0.5)))
        #expect(try fixture.table.offset(ofRowAt: 0) == 0)
    }

    @Test("a viewport height is clamped like a configuration's numbers; NaN restores the default",
          arguments: [(0.0, 0.001), (-5, 0.001), (.infinity, 1e9), (1e300, 1e9), (.nan, 16), (7.5, 7.5)])
    func viewportHeight(value: Double, stored: Double) {
        let fixture = Fixture()
        fixture.table.viewportHeight = value
        #expect(fixture.table.viewportHeight == stored)
    }

    @Test("a width given to a verb is refused, one given to the initializer clamped",
          arguments: [0.0, -1, .nan, .infinity, 2e9])
    func width(value: Double) throws {
        let fixture = Fixture()
        #expect { try fixture.table.setWidth(value) } throws: { ($0 as? GestureTableError)?.code == .invalidValue }
        #expect(fixture.table.width == 100)
        let table = GestureTable<Mail>(width: value, clock: VirtualClock())
        #expect((1...GestureTable<Mail>.maximumWidth).contains(table.width))
    }

    @Test("the narrowest and the widest widths are accepted", arguments: [1, GestureTable<Mail>.maximumWidth])
    func widthBounds(value: Double) throws {
        let fixture = Fixture()
        try fixture.table.setWidth(value)
        #expect(fixture.table.width == value)
    }
}

/// Setting a configuration number to NaN restores the very default a new configuration has.
@Suite("Configuration NaN restores the initial default")
struct ConfigurationDefaultTests {
    @Test func nanRestoresInitialValue() {
        let fields: [WritableKeyPath<TableConfiguration, Double>] = [
            \.maximumBounce, \.flickVelocity, \.touchSlop, \.highlightHysteresis, \.rubberBandLimit,
            \.rowHeight, \.maximumAutoscrollSpeed, \.autoscrollZone, \.peekFraction,
        ]
        for field in fields {
            var configuration = TableConfiguration()
            let initial = configuration[keyPath: field]
            configuration[keyPath: field] = .nan
            #expect(configuration[keyPath: field] == initial, "\(field)")
        }
    }
}
