/// The interactive demo: an inbox swiped with the mouse or the keyboard.
///
/// Being built; `run` is its entry point for the `gesture-table` executable.
public enum InboxDemo {
    /// Runs the demo on the terminal until the user quits, returning the exit status.
    public static func run(arguments: [String]) throws -> Int32 {
        print("gesture-table demo: not available yet")
        return 1
    }
}
