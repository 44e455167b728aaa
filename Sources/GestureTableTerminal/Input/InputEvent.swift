/// One decoded piece of terminal input.
public enum InputEvent: Hashable, Sendable {
    /// A key press with the modifiers the terminal reported.
    case key(TerminalKey, modifiers: KeyModifiers = [])
    /// A mouse report.
    case mouse(MouseEvent)
    /// Text pasted while bracketed paste was on, delivered whole.
    case paste(String)
    /// The text of a bracketed paste whose end marker never came: ended by
    /// Ctrl-C, or by the driver after a quiet period
    /// (``InputDecoder/endPaste()``). Keys work again after it.
    case unterminatedPaste(String)
}
