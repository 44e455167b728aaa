// The board view (`#board`): the terminal board demo's columns (Todo, Doing, Done) on the core's
// GestureBoard, in the page's second module, which the page loads the first time the board shows.
// As page.js does for the inbox, this file puts the module's JSON (WebBoard.swift) in the
// document and sends Pointer Events, keys and buttons back; what to draw, say and do is decided
// in Swift. Wrapped in a function: page.js's names stay its own.
"use strict";

(() => {
  const section = $("board");
  const scroller = $("board-scroller");
  const boardMenuButton = $("board-actions");
  /// The columns' keys, by their codes in `WebBoard.Key`.
  const boardKeys = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", "Escape", " ", "u", "U", "Home", "End"];
  /// Every event of the board's.
  const boardEvents = [];
  /// Each column: its element, its heading's count, its list and the views of its items by key.
  const columns = [];
  /// The second module's exports (the script player's too), once loaded.
  let module = null;
  let boardReady = null;
  let boardClock = 0;
  /// The time the board's clock was given, in milliseconds.
  let boardElapsed = 0;
  let boardPointer = null;
  /// Where and when the board's pointer went down (in the board's viewport and on the page),
  /// the scroller's offset then, and what the claim made of it (page.js's `claimOf`).
  let boardPress = null;
  let isShown = false;
  let shownBoardFrame = "";

  // MARK: - Text across the boundary

  function boardText(length) {
    const bytes = new Uint8Array(module.memory.buffer, module.gt_text_pointer() >>> 0, length);
    return new TextDecoder().decode(bytes.slice());
  }

  const boardJSON = (length) => JSON.parse(boardText(length));

  // MARK: - Drawing

  /// The columns' elements, made from the first frame: each a heading with the column's title
  /// and count, and its list, a listbox named by the title. One list at a time is in the Tab
  /// order: the selected column's; ← and → move between them.
  function makeColumns(frame) {
    const row = document.createElement("div");
    row.className = "board-columns";
    row.style.gap = `${frame.gutter}px`;
    frame.columns.forEach(({ list: column }, index) => {
      const element = document.createElement("div");
      element.className = "board-column";
      element.style.width = `${frame.columnWidth}px`;
      const heading = document.createElement("h2");
      heading.id = `board-title-${index}`;
      heading.textContent = column.title + " ";
      const count = document.createElement("span");
      count.className = "count";
      heading.append(count);
      const list = document.createElement("ul");
      list.setAttribute("role", "listbox");
      list.setAttribute("aria-label", column.title);
      list.setAttribute("aria-describedby", "board-keys");
      list.tabIndex = index === 0 ? 0 : -1;
      element.append(heading, list);
      row.append(element);
      columns.push({ element, count, list, views: new Map() });
      listen(list);
    });
    scroller.append(row);
  }

  /// The view of item `key` of a column: a task's row holds its title; the mark of a lifted
  /// task's home (`o…`), nothing.
  const taskView = (key) => (key[0] === "o" ? itemView() : rowView('<div class="content"><span class="title"></span></div>'));

  /// Draws the board as the module lays it out now.
  function renderBoard() {
    const text = boardText(module.gt_board_frame());
    if (text === shownBoardFrame) return;
    shownBoardFrame = text;
    const frame = JSON.parse(text);
    if (columns.length === 0) makeColumns(frame);
    if (frame.say !== undefined) announcer.textContent = frame.say;
    frame.columns.forEach((changes, index) => {
      const { element, count, list, views } = columns[index], column = changes.list;
      bindList(list, views, changes, taskView);
      if (count.textContent !== column.count) count.textContent = column.count;
      if (column.active) list.setAttribute("aria-activedescendant", column.active);
      else list.removeAttribute("aria-activedescendant");
      list.tabIndex = index === frame.selectedColumn ? 0 : -1;
      element.classList.toggle("target", column.target);
      element.classList.toggle("refuses", column.refuses);
      if (index === frame.selectedColumn) $("board-actions-row").textContent = column.activeTitle ? ` for “${column.activeTitle}”` : "";
    });
    // The board scrolls itself sideways while a carried row is near its edge.
    if (Math.abs(scroller.scrollLeft - frame.scroll) > 0.5) scroller.scrollLeft = frame.scroll;
    // The menu against its task, where the task is now.
    boardMenu.render(frame.menu, boardViewport(), selectedList());
    // The keys act on the selected column: the focus goes with it.
    const focused = columns.findIndex((column) => column.list === document.activeElement);
    if (focused >= 0 && focused !== frame.selectedColumn) columns[frame.selectedColumn].list.focus({ preventScroll: true });
    $("board-undo").setAttribute("aria-disabled", String(!frame.canUndo));
    $("board-redo").setAttribute("aria-disabled", String(!frame.canRedo));
  }

  // MARK: - Time and news

  /// Advances the board's clock to `time`, never back; returns the board's time then, in
  /// milliseconds (`boardElapsed`, the timeline of its pointer samples).
  function syncBoardClock(time = performance.now()) {
    if (time > boardClock) {
      module.gt_board_advance((time - boardClock) * nanosecondsPerMillisecond);
      boardElapsed += time - boardClock;
    }
    boardClock = Math.max(boardClock, time);
    return boardElapsed;
  }

  function updateBoard() {
    const news = boardJSON(module.gt_board_news());
    boardEvents.push(...news.events);
    if (news.say !== undefined) announcer.textContent = news.say;
    renderBoard();
  }

  function boardFrame() {
    if (!isShown) return;
    syncBoardClock();
    module.gt_board_tick();
    updateBoard();
    requestAnimationFrame(boardFrame);
  }

  // MARK: - Pointer and keys

  /// The board's viewport on the page: the scroller's visible part, from the lists' top.
  function boardViewport() {
    const box = scroller.getBoundingClientRect();
    const top = columns[0]?.list.getBoundingClientRect().top ?? box.top;
    return { left: box.left + scroller.clientLeft, right: box.left + scroller.clientLeft + scroller.clientWidth, top };
  }

  /// Sends the pointer of `event` as a sample of phase `kind` (0 began, 1 changed, 2 ended,
  /// 3 cancelled), as page.js's `pointer` does: x across the board's viewport (the scroller's
  /// visible part), y down the columns' lists.
  function boardPointerEvent(kind, event) {
    const viewport = boardViewport();
    const x = event.clientX - viewport.left, y = event.clientY - viewport.top, time = syncBoardClock(event.timeStamp);
    const [vx, vy] = velocityOf(boardPress, kind, x, y, time);
    module.gt_board_pointer(kind, x, y, x - (boardPress?.x ?? x), y - (boardPress?.y ?? y), vx, vy, time);
    updateBoard();
  }

  /// Scrolls the board sideways under a finger the columns declined: the lists take every
  /// touch themselves (`touch-action: none`), so the page moves the scroller, and tells the
  /// module at once (a frame drawn before the scroll event would put the scroller back).
  function scrollBoardWith(event) {
    scroller.scrollLeft = boardPress.scrollLeft - (event.clientX - boardPress.clientX);
    module.gt_board_scroll_to(scroller.scrollLeft);
    updateBoard();
  }

  /// Lets go of the pointer that drives the board, as the browser cancelling it would.
  function cancelBoardPointer() {
    if (boardPointer === null) return;
    boardPointer = null;
    boardPress = null;
    module.gt_board_pointer(3, 0, 0, 0, 0, NaN, NaN, boardElapsed);
    updateBoard();
  }

  /// Sends the board's key `name`; whether it was the board's.
  function pressBoard(name) {
    syncBoardClock();
    const handled = module.gt_board_key(boardKeys.indexOf(name)) === 1;
    updateBoard();
    return handled;
  }

  function listen(list) {
    list.addEventListener("pointerdown", (event) => {
      // One pointer drives the board: a second finger or a button during a carry is ignored.
      if (boardPointer !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
      boardPointer = event.pointerId;
      list.classList.remove("keyed");
      list.setPointerCapture(event.pointerId);
      const viewport = boardViewport();
      boardPress = {
        x: event.clientX - viewport.left, y: event.clientY - viewport.top, time: syncBoardClock(event.timeStamp), claim: null,
        clientX: event.clientX, scrollLeft: scroller.scrollLeft,
      };
      // The press first: while a menu is open it only closes it, before the focus leaves the menu.
      boardPointerEvent(0, event);
      list.focus({ preventScroll: true, focusVisible: false });
      event.preventDefault();
    });
    list.addEventListener("pointermove", (event) => {
      if (event.pointerId !== boardPointer) return;
      if (boardPress.claim === "declined") return scrollBoardWith(event);
      const viewport = boardViewport();
      const time = syncBoardClock(event.timeStamp);
      const claim = claimOf(boardPress, event.clientX - viewport.left, event.clientY - viewport.top, time, module.gt_board_claim);
      if (claim !== "declined") return boardPointerEvent(1, event);
      // Not the column's (a drag to the right, which a task has no action for): the column hears
      // a cancel, and the board scrolls under the finger from where it went down.
      boardPointerEvent(3, event);
      scrollBoardWith(event);
    });
    for (const [type, kind] of [["pointerup", 2], ["pointercancel", 3]]) {
      list.addEventListener(type, (event) => {
        if (event.pointerId !== boardPointer) return;
        boardPointer = null;
        if (boardPress?.claim !== "declined") boardPointerEvent(kind, event);
        boardPress = null;
      });
    }
    // The capture lost without an up or a cancel (the view hidden meanwhile): a cancel.
    list.addEventListener("lostpointercapture", (event) => { if (event.pointerId === boardPointer) cancelBoardPointer(); });
    list.addEventListener("wheel", (event) => {
      // Down a column the module scrolls it; across, the page's scroller scrolls the board.
      if (Math.abs(event.deltaX) >= Math.abs(event.deltaY)) return;
      event.preventDefault();
      syncBoardClock();
      module.gt_board_wheel(event.clientX - scroller.getBoundingClientRect().left, event.deltaMode === 1 ? event.deltaY * 40 : event.deltaY);
      updateBoard();
    }, { passive: false });
    list.addEventListener("contextmenu", (event) => event.preventDefault());
    // Focused by other means than the keys (a screen reader, a script): the keys act there now.
    list.addEventListener("focus", () => {
      const column = columns.findIndex((candidate) => candidate.list === list);
      if (list.tabIndex === 0 || column < 0) return;
      module.gt_board_focus_column(column);
      updateBoard();
    });
    list.addEventListener("keydown", (event) => {
      list.classList.add("keyed");
      if (event.key === "ContextMenu" || (event.shiftKey && event.key === "F10")) presentBoardMenu(list);
      // Escape during a carry by the pointer puts the task home, as the pointer's cancel does.
      else if (boardPointer !== null && event.key === "Escape") cancelBoardPointer();
      else if (boardPointer !== null || event.ctrlKey || event.metaKey || event.altKey || !boardKeys.includes(event.key)) return;
      else if (!pressBoard(event.key)) return;
      event.preventDefault();
    });
  }

  scroller.addEventListener("scroll", () => {
    if (!module) return;
    module.gt_board_scroll_to(scroller.scrollLeft);
    updateBoard();
  });

  for (const [id, key] of [["board-undo", "u"], ["board-redo", "U"]]) {
    $(id).addEventListener("click", () => { if ($(id).getAttribute("aria-disabled") !== "true") pressBoard(key); });
  }

  // MARK: - The context menu

  /// A task's context menu (page.js's `contextMenuView`): its swipe action, its moves in the
  /// column, then `Move to <column>` for each column that takes it, as the board offers assistive
  /// technology; opened by a long press, the menu key (Shift+F10) or the Actions button.
  const boardMenu = contextMenuView($("board-actions-menu"), boardMenuButton, {
    choose(item) {
      syncBoardClock();
      module.gt_board_menu_choose(item);
      updateBoard();
    },
    dismiss() {
      syncBoardClock();
      module.gt_board_menu_dismiss();
      updateBoard();
    },
  });

  /// Asks the module for the menu of the selected task; `opener` has the focus back after it.
  function presentBoardMenu(opener) {
    boardMenu.willPresent(opener);
    syncBoardClock();
    module.gt_board_menu_present();
    updateBoard();
  }

  /// The selected column's list (the one in the Tab order).
  const selectedList = () => columns.find((column) => column.list.tabIndex === 0)?.list ?? boardMenuButton;

  boardMenuButton.addEventListener("click", () => { if (module) (boardMenu.isOpen ? boardMenu.close() : presentBoardMenu(boardMenuButton)); });

  // MARK: - Showing the board

  /// The size of the board's viewport: the scroller's width, a list's height.
  function boardSize() {
    const height = columns[0]?.list.clientHeight ?? 1;
    return [scroller.clientWidth, height];
  }

  /// Shows the board in place of the inbox, loading the second module the first time; the
  /// selected column's list takes the focus.
  async function showBoard() {
    if (isShown) return;
    isShown = true;
    contextMenu.close();
    announcer.textContent = "";  // what the inbox said is not the board's
    $("inbox").hidden = true;
    $("message").hidden = true;
    section.hidden = false;
    document.body.classList.add("showing-board");
    setCurrentView("board");
    boardReady ??= instantiatePlayer().then((exports) => {
      module = exports;
      if (module.gt_board_show(...boardSize()) !== 0) throw new Error("the board could not be made");
      renderBoard();
    });
    await boardReady;
    if (!isShown) return;
    module.gt_board_show(...boardSize());
    module.gt_board_set_reduces_motion(reducedMotion.matches ? 1 : 0);
    boardClock = performance.now();  // the time the board was hidden does not pass for it
    updateBoard();
    selectedList().focus({ preventScroll: true });
    requestAnimationFrame(boardFrame);
  }

  /// Hides the board for the inbox, as it was, or the outline; a pointer still on the board is let go.
  function hideBoard() {
    if (!isShown) return;
    isShown = false;
    if (module) cancelBoardPointer();
    boardMenu.close();
    section.hidden = true;
    document.body.classList.remove("showing-board");
    // Back to the inbox, unless the outline takes the board's place.
    if (viewOfHash() === "inbox") showInboxView();
  }

  const followHash = () => (location.hash === "#board" ? showBoard() : hideBoard());
  window.addEventListener("hashchange", followHash);
  window.addEventListener("resize", () => { if (isShown && module) { module.gt_board_resize(...boardSize()); updateBoard(); } });
  reducedMotion.addEventListener("change", () => { if (module) module.gt_board_set_reduces_motion(reducedMotion.matches ? 1 : 0); });
  const boardShown = ready.then(followHash);

  window.gestureTable.board = {
    /// Resolves once the board shows, when the page opened at `#board`, or the inbox.
    get ready() { return boardShown.then(() => boardReady); },
    /// Shows the board (loading its module the first time); resolves once it is drawn.
    async show() { location.hash = "#board"; await showBoard(); },
    /// Every event of the board's: `{name, column, index, from, fromColumn, id, message}`.
    events: boardEvents,
    /// The titles of each column's rows, in order.
    columns: () => columns.map((column) => [...column.list.querySelectorAll("li[data-title]")].map((li) => li.dataset.title)),
  };
})();
