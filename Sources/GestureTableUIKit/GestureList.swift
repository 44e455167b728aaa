// The SwiftUI face of GestureTableView.
//
// Compiled on Apple platforms only: the Linux stub declares UIKit's few types the view uses,
// not SwiftUI's, so this file is not type-checked by the Linux build. It holds no logic of its
// own: everything it does goes through GestureTableView, which the Linux tests drive.

#if canImport(SwiftUI) && canImport(UIKit)
import GestureTable
import SwiftUI
import UIKit

/// A SwiftUI list whose rows swipe and reorder: a ``GestureTableView`` in a
/// `UIViewRepresentable`.
///
/// The table is the app's: keep it in a model object, set its closures (`swipeActions`,
/// `didMoveRow`, `didSelectRow`, …) there, and make it with a `FrameClock` so that the list's
/// display link sets its time.
///
/// ```swift
/// GestureList(table: model.table) { mail in
///     MailRow(mail: mail)
/// }
/// ```
public struct GestureList<Row: Identifiable>: UIViewRepresentable {
    /// The table shown.
    public let table: GestureTable<Row>
    private let rowView: (Row, UIView?) -> UIView

    /// Creates a list whose rows are UIKit views, made or updated by `rowView` as in
    /// ``GestureTableView/rowView``.
    public init(table: GestureTable<Row>, rowView: @escaping (Row, UIView?) -> UIView) {
        self.table = table
        self.rowView = rowView
    }

    /// Creates a list whose rows are SwiftUI views, hosted by `UIHostingConfiguration` in
    /// reused content views.
    public init<Content: View>(table: GestureTable<Row>, @ViewBuilder content: @escaping (Row) -> Content) {
        self.init(table: table) { row, reused in
            let configuration = UIHostingConfiguration { content(row) }.margins(.all, 0)
            if let view = reused as? UIView & UIContentView {
                view.configuration = configuration
                return view
            }
            return configuration.makeContentView()
        }
    }

    public func makeUIView(context: Context) -> GestureTableView<Row> {
        GestureTableView(table: table, rowView: rowView)
    }

    public func updateUIView(_ view: GestureTableView<Row>, context: Context) {
        // SwiftUI made a new value of this view: its rows may show new state.
        view.rowView = rowView
        view.reloadVisibleRows()
    }
}

#endif
