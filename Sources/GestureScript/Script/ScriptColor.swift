/// A named action color in a gesture script (`color NAME`).
///
/// The names are the eight ANSI colors plus a few that swipe actions
/// commonly use; a renderer maps each to the nearest color it can show.
public enum ScriptColor: String, CaseIterable, Hashable, Sendable {
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
}
