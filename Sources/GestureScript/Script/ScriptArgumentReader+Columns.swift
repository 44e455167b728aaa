// The columns of a board, as a script names them.

extension ScriptArgumentReader {
    /// Reads `C`, a column of a board: a 0-based index.
    mutating func columnIndex() throws(ScriptError) -> Located<Int> {
        let token = try word("column index")
        let value = try integer(token.text, noun: "column index", at: token.location)
        guard value.value >= 0 else {
            throw error("negative column index \(value.value); columns are numbered from 0", at: token.location)
        }
        return value
    }
}
