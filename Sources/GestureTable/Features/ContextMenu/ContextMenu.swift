/// What a row's context menu offers: the items of ``GestureTable/contextMenu``.
///
/// A still long press on a row opens it (``TableEventName/menuOpen``); moving the press past
/// ``TableConfiguration/menuDragTolerance`` closes it and lifts the row; letting go leaves it
/// open; choosing an item (``GestureTable/chooseContextMenuItem(at:)``) closes it and runs the
/// item, as an accessibility action runs.
///
/// ```swift
/// table.contextMenu = ContextMenu { mail in
///     [ContextMenuItem(title: "Reply", icon: "↩") { mail in compose(replyTo: mail) },
///      ContextMenuItem(title: "Delete", isDestructive: true) { mail in store.delete(mail) }]
/// }
/// // or the row's swipe actions and moves, by the names assistive technology gives them:
/// table.contextMenu = .rowActions
/// ```
public struct ContextMenu<Row: Identifiable> {
    /// The items for a row; `nil` for the row's accessibility actions.
    let items: ((Row) -> [ContextMenuItem<Row>])?

    /// A menu whose items the app builds for each row, asked as a press on the row begins (a
    /// row with no items has no menu: a long press lifts it, as without a menu).
    public init(_ items: @escaping (Row) -> [ContextMenuItem<Row>]) {
        self.items = items
    }

    private init() { items = nil }

    /// The row's swipe actions and moves, named and performed as
    /// ``GestureTable/accessibilityActions(ofRowAt:)`` names them (`Archive`, `Move up`…).
    public static var rowActions: ContextMenu { ContextMenu() }
}

/// One item of a row's context menu.
public struct ContextMenuItem<Row: Identifiable> {
    /// What the item runs when chosen.
    enum Action {
        /// The app's handler, with the row.
        case handler((Row) throws(GestureTableError) -> Void)
        /// The row's accessibility action of this name.
        case accessibilityAction
    }

    /// The item's title, shown in the menu.
    public var title: String
    /// An optional icon: a symbol name or a glyph, as the view binding draws it.
    public var icon: String?
    /// Whether the item destroys something (drawn in red, as `UIMenuElement.Attributes.destructive`).
    public var isDestructive: Bool
    let action: Action

    /// Creates an item that runs `handler` with the row when chosen, after the menu closes.
    /// A handler that throws is reported as ``TableEventName/actionFailed``. It throws a
    /// ``GestureTableError``, as an action's handler does: an embedded build has no `any Error`.
    public init(
        title: String, icon: String? = nil, isDestructive: Bool = false,
        handler: @escaping (Row) throws(GestureTableError) -> Void
    ) {
        self.title = title
        self.icon = icon
        self.isDestructive = isDestructive
        action = .handler(handler)
    }

    /// An item that performs the row's accessibility action named `title` when chosen, as
    /// ``GestureTable/performAccessibilityAction(named:ofRowAt:)`` does.
    public static func accessibilityAction(
        named title: String, icon: String? = nil, isDestructive: Bool = false
    ) -> ContextMenuItem {
        ContextMenuItem(title: title, icon: icon, isDestructive: isDestructive, action: .accessibilityAction)
    }

    init(title: String, icon: String?, isDestructive: Bool, action: Action) {
        self.title = title
        self.icon = icon
        self.isDestructive = isDestructive
        self.action = action
    }

    /// The item as it is shown, without its handler.
    var entry: ContextMenuEntry {
        ContextMenuEntry(title: title, icon: icon, isDestructive: isDestructive)
    }
}

/// An item of a presented context menu, as a front end draws it.
public struct ContextMenuEntry: Hashable, Sendable {
    /// The item's title.
    public var title: String
    /// The item's icon, if any.
    public var icon: String?
    /// Whether the item destroys something.
    public var isDestructive: Bool

    /// Creates an entry.
    public init(title: String, icon: String? = nil, isDestructive: Bool = false) {
        self.title = title
        self.icon = icon
        self.isDestructive = isDestructive
    }
}

/// The context menu a table shows: ``GestureTable/presentedContextMenu``.
public struct PresentedContextMenu<ID: Hashable>: Hashable {
    /// The row it is for.
    public var rowID: ID
    /// Its items, in order.
    public var items: [ContextMenuEntry]
    /// Where it is anchored, in the table's coordinates: where the press began, or the row's
    /// leading top corner when the keyboard opened it.
    public var anchor: Point
    /// Whether a pointer still holds it: moving that pointer past
    /// ``TableConfiguration/menuDragTolerance`` closes it and lifts the row.
    public var isHeld: Bool
}

extension PresentedContextMenu: Sendable where ID: Sendable {}
