// `gesture-table-bench --peer-frames`: the swipe gesture's frames as JSON, with our own bytes
// and times for them, for Peers/side_by_side.py to feed the same frames to its peers.

import GestureTableTerminal

enum PeerFrames {
    /// One JSON object: `frames` (each a list of rows, each a list of style runs
    /// `[text, foreground, background, bold, dim]`, colors as `"#rrggbb"` or `null`), and our
    /// figures for the same frames: `frame_cpu_ns` (``gesturePipelineCPUNanoseconds(runs:)``,
    /// the figure the peers are measured by), `gesture_bytes`, `gesture_payload_bytes`,
    /// `write_ns` and `frame_pipeline_ns`.
    static func json() -> String {
        let frames = gestureFrames()
        let bytes = gestureBytes(frames)
        let writeNanoseconds = gestureWriteCost(frames)
        let pipelineNanoseconds = framePipelineCost()
        let frameCPUNanoseconds = gesturePipelineCPUNanoseconds()
        let encodedFrames = frames.map(encode).joined(separator: ",\n")
        return """
            {"gesture_bytes": \(bytes.written), "gesture_payload_bytes": \(bytes.payload), \
            "write_ns": \(Int(writeNanoseconds)), "frame_pipeline_ns": \(Int(pipelineNanoseconds)), \
            "frame_cpu_ns": \(Int(frameCPUNanoseconds)), \
            "frames": [
            \(encodedFrames)
            ]}
            """
    }

    static func encode(_ frame: Frame) -> String {
        var rows: [String] = []
        for y in 0..<frame.height {
            var runs: [String] = []
            var text = ""
            var style: CellStyle?
            func flush() {
                guard let style, !text.isEmpty else { return }
                runs.append("[\(quoted(text)), \(color(style.foreground)), \(color(style.background)), \(style.isBold), \(style.isDim)]")
            }
            for x in 0..<frame.width {
                guard let cell = frame[x: x, y: y], !cell.isContinuation else { continue }
                if cell.style != style {
                    flush()
                    text = ""
                    style = cell.style
                }
                text.append(cell.character)
            }
            flush()
            rows.append("[" + runs.joined(separator: ", ") + "]")
        }
        return "[" + rows.joined(separator: ", ") + "]"
    }

    static func color(_ color: TerminalColor) -> String {
        guard case let .rgb(red, green, blue) = color else { return "null" }
        return "\"#" + [red, green, blue].map { value in
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined() + "\""
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 {
                    result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
