import GestureTable

/// The name of a table event that a script can expect with `expect event`: the core's names,
/// spelled as their raw values.
public typealias ScriptEventName = TableEventName
