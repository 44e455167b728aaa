/// An action that fires when a row is dragged past a fraction of its width and released.
///
/// The counterpart of PDGestureTableView's `PDGestureTableViewCellAction`: an icon, a color, a
/// fraction and a trigger closure. The closure receives the row as a ``TriggeredRow`` and must
/// resolve it, now or later, with one of its verbs: ``TriggeredRow/push(completion:)``,
/// ``TriggeredRow/delete(animation:completion:)``, ``TriggeredRow/pushAndDelete(completion:)`` or
/// ``TriggeredRow/replace(completion:)``. Until it does, the row stays where it was released.
///
/// ```swift
/// let archive = try SwipeAction<Mail>(icon: "✓", color: .green, fraction: 0.25) { triggered in
///     try triggered.pushAndDelete()
/// }
/// ```
public struct SwipeAction<Row: Identifiable> {
    /// A closure run once when the action fires, with the row it fired on.
    ///
    /// If it throws, the table puts the row back (``GestureTable/replaceRow(at:completion:)``) and
    /// reports the error as a ``TableEventName/actionFailed`` event.
    public typealias Handler = (TriggeredRow<Row>) throws(HandlerError) -> Void
    #if hasFeature(Embedded)
    /// What a handler may throw: in Embedded Swift, which has no `any Error`, a
    /// ``GestureTableError``. A closure that uses `try` says so:
    /// `{ triggered throws(GestureTableError) in try triggered.pushAndDelete() }`.
    public typealias HandlerError = GestureTableError
    #else
    /// What a handler may throw: any error (in Embedded Swift, a ``GestureTableError``).
    public typealias HandlerError = any Error
    #endif

    /// What the action is called: what a screen reader says (``GestureTable/accessibilityActions(ofRowAt:)``),
    /// what an Undo menu calls the change it makes, and what a renderer draws beside the icon
    /// once it fits. Defaults to the icon.
    public var title: String
    /// A short string drawn in the uncovered area: a glyph, an emoji or a symbol name.
    public var icon: String
    /// The color of the uncovered area once the action is current.
    public var color: ActionColor
    /// The fraction of the row width past which the action becomes current, or `nil` for the
    /// slot's default (0.3 for a first action, 0.7 for a second).
    public let fraction: Double?
    /// The closure run when the action fires.
    public var handler: Handler

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: What the action is called, as `UIContextualAction`'s title: `"Archive"`;
    ///     `nil` uses the icon.
    ///   - icon: A short string drawn in the uncovered area.
    ///   - color: The color of the uncovered area once the action is current.
    ///   - fraction: The fraction of the row width, in (0, 1], past which the action is current;
    ///     `nil` uses the slot's default.
    ///   - handler: The closure run once when the action fires, with the row.
    /// - Throws: ``GestureTableError/Code/invalidFraction`` when `fraction` is not a finite
    ///   number in (0, 1].
    public init(
        title: String? = nil, icon: String, color: ActionColor, fraction: Double? = nil,
        handler: @escaping Handler
    ) throws(GestureTableError) {
        if let fraction, !(fraction.isFinite && fraction > 0 && fraction <= 1) {
            throw .invalidFraction(fraction, slot: "an action")
        }
        self.title = title ?? icon
        self.icon = icon
        self.color = color
        self.fraction = fraction
        self.handler = handler
    }

}
