import GestureTable
import Testing

extension GestureTable {
    /// A table of rows the test numbered itself, so their ids are unique.
    static func numbered(
        _ rows: [Row], width: Double, clock: any TableClock, configuration: TableConfiguration = .default
    ) -> GestureTable {
        do {
            return try GestureTable(rows: rows, width: width, clock: clock, configuration: configuration)
        } catch {
            Issue.record("the test's rows have duplicate ids: \(error)")
            return GestureTable(width: width, clock: clock, configuration: configuration)
        }
    }
}
