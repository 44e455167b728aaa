/// An expectation command: a check of the table's state or of its events (`expect …`).
public enum ScriptExpectation: Hashable, Sendable {
    /// `expect rows "A" "B" ...`: the exact titles, in order (possibly none).
    case rows([Located<String>])
    /// `expect section S rows "A" "B" ...`: the titles of one section's rows,
    /// in order (possibly none).
    case section(Located<ScriptSectionReference>, rows: [Located<String>])
    /// `expect sections "Today" "Earlier" ...`: the sections' titles, in order (`""`
    /// for a section without one).
    case sections([Located<String>])
    /// `expect column C rows "A" "B" ...`: the titles of the rows of column C of a board, in
    /// order (possibly none).
    case column(Located<Int>, rows: [Located<String>])
    /// `expect count N`: the number of rows.
    case count(Located<Int>)
    /// `expect empty`: the placeholder is shown.
    case empty
    /// `expect not-empty`: the placeholder is not shown.
    case notEmpty
    /// `expect highlighted SLOT|none`: the current action; `nil` for `none`.
    case highlighted(Located<ScriptSlot>?)
    /// `expect event NAME [SLOT] [row I] [from I]`: an event emitted since
    /// the previous `expect event`.
    case event(ScriptEventPattern)
    /// `expect no event NAME [SLOT] [row I]`: no such event since the event
    /// the previous `expect event` matched.
    case noEvent(ScriptEventPattern)
    /// `expect lifted I|none`: the lifted row; `nil` for `none`.
    case lifted(Located<Int>?)
    /// `expect lifted C I`: on a board, the lifted row is shown at row I of column C (for a row
    /// carried to another column, the place of its gap there).
    case liftedInColumn(column: Located<Int>, row: Located<Int>)
    /// `expect offset I F [within T]`: the offset of row I as a fraction of
    /// its width, within the tolerance (0.02 when none is given).
    case offset(index: Located<Int>, fraction: Located<Double>, tolerance: Located<Double>?)
    /// `expect scroll N [within T]`: the scroll offset in lines, within the
    /// tolerance in lines (0.02 when none is given).
    case scroll(Located<Double>, tolerance: Located<Double>? = nil)
    /// `expect open I left|right|none`: the open side of row I; `nil` for `none`.
    case open(index: Located<Int>, side: Located<ScriptSide>?)
    /// `expect can-undo yes|no`: whether there is a change to undo.
    case canUndo(Located<Bool>)
    /// `expect can-redo yes|no`: whether there is a change to redo.
    case canRedo(Located<Bool>)
    /// `expect pending-commits N`: how many changes wait in the undo window (every column's,
    /// on a board).
    case pendingCommits(Located<Int>)
    /// `expect selected I J ...|none`: the selected rows, in any order; empty for `none`.
    case selected([Located<Int>])
    /// `expect actions I "A" "B" …`: the names of row I's accessibility actions, in order.
    case actions(index: Located<Int>, names: [Located<String>])
    /// `expect announcement "TEXT"`: the latest announcement.
    case announcement(Located<String>)
    /// `expect claim I DX DY CLAIM [after DURATION]`: what a press on row I (where `swipe I`
    /// presses it), moved by DX columns and DY lines, becomes: `GestureTable.claim(pressAt:
    /// translation:elapsed:)`, with the time the press has been held (none unless `after`).
    case claim(index: Located<Int>, dx: Located<Double>, dy: Located<Double>, claim: Located<ScriptClaim>, after: Located<Duration>? = nil)
    /// `expect menu I|none`: the row the context menu shown is for; `nil` for `none`.
    case menu(Located<Int>?)
    /// `expect depth I N`: how deep row I is nested in the outline; 0 at the top level.
    case depth(index: Located<Int>, depth: Located<Int>)
    /// `expect parent I "Title"|none`: the title of row I's parent; `nil` for `none` (a row at
    /// the top level).
    case parent(index: Located<Int>, title: Located<String>?)
    /// `expect expanded I yes|no`: whether row I shows its children (a row without children
    /// does not).
    case expanded(index: Located<Int>, isExpanded: Located<Bool>)
}
