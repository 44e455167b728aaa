/// The name of a kind of ``TableEvent``, without its payload: what a log, a script or a test
/// matches on. Its raw value is the name's one spelling (`push`, `empty-shown`, …), used by
/// ``TableEvent/Kind/description`` and by the script language's `expect event`.
public enum TableEventName: String, CaseIterable, Hashable, Sendable {
    /// An action became current (`highlight`).
    case highlight
    /// The current action stopped being current (`unhighlight`).
    case unhighlight
    /// An action fired (`trigger`).
    case trigger
    /// A row slid off its edge (`push`).
    case push
    /// A row was removed (`delete`).
    case delete
    /// A row started going back to rest (`replace`).
    case replace
    /// A row was inserted (`insert`).
    case insert
    /// A row got a new value with the same id (`update`).
    case update
    /// A row was lifted for reordering (`lift`).
    case lift
    /// A row moved from one index to another (`move`).
    case move
    /// A lifted row was dropped (`drop`).
    case drop
    /// A gesture was cancelled (`cancel`).
    case cancel
    /// A row snapped open to show its buttons (`open`).
    case open
    /// An open row closed (`close`).
    case close
    /// The empty-state placeholder appeared (`empty-shown`).
    case emptyShown = "empty-shown"
    /// The empty-state placeholder disappeared (`empty-hidden`).
    case emptyHidden = "empty-hidden"
    /// An action's handler threw and the row was put back (`action-failed`).
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
    /// A section was removed (`section-delete`).
    case sectionDelete = "section-delete"
    /// A section moved (`section-move`).
    case sectionMove = "section-move"
    /// A section got a new title (`section-update`).
    case sectionUpdate = "section-update"
}
