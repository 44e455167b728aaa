import Foundation
import Testing

/// The WebAssembly builds (`Examples/Web/build.sh`, `Examples/Embedded/build.sh`) find the Swift
/// toolchain on PATH, never at a fixed place, and say what is missing; the README's commands run
/// on Linux.
@Suite("WebAssembly builds: the toolchain from PATH")
struct WebBuildToolchainTests {
    static let scripts = ["Examples/Web/build.sh", "Examples/Embedded/build.sh", "Examples/Embedded/toolchain.sh"]

    @Test("No build script names a toolchain directory", arguments: scripts)
    func noFixedToolchain(_ script: String) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(script), encoding: .utf8)
        #expect(!text.contains("/opt/swift"))
    }

    @Test("Without swiftc on PATH a build stops at once and says what to do", arguments: scripts.dropLast())
    func missingToolchain(_ script: String) throws {
        // A PATH with the standard tools the scripts need before the toolchain, and no swiftc.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for tool in ["dirname", "readlink"] {
            guard let path = ["/usr/bin/\(tool)", "/bin/\(tool)"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
            else { continue }
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(tool).path, withDestinationPath: path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot.appendingPathComponent(script).path]
        process.environment = ["PATH": folder.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text.hasPrefix("error: no swiftc on PATH."), "\(text)")
    }

    @Test("The README opens the page without macOS's open, and builds Examples/Embedded")
    func readmeCommands() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!readme.contains("\nopen "))
        #expect(readme.contains("xdg-open Examples/Web/dist/index.html"))
        #expect(readme.contains("`Examples/Embedded/build.sh`"))
    }
}
