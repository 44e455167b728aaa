/// A gesture command: what a hand does, pointer moves over virtual time, the wheel, and time
/// passing.
public enum ScriptGesture: Hashable, Sendable {
    /// `swipe I F [velocity V] [from S]` or `swipe line L F [velocity V] [from S]`: press
    /// row I (or screen line L), drag to F, release. With `from`, the press begins at S of the
    /// width from the leading edge (0 is the leading edge, 1 the trailing one; mirrored right
    /// to left) rather than in the middle of the row; F is still the distance dragged.
    case swipe(
        target: Located<ScriptTarget>, fraction: Located<Double>, velocity: Located<Double>?, from: Located<Double>? = nil)
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
    /// the pointer to screen line L. A pointer that holds an open context menu moves over
    /// row I: past the menu's drag tolerance the menu closes and the row is lifted and follows.
    /// `move I into` (an outline): over the middle half of row I, where a drop goes into row I
    /// (`into` is where the word is).
    case move(target: Located<ScriptTarget>, into: SourceLocation? = nil)
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
    /// `sweep I J`: in edit mode, press row I, drag vertically to row J (selecting the rows
    /// between), release.
    case sweep(from: Located<Int>, to: Located<Int>)
}
