/// How fast scrolling content slows down once a drag has let go of it, as
/// `UIScrollView.DecelerationRate`: the factor the speed is multiplied by every millisecond.
///
/// ```swift
/// table.configuration.decelerationRate = .fast
/// table.configuration.decelerationRate = DecelerationRate(rawValue: 0.995)
/// ```
///
/// A release at *V* units per second then travels a further *V* × *r* / (1 − *r*) / 1000 units:
/// *V* × 0.499 at the normal rate, *V* × 0.099 at the fast one.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor the speed is multiplied by every millisecond, in 0.9...0.9999.
    public let rawValue: Double

    /// A rate of `rawValue` per millisecond, clamped to 0.9...0.9999 (NaN gives ``normal``).
    public init(rawValue: Double) {
        self.rawValue = rawValue.isNaN ? 0.998 : min(max(rawValue, 0.9), 0.9999)
    }

    /// 0.998, `UIScrollView`'s normal rate: a release at *V* travels *V* × 0.499 further.
    public static var normal: DecelerationRate { DecelerationRate(rawValue: 0.998) }

    /// 0.99, `UIScrollView`'s fast rate (a picker's): a release at *V* travels *V* × 0.099 further.
    public static var fast: DecelerationRate { DecelerationRate(rawValue: 0.99) }
}
