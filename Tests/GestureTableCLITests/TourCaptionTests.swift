import Testing
@testable import GestureTableCLI

/// `frame "caption"` puts the caption in the frame's header, and the tour that `gesture-table`
/// prints without a terminal says what each of its frames shows.
@Suite("Frame captions")
struct TourCaptionTests {
    @Test("A caption follows the time and the line in the header; control characters are escaped")
    func captionInHeader() {
        let (result, output) = playScript("size 40x2\nrow \"A\"\nframe \"Row A at rest\"\nframe \"\u{1B}[2J\"\nframe\n")
        #expect(result.exitStatus == 0)
        let headers = output.split(separator: "\n").filter { $0.hasPrefix("── ") }
        #expect(headers == [
            "── 0.000s · t.gts:3 · Row A at rest ────",
            "── 0.000s · t.gts:4 · \\u{1B}[2J ────────",
            "── 0.000s · t.gts:5 ────────────────────",
        ])
    }

    @Test("Every frame of the tour has a caption")
    func tourCaptions() {
        let run = runCommand([], outputIsTerminal: false)
        #expect(run.status == 0)
        let headers = run.output.split(separator: "\n").filter { $0.hasPrefix("── ") }
        #expect(headers.count == 7)
        for header in headers {
            let parts = header.split(separator: " · ")
            #expect(parts.count == 3, "no caption in \(header)")
            #expect((parts.last?.count ?? 0) > 20, "caption too short in \(header)")
        }
    }
}
