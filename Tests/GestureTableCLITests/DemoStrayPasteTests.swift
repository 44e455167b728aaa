#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// `gesture-table demo` on a pseudo-terminal, sent a bracketed-paste start (`ESC [200~`) and no
/// end: Ctrl-C still quits at once, and after a second without input the paste is ended, the
/// status line says so and `q` works again. Once, such a paste locked out `q` and Ctrl-C forever.
/// And on a `TERM=dumb` terminal the demo refuses to start, writing no escape sequence.
@Suite("Demo: stray paste and dumb terminals", .serialized)
struct DemoStrayPasteTests {
    static func demo(environment: [String] = DemoProcess.environment) throws -> DemoProcess? {
        guard let executable = DemoExecutable.path else {
            Issue.record("gesture-table executable not found (looked at \(DemoExecutable.candidates)); run 'swift build' first")
            return nil
        }
        return try DemoProcess(executable: executable, environment: environment)
    }

    @Test("Ctrl-C ends a paste that never ended, and quits")
    func controlCEndsPaste() throws {
        guard let demo = try Self.demo() else { return }
        #expect(demo.read(until: "Inbox"))
        demo.type("\u{1B}[200~q")
        demo.type("\u{03}")
        #expect(demo.waitForExit(seconds: 5), "Ctrl-C inside a paste did not quit")
        #expect(demo.status.map { ($0 >> 8) & 0xFF } == 130)
        #expect(TerminalSettings.of(demo.replica) == demo.settingsBefore)
    }

    @Test("A paste with no end is ended after a second; the status line says so; q quits")
    func pasteTimesOut() throws {
        guard let demo = try Self.demo() else { return }
        #expect(demo.read(until: "Inbox"))
        let start = demo.output.count
        demo.type("\u{1B}[200~q")
        #expect(demo.read(until: "never ended", from: start, seconds: 5), "the status line does not say the paste was ended")
        #expect(demo.status == nil, "the q inside the paste quit")
        demo.type("q")
        #expect(demo.waitForExit(seconds: 5), "q did not quit after the paste was ended")
        #expect(demo.status.map { ($0 >> 8) & 0xFF } == 0)
    }

    @Test("TERM=dumb: the demo refuses with a clear message and status 2, and writes no escape sequence")
    func dumbTerminal() throws {
        let environment = DemoProcess.environment.filter { !$0.hasPrefix("TERM=") } + ["TERM=dumb"]
        guard let demo = try Self.demo(environment: environment) else { return }
        #expect(demo.waitForExit(seconds: 5))
        #expect(demo.status.map { ($0 >> 8) & 0xFF } == 2)
        let text = String(decoding: demo.output, as: UTF8.self)
        #expect(text.contains("TERM=dumb"), "\(text.debugDescription)")
        #expect(!demo.output.contains(0x1B), "escape sequences on a dumb terminal: \(text.debugDescription)")
        #expect(TerminalSettings.of(demo.replica) == demo.settingsBefore)
    }
}
