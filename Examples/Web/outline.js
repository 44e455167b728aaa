// The outline view (`#outline`): projects and their tasks on one table made an outline, in the
// page's second module (loaded the first time the board, the outline or a script needs it). As
// board.js does for the board, this file puts the module's JSON (WebOutline.swift) in the
// document, an ARIA tree, and sends Pointer Events, keys and buttons back; what to draw, say and
// do is decided in Swift. Wrapped in a function: page.js's names stay its own.
"use strict";

(() => {
  const section = $("outline");
  const tree = $("outline-rows");
  /// The tree's keys, by their codes in `WebOutline.Key`.
  const outlineKeys = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", "Escape", " ", "u", "U", "Home", "End", "PageUp", "PageDown"];
  /// Every event of the outline's.
  const outlineEvents = [];
  /// The element of each item drawn, by its key.
  const outlineViews = new Map();
  /// The second module's exports, once loaded.
  let module = null;
  let outlineReady = null;
  let outlineClock = 0;
  /// The time the outline's clock was given, in milliseconds.
  let outlineElapsed = 0;
  let outlinePointer = null;
  /// Where and when the pointer went down in the tree, what the claim made of it (page.js's
  /// `claimOf`), and `toggle`, the id of the row whose disclosure triangle it went down on.
  let outlinePress = null;
  let isShown = false;
  let shownTreeState = "";

  // MARK: - Text across the boundary

  function outlineText(length) {
    const bytes = new Uint8Array(module.memory.buffer, module.gt_text_pointer() >>> 0, length);
    return new TextDecoder().decode(bytes.slice());
  }

  const outlineJSON = (length) => JSON.parse(outlineText(length));

  // MARK: - Drawing

  /// The view of item `key` of the tree: a row holds its disclosure triangle (hidden from
  /// assistive technology: `aria-expanded` says it) and its title; the mark of a lifted row's
  /// home (`o`), nothing.
  const outlineView = (key) => (key[0] === "o"
    ? itemView()
    : rowView('<div class="content"><span class="disclosure" aria-hidden="true"></span><span class="title"></span></div>'));

  /// Draws what changed in the tree since the last frame (`WebOutline.frame()`).
  function renderOutline() {
    const frame = outlineJSON(module.gt_outline_frame());
    bindList(tree, outlineViews, frame, outlineView);
    if (frame.say !== undefined) announcer.textContent = frame.say;
    const state = JSON.stringify(frame.list ?? {});
    if (state === shownTreeState) return;
    shownTreeState = state;
    const list = frame.list ?? {};
    if (list.active) tree.setAttribute("aria-activedescendant", list.active);
    else tree.removeAttribute("aria-activedescendant");
    tree.style.setProperty("--indent", `${list.indent ?? 24}px`);
    tree.classList.toggle("carrying", Boolean(list.carrying));
    tree.classList.toggle("dropping-into", Boolean(list.into));
    $("outline-undo").setAttribute("aria-disabled", String(!list.canUndo));
    $("outline-redo").setAttribute("aria-disabled", String(!list.canRedo));
  }

  // MARK: - Time and news

  /// Advances the outline's clock to `time`, never back; returns its time then, in milliseconds.
  function syncOutlineClock(time = performance.now()) {
    if (time > outlineClock) {
      module.gt_outline_advance((time - outlineClock) * nanosecondsPerMillisecond);
      outlineElapsed += time - outlineClock;
    }
    outlineClock = Math.max(outlineClock, time);
    return outlineElapsed;
  }

  function updateOutline() {
    const news = outlineJSON(module.gt_outline_news());
    outlineEvents.push(...news.events);
    if (news.say !== undefined) announcer.textContent = news.say;
    renderOutline();
  }

  function outlineFrame() {
    if (!isShown) return;
    syncOutlineClock();
    module.gt_outline_tick();
    updateOutline();
    requestAnimationFrame(outlineFrame);
  }

  // MARK: - Pointer and keys

  /// Sends the pointer of `event` as a sample of phase `kind` (0 began, 1 changed, 2 ended,
  /// 3 cancelled), as page.js's `pointer` does: x across the tree (a carried row's level
  /// follows it), y down it.
  function outlinePointerEvent(kind, event) {
    const rect = tree.getBoundingClientRect();
    const x = event.clientX - rect.left, y = event.clientY - rect.top, time = syncOutlineClock(event.timeStamp);
    const [vx, vy] = velocityOf(outlinePress, kind, x, y, time);
    module.gt_outline_pointer(kind, x, y, x - (outlinePress?.x ?? x), y - (outlinePress?.y ?? y), vx, vy, time);
    updateOutline();
  }

  /// Lets go of the pointer that drives the tree, as the browser cancelling it would.
  function cancelOutlinePointer() {
    if (outlinePointer === null) return;
    outlinePointer = null;
    outlinePress = null;
    module.gt_outline_pointer(3, 0, 0, 0, 0, NaN, NaN, outlineElapsed);
    updateOutline();
  }

  /// Sends the tree's key `name`; whether it was the tree's.
  function pressOutline(name) {
    syncOutlineClock();
    const handled = module.gt_outline_key(outlineKeys.indexOf(name)) === 1;
    updateOutline();
    return handled;
  }

  tree.addEventListener("pointerdown", (event) => {
    if (!module || outlinePointer !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
    outlinePointer = event.pointerId;
    tree.classList.remove("keyed");
    tree.setPointerCapture(event.pointerId);
    const rect = tree.getBoundingClientRect();
    // A press on a row's triangle that lets go without becoming anything else opens or closes it.
    const row = event.target.closest?.(".disclosure") ? event.target.closest("li[aria-expanded]") : null;
    outlinePress = {
      x: event.clientX - rect.left, y: event.clientY - rect.top, time: syncOutlineClock(event.timeStamp), claim: null,
      toggle: row ? Number(row.id.replace("outline-r", "")) : null, events: outlineEvents.length,
    };
    outlinePointerEvent(0, event);
    tree.focus({ preventScroll: true, focusVisible: false });
    event.preventDefault();
  });
  tree.addEventListener("pointermove", (event) => {
    if (event.pointerId !== outlinePointer || outlinePress.claim === "declined") return;
    const rect = tree.getBoundingClientRect();
    const time = syncOutlineClock(event.timeStamp);
    const claim = claimOf(outlinePress, event.clientX - rect.left, event.clientY - rect.top, time, module.gt_outline_claim);
    // Not the tree's (a sideways drag: its rows have no swipe actions): it hears a cancel.
    outlinePointerEvent(claim === "declined" ? 3 : 1, event);
  });
  for (const [type, kind] of [["pointerup", 2], ["pointercancel", 3]]) {
    tree.addEventListener(type, (event) => {
      if (event.pointerId !== outlinePointer) return;
      const press = outlinePress;
      outlinePointer = null;
      if (press?.claim !== "declined") outlinePointerEvent(kind, event);
      outlinePress = null;
      // A click on the triangle: nothing else came of the press (no move, no lift). The pointer
      // is captured: the element under it is asked for.
      const under = document.elementFromPoint(event.clientX, event.clientY);
      const lifted = outlineEvents.slice(press?.events ?? 0).some((news) => news.name === "lift");
      if (kind === 2 && press?.toggle != null && press.claim === null && !lifted && under?.closest(".disclosure")) {
        syncOutlineClock();
        module.gt_outline_toggle(press.toggle);
        updateOutline();
      }
    });
  }
  tree.addEventListener("lostpointercapture", (event) => { if (event.pointerId === outlinePointer) cancelOutlinePointer(); });
  tree.addEventListener("wheel", (event) => {
    if (!module) return;
    event.preventDefault();
    syncOutlineClock();
    module.gt_outline_wheel(event.deltaMode === 1 ? event.deltaY * 40 : event.deltaY);
    updateOutline();
  }, { passive: false });
  tree.addEventListener("contextmenu", (event) => event.preventDefault());
  tree.addEventListener("keydown", (event) => {
    if (!module) return;
    tree.classList.add("keyed");
    // Escape during a carry by the pointer puts the row home, as the pointer's cancel does.
    if (outlinePointer !== null && event.key === "Escape") cancelOutlinePointer();
    else if (outlinePointer !== null || event.ctrlKey || event.metaKey || event.altKey || !outlineKeys.includes(event.key)) return;
    else if (!pressOutline(event.key)) return;
    event.preventDefault();
  });

  for (const [id, key] of [["outline-undo", "u"], ["outline-redo", "U"]]) {
    $(id).addEventListener("click", () => { if (module && $(id).getAttribute("aria-disabled") !== "true") pressOutline(key); });
  }

  // MARK: - Showing the outline

  /// The height the tree takes: down to the window's bottom, less the live region below it.
  function fitTree() {
    const top = tree.getBoundingClientRect().top + scrollY;
    const below = document.body.getBoundingClientRect().bottom - tree.getBoundingClientRect().bottom;
    tree.style.height = `${Math.max(leastListHeight, Math.floor(innerHeight - top - below))}px`;
    return [tree.clientWidth, tree.clientHeight];
  }

  /// Shows the outline in place of the inbox, loading the second module the first time; the
  /// tree takes the focus.
  async function showOutline() {
    if (isShown) return;
    isShown = true;
    contextMenu.close();
    announcer.textContent = "";  // what another view said is not the outline's
    $("inbox").hidden = true;
    $("message").hidden = true;
    section.hidden = false;
    setCurrentView("outline");
    outlineReady ??= instantiatePlayer().then((exports) => {
      module = exports;
      if (module.gt_outline_show(...fitTree()) !== 0) throw new Error("the outline could not be made");
    });
    await outlineReady;
    if (!isShown) return;
    module.gt_outline_show(...fitTree());
    module.gt_outline_set_reduces_motion(reducedMotion.matches ? 1 : 0);
    outlineClock = performance.now();  // the time the outline was hidden does not pass for it
    updateOutline();
    tree.focus({ preventScroll: true });
    requestAnimationFrame(outlineFrame);
  }

  /// Hides the outline for the inbox, as it was, or the board; a pointer still on it is let go.
  function hideOutline() {
    if (!isShown) return;
    isShown = false;
    if (module) cancelOutlinePointer();
    section.hidden = true;
    if (viewOfHash() === "inbox") showInboxView();
  }

  const followHash = () => (viewOfHash() === "outline" ? showOutline() : hideOutline());
  window.addEventListener("hashchange", followHash);
  window.addEventListener("resize", () => {
    if (!isShown || !module) return;
    module.gt_outline_resize(...fitTree());
    updateOutline();
  });
  reducedMotion.addEventListener("change", () => { if (module) module.gt_outline_set_reduces_motion(reducedMotion.matches ? 1 : 0); });
  const outlineShown = ready.then(followHash);

  window.gestureTable.outline = {
    /// Resolves once the outline shows, when the page opened at `#outline`, or the inbox.
    get ready() { return outlineShown.then(() => outlineReady); },
    /// Shows the outline (loading its module the first time); resolves once it is drawn.
    async show() { location.hash = "#outline"; await showOutline(); },
    /// Every event of the outline's: `{name, index, from, id, message}`.
    events: outlineEvents,
    /// Every row shown, in order: `{title, level, expanded}` (`expanded` null on a row without children).
    rows: () => (module ? outlineJSON(module.gt_outline_rows()) : []),
  };
})();
