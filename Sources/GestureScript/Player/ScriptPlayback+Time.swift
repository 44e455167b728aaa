import GestureTable

extension ScriptPlayback {
    /// Lets `duration` pass on the virtual clock. The table is ticked, and a
    /// frame recorded, at each step:
    /// - in 16 ms frames while a lifted row autoscrolls (how far it scrolls
    ///   depends on the steps);
    /// - while anything animates and a recording is kept, in steps that
    ///   follow the screen: halved (down to 16 ms) after a step that changed
    ///   it, doubled after one that did not, so that a day-long animation
    ///   costs about two renders per changed frame, not five million;
    /// - otherwise in jumps from one deadline (an animation's end, a long
    ///   press) to the next, then to the end: the table finishes each
    ///   animation at its own end time however late it is ticked, so the
    ///   events are the same, and `wait 86400s` over a day-long animation
    ///   costs a few steps.
    func passTime(_ duration: Duration) {
        let table = table
        let end = clock.now + duration
        var recordingStep = Self.frameInterval
        while clock.now < end {
            var step = end - clock.now
            let isAnimating = table.isAnimating
            let followsScreen = isAnimating && recording != nil && !table.isAutoscrolling
            if table.isAutoscrolling {
                step = min(step, Self.frameInterval)
            } else if let deadline = table.nextDeadline, deadline > clock.now {
                step = min(step, deadline - clock.now)
            } else if isAnimating {
                step = min(step, Self.frameInterval)
            }
            if followsScreen { step = min(step, recordingStep) }
            clock.advance(by: step)
            table.tick()
            let changed = recordFrame()
            if followsScreen {
                recordingStep = changed ? max(Self.frameInterval, recordingStep / 2) : recordingStep * 2
            }
        }
    }

    // MARK: - Events

    /// Matches an event against the `expect event` commands (``PlaybackObserver/log(_:)``).
    func log(_ event: TableEvent<Int>) {
        observer.log(event)
    }

    /// An event as `--trace` prints it: `  0.416s  trigger first-right row 2`.
    static func traceLine(for event: TableEvent<Int>) -> String {
        let seconds = seconds(event.time)
        let padding = String(repeating: " ", count: max(0, 7 - seconds.count))
        return padding + seconds + "s  " + describe(event)
    }

    /// An event as scripts name it: its name, its slot as declared, `row I`,
    /// and for a move where the row came from.
    static func describe(_ event: TableEvent<Int>) -> String {
        var text = event.kind.rawValue
        if let slot = event.slot { text += " " + slot.scriptName }
        if let index = event.index { text += " row \(index)" }
        if let section = event.section { text += " section \(section)" }
        if let from = event.sourceIndex ?? event.sourceSection { text += " from \(from)" }
        if let message = event.message { text += ": " + ScriptError.printable(message) }
        return text
    }

    /// A time as seconds with three decimals, such as `0.416`.
    static func seconds(_ time: Duration) -> String {
        let (seconds, attoseconds) = time.components
        let milliseconds = Int64((Double(attoseconds) / 1e15).rounded())
        let whole = seconds + milliseconds / 1000
        let fraction = String(milliseconds % 1000)
        return "\(whole)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    // MARK: - Output

    /// Hands the text printed so far to `output`.
    func flushOutput(to output: inout some TextOutputStream) {
        guard !pendingOutput.isEmpty else { return }
        output.write(pendingOutput)
        pendingOutput.removeAll(keepingCapacity: true)
    }

    // MARK: - Recording

    /// Hands the current frame and the current virtual time to the recording,
    /// when one is kept.
    ///
    /// - Returns: Whether the screen changed.
    @discardableResult
    func recordFrame() -> Bool {
        guard let recording, let liveTable else { return false }
        return recording.record(liveTable, size, clock.now)
    }

    /// The recording, ended by the screen that keeps it, or `nil` when none was kept.
    func finishRecording() -> String? {
        recording?.finish(size, clock.now)
    }
}
