import Testing
import GestureTable

/// A row of the section tests, named by a word.
struct Word: Identifiable, Hashable, CustomStringConvertible {
    var id: String
    /// A value that can change while the id stays (`a` and `a'` are one row).
    var text: String
    var description: String { text }

    init(_ text: String) {
        self.text = text
        id = String(text.prefix { $0 != "'" })
    }
}

/// Sections written as text: `"Today: a b | Yesterday: | Earlier: c"`. A head `id=Title` gives
/// the section an id of its own; a title `_` is no title.
func sections(_ text: String) -> [TableSection<Word>] {
    text.split(separator: "|", omittingEmptySubsequences: false).map { part in
        let pieces = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let head = String(pieces[0].split(separator: " ").joined(separator: " "))
        let rows = pieces.count > 1 ? pieces[1].split(separator: " ").map { Word(String($0)) } : []
        let named = head.split(separator: "=", maxSplits: 1).map(String.init)
        let title = named.last == "_" ? nil : named.last
        if named.count == 2 { return TableSection(id: named[0], title: title, rows: rows) }
        return TableSection(title: title, rows: rows)
    }
}

/// Sections as text, the form ``sections(_:)`` reads (an id shown only when it is not the title).
func describe(_ sections: [TableSection<Word>]) -> String {
    sections.map { section in
        let title = section.title ?? "_"
        let head = section.id == (section.title ?? "") ? title : "\(section.id)=\(title)"
        return ([head + ":"] + section.rows.map(\.text)).joined(separator: " ")
    }.joined(separator: " | ")
}

/// A sectioned table of words with the app's models kept through both change streams, and its
/// events.
final class SectionsTable {
    let clock = VirtualClock()
    let table: GestureTable<Word>
    var events: [TableEvent<String>] = []
    /// The app's sections, kept by applying every sectioned change.
    var model: [TableSection<Word>]
    /// The app's flat rows, kept by applying every flat change.
    var flat: [Word]
    var moves: [(Int, Int)] = []

    init(_ text: String) throws {
        let initial = sections(text)
        model = initial
        flat = initial.flatMap(\.rows)
        table = try GestureTable(sections: initial, width: 100, clock: clock)
        table.viewportHeight = 30
        table.onEvent = { [unowned self] in events.append($0) }
        table.onSectionedRowChange = { [unowned self] in $0.apply(to: &model) }
        table.onRowChange = { [unowned self] in $0.apply(to: &flat) }
        table.didMoveRow = { [unowned self] in moves.append(($0, $1)) }
    }

    /// The table's sections as text.
    var text: String { describe(table.sections) }

    /// Whether both of the app's models are equal to the table.
    var modelsFollow: Bool { model == table.sections && flat == table.rows }

    /// The events since the last call, as text (`section-insert section 1`, `insert row 2`).
    func takeEvents() -> [String] {
        defer { events.removeAll() }
        return events.map(\.description)
    }

    func advance(_ milliseconds: Int) {
        clock.advance(by: .milliseconds(milliseconds))
        table.tick()
    }
}
