// What the binding's tests share: a row type, a ticker ticked by hand, a list on the stub, and
// recorded recognizer sequences played on it.

#if os(Linux) && canImport(UIKitStub)
import GestureTable
@testable import GestureTableUIKit
import UIKitStub

/// A row of the tests' inbox.
struct Mail: Identifiable, Hashable {
    var id: Int
    var subject: String

    static func inbox(_ count: Int) -> [Mail] {
        (0..<count).map { Mail(id: $0, subject: "Mail \($0)") }
    }
}

/// A display link ticked by the test: each ``tick()`` is one frame, 1/60 s after the previous;
/// a stopped ticker lets time pass and fires nothing, as a stopped display link.
@MainActor
final class ManualTicker: FrameTicker {
    var onTick: ((Double) -> Void)?
    var now = 1.0
    private(set) var isRunning = false
    private(set) var framesFired = 0

    func start() { isRunning = true }
    func stop() { isRunning = false }

    /// One display-link frame.
    func tick() {
        now += 1.0 / 60
        guard isRunning else { return }
        framesFired += 1
        onTick?(now)
    }

    /// Frames for `seconds`.
    func run(seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) { tick() }
    }
}

/// One step of a recorded recognizer sequence: the state UIKit set, where the finger was, the
/// pan's translation and velocity, and the time since the previous step (frames ticked between).
struct RecordedStep {
    var state: UIGestureRecognizer.State
    var location: CGPoint
    var translation = CGPoint.zero
    var velocity = CGPoint.zero
    var after = 1.0 / 60

    static func began(_ x: Double, _ y: Double, moved: (Double, Double) = (0, 0), velocity: (Double, Double) = (0, 0), after: Double = 1.0 / 60) -> RecordedStep {
        RecordedStep(state: .began, location: CGPoint(x: x, y: y), translation: CGPoint(x: moved.0, y: moved.1), velocity: CGPoint(x: velocity.0, y: velocity.1), after: after)
    }
    static func changed(_ x: Double, _ y: Double, moved: (Double, Double) = (0, 0), velocity: (Double, Double) = (0, 0), after: Double = 1.0 / 60) -> RecordedStep {
        RecordedStep(state: .changed, location: CGPoint(x: x, y: y), translation: CGPoint(x: moved.0, y: moved.1), velocity: CGPoint(x: velocity.0, y: velocity.1), after: after)
    }
    static func ended(_ x: Double, _ y: Double, moved: (Double, Double) = (0, 0), velocity: (Double, Double) = (0, 0), after: Double = 1.0 / 60) -> RecordedStep {
        RecordedStep(state: .ended, location: CGPoint(x: x, y: y), translation: CGPoint(x: moved.0, y: moved.1), velocity: CGPoint(x: velocity.0, y: velocity.1), after: after)
    }
    static func cancelled(after: Double = 1.0 / 60) -> RecordedStep {
        RecordedStep(state: .cancelled, location: .zero, after: after)
    }
}

/// A list of mails on the stub, 320 × `height` points, rows 44 points tall, driven by a
/// ``ManualTicker``; it counts the row views it made and the rows its actions and callbacks heard.
@MainActor
final class InboxList {
    let ticker = ManualTicker()
    let list: GestureTableView<Mail>
    var table: GestureTable<Mail> { list.table }
    private let made = Counter()
    var viewsMade: Int { made.value }
    var archived: [Int] = []
    var flagged: [Int] = []
    var moves: [(source: Int, destination: Int)] = []
    var selected: [Int] = []

    final class Counter { var value = 0 }

    init(
        rows count: Int = 20, height: Double = 440, leading: Bool = true, trailing: Bool = true,
        flagUpdatesTheRow: Bool = false
    ) throws {
        let table = try GestureTable(rows: Mail.inbox(count), width: 320, clock: FrameClock(), configuration: .uiKit)
        let made = self.made
        list = GestureTableView(table: table, ticker: ticker) { mail, reused in
            let view = reused ?? {
                made.value += 1
                return UIView(frame: .zero)
            }()
            view.accessibilityLabel = mail.subject
            return view
        }
        let archive = try SwipeAction<Mail>(title: "Archive", icon: "✓", color: .green) { [weak self] triggered in
            self?.archived.append(triggered.row.id)
            try triggered.pushAndDelete()
        }
        let flag = try SwipeAction<Mail>(title: "Flag", icon: "⚑", color: .orange) { [weak self] triggered in
            self?.flagged.append(triggered.row.id)
            if flagUpdatesTheRow {
                try triggered.update(Mail(id: triggered.row.id, subject: "⚑ " + triggered.row.subject))
            } else {
                try triggered.replace()
            }
        }
        let actions = try SwipeActions(firstLeft: leading ? flag : nil, firstRight: trailing ? archive : nil)
        table.swipeActions = { _ in actions }
        table.didMoveRow = { [weak self] source, destination in self?.moves.append((source, destination)) }
        table.didSelectRow = { [weak self] mail, _ in self?.selected.append(mail.id) }
        list.frame = CGRect(x: 0, y: 0, width: 320, height: height)
    }

    /// Plays a recorded sequence on a recognizer of the list, the display link ticking between
    /// steps; returns whether each step reached the list.
    @discardableResult
    func play(_ steps: [RecordedStep], on recognizer: UIGestureRecognizer) -> [Bool] {
        steps.map { step in
            ticker.run(seconds: step.after)
            if let pan = recognizer as? UIPanGestureRecognizer {
                return pan.play(step.state, at: step.location, translation: step.translation, velocity: step.velocity)
            }
            return recognizer.play(step.state, at: step.location)
        }
    }

    /// Frames until nothing moves (at most `seconds`).
    func settle(seconds: Double = 2) {
        ticker.run(seconds: seconds)
    }

    /// The ids of the rows, in order.
    var ids: [Int] { table.rows.map(\.id) }

    /// The frame of the view of the row with `id`, if it is shown.
    func viewOfRow(_ id: Int) -> UIView? { list.shownRows[id]?.view }
}
#endif
