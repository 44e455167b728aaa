/// An error thrown when a call to a ``GestureTable`` or one of its values is invalid.
///
/// A call that throws changes nothing: the rows, their offsets and animations are as they were
/// before the call. Compare ``code`` to tell errors apart, and show ``message`` to a developer.
public struct GestureTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake the call made.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// A fraction outside (0, 1], or not a finite number.
        public static let invalidFraction = Code(name: "invalidFraction")
        /// A second action whose fraction is not greater than the first action of its side.
        public static let secondActionNotFarther = Code(name: "secondActionNotFarther")
        /// A second action declared on a side that has no first action.
        public static let secondActionWithoutFirst = Code(name: "secondActionWithoutFirst")
        /// A row index outside the table's rows.
        public static let indexOutOfRange = Code(name: "indexOutOfRange")
        /// A row identifier that the table no longer (or never) holds.
        public static let rowNotFound = Code(name: "rowNotFound")
        /// A row whose identifier is already in the table.
        public static let duplicateRowID = Code(name: "duplicateRowID")
        /// A width, height, duration or velocity that is negative, zero where it must not be, or not finite.
        public static let invalidValue = Code(name: "invalidValue")
        /// An operation that makes no sense in the row's or table's current state.
        public static let invalidState = Code(name: "invalidState")
        // Sections
        /// A section whose identifier is already in the table, or twice among new sections.
        public static let duplicateSectionID = Code(name: "duplicateSectionID")

        public var description: String { name }
    }

    /// The kind of mistake.
    public let code: Code
    /// A sentence that says what was wrong and what was expected.
    public let message: String

    /// Creates an error with a code and a message for developers.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    static func indexOutOfRange(_ index: Int, count: Int) -> GestureTableError {
        let range = count == 0 ? "the table has no rows" : "valid indexes are 0..<\(count)"
        return GestureTableError(.indexOutOfRange, "row index \(index) is out of range: \(range)")
    }

    static func invalidFraction(_ fraction: Double, slot: String) -> GestureTableError {
        GestureTableError(
            .invalidFraction,
            "the fraction of \(slot) must be a finite number in (0, 1], got \(fraction)")
    }
}
