/// A generated gesture script for the benchmark.
enum BenchmarkScript {
    /// Plays a script of `gestures` gestures; returns the player's exit status.
    static func play(gestures: Int) -> Int32 {
        // Filled in once the player lands (issue #5).
        -1
    }
}
