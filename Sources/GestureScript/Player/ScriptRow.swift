/// A row of a table built by a gesture script: a title, an optional subtitle
/// and a stable identity.
///
/// Rows declared with `row` or added with `insert` get increasing ids, so a
/// row keeps its identity (and its actions) however the table is reordered.
public struct ScriptRow: Identifiable, Hashable, Sendable {
    /// The row's stable identity, unique within a script.
    public var id: Int
    /// The main text, as `expect rows` compares it.
    public var title: String
    /// An optional second text, drawn after the title.
    public var subtitle: String?
    /// The row's height in lines (`row … height N`), or `nil` for the table's row height.
    public var height: Double?

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - id: The row's stable identity.
    ///   - title: The main text.
    ///   - subtitle: An optional second text.
    ///   - height: The row's height in lines, or `nil` for the table's row height.
    public init(id: Int, title: String, subtitle: String? = nil, height: Double? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.height = height
    }

    /// The text a renderer draws: the title, then the subtitle after two spaces, or, in a row
    /// two lines tall or more, on the line below.
    public var text: String {
        guard let subtitle, !subtitle.isEmpty else { return title }
        return title + ((height ?? 1) >= 2 ? "\n" : "  ") + subtitle
    }
}
