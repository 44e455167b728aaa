import GestureTable
import GestureTableTerminal

/// `gesture-table demo --outline`: the outline demo on the terminal, until the user quits.
enum OutlineDemo {
    /// Takes the terminal, runs the outline's loop, and gives the terminal back on every way out.
    static func runSession(colorLevel: ColorLevel, reducesMotion: Bool) throws -> Int32 {
        let session = TerminalSession()
        try session.start()
        defer { session.restore() }
        let clock = ContinuousTableClock()
        let size = session.size
        let model = try OutlineDemoModel(clock: clock, columns: size.columns, lines: size.rows, usesColor: colorLevel != .none)
        model.table.configuration.reducesMotion = reducesMotion
        return try DemoLoop.run(model, on: session, clock: clock, colorLevel: colorLevel)
    }
}
