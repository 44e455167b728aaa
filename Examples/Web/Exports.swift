// The web page's interface to the core, for Embedded Swift on WebAssembly: not part of the SwiftPM
// package. `Examples/Web/build.sh` compiles it with the rest of this folder and the terminal
// demo's messages (InboxMessage.swift) against the core, the script engine and the terminal's
// renderer, and links them into the module the page inlines.
//
// One page model (`WebPage`) at a time: the inbox, or the table a script left. Numbers cross the
// boundary, in CSS pixels; what holds text comes back as JSON (UTF-8 in the module's memory, at
// `gt_text_pointer`, the call returning its length in bytes); the page decides nothing itself.

import GestureScript
import GestureTable
#if SCRIPT_PLAYER
import GestureTableTerminal
#endif

/// What the page shows; the one it replaces lets go of its table.
nonisolated(unsafe) var page: WebPage? {
    willSet { page?.detach() }
}
/// The JSON text the last call that returns text made.
nonisolated(unsafe) var lastText: [UInt8] = []

/// Keeps `text` for the page at `gt_text_pointer`; returns its length in bytes.
func hand(_ text: String) -> Int32 {
    lastText = Array(text.utf8)
    return Int32(lastText.count)
}

func duration(nanoseconds: Double) -> Duration {
    guard nanoseconds.isFinite, nanoseconds > 0 else { return .zero }
    return .nanoseconds(Int64(min(nanoseconds, 1e18) + 0.5))  // rounded (`round` is not linked)
}

// MARK: - The inbox

/// Shows the inbox, fresh, in a list `width` by `height` pixels; with `rows` of 0 or more, that
/// many numbered rows in its place (`WebPage.inbox(width:height:numberedRows:)`). 0, or 1 if it
/// could not be made.
@_expose(wasm, "gt_inbox")
@_cdecl("gt_inbox")
public func showInbox(_ width: Double, _ height: Double, _ rows: Int32) -> Int32 {
    do throws(GestureTableError) {
        page = try WebPage.inbox(width: width, height: height, numberedRows: rows < 0 ? nil : Int(rows))
        #if SCRIPT_PLAYER
        scriptPlayback = nil
        #endif
        return 0
    } catch {
        return 1
    }
}

/// Gives the list a new size in pixels.
@_expose(wasm, "gt_resize")
@_cdecl("gt_resize")
public func resize(_ width: Double, _ height: Double) {
    page?.resize(width: width, height: height)
}

/// Leaves motion out (1) or not (0), as `prefers-reduced-motion: reduce` asks: pushes,
/// deletions and drops take no time; a fling still coasts.
@_expose(wasm, "gt_set_reduces_motion")
@_cdecl("gt_set_reduces_motion")
public func setReducesMotion(_ reduces: Int32) {
    page?.table.configuration.reducesMotion = reduces != 0
}

// MARK: - Time

/// Advances the table's clock by `nanoseconds` (the table sees it at its next input or tick).
@_expose(wasm, "gt_advance")
@_cdecl("gt_advance")
public func advance(_ nanoseconds: Double) {
    page?.clock.advance(by: duration(nanoseconds: nanoseconds))
}

/// Lets the table catch up with its clock: animations step, long presses come due, content coasts.
@_expose(wasm, "gt_tick")
@_cdecl("gt_tick")
public func tick() {
    page?.table.tick()
}

// MARK: - Input

/// The pointer at (`x`, `y`) pixels, moved by (`dx`, `dy`) since it went down, at (`vx`, `vy`)
/// pixels a second (not finite: the table measures it from the moves), `milliseconds` into the
/// clock the module was given: a `PointerSample` of phase `phase` (0 began, 1 changed, 2 ended,
/// 3 cancelled), in the table's units (pixels over `scaleX` and `scaleY`).
func pointerSample(
    _ phase: Int32, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ vx: Double, _ vy: Double, _ milliseconds: Double,
    scaleX: Double = 1, scaleY: Double = 1
) -> PointerSample {
    let phases: [PointerSample.Phase] = [.began, .changed, .ended, .cancelled]
    return PointerSample(
        phases[Int(min(max(phase, 0), 3))], location: Point(x: x / scaleX, y: y / scaleY),
        translation: Point(x: dx / scaleX, y: dy / scaleY), velocity: Velocity(dx: vx / scaleX, dy: vy / scaleY),
        timestamp: duration(nanoseconds: milliseconds * 1e6))
}

/// A pointer sample in the list (``pointerSample(_:_:_:_:_:_:_:_:scaleX:scaleY:)``).
@_expose(wasm, "gt_pointer")
@_cdecl("gt_pointer")
public func pointer(_ phase: Int32, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ vx: Double, _ vy: Double, _ milliseconds: Double) {
    guard let page else { return }
    page.pointer(phase, pointerSample(phase, x, y, dx, dy, vx, vy, milliseconds, scaleX: page.scaleX, scaleY: page.scaleY))
}

/// Scrolls the list by `distance` pixels (a wheel).
@_expose(wasm, "gt_scroll")
@_cdecl("gt_scroll")
public func scroll(_ distance: Double) {
    page?.scroll(by: distance)
}

/// A key of the list, by its code (`WebPage.Key`): 1 if it is the list's, 0 if not.
@_expose(wasm, "gt_key")
@_cdecl("gt_key")
public func key(_ code: Int32) -> Int32 {
    guard let key = WebPage.Key(rawValue: code) else { return 0 }
    return page?.press(key) == true ? 1 : 0
}

/// What a press that went down `pressedAt` milliseconds into the module's clock becomes, now
/// that the pointer is at (`x`, `y`) pixels in the list, moved by (`dx`, `dy`), at
/// `milliseconds`: the code of a `GestureClaim` (0 swipe, 1 scroll, 2 sweep, 3 lift,
/// 4 context-menu, 5 declined, 6 undecided). The page asks it before it sends the move on.
@_expose(wasm, "gt_claim")
@_cdecl("gt_claim")
public func claim(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ milliseconds: Double, _ pressedAt: Double) -> Int32 {
    guard let page else { return claimCode(.declined) }
    let sample = pointerSample(1, x, y, dx, dy, 0, 0, milliseconds, scaleX: page.scaleX, scaleY: page.scaleY)
    return claimCode(page.claim(sample, pressedAt: duration(nanoseconds: pressedAt * 1e6)))
}

/// Opens the context menu of the row the keys act on (the frame's `menu` draws it): 1 if it
/// opened, 0 if not.
@_expose(wasm, "gt_menu_present")
@_cdecl("gt_menu_present")
public func presentMenu() -> Int32 {
    page?.presentMenu() == true ? 1 : 0
}

/// Chooses item `item` (from 0) of the context menu shown.
@_expose(wasm, "gt_menu_choose")
@_cdecl("gt_menu_choose")
public func chooseMenuItem(_ item: Int32) {
    page?.chooseMenuItem(Int(item))
}

/// Closes the context menu shown without choosing.
@_expose(wasm, "gt_menu_dismiss")
@_cdecl("gt_menu_dismiss")
public func dismissMenu() {
    page?.dismissMenu()
}

// MARK: - Output

/// What happened since the last call, as JSON: `events`, `say` (the live region's new text),
/// `open` (a message to show); see `WebPage.takeNews()`.
@_expose(wasm, "gt_news")
@_cdecl("gt_news")
public func news() -> Int32 {
    hand(page?.takeNews() ?? "{\"events\":[]}")
}

/// The list to draw, as JSON; see `WebPage.frame()`.
@_expose(wasm, "gt_frame")
@_cdecl("gt_frame")
public func frame() -> Int32 {
    hand(page?.frame() ?? "{}")
}

/// The titles of every row in order, as JSON (the page draws only the rows in sight).
@_expose(wasm, "gt_titles")
@_cdecl("gt_titles")
public func titles() -> Int32 {
    hand(page?.titles() ?? "[]")
}

/// The undo window's snackbar, as JSON: `text` and `secondsLeft` while it offers a change,
/// and `commits`, the changes committed since the last call; see `WebPage.takeSnackbar()`.
@_expose(wasm, "gt_snackbar")
@_cdecl("gt_snackbar")
public func snackbar() -> Int32 {
    hand(page?.takeSnackbar() ?? "{\"commits\":[]}")
}

/// Where the text the last call made starts in memory.
@_expose(wasm, "gt_text_pointer")
@_cdecl("gt_text_pointer")
public func textPointer() -> Int32 {
    lastText.withUnsafeBufferPointer { Int32(truncatingIfNeeded: Int(bitPattern: $0.baseAddress)) }
}

// MARK: - Scripts

// The script player, compiled into the page's second module only (`SCRIPT_PLAYER`), which the
// page loads the first time a script plays: the first module, which draws the inbox, stays small.

#if SCRIPT_PLAYER
/// Room for `length` bytes that the page writes a text into, for `gt_play`, which frees it.
@_expose(wasm, "gt_alloc")
@_cdecl("gt_alloc")
public func allocate(_ length: Int32) -> Int32 {
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(max(length, 1)))
    return Int32(truncatingIfNeeded: Int(bitPattern: bytes))
}

/// The playback of the script `gt_play` played last, kept while its table is the page's: the
/// table's closures (the script's actions, which rows may move) belong to it.
nonisolated(unsafe) var scriptPlayback: ScriptPlayback?

/// The screen of a script played in the page: frames drawn by the terminal's renderer as plain
/// text, as `gesture-table play` prints them when its output is not a terminal.
let plainTextScreen = PlaybackScreen(
    drawFrame: { table, size in
        let frame = TableRenderer(usesColor: false).render(table, width: size.columns, height: size.lines) { $0.text }
        var text = ""
        for (row, line) in frame.lines.enumerated() {
            if row > 0 { text.append("\n") }
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            text.append(contentsOf: line)
        }
        return text
    },
    textWidth: { text in terminalWidth(of: text) })

/// Plays the script of `textLength` UTF-8 bytes at `text`, named `name` (`nameLength` bytes) in
/// its messages, with the native player itself; frees both texts. The table the script left
/// becomes the page's. Returns JSON: `status` and `messages` as `gesture-table play` exits and
/// prints them (standard output, then standard error), and `rows`, the titles in order (none
/// when the script did not parse).
@_expose(wasm, "gt_play")
@_cdecl("gt_play")
public func play(_ text: Int32, _ textLength: Int32, _ name: Int32, _ nameLength: Int32) -> Int32 {
    let script = takeText(at: text, length: textLength)
    let fileName = takeText(at: name, length: nameLength)
    var output = ""
    let player = ScriptPlayer(options: PlaybackOptions(screen: plainTextScreen))
    let (result, playback) = player.playKeepingTable(script, fileName: fileName, to: &output)
    if let diagnostic = result.diagnostic { output += diagnostic + "\n" }
    var object = JSONObject()
    object.set("status", json: String(result.exitStatus))
    object.set("messages", output)
    // A script of setup commands only still leaves a table.
    object.set("rows", json: jsonArray(playback?.table.rows.map { jsonString($0.title) } ?? []))
    if let playback {
        scriptPlayback = playback
        page = WebPage(table: playback.table, clock: playback.clock, isInbox: false, cells: (playback.size.columns, playback.size.lines))
    }
    return hand(object.json)
}

/// The UTF-8 text of `length` bytes at `address`, which `gt_alloc` gave; frees them.
func takeText(at address: Int32, length: Int32) -> String {
    guard let bytes = UnsafeMutablePointer<UInt8>(bitPattern: Int(address)) else { return "" }
    defer { bytes.deallocate() }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(max(length, 0))), as: UTF8.self)
}
#endif

// MARK: - The board

// The board view (WebBoard.swift), compiled into the page's second module only (`BOARD`), which
// the page loads the first time it shows the board: one board for the page's life, beside the
// inbox or a script's table (`page`), on its own clock. The same conventions as above: pixels
// in the board's viewport (its columns' lists, scrolled sideways by the board), JSON back.

#if BOARD
/// The board the page shows, once shown.
nonisolated(unsafe) var webBoard: WebBoard?

/// Shows the board in a viewport `width` by `height` pixels: made the first time, resized after.
/// 0, or 1 if it could not be made.
@_expose(wasm, "gt_board_show")
@_cdecl("gt_board_show")
public func showBoard(_ width: Double, _ height: Double) -> Int32 {
    if let webBoard {
        webBoard.resize(width: width, height: height)
        return 0
    }
    do throws(GestureTableError) {
        webBoard = try WebBoard(width: width, height: height)
        return 0
    } catch {
        return 1
    }
}

/// Gives the board's viewport a new size in pixels (its columns keep their width).
@_expose(wasm, "gt_board_resize")
@_cdecl("gt_board_resize")
public func resizeBoard(_ width: Double, _ height: Double) {
    webBoard?.resize(width: width, height: height)
}

/// Leaves motion out (1) or not (0) in every column, as `prefers-reduced-motion: reduce` asks.
@_expose(wasm, "gt_board_set_reduces_motion")
@_cdecl("gt_board_set_reduces_motion")
public func setBoardReducesMotion(_ reduces: Int32) {
    for table in webBoard?.board.tables ?? [] { table.configuration.reducesMotion = reduces != 0 }
}

/// Advances the board's clock by `nanoseconds`.
@_expose(wasm, "gt_board_advance")
@_cdecl("gt_board_advance")
public func advanceBoard(_ nanoseconds: Double) {
    webBoard?.clock.advance(by: duration(nanoseconds: nanoseconds))
}

/// Lets the board catch up with its clock: animations step, long presses lift, a carried row
/// near an edge scrolls its column or the board.
@_expose(wasm, "gt_board_tick")
@_cdecl("gt_board_tick")
public func tickBoard() {
    webBoard?.board.tick()
}

/// A pointer sample in the board's viewport (``pointerSample(_:_:_:_:_:_:_:_:scaleX:scaleY:)``).
@_expose(wasm, "gt_board_pointer")
@_cdecl("gt_board_pointer")
public func boardPointer(_ phase: Int32, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ vx: Double, _ vy: Double, _ milliseconds: Double) {
    webBoard?.pointer(phase, pointerSample(phase, x, y, dx, dy, vx, vy, milliseconds))
}

/// The board scrolled sideways to `offset` pixels.
@_expose(wasm, "gt_board_scroll_to")
@_cdecl("gt_board_scroll_to")
public func scrollBoard(to offset: Double) {
    webBoard?.scrollHorizontally(to: offset)
}

/// Scrolls the column under `x` (pixels in the board's viewport) by `distance` pixels (a wheel).
@_expose(wasm, "gt_board_wheel")
@_cdecl("gt_board_wheel")
public func wheelBoard(_ x: Double, _ distance: Double) {
    webBoard?.scroll(atX: x, by: distance)
}

/// A key of the selected column, by its code (`WebBoard.Key`): 1 if it is the board's, 0 if not.
@_expose(wasm, "gt_board_key")
@_cdecl("gt_board_key")
public func boardKey(_ code: Int32) -> Int32 {
    guard let key = WebBoard.Key(rawValue: code) else { return 0 }
    return webBoard?.press(key) == true ? 1 : 0
}

/// The list of `column` has the focus: the keys act on that column.
@_expose(wasm, "gt_board_focus_column")
@_cdecl("gt_board_focus_column")
public func focusBoardColumn(_ column: Int32) {
    webBoard?.selectColumn(Int(column))
}

/// What a press in the board's viewport becomes, as `gt_claim` says. A declined one is the
/// board's to scroll.
@_expose(wasm, "gt_board_claim")
@_cdecl("gt_board_claim")
public func claimOnBoard(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ milliseconds: Double, _ pressedAt: Double) -> Int32 {
    guard let webBoard else { return claimCode(.declined) }
    return claimCode(webBoard.claim(pointerSample(1, x, y, dx, dy, 0, 0, milliseconds), pressedAt: duration(nanoseconds: pressedAt * 1e6)))
}

/// Opens the context menu of the board's selected task: 1 if it opened, 0 if not.
@_expose(wasm, "gt_board_menu_present")
@_cdecl("gt_board_menu_present")
public func presentBoardMenu() -> Int32 {
    webBoard?.presentMenu() == true ? 1 : 0
}

/// Chooses item `item` (from 0) of the board's context menu shown.
@_expose(wasm, "gt_board_menu_choose")
@_cdecl("gt_board_menu_choose")
public func chooseBoardMenuItem(_ item: Int32) {
    webBoard?.chooseMenuItem(Int(item))
}

/// Closes the board's context menu shown without choosing.
@_expose(wasm, "gt_board_menu_dismiss")
@_cdecl("gt_board_menu_dismiss")
public func dismissBoardMenu() {
    webBoard?.dismissMenu()
}

/// What happened on the board since the last call, as JSON: `events`, `say`.
@_expose(wasm, "gt_board_news")
@_cdecl("gt_board_news")
public func boardNews() -> Int32 {
    hand(webBoard?.takeNews() ?? "{\"events\":[]}")
}

/// The board to draw, as JSON; see `WebBoard.frame()`.
@_expose(wasm, "gt_board_frame")
@_cdecl("gt_board_frame")
public func boardFrame() -> Int32 {
    hand(webBoard?.frame() ?? "{\"columns\":[]}")
}
#endif

// MARK: - The outline

// The outline view (WebOutline.swift), compiled into the page's second module only (`OUTLINE`),
// as the board is: one outline for the page's life, beside the inbox and the board, on its own
// clock. The same conventions as above: pixels in the tree's list, JSON back.

#if OUTLINE
/// The outline the page shows, once shown.
nonisolated(unsafe) var webOutline: WebOutline?

/// Shows the outline in a list `width` by `height` pixels: made the first time, resized after.
/// 0, or 1 if it could not be made.
@_expose(wasm, "gt_outline_show")
@_cdecl("gt_outline_show")
public func showOutline(_ width: Double, _ height: Double) -> Int32 {
    if let webOutline {
        webOutline.resize(width: width, height: height)
        return 0
    }
    do throws(GestureTableError) {
        webOutline = try WebOutline(width: width, height: height)
        return 0
    } catch {
        return 1
    }
}

/// Gives the outline's list a new size in pixels.
@_expose(wasm, "gt_outline_resize")
@_cdecl("gt_outline_resize")
public func resizeOutline(_ width: Double, _ height: Double) {
    webOutline?.resize(width: width, height: height)
}

/// Leaves motion out (1) or not (0), as `prefers-reduced-motion: reduce` asks.
@_expose(wasm, "gt_outline_set_reduces_motion")
@_cdecl("gt_outline_set_reduces_motion")
public func setOutlineReducesMotion(_ reduces: Int32) {
    webOutline?.table.configuration.reducesMotion = reduces != 0
}

/// Advances the outline's clock by `nanoseconds`.
@_expose(wasm, "gt_outline_advance")
@_cdecl("gt_outline_advance")
public func advanceOutline(_ nanoseconds: Double) {
    webOutline?.clock.advance(by: duration(nanoseconds: nanoseconds))
}

/// Lets the outline catch up with its clock: animations step, long presses lift, a collapsed
/// row held under a carried one expands.
@_expose(wasm, "gt_outline_tick")
@_cdecl("gt_outline_tick")
public func tickOutline() {
    webOutline?.table.tick()
}

/// A pointer sample in the outline's list (``pointerSample(_:_:_:_:_:_:_:_:scaleX:scaleY:)``).
@_expose(wasm, "gt_outline_pointer")
@_cdecl("gt_outline_pointer")
public func outlinePointer(_ phase: Int32, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ vx: Double, _ vy: Double, _ milliseconds: Double) {
    webOutline?.pointer(phase, pointerSample(phase, x, y, dx, dy, vx, vy, milliseconds))
}

/// Scrolls the outline by `distance` pixels (a wheel).
@_expose(wasm, "gt_outline_wheel")
@_cdecl("gt_outline_wheel")
public func wheelOutline(_ distance: Double) {
    webOutline?.scroll(by: distance)
}

/// A key of the outline, by its code (`WebOutline.Key`): 1 if it is the outline's, 0 if not.
@_expose(wasm, "gt_outline_key")
@_cdecl("gt_outline_key")
public func outlineKey(_ code: Int32) -> Int32 {
    guard let key = WebOutline.Key(rawValue: code) else { return 0 }
    return webOutline?.press(key) == true ? 1 : 0
}

/// Expands or collapses the row with `id` (its disclosure triangle was clicked).
@_expose(wasm, "gt_outline_toggle")
@_cdecl("gt_outline_toggle")
public func toggleOutlineRow(_ id: Int32) {
    webOutline?.toggle(rowWithID: Int(id))
}

/// What a press in the outline becomes, as `gt_claim` says.
@_expose(wasm, "gt_outline_claim")
@_cdecl("gt_outline_claim")
public func claimOnOutline(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ milliseconds: Double, _ pressedAt: Double) -> Int32 {
    guard let webOutline else { return claimCode(.declined) }
    return claimCode(webOutline.claim(pointerSample(1, x, y, dx, dy, 0, 0, milliseconds), pressedAt: duration(nanoseconds: pressedAt * 1e6)))
}

/// What happened in the outline since the last call, as JSON: `events`, `say`.
@_expose(wasm, "gt_outline_news")
@_cdecl("gt_outline_news")
public func outlineNews() -> Int32 {
    hand(webOutline?.takeNews() ?? "{\"events\":[]}")
}

/// The outline to draw, as JSON; see `WebOutline.frame()`.
@_expose(wasm, "gt_outline_frame")
@_cdecl("gt_outline_frame")
public func outlineFrame() -> Int32 {
    hand(webOutline?.frame() ?? "{}")
}

/// Every row the outline shows, in order, as JSON (`{title, level, expanded}`).
@_expose(wasm, "gt_outline_rows")
@_cdecl("gt_outline_rows")
public func outlineRows() -> Int32 {
    hand(webOutline?.rowsJSON() ?? "[]")
}
#endif
