import Foundation
@testable import GestureScript
import Testing
@testable import GestureTableCLI

/// Every script in `Examples/scripts` plays to the end with every `expect` holding, and the
/// built-in tour is the same text as `Examples/scripts/tour.gts`.
@Suite("Example scripts")
struct ExampleScriptTests {
    @Test("Examples/scripts holds the tour, a script per slot and per verb, and the feature scripts")
    func scriptsArePresent() {
        let names = Set(exampleScriptNames())
        let required: Set = [
            "tour.gts", "first-left.gts", "second-left.gts", "first-right.gts", "second-right.gts",
            "push.gts", "delete.gts", "push-and-delete.gts", "replace.gts", "pending.gts",
            "reorder.gts", "reveal.gts", "placeholder.gts", "undo.gts", "redo.gts", "accessibility.gts", "rtl.gts",
            "flick.gts", "selection.gts", "momentum.gts", "sections-as-data.gts", "reduced-motion.gts",
            "board.gts",
            "multi-select.gts", "full-swipe.gts", "outline.gts",
        ]
        #expect(required.subtracting(names).isEmpty, "missing: \(required.subtracting(names).sorted())")
    }

    @Test("The example script plays with exit status 0", arguments: exampleScriptNames())
    func scriptPasses(name: String) throws {
        let path = exampleScriptsDirectory.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let run = runCommand(["play", name, "--trace", "--cast", "out.cast"], files: [name: text])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty)
        #expect(run.written["out.cast"]?.isEmpty == false)
    }

    @Test("The board example prints its columns before the carry, after the drop, the undo and the redo")
    func boardPrintsItsFrames() throws {
        let path = exampleScriptsDirectory.appendingPathComponent("board.gts").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let run = runCommand(["play", "board.gts"], files: ["board.gts": text])
        #expect(run.status == 0, "\(run.errors)")
        let headers = run.output.split(separator: "\n").filter { $0.hasPrefix("── ") }
        #expect(headers.count == 4, "\(run.output)")
        let home = "  Write tests          Review               Ship 1.0\n  Fix the build\n"
        let moved = "  Write tests          Fix the build        Ship 1.0\n                       Review\n"
        let frames = run.output.components(separatedBy: "── ").dropFirst().map { $0.drop { $0 != "\n" }.dropFirst() }
        #expect(frames.map { $0.hasPrefix(home) ? "home" : $0.hasPrefix(moved) ? "moved" : String($0) } == [
            "home", "moved", "home", "moved",
        ])
    }

    @Test("The outline example prints its projects indented, with ▾ and ▸ before the parents")
    func outlinePrintsItsFrames() throws {
        let path = exampleScriptsDirectory.appendingPathComponent("outline.gts").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let run = runCommand(["play", "outline.gts"], files: ["outline.gts": text])
        #expect(run.status == 0, "\(run.errors)")
        let first = run.output.components(separatedBy: "── ").dropFirst().first ?? ""
        #expect(first.contains("\n  ▾ Website\n      Landing page\n"), "\(first)")
        #expect(run.output.contains("  ▸ Release"))
    }

    @Test("The built-in tour is Examples/scripts/tour.gts")
    func tourMatchesExample() throws {
        let path = exampleScriptsDirectory.appendingPathComponent("tour.gts").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        expectSameText(TourScript.text, text)
    }

    @Test("The tour uses every command and every kind of expect")
    func tourCoversTheLanguage() throws {
        let script = try ScriptParser.parse(TourScript.text, fileName: TourScript.fileName)
        var used: Set<String> = []
        func caseName(_ value: some Any) -> String { String(String(describing: value).prefix { $0 != "(" }) }
        for command in script.commands {
            switch command.value {
            case .setup(let setup): used.insert("setup." + caseName(setup))
            case .input(let input): used.insert("input." + caseName(input))
            case .gesture(let gesture): used.insert("gesture." + caseName(gesture))
            case .expectation(let expectation): used.insert("expectation." + caseName(expectation))
            }
        }
        let expected: Set = [
            "setup.size", "setup.row", "setup.placeholder", "setup.action", "setup.reveal", "setup.set",
            "gesture.swipe", "gesture.drag", "gesture.continueDrag", "gesture.release", "gesture.cancel",
            "gesture.longPress", "gesture.move", "gesture.hold", "gesture.drop", "gesture.tap", "gesture.scroll",
            "gesture.wait", "input.insert", "input.delete", "input.undo", "input.rightToLeft", "setup.frame",
            "expectation.rows", "expectation.count", "expectation.empty", "expectation.notEmpty",
            "expectation.highlighted", "expectation.event", "expectation.offset", "expectation.open",
        ]
        #expect(expected.subtracting(used).isEmpty, "unused: \(expected.subtracting(used).sorted())")
    }
}
