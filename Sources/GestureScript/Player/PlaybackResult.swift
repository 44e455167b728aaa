/// How playing a gesture script ended, and what it recorded.
public struct PlaybackResult: Sendable {
    /// How a script's playback ended.
    public enum Outcome: Hashable, Sendable {
        /// Every command ran and every `expect` held.
        case passed
        /// An `expect` did not hold; playback stopped there.
        case failed(ScriptExpectationFailure)
        /// The script could not be parsed, or a command could not run (an
        /// index out of range, a gesture that makes no sense); playback
        /// stopped there.
        case error(ScriptError)
    }

    /// How playback ended.
    public var outcome: Outcome
    /// The recording the screen kept of the frames up to where playback
    /// stopped (asciicast v2 for the command), when one was asked for and the
    /// script parsed; else `nil`.
    public var recording: String?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - outcome: How playback ended.
    ///   - recording: The recording, if any.
    public init(outcome: Outcome, recording: String? = nil) {
        self.outcome = outcome
        self.recording = recording
    }

    /// The process exit status for the outcome: 0 passed, 1 an expectation
    /// failed, 2 a script error.
    public var exitStatus: Int32 {
        switch outcome {
        case .passed: 0
        case .failed: 1
        case .error: 2
        }
    }

    /// The diagnostic line for standard error, or `nil` when the script passed.
    public var diagnostic: String? {
        switch outcome {
        case .passed: nil
        case .failed(let failure): failure.description
        case .error(let error): error.description
        }
    }
}
