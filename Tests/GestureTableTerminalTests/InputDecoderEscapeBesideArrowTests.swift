import Testing
@testable import GestureTableTerminal

/// An Escape key read together with an arrow key, before or after it, is one key of its own:
/// neither is lost, whatever the read that brings them.
@Suite struct InputDecoderEscapeBesideArrowTests {
    static let right: InputEvent = .key(.right, modifiers: [])
    static let escape: InputEvent = .key(.escape, modifiers: [])

    /// Everything `bytes` decode to, fed in one read, then the quiet period's flush.
    static func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    @Test("Escape, then → in the same read")
    func escapeBeforeArrow() {
        #expect(Self.decode([0x1B, 0x1B, 0x5B, 0x43]) == [Self.escape, Self.right])
        #expect(Self.decode([0x1B, 0x1B, 0x4F, 0x43]) == [Self.escape, Self.right])
    }

    @Test("→, then Escape in the same read")
    func escapeAfterArrow() {
        #expect(Self.decode([0x1B, 0x5B, 0x43, 0x1B]) == [Self.right, Self.escape])
        #expect(Self.decode([0x1B, 0x4F, 0x43, 0x1B]) == [Self.right, Self.escape])
    }

    @Test("Escape, →, Escape, → in one read")
    func alternating() {
        #expect(Self.decode([0x1B, 0x1B, 0x5B, 0x43, 0x1B, 0x1B, 0x5B, 0x43]) == [Self.escape, Self.right, Self.escape, Self.right])
    }
}
