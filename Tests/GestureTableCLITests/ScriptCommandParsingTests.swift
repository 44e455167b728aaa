@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// Every command of the script language parses to the right AST, with the
/// column of every argument.
@Suite("Parsing each command")
struct ScriptCommandParsingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: ScriptCommand
        var testDescription: String { source }

        init(_ source: String, _ expected: ScriptCommand) {
            self.source = source
            self.expected = expected
        }
    }

    static let setup: [Case] = [
        Case("set selection multiple", .setup(.set(.selection(at(.multiple, 15))))),
        Case("set selection single", .setup(.set(.selection(at(.single, 15))))),
        Case("set editing on", .setup(.set(.editing(at(true, 13))))),
        Case("reveal left full-swipe", .setup(.reveal(at(.left, 8), content: nil, fullSwipe: SourceLocation(line: 1, column: 13)))),
        Case("size 60x16", .setup(.size(at(ScriptSize(columns: 60, lines: 16), 6)))),
        Case("size 1x1000", .setup(.size(at(ScriptSize(columns: 1, lines: 1000), 6)))),
        Case(#"row "Inbox""#, .setup(.row(title: at("Inbox", 5), subtitle: nil))),
        Case(#"row "Inbox" "3 unread""#, .setup(.row(title: at("Inbox", 5), subtitle: at("3 unread", 13)))),
        Case(#"placeholder "No mail" "All done""#,
             .setup(.placeholder(title: at("No mail", 13), subtitle: at("All done", 23)))),
        Case(#"placeholder "Empty""#, .setup(.placeholder(title: at("Empty", 13), subtitle: nil))),
        Case(#"action first-left fraction 0.3 color green icon "✓" do push"#,
             .setup(.action(ScriptAction(
                slot: at(.firstLeft, 8), fraction: at(0.3, 28), color: at(.green, 38),
                icon: at("✓", 49), operation: at(.push, 56))))),
        Case("action second-right do push-and-delete only 1,2, 4",
             .setup(.action(ScriptAction(
                slot: at(.secondRight, 8), operation: at(.pushAndDelete, 24),
                rows: [at(1, 45), at(2, 47), at(4, 50)])))),
        Case("action first-right do none", .setup(.action(ScriptAction(slot: at(.firstRight, 8), operation: at(.none, 23))))),
        Case("action second-left do replace fraction 1",
             .setup(.action(ScriptAction(slot: at(.secondLeft, 8), fraction: at(1.0, 40), operation: at(.replace, 23))))),
        Case("action first-right fraction .25 do delete only 0",
             .setup(.action(ScriptAction(
                slot: at(.firstRight, 8), fraction: at(0.25, 29), operation: at(.delete, 36), rows: [at(0, 48)])))),
        Case("reveal right", .setup(.reveal(at(.right, 8), content: nil))),
        Case("reveal left", .setup(.reveal(at(.left, 8), content: nil))),
        Case(#"reveal right content "3 replies""#, .setup(.reveal(at(.right, 8), content: at("3 replies", 22)))),
        Case("set animation-duration 300ms", .setup(.set(.animationDuration(at(.milliseconds(300), 24))))),
        Case("set bounce off", .setup(.set(.bounce(at(false, 12))))),
        Case("set long-press 1.5s", .setup(.set(.longPress(at(.milliseconds(1500), 16))))),
        Case("set flick on", .setup(.set(.flick(at(true, 11))))),
        Case("set flick-velocity 3.5", .setup(.set(.flickVelocity(at(3.5, 20))))),
        Case("set closes-on-scroll off", .setup(.set(.closesOnScroll(at(false, 22))))),
        Case("set reduced-motion on", .setup(.set(.reducedMotion(at(true, 20))))),
        Case("set deceleration normal", .setup(.set(.deceleration(at(0.998, 18))))),
        Case("set deceleration fast", .setup(.set(.deceleration(at(0.99, 18))))),
        Case("set deceleration 0.95", .setup(.set(.deceleration(at(0.95, 18))))),
        Case("pin 4", .setup(.pin(index: at(4, 5)))),
        Case("frame", .setup(.frame(caption: nil))),
        Case(#"frame "Past a quarter""#, .setup(.frame(caption: at("Past a quarter", 7)))),
    ]

    static let gestures: [Case] = [
        Case("sweep 2 7", .gesture(.sweep(from: at(2, 7), to: at(7, 9)))),
        Case("swipe 2 -0.8", .gesture(.swipe(target: row(2, 7), fraction: at(-0.8, 9), velocity: nil))),
        Case("swipe 0 0.5 velocity -4", .gesture(.swipe(target: row(0, 7), fraction: at(0.5, 9), velocity: at(-4.0, 22)))),
        Case("swipe 0 +1", .gesture(.swipe(target: row(0, 7), fraction: at(1.0, 9), velocity: nil))),
        Case("drag 1 0.25", .gesture(.drag(target: row(1, 6), fraction: at(0.25, 8)))),
        Case("drag -0.1", .gesture(.continueDrag(fraction: at(-0.1, 6)))),
        Case("release", .gesture(.release(velocity: nil))),
        Case("release velocity 3.5", .gesture(.release(velocity: at(3.5, 18)))),
        Case("release vertical -12.5", .gesture(.release(velocity: nil, vertical: at(-12.5, 18)))),
        Case("release velocity 1 vertical 2", .gesture(.release(velocity: at(1, 18), vertical: at(2, 29)))),
        Case("cancel", .gesture(.cancel)),
        Case("longpress 3", .gesture(.longPress(target: row(3, 11)))),
        Case("move 0", .gesture(.move(target: row(0, 6)))),
        Case("hold 2s", .gesture(.hold(at(.seconds(2), 6)))),
        Case("drop", .gesture(.drop)),
        Case("tap 1", .gesture(.tap(target: row(1, 5), side: nil, button: nil))),
        Case("tap 1 left", .gesture(.tap(target: row(1, 5), side: at(.left, 7), button: nil))),
        Case("tap 1 right 2", .gesture(.tap(target: row(1, 5), side: at(.right, 7), button: at(2, 13)))),
        Case("tap 4 1", .gesture(.tap(target: row(4, 5), side: nil, button: at(1, 7)))),
        Case("swipe line 3 0.5", .gesture(.swipe(target: line(3, 12), fraction: at(0.5, 14), velocity: nil))),
        Case("drag line 0 -0.3", .gesture(.drag(target: line(0, 11), fraction: at(-0.3, 13)))),
        Case("longpress line 2", .gesture(.longPress(target: line(2, 16)))),
        Case("move line -1", .gesture(.move(target: line(-1, 11)))),
        Case("tap line 1 right 1", .gesture(.tap(target: line(1, 10), side: at(.right, 12), button: at(1, 18)))),
        Case("pan 2 -3", .gesture(.pan(target: row(2, 5), lines: at(-3, 7)))),
        Case("pan line 0 4", .gesture(.pan(target: line(0, 10), lines: at(4, 12)))),
        Case("pan 2 -3 velocity -40", .gesture(.pan(target: row(2, 5), lines: at(-3, 7), velocity: at(-40, 19)))),
        Case("scroll 3 velocity 60.5", .gesture(.scroll(lines: at(3, 8), velocity: at(60.5, 19)))),
        Case("scroll -3", .gesture(.scroll(lines: at(-3, 8)))),
        Case("scroll 10", .gesture(.scroll(lines: at(10, 8)))),
        Case("scroll -7.284", .gesture(.scroll(lines: at(-7.284, 8)))),
        Case("wait 0ms", .gesture(.wait(at(.zero, 6)))),
        Case("wait 1.25s", .gesture(.wait(at(.milliseconds(1250), 6)))),
    ]

    static let inputs: [Case] = [
        Case("delete-selected", .input(.deleteSelected)),
        Case(#"insert 0 "New \"mail\"""#, .input(.insert(index: at(0, 8), title: at(#"New "mail""#, 10)))),
        Case("delete 5", .input(.delete(index: at(5, 8), animation: nil))),
        Case("delete 5 fade", .input(.delete(index: at(5, 8), animation: at(.fade, 10)))),
        Case("delete 0 none", .input(.delete(index: at(0, 8), animation: at(.none, 10)))),
        Case(#"update 1 "Re: lunch""#, .input(.update(index: at(1, 8), title: at("Re: lunch", 10), subtitle: nil))),
        Case(#"update 1 "A" "B""#, .input(.update(index: at(1, 8), title: at("A", 10), subtitle: at("B", 14)))),
        Case("push 2", .input(.verb(.push, index: at(2, 6)))),
        Case("replace 0", .input(.verb(.replace, index: at(0, 9)))),
        Case("push-and-delete 3", .input(.verb(.pushAndDelete, index: at(3, 17)))),
        Case("open 1 right", .input(.open(index: at(1, 6), side: at(.right, 8)))),
        Case("close 1", .input(.close(index: at(1, 7)))),
        Case("peek 0 left", .input(.peek(index: at(0, 6), side: at(.left, 8)))),
        Case("trigger 2 second-right", .input(.trigger(index: at(2, 9), slot: at(.secondRight, 11)))),
        Case("step 2 right", .input(.step(index: at(2, 6), side: at(.right, 8)))),
        Case("lift 3", .input(.lift(index: at(3, 6)))),
        Case("move-by -2", .input(.moveBy(places: at(-2, 9)))),
        Case("undo", .input(.undo)),
        Case("redo", .input(.redo)),
        Case("accessibility 2 \"Move up\"", .input(.accessibility(index: at(2, 15), name: at("Move up", 17)))),
        Case("rtl on", .input(.rightToLeft(at(true, 5)))),
        Case("rtl off", .input(.rightToLeft(at(false, 5)))),
    ]

    static let expectations: [Case] = [
        Case(#"expect rows "A" "B""#, .expectation(.rows([at("A", 13), at("B", 17)]))),
        Case("expect rows", .expectation(.rows([]))),
        Case("expect count 0", .expectation(.count(at(0, 14)))),
        Case("expect empty", .expectation(.empty)),
        Case("expect not-empty", .expectation(.notEmpty)),
        Case("expect highlighted second-left", .expectation(.highlighted(at(.secondLeft, 20)))),
        Case("expect highlighted none", .expectation(.highlighted(nil))),
        Case("expect event trigger", .expectation(.event(ScriptEventPattern(name: at(.trigger, 14))))),
        Case("expect event highlight first-right row 0",
             .expectation(.event(ScriptEventPattern(name: at(.highlight, 14), slot: at(.firstRight, 24), row: at(0, 40))))),
        Case("expect event empty-shown row 2", .expectation(.event(ScriptEventPattern(name: at(.emptyShown, 14), row: at(2, 30))))),
        Case("expect event move row 0 from 3",
             .expectation(.event(ScriptEventPattern(name: at(.move, 14), row: at(0, 23), from: at(3, 30))))),
        Case("expect event move from 3", .expectation(.event(ScriptEventPattern(name: at(.move, 14), from: at(3, 24))))),
        Case("expect event action-failed", .expectation(.event(ScriptEventPattern(name: at(.actionFailed, 14))))),
        Case("expect no event delete", .expectation(.noEvent(ScriptEventPattern(name: at(.delete, 17))))),
        Case("expect no event trigger first-left row 1",
             .expectation(.noEvent(ScriptEventPattern(name: at(.trigger, 17), slot: at(.firstLeft, 25), row: at(1, 40))))),
        Case("expect lifted 2", .expectation(.lifted(at(2, 15)))),
        Case("expect lifted none", .expectation(.lifted(nil))),
        Case("expect can-undo yes", .expectation(.canUndo(at(true, 17)))),
        Case("expect can-redo no", .expectation(.canRedo(at(false, 17)))),
        Case("expect actions 1 \"Archive\" \"Move down\"", .expectation(.actions(index: at(1, 16), names: [at("Archive", 18), at("Move down", 28)]))),
        Case("expect actions 0", .expectation(.actions(index: at(0, 16), names: []))),
        Case("expect announcement \"Undone: Delete\"", .expectation(.announcement(at("Undone: Delete", 21)))),
        Case("expect offset 1 -0.3", .expectation(.offset(index: at(1, 15), fraction: at(-0.3, 17), tolerance: nil))),
        Case("expect offset 0 0.02 within 0.001",
             .expectation(.offset(index: at(0, 15), fraction: at(0.02, 17), tolerance: at(0.001, 29)))),
        Case("expect scroll 2", .expectation(.scroll(at(2.0, 15)))),
        Case("expect scroll 0.5", .expectation(.scroll(at(0.5, 15)))),
        Case("expect scroll 7 within 0.25", .expectation(.scroll(at(7.0, 15), tolerance: at(0.25, 24)))),
        Case("expect selected 3", .expectation(.selected([at(3, 17)]))),
        Case("expect selected 1 4 2", .expectation(.selected([at(1, 17), at(4, 19), at(2, 21)]))),
        Case("expect selected none", .expectation(.selected([]))),
        Case("expect open 2 left", .expectation(.open(index: at(2, 13), side: at(.left, 15)))),
        Case("expect open 2 none", .expectation(.open(index: at(2, 13), side: nil))),
    ]

    /// A row target at `column`.
    static func row(_ index: Int, _ column: Int) -> Located<ScriptTarget> { at(.row(index), column) }
    /// A line target at `column`.
    static func line(_ line: Int, _ column: Int) -> Located<ScriptTarget> { at(.line(line), column) }

    @Test("Setup commands", arguments: setup)
    func setupCommand(_ testCase: Case) {
        check(testCase)
    }

    @Test("Gesture commands", arguments: gestures)
    func gestureCommand(_ testCase: Case) {
        check(testCase)
    }

    @Test("Input commands", arguments: inputs)
    func inputCommand(_ testCase: Case) {
        check(testCase)
    }

    @Test("Expectation commands", arguments: expectations)
    func expectationCommand(_ testCase: Case) {
        check(testCase)
    }

    @Test("Every event name parses")
    func everyEventName() throws {
        for name in ScriptEventName.allCases {
            let command = try ScriptParser.parse("expect event \(name.scriptName)", fileName: "t.gts").commands
            #expect(command.map(\.value) == [.expectation(.event(ScriptEventPattern(name: at(name, 14))))])
        }
    }

    @Test("Every slot, operation and color parses")
    func everyKeyword() throws {
        for slot in ScriptSlot.allCases {
            for operation in ScriptOperation.allCases {
                for color in ScriptColor.allCases {
                    let source = "action \(slot.scriptName) color \(color.scriptName) do \(operation.scriptName)"
                    let doColumn = 7 + slot.scriptName.count + 8 + color.scriptName.count + 1
                    let expected = ScriptCommand.setup(.action(ScriptAction(
                        slot: at(slot, 8), color: at(color, 8 + slot.scriptName.count + 7),
                        operation: at(operation, doColumn + 3))))
                    #expect(try ScriptParser.parse(source, fileName: "t.gts").commands.map(\.value) == [expected])
                }
            }
        }
    }

    @Test("A command is located at its name")
    func commandLocation() throws {
        let script = try ScriptParser.parse("  swipe 0 0.5", fileName: "t.gts")
        #expect(script.commands.map(\.location) == [ScriptLocation(line: 1, column: 3)])
        #expect(script.fileName == "t.gts")
    }

    private func check(_ testCase: Case, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let command = parseSingleCommand(testCase.source, sourceLocation: sourceLocation) else { return }
        #expect(command.value == testCase.expected, sourceLocation: sourceLocation)
        #expect(command.location == ScriptLocation(line: 1, column: 1), sourceLocation: sourceLocation)
    }
}
