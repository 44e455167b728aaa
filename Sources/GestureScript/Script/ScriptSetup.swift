/// A setup command: what the table is and how it behaves, and what is printed.
///
/// The player builds the table at the first command that acts on it or prints it (any but
/// `size`, `section`, `row`, `placeholder`, `action`, `reveal`, `set` and `pin`); `row` and
/// `section` must come before, the others may also come later and change the live table.
public enum ScriptSetup: Hashable, Sendable {
    /// `size COLUMNSxLINES`: the viewport size.
    case size(Located<ScriptSize>)
    /// `section "Header"`: start a section; the rows declared after it belong to it.
    case section(title: Located<String>)
    /// `row "Title" ["Subtitle"] [height N] [under "Parent"]`: append a row, `N` lines tall (the
    /// table's row height when `nil`); with `under`, as the last child of the row titled
    /// `Parent` that is the row declared just before or one of its parents (the nearest), which
    /// makes the table an outline.
    case row(title: Located<String>, subtitle: Located<String>?, height: Located<Double>? = nil, parent: Located<String>? = nil)
    /// `placeholder "Title" ["Subtitle"]`: the empty-state placeholder.
    case placeholder(title: Located<String>, subtitle: Located<String>?)
    /// `action SLOT [fraction F] [color NAME] [icon "G"] do OP [only I,J,...]`.
    case action(ScriptAction)
    /// `reveal left|right [content "TEXT" | full-swipe]`: that side reveals buttons (or,
    /// with `content`, a text) instead of firing; with `full-swipe`, a row released past 0.525
    /// of the width fires the side's outermost button (`fullSwipe` is where the word is).
    case reveal(Located<ScriptSide>, content: Located<String>?, fullSwipe: SourceLocation? = nil)
    /// `set NAME VALUE`: change a table setting.
    case set(ScriptSetting)
    /// `column "Title" [refuse]`: start a column of a board; the rows declared after it belong
    /// to it. With `refuse`, rows from other columns may not come in.
    case column(title: Located<String>, refusesTransfers: Bool)
    /// `pin I`: row I cannot be lifted.
    case pin(index: Located<Int>)
    /// `frame ["caption"]`: print the current frame, with the caption, if
    /// any, in its header line.
    case frame(caption: Located<String>?)
}
