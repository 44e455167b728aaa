/// The terminal driver of GestureTable.
enum GestureTableTerminalNamespace {}
