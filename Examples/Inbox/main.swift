// An inbox on the GestureTable core, driven by a virtual clock: it runs anywhere (no
// terminal, no UI) and prints each gesture, the events it causes and the rows afterwards.
//
//     swift run Inbox
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let mails = [
    Mail(id: 1, sender: "Ana", subject: "Lunch on Friday?"),
    Mail(id: 2, sender: "Bank", subject: "Your statement"),
    Mail(id: 3, sender: "Sam", subject: "Photos from the trip"),
    Mail(id: 4, sender: "Shop", subject: "Your receipt"),
]

do {
    let inbox = try Inbox(mails: mails)
    print("Inbox: \(inbox.summary)")

    print("\nSwipe 'Lunch on Friday?' a third of the way right: archive")
    inbox.swipe(row: 0, to: 0.35)
    inbox.wait(.milliseconds(600))
    print("Inbox: \(inbox.summary)")

    print("\nSwipe 'Your statement' a little left: snooze, it comes back")
    inbox.swipe(row: 0, to: -0.3)
    inbox.wait(.milliseconds(500))
    print("Inbox: \(inbox.summary)")

    print("\nSwipe 'Your receipt' far left: file it in a list")
    inbox.swipe(row: 2, to: -0.8)
    inbox.wait(.milliseconds(600))
    print("Inbox: \(inbox.summary)")

    print("\nLong-press 'Your statement' and drag it below 'Photos from the trip'")
    inbox.reorder(row: 0, to: 1)
    print("Inbox: \(inbox.summary)")

    print("\nUndo the move")
    try inbox.table.undo()
    print("Inbox: \(inbox.summary)")

    print("\nSwipe everything far right: delete")
    while inbox.table.count > 0 {
        inbox.swipe(row: 0, to: 0.7)
        inbox.wait(.milliseconds(300))
    }
    print("Inbox: \(inbox.summary)")
    print("\nArchived: \(inbox.archived.map(\.subject)), snoozed: \(inbox.snoozed.map(\.subject)), "
        + "filed: \(inbox.lists.mapValues { $0.map(\.subject) })")
} catch {
    print("error: \(error)")
    exit(1)
}
