/// An input command: what app code, the keyboard or assistive technology asks of the table.
///
/// Each becomes one call of a table's verb (none when `move-by` is
/// already at its end), once it has resolved what the script names its own way: a row index it
/// checks, a section named by its title, a row given by its title (a new row, or the row a
/// reload keeps). A refusal of the table is a script error with the table's message.
///
/// The parser keeps the arguments, each ``Located``: a script error points at the argument,
/// and a ``Script`` stays `Sendable` and `Hashable`.
public enum ScriptInput: Hashable, Sendable {
    /// `push I`, `replace I`, `push-and-delete I`: the verb on row I.
    case verb(ScriptRowVerb, index: Located<Int>)
    /// `delete I [left|right|fade|none]`: app-side deletion of row I, with
    /// the table's automatic animation when none is named.
    case delete(index: Located<Int>, animation: Located<ScriptDeleteAnimation>?)
    /// `delete "T" [left|right|fade|none] [no-undo]`: app-side deletion of the first row titled
    /// T, by its id (`deleteRow(withID:)`); with `no-undo`, as a change the user did not make.
    case deleteTitled(Located<String>, animation: Located<ScriptDeleteAnimation>?, registersUndo: Bool)
    /// `insert I "Title" ["Subtitle"] [height N] [in section S]`: app-side
    /// insertion of a row at flat index I, or, with a section, at row I of that section.
    case insert(
        index: Located<Int>, title: Located<String>, subtitle: Located<String>? = nil, height: Located<Double>? = nil,
        section: Located<ScriptSectionReference>? = nil)
    /// `update I "Title" ["Subtitle"]`: app-side change of row I's content.
    case update(index: Located<Int>, title: Located<String>, subtitle: Located<String>?)
    /// `open I left|right`: snap row I open on that side.
    case open(index: Located<Int>, side: Located<ScriptSide>)
    /// `close I`: close row I if it is open.
    case close(index: Located<Int>)
    /// `peek I left|right`: nudge row I to hint at that side's actions.
    case peek(index: Located<Int>, side: Located<ScriptSide>)
    /// `trigger I SLOT`: fire that action of row I as if released there.
    case trigger(index: Located<Int>, slot: Located<ScriptSlot>)
    /// `step I left|right`: the keyboard drags row I to the next action
    /// uncovering that side (or back toward rest); `release` fires it.
    case step(index: Located<Int>, side: Located<ScriptSide>)
    /// `lift I`: the keyboard lifts row I for reordering.
    case lift(index: Located<Int>)
    /// `lift C I`: the keyboard lifts row I of column C of a board; the commands that follow act
    /// on column C.
    case liftInColumn(column: Located<Int>, index: Located<Int>)
    /// `move-to-column C`: the keyboard moves the lifted row to column C of the board, where it
    /// stays lifted; the commands that follow act on column C.
    case moveToColumn(Located<Int>)
    /// `move-by N`: the keyboard moves the lifted row N places (negative:
    /// up), stopping at either end.
    case moveBy(places: Located<Int>)
    /// `move-into`: the keyboard's → on the lifted row of an outline: it goes into the row
    /// above it at its level, as that row's last child.
    case moveInto
    /// `move-out`: the keyboard's ← on the lifted row of an outline: it leaves its parent, to
    /// just after it.
    case moveOut
    /// `expand I`: row I of an outline shows its children.
    case expand(index: Located<Int>)
    /// `collapse I`: row I of an outline hides its children, which stop being rows.
    case collapse(index: Located<Int>)
    /// `delete-selected`: delete the selected rows, as one undo step.
    case deleteSelected
    /// `undo`: take back the last change of the rows (a push or a replace is none).
    case undo
    /// `redo`: do again the last change `undo` took back.
    case redo
    /// `commit-now`: commit every change waiting in the undo window (`set commit-delay`), as an
    /// app does when it goes to the background.
    case commitNow
    /// `accessibility I "NAME"`: perform the named accessibility action on row I, as assistive
    /// technology would.
    case accessibility(index: Located<Int>, name: Located<String>)
    /// `choose "T"`: choose the item titled T of the context menu shown, as a press on it would;
    /// a pointer still holding the menu lets go of it first.
    case choose(Located<String>)
    /// `rtl on|off`: turn the right-to-left layout on or off.
    case rightToLeft(Located<Bool>)
    // Sections
    /// `section insert S "Title"`: the app inserts an empty section at index S.
    case insertSection(index: Located<Int>, title: Located<String>)
    /// `section delete S`: the app deletes section S and its rows.
    case deleteSection(Located<ScriptSectionReference>)
    /// `section move S T`: the app moves section S, rows and all, to index T.
    case moveSection(Located<ScriptSectionReference>, to: Located<Int>)
    /// `section title S "Title"`: the app gives section S a new title.
    case retitleSection(Located<ScriptSectionReference>, title: Located<String>)
    /// `reload "A" "B" ... [no-undo]`: the app hands over new rows (`setRows`), each kept row
    /// identified by its title; with `no-undo`, as a change the user did not make (no undo step).
    case reload([Located<String>], registersUndo: Bool = true)
    /// `reload section "Today" "A" ... section "Earlier" ... [no-undo]`: the app hands over new
    /// sections (`setSections`), rows identified by title, sections by title; with `no-undo`,
    /// without an undo step.
    case reloadSections([ScriptReloadSection], registersUndo: Bool = true)
}

/// One section of `reload section "Title" "A" "B" ...`: its title and its rows' titles.
public struct ScriptReloadSection: Hashable, Sendable {
    /// The section's title, which identifies it.
    public var title: Located<String>
    /// The titles of its rows, in order.
    public var rows: [Located<String>]

    /// Creates a section of a `reload`.
    public init(title: Located<String>, rows: [Located<String>]) {
        self.title = title
        self.rows = rows
    }
}
