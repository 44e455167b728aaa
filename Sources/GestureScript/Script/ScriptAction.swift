/// The declaration of one swipe action by a script's `action` command.
///
/// ```
/// action first-right fraction 0.3 color red icon "✕" do delete only 0,2
/// ```
public struct ScriptAction: Hashable, Sendable {
    /// The slot the action fills.
    public var slot: Located<ScriptSlot>
    /// The fraction of the row width at which the action becomes current, in
    /// (0, 1]; `nil` when the script leaves it to the default (0.3 for a
    /// first action, 0.7 for a second).
    public var fraction: Located<Double>?
    /// The action's color, or `nil` for the renderer's default.
    public var color: Located<ScriptColor>?
    /// The action's icon (a glyph or a short name), or `nil` for none.
    public var icon: Located<String>?
    /// The action's title (`title "Archive"`), what assistive technology calls it, or `nil`
    /// for its icon.
    public var title: Located<String>?
    /// What the action does to its row when it fires.
    public var operation: Located<ScriptOperation>
    /// The indexes of the rows the action applies to, or `nil` for every row.
    public var rows: [Located<Int>]?

    /// Creates an action declaration.
    ///
    /// - Parameters:
    ///   - slot: The slot the action fills.
    ///   - fraction: The fraction in (0, 1], or `nil` for the default.
    ///   - color: The color, or `nil` for the default.
    ///   - icon: The icon, or `nil` for none.
    ///   - title: The title, or `nil` for the icon.
    ///   - operation: What the action does when it fires.
    ///   - rows: The rows it applies to, or `nil` for every row.
    public init(
        slot: Located<ScriptSlot>,
        fraction: Located<Double>? = nil,
        color: Located<ScriptColor>? = nil,
        icon: Located<String>? = nil,
        title: Located<String>? = nil,
        operation: Located<ScriptOperation>,
        rows: [Located<Int>]? = nil
    ) {
        self.slot = slot
        self.fraction = fraction
        self.color = color
        self.icon = icon
        self.title = title
        self.operation = operation
        self.rows = rows
    }
}
