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
        for command in script.commands {
            let name = String(describing: command.value).prefix { $0 != "(" }
            used.insert(String(name))
        }
        let expected: Set = [
            "size", "row", "placeholder", "action", "reveal", "set", "swipe", "drag", "continueDrag",
            "release", "cancel", "longPress", "move", "hold", "drop", "tap", "scroll", "wait", "insert",
            "delete", "undo", "rightToLeft", "frame", "expectRows", "expectCount", "expectEmpty",
            "expectNotEmpty", "expectHighlighted", "expectEvent", "expectOffset", "expectOpen",
        ]
        #expect(expected.subtracting(used).isEmpty, "unused: \(expected.subtracting(used).sorted())")
    }
}
