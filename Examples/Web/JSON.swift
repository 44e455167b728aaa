// JSON text for the page, written by hand: Embedded Swift has no Codable and no Foundation.
// Never inlined: each is called from many places, and the module must stay small.

/// A JSON object built field by field; each value is JSON text already (``jsonString(_:)``,
/// ``jsonNumber(_:)``, another object).
struct JSONObject {
    private var fields: [String] = []

    /// Adds `key` with a value that is JSON text.
    @inline(never)
    mutating func set(_ key: String, json value: String) {
        fields.append(jsonString(key) + ":" + value)
    }

    /// Adds `key` with a string value.
    @inline(never)
    mutating func set(_ key: String, _ text: String) {
        set(key, json: jsonString(text))
    }

    /// Adds `key` with a number value.
    @inline(never)
    mutating func set(_ key: String, _ number: Double) {
        set(key, json: jsonNumber(number))
    }

    /// The object as JSON text.
    var json: String {
        @inline(never) get { "{" + fields.joined(separator: ",") + "}" }
    }
}

/// JSON values as a JSON array.
@inline(never)
func jsonArray(_ values: [String]) -> String {
    "[" + values.joined(separator: ",") + "]"
}

/// A number as JSON, which has no NaN or infinity: those are 0.
@inline(never)
func jsonNumber(_ value: Double) -> String {
    value.isFinite ? value.description : "0"
}

/// `text` as a JSON string: quotes, backslashes and control characters escaped.
@inline(never)
func jsonString(_ text: String) -> String {
    let hexDigits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
        case UInt8(ascii: "\n"): bytes += Array("\\n".utf8)
        case 0..<0x20, 0x7F:
            bytes += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]]
        default: bytes.append(byte)
        }
    }
    bytes.append(UInt8(ascii: "\""))
    return String(decoding: bytes, as: UTF8.self)
}
