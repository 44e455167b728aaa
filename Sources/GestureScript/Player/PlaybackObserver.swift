// What a playback's table tells it (events, announcements) and asks it (actions, pinned rows).

import GestureTable

/// The part of a playback that the table's closures read and write. The closures hold it, not the
/// playback: the playback holds the table, so closures holding the playback would keep both
/// alive, and Embedded Swift has neither weak nor unowned references to break that cycle.
final class PlaybackObserver {
    /// Whether the table was built with sections: `--trace` then adds each event's index path.
    var isSectioned: Bool = false

    /// The declared actions.
    var actionBook: ScriptActionBook = ScriptActionBook()

    /// The rows `pin` made immovable.
    var pinnedRowIDs: Set<Int> = []

    /// What the table announced last, for `expect announcement`.
    var latestAnnouncement: String? = nil

    /// How many `expect event` commands an event has matched; at least
    /// ``eventExpectationsRun`` while the script passes.
    var eventExpectationsMatched: Int = 0

    /// The line of the last `expect event` that an event matched, if any.
    var lastEventMatchLine: Int? = nil

    /// The first events since the last match, shown when an `expect event` fails.
    var unmatchedEvents: [TableEvent<Int>] = []

    /// How many events came since the last match.
    var unmatchedEventCount: Int = 0

    /// How many `expect no event` commands have run.
    var absenceChecksRun: Int = 0

    /// The events that broke an `expect no event` not run yet, by its
    /// position in ``absenceChecks``: the first such event.
    var absenceViolations: [Int: TableEvent<Int>] = [:]

    /// Text printed and not yet handed to the caller's stream.
    var pendingOutput: String = ""

    /// The script's `expect event` commands, in order: events are matched
    /// against them as they happen, so that none has to be kept.
    let eventExpectations: [EventExpectation]

    /// The script's `expect no event` commands, in order, each with the
    /// number of `expect event` commands before it.
    let absenceChecks: [AbsenceCheck]
    /// Whether events are printed as they happen (`--trace`).
    let tracesEvents: Bool

    init(eventExpectations: [EventExpectation], absenceChecks: [AbsenceCheck], tracesEvents: Bool) {
        self.eventExpectations = eventExpectations
        self.absenceChecks = absenceChecks
        self.tracesEvents = tracesEvents
    }

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
            if unmatchedEvents.count < ScriptPlayback.shownUnmatchedEvents { unmatchedEvents.append(event) }
            unmatchedEventCount += 1
        }
        guard tracesEvents else { return }
        pendingOutput += ScriptPlayback.traceLine(for: event)
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
}
