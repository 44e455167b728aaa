// The table's numbers in points, for a UIKit list.

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
import GestureTable

extension TableConfiguration {
    /// The defaults in points, for a ``GestureTableView``: rows 44 points tall as a
    /// `UITableView`'s, section headers 28, and the leading 20 points left to the navigation
    /// controller's back gesture (`edgeExclusion`). The slop (4) and the menu's drag tolerance
    /// (10) are already in points.
    public static var uiKit: TableConfiguration {
        var configuration = TableConfiguration.default
        configuration.rowHeight = 44
        configuration.sectionHeaderHeight = 28
        configuration.edgeExclusion = 20
        return configuration
    }
}

#endif
