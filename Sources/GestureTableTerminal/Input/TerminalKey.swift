/// A key the terminal reported, without its modifiers.
///
/// Modifiers travel beside the key in ``InputEvent/key(_:modifiers:)``.
/// Control bytes that have no key of their own are reported as
/// ``control(_:)`` with the lowercase letter or symbol that names them, so
/// Ctrl-C is `.control("c")`.
public enum TerminalKey: Hashable, Sendable {
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Enter or Return (a carriage return or a line feed).
    case enter
    /// The Escape key on its own.
    case escape
    /// Tab; Shift-Tab is `.tab` with ``KeyModifiers/shift``.
    case tab
    /// Backspace (DEL 0x7F or BS 0x08).
    case backspace
    /// The forward Delete key.
    case delete
    /// A function key, F1 to F20 by its number: Shift+F10, the context-menu key of most
    /// desktops, is `.function(10)` with ``KeyModifiers/shift``.
    case function(Int)
    /// The Menu key (the application key beside the right Control), which opens a context menu.
    case menu
    /// A printable character: one extended grapheme cluster.
    case character(Character)
    /// A control byte, named by its letter or symbol: 0x03 is `.control("c")`,
    /// 0x00 is `.control(" ")` and 0x1C…0x1F are `\`, `]`, `^` and `_`.
    case control(Character)
}
