import GestureTable

/// The state of one script being played: the table (once built), the
/// virtual clock, the pointer, the event log, the output and the recording.
///
/// Setup commands before the first gesture or observation describe the table;
/// the table is built from them when the first other command runs. Later
/// setup commands (other than `row`) change the live table.
package final class ScriptPlayback {
    /// The time between two pointer moves of a gesture, unless `set pointer-step` says otherwise.
    static let pointerStep = Duration.milliseconds(8)
    /// The time between two frames while time passes (`wait`, `hold`).
    static let frameInterval = Duration.milliseconds(16)
    /// How far the pointer moves across in one step, in cells.
    static let horizontalStep = 1.0
    /// How far the pointer moves down or up in one step, in rows.
    static let verticalStep = 0.25
    /// The defaults of a table laid out in cells, as the terminal's is (`TableConfiguration.terminal`
    /// in the terminal module): one cell of touch slop and of a held menu's drag tolerance, two
    /// columns an outline's level, everything else as `TableConfiguration()`.
    static var cellConfiguration: TableConfiguration {
        var configuration = TableConfiguration()
        configuration.touchSlop = 1
        configuration.menuDragTolerance = 1
        configuration.indentWidth = 2
        return configuration
    }

    /// How many unmatched events a failed `expect event` shows.
    static let shownUnmatchedEvents = 8

    /// The script's file name, for diagnostics.
    let fileName: String
    /// What the table's closures write: they hold it, not the playback, which holds the table.
    let observer: PlaybackObserver
    /// What to print and record.
    let options: PlaybackOptions
    /// The clock of the table, advanced by the player only.
    package let clock = VirtualClock()

    /// The table, once the first gesture or observation has built it.
    var liveTable: GestureTable<ScriptRow>?
    /// The viewport size: the table's width and visible lines.
    package var size = ScriptSize.standard
    /// The time between two pointer moves of a gesture (`set pointer-step`).
    var pointerStep = ScriptPlayback.pointerStep
    /// The table's configuration, kept in step with the live table.
    var configuration = ScriptPlayback.cellConfiguration
    /// The empty-state placeholder.
    var placeholder = Placeholder(title: "No rows")
    /// How many rows may be selected (`set selection`), and edit mode (`set editing`).
    var selectionMode = GestureTable<ScriptRow>.SelectionMode.single
    var isEditing = false
    /// The undo window's delay (`set commit-delay`), given to the table when it is built.
    var commitDelay: Duration?
    /// Whether rows have a context menu of their actions (`set context-menu on`).
    var hasContextMenu = false
    /// The rows declared before the table was built.
    var declaredRows: [ScriptRow] = []
    /// The sections declared before the table was built: each title and the index in
    /// ``declaredRows`` of its first row.
    var declaredSections: [(title: String, start: Int)] = []
    /// The parent of each row declared `under` another, by id: such a row makes the table an
    /// outline. ``declaredRows`` holds every declared row in the order the outline shows them.
    var declaredParents: [Int: Int] = [:]
    /// How deep each row declared `under` another is nested (a row not in it is at the top).
    var declaredDepths: [Int: Int] = [:]
    /// The index in ``declaredRows`` of the row declared last, after those of its parents, top
    /// level first: the rows a row declared `under` another may be a child of.
    var declaredPath: [Int] = []
    /// The columns of a board declared so far, each with the index of its first row.
    var declaredColumns: [(title: String, refusesTransfers: Bool, start: Int)] = []
    /// The board, once built from declared columns; ``table`` is then its current column.
    var liveBoard: GestureBoard<ScriptRow>?
    /// Whether the table was built with sections: `--trace` then adds each event's index path.
    var isSectioned: Bool {
        get { observer.isSectioned }
        set { observer.isSectioned = newValue }
    }
    /// The id the next row gets.
    var nextRowID = 0
    /// The declared actions.
    var actionBook: ScriptActionBook {
        get { observer.actionBook }
        set { observer.actionBook = newValue }
    }
    /// Where each slot was declared, to refuse a second declaration.
    var slotDeclarations: [ActionSlot: SlotDeclarations] = [:]

    /// Where the pointer is while it is down, in table coordinates.
    var pointer: Point?
    /// Where the pointer went down.
    var pressOrigin = Point(x: 0, y: 0)
    /// The id of the row the pointer went down on, if it went down on a row.
    var pressedRowID: Int?
    /// The row the keyboard stepped with `step` and has not released.
    var steppedRowID: Int?
    /// The rows `pin` made immovable.
    var pinnedRowIDs: Set<Int> {
        get { observer.pinnedRowIDs }
        set { observer.pinnedRowIDs = newValue }
    }
    /// What the table announced last, for `expect announcement`.
    var latestAnnouncement: String? {
        get { observer.latestAnnouncement }
        set { observer.latestAnnouncement = newValue }
    }

    /// The script's `expect event` commands, in order: events are matched
    /// against them as they happen, so that none has to be kept.
    var eventExpectations: [EventExpectation] { observer.eventExpectations }
    /// How many `expect event` commands have run.
    var eventExpectationsRun = 0
    /// How many `expect event` commands an event has matched; at least
    /// ``eventExpectationsRun`` while the script passes.
    var eventExpectationsMatched: Int {
        get { observer.eventExpectationsMatched }
        set { observer.eventExpectationsMatched = newValue }
    }
    /// The line of the last `expect event` that an event matched, if any.
    var lastEventMatchLine: Int? {
        get { observer.lastEventMatchLine }
        set { observer.lastEventMatchLine = newValue }
    }
    /// The first events since the last match, shown when an `expect event` fails.
    var unmatchedEvents: [TableEvent<Int>] {
        get { observer.unmatchedEvents }
        set { observer.unmatchedEvents = newValue }
    }
    /// How many events came since the last match.
    var unmatchedEventCount: Int {
        get { observer.unmatchedEventCount }
        set { observer.unmatchedEventCount = newValue }
    }
    /// The script's `expect no event` commands, in order, each with the
    /// number of `expect event` commands before it.
    var absenceChecks: [AbsenceCheck] { observer.absenceChecks }
    /// How many `expect no event` commands have run.
    var absenceChecksRun: Int {
        get { observer.absenceChecksRun }
        set { observer.absenceChecksRun = newValue }
    }
    /// The events that broke an `expect no event` not run yet, by its
    /// position in ``absenceChecks``: the first such event.
    var absenceViolations: [Int: TableEvent<Int>] {
        get { observer.absenceViolations }
        set { observer.absenceViolations = newValue }
    }

    /// Text printed and not yet handed to the caller's stream.
    var pendingOutput: String {
        get { observer.pendingOutput }
        set { observer.pendingOutput = newValue }
    }
    /// The recording, when one is kept.
    var recording: FrameRecording?

    /// Prepares to play `script`.
    init(script: Script, options: PlaybackOptions) {
        fileName = script.fileName
        self.options = options
        var expectations: [EventExpectation] = []
        var absences: [AbsenceCheck] = []
        for command in script.commands {
            switch command.value {
            case .expectation(.event(let pattern)):
                expectations.append(EventExpectation(pattern, line: command.location.line))
            case .expectation(.noEvent(let pattern)):
                absences.append(AbsenceCheck(
                    pattern: EventExpectation(pattern, line: command.location.line),
                    expectationsBefore: expectations.count))
            default:
                break
            }
        }
        observer = PlaybackObserver(
            eventExpectations: expectations, absenceChecks: absences, tracesEvents: options.tracesEvents)
        if let startRecording = options.screen.startRecording {
            var width = ScriptSize.standard.columns
            var height = ScriptSize.standard.lines
            var sawSize = false
            for command in script.commands {
                guard case .setup(.size(let size)) = command.value else { continue }
                width = sawSize ? max(width, size.value.columns) : size.value.columns
                height = sawSize ? max(height, size.value.lines) : size.value.lines
                sawSize = true
            }
            recording = startRecording(ScriptSize(columns: width, lines: height))
        }
    }

    /// Runs one command.
    func perform(_ command: Located<ScriptCommand>) throws(PlaybackStop) {
        switch command.value {
        case .setup(let setup): try perform(setup, at: command.location)
        case .input(let input): try perform(input, at: command.location)
        case .gesture(let gesture): try perform(gesture, at: command.location)
        case .expectation(let expectation): try check(expectation, at: command.location)
        }
    }

    /// The lines that declared one slot: for every row, and for rows by id.
    struct SlotDeclarations {
        var everyRow: Int?
        var rows: [Int: Int] = [:]
    }

    // MARK: - The table

    /// The table, built from the setup commands seen so far on first use.
    package var table: GestureTable<ScriptRow> {
        if let liveTable { return liveTable }
        let table: GestureTable<ScriptRow>
        do {
            if !declaredColumns.isEmpty {
                table = try makeBoard()
            } else if declaredSections.isEmpty {
                table = try GestureTable(
                    rows: declaredRows, width: Double(size.columns), clock: clock, configuration: configuration)
            } else {
                isSectioned = true
                table = try GestureTable(
                    sections: sectionsOfDeclaredRows(), width: Double(size.columns), clock: clock,
                    configuration: configuration)
            }
        } catch {
            // Cannot happen: the player numbers its rows itself.
            table = GestureTable(width: Double(size.columns), clock: clock, configuration: configuration)
        }
        table.viewportHeight = Double(size.lines)
        table.placeholder = placeholder
        table.selectionMode = selectionMode
        table.isEditing = isEditing
        // The closures hold the observer, not the playback: the playback holds the table, so a
        // closure that held it would keep both alive (Embedded Swift has neither weak nor
        // unowned references to break such a cycle).
        let observer = self.observer
        table.swipeActions = { row in observer.actionBook.validActions(forRowWithID: row.id) }
        table.onEvent = { event in observer.log(event) }
        // In scripts a row's accessibility label is its title.
        table.accessibilityLabel = { row in row.title }
        table.onAnnouncement = { text in observer.latestAnnouncement = text }
        table.canMoveRow = { row in !observer.pinnedRowIDs.contains(row.id) }
        if hasContextMenu { table.contextMenu = .rowActions }
        if declaredRows.contains(where: { $0.height != nil }) {
            let rowHeight = configuration.rowHeight
            table.heightOfRow = { row in row.height ?? rowHeight }
        }
        if !declaredParents.isEmpty {
            // The rows are the outline's, in the order it shows them: the same ids, now nested.
            try? table.setOutline(declaredOutline())
        }
        declaredRows = []
        declaredSections = []
        declaredParents = [:]
        declaredDepths = [:]
        declaredPath = []
        configureOtherColumns(like: table)
        // On a board, the first column's window is the board's.
        if let commitDelay { table.commitDelay = commitDelay }
        liveTable = table
        recordFrame()
        return table
    }

    /// The rows now: the live table's, or those declared so far.
    var currentRows: [ScriptRow] {
        liveTable?.rows ?? declaredRows
    }

    // MARK: - Diagnostics

    /// A script error at `location`.
    func error(_ message: String, at location: SourceLocation) -> PlaybackStop {
        .error(ScriptError(message, fileName: fileName, location: location))
    }

    /// An expectation failure of the `expect` at `location`.
    func failure(expected: String, actual: String, at location: SourceLocation) -> PlaybackStop {
        .failure(ScriptExpectationFailure(fileName: fileName, location: location, expected: expected, actual: actual))
    }

    /// The index of an existing row, or an error at the index.
    func checkedIndex(_ index: Located<Int>) throws(PlaybackStop) -> Int {
        let count = currentRows.count
        guard index.value < count else {
            let rows = switch count {
            case 0: "the table has no rows"
            case 1: "the table has 1 row (index 0)"
            default: "the table has \(count) rows (0 to \(count - 1))"
            }
            throw error("row index \(index.value) is out of range: \(rows)", at: index.location)
        }
        return index.value
    }

    /// The index of an existing row whose middle is inside the viewport, or an error at the index.
    func visibleIndex(_ index: Located<Int>) throws(PlaybackStop) -> Int {
        let value = try checkedIndex(index)
        let middle = middleY(ofRowAt: value)
        guard middle >= 0, middle < table.viewportHeight else {
            let visible = table.visibleRowIndexes
            let shown = visible.isEmpty ? "none is" : "rows \(visible.lowerBound) to \(visible.upperBound - 1) are"
            throw error(
                "row \(value) is outside the viewport (\(shown) visible); scroll to it first", at: index.location)
        }
        return value
    }

    /// The middle of row `index`'s middle line in viewport coordinates: the middle of the
    /// row for a row one line tall, of its 2nd line for a row 3 lines tall, of its 1st for 2.
    func middleY(ofRowAt index: Int) -> Double {
        let height = (try? table.height(ofRowAt: index)) ?? table.configuration.rowHeight
        // Callers check the index first: a row outside the table is none of the lines.
        guard let top = try? table.yOfRow(at: index) else { return -1 }
        return top + min(height / 2, (height / 2).rounded(.up) - 0.5)
    }

    /// The index of the section `reference` names, or an error at the reference.
    func checkedSection(_ reference: Located<ScriptSectionReference>) throws(PlaybackStop) -> Int {
        let table = table
        let count = table.numberOfSections
        switch reference.value {
        case .index(let section):
            guard section < count else {
                let sections = count == 1 ? "the table has 1 section (index 0)" : "the table has \(count) sections (0 to \(count - 1))"
                throw error("section index \(section) is out of range: \(sections)", at: reference.location)
            }
            return section
        case .title(let title):
            for section in 0..<count where (try? table.titleForHeader(inSection: section)) == title {
                return section
            }
            throw error("no section is titled \(Self.quoted(title))", at: reference.location)
        }
    }

    /// Turns a table error into a script error at `location`.
    func error(_ tableError: GestureTableError, at location: SourceLocation) -> PlaybackStop {
        error(tableError.message, at: location)
    }
}
