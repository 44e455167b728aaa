import GestureTable

/// A named action color in a gesture script (`color NAME`).
///
/// The names are the eight ANSI colors plus a few that swipe actions
/// commonly use; a renderer maps each to the nearest color it can show.
public enum ScriptColor: String, ScriptKeyword, Hashable, Sendable {
    /// Black.
    case black
    /// Red, as for a destructive action.
    case red
    /// Green, as for archive.
    case green
    /// Yellow, as for "later".
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white
    /// Gray.
    case gray
    /// Orange.
    case orange
    /// Brown, as for "move to list".
    case brown

    /// The color the core draws: colors the core has no name for are picked to match their
    /// ANSI namesakes.
    public var actionColor: ActionColor {
        switch self {
        case .black: ActionColor(red: 44, green: 62, blue: 80)
        case .red: .red
        case .green: .green
        case .yellow: .yellow
        case .blue: .blue
        case .magenta: .purple
        case .cyan: ActionColor(red: 26, green: 188, blue: 156)
        case .white: ActionColor(red: 236, green: 240, blue: 241)
        case .gray: .gray
        case .orange: .orange
        case .brown: .brown
        }
    }
}
