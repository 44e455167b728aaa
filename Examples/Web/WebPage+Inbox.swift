import GestureScript
import GestureTable

// The terminal demo's inbox on the page: its messages (InboxMessage.swift, compiled in from the
// demo's sources), its sections and its four actions, in pixels.

extension InboxMessage {
    /// The built-in message with `id` (the samples' ids are their indexes).
    static func message(withID id: Int) -> InboxMessage? {
        samples.indices.contains(id) ? samples[id] : nil
    }
}

extension WebPage {
    /// The height of a message's row, in pixels: two lines.
    static let inboxRowHeight = 72.0
    /// The height of a section's header, in pixels.
    static let inboxHeaderHeight = 32.0
    /// The fractions past which each side's first and second actions are current, as in the demo.
    static let firstFraction = 0.12
    static let secondFraction = 0.3

    /// The inbox, fresh, in a list `width` by `height` pixels: the demo's messages in its sections
    /// (Today, Yesterday, Earlier), every third one read. A message is a row titled by its subject.
    ///
    /// With `numberedRows`, the page at any length (`?rows=N`) in place of the messages: that many
    /// plain rows, "Row 1" onwards, in one untitled section, with the same actions. Their titles
    /// are made when drawn, so a million rows take no million strings.
    static func inbox(width: Double, height: Double, numberedRows count: Int? = nil) throws(GestureTableError) -> WebPage {
        var configuration = TableConfiguration()
        configuration.rowHeight = inboxRowHeight
        configuration.sectionHeaderHeight = inboxHeaderHeight
        configuration.touchSlop = 8
        var sections = InboxMessage.Day.allCases.map { day in
            TableSection(title: day.title, rows: InboxMessage.samples.filter { $0.day == day }.map { message in
                ScriptRow(id: message.id, title: message.subject, subtitle: message.sender)
            })
        }
        if let count {
            var rows = Array(repeating: ScriptRow(id: 0, title: "", subtitle: nil), count: max(count, 0))
            for index in rows.indices { rows[index].id = index }
            sections = [TableSection(title: nil, rows: rows)]
        }
        let clock = VirtualClock()
        let table = try GestureTable(sections: sections, width: width, clock: clock, configuration: configuration)
        table.viewportHeight = height
        let page = WebPage(table: table, clock: clock, isInbox: count == nil)
        table.placeholder = Placeholder(title: "Inbox zero", subtitle: "Nothing left to triage")
        // Announcements name a message by its subject, as the demo's status line does.
        page.isNumbered = count != nil
        let isNumbered = count != nil
        table.accessibilityLabel = { row in title(of: row, isNumbered: isNumbered) }
        if count == nil { page.unreadIDs = Set(InboxMessage.samples.filter { !$0.isInitiallyRead }.map { $0.id }) }
        try page.installInboxActions()
        page.installUndoWindow()
        page.installContextMenu()
        // In edit mode a tap checks a row, as in the terminal demo: the core still reports the tap.
        table.didSelectRow = { row, _ in if page.isInbox, !page.table.isEditing { page.open(row.id) } }
        return page
    }

    /// The inbox's four actions, as the demo has them: drag left to Archive (12 %, push and
    /// delete) or Delete (30 %); drag right to Mark read or unread (12 %, then back to rest) or
    /// Snooze (30 %: push and delete, and the message comes back at the end of the list).
    private func installInboxActions() throws(GestureTableError) {
        typealias Triggered = TriggeredRow<ScriptRow>
        let archive = try SwipeAction<ScriptRow>(title: "Archive", icon: "✓ Archive", color: .green, fraction: Self.firstFraction) {
            (triggered: Triggered) throws(GestureTableError) in
            try triggered.pushAndDelete()
            self.say("Archived “\(triggered.row.title)”")
            self.offerUndo("Archived “\(triggered.row.title)”")
        }
        let delete = try SwipeAction<ScriptRow>(title: "Delete", icon: "✗ Delete", color: .red, fraction: Self.secondFraction) {
            (triggered: Triggered) throws(GestureTableError) in
            try triggered.delete()
            self.say("Deleted “\(triggered.row.title)”")
            self.offerUndo("Deleted “\(triggered.row.title)”")
        }
        let snooze = try SwipeAction<ScriptRow>(title: "Snooze", icon: "◷ Snooze", color: .yellow, fraction: Self.secondFraction) {
            (triggered: Triggered) throws(GestureTableError) in
            // One batch: the table makes one step of both, named after the action, that one `u`
            // takes back.
            let table = triggered.table
            try table.performBatchUpdates { () throws(GestureTableError) in
                try triggered.pushAndDelete()
                try table.insertRow(triggered.row, at: table.count)
            }
            self.say("Snoozed “\(triggered.row.title)”")
            self.offerUndo("Snoozed “\(triggered.row.title)”")
        }
        func mark(_ title: String, _ icon: String) throws(GestureTableError) -> SwipeAction<ScriptRow> {
            try SwipeAction<ScriptRow>(title: title, icon: icon, color: .blue, fraction: Self.firstFraction) {
                (triggered: Triggered) throws(GestureTableError) in
                self.toggleRead(triggered.row)
                try triggered.replace()
            }
        }
        // The glyph is what the row becomes: no dot once read, the unread dot once unread; the
        // label is short enough to show on a phone before the second action takes over.
        let unread = try SwipeActions(firstLeft: mark("Mark read", "○ Read"), secondLeft: snooze, firstRight: archive, secondRight: delete)
        let read = try SwipeActions(firstLeft: mark("Mark unread", "● Unread"), secondLeft: snooze, firstRight: archive, secondRight: delete)
        table.swipeActions = { row in self.unreadIDs.contains(row.id) == false ? read : unread }
    }

    private func toggleRead(_ row: ScriptRow) {
        let wasUnread = unreadIDs.remove(row.id) != nil
        if !wasUnread { unreadIDs.insert(row.id) }
        say("Marked “\(row.title)” as \(wasUnread ? "read" : "unread")")
    }
}
