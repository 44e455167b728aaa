/// Whether the app lets a lifted row take each place it was asked about, by the place's ordinal
/// (its position among all places, top to bottom). The refused places are kept as runs of
/// neighbouring places, so that a move toward a target crosses a run in one step: a move across
/// *n* refused places does not walk over them again for each answer.
struct PlaceAnswers: Equatable, ExpressibleByDictionaryLiteral {
    /// The places the app allows.
    private var allowed: Set<Int> = []
    /// The places the app refuses, as runs: in order, none touching another.
    private(set) var refused: [ClosedRange<Int>] = []

    init() {}

    /// Answers given as literals: `[2: true, 3: false]`.
    init(dictionaryLiteral answers: (Int, Bool)...) {
        for (ordinal, permitted) in answers { record(permitted, at: ordinal) }
    }

    /// Whether no place has an answer.
    var isEmpty: Bool { allowed.isEmpty && refused.isEmpty }

    /// The app's answer about the place at `ordinal`, or `nil` when it was not asked.
    ///
    /// - Complexity: O(log *r*) in the runs of refused places.
    subscript(ordinal: Int) -> Bool? {
        if isAllowed(ordinal) { return true }
        return run(containing: ordinal) == nil ? nil : false
    }

    /// Whether the app allows the place at `ordinal`.
    func isAllowed(_ ordinal: Int) -> Bool {
        !allowed.isEmpty && allowed.contains(ordinal)
    }

    /// The index in ``refused`` of the first run that ends at or after `ordinal` (the count when
    /// none does).
    func firstRun(endingAtOrAfter ordinal: Int) -> Int {
        partitionPoint(in: 0..<refused.count) { refused[$0].upperBound < ordinal }
    }

    /// The run of refused places `ordinal` is in, if the app refused it.
    func run(containing ordinal: Int) -> ClosedRange<Int>? {
        let index = firstRun(endingAtOrAfter: ordinal)
        return index < refused.count && refused[index].contains(ordinal) ? refused[index] : nil
    }

    /// The first place from `ordinal` on, going by `step` (-1 or 1), that the app has not
    /// refused: `ordinal` itself, or the place just past the run of refused places it is in.
    ///
    /// - Complexity: O(log *r*) in the runs of refused places.
    func firstNotRefused(from ordinal: Int, by step: Int) -> Int {
        guard let run = run(containing: ordinal) else { return ordinal }
        return step < 0 ? run.lowerBound - 1 : run.upperBound + 1
    }

    /// Records the app's answer about the place at `ordinal`, unless it has one already.
    mutating func record(_ permitted: Bool, at ordinal: Int) {
        guard self[ordinal] == nil else { return }
        if permitted { allowed.insert(ordinal) } else { refuse(ordinal...ordinal) }
    }

    /// Records that the app refuses every place of `places` (none of which it allows).
    ///
    /// - Complexity: O(log *r*) plus moving the runs after them, once for the whole run.
    mutating func refuse(_ places: ClosedRange<Int>) {
        // The runs that overlap or touch `places` become one with them.
        let first = firstRun(endingAtOrAfter: places.lowerBound - 1)
        var last = first
        while last < refused.count, refused[last].lowerBound <= places.upperBound + 1 { last += 1 }
        let lower = first < last ? min(refused[first].lowerBound, places.lowerBound) : places.lowerBound
        let upper = first < last ? max(refused[last - 1].upperBound, places.upperBound) : places.upperBound
        refused.replaceSubrange(first..<last, with: CollectionOfOne(lower...upper))
    }
}
