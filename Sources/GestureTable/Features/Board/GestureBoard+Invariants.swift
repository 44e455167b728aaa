// The consistency of the board, checked after every step in the project's own debug builds.

extension GestureBoard {
    /// Checks the board after every entry point, in the project's own debug builds and tests
    /// (`GESTURE_TABLE_INTERNAL_CHECKS`); compiled away in release builds and in an app's build.
    ///
    /// - No row id is in two columns (checked for boards of up to 2,000 rows).
    /// - A carried row is in its home column, and a gap is a place its column has.
    func checkInvariants() {
        #if GESTURE_TABLE_INTERNAL_CHECKS
        if rowCount <= 2_000 {
            var ids = Set<Row.ID>()
            for table in tables {
                for index in 0..<table.count { let id = table.id(ofRowAt: index); assert(ids.insert(id).inserted, "row id \(id) is in two columns") }
            }
        }
        if let carry {
            assert(tables.indices.contains(carry.home) && tables.indices.contains(carry.target), "carry between columns the board does not have")
            assert(tables[carry.home].containsRow(withID: carry.id), "carried row is not in its home column")
            if let gap = carry.gap { assert(gap >= 0 && gap <= tables[carry.target].count, "gap \(gap) out of its column") }
        }
        #endif
    }

    /// Checks a transfer: its row in the column it went to only, and no row more or fewer on
    /// the board (unless the app's closures sent the columns inputs meanwhile: then only that it is in one column at most).
    func checkTransfer(of id: Row.ID, to destination: Int, total: Int, interleaved: Bool) {
        #if GESTURE_TABLE_INTERNAL_CHECKS
        let holders = tables.indices.filter { tables[$0].containsRow(withID: id) }
        assert(holders.count <= 1, "transferred row \(id) is in columns \(holders)")
        // The app's closures run between the deletion and the insertion, and may change rows.
        assert(interleaved || holders == [destination], "transferred row \(id) is in columns \(holders)")
        assert(interleaved || rowCount == total, "a transfer changed the number of rows: \(total) -> \(rowCount)")
        #endif
    }
}
