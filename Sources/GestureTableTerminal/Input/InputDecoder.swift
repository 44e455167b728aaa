/// Turns the bytes a terminal sends into keys, mouse reports and pastes.
///
/// Feed bytes as they arrive with ``feed(_:)``. A read may end in the
/// middle of an escape sequence or of a UTF-8 character; the decoder keeps
/// that tail and finishes it with the next call. A lone Escape byte cannot
/// be told apart from the start of a sequence, so it stays pending until
/// more bytes come or the driver calls ``flush()`` after a short quiet
/// period (about 25 ms).
///
/// The decoder understands:
/// - SGR mouse reports (`ESC [ < b ; x ; y M` or `m`), and legacy X10 ones;
/// - CSI and SS3 cursor keys, Home, End, Page Up, Page Down and Delete,
///   with xterm modifier parameters such as `ESC [ 1 ; 5 A` (Ctrl-Up);
/// - Enter (CR or LF), Tab, Shift-Tab, Backspace (DEL or BS), other control
///   bytes (Ctrl-C is `.control("c")`), and Alt as an Escape prefix;
/// - UTF-8 text, grouped into grapheme clusters within one read;
/// - bracketed paste, `ESC [ 200 ~` … `ESC [ 201 ~`; Ctrl-C inside a paste
///   ends it (``InputEvent/unterminatedPaste(_:)``) and is delivered as the
///   key, so a stray paste start cannot lock the user out.
///
/// Anything else is skipped: unknown or malformed sequences, and C1 control
/// characters encoded in UTF-8, never reach the caller as typed text, never trap, and never make the decoder loop. The
/// tail it keeps is bounded: an unterminated sequence longer than a few
/// dozen bytes is dropped, and a long paste is delivered in chunks.
///
/// - Complexity: ``feed(_:)`` is O(*n*) in the number of bytes fed.
public struct InputDecoder: Sendable {
    /// Where the decoder is inside the byte stream.
    enum State: Hashable, Sendable {
        /// Between events.
        case ground
        /// After an Escape byte.
        case escape
        /// After `ESC [`, collecting parameter and intermediate bytes.
        case controlSequence
        /// Skipping the rest of an overlong control sequence.
        case discardingControlSequence
        /// After `ESC O`.
        case singleShift
        /// After `ESC [ M`, collecting the three bytes of a legacy mouse report.
        case legacyMouse
        /// Inside a UTF-8 character, waiting for this many continuation bytes.
        case utf8(remaining: Int)
        /// Inside a bracketed paste, having matched this many bytes of its end marker.
        case paste(matched: Int)
    }

    /// The longest control sequence kept; a longer one is dropped.
    static let maximumSequenceLength = 64
    /// The most pasted bytes held before a chunk is delivered.
    static let maximumPasteChunk = 1 << 20
    /// `ESC [ 201 ~`, the end of a bracketed paste.
    static let pasteTerminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    var state: State = .ground
    /// The bytes of the sequence or character in progress.
    var sequence: [UInt8] = []
    /// The bytes of the paste in progress.
    var pastedBytes: [UInt8] = []
    /// Characters decoded in this call and not yet delivered, so that a
    /// grapheme cluster made of several scalars becomes one key.
    var text: String = ""

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether the decoder holds the start of an escape sequence or of a
    /// UTF-8 character that more bytes, or ``flush()``, will complete.
    ///
    /// An unfinished bracketed paste does not count: see ``isInPaste``.
    public var hasPendingSequence: Bool {
        switch state {
        case .ground, .paste: false
        default: true
        }
    }

    /// Whether a bracketed paste has started and its end marker has not
    /// come yet. A driver ends it with ``endPaste()`` when no byte came for a
    /// while (a stray `ESC [200~` with no end would swallow every key).
    public var isInPaste: Bool {
        if case .paste = state { true } else { false }
    }

    /// Ends a bracketed paste whose end marker has not come.
    ///
    /// - Returns: ``InputEvent/unterminatedPaste(_:)`` with the text pasted
    ///   so far (bytes of a partial end marker included), or nothing when no
    ///   paste is in progress.
    public mutating func endPaste() -> [InputEvent] {
        guard case .paste(let matched) = state else { return [] }
        pastedBytes += Self.pasteTerminator[..<matched]
        let text = Self.pastedText(pastedBytes[...])
        pastedBytes.removeAll()
        state = .ground
        return [.unterminatedPaste(text)]
    }

    /// Decodes the next bytes from the terminal.
    ///
    /// - Parameter bytes: The bytes just read, in order.
    /// - Returns: The events the bytes completed, in order. An incomplete
    ///   tail is kept for the next call.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    @inlinable
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        // Inlined into the caller, so an array or a slice is read as a buffer there: a generic
        // sequence would be iterated through the runtime, a call per byte.
        if let events = bytes.withContiguousStorageIfAvailable({ feed(buffer: $0) }) { return events }
        return feed(sequence: bytes)
    }

    /// Decodes the bytes of `buffer`: ``feed(_:)`` for an array or a slice.
    @usableFromInline
    mutating func feed(buffer: UnsafeBufferPointer<UInt8>) -> [InputEvent] {
        feed(sequence: buffer)
    }

    /// Decodes the bytes of any other sequence.
    @usableFromInline
    mutating func feed(sequence: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        for byte in sequence { consume(byte, into: &events) }
        deliverText(into: &events)
        return events
    }

    /// Resolves a pending tail after a quiet period.
    ///
    /// Call this when no byte arrived for about 25 ms while
    /// ``hasPendingSequence`` is true. A lone Escape becomes the
    /// ``TerminalKey/escape`` key, `ESC [` and `ESC O` become Alt-`[` and
    /// Alt-`O`, and any other partial sequence or character is dropped.
    /// A bracketed paste in progress is kept.
    ///
    /// - Returns: The events the pending tail stood for, if any.
    public mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        switch state {
        case .ground, .paste:
            return events
        case .escape:
            events.append(.key(.escape))
        case .controlSequence where sequence.isEmpty:
            events.append(.key(.character("["), modifiers: .alt))
        case .singleShift where sequence.isEmpty:
            events.append(.key(.character("O"), modifiers: .alt))
        default:
            break
        }
        state = .ground
        sequence.removeAll(keepingCapacity: true)
        return events
    }
}

// MARK: - The state machine

extension InputDecoder {
    mutating func consume(_ byte: UInt8, into events: inout [InputEvent]) {
        switch state {
        case .ground:
            consumeInGround(byte, into: &events)
        case .escape:
            consumeAfterEscape(byte, into: &events)
        case .controlSequence:
            consumeInControlSequence(byte, into: &events)
        case .discardingControlSequence:
            switch byte {
            case 0x20...0x3F: break
            case 0x40...0x7E: state = .ground
            default: reconsumeInGround(byte, into: &events)
            }
        case .singleShift:
            consumeInSingleShift(byte, into: &events)
        case .legacyMouse:
            sequence.append(byte)
            if sequence.count == 3 {
                state = .ground
                decodeLegacyMouse(into: &events)
                sequence.removeAll(keepingCapacity: true)
            }
        case .utf8(let remaining):
            guard byte & 0xC0 == 0x80 else {
                reconsumeInGround(byte, into: &events)
                return
            }
            sequence.append(byte)
            if remaining > 1 {
                state = .utf8(remaining: remaining - 1)
            } else {
                state = .ground
                // C1 controls (U+0080…U+009F, such as U+009B, the 8-bit CSI) are not text:
                // a terminal that is sent one back may act on it.
                if let scalar = Self.scalar(fromUTF8: sequence), !(0x80...0x9F).contains(scalar.value) {
                    text.unicodeScalars.append(scalar)
                }
                sequence.removeAll(keepingCapacity: true)
            }
        case .paste(let matched):
            consumeInPaste(byte, matched: matched, into: &events)
        }
    }

    /// Abandons the sequence in progress and decodes `byte` afresh.
    mutating func reconsumeInGround(_ byte: UInt8, into events: inout [InputEvent]) {
        state = .ground
        sequence.removeAll(keepingCapacity: true)
        consumeInGround(byte, into: &events)
    }

    mutating func consumeInGround(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x1B:
            state = .escape
        case 0x20...0x7E:
            text.unicodeScalars.append(Unicode.Scalar(byte))
        case 0x00...0x1F, 0x7F:
            emit(.key(Self.controlKey(for: byte)), into: &events)
        case 0xC2...0xDF:
            startCharacter(byte, remaining: 1)
        case 0xE0...0xEF:
            startCharacter(byte, remaining: 2)
        case 0xF0...0xF4:
            startCharacter(byte, remaining: 3)
        default:
            break  // A stray continuation byte or a byte that never starts UTF-8.
        }
    }

    mutating func startCharacter(_ lead: UInt8, remaining: Int) {
        sequence.removeAll(keepingCapacity: true)
        sequence.append(lead)
        state = .utf8(remaining: remaining)
    }

    mutating func consumeAfterEscape(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case UInt8(ascii: "["):
            state = .controlSequence
            sequence.removeAll(keepingCapacity: true)
        case UInt8(ascii: "O"):
            state = .singleShift
            sequence.removeAll(keepingCapacity: true)
        case 0x1B:
            emit(.key(.escape), into: &events)  // The second Escape starts afresh.
        case 0x20...0x7E:
            state = .ground
            emit(.key(.character(Character(Unicode.Scalar(byte))), modifiers: .alt), into: &events)
        case 0x00...0x1F, 0x7F:
            state = .ground
            emit(.key(Self.controlKey(for: byte), modifiers: .alt), into: &events)
        default:
            emit(.key(.escape), into: &events)
            reconsumeInGround(byte, into: &events)
        }
    }

    mutating func consumeInControlSequence(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case UInt8(ascii: "M") where sequence.isEmpty:
            state = .legacyMouse
        case 0x20...0x3F:
            if sequence.count >= Self.maximumSequenceLength {
                state = .discardingControlSequence
                sequence.removeAll(keepingCapacity: true)
            } else {
                sequence.append(byte)
            }
        case 0x40...0x7E:
            state = .ground
            dispatchControlSequence(final: byte, into: &events)
            sequence.removeAll(keepingCapacity: true)
        default:
            reconsumeInGround(byte, into: &events)
        }
    }

    mutating func consumeInSingleShift(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x30...0x3F:
            if sequence.count >= 8 {
                state = .discardingControlSequence
                sequence.removeAll(keepingCapacity: true)
            } else {
                sequence.append(byte)
            }
        case 0x40...0x7E:
            state = .ground
            dispatchSingleShift(final: byte, into: &events)
            sequence.removeAll(keepingCapacity: true)
        default:
            if sequence.isEmpty {
                emit(.key(.character("O"), modifiers: .alt), into: &events)
            }
            reconsumeInGround(byte, into: &events)
        }
    }

    mutating func consumeInPaste(_ byte: UInt8, matched: Int, into events: inout [InputEvent]) {
        if byte == 0x03 {  // Ctrl-C ends a paste that has not ended, and is still Ctrl-C.
            events += endPaste()
            consumeInGround(byte, into: &events)
            return
        }
        let terminator = Self.pasteTerminator
        if byte == terminator[matched] {
            if matched + 1 == terminator.count {
                state = .ground
                emit(.paste(Self.pastedText(pastedBytes[...])), into: &events)
                pastedBytes.removeAll()
            } else {
                state = .paste(matched: matched + 1)
            }
            return
        }
        for held in terminator[..<matched] {
            appendPasted(held, into: &events)
        }
        if byte == 0x1B {
            state = .paste(matched: 1)
        } else {
            state = .paste(matched: 0)
            appendPasted(byte, into: &events)
        }
    }

    /// Adds a byte to the paste, delivering a chunk when the paste grows too long.
    mutating func appendPasted(_ byte: UInt8, into events: inout [InputEvent]) {
        pastedBytes.append(byte)
        guard pastedBytes.count >= Self.maximumPasteChunk else { return }
        let cut = Self.lastCharacterBoundary(in: pastedBytes)
        emit(.paste(Self.pastedText(pastedBytes[..<cut])), into: &events)
        pastedBytes.removeSubrange(..<cut)
    }

    /// Delivers `event` after any characters decoded before it.
    mutating func emit(_ event: InputEvent, into events: inout [InputEvent]) {
        deliverText(into: &events)
        events.append(event)
    }

    mutating func deliverText(into events: inout [InputEvent]) {
        guard !text.isEmpty else { return }
        for character in text {
            events.append(.key(.character(character)))
        }
        text = ""
    }
}

// MARK: - Small decoding helpers

extension InputDecoder {
    /// The key for a C0 control byte or DEL.
    static func controlKey(for byte: UInt8) -> TerminalKey {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x09: .tab
        case 0x7F, 0x08: .backspace
        case 0x1B: .escape
        case 0x00: .control(" ")
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
        default: .control(Character(Unicode.Scalar(byte + 0x40)))  // 0x1C…0x1F: \ ] ^ _
        }
    }

    /// Decodes one complete UTF-8 sequence, rejecting overlong forms,
    /// surrogates and values past U+10FFFF.
    static func scalar(fromUTF8 bytes: [UInt8]) -> Unicode.Scalar? {
        guard let lead = bytes.first else { return nil }
        let minimum: UInt32
        var value: UInt32
        switch bytes.count {
        case 2: value = UInt32(lead & 0x1F); minimum = 0x80
        case 3: value = UInt32(lead & 0x0F); minimum = 0x800
        case 4: value = UInt32(lead & 0x07); minimum = 0x1_0000
        default: return nil
        }
        for byte in bytes.dropFirst() {
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum else { return nil }
        return Unicode.Scalar(value)
    }

    /// The index just past the last complete UTF-8 character in `bytes`.
    static func lastCharacterBoundary(in bytes: [UInt8]) -> Int {
        var index = bytes.count - 1
        var continuationCount = 0
        while index >= 0, continuationCount < 3, bytes[index] & 0xC0 == 0x80 {
            index -= 1
            continuationCount += 1
        }
        guard index >= 0 else { return bytes.count }
        let length: Int
        switch bytes[index] {
        case 0xC0...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF7: length = 4
        default: length = 1
        }
        return length > bytes.count - index ? index : bytes.count
    }

    /// Pasted bytes as text, with CR LF and lone CR (which terminals send
    /// for a newline) turned into LF.
    static func pastedText(_ bytes: ArraySlice<UInt8>) -> String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var previousWasReturn = false
        for byte in bytes {
            if byte == 0x0A, previousWasReturn {
                previousWasReturn = false
                continue
            }
            previousWasReturn = byte == 0x0D
            normalized.append(previousWasReturn ? 0x0A : byte)
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
