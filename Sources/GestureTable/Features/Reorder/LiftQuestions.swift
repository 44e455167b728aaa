// The places a lifted row can take, and the questions about them the store asks the app.

/// A place a lifted row can take: a flat index in the table without it (the index it gets
/// there), and a section. Each section has one place more than its other rows.
struct LiftPlace: Equatable {
    var index: Int
    var section: Int
    /// Its position among all places, top to bottom.
    var ordinal: Int { index + section }
}

extension TableGeometry {
    /// The flat indexes a row now at `source` can take in `section` once it has left its place.
    func places(inSection section: Int, leaving source: Int) -> ClosedRange<Int> {
        let sourceSection = self.section(ofRowAt: source)
        let start = sectionStarts[section] - (sourceSection < section ? 1 : 0)
        let end = end(ofSection: section) - (sourceSection <= section ? 1 : 0)
        return start...max(start, end)
    }

    /// The place at `ordinal` among the places of a row now at `source`.
    func place(ofOrdinal ordinal: Int, leaving source: Int) -> LiftPlace {
        // The last section whose first place is at or before `ordinal`.
        let after = partitionPoint(in: 0..<sectionCount) {
            places(inSection: $0, leaving: source).lowerBound + $0 <= ordinal
        }
        let section = max(0, after - 1)
        return LiftPlace(index: ordinal - section, section: section)
    }
}

/// The places a move of the lifted row waits to hear about, asked by the store one after
/// another with no access to the core held: from the first place the move needs an answer
/// for, toward the row, past the places refused, until the app allows one or the way reaches
/// the row. The core then resumes the move with the answers
/// (``TableCore/resumeLift(with:)``).
///
/// So a move across *n* refused places is one round of *n* questions, each O(1), not *n* steps
/// of the core each walking its way again; the refused places join the answers as one run.
struct LiftQuestions {
    /// The place to ask about now.
    private(set) var place: LiftPlace
    /// The answers of the lift (or of the accessibility moves being listed), with those of this
    /// round once it is over (``record(_:)`` returned `false`).
    private(set) var answers: PlaceAnswers
    /// The places refused in this round, with the runs refused before that the way crossed:
    /// neighbours, from the first place asked to the last.
    private var refusedNow: ClosedRange<Int>?
    /// The run of ``PlaceAnswers/refused`` the way meets next, by its index, if any.
    private var nextRun: Int?
    /// Where the row is, as an ordinal: the way ends there.
    private let here: Int
    /// The flat index of the row, which its places leave.
    let source: Int
    /// -1 when the way goes up toward the row (the place is below it), 1 when it goes down.
    private let step: Int
    /// The places of ``place``'s section, for the next place without a search.
    private var span: ClosedRange<Int>
    private let geometry: TableGeometry

    init(asking place: LiftPlace, forRowAt source: Int, knowing answers: PlaceAnswers, geometry: TableGeometry) {
        self.place = place
        self.answers = answers
        self.source = source
        self.geometry = geometry
        here = source + geometry.section(ofRowAt: source)
        step = place.ordinal > here ? -1 : 1
        span = geometry.places(inSection: place.section, leaving: source)
        // The place asked about is not refused: the runs past it toward the row come after it
        // going down, before it going up.
        let after = answers.firstRun(endingAtOrAfter: place.ordinal)
        let next = step > 0 ? after : after - 1
        nextRun = answers.refused.indices.contains(next) ? next : nil
    }

    /// Records the app's answer about ``place``; returns whether another place waits for one:
    /// not when the app allowed this one, nor when the next place on the way is the row's own
    /// or one the app has allowed already.
    ///
    /// - Complexity: O(1), but for the place after a section's last (O(log *s*) in the
    ///   sections) and the last answer of the round (O(log *r*) in the runs of refused places,
    ///   plus moving the runs after it).
    mutating func record(_ permitted: Bool) -> Bool {
        let ordinal = place.ordinal
        guard !permitted else {
            answers.record(true, at: ordinal)
            return finish()
        }
        var run = refusedNow.map { min($0.lowerBound, ordinal)...max($0.upperBound, ordinal) } ?? ordinal...ordinal
        var next = ordinal + step
        // A run refused before, met on the way: crossed in one step.
        if let index = nextRun, answers.refused[index].contains(next) {
            let crossed = answers.refused[index]
            run = min(run.lowerBound, crossed.lowerBound)...max(run.upperBound, crossed.upperBound)
            next = step < 0 ? crossed.lowerBound - 1 : crossed.upperBound + 1
            nextRun = answers.refused.indices.contains(index + step) ? index + step : nil
        }
        refusedNow = run
        if step < 0 ? next <= here : next >= here { return finish() }
        if answers.isAllowed(next) { return finish() }
        let index = place.index + step
        if next == ordinal + step, span.contains(index) {
            place.index = index
        } else {
            place = geometry.place(ofOrdinal: next, leaving: source)
            span = geometry.places(inSection: place.section, leaving: source)
        }
        return true
    }

    /// Ends the round: the places refused in it join the answers.
    private mutating func finish() -> Bool {
        if let refusedNow { answers.refuse(refusedNow) }
        refusedNow = nil
        return false
    }
}
