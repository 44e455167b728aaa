import GestureTableTerminal

/// What the demo's status line says, in parts that matter more or less, so that a message wider
/// than the screen loses its least useful parts first and keeps its outcome and the row's subject.
///
/// ```swift
/// let message = StatusMessage("Moved ").subject("Notes on the Analytical Engine")
///     .then(" to Today, position 3").detail(" — u to undo")
/// message.fitted(width: 41)  // "Moved “Notes…Engine” to Today, position 3"
/// ```
struct StatusMessage: Hashable {
    /// A run of the message's text and how much it matters.
    struct Part: Hashable {
        /// What a part is to the message.
        enum Role: Hashable {
            /// What happened or would happen: kept whole.
            case outcome
            /// The row's subject, drawn in quotes: kept, its middle elided once nothing else is
            /// left to drop.
            case subject
            /// A hint or an explanation: dropped when the message is too wide, the least
            /// important first and, of equals, the later first.
            case detail(importance: Int)
        }

        var text: String
        var role: Role

        /// The text as drawn: a subject in quotes.
        var drawnText: String {
            role == .subject ? "“" + text + "”" : text
        }
    }

    /// The parts, in the order they are read.
    private(set) var parts: [Part] = []

    /// The fewest columns an elided subject keeps between its quotes.
    static let shortestSubject = 12

    /// A message that starts with an outcome (none when `outcome` is empty).
    init(_ outcome: String = "") {
        if !outcome.isEmpty { parts.append(Part(text: outcome, role: .outcome)) }
    }

    /// The message followed by more of its outcome.
    func then(_ text: String) -> StatusMessage {
        appending(Part(text: text, role: .outcome))
    }

    /// The message followed by a row's subject, in quotes.
    func subject(_ subject: String) -> StatusMessage {
        appending(Part(text: subject, role: .subject))
    }

    /// The message followed by a part dropped first when the line is too wide; a lower
    /// `importance` is dropped before a higher one.
    func detail(_ text: String, importance: Int = 1) -> StatusMessage {
        appending(Part(text: text, role: .detail(importance: importance)))
    }

    private func appending(_ part: Part) -> StatusMessage {
        var message = self
        message.parts.append(part)
        return message
    }

    /// The whole message, every part drawn.
    var text: String { parts.map(\.drawnText).joined() }

    /// The message in at most `width` columns.
    ///
    /// A message that fits is returned whole. Otherwise details are dropped, the least
    /// important first, until it fits; then the middle of each subject, last first, gives way
    /// to "…" down to ``shortestSubject`` columns; then the end is cut with "…". Text is cut
    /// only between characters, so a wide glyph is kept whole or left out, never halved.
    func fitted(width: Int) -> String {
        var kept = parts
        var widths = kept.map { terminalWidth(of: $0.drawnText) }
        var total = widths.reduce(0, +)
        while total > width, let dropped = Self.leastImportantDetail(in: kept) {
            total -= widths.remove(at: dropped)
            kept.remove(at: dropped)
        }
        for index in kept.indices.reversed() where total > width && kept[index].role == .subject {
            let subjectWidth = widths[index] - 2
            let target = max(Self.shortestSubject, subjectWidth - (total - width))
            guard target < subjectWidth else { continue }
            kept[index].text = Self.elidingMiddle(of: kept[index].text, width: target)
            let elidedWidth = terminalWidth(of: kept[index].drawnText)
            total -= widths[index] - elidedWidth
            widths[index] = elidedWidth
        }
        return InboxDemoModel.fitted(kept.map(\.drawnText).joined(), width: width)
    }

    /// The index of the detail to drop next: the least important, the later of equals.
    private static func leastImportantDetail(in parts: [Part]) -> Int? {
        var found: (index: Int, importance: Int)?
        for (index, part) in parts.enumerated() {
            guard case .detail(let importance) = part.role else { continue }
            if found.map({ importance <= $0.importance }) ?? true { found = (index, importance) }
        }
        return found?.index
    }

    /// The text in at most `width` columns, its middle replaced by "…" when it is wider: as
    /// much of its start as of its end, spaces next to the "…" left out.
    static func elidingMiddle(of text: String, width: Int) -> String {
        guard terminalWidth(of: text) > width else { return text }
        guard width > 2 else { return InboxDemoModel.fitted(text, width: width) }
        let room = width - 1
        var head = Substring()
        var headWidth = 0
        for character in text {
            let characterWidth = terminalWidth(of: character)
            if headWidth + characterWidth > (room + 1) / 2 { break }
            head.append(character)
            headWidth += characterWidth
        }
        // The end gets the columns the start left: a wide glyph that did not fit, and spaces
        // next to the "…".
        while head.last == " " {
            head.removeLast()
            headWidth -= 1
        }
        var tailStart = text.endIndex
        var tailWidth = 0
        while tailStart > text.startIndex {
            let previous = text.index(before: tailStart)
            let characterWidth = terminalWidth(of: text[previous])
            if headWidth + tailWidth + characterWidth > room { break }
            tailWidth += characterWidth
            tailStart = previous
        }
        return head + "…" + text[tailStart...].drop(while: { $0 == " " })
    }
}
