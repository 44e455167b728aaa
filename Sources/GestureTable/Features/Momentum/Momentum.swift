/// Content coasting after a vertical drag was released with a velocity.
///
/// As `UIScrollView` decelerates: every millisecond the speed is multiplied by the rate *r*
/// and the content moves at that speed for the millisecond. After *n* whole milliseconds it
/// has moved *V* / 1000 × (*r* + *r*² + … + *rⁿ*) = *V* / 1000 × *r* (1 − *rⁿ*) / (1 − *r*),
/// the closed form taken at every step (so a step costs the same however long since the
/// release), and in all *V* × *r* / (1 − *r*) / 1000. Within a millisecond it moves at that
/// millisecond's speed, so the distance is exact at any instant.
struct Momentum: Equatable {
    /// When the drag was released.
    var start: Duration
    /// The release velocity, in units per second, positive toward later rows.
    var velocity: Double
    /// The rate the speed is multiplied by every millisecond.
    var rate: Double
    /// How far the content has been moved since the release.
    var travelled: Double = 0
    /// When it stops, as a time after ``start``: the speed falls below the stopping speed, or
    /// the content's end comes (as the content was when this was planned).
    var duration: Duration = .zero
    /// Whether ``duration`` ends where the speed falls below the stopping speed (rather than at
    /// an end of the content): the content is then put at the whole distance.
    var endsAtRest = true

    /// When it stops.
    var end: Duration { start + duration }

    /// How far the content has moved `elapsed` after the release.
    func distance(after elapsed: Duration) -> Double {
        let milliseconds = max(0, elapsed.inMilliseconds)
        let whole = milliseconds.rounded(.down)
        let speed = velocity * Self.power(rate, whole + 1)  // during the millisecond under way
        return distance(afterMilliseconds: whole) + (milliseconds - whole) * speed / 1000
    }

    /// How far the content has moved after `count` whole milliseconds.
    func distance(afterMilliseconds count: Double) -> Double {
        velocity / 1000 * rate * (1 - Self.power(rate, count)) / (1 - rate)
    }

    /// How far the content moves in all, until the speed reaches zero.
    var totalDistance: Double { velocity / 1000 * rate / (1 - rate) }

    /// Plans the end, given `room`, how far the content can still move in its direction from
    /// where it is (after ``travelled``): the first millisecond whose speed is below
    /// `stoppingSpeed`, or the instant the content's end comes, whichever is first.
    mutating func planEnd(room: Double, stoppingSpeed: Double) {
        let speed = abs(velocity)
        // The first whole millisecond n whose next millisecond is slower than the stopping speed.
        let rest = Self.firstMillisecond { speed * Self.power(rate, $0 + 1) < stoppingSpeed }
        let reach = abs(travelled) + room
        let atRest = abs(distance(afterMilliseconds: rest))
        guard atRest >= reach else {
            duration = .milliseconds(rounding: rest)
            endsAtRest = true
            return
        }
        // The millisecond under way when the end comes, and where in it.
        let n = Self.firstMillisecond { abs(distance(afterMilliseconds: $0)) >= reach }
        let before = abs(distance(afterMilliseconds: n - 1))
        let during = speed * Self.power(rate, n) / 1000
        let fraction = during > 0 ? min(1, max(0, (reach - before) / during)) : 1
        duration = .milliseconds(rounding: n - 1 + fraction)
        endsAtRest = false
    }

    /// The smallest whole number of milliseconds in 0...2²⁰ for which `holds` (monotonic: false,
    /// then true) is true; 2²⁰ when none is. Any rate slows any release below the stopping
    /// speed within 2²⁰ ms: 0.9999^(2²⁰) is below 10⁻⁴⁵.
    static func firstMillisecond(where holds: (Double) -> Bool) -> Double {
        var low: Double = 0
        var high = Double(1 << 20)
        while low < high {
            let middle = ((low + high) / 2).rounded(.down)
            if holds(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// `base` to the power of the whole number `exponent` (non-negative), by squaring: the core
    /// has no `pow` (it does not import Foundation).
    static func power(_ base: Double, _ exponent: Double) -> Double {
        var exponent = exponent.rounded(.down)
        var result = 1.0
        var square = base
        while exponent >= 1, result != 0 {
            if exponent.truncatingRemainder(dividingBy: 2) == 1 { result *= square }
            square *= square
            exponent = (exponent / 2).rounded(.down)
        }
        return result
    }

    /// The speed below which coasting stops: a hundredth of a row a second. What is left to
    /// travel then is under half a hundredth of a row at the normal rate (less at faster ones),
    /// too little to see; the content is put at the whole distance, which it would reach.
    static func stoppingSpeed(rowHeight: Double) -> Double { rowHeight / 100 }

    /// The fastest release that coasts: a million rows a second. A faster one coasts as this
    /// one, which already runs to the end of far more content than a table is shown with.
    static func maximumSpeed(rowHeight: Double) -> Double { rowHeight * 1e6 }
}

extension Duration {
    /// The duration in milliseconds.
    var inMilliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    /// A duration of `milliseconds` (non-negative, at most 2²⁰), rounded up to a nanosecond so
    /// that the content has reached what the instant was planned for.
    static func milliseconds(rounding milliseconds: Double) -> Duration {
        .nanoseconds(Int64((max(0, milliseconds) * 1e6).rounded(.up)))
    }
}
