// swift-tools-version:6.0
import PackageDescription

// The core's invariant checks (after every step; up to 2,000 ids hashed each time) are the
// project's own: on in its debug builds and tests, off when an app builds the package as a
// dependency, which SwiftPM and Xcode check out under a `checkouts` folder.
// GESTURE_TABLE_INTERNAL_CHECKS=1 (or 0) in the environment says so either way.
let checksInvariants = Context.environment["GESTURE_TABLE_INTERNAL_CHECKS"].map { $0 == "1" }
    ?? !Context.packageDirectory.contains("/checkouts/")
let coreSettings: [SwiftSetting] = checksInvariants
    ? [.define("GESTURE_TABLE_INTERNAL_CHECKS", .when(configuration: .debug))] : []

let package = Package(
    name: "GestureTable",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "GestureTable", targets: ["GestureTable"]),
        .library(name: "GestureTableTerminal", targets: ["GestureTableTerminal"]),
        .library(name: "GestureScript", targets: ["GestureScript"]),
        .library(name: "GestureTableUIKit", targets: ["GestureTableUIKit"]),
        .executable(name: "gesture-table", targets: ["GestureTableTool"]),
        .executable(name: "gesture-table-bench", targets: ["GestureTableBench"]),
    ],
    dependencies: [],
    targets: [
        // The platform-free core: rows, actions, gestures, animations. Imports nothing.
        .target(
            name: "GestureTable",
            exclude: ["Layout.md"],
            swiftSettings: coreSettings,
            // `rounded()` lowers to libm calls; the core imports nothing else that links it.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Terminal cells, escape sequences, input decoding, termios. Depends on the core only.
        .target(name: "GestureTableTerminal", dependencies: ["GestureTable"]),
        // The script language and its player, on the core only, so that it also compiles with
        // Embedded Swift for the web page; frames and recordings come in through PlaybackOptions.
        .target(name: "GestureScript", dependencies: ["GestureTable"]),
        // A UIKit view and a SwiftUI wrapper over the core: every file is `#if canImport(UIKit)`.
        // On Linux the same sources compile against UIKitStub, so that the tests drive them.
        .target(
            name: "GestureTableUIKit",
            dependencies: ["GestureTable", .target(name: "UIKitStub", condition: .when(platforms: [.linux]))]),
        // The few UIKit, QuartzCore and CoreGraphics declarations GestureTableUIKit uses, with
        // Apple's documented signatures, and a way for tests to play recognizer sequences. Linux only.
        .target(name: "UIKitStub"),
        // The command-line face: `play` (frames and recordings drawn by the terminal module), demo.
        .target(name: "GestureTableCLI", dependencies: ["GestureTable", "GestureTableTerminal", "GestureScript"]),
        // The `gesture-table` executable: a thin main over GestureTableCLI.
        .executableTarget(name: "GestureTableTool", dependencies: ["GestureTableCLI"]),
        // The benchmark: `swift run -c release gesture-table-bench [--json]`. Not a test.
        // Peers/ holds the tools that measure it against other libraries; README.md, the method
        // and the figures. Neither is built.
        .executableTarget(name: "GestureTableBench", dependencies: ["GestureTableCLI", "GestureScript"], exclude: ["Peers", "README.md"]),
        // An example app on the core: its own row type, four actions, reorder, a placeholder.
        .executableTarget(name: "Inbox", dependencies: ["GestureTable"], path: "Examples/Inbox"),
        // Helpers shared by the test targets (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "GestureTableTests", dependencies: ["GestureTable", "TestSupport"]),
        .testTarget(name: "GestureTableTerminalTests", dependencies: ["GestureTableTerminal", "TestSupport"]),
        .testTarget(name: "GestureTableCLITests", dependencies: ["GestureTableCLI", "GestureScript", "TestSupport"]),
        .testTarget(
            name: "GestureTableUIKitTests",
            dependencies: [
                "GestureTableUIKit", "TestSupport",
                .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
