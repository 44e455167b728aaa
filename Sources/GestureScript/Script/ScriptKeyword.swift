import GestureTable

/// A value that a script names by a word: a slot, a side, an animation, an operation, a color,
/// an event.
///
/// The word is derived from the case's raw value, its Swift name, in lowercase words joined by
/// hyphens (`ActionSlot.firstLeft` is `first-left`), so that each name is spelled once, by the
/// type that has it: the core's types are named in scripts as the core names them.
public protocol ScriptKeyword: RawRepresentable, CaseIterable where RawValue == String {}

extension ScriptKeyword {
    /// The word that names the value in scripts: `first-left` for `firstLeft`.
    public var scriptName: String {
        var word: [UInt8] = []
        for byte in rawValue.utf8 {
            // ASCII only, so that Embedded Swift needs no Unicode tables for it.
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
                word += [UInt8(ascii: "-"), byte - UInt8(ascii: "A") + UInt8(ascii: "a")]
            } else {
                word.append(byte)
            }
        }
        return String(decoding: word, as: UTF8.self)
    }

    /// The value among `candidates` that `word` names, or `nil` for none.
    public static func named(_ word: String, among candidates: [Self] = Array(allCases)) -> Self? {
        candidates.first { $0.scriptName == word }
    }
}

extension ActionSlot: ScriptKeyword {}
extension SwipeSide: ScriptKeyword {}
extension RowAnimation: ScriptKeyword {}
extension TableEventName: ScriptKeyword {}
extension GestureClaim: ScriptKeyword {}

/// One of the four action slots of a row: the core's, named in scripts `first-left`,
/// `second-left`, `first-right` and `second-right`.
public typealias ScriptSlot = ActionSlot

/// A side of a row: the core's, named in scripts `left` or `right`.
public typealias ScriptSide = SwipeSide

/// How `delete I ANIMATION` animates the row away: the core's animations but `automatic`, which
/// is what `delete I` without one does.
public typealias ScriptDeleteAnimation = RowAnimation

/// The name of a table event that a script can expect with `expect event`: the core's names.
public typealias ScriptEventName = TableEventName

/// What a press and its first movement become, as `expect claim` names it: the core's claim,
/// `swipe`, `scroll`, `sweep`, `lift`, `context-menu`, `declined` or `undecided`.
public typealias ScriptClaim = GestureClaim
