import Testing
@testable import GestureTableTerminal

/// A byte string and the events it must decode to.
struct DecoderCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var events: [InputEvent]

    init(_ name: String, _ text: String, _ events: [InputEvent]) {
        self.name = name
        self.bytes = Array(text.utf8)
        self.events = events
    }

    init(_ name: String, bytes: [UInt8], _ events: [InputEvent]) {
        self.name = name
        self.bytes = bytes
        self.events = events
    }

    var testDescription: String { name }
}

private func key(_ key: TerminalKey, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(key, modifiers: modifiers)
}

private func mouse(
    _ kind: MouseEvent.Kind, _ button: MouseEvent.Button, column: Int, row: Int,
    _ modifiers: KeyModifiers = []
) -> InputEvent {
    .mouse(MouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers))
}

/// Feeds the bytes in the given pieces and returns every event.
private func decode(_ pieces: [ArraySlice<UInt8>]) -> [InputEvent] {
    var decoder = InputDecoder()
    return pieces.flatMap { decoder.feed($0) }
}

private let esc = "\u{1B}"

/// Complete inputs: each must decode the same whole, split in two at any
/// byte, and fed one byte at a time.
let completeCases: [DecoderCase] = [
    // Text.
    DecoderCase("ASCII letter", "a", [key(.character("a"))]),
    DecoderCase("ASCII word", "q1 ", [key(.character("q")), key(.character("1")), key(.character(" "))]),
    DecoderCase("two-byte UTF-8", "é", [key(.character("é"))]),
    DecoderCase("three-byte UTF-8", "€", [key(.character("€"))]),
    DecoderCase("four-byte UTF-8", "😀", [key(.character("😀"))]),
    DecoderCase("CJK", "表", [key(.character("表"))]),
    // Control bytes.
    DecoderCase("carriage return", "\r", [key(.enter)]),
    DecoderCase("line feed", "\n", [key(.enter)]),
    DecoderCase("tab", "\t", [key(.tab)]),
    DecoderCase("DEL backspace", bytes: [0x7F], [key(.backspace)]),
    DecoderCase("BS backspace", bytes: [0x08], [key(.backspace)]),
    DecoderCase("Ctrl-C", bytes: [0x03], [key(.control("c"))]),
    DecoderCase("Ctrl-A", bytes: [0x01], [key(.control("a"))]),
    DecoderCase("Ctrl-Z", bytes: [0x1A], [key(.control("z"))]),
    DecoderCase("Ctrl-Space", bytes: [0x00], [key(.control(" "))]),
    DecoderCase("Ctrl-backslash", bytes: [0x1C], [key(.control("\\"))]),
    DecoderCase("Ctrl-underscore", bytes: [0x1F], [key(.control("_"))]),
    // CSI keys.
    DecoderCase("CSI up", "\(esc)[A", [key(.up)]),
    DecoderCase("CSI down", "\(esc)[B", [key(.down)]),
    DecoderCase("CSI right", "\(esc)[C", [key(.right)]),
    DecoderCase("CSI left", "\(esc)[D", [key(.left)]),
    DecoderCase("CSI home", "\(esc)[H", [key(.home)]),
    DecoderCase("CSI end", "\(esc)[F", [key(.end)]),
    DecoderCase("CSI 1~ home", "\(esc)[1~", [key(.home)]),
    DecoderCase("CSI 7~ home", "\(esc)[7~", [key(.home)]),
    DecoderCase("CSI 4~ end", "\(esc)[4~", [key(.end)]),
    DecoderCase("CSI 8~ end", "\(esc)[8~", [key(.end)]),
    DecoderCase("CSI 3~ delete", "\(esc)[3~", [key(.delete)]),
    DecoderCase("CSI 5~ page up", "\(esc)[5~", [key(.pageUp)]),
    DecoderCase("CSI 6~ page down", "\(esc)[6~", [key(.pageDown)]),
    DecoderCase("CSI Z shift-tab", "\(esc)[Z", [key(.tab, .shift)]),
    // Modifier parameters.
    DecoderCase("Ctrl-Up", "\(esc)[1;5A", [key(.up, .control)]),
    DecoderCase("Shift-Down", "\(esc)[1;2B", [key(.down, .shift)]),
    DecoderCase("Alt-Right", "\(esc)[1;3C", [key(.right, .alt)]),
    DecoderCase("Ctrl-Shift-Left", "\(esc)[1;6D", [key(.left, [.control, .shift])]),
    DecoderCase("Ctrl-Alt-Home", "\(esc)[1;7H", [key(.home, [.control, .alt])]),
    DecoderCase("Ctrl-Page-Down", "\(esc)[6;5~", [key(.pageDown, .control)]),
    DecoderCase("Shift-Delete", "\(esc)[3;2~", [key(.delete, .shift)]),
    // SS3 keys.
    DecoderCase("SS3 up", "\(esc)OA", [key(.up)]),
    DecoderCase("SS3 down", "\(esc)OB", [key(.down)]),
    DecoderCase("SS3 right", "\(esc)OC", [key(.right)]),
    DecoderCase("SS3 left", "\(esc)OD", [key(.left)]),
    DecoderCase("SS3 home", "\(esc)OH", [key(.home)]),
    DecoderCase("SS3 end", "\(esc)OF", [key(.end)]),
    DecoderCase("SS3 keypad enter", "\(esc)OM", [key(.enter)]),
    DecoderCase("SS3 Ctrl-Up", "\(esc)O5A", [key(.up, .control)]),
    // Alt as an Escape prefix.
    DecoderCase("Alt-a", "\(esc)a", [key(.character("a"), .alt)]),
    DecoderCase("Alt-Backspace", "\(esc)\u{7F}", [key(.backspace, .alt)]),
    DecoderCase("Alt-Enter", "\(esc)\r", [key(.enter, .alt)]),
    // SGR mouse.
    DecoderCase("SGR press", "\(esc)[<0;10;5M", [mouse(.press, .left, column: 9, row: 4)]),
    DecoderCase("SGR drag", "\(esc)[<32;11;5M", [mouse(.drag, .left, column: 10, row: 4)]),
    DecoderCase("SGR release", "\(esc)[<0;14;5m", [mouse(.release, .left, column: 13, row: 4)]),
    DecoderCase("SGR middle press", "\(esc)[<1;1;1M", [mouse(.press, .middle, column: 0, row: 0)]),
    DecoderCase("SGR right press", "\(esc)[<2;3;4M", [mouse(.press, .right, column: 2, row: 3)]),
    DecoderCase("SGR right drag", "\(esc)[<34;3;4M", [mouse(.drag, .right, column: 2, row: 3)]),
    DecoderCase("SGR move", "\(esc)[<35;7;8M", [mouse(.move, .none, column: 6, row: 7)]),
    DecoderCase("SGR wheel up", "\(esc)[<64;20;10M", [mouse(.wheelUp, .none, column: 19, row: 9)]),
    DecoderCase("SGR wheel down", "\(esc)[<65;20;10M", [mouse(.wheelDown, .none, column: 19, row: 9)]),
    DecoderCase("SGR shift press", "\(esc)[<4;2;2M", [mouse(.press, .left, column: 1, row: 1, .shift)]),
    DecoderCase("SGR alt press", "\(esc)[<8;2;2M", [mouse(.press, .left, column: 1, row: 1, .alt)]),
    DecoderCase("SGR ctrl press", "\(esc)[<16;2;2M", [mouse(.press, .left, column: 1, row: 1, .control)]),
    DecoderCase("SGR ctrl wheel", "\(esc)[<80;2;2M", [mouse(.wheelUp, .none, column: 1, row: 1, .control)]),
    DecoderCase("SGR extra button", "\(esc)[<128;2;2M", [mouse(.press, .other(8), column: 1, row: 1)]),
    DecoderCase("SGR coordinate 0 clamps", "\(esc)[<0;0;0M", [mouse(.press, .left, column: 0, row: 0)]),
    DecoderCase("SGR wide terminal", "\(esc)[<0;300;120M", [mouse(.press, .left, column: 299, row: 119)]),
    DecoderCase(
        "SGR swipe", "\(esc)[<0;10;5M\(esc)[<32;11;5M\(esc)[<32;14;5M\(esc)[<0;14;5m",
        [
            mouse(.press, .left, column: 9, row: 4), mouse(.drag, .left, column: 10, row: 4),
            mouse(.drag, .left, column: 13, row: 4), mouse(.release, .left, column: 13, row: 4),
        ]),
    // Legacy X10 mouse.
    DecoderCase("X10 press", bytes: [0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2], [mouse(.press, .left, column: 4, row: 2)]),
    DecoderCase("X10 release", bytes: [0x1B, 0x5B, 0x4D, 35, 33, 33], [mouse(.release, .none, column: 0, row: 0)]),
    DecoderCase("X10 byte 32 clamps", bytes: [0x1B, 0x5B, 0x4D, 32, 32, 32], [mouse(.press, .left, column: 0, row: 0)]),
    // Bracketed paste.
    DecoderCase("paste", "\(esc)[200~hello\(esc)[201~", [.paste("hello")]),
    DecoderCase("empty paste", "\(esc)[200~\(esc)[201~", [.paste("")]),
    DecoderCase("paste newlines", "\(esc)[200~a\r\nb\rc\nd\(esc)[201~", [.paste("a\nb\nc\nd")]),
    DecoderCase("paste keeps escapes", "\(esc)[200~\(esc)[A\(esc)[20x\(esc)\(esc)[201~", [.paste("\(esc)[A\(esc)[20x\(esc)")]),
    DecoderCase("paste of UTF-8", "\(esc)[200~żółw 😀\(esc)[201~", [.paste("żółw 😀")]),
    DecoderCase(
        "keys around a paste", "a\(esc)[200~b\(esc)[201~c",
        [key(.character("a")), .paste("b"), key(.character("c"))]),
    // Mixtures.
    DecoderCase(
        "text and keys", "a\(esc)[Ab\r",
        [key(.character("a")), key(.up), key(.character("b")), key(.enter)]),
    DecoderCase("double Escape then key", "\(esc)\(esc)[B", [key(.escape), key(.down)]),
]

/// Inputs that must be skipped without a trace, each followed by `z` to
/// prove that decoding goes on afterwards.
let skippedCases: [DecoderCase] = [
    DecoderCase("SGR mouse with two parameters", "\(esc)[<0;1M", []),
    DecoderCase("SGR mouse with four parameters", "\(esc)[<0;1;1;1M", []),
    DecoderCase("SGR wheel release", "\(esc)[<64;1;1m", []),
    DecoderCase("SGR horizontal wheel", "\(esc)[<66;1;1M", []),
    DecoderCase("SGR code past 255", "\(esc)[<999;1;1M", []),
    DecoderCase("SGR mouse with a wrong final", "\(esc)[<0;1;1X", []),
    DecoderCase("DECRQM reply", "\(esc)[?2026;2$y", []),
    DecoderCase("device attributes reply", "\(esc)[>1;10;0c", []),
    DecoderCase("unknown tilde key", "\(esc)[99~", []),
    DecoderCase("insert key", "\(esc)[2~", []),
    DecoderCase("F5, a function key", "\(esc)[15~", [key(.function(5))]),
    DecoderCase("CSI 16~, between F5 and F6, no key", "\(esc)[16~", []),
    DecoderCase("stray paste end", "\(esc)[201~", []),
    DecoderCase("focus in", "\(esc)[I", []),
    DecoderCase("sub-parameter storm", "\(esc)[::::::::::::x", []),
    DecoderCase("SS3 F1, a function key", "\(esc)OP", [key(.function(1))]),
    DecoderCase("X10 byte below 32", bytes: [0x1B, 0x5B, 0x4D, 10, 40, 40], []),
    DecoderCase("huge parameter", "\(esc)[99999999999999999999999;5A", [key(.up, .control)]),
    DecoderCase("stray continuation byte", bytes: [0x80], []),
    DecoderCase("byte 0xFF", bytes: [0xFF], []),
    DecoderCase("overlong UTF-8", bytes: [0xC0, 0xAF], []),
    DecoderCase("overlong three-byte UTF-8", bytes: [0xE0, 0x80, 0xAF], []),
    DecoderCase("UTF-8 surrogate", bytes: [0xED, 0xA0, 0x80], []),
    DecoderCase("UTF-8 past U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], []),
    DecoderCase("truncated UTF-8", bytes: [0xE2, 0x82], []),
    DecoderCase("overlong sequence", "\(esc)[" + String(repeating: "1;", count: 500) + "A", []),
]

@Suite("InputDecoder")
struct InputDecoderTests {
    @Test("decodes whole input", arguments: completeCases)
    func decodesWholeInput(_ testCase: DecoderCase) {
        #expect(decode([testCase.bytes[...]]) == testCase.events)
    }

    @Test("decodes input split at every byte boundary", arguments: completeCases)
    func decodesSplitInput(_ testCase: DecoderCase) {
        let bytes = testCase.bytes
        for cut in 0...bytes.count {
            #expect(
                decode([bytes[..<cut], bytes[cut...]]) == testCase.events,
                "split at byte \(cut)")
        }
    }

    @Test("decodes input fed one byte at a time", arguments: completeCases)
    func decodesInputByteByByte(_ testCase: DecoderCase) {
        #expect(decode(testCase.bytes.indices.map { testCase.bytes[$0...$0] }) == testCase.events)
    }

    @Test("leaves nothing pending after complete input", arguments: completeCases)
    func leavesNothingPending(_ testCase: DecoderCase) {
        var decoder = InputDecoder()
        _ = decoder.feed(testCase.bytes)
        #expect(!decoder.hasPendingSequence)
        #expect(decoder.flush().isEmpty)
    }

    @Test("skips malformed and unknown input", arguments: skippedCases)
    func skipsMalformedInput(_ testCase: DecoderCase) {
        let bytes = testCase.bytes + Array("z".utf8)
        let expected = testCase.events + [key(.character("z"))]
        #expect(decode([bytes[...]]) == expected)
        for cut in 0...bytes.count {
            #expect(decode([bytes[..<cut], bytes[cut...]]) == expected, "split at byte \(cut)")
        }
    }

    @Test func keepsGraphemeClustersReadTogether() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("e\u{301}👩‍👩‍👧".utf8)) == [key(.character("é")), key(.character("👩‍👩‍👧"))])
    }

    @Test func abandonsSequenceInterruptedByControlByte() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\(esc)[1;\u{03}".utf8)) == [key(.control("c"))])
    }

    @Test func holdsLoneEscapeUntilFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingSequence)
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.hasPendingSequence)
        #expect(decoder.flush().isEmpty)
    }

    @Test func completesEscapeWhenMoreBytesCome() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("[A".utf8)) == [key(.up)])
    }

    @Test(
        "flush resolves partial tails",
        arguments: [
            ("\(esc)", [key(.escape)]),
            ("\(esc)[", [key(.character("["), .alt)]),
            ("\(esc)O", [key(.character("O"), .alt)]),
            ("\(esc)[1;", []),
            ("\(esc)[<0;10", []),
            ("\(esc)[M!", []),
            ("\(esc)O5", []),
        ] as [(String, [InputEvent])])
    func flushResolvesPartialTails(_ input: String, _ expected: [InputEvent]) {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(input.utf8)).isEmpty)
        #expect(decoder.hasPendingSequence)
        #expect(decoder.flush() == expected)
        #expect(decoder.feed(Array("z".utf8)) == [key(.character("z"))])
    }

    @Test func flushDropsPartialCharacter() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xE2, 0x82]).isEmpty)
        #expect(decoder.hasPendingSequence)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed([0xAC]).isEmpty)  // A stray continuation byte now.
    }

    @Test func flushKeepsPasteInProgress() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\(esc)[200~abc\(esc)[20".utf8)).isEmpty)
        #expect(!decoder.hasPendingSequence)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array("1~".utf8)) == [.paste("abc")])
    }

    @Test func deliversLongPasteInChunksAtCharacterBoundaries() {
        let chunk = InputDecoder.maximumPasteChunk
        // "ab" then three-byte characters, so that the chunk limit falls inside one.
        let text = "ab" + String(repeating: "€", count: chunk / 3 + 5)
        var decoder = InputDecoder()
        let events = decoder.feed(Array("\(esc)[200~\(text)\(esc)[201~".utf8))
        #expect(events.count == 2)
        let pasted = events.map { event -> String in
            if case .paste(let part) = event { return part }
            return "<not a paste>"
        }
        #expect(pasted.joined() == text)
        #expect(!pasted.joined().contains("\u{FFFD}"))
    }

    @Test func boundsTheKeptTail() {
        var decoder = InputDecoder()
        _ = decoder.feed(Array("\(esc)[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100_000))
        #expect(decoder.sequence.count <= InputDecoder.maximumSequenceLength)
        #expect(decoder.feed(Array("Az".utf8)) == [key(.character("z"))])
    }
}
