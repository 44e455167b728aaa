/// The color of an action, as red, green and blue components.
///
/// Platform-free on purpose: a UIKit binding turns it into a `UIColor`, the terminal driver into
/// a truecolor, 256-color or 16-color escape sequence.
public struct ActionColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 255.
    public var red: UInt8
    /// The green component, 0 to 255.
    public var green: UInt8
    /// The blue component, 0 to 255.
    public var blue: UInt8

    /// Creates a color from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Green, for actions that complete something (Mailbox's "done").
    public static let green = ActionColor(red: 85, green: 213, blue: 80)
    /// Red, for destructive actions.
    public static let red = ActionColor(red: 232, green: 61, blue: 14)
    /// Yellow, for "later" actions.
    public static let yellow = ActionColor(red: 254, green: 217, blue: 56)
    /// Brown, for "list" actions.
    public static let brown = ActionColor(red: 206, green: 149, blue: 98)
    /// Blue, for neutral actions such as "mark read".
    public static let blue = ActionColor(red: 52, green: 152, blue: 219)
    /// Orange, for flagging.
    public static let orange = ActionColor(red: 243, green: 156, blue: 18)
    /// Purple.
    public static let purple = ActionColor(red: 155, green: 89, blue: 182)
    /// Gray, for inactive or secondary actions.
    public static let gray = ActionColor(red: 149, green: 165, blue: 166)

    /// The name of the color if it is one of the presets above (``green-type.property``, ``red-type.property``, …), else
    /// its hex form `#rrggbb`. For logs and test failures; a driver that names colors (a script
    /// language) keeps its own names.
    public var description: String {
        if let preset = Self.presets.first(where: { $0.color == self }) { return preset.name }
        return "#" + [red, green, blue].map { component in
            let digits = String(component, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The presets with their Swift names, for ``description``.
    private static let presets: [(name: String, color: ActionColor)] = [
        ("green", .green), ("red", .red), ("yellow", .yellow), ("brown", .brown),
        ("blue", .blue), ("orange", .orange), ("purple", .purple), ("gray", .gray),
    ]
}
