import Testing
@testable import GestureTableTerminal

/// A bracketed paste whose end marker never comes does not swallow every key: Ctrl-C ends it
/// and is still delivered, and ``InputDecoder/endPaste()`` (called by the session after a quiet
/// second) ends it with the text so far.
@Suite("Unterminated paste")
struct InputDecoderPasteEndTests {
    @Test("Ctrl-C inside a paste ends it and is delivered as Ctrl-C")
    func controlC() {
        var decoder = InputDecoder()
        let events = decoder.feed(Array("\u{1B}[200~q\u{03}x".utf8))
        #expect(events == [.unterminatedPaste("q"), .key(.control("c")), .key(.character("x"))])
        #expect(!decoder.isInPaste)
    }

    @Test("endPaste ends a paste with its text, a partial end marker included", arguments: [
        ("\u{1B}[200~abc", "abc"), ("\u{1B}[200~ab\u{1B}[20", "ab\u{1B}[20"), ("\u{1B}[200~", ""),
    ])
    func endPaste(input: String, text: String) {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(input.utf8)).isEmpty)
        #expect(decoder.isInPaste)
        #expect(!decoder.hasPendingSequence)
        #expect(decoder.endPaste() == [.unterminatedPaste(text)])
        #expect(!decoder.isInPaste)
        #expect(decoder.feed(Array("q".utf8)) == [.key(.character("q"))])
        #expect(decoder.endPaste().isEmpty, "nothing to end")
    }

    @Test("A paste that ends is unchanged")
    func completePaste() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~q\u{1B}[201~".utf8)) == [.paste("q")])
        #expect(!decoder.isInPaste)
    }
}
