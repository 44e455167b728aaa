import GestureTable

// The undo window's snackbar on the status line: `Archived “X” · Undo (u), 4 s left`.

extension InboxDemoModel {
    /// How long a change waits for `u` before the inbox commits it (the table's
    /// ``GestureTable/commitDelay``), as a mail app's snackbar waits.
    static let commitDelay = Duration.seconds(5)

    /// The newest change the snackbar offers to take back: what the status line said when it
    /// was made, what it says, and when its window closes.
    struct Snackbar: Equatable {
        /// The status line's message when the change was made: the snackbar shows while the
        /// status line would still say it.
        var message: StatusMessage
        /// `Archived`, `Deleted`, `Snoozed`.
        var verb: String
        var subject: String
        var closesAt: Duration
    }

    /// Offers the change just made, `verb` on the row titled `subject`, in the snackbar until
    /// its window closes.
    func showSnackbar(verb: String, subject: String) {
        snackbar = Snackbar(message: message, verb: verb, subject: subject, closesAt: clock.now + Self.commitDelay)
    }

    /// The snackbar as the status line shows it, when it shows: its change still waits in the
    /// window and nothing newer has been said.
    var snackbarMessage: StatusMessage? {
        guard let snackbar, snackbar.message == message, !table.pendingCommits.isEmpty else { return nil }
        let left = snackbar.closesAt - clock.now
        guard left > .zero else { return nil }
        let seconds = Int((left.seconds).rounded(.up))
        return StatusMessage(snackbar.verb + " ").subject(snackbar.subject).then(" · Undo")
            .detail(" (u)", importance: 2).then(", \(seconds) s left")
    }

    /// When the snackbar's count of seconds next changes, or its window closes; `nil` without one.
    var nextSnackbarDeadline: Duration? {
        guard let snackbar, snackbarMessage != nil else { return nil }
        let left = snackbar.closesAt - clock.now
        let whole = Duration.seconds(Int64(left.seconds.rounded(.up)) - 1)
        return snackbar.closesAt - max(whole, .zero)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    fileprivate var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
