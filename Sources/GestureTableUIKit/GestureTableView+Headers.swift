// Section headers, the pinned one above the rows, and the empty-state placeholder.

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
import GestureTable

extension GestureTableView {
    /// A header's view in sight, and the title it was made for.
    struct ShownHeader {
        var view: UIView
        var title: String
    }

    /// The height of the default placeholder's area, centred in the list.
    static var placeholderHeight: CGFloat { 88 }

    /// Places a view for each header of the frame, made by ``headerView`` (a label without
    /// one) and reused as row views are, above the rows: the pinned header last, on top.
    func placeHeaders(_ headers: [LaidOutHeader]) {
        var previous = shownHeaders
        var shown: [Int: ShownHeader] = [:]
        var staying: [Int: ShownHeader] = [:]
        for header in headers {
            if let entry = previous.removeValue(forKey: header.section) { staying[header.section] = entry }
        }
        for (_, gone) in previous {
            gone.view.removeFromSuperview()
            reusableHeaders.append(gone.view)
        }
        // Drawn over the rows they head: the pinned one over everything else scrolled under it.
        let ordered = headers.filter { !$0.isPinned } + headers.filter(\.isPinned)
        for header in ordered {
            var entry: ShownHeader
            if let kept = staying.removeValue(forKey: header.section) {
                entry = kept
                if entry.title != header.title {
                    entry = ShownHeader(view: makeHeaderView(header.title, reusing: kept.view), title: header.title)
                }
            } else {
                entry = ShownHeader(view: makeHeaderView(header.title, reusing: reusableHeaders.popLast()), title: header.title)
            }
            if entry.view.superview !== self { addSubview(entry.view) }
            entry.view.frame = CGRect(x: 0, y: header.y, width: bounds.width, height: header.height)
            entry.view.layer.zPosition = header.isPinned ? 0.75 : 0.5
            bringSubviewToFront(entry.view)
            shown[header.section] = entry
        }
        shownHeaders = shown
    }

    private func makeHeaderView(_ title: String, reusing reused: UIView?) -> UIView {
        let view = headerView?(title, reused) ?? Self.label(title, reusing: reused)
        if let reused, reused !== view { reused.removeFromSuperview() }
        return view
    }

    /// Shows the frame's placeholder centred while the table is empty, made by
    /// ``placeholderView`` (a label without one); takes it away when rows come back.
    func placePlaceholder(_ placeholder: Placeholder?) {
        guard let placeholder else {
            if let shown = shownPlaceholder {
                shown.view.removeFromSuperview()
                keptPlaceholderView = shown.view
                shownPlaceholder = nil
            }
            return
        }
        var view: UIView
        if let shown = shownPlaceholder, shown.placeholder == placeholder {
            view = shown.view
        } else {
            let reused = shownPlaceholder?.view ?? keptPlaceholderView
            keptPlaceholderView = nil
            view = placeholderView?(placeholder, reused)
                ?? Self.label([placeholder.title, placeholder.subtitle].compactMap { $0 }.joined(separator: "\n"), reusing: reused)
            if let reused, reused !== view { reused.removeFromSuperview() }
            if view.superview !== self { addSubview(view) }
            shownPlaceholder = (view, placeholder)
        }
        let height = min(Self.placeholderHeight, bounds.height)
        view.frame = CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
    }

    /// A label showing `text`: `reused` if it is a label, a new one otherwise.
    static func label(_ text: String, reusing reused: UIView?) -> UILabel {
        let label = reused as? UILabel ?? UILabel(frame: .zero)
        label.text = text
        label.numberOfLines = 0
        return label
    }
}

#endif
