extension CellStyle {
    /// Returns the style with both colors converted for a color level.
    ///
    /// Text attributes are kept at every level, including ``ColorLevel/none``.
    ///
    /// - Parameter level: The color level of the terminal.
    /// - Returns: The style as a terminal at `level` shows it.
    public func converted(to level: ColorLevel) -> CellStyle {
        guard level != .truecolor else { return self }
        var style = self
        style.foreground = foreground.converted(to: level)
        style.background = background.converted(to: level)
        return style
    }
}
