import GestureTable
import GestureTableTerminal

/// `gesture-table demo --board`: the board demo on the terminal, until the user quits.
enum BoardDemo {
    /// Takes the terminal, runs the board's loop, and gives the terminal back on every way out.
    static func runSession(colorLevel: ColorLevel, reducesMotion: Bool) throws -> Int32 {
        let session = TerminalSession()
        try session.start()
        defer { session.restore() }
        let clock = ContinuousTableClock()
        let size = session.size
        let model = try BoardDemoModel(clock: clock, columns: size.columns, lines: size.rows, usesColor: colorLevel != .none)
        model.resize(columns: size.columns, lines: size.rows)
        for table in model.board.tables { table.configuration.reducesMotion = reducesMotion }
        var writer = FrameWriter(colorLevel: colorLevel)
        var scheduler = FrameScheduler()
        while true {
            model.board.tick()
            let isAnimating = model.isAnimating
            if scheduler.shouldDraw(at: clock.now, isAnimating: isAnimating) {
                try writer.write(model.frame(), changedLines: nil) { bytes in
                    if !bytes.isEmpty { try session.write(bytes: bytes) }
                }
            }
            let timeout = scheduler.timeout(at: clock.now, isAnimating: isAnimating, nextDeadline: model.nextDeadline)
            let events = try session.nextEvents(timeout: timeout)
            scheduler.setNeedsDisplay()
            for event in events {
                switch event {
                case .input(let input):
                    model.handle(input)
                    if let status = model.exitStatus { return status }
                case .resize(let columns, let rows):
                    model.resize(columns: columns, lines: rows)
                    writer.invalidate()
                case .terminate(let signal):
                    return 128 + signal
                }
            }
        }
    }
}
