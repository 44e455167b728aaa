// Each row view's custom accessibility actions: the table's own, by name.

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
import GestureTable

extension GestureTableView {
    /// Gives a row's view its label and a custom action for each of the table's accessibility
    /// actions of the row (its swipe actions, moves, expand and collapse, …): VoiceOver's
    /// Actions rotor then does what a swipe or a drag does. A row being deleted has none.
    func updateAccessibility(of view: UIView, row: Row, index: Int?) {
        view.isAccessibilityElement = true
        if let label = table.accessibilityLabel { view.accessibilityLabel = label(row) }
        guard let index, let names = try? table.accessibilityActions(ofRowAt: index) else {
            view.accessibilityCustomActions = []
            return
        }
        let id = row.id
        view.accessibilityCustomActions = names.map { name in
            UIAccessibilityCustomAction(name: name) { [weak self] action in
                self?.performAccessibilityAction(named: action.name, ofRowWithID: id) ?? false
            }
        }
    }

    /// Performs a row's accessibility action where the row is now; the table's announcement
    /// is posted with the next frame, drawn at once.
    func performAccessibilityAction(named name: String, ofRowWithID id: Row.ID) -> Bool {
        guard let index = table.index(ofRowWithID: id) else { return false }
        do {
            try table.performAccessibilityAction(named: name, ofRowAt: index)
        } catch {
            return false
        }
        setNeedsFrame()
        return true
    }
}

#endif
