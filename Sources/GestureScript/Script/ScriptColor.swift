import GestureTable

/// A named action color in a gesture script (`color NAME`): the core's own names, so that a
/// script, a log and the code name a color the same way.
public typealias ScriptColor = ActionColor.Name

extension ActionColor.Name: ScriptKeyword {
    /// The color the core draws.
    public var actionColor: ActionColor { ActionColor(self) }
}
