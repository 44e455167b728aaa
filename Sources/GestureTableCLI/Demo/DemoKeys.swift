import GestureTableTerminal

/// A key of a demo's, as its help line and its key list (`?`) say it.
struct DemoKey: Hashable {
    /// What the help line shows for it ("⏎ open/release"); empty for a key it never shows.
    var hint: String
    /// The narrower hint ("⏎ open") the help line shows from the level ``narrowFrom`` on.
    var narrowHint: String?
    var narrowFrom = Int.max
    /// The last level of the help line that shows it (0 is the widest line); -1: none.
    var lastLevel: Int
    /// Whether the hint follows the one before it after " · " rather than two spaces.
    var followsDot = false
    /// The keys as the key list spells them ("← → or h l").
    var keys: String
    /// What they do, in words, for the key list.
    var words: String

    /// A key the help line shows up to `lastLevel`, narrowed to `narrowHint` from `narrowFrom`.
    init(
        _ hint: String, narrow narrowHint: String? = nil, from narrowFrom: Int = .max, upTo lastLevel: Int,
        followsDot: Bool = false, keys: String, words: String
    ) {
        self.hint = hint
        self.narrowHint = narrowHint
        self.narrowFrom = narrowFrom
        self.lastLevel = lastLevel
        self.followsDot = followsDot
        self.keys = keys
        self.words = words
    }

    /// A key only the key list names.
    init(keys: String, words: String) {
        self.init("", upTo: -1, keys: keys, words: words)
    }

    /// What the help line at `level` shows for it, or `nil` when it leaves it out.
    func hint(atLevel level: Int) -> String? {
        guard level <= lastLevel else { return nil }
        return level >= narrowFrom ? narrowHint ?? hint : hint
    }
}

/// The keys of one mode of a demo: the one list its help line and its key list (`?`) are both
/// made from, so that `?` names every key the help line shows, in the words of the mode.
struct DemoKeys: Hashable {
    /// What the key list is headed with, and what the help line starts with, if anything.
    var title: String
    var label: String?
    /// What stands between two hints on the help line.
    var separator: String
    /// The keys, in the order both read them.
    var keys: [DemoKey]

    /// The help lines, longest first: each level leaves out or narrows what its keys say; the
    /// screen shows the longest that fits, so a narrow terminal loses whole hints.
    var helps: [String] {
        let levels = (keys.map(\.lastLevel).max() ?? 0) + 1
        var lines: [String] = []
        for level in 0..<levels {
            var line = label.map { " " + $0 } ?? ""
            for key in keys {
                guard let hint = key.hint(atLevel: level) else { continue }
                line += (line.isEmpty ? " " : key.followsDot ? " · " : separator) + hint
            }
            if lines.last != line { lines.append(line) }
        }
        return lines
    }

    /// The longest help line that fits `columns` (the last, shortest, is cut by the screen's edge).
    func help(columns: Int) -> String {
        let helps = helps
        return helps.first { terminalWidth(of: $0) <= columns } ?? helps[helps.count - 1]
    }

    /// The key list: a title, then a line per key (its keys, then what they do) and a last line
    /// that says how to go back. On a screen too small for a line per key the keys follow each
    /// other, wrapped, the help line's first; what still does not fit is left out.
    func page(columns: Int, lines: Int) -> Frame {
        var frame = Frame(width: max(1, columns), height: max(1, lines))
        let back = " Any key: back"
        let room = lines - 2
        frame.put(InboxDemoModel.fitted(" " + title, width: columns), x: 0, y: 0, style: CellStyle(isBold: true))
        // A line per key, its words wrapped beside its keys; where that is too tall, the keys
        // one after another.
        let keyWidth = keys.map { terminalWidth(of: $0.keys) }.max() ?? 0
        let indent = String(repeating: " ", count: keyWidth + 4)
        var body = keys.flatMap { key in
            InboxDemoModel.wrapped(key.words, width: max(1, columns - indent.count)).enumerated().map { line, words in
                line > 0 ? indent + words
                    : "  " + key.keys + String(repeating: " ", count: keyWidth - terminalWidth(of: key.keys)) + "  " + words
            }
        }
        if body.count > room || columns < indent.count + 20 {
            // The help line's keys first, so that a small screen still names those.
            let ordered = keys.filter { $0.lastLevel >= 0 } + keys.filter { $0.lastLevel < 0 }
            let text = ordered.map { $0.keys + ": " + $0.words }.joined(separator: " · ")
            body = InboxDemoModel.wrapped(text, width: max(1, columns - 2)).map { " " + $0 }
        }
        for (line, text) in body.prefix(max(0, room)).enumerated() {
            frame.put(InboxDemoModel.fitted(text, width: columns), x: 0, y: line + 1)
        }
        if lines >= 2 { frame.put(InboxDemoModel.fitted(back, width: columns), x: 0, y: lines - 1, style: CellStyle(isDim: true)) }
        return frame
    }
}

extension DemoKeys {
    /// The inbox's keys, outside edit mode.
    static let inbox = DemoKeys(title: "Keys", label: nil, separator: "  ", keys: [
        DemoKey("←→ swipe", upTo: 5, keys: "← → (h l)", words: "drag the selected row to its next action"),
        DemoKey(
            "⏎ open/release", narrow: "⏎ open", from: 4, upTo: 4, keys: "Enter",
            words: "release the swiped row (its action fires), drop the lifted row, or open the message"),
        DemoKey("↑↓ select", upTo: 5, keys: "↑ ↓ (k j)", words: "select a row (move it, while lifted)"),
        DemoKey(keys: "PgUp PgDn Home End", words: "select a page away, the first or the last row"),
        DemoKey("space move", upTo: 4, keys: "Space (m)", words: "pick up / drop the selected row"),
        DemoKey(keys: "Esc", words: "cancel: the swiped or lifted row goes back"),
        DemoKey(
            keys: "Shift+F10, Menu",
            words: "open the selected row's menu (or hold the mouse still on a row): ↑ ↓ and Enter choose, Esc closes"),
        DemoKey("u/U undo/redo", narrow: "u undo", from: 4, upTo: 5, keys: "u, U", words: "undo, redo"),
        DemoKey("e edit", upTo: 2, keys: "e", words: "edit mode: check rows to delete or move together"),
        DemoKey(keys: "?", words: "list the keys"),
        DemoKey("q quit", upTo: 6, keys: "q, Ctrl-C", words: "quit (Ctrl-Z suspends)"),
        DemoKey(
            "mouse: click, drag, hold to move", narrow: "mouse: drag, hold", from: 1, upTo: 1, followsDot: true,
            keys: "mouse",
            words: "drag a row left or right; hold it still for its menu, then drag to reorder; click to open"),
    ])

    /// The inbox's keys in edit mode, where swipes are off.
    static let editing = DemoKeys(title: "Keys in edit mode", label: "EDIT", separator: "  ", keys: [
        DemoKey(
            "space/click check", narrow: "space check", from: 1, upTo: 1, keys: "Space, click",
            words: "check or uncheck the row"),
        DemoKey(
            "⇧↑↓/drag check more", narrow: "⇧↑↓ more", from: 1, upTo: 1, keys: "Shift+↑ ↓, drag",
            words: "check the rows above or below too"),
        DemoKey(keys: "↑ ↓ (k j)", words: "move the focus"),
        DemoKey(
            "d delete checked", narrow: "d delete", from: 1, upTo: 1, keys: "d",
            words: "delete the checked rows, one change for u"),
        DemoKey(keys: "hold, drag", words: "hold a checked row still, then drag: the checked rows move together"),
        DemoKey(keys: "Esc", words: "cancel the drag or the lift"),
        DemoKey("u undo", upTo: 0, keys: "u, U", words: "undo, redo"),
        DemoKey("e done", upTo: 2, keys: "e", words: "leave edit mode (the checked rows are let go)"),
        DemoKey(keys: "?", words: "list the keys"),
        DemoKey("q quit", upTo: 2, keys: "q, Ctrl-C", words: "quit"),
    ])

    /// The outline's keys.
    static let outline = DemoKeys(title: "Keys", label: nil, separator: " · ", keys: [
        DemoKey("↑↓ select", upTo: 3, keys: "↑ ↓ (k j)", words: "select a row (move it, while lifted)"),
        DemoKey(
            "→← open/close", narrow: "→← open", from: 2, upTo: 3, keys: "→ ← (l h)",
            words: "expand or collapse the selected project; while lifted, move the row into the row above or out of its parent"),
        DemoKey("Space lift/drop", narrow: "Space lift", from: 2, upTo: 3, keys: "Space, Enter (m)", words: "lift the selected row, or drop it"),
        DemoKey("Esc put back", narrow: "Esc back", from: 1, upTo: 1, keys: "Esc", words: "put the lifted row back where it was"),
        DemoKey(keys: "← → on a task", words: "drag it left to its next action: Done, then Delete; Enter fires it"),
        DemoKey("u U undo/redo", narrow: "u undo", from: 1, upTo: 2, keys: "u, U", words: "undo, redo"),
        DemoKey(
            "drag a held row into a project", narrow: "hold+drag", from: 1, upTo: 1, keys: "mouse",
            words: "hold a row still, then drag it up or down to move it; two columns to the right, it drops into the row under the pointer; drag a task left to swipe it"),
        DemoKey(keys: "?", words: "list the keys"),
        DemoKey("q quit", upTo: 3, keys: "q, Ctrl-C", words: "quit"),
    ])

    /// The board's keys.
    static let board = DemoKeys(title: "Keys", label: nil, separator: " · ", keys: [
        DemoKey(
            "drag a held row across", narrow: "hold+drag", from: 1, upTo: 1, keys: "mouse",
            words: "hold a row still, then drag it to any column"),
        DemoKey("←→ ↑↓ move", upTo: 3, keys: "← → ↑ ↓ (h l k j)", words: "select a column and a row; carry the lifted row"),
        DemoKey("Space lift/drop", upTo: 3, keys: "Space, Enter (m)", words: "lift the selected row, or drop it"),
        DemoKey("Esc put back", narrow: "Esc back", from: 1, upTo: 2, keys: "Esc", words: "put the lifted row back home"),
        DemoKey("u U undo/redo", upTo: 2, keys: "u, U", words: "undo, redo: one history for the board"),
        DemoKey(keys: "?", words: "list the keys"),
        DemoKey("q quit", upTo: 3, keys: "q, Ctrl-C", words: "quit"),
    ])
}
