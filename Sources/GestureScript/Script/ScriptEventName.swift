/// The name of a table event that a script can expect with `expect event`.
public enum ScriptEventName: String, CaseIterable, Hashable, Sendable {
    /// An action became current (`highlight`).
    case highlight
    /// The current action stopped being current (`unhighlight`).
    case unhighlight
    /// An action's closure ran (`trigger`).
    case trigger
    /// A row was pushed off the edge (`push`).
    case push
    /// A row was deleted (`delete`).
    case delete
    /// A row was slid back to rest (`replace`).
    case replace
    /// A row was inserted (`insert`).
    case insert
    /// A row's content changed (`update`).
    case update
    /// A row was lifted for reordering (`lift`).
    case lift
    /// A lifted row was moved to a new position (`move`).
    case move
    /// A lifted row was dropped (`drop`).
    case drop
    /// A gesture was cancelled (`cancel`).
    case cancel
    /// A row snapped open to reveal its buttons (`open`).
    case open
    /// An open row closed (`close`).
    case close
    /// The empty-state placeholder appeared (`empty-shown`).
    case emptyShown = "empty-shown"
    /// The empty-state placeholder disappeared (`empty-hidden`).
    case emptyHidden = "empty-hidden"
    /// An action's closure threw (`action-failed`); the rows are as they were.
    case actionFailed = "action-failed"
    // Selection
    /// A row was selected, by a tap or by the app (`select`).
    case select
    /// The selected row stopped being selected (`deselect`).
    case deselect
    /// Something was announced to assistive technology (`announce`).
    case announce
    // Sections
    /// A section was inserted (`section-insert`).
    case sectionInsert = "section-insert"
    /// A section was deleted (`section-delete`).
    case sectionDelete = "section-delete"
    /// A section was moved (`section-move`).
    case sectionMove = "section-move"
    /// A section got a new title (`section-update`).
    case sectionUpdate = "section-update"
}
