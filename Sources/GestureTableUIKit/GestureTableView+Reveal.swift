// What an open row shows in the area it uncovers: its actions' buttons, or its content.

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
import GestureTable

extension GestureTableView {
    /// A button drawn on an open row, and the slot of its action.
    struct ShownButton {
        var view: UILabel
        var slot: ActionSlot
    }

    /// Places a button view for each of an open row's buttons, where the frame puts it across
    /// the uncovered area, in its action's color and with its icon; or a label of the row's
    /// revealed content. Above the backdrops, below nothing the row covers: the row is moved
    /// off that area. A tap on a button reaches ``tapOverlay(at:)``.
    func placeRevealedViews(_ rows: [FrameRow<Row>]) {
        var previousButtons = shownButtons
        var previousContent = shownContent
        var buttons: [Row.ID: [ShownButton]] = [:]
        var content: [Row.ID: UILabel] = [:]
        let width = Double(bounds.width)
        for row in rows where row.offset.isFinite {
            if !row.buttons.isEmpty {
                var kept = previousButtons.removeValue(forKey: row.id) ?? []
                var placed: [ShownButton] = []
                for button in row.buttons {
                    let view = kept.isEmpty ? makeRevealedLabel() : kept.removeFirst().view
                    view.text = button.icon
                    view.backgroundColor = Self.color(button.color)
                    view.frame = CGRect(
                        x: button.range.lowerBound, y: row.y, width: button.range.upperBound - button.range.lowerBound,
                        height: row.height)
                    view.alpha = row.opacity
                    placed.append(ShownButton(view: view, slot: button.slot))
                }
                recycle(kept.map(\.view))
                buttons[row.id] = placed
            } else if let text = row.revealedContent, row.offset != 0 {
                let view = previousContent.removeValue(forKey: row.id) ?? makeRevealedLabel()
                let uncovered = min(abs(row.offset), width)
                view.text = text
                view.frame = CGRect(x: row.offset > 0 ? 0 : width - uncovered, y: row.y, width: uncovered, height: row.height)
                view.alpha = row.opacity
                content[row.id] = view
            }
        }
        recycle(previousButtons.values.flatMap { $0.map(\.view) })
        recycle(Array(previousContent.values))
        shownButtons = buttons
        shownContent = content
    }

    /// The open row's button under `point`, with the row's id, if any.
    func revealedButton(at point: CGPoint) -> (id: Row.ID, slot: ActionSlot)? {
        for (id, buttons) in shownButtons {
            for button in buttons where Self.contains(button.view.frame, point) { return (id, button.slot) }
        }
        return nil
    }

    private func makeRevealedLabel() -> UILabel {
        let label = reusableLabels.popLast() ?? UILabel(frame: .zero)
        // Above the backdrops (the bottom views), below the rows.
        insertSubview(label, at: shownBackdrops.count)
        return label
    }

    private func recycle(_ labels: [UILabel]) {
        for label in labels {
            label.removeFromSuperview()
            reusableLabels.append(label)
        }
    }

    /// Whether `rect` holds `point`, its maximum edges excluded.
    static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
        point.x >= rect.origin.x && point.x < rect.origin.x + rect.width
            && point.y >= rect.origin.y && point.y < rect.origin.y + rect.height
    }
}

#endif
