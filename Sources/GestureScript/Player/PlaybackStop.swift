/// Why playback of a script stopped before its end.
enum PlaybackStop: Error {
    /// A command could not run: exit status 2.
    case error(ScriptError)
    /// An `expect` did not hold: exit status 1.
    case failure(ScriptExpectationFailure)
}
