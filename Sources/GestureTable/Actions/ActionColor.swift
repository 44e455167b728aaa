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

    /// A color by name: the one list of the colors the table names, which the presets below, the
    /// script language's `color NAME` and logs all use.
    public enum Name: String, CaseIterable, Hashable, Sendable {
        /// Green, for actions that complete something (Mailbox's "done").
        case green
        /// Red, for destructive actions.
        case red
        /// Yellow, for "later" actions.
        case yellow
        /// Brown, for "list" actions.
        case brown
        /// Blue, for neutral actions such as "mark read".
        case blue
        /// Orange, for flagging.
        case orange
        /// Purple.
        case purple
        /// Gray, for inactive or secondary actions.
        case gray
        /// Cyan (turquoise).
        case cyan
        /// Black (a dark slate, so that white text stays readable on it).
        case black
        /// White (a light gray, so that it stays visible on a white list).
        case white
    }

    /// The color that `name` names.
    public init(_ name: Name) {
        switch name {
        case .green: self.init(red: 85, green: 213, blue: 80)
        case .red: self.init(red: 232, green: 61, blue: 14)
        case .yellow: self.init(red: 254, green: 217, blue: 56)
        case .brown: self.init(red: 206, green: 149, blue: 98)
        case .blue: self.init(red: 52, green: 152, blue: 219)
        case .orange: self.init(red: 243, green: 156, blue: 18)
        case .purple: self.init(red: 155, green: 89, blue: 182)
        case .gray: self.init(red: 149, green: 165, blue: 166)
        case .cyan: self.init(red: 26, green: 188, blue: 156)
        case .black: self.init(red: 44, green: 62, blue: 80)
        case .white: self.init(red: 236, green: 240, blue: 241)
        }
    }

    /// The name of this color, if it is one of the named colors.
    public var name: Name? {
        Name.allCases.first { ActionColor($0) == self }
    }

    /// Green, for actions that complete something (Mailbox's "done").
    public static let green = ActionColor(.green)
    /// Red, for destructive actions.
    public static let red = ActionColor(.red)
    /// Yellow, for "later" actions.
    public static let yellow = ActionColor(.yellow)
    /// Brown, for "list" actions.
    public static let brown = ActionColor(.brown)
    /// Blue, for neutral actions such as "mark read".
    public static let blue = ActionColor(.blue)
    /// Orange, for flagging.
    public static let orange = ActionColor(.orange)
    /// Purple.
    public static let purple = ActionColor(.purple)
    /// Gray, for inactive or secondary actions.
    public static let gray = ActionColor(.gray)

    /// The color's ``name-swift.property`` if it has one (`green`, `red`, …), else its hex form
    /// `#rrggbb`. For logs and test failures.
    public var description: String {
        if let name { return name.rawValue }
        return "#" + [red, green, blue].map { component in
            let digits = String(component, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
