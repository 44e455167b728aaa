#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// `gesture-table demo` end to end on a pseudo-terminal: it draws, takes keys and a mouse
/// drag, and however it ends (q, Ctrl-C, SIGTERM, SIGHUP, a crash signal) it exits with the
/// documented status, leaves the terminal's settings exactly as they were, and writes the
/// bytes that undo its modes, before any crash report.
///
/// The program is the built executable (see ``DemoExecutable``): `.ci/run` builds it before
/// `swift test`. A missing executable fails these tests; it never skips them.
/// Under a sanitizer the program runs without Swift's crash reporter (see
/// ``DemoProcess/hasCrashReporter``); every other check is the same.
@Suite("Demo on a pseudo-terminal", .serialized)
struct DemoPseudoTerminalTests {
    /// How the demo is made to end, and how it should report it.
    enum Ending: CustomTestStringConvertible, Sendable {
        case quitKey
        case controlC
        case signal(Int32, expectedExitStatus: Int32)
        case crash(Int32)
        /// A signal whose default action ends the process: it still does, after the restore.
        case fatal(Int32)

        var testDescription: String {
            switch self {
            case .quitKey: "q"
            case .controlC: "Ctrl-C"
            case .signal(let signal, _): "\(Self.name(of: signal))"
            case .crash(let signal): "crash by \(Self.name(of: signal))"
            case .fatal(let signal): "\(Self.name(of: signal)) (default action: end)"
            }
        }

        static func name(of signal: Int32) -> String {
            switch signal {
            case SIGTERM: "SIGTERM"
            case SIGHUP: "SIGHUP"
            case SIGSEGV: "SIGSEGV"
            case SIGABRT: "SIGABRT"
            case SIGILL: "SIGILL"
            case SIGQUIT: "SIGQUIT"
            case SIGUSR1: "SIGUSR1"
            case SIGUSR2: "SIGUSR2"
            case SIGALRM: "SIGALRM"
            case SIGPIPE: "SIGPIPE"
            case SIGXCPU: "SIGXCPU"
            case SIGVTALRM: "SIGVTALRM"
            default: "signal \(signal)"
            }
        }
    }

    static let endings: [Ending] = [
        .quitKey, .controlC,
        .signal(SIGTERM, expectedExitStatus: 143), .signal(SIGHUP, expectedExitStatus: 129),
        .crash(SIGSEGV), .crash(SIGABRT), .crash(SIGILL),
        .fatal(SIGQUIT), .fatal(SIGUSR1), .fatal(SIGUSR2), .fatal(SIGALRM), .fatal(SIGPIPE), .fatal(SIGXCPU),
        .fatal(SIGVTALRM), .fatal(__libc_current_sigrtmin()),
    ]

    /// What `TerminalSession` writes to give the terminal back: bracketed paste off, SGR mouse
    /// off, button-event mouse off, cursor shown, main screen.
    static let restoreSequence = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h\u{1B}[?1049l"
    /// Each mode the demo turns on, with the sequence that turns it off again.
    static let modes: [(name: String, on: String, off: String)] = [
        ("alternate screen", "\u{1B}[?1049h", "\u{1B}[?1049l"),
        ("hidden cursor", "\u{1B}[?25l", "\u{1B}[?25h"),
        ("mouse tracking", "\u{1B}[?1002h", "\u{1B}[?1002l"),
        ("SGR mouse encoding", "\u{1B}[?1006h", "\u{1B}[?1006l"),
        ("bracketed paste", "\u{1B}[?2004h", "\u{1B}[?2004l"),
    ]
    /// Words that start a crash report (Swift's backtracer prints "💣 Program crashed",
    /// "Thread 0 crashed", "Backtrace took …"; sanitizers and the runtime print "Fatal error").
    static let crashReportMarkers = ["Crash", "crash", "Fatal", "fatal", "backtrace", "Backtrace", "Thread", "💣"]

    @Test("The demo ends cleanly and restores the terminal", arguments: endings)
    func endsAndRestoresTheTerminal(ending: Ending) throws {
        guard let executable = DemoExecutable.path else {
            Issue.record(
                "gesture-table executable not found (looked at \(DemoExecutable.candidates)); run 'swift build' first, as .ci/run does")
            return
        }
        let demo = try DemoProcess(executable: executable)

        // It takes the terminal and draws the inbox.
        #expect(demo.read(until: "Inbox"), "no inbox drawn; got \(Self.printable(demo.output))")
        #expect(DemoProcess.find(Array("\u{1B}[?1049h".utf8), in: demo.output) != nil)
        #expect(TerminalSettings.of(demo.replica) != demo.settingsBefore, "the demo did not switch to raw mode")

        // Keys, then a mouse drag to the left across half the width of the row on line 3: past
        // Archive (a quarter), short of Delete (70 %).
        demo.type("\u{1B}[B\u{1B}[B\u{1B}[A\u{1B}[C\u{1B}[D\u{1B}")
        let beforeDrag = demo.output.count
        demo.type("\u{1B}[<0;60;3M\u{1B}[<32;50;3M\u{1B}[<32;40;3M\u{1B}[<32;30;3M\u{1B}[<0;20;3m")
        #expect(demo.read(until: "· Undo", from: beforeDrag), "the drag archived nothing; got \(Self.printable(demo.output))")

        let endedAt = demo.output.count
        switch ending {
        case .quitKey: demo.type("q")
        case .controlC: demo.type("\u{03}")
        case .signal(let signal, _), .crash(let signal), .fatal(let signal): kill(demo.pid, signal)
        }
        // A generous bound: under ThreadSanitizer on a loaded machine a crash takes seconds.
        #expect(demo.waitForExit(seconds: 30), "the demo did not end within 30 s after \(ending.testDescription)")
        guard let status = demo.status else { return }

        // The exit status.
        let signalled = status & 0x7F
        let exitStatus = (status >> 8) & 0xFF
        switch ending {
        case .quitKey:
            #expect(signalled == 0 && exitStatus == 0, "status \(Self.describe(status))")
        case .controlC:
            #expect(signalled == 0 && exitStatus == 130, "status \(Self.describe(status))")
        case .signal(_, let expected):
            #expect(signalled == 0 && exitStatus == expected, "status \(Self.describe(status))")
        case .crash(let signal), .fatal(let signal):
            #expect(signalled == signal, "status \(Self.describe(status))")
        }

        // The settings are the ones from before, field by field.
        let after = TerminalSettings.of(demo.replica)
        #expect(after == demo.settingsBefore, "before: \(demo.settingsBefore)\nafter:  \(after.map(\.description) ?? "none")")

        // The restore bytes were written after the end was asked for, and every mode turned on
        // was last turned off.
        let output = demo.output
        let restore = DemoProcess.find(Array(Self.restoreSequence.utf8), in: output, from: endedAt)
        #expect(restore != nil, "no restore sequence after the end; tail: \(Self.printable(Array(output[endedAt...])))")
        for mode in Self.modes {
            let lastOn = DemoProcess.findLast(Array(mode.on.utf8), in: output)
            let lastOff = DemoProcess.findLast(Array(mode.off.utf8), in: output)
            #expect(lastOn != nil, "\(mode.name) was never turned on")
            #expect(lastOff != nil && lastOff ?? 0 > lastOn ?? 0, "\(mode.name) is left on")
        }

        // Before any report (Swift's crash reporter also reports SIGQUIT).
        if case .fatal = ending, let restore {
            for marker in Self.crashReportMarkers {
                if let report = DemoProcess.find(Array(marker.utf8), in: output, from: endedAt) {
                    #expect(restore < report, "'\(marker)' at \(report) before the restore at \(restore)")
                }
            }
        }
        if case .crash = ending, let restore {
            // Swift's backtracer is on (SWIFT_BACKTRACE=interactive=no), so there is a report to
            // come second; not under a sanitizer (see DemoProcess.hasCrashReporter).
            if DemoProcess.hasCrashReporter {
                #expect(
                    DemoProcess.find(Array("Program crashed".utf8), in: output, from: endedAt) != nil,
                    "no crash report; tail: \(Self.printable(Array(output[endedAt...])))")
            }
            for marker in Self.crashReportMarkers {
                if let report = DemoProcess.find(Array(marker.utf8), in: output, from: endedAt) {
                    #expect(restore < report, "'\(marker)' at \(report) before the restore at \(restore)")
                }
            }
        }
    }

    /// The inbox and the board run the one loop of the demo (`DemoLoop`): each gives the terminal
    /// back and stops on Ctrl-Z, takes it again and draws on SIGCONT (as `fg` sends), then quits.
    @Test("Ctrl-Z suspends the demo and SIGCONT resumes it", arguments: [["demo"], ["demo", "--board"]])
    func controlZSuspendsAndContinueResumes(arguments: [String]) throws {
        guard let executable = DemoExecutable.path else {
            Issue.record("gesture-table executable not found (looked at \(DemoExecutable.candidates)); run 'swift build' first")
            return
        }
        let demo = try DemoProcess(executable: executable, arguments: arguments, ownProcessGroup: true)
        let drawn = arguments.contains("--board") ? "Doing" : "Inbox"
        #expect(demo.read(until: drawn), "nothing drawn; got \(Self.printable(demo.output))")

        let suspendedAt = demo.output.count
        demo.type("\u{1A}")
        #expect(demo.waitForStop(), "Ctrl-Z did not stop the demo; got \(Self.printable(demo.output))")
        #expect(
            DemoProcess.find(Array(Self.restoreSequence.utf8), in: demo.output, from: suspendedAt) != nil,
            "the terminal was not given back; tail: \(Self.printable(Array(demo.output[suspendedAt...])))")
        #expect(TerminalSettings.of(demo.replica) == demo.settingsBefore, "stopped, the terminal is still in raw mode")

        let resumedAt = demo.output.count
        kill(demo.pid, SIGCONT)
        #expect(demo.read(until: "\u{1B}[?1049h", from: resumedAt), "the demo did not take the screen again")
        #expect(demo.read(until: drawn, from: resumedAt), "the demo did not draw again after SIGCONT")
        #expect(TerminalSettings.of(demo.replica) != demo.settingsBefore, "resumed, the terminal is not in raw mode")

        demo.type("q")
        #expect(demo.waitForExit(seconds: 30), "the demo did not end after q")
        #expect(demo.status == 0, "status \(demo.status.map(Self.describe) ?? "none")")
    }

    /// The board's ways out are the inbox's: `q` exits 0, Ctrl-C 130, SIGTERM 143, each with the
    /// terminal given back.
    @Test("The board demo ends as the inbox does", arguments: [("q", 0), ("\u{03}", 130), ("SIGTERM", 143)] as [(String, Int32)])
    func boardEndsAsTheInboxDoes(ending: String, expectedStatus: Int32) throws {
        guard let executable = DemoExecutable.path else {
            Issue.record("gesture-table executable not found (looked at \(DemoExecutable.candidates)); run 'swift build' first")
            return
        }
        let demo = try DemoProcess(executable: executable, arguments: ["demo", "--board"])
        #expect(demo.read(until: "Doing"), "no board drawn; got \(Self.printable(demo.output))")
        let endedAt = demo.output.count
        if ending == "SIGTERM" { kill(demo.pid, SIGTERM) } else { demo.type(ending) }
        #expect(demo.waitForExit(seconds: 30), "the board did not end")
        #expect(demo.status.map { ($0 & 0x7F, ($0 >> 8) & 0xFF) } ?? (-1, -1) == (0, expectedStatus),
            "status \(demo.status.map(Self.describe) ?? "none")")
        #expect(TerminalSettings.of(demo.replica) == demo.settingsBefore)
        #expect(DemoProcess.find(Array(Self.restoreSequence.utf8), in: demo.output, from: endedAt) != nil)
    }

    /// The outline's ways out are the inbox's too; it opens on its projects, drawn indented.
    @Test("The outline demo draws its projects and ends as the inbox does", arguments: [("q", 0), ("\u{03}", 130)] as [(String, Int32)])
    func outlineEndsAsTheInboxDoes(ending: String, expectedStatus: Int32) throws {
        guard let executable = DemoExecutable.path else {
            Issue.record("gesture-table executable not found (looked at \(DemoExecutable.candidates)); run 'swift build' first")
            return
        }
        let demo = try DemoProcess(executable: executable, arguments: ["demo", "--outline"])
        #expect(demo.read(until: "Mobile app"), "no outline drawn; got \(Self.printable(demo.output))")
        #expect(DemoProcess.find(Array("▾ Website".utf8), in: demo.output, from: 0) != nil)
        let endedAt = demo.output.count
        demo.type(ending)
        #expect(demo.waitForExit(seconds: 30), "the outline did not end")
        #expect(demo.status.map { ($0 & 0x7F, ($0 >> 8) & 0xFF) } ?? (-1, -1) == (0, expectedStatus),
            "status \(demo.status.map(Self.describe) ?? "none")")
        #expect(TerminalSettings.of(demo.replica) == demo.settingsBefore)
        #expect(DemoProcess.find(Array(Self.restoreSequence.utf8), in: demo.output, from: endedAt) != nil)
    }

    /// The menu key as xterm sends it: Shift+F10 opens the selected row's menu, drawn in a box;
    /// Enter chooses its first item, Archive, and the inbox has one message fewer.
    @Test("Shift+F10 opens the menu; Enter archives")
    func menuKeyArchives() throws {
        guard let executable = DemoExecutable.path else {
            Issue.record("gesture-table executable not found (looked at \(DemoExecutable.candidates)); run 'swift build' first")
            return
        }
        let demo = try DemoProcess(executable: executable)
        #expect(demo.read(until: "30 messages"), "no inbox drawn; got \(Self.printable(demo.output))")
        let opened = demo.output.count
        demo.type("\u{1B}[21;2~")
        #expect(demo.read(until: "✓ Archive", from: opened), "no menu drawn; got \(Self.printable(demo.output))")
        let chosen = demo.output.count
        demo.type("\r")
        // The status line says it: "Menu of “…”" becomes "Archive “…”" (the frame writer
        // writes only the cells that change).
        #expect(demo.read(until: "Archive", from: chosen), "nothing archived; got \(Self.printable(demo.output))")
        demo.type("q")
        #expect(demo.waitForExit(seconds: 30), "the demo did not end")
        #expect(TerminalSettings.of(demo.replica) == demo.settingsBefore)
    }

    /// A `waitpid` status in words.
    static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        return signal == 0 ? "exited with \((status >> 8) & 0xFF)" : "killed by signal \(signal)"
    }

    /// Program output for a failure message: escapes visible, at most the last 2,000 bytes.
    static func printable(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.suffix(2000), as: UTF8.self).debugDescription
    }
}
