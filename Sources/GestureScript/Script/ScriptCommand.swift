/// One command of a gesture script (`.gts`), with its arguments.
///
/// Every argument is ``Located`` so that a player can point at it; the
/// command itself is located by the ``Script`` that holds it. Row indexes are
/// 0-based and non-negative, fractions are signed fractions of the row width,
/// velocities are signed, in row widths per second.
public enum ScriptCommand: Hashable, Sendable {
    // MARK: Setup

    /// `size COLUMNSxLINES`: the viewport size.
    case size(Located<ScriptSize>)
    /// `section "Header"`: start a section; the rows declared after it belong to it.
    case section(title: Located<String>)
    /// `row "Title" ["Subtitle"] [height N]`: append a row, `N` lines tall (the
    /// table's row height when `nil`).
    case row(title: Located<String>, subtitle: Located<String>?, height: Located<Double>? = nil)
    /// `placeholder "Title" ["Subtitle"]`: the empty-state placeholder.
    case placeholder(title: Located<String>, subtitle: Located<String>?)
    /// `action SLOT [fraction F] [color NAME] [icon "G"] do OP [only I,J,...]`.
    case action(ScriptAction)
    /// `reveal left|right [content "TEXT"]`: that side reveals buttons (or,
    /// with `content`, a text) instead of firing.
    case reveal(Located<ScriptSide>, content: Located<String>?)
    /// `set NAME VALUE`: change a table setting.
    case set(ScriptSetting)
    /// `pin I`: row I cannot be lifted.
    case pin(index: Located<Int>)

    // MARK: Gestures

    /// `swipe I F [velocity V]` or `swipe line L F [velocity V]`: press
    /// row I (or screen line L), drag to F, release.
    case swipe(target: Located<ScriptTarget>, fraction: Located<Double>, velocity: Located<Double>?)
    /// `drag I F` or `drag line L F`: press, drag to F, then keep holding.
    case drag(target: Located<ScriptTarget>, fraction: Located<Double>)
    /// `drag F`: continue the held drag to F.
    case continueDrag(fraction: Located<Double>)
    /// `release [velocity V] [vertical V]`: let go of the held drag, or release the row
    /// the keyboard stepped (`step`). `vertical` is the pointer's speed down (up when negative)
    /// in lines per second: a drag that scrolls the list lets it coast at that speed.
    case release(velocity: Located<Double>?, vertical: Located<Double>? = nil)
    /// `cancel`: the system interrupts the gesture in progress; without a
    /// pointer, cancels the keyboard's lift or step.
    case cancel
    /// `longpress I` or `longpress line L`: press and hold for the
    /// long-press duration.
    case longPress(target: Located<ScriptTarget>)
    /// `move I` or `move line L`: drag the lifted row over position I, or
    /// the pointer to screen line L.
    case move(target: Located<ScriptTarget>)
    /// `hold DURATION`: keep the pointer still while time passes.
    case hold(Located<Duration>)
    /// `drop`: drop the lifted row (lifted by the pointer or by `lift`).
    case drop
    /// `tap I [left|right] [N]` or `tap line L ...`: activate revealed
    /// button N of an open row; on a row that is not open, with no side or
    /// button, a tap: it selects the row, or closes the open one, or stops the
    /// list coasting.
    ///
    /// `side` is `nil` when the script leaves it to the open side, `button`
    /// is `nil` for the first button.
    case tap(target: Located<ScriptTarget>, side: Located<ScriptSide>?, button: Located<Int>?)
    /// `pan I N [velocity V]` or `pan line L N [velocity V]`: press, drag
    /// vertically N lines, release at V lines per second (signed as N; 0 when
    /// none is given), from which the list coasts.
    case pan(target: Located<ScriptTarget>, lines: Located<Int>, velocity: Located<Double>? = nil)
    /// `scroll N [velocity V]`: scroll by N lines; negative scrolls up. With a velocity, in
    /// lines per second (positive toward later rows), the list then coasts from it, as a
    /// wheel turned fast lets it.
    case scroll(lines: Located<Double>, velocity: Located<Double>? = nil)
    /// `wait DURATION`: advance the virtual clock.
    case wait(Located<Duration>)
    /// `insert I "Title" ["Subtitle"] [height N] [in section S]`: app-side
    /// insertion of a row at flat index I, or, with a section, at row I of that section.
    case insert(
        index: Located<Int>, title: Located<String>, subtitle: Located<String>? = nil, height: Located<Double>? = nil,
        section: Located<ScriptSectionReference>? = nil)
    /// `delete I [left|right|fade|none]`: app-side deletion of row I, with
    /// the table's automatic animation when none is named.
    case delete(index: Located<Int>, animation: Located<ScriptDeleteAnimation>?)
    /// `update I "Title" ["Subtitle"]`: app-side change of row I's content.
    case update(index: Located<Int>, title: Located<String>, subtitle: Located<String>?)
    /// `push I`, `replace I`, `push-and-delete I`: the verb on row I.
    case verb(ScriptRowVerb, index: Located<Int>)
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
    /// `move-by N`: the keyboard moves the lifted row N places (negative:
    /// up), stopping at either end.
    case moveBy(places: Located<Int>)
    /// `undo`: take back the last change of the rows (a push or a replace is none).
    case undo
    /// `redo`: do again the last change `undo` took back.
    case redo
    /// `accessibility I "NAME"`: perform the named accessibility action on row I, as assistive
    /// technology would.
    case accessibility(index: Located<Int>, name: Located<String>)
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
    /// `reload "A" "B" ...`: the app hands over new rows (`setRows`), each kept row
    /// identified by its title.
    case reload([Located<String>])
    /// `reload section "Today" "A" ... section "Earlier" ...`: the app hands over new
    /// sections (`setSections`), rows identified by title, sections by title.
    case reloadSections([ScriptReloadSection])

    // MARK: Observations

    /// `frame ["caption"]`: print the current frame, with the caption, if
    /// any, in its header line.
    case frame(caption: Located<String>?)
    /// `expect rows "A" "B" ...`: the exact titles, in order (possibly none).
    case expectRows([Located<String>])
    /// `expect section S rows "A" "B" ...`: the titles of one section's rows,
    /// in order (possibly none).
    case expectSection(Located<ScriptSectionReference>, rows: [Located<String>])
    /// `expect count N`: the number of rows.
    case expectCount(Located<Int>)
    /// `expect empty`: the placeholder is shown.
    case expectEmpty
    /// `expect not-empty`: the placeholder is not shown.
    case expectNotEmpty
    /// `expect highlighted SLOT|none`: the current action; `nil` for `none`.
    case expectHighlighted(Located<ScriptSlot>?)
    /// `expect event NAME [SLOT] [row I] [from I]`: an event emitted since
    /// the previous `expect event`.
    case expectEvent(ScriptEventPattern)
    /// `expect no event NAME [SLOT] [row I]`: no such event since the event
    /// the previous `expect event` matched.
    case expectNoEvent(ScriptEventPattern)
    /// `expect lifted I|none`: the lifted row; `nil` for `none`.
    case expectLifted(Located<Int>?)
    /// `expect offset I F [within T]`: the offset of row I as a fraction of
    /// its width, within the tolerance (0.02 when none is given).
    case expectOffset(index: Located<Int>, fraction: Located<Double>, tolerance: Located<Double>?)
    /// `expect scroll N [within T]`: the scroll offset in lines, within the
    /// tolerance in lines (0.02 when none is given).
    case expectScroll(Located<Double>, tolerance: Located<Double>? = nil)
    /// `expect open I left|right|none`: the open side of row I; `nil` for `none`.
    case expectOpen(index: Located<Int>, side: Located<ScriptSide>?)
    /// `expect can-undo yes|no`: whether there is a change to undo.
    case expectCanUndo(Located<Bool>)
    /// `expect can-redo yes|no`: whether there is a change to redo.
    case expectCanRedo(Located<Bool>)
    // Selection
    /// `expect selected I|none`: the selected row; `nil` for `none`.
    case expectSelected(Located<Int>?)
    /// `expect actions I "A" "B" …`: the names of row I's accessibility actions, in order.
    case expectActions(index: Located<Int>, names: [Located<String>])
    /// `expect announcement "TEXT"`: the latest announcement.
    case expectAnnouncement(Located<String>)
    // Sections
    /// `expect sections "Today" "Earlier" ...`: the sections' titles, in order (`""`
    /// for a section without one).
    case expectSections([Located<String>])
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
