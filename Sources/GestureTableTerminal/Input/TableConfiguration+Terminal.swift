public import GestureTable

extension TableConfiguration {
    /// The defaults for a terminal, where a pointer moves a whole cell at a time: one cell of
    /// touch slop (``touchSlop`` is 1) and of drag tolerance on a held context menu
    /// (``menuDragTolerance`` is 1), an outline indented two columns a level (``indentWidth``
    /// is 2), everything else as ``default``.
    public static var terminal: TableConfiguration {
        var configuration = TableConfiguration()
        configuration.touchSlop = 1
        configuration.menuDragTolerance = 1
        configuration.indentWidth = 2
        return configuration
    }
}
