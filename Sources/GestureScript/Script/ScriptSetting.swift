/// A table setting changed by a script's `set` command.
public enum ScriptSetting: Hashable, Sendable {
    /// `set animation-duration DURATION`: the duration of row animations.
    case animationDuration(Located<Duration>)
    /// `set bounce on|off`: whether a replaced row bounces.
    case bounce(Located<Bool>)
    /// `set long-press DURATION`: how long a press must be held to lift a row.
    case longPress(Located<Duration>)
    /// `set flick on|off`: whether a fast release fires a side's first action.
    case flick(Located<Bool>)
    /// `set flick-velocity V`: how fast a release must be to count as a
    /// flick, in row widths per second.
    case flickVelocity(Located<Double>)
    /// `set closes-on-scroll on|off`: whether scrolling closes an open row.
    case closesOnScroll(Located<Bool>)
    /// `set reduced-motion on|off`: whether row animations take no time.
    case reducedMotion(Located<Bool>)
    /// `set pointer-step DURATION`: the time the player takes for each step of a pointer move
    /// (8 ms unless set); with `0ms` each move is one jump that takes no time, as a terminal
    /// reports a drag and as `demo --record` writes, so that its waits are the real ones.
    case pointerStep(Located<Duration>)
    // Momentum
    /// `set deceleration normal|fast|R`: how fast the list slows down when it coasts, the
    /// factor its speed is multiplied by every millisecond (0.998, 0.99, or R in 0.9...0.9999).
    case deceleration(Located<Double>)
    // Rows in groups
    /// `set selection multiple|single`: how many rows may be selected at once.
    case selection(Located<ScriptSelectionMode>)
    /// `set editing on|off`: edit mode, where a tap toggles a row, swipes are off and `sweep`
    /// selects rows.
    case editing(Located<Bool>)
    // Who owns the gesture
    /// `set edge-exclusion N`: how many columns from the leading edge a press never begins a
    /// swipe in (a decimal from 0; 0, the default, excludes none).
    case edgeExclusion(Located<Double>)
    /// `set swipe-angle D`: how far from horizontal, in degrees (0...90), a drag may point and
    /// still swipe; a steeper one scrolls (30 by default).
    case swipeAngle(Located<Double>)
    /// `set context-menu on|off`: whether a row has a context menu of its accessibility
    /// actions (`contextMenu = .rowActions`), which a still long press opens; on a board,
    /// every column's rows.
    case contextMenu(Located<Bool>)
    // History
    /// `set undo-limit N`: how many steps undo keeps, the table's or the board's (0...10,000).
    case undoLimit(Located<Int>)
    // The undo window
    /// `set commit-delay DURATION`: how long a change of the user's waits for an undo before
    /// it is committed (`0ms`, the default: at once); the table's or the board's.
    case commitDelay(Located<Duration>)

    /// The names the `set` command accepts, in the order of the cases.
    public static var names: [String] { Name.allCases.map { $0.scriptName } }

    /// The name of a setting, as `set NAME` spells it (``ScriptKeyword/scriptName``).
    public enum Name: String, ScriptKeyword, Hashable, Sendable {
        /// `animation-duration`.
        case animationDuration
        /// `bounce`.
        case bounce
        /// `long-press`.
        case longPress
        /// `flick`.
        case flick
        /// `flick-velocity`.
        case flickVelocity
        /// `closes-on-scroll`.
        case closesOnScroll
        /// `reduced-motion`.
        case reducedMotion
        /// `pointer-step`.
        case pointerStep
        /// `deceleration`.
        case deceleration
        /// `selection`.
        case selection
        /// `editing`.
        case editing
        /// `edge-exclusion`.
        case edgeExclusion
        /// `swipe-angle`.
        case swipeAngle
        /// `context-menu`.
        case contextMenu
        /// `undo-limit`.
        case undoLimit
        /// `commit-delay`.
        case commitDelay

        /// What follows the name, as usage messages write it.
        var valueSyntax: String {
            switch self {
            case .animationDuration, .longPress, .pointerStep, .commitDelay: "DURATION"
            case .bounce, .flick, .closesOnScroll, .reducedMotion, .editing, .contextMenu: "on|off"
            case .selection: "multiple|single"
            case .flickVelocity: "V"
            case .deceleration: "normal|fast|R"
            case .undoLimit, .edgeExclusion, .swipeAngle: "N"
            }
        }

        /// The syntax of `set`: the names grouped by what follows them, in the order of the cases.
        static var usage: String {
            var groups: [(syntax: String, names: [String])] = []
            for name in allCases {
                if let group = groups.firstIndex(where: { $0.syntax == name.valueSyntax }) {
                    groups[group].names.append(name.scriptName)
                } else {
                    groups.append((name.valueSyntax, [name.scriptName]))
                }
            }
            let forms = groups.map { "set " + $0.names.joined(separator: "|") + " " + $0.syntax }
            return forms.dropLast().joined(separator: ", ") + ", or " + (forms.last ?? "")
        }
    }
}

/// How many rows a script's table lets be selected (`set selection multiple|single`).
public enum ScriptSelectionMode: String, ScriptKeyword, Hashable, Sendable {
    /// Any number.
    case multiple
    /// At most one, the default.
    case single
}
