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

    /// Matches an event against the first `expect event` no event has
    /// matched yet, and prints it when tracing.
    ///
    /// An event that this expectation does not match can match no later one
    /// either (each looks after the event the one before it matched), so
    /// only the first few are kept, for the failure message: the player's
    /// memory does not grow with the number of events.
    func log(_ event: TableEvent<Int>) {
        noteAbsenceViolations(by: event)
        if eventExpectationsMatched < eventExpectations.count,
           eventExpectations[eventExpectationsMatched].matches(event)
        {
            lastEventMatchLine = eventExpectations[eventExpectationsMatched].line
            eventExpectationsMatched += 1
            unmatchedEvents.removeAll(keepingCapacity: true)
            unmatchedEventCount = 0
        } else {
            if unmatchedEvents.count < Self.shownUnmatchedEvents { unmatchedEvents.append(event) }
            unmatchedEventCount += 1
        }
        guard options.tracesEvents else { return }
        pendingOutput += Self.traceLine(for: event)
        if isSectioned, let path = event.indexPath {
            pendingOutput += "  (section \(path.section) row \(path.row)"
            if let source = event.sourceIndexPath { pendingOutput += ", from section \(source.section) row \(source.row)" }
            pendingOutput += ")"
        }
        pendingOutput += "\n"
    }

    /// Notes `event` against every `expect no event` whose window is open:
    /// not run yet, and after the event that matched the last `expect event`
    /// before it. Only the first event that breaks each is kept.
    func noteAbsenceViolations(by event: TableEvent<Int>) {
        var position = absenceChecksRun
        while position < absenceChecks.count, absenceChecks[position].expectationsBefore <= eventExpectationsMatched {
            if absenceChecks[position].pattern.matches(event), absenceViolations[position] == nil {
                absenceViolations[position] = event
            }
            position += 1
        }
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
        var text = event.kind.name.rawValue
        if let slot = event.slot { text += " " + slot.scriptName }
        if let index = event.index { text += " row \(index)" }
        if let section = event.section { text += " section \(section)" }
        switch event.kind {
        case .move(let from, _), .sectionMove(let from, _): text += " from \(from)"
        case .actionFailed(let message): text += ": " + ScriptError.printable(message)
        case .announce(let announcement): text += ": " + ScriptError.printable(announcement)
        default: break
        }
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
