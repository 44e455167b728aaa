import GestureScript
import GestureTable

// The undo window on the page: the inbox holds each change 5 s before it commits it, and a
// snackbar offers the newest, `Archived “X” · Undo`, with the time left.

/// What the snackbar offers, and the commits the page has not taken yet.
struct Snackbar {
    /// What the change did, `Archived “X”`; empty when nothing is offered.
    var text = ""
    /// When its window closes, on the page's clock.
    var closesAt = Duration.zero
    /// How many changes wait once it is made: fewer, and it was taken back or committed.
    var pendingCount = 0
    /// Whether it has shown: once its change no longer waits, it is gone for good.
    var hasShown = false
    /// The changes committed since the page last asked, as JSON objects.
    var commits: [String] = []
}

extension WebPage {
    /// How long a change waits for an undo, as in the terminal demo.
    static let commitDelay = Duration.seconds(5)

    /// Holds each change of the inbox for ``commitDelay`` before committing it. The closure holds
    /// the page: ``detach()`` lets go of it.
    func installUndoWindow() {
        table.commitDelay = Self.commitDelay
        table.onCommit = { change in self.noteCommit(change) }
    }

    /// Offers the change an action's handler just asked for, said as `text`, in the snackbar
    /// until its window closes. The change reaches the window after the handler (a push and
    /// delete, once the row has slid off): the snackbar shows from then on.
    func offerUndo(_ text: String) {
        snackbar.text = text
        snackbar.closesAt = clock.now + Self.commitDelay
        snackbar.pendingCount = table.pendingCommits.count + 1
        snackbar.hasShown = false
    }

    /// Keeps a committed change for the page's commit log: its kind and index.
    private func noteCommit(_ change: RowChange<ScriptRow>) {
        var object = JSONObject()
        switch change {
        case .insert(_, let index, _): object.set("kind", "insert"); object.set("index", Double(index))
        case .delete(let index, _): object.set("kind", "delete"); object.set("index", Double(index))
        case .move(let source, let destination, _):
            object.set("kind", "move")
            object.set("from", Double(source))
            object.set("index", Double(destination))
        case .update(_, let index, _): object.set("kind", "update"); object.set("index", Double(index))
        }
        snackbar.commits.append(object.json)
    }

    /// The snackbar as JSON: `text` and `secondsLeft` while it shows (its change still waits and
    /// is the newest), and `commits`, the changes committed since the last call.
    func takeSnackbar() -> String {
        var object = JSONObject()
        let left = snackbar.closesAt - clock.now
        let pending = table.pendingCommits.count
        if !snackbar.text.isEmpty, pending >= snackbar.pendingCount, left > .zero {
            object.set("text", snackbar.text)
            let (seconds, attoseconds) = left.components
            object.set("secondsLeft", Double(seconds + (attoseconds > 0 ? 1 : 0)))
            snackbar.hasShown = true
        } else if left <= .zero || snackbar.hasShown {
            // Closed, or taken back: gone for good.
            snackbar.text = ""
        }
        object.set("commits", json: jsonArray(snackbar.commits))
        snackbar.commits = []
        return object.json
    }
}
