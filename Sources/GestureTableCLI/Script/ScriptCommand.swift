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
    /// `row "Title" ["Subtitle"]`: append a row.
    case row(title: Located<String>, subtitle: Located<String>?)
    /// `placeholder "Title" ["Subtitle"]`: the empty-state placeholder.
    case placeholder(title: Located<String>, subtitle: Located<String>?)
    /// `action SLOT [fraction F] [color NAME] [icon "G"] do OP [only I,J,...]`.
    case action(ScriptAction)
    /// `reveal left|right`: that side reveals buttons instead of firing.
    case reveal(Located<ScriptSide>)
    /// `set NAME VALUE`: change a table setting.
    case set(ScriptSetting)

    // MARK: Gestures

    /// `swipe I F [velocity V]`: press row I, drag to F, release.
    case swipe(index: Located<Int>, fraction: Located<Double>, velocity: Located<Double>?)
    /// `drag I F`: press row I and drag to F, then keep holding.
    case drag(index: Located<Int>, fraction: Located<Double>)
    /// `drag F`: continue the held drag to F.
    case continueDrag(fraction: Located<Double>)
    /// `release [velocity V]`: let go of the held drag.
    case release(velocity: Located<Double>?)
    /// `cancel`: the system interrupts the gesture in progress.
    case cancel
    /// `longpress I`: press row I and hold for the long-press duration.
    case longPress(index: Located<Int>)
    /// `move I`: drag the lifted row over position I.
    case move(index: Located<Int>)
    /// `hold DURATION`: keep the pointer still while time passes.
    case hold(Located<Duration>)
    /// `drop`: drop the lifted row.
    case drop
    /// `tap I [left|right] [N]`: activate revealed button N of row I.
    ///
    /// `side` is `nil` when the script leaves it to the open side, `button`
    /// is `nil` for the first button.
    case tap(index: Located<Int>, side: Located<ScriptSide>?, button: Located<Int>?)
    /// `scroll N`: scroll by N lines; negative scrolls up.
    case scroll(lines: Located<Int>)
    /// `wait DURATION`: advance the virtual clock.
    case wait(Located<Duration>)
    /// `insert I "Title"`: app-side insertion of a row at I.
    case insert(index: Located<Int>, title: Located<String>)
    /// `delete I`: app-side deletion of row I.
    case delete(index: Located<Int>)
    /// `undo`: undo the last committed change.
    case undo
    /// `rtl on|off`: turn the right-to-left layout on or off.
    case rightToLeft(Located<Bool>)

    // MARK: Observations

    /// `frame ["caption"]`: print the current frame, with the caption, if
    /// any, in its header line.
    case frame(caption: Located<String>?)
    /// `expect rows "A" "B" ...`: the exact titles, in order (possibly none).
    case expectRows([Located<String>])
    /// `expect count N`: the number of rows.
    case expectCount(Located<Int>)
    /// `expect empty`: the placeholder is shown.
    case expectEmpty
    /// `expect not-empty`: the placeholder is not shown.
    case expectNotEmpty
    /// `expect highlighted SLOT|none`: the current action; `nil` for `none`.
    case expectHighlighted(Located<ScriptSlot>?)
    /// `expect event NAME [SLOT] [row I]`: an event emitted since the
    /// previous `expect event`.
    case expectEvent(name: Located<ScriptEventName>, slot: Located<ScriptSlot>?, row: Located<Int>?)
    /// `expect offset I F`: the offset of row I as a fraction of its width.
    case expectOffset(index: Located<Int>, fraction: Located<Double>)
    /// `expect open I left|right|none`: the open side of row I; `nil` for `none`.
    case expectOpen(index: Located<Int>, side: Located<ScriptSide>?)
}
