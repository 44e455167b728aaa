import GestureTable

extension ScriptPlayback {
    /// Runs a setup command.
    func perform(_ setup: ScriptSetup, at location: SourceLocation) throws(PlaybackStop) {
        switch setup {
        case .size(let size): resize(to: size.value)
        case .section(let title): try startSection(title: title.value, at: location)
        case .row(let title, let subtitle, let height, let parent):
            try appendRow(title: title.value, subtitle: subtitle?.value, height: height?.value, under: parent, at: location)
        case .placeholder(let title, let subtitle): setPlaceholder(Placeholder(title: title.value, subtitle: subtitle?.value))
        case .action(let action): try declare(action)
        case .reveal(let side, let content, let fullSwipe): reveal(side.value, content: content?.value, fullSwipe: fullSwipe != nil)
        case .set(let setting): apply(setting)
        case .column(let title, let refuses): try startColumn(title: title.value, refusesTransfers: refuses, at: location)
        case .pin(let index): pinnedRowIDs.insert(currentRows[try checkedIndex(index)].id)
        case .frame(let caption): printFrame(caption: caption?.value, at: location)
        }
    }

    /// `frame ["caption"]`: prints a header line with the virtual time, the
    /// script line and the caption, then the frame as the screen draws it
    /// (plain text, or with colors when the screen has them).
    ///
    /// ```
    /// ── 0.144s · tour.gts:26 · Past a quarter: done ─────────────
    /// ```
    func printFrame(caption: String?, at location: SourceLocation) {
        let screen = options.screen
        let frame = drawBoardFrame() ?? screen.drawFrame(table, size)
        var header = "── \(Self.seconds(clock.now))s · \(ScriptError.printable(fileName)):\(location.line) "
        if let caption, !caption.isEmpty { header += "· \(ScriptError.printable(caption)) " }
        header += String(repeating: "─", count: max(2, size.columns - screen.textWidth(header)))
        pendingOutput += header + "\n"
        pendingOutput += frame
        pendingOutput += "\n"
    }

    /// `size COLUMNSxLINES`: the table's width and the viewport's height.
    func resize(to newSize: ScriptSize) {
        size = newSize
        guard let liveTable else { return }
        // The parser keeps sizes between 1 and 1000, which the table accepts.
        try? liveTable.setWidth(Double(newSize.columns))
        liveTable.viewportHeight = Double(newSize.lines)
        recordFrame()
    }

    /// `row "Title" ["Subtitle"] [height N] [under "Parent"]`: appends a row before the table is
    /// built, at the top level or as the last child of the latest row titled `Parent`.
    func appendRow(
        title: String, subtitle: String?, height: Double?, under parent: Located<String>? = nil, at location: SourceLocation
    ) throws(PlaybackStop) {
        guard liveTable == nil else {
            throw error(
                "'row' must come before the first gesture or observation; use 'insert I \"Title\"' to add a row later",
                at: location)
        }
        let row = ScriptRow(id: nextRowID, title: title, subtitle: subtitle, height: height)
        if let parent {
            try appendChild(row, under: parent)
        } else {
            declaredPath = [declaredRows.count]
            declaredRows.append(row)
        }
        _ = makeRowID()
    }

    /// `section "Header"`: starts a section before the table is built; the rows declared after
    /// it belong to it.
    func startSection(title: String, at location: SourceLocation) throws(PlaybackStop) {
        guard liveTable == nil else {
            throw error("'section' must come before the first gesture or observation", at: location)
        }
        guard declaredParents.isEmpty else {
            throw error("a script declares an outline ('row … under') or sections, not both", at: location)
        }
        declaredSections.append((title: title, start: declaredRows.count))
    }

    /// The declared rows grouped into the declared sections: the rows before the first
    /// `section`, if any, form an untitled first section.
    func sectionsOfDeclaredRows() -> [TableSection<ScriptRow>] {
        var sections: [TableSection<ScriptRow>] = []
        if let first = declaredSections.first, first.start > 0 {
            sections.append(TableSection(title: nil, rows: Array(declaredRows[..<first.start])))
        }
        for (number, section) in declaredSections.enumerated() {
            let end = number + 1 < declaredSections.count ? declaredSections[number + 1].start : declaredRows.count
            sections.append(TableSection(title: section.title, rows: Array(declaredRows[section.start..<end])))
        }
        return Self.identified(sections)
    }

    /// The declared sections, each with an id of its own: its title (the empty string for none),
    /// or, for a title an earlier section has already, the title with ` #2`, ` #3`… A script may
    /// declare two sections with one title; a table may not have two with one id.
    static func identified(_ sections: [TableSection<ScriptRow>]) -> [TableSection<ScriptRow>] {
        var used = Set<String>()
        return sections.map { section in
            let base = section.title ?? ""
            var id = base
            var number = 2
            while !used.insert(id).inserted {
                id = "\(base) #\(number)"
                number += 1
            }
            return TableSection(id: id, title: section.title, rows: section.rows)
        }
    }

    /// A fresh row id.
    func makeRowID() -> Int {
        defer { nextRowID += 1 }
        return nextRowID
    }

    /// `placeholder "Title" ["Subtitle"]`.
    func setPlaceholder(_ newPlaceholder: Placeholder) {
        placeholder = newPlaceholder
        liveTable?.placeholder = newPlaceholder
        recordFrame()
    }

    /// `set NAME VALUE`.
    func apply(_ setting: ScriptSetting) {
        switch setting {
        case .animationDuration(let duration): configuration.animationDuration = duration.value
        case .bounce(let isOn): configuration.bouncesOnReplace = isOn.value
        case .longPress(let duration): configuration.longPressDuration = duration.value
        case .flick(let isOn): configuration.triggersOnFlick = isOn.value
        case .flickVelocity(let speed): configuration.flickVelocity = speed.value
        case .closesOnScroll(let isOn): configuration.closesOpenRowOnScroll = isOn.value
        case .reducedMotion(let isOn): configuration.reducesMotion = isOn.value
        case .deceleration(let rate): configuration.decelerationRate = DecelerationRate(rawValue: rate.value)
        case .pointerStep(let duration):
            pointerStep = duration.value
            return
        case .selection(let mode):
            selectionMode = mode.value == .multiple ? .multiple : .single
            liveTable?.selectionMode = selectionMode
            return
        case .editing(let isOn):
            isEditing = isOn.value
            liveTable?.isEditing = isOn.value
            return
        case .commitDelay(let delay):
            commitDelay = delay.value
            if let liveTable { liveTable.commitDelay = delay.value }
            return
        case .edgeExclusion(let columns): configuration.edgeExclusion = columns.value
        case .swipeAngle(let degrees): configuration.swipeAngle = degrees.value
        case .contextMenu(let isOn):
            hasContextMenu = isOn.value
            // On a board, every column's rows have one.
            for table in liveBoard?.tables ?? liveTable.map({ [$0] }) ?? [] {
                table.contextMenu = isOn.value ? .rowActions : nil
            }
            return
        case .undoLimit(let limit):
            configuration.undoLimit = limit.value
            // A board keeps one history for its columns, under its own limit.
            if let liveBoard {
                liveBoard.undoLimit = limit.value
                return
            }
        }
        liveTable?.configuration = configuration
    }

    /// `reveal left|right [content "TEXT" | full-swipe]`: the declared side reveals its
    /// actions as buttons, or the text; `full-swipe` fires the outermost button past 0.525.
    func reveal(_ side: ScriptSide, content: String?, fullSwipe: Bool = false) {
        let style = content.map(SideStyle.revealContent) ?? .reveal(fullSwipe: fullSwipe)
        switch side {
        case .left: actionBook.leftStyle = style
        case .right: actionBook.rightStyle = style
        }
    }

    /// `action SLOT [fraction F] [color NAME] [icon "G"] do OP [only I,J,...]`.
    ///
    /// The declaration is checked against every row it reaches: a second
    /// action without a first, or not farther than it, is an error at this
    /// line. Declare a side's first action before its second.
    ///
    /// - Complexity: O(1), or O(*k*) with `only` and *k* indexes, however
    ///   many rows and declarations came before.
    func declare(_ declaration: ScriptAction) throws(PlaybackStop) {
        let slot = declaration.slot.value
        var rowIDs: Set<Int>?
        if let indexes = declaration.rows {
            let rows = currentRows
            var ids: Set<Int> = []
            for index in indexes { ids.insert(rows[try checkedIndex(index)].id) }
            rowIDs = ids
        }
        try checkFirstDeclaration(of: slot, for: rowIDs, declaredAs: declaration)
        let operation = declaration.operation.value
        let action: SwipeAction<ScriptRow>
        do {
            action = try SwipeAction(
                title: declaration.title?.value,
                icon: declaration.icon?.value ?? Self.defaultIcon(for: operation),
                color: declaration.color?.value.actionColor ?? Self.defaultColor(for: slot),
                fraction: declaration.fraction?.value
            ) { (triggered: TriggeredRow<ScriptRow>) throws(SwipeAction<ScriptRow>.HandlerError) in
                try Self.perform(operation, on: triggered)
            }
        } catch {
            throw self.error(error, at: declaration.fraction?.location ?? declaration.slot.location)
        }
        let entry = ScriptActionBook.Declaration(slot: slot, action: action, rowIDs: rowIDs)
        guard actionBook.accepts(entry) else { throw rejection(of: entry, declaredAs: declaration) }
        actionBook.declare(entry)
        let line = declaration.slot.location.line
        if let rowIDs {
            for id in rowIDs { slotDeclarations[slot, default: SlotDeclarations()].rows[id] = line }
        } else {
            slotDeclarations[slot, default: SlotDeclarations()].everyRow = line
        }
    }

    /// Fails when `slot` was declared before for the same rows: twice for
    /// every row, twice for one row with `only`, or for every row after an
    /// `only` (which would silently drop it). An `only` after a declaration
    /// for every row refines it, which is allowed.
    func checkFirstDeclaration(
        of slot: ActionSlot, for rowIDs: Set<Int>?, declaredAs declaration: ScriptAction
    ) throws(PlaybackStop) {
        let earlier = slotDeclarations[slot] ?? SlotDeclarations()
        let name = slot.scriptName
        guard let rowIDs else {
            if let line = earlier.everyRow {
                throw error(
                    "\(name) is declared twice: line \(line) declared it for every row already", at: declaration.slot.location)
            }
            if let line = earlier.rows.values.min() {
                throw error(
                    "\(name) for every row must come before line \(line), which declared it for some rows with 'only'",
                    at: declaration.slot.location)
            }
            return
        }
        for id in rowIDs {
            guard let line = earlier.rows[id] else { continue }
            let index = currentRows.firstIndex { $0.id == id }.map { "row \($0)" } ?? "a row"
            throw error(
                "\(name) is declared twice for \(index): line \(line) declared it already", at: declaration.slot.location)
        }
    }

    /// The error for a declaration that leaves a row with invalid actions,
    /// naming the first such row: a scan of the rows, on this error path only.
    func rejection(of entry: ScriptActionBook.Declaration, declaredAs declaration: ScriptAction) -> PlaybackStop {
        var reached: [(id: Int?, index: Int?)] = currentRows.enumerated()
            .filter { entry.rowIDs?.contains($0.element.id) ?? true }
            .map { (id: $0.element.id, index: $0.offset) }
        if entry.rowIDs == nil { reached.append((id: nil, index: nil)) }
        for row in reached {
            do {
                _ = try actionBook.actions(forRowWithID: row.id, adding: entry)
            } catch {
                let location = error.code == .secondActionNotFarther
                    ? declaration.fraction?.location ?? declaration.slot.location
                    : declaration.slot.location
                var message = error.message
                for slot in ActionSlot.allCases {
                    message = message.replacingEvery(slot.rawValue, with: slot.scriptName)
                }
                return self.error(message + (row.index.map { " (row \($0))" } ?? ""), at: location)
            }
        }
        return self.error("the actions of some row would not be valid", at: declaration.slot.location)
    }

    /// Resolves the row an action fired on with its operation's verb, from the trigger closure,
    /// so that the undo step it makes is named after the action.
    static func perform(_ operation: ScriptOperation, on triggered: TriggeredRow<ScriptRow>) throws(GestureTableError) {
        switch operation {
        case .push: try triggered.push()
        case .delete: try triggered.delete()
        case .pushAndDelete: try triggered.pushAndDelete()
        case .replace: try triggered.replace()
        case .markRead:
            var read = triggered.row
            read.subtitle = "read"
            try triggered.update(read)
        case .snooze:
            // One batch, so that one undo takes back both the removal and the return.
            let table = triggered.table
            try table.performBatchUpdates { () throws(GestureTableError) in
                try triggered.pushAndDelete()
                try table.insertRow(triggered.row, at: table.count)
            }
        case .none: break
        }
    }

    /// The icon of an action declared without one: a glyph for what it does.
    static func defaultIcon(for operation: ScriptOperation) -> String {
        switch operation {
        case .push: "»"
        case .delete: "✕"
        case .pushAndDelete: "✓"
        case .replace: "↺"
        case .markRead: "●"
        case .snooze: "◷"
        case .none: "•"
        }
    }

    /// The color of an action declared without one, as in Mailbox: green and
    /// red on the left, yellow and brown on the right.
    static func defaultColor(for slot: ActionSlot) -> ActionColor {
        switch slot {
        case .firstLeft: .green
        case .secondLeft: .red
        case .firstRight: .yellow
        case .secondRight: .brown
        }
    }
}
