/// A value parsed from a gesture script, with the place where it was written.
///
/// Every command and every argument of a ``Script`` is `Located`, so that a
/// player can report a problem (an index out of range, say) at the exact
/// column of the offending argument.
public struct Located<Value> {
    /// The parsed value.
    public var value: Value
    /// Where the value starts in the script.
    public var location: SourceLocation

    /// Creates a located value.
    ///
    /// - Parameters:
    ///   - value: The parsed value.
    ///   - location: Where the value starts in the script.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}

extension Located: CustomStringConvertible {
    /// The value, followed by `@LINE:COL`.
    public var description: String { "\(value)@\(location)" }
}
