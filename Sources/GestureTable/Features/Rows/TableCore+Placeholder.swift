extension TableCore {
    /// Emits empty-shown or empty-hidden when the placeholder's visibility changed.
    @inline(__always)
    mutating func updatePlaceholder() {
        if state.needsPlaceholderCheck { checkPlaceholder() }
    }

    @inline(never)
    mutating func checkPlaceholder() {
        // Only saves work: left set, the check would run at every entry point to the same effect.
        state.needsPlaceholderCheck = false
        // The rows changed: a menu whose row left closes with it.
        if state.contextMenu != nil { closeMenuIfItsRowLeft() }
        let shouldShow = state.rows.isEmpty && state.deletions.isEmpty
        guard shouldShow != state.isShowingPlaceholder else { return }
        state.isShowingPlaceholder = shouldShow
        emit(shouldShow ? .emptyShown : .emptyHidden)
    }
}
