/// What ``TableRenderer`` draws for a row: one or more lines of styled text, each with text from
/// the left and, optionally, text aligned to the right.
///
/// A row `heightOfRow` makes two lines tall draws the first two lines; a line it
/// has no text for stays blank, and lines beyond its height are not drawn. The renderer adds the
/// row's own look on top of each span's style: bold for the selected row, dim for a row fading
/// out, and for the lifted row its colors (or reverse video) wherever the span has none.
///
/// ```swift
/// renderer.render(table, into: &frame) { mail in
///     RowText(lines: [
///         RowText.Line([RowText.Span(mail.sender, style: CellStyle(isBold: true))],
///                      trailing: [RowText.Span(mail.time)]),
///         RowText.Line([RowText.Span(mail.subject), RowText.Span(" " + mail.preview, style: CellStyle(isDim: true))]),
///     ])
/// }
/// ```
public struct RowText: Hashable, Sendable {
    /// A run of text in one style.
    public struct Span: Hashable, Sendable {
        /// The text; it is not wrapped, and control characters draw nothing.
        public var text: String
        /// Its style.
        public var style: CellStyle

        /// Creates a span.
        public init(_ text: String, style: CellStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// One line of a row.
    public struct Line: Hashable, Sendable {
        /// Spans drawn one after another from the row's text column (after the selection marker).
        public var spans: [Span]
        /// Spans drawn one after another so that the last ends one column before the row's right
        /// edge (a time, a count). Drawn after ``spans``, over them if the line is too narrow.
        public var trailing: [Span]

        /// Creates a line.
        public init(_ spans: [Span] = [], trailing: [Span] = []) {
            self.spans = spans
            self.trailing = trailing
        }
    }

    /// The lines, top to bottom.
    public var lines: [Line]

    /// Creates the text of a row from its lines.
    public init(lines: [Line]) {
        self.lines = lines
    }

    /// Creates plain text, one line for each line of `text` (split at newlines).
    public init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Line([Span(String($0))]) }
    }
}
