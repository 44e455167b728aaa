// The area a swipe uncovers behind a row: a backdrop in the action's color.

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
import GestureTable

extension GestureTableView {
    /// Places a backdrop behind each swiped row of the frame, across the area its swipe
    /// uncovers: in the action's color once the action is current, gray before, as Mail's.
    /// ``decorateUncoveredAction`` adds what the app shows on it (an icon, a title).
    func placeBackdrops(_ rows: [FrameRow<Row>]) {
        var previous = shownBackdrops
        var shown: [Row.ID: UIView] = [:]
        let width = Double(bounds.width)
        for row in rows {
            guard let action = row.action, row.offset != 0, row.offset.isFinite else { continue }
            let backdrop = previous.removeValue(forKey: row.id) ?? makeBackdrop()
            let uncovered = min(abs(row.offset), width)
            let x = row.offset > 0 ? 0 : width - uncovered
            backdrop.frame = CGRect(x: x, y: row.y, width: uncovered, height: row.height)
            backdrop.alpha = row.opacity
            backdrop.backgroundColor = action.isReached ? Self.color(action.color) : Self.notReachedColor
            decorateUncoveredAction?(backdrop, action, row.progress)
            shown[row.id] = backdrop
        }
        for (_, gone) in previous {
            gone.removeFromSuperview()
            reusableBackdrops.append(gone)
        }
        shownBackdrops = shown
    }

    private func makeBackdrop() -> UIView {
        let backdrop = reusableBackdrops.popLast() ?? UIView(frame: .zero)
        // Below every row view.
        insertSubview(backdrop, at: 0)
        return backdrop
    }

    /// The gray of an uncovered area before its action is current.
    static var notReachedColor: UIColor { UIColor(red: 0.89, green: 0.89, blue: 0.91, alpha: 1) }

    /// An action's color as a `UIColor`.
    static func color(_ color: ActionColor) -> UIColor {
        UIColor(
            red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255, alpha: 1)
    }
}

#endif
