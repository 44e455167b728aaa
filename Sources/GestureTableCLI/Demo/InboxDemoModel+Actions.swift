import GestureTable
import GestureTableTerminal

extension InboxDemoModel {
    /// The fraction past which each side's first action is current.
    static let firstFraction = 0.12
    /// The fraction past which each side's second action is current. Less than a third, so that
    /// from a press anywhere in the middle third of a row a drag to the edge reaches it on a
    /// screen of 20 columns or more (Mailbox's 0.7 needs a press near the other edge).
    static let secondFraction = 0.3

    /// The inbox's four actions, as Mailbox had them.
    ///
    /// Drag left: Archive past 12 % (green, push and delete), Delete past 30 % (red, delete).
    /// Drag right: Mark read (or unread) past 12 % (blue, toggles the read marker, then the row
    /// settles back), Snooze past 30 % (yellow, push and delete, then the message comes back at
    /// the end of the list).
    func installActions() throws(GestureTableError) {
        let first = Self.firstFraction
        let second = Self.secondFraction
        // Handlers resolve their row through `TriggeredRow`, so each change is the undo step
        // named after its action ("Undone: Archive “…”").
        typealias Triggered = TriggeredRow<InboxMessage>
        typealias HandlerError = SwipeAction<InboxMessage>.HandlerError
        let archive = try SwipeAction<InboxMessage>(title: "Archive", icon: "✓ Archive", color: .green, fraction: first) {
            [weak self] (triggered: Triggered) throws(HandlerError) in
            try triggered.pushAndDelete()
            self?.didRemove(triggered.row, verb: "Archived")
        }
        let delete = try SwipeAction<InboxMessage>(title: "Delete", icon: "✗ Delete", color: .red, fraction: second) {
            [weak self] (triggered: Triggered) throws(HandlerError) in
            try triggered.delete()
            self?.didRemove(triggered.row, verb: "Deleted")
        }
        let markRead = try SwipeAction<InboxMessage>(title: "Mark read", icon: "● Mark read", color: .blue, fraction: first) {
            [weak self] (triggered: Triggered) throws(HandlerError) in
            self?.toggleRead(triggered.row)
            try triggered.replace()
        }
        let markUnread = try SwipeAction<InboxMessage>(
            title: "Mark unread", icon: "○ Mark unread", color: .blue, fraction: first
        ) { [weak self] (triggered: Triggered) throws(HandlerError) in
            self?.toggleRead(triggered.row)
            try triggered.replace()
        }
        let snooze = try SwipeAction<InboxMessage>(title: "Snooze", icon: "◷ Snooze", color: .yellow, fraction: second) {
            [weak self] (triggered: Triggered) throws(HandlerError) in
            try self?.snooze(triggered)
        }
        let unreadActions = try SwipeActions(
            firstLeft: markRead, secondLeft: snooze, firstRight: archive, secondRight: delete)
        let readActions = try SwipeActions(
            firstLeft: markUnread, secondLeft: snooze, firstRight: archive, secondRight: delete)
        unreadRowActions = unreadActions
        table.swipeActions = { [weak self] message in
            self?.unreadIDs.contains(message.id) == false ? readActions : unreadActions
        }
    }

    /// The menu a still long press or the menu key opens: the row's actions, Archive first (so
    /// that Enter archives) and Delete last, in red; each runs as its swipe would.
    ///
    /// None in edit mode, where a long press lifts the checked rows together, and none while
    /// `--record` writes the session: a script's rows offer their accessibility actions as
    /// their menu, not the demo's, so a recording replays as a session without menus.
    func installContextMenu() {
        guard recorder == nil, !table.isEditing else {
            table.contextMenu = nil
            return
        }
        table.contextMenu = ContextMenu { [weak self] message in
            let isUnread = self?.unreadIDs.contains(message.id) ?? true
            return [
                .accessibilityAction(named: "Archive", icon: "✓"),
                .accessibilityAction(named: isUnread ? "Mark read" : "Mark unread", icon: isUnread ? "●" : "○"),
                .accessibilityAction(named: "Snooze", icon: "◷"),
                .accessibilityAction(named: "Delete", icon: "✗", isDestructive: true),
            ]
        }
    }

    /// The name of the action in `slot` for a row, as the status line says it.
    func actionName(_ slot: ActionSlot, rowID: InboxMessage.ID) -> String {
        switch slot {
        case .firstLeft: unreadIDs.contains(rowID) ? "Mark read" : "Mark unread"
        case .secondLeft: "Snooze"
        case .firstRight: "Archive"
        case .secondRight: "Delete"
        }
    }

    /// The color of the action in `slot`.
    func actionColor(_ slot: ActionSlot) -> ActionColor {
        switch slot {
        case .firstLeft: .blue
        case .secondLeft: .yellow
        case .firstRight: .green
        case .secondRight: .red
        }
    }

    private func didRemove(_ row: InboxMessage, verb: String) {
        noteChange()
        message = StatusMessage(verb + " ").subject(row.subject).detail(" — u to undo")
        showSnackbar(verb: verb, subject: row.subject)
    }

    private func toggleRead(_ row: InboxMessage) {
        if unreadIDs.remove(row.id) != nil {
            unreadCount -= 1
            message = StatusMessage("Marked ").subject(row.subject).then(" as read")
        } else {
            unreadIDs.insert(row.id)
            unreadCount += 1
            message = StatusMessage("Marked ").subject(row.subject).then(" as unread")
        }
    }

    /// Pushes the row off its edge and closes the gap, and brings the message back at the end
    /// of the list, fading in: one batch, so that the table makes one step of both, named after
    /// the action, and one `u` takes both back. If either fails, neither stands, and the table
    /// puts the row back.
    private func snooze(_ triggered: TriggeredRow<InboxMessage>) throws(GestureTableError) {
        let row = triggered.row
        let table = triggered.table
        do {
            try table.performBatchUpdates { () throws(GestureTableError) in
                try triggered.pushAndDelete()
                try table.insertRow(row, at: table.count)
            }
        } catch {
            message = StatusMessage("Could not snooze ").subject(row.subject).then(": \(error.message)")
            throw error
        }
        noteChange()
        message = StatusMessage("Snoozed ").subject(row.subject).then(" to the end of the list").detail(" — u to undo")
        showSnackbar(verb: "Snoozed", subject: row.subject)
    }
}
