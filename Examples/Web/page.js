// The page: the inbox, or the table a script left, drawn at the display's frame rate from the
// JSON the module makes, on a clock that follows real time; Pointer Events, keys and buttons go
// back to the module. What to draw, say and do is decided in Swift (WebPage.swift); this file puts
// it in the document. `window.gestureTable.play(text)` plays a `.gts` script as `gesture-table play`.
"use strict";

const $ = (id) => document.getElementById(id);
const list = $("rows");
const announcer = $("announce");
const menuButton = $("actions");
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
/// The list's keys, by their codes in `WebPage.Key`: `e` and `d` are also the Edit and Delete buttons.
const keys = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", "Escape", " ", "u", "U", "Home", "End", "PageUp", "PageDown",
  "Shift+ArrowUp", "Shift+ArrowDown", "e", "d"];
/// Every event the page saw (not those of a script being played).
const eventLog = [];
/// The element of each item drawn, by its key.
const views = new Map();
let clockTime = performance.now();
let activePointer = null;
/// Where and when the active pointer went down, in the list, and `claim`, what the core's claim
/// made of it (`WebPage.claim`): `null` until it says more than "undecided".
let pressed = null;
/// The list's state last drawn (`WebPage.frame()`'s `list`), as text.
let shownList = "";

// MARK: - Drawing

/// The view of item `key` of the inbox's list: a row (`r…`, `g…`) has two lines, each a text
/// and, after it, an aside; a header (`h…`) holds its title; the mark of a lifted row's home
/// (`o`), nothing.
const inboxView = (key) => (key[0] === "r" || key[0] === "g"
  ? rowView('<div class="content"><div><span class="first"></span><span class="aside"></span></div>' +
    '<div><span class="second"></span><span class="rest"></span></div></div>')
  : itemView());

/// The view of an item that is only an element (a header, a mark): its text is the element's.
function itemView() {
  const li = document.createElement("li");
  return { li, texts: [li] };
}

/// The view of a row whose content is `content` (HTML, one element): the action the row
/// uncovers (behind), then the content, whose spans hold the row's texts.
function rowView(content) {
  const li = document.createElement("li");
  li.innerHTML = '<div class="behind" aria-hidden="true"><span class="action"><span></span><span></span></span></div>' + content;
  const behind = li.firstChild, action = behind.firstChild, row = li.lastChild;
  return { li, behind, action, glyph: action.firstChild, label: action.lastChild, content: row, texts: [...row.querySelectorAll("span")] };
}

/// Applies a list's frame of changes (`WebPage.frame()`'s, or a board column's: `items`,
/// `order`) to `container`, whose items' views `views` holds by key; `make(key)` makes the view
/// of an item that enters. The items that entered or changed are drawn; with an `order`, the
/// items not in it leave and the others stand in its order, only those out of place moving.
/// The work is the size of what changed, whatever the table's length.
function bindList(container, views, frame, make) {
  for (const item of frame.items ?? []) {
    let view = views.get(item.key);
    if (!view) views.set(item.key, (view = make(item.key)));
    drawItem(view, item);
  }
  if (!frame.order) return;
  const kept = new Set(frame.order);
  for (const [key, view] of views) if (!kept.has(key)) { view.li.remove(); views.delete(key); }
  let next = container.firstChild;
  for (const key of frame.order) {
    const li = views.get(key).li;
    if (li === next) next = next.nextSibling;
    else container.insertBefore(li, next);
  }
}

/// Puts an item of a list's frame in its view: its attributes (removing those it no longer
/// has), style, class and texts, an outline row's depth, and a row's offset and uncovered action.
function drawItem(view, item) {
  const li = view.li;
  for (const name of view.attributes ?? []) if (!(name in item.attributes)) li.removeAttribute(name);
  for (const [name, value] of Object.entries(item.attributes)) if (li.getAttribute(name) !== value) li.setAttribute(name, value);
  view.attributes = Object.keys(item.attributes);
  Object.assign(li.style, item.style);
  // An outline's row is indented by its depth (the style sheet's `--indent` a level).
  if (item.depth !== undefined) li.style.setProperty("--depth", item.depth);
  li.className = item.class;
  item.text.forEach((text, i) => { if (view.texts[i].textContent !== text) view.texts[i].textContent = text; });
  if (!view.content) return;
  // A custom property, not the transform itself: the style sheet composes it with the lift's scale.
  view.content.style.setProperty("--offset", `${item.offset}px`);
  drawAction(view, item.action, item.offset);
}

/// Removes every item drawn: another table shows, whose first frame draws everything.
function clearList() {
  for (const view of views.values()) view.li.remove();
  views.clear();
}

/// Draws what changed in the list since the last frame (`WebPage.frame()`): only the rows in
/// sight (and a margin below) and the headers are elements, each `li` placed by its transform,
/// in display order (rows being deleted carry `data-deleting` instead of `data-title`), then
/// the section headers.
function render() {
  const frame = takeJSON(exports.gt_frame());
  bindList(list, views, frame, inboxView);
  if (frame.say !== undefined) announcer.textContent = frame.say;
  const state = JSON.stringify(frame.list ?? {});
  if (state !== shownList) renderList(frame.list ?? {});
  shownList = state;
}

/// Draws the list's own state: its height, the placeholder, the active row, the buttons.
function renderList(state) {
  askedHeight = state.height ?? null;
  list.style.height = `${askedHeight ?? fittedHeight}px`;
  const placeholder = $("placeholder");
  placeholder.hidden = !state.placeholder;
  [placeholder.firstChild.textContent, placeholder.lastChild.textContent] = state.placeholder ?? ["", ""];
  if (state.active) list.setAttribute("aria-activedescendant", state.active);
  else list.removeAttribute("aria-activedescendant");
  $("actions-row").textContent = state.active ? ` for “${state.activeTitle}”` : "";
  contextMenu.render(state.menu, list.getBoundingClientRect(), list);
  // Disabled but focusable: a button that takes the last undo keeps the focus.
  $("undo").setAttribute("aria-disabled", String(!state.canUndo));
  $("redo").setAttribute("aria-disabled", String(!state.canRedo));
  // Edit mode: the frame counts the checked rows then. The hints say its keys (the style sheet
  // shows the ones of the mode the page's body is in).
  const checked = state.checked, editing = checked !== undefined;
  document.body.classList.toggle("editing", editing);
  list.setAttribute("aria-multiselectable", String(editing));
  relabel("edit", editing ? "Done" : "Edit").setAttribute("aria-pressed", String(editing));
  relabel("delete", checked ? `Delete ${checked}` : "Delete").setAttribute("aria-disabled", String(!checked));
  $("delete").hidden = !editing;
}

/// Gives button `id` the label `text` if it has another (a label set again may be read again).
function relabel(id, text) {
  const button = $(id);
  if (button.textContent !== text) button.textContent = text;
  return button;
}

/// Space between an action's icon and the edge of the row that uncovers it, and the least between
/// the icon and the list's edge.
const actionPadding = 12;
const actionMargin = 4;

/// Draws the action uncovered beside a row moved by `offset` pixels, as the terminal demo does: the
/// area in the action's color (pale below its fraction, solid past it), its icon one padding inside
/// the row's edge. An icon with a label ("✓ Archive") shows its glyph alone until the whole fits,
/// and nothing until the glyph does: text is never cut by the row sliding over it. It fits with
/// the padding at the row's edge and a narrow margin at the list's.
function drawAction(view, action, offset) {
  const behind = view.behind.style, uncovered = Math.abs(offset);
  behind.display = action ? "block" : "none";
  if (!action) return;
  Object.assign(behind, { width: `${uncovered}px`, background: action.color, color: action.ink });
  if (view.icon !== action.icon) {
    // The icon's first word is its glyph; the rest, with the space before it, its label.
    const text = action.icon.trim(), space = text.indexOf(" ");
    view.icon = action.icon;
    view.glyph.textContent = space < 0 ? text : text.slice(0, space);
    view.label.textContent = space < 0 ? "" : text.slice(space);
  }
  const fits = (text) => text !== "" && measureText(text, view.action) + actionPadding + actionMargin <= uncovered;
  const showsLabel = fits(view.glyph.textContent + view.label.textContent);
  view.glyph.hidden = !showsLabel && !fits(view.glyph.textContent);
  view.label.hidden = !showsLabel;
  // The area is on the side the row left; the icon keeps to the row's edge.
  const [near, far] = offset > 0 ? ["left", "right"] : ["right", "left"];
  Object.assign(behind, { [near]: "0", [far]: "" });
  Object.assign(view.action.style, { [far]: `${actionPadding}px`, [near]: "" });
}

const textMeasure = document.createElement("canvas").getContext("2d");
const textWidths = new Map();

/// The width in pixels of `text` in the font of `element`, measured once per font and text (an icon
/// is measured before it is shown, while it may be hidden).
function measureText(text, element) {
  const font = getComputedStyle(element).font;
  const key = font + "\n" + text;
  if (!textWidths.has(key)) {
    textMeasure.font = font;
    textWidths.set(key, textMeasure.measureText(text).width);
  }
  return textWidths.get(key);
}

// MARK: - Time and news

/// The time the module's clock was given since the table began showing, in milliseconds: the
/// timeline of the pointer samples the page sends.
let clockElapsed = 0;

/// Advances the module's clock to `time` (real time, or an input event's), never back; returns
/// the module's time then (`clockElapsed`).
function syncClock(time = performance.now()) {
  if (time > clockTime) {
    exports.gt_advance((time - clockTime) * nanosecondsPerMillisecond);
    clockElapsed += time - clockTime;
  }
  clockTime = Math.max(clockTime, time);
  return clockElapsed;
}

/// Takes what happened from the module (its events, what the live region says, a message to
/// open), then draws.
function update() {
  takeNews();
  render();
  renderSnackbar();
}

function takeNews() {
  const news = takeJSON(exports.gt_news());
  eventLog.push(...news.events);
  if (news.say !== undefined) announcer.textContent = news.say;
  if (news.open) openMessage(news.open);
}

function frame() {
  syncClock();
  exports.gt_tick();
  update();
  requestAnimationFrame(frame);
}

// MARK: - Pointer and keys

/// Sends the pointer of `event` as a sample of phase `kind` (0 began, 1 changed, 2 ended,
/// 3 cancelled) at the event's time and place, moved from where it was pressed; the release
/// with its velocity (`velocityOf`): a vertical fling coasts. A move is drawn at the next display
/// frame, once however many moves came before it.
function pointer(kind, event) {
  const rect = list.getBoundingClientRect();
  const x = event.clientX - rect.left, y = event.clientY - rect.top, time = syncClock(event.timeStamp);
  const [vx, vy] = velocityOf(pressed, kind, x, y, time);
  exports.gt_pointer(kind, x, y, x - (pressed?.x ?? x), y - (pressed?.y ?? y), vx, vy, time);
  if (kind === 1) takeNews();
  else update();
}

list.addEventListener("pointerdown", (event) => {
  if (activePointer !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
  activePointer = event.pointerId;
  list.classList.remove("keyed");
  list.setPointerCapture(event.pointerId);
  const rect = list.getBoundingClientRect();
  pressed = { x: event.clientX - rect.left, y: event.clientY - rect.top, time: syncClock(event.timeStamp), claim: null };
  // The press first: while a menu is open it only closes it (the core's rule), before the focus
  // leaves the menu for the list.
  pointer(0, event);
  list.focus({ preventScroll: true, focusVisible: false });
  event.preventDefault();
});
list.addEventListener("pointermove", (event) => {
  if (event.pointerId !== activePointer || pressed.claim === "declined") return;
  const rect = list.getBoundingClientRect();
  // Not the table's: it hears a cancel, and nothing outside the list takes the rest (the board does).
  const time = syncClock(event.timeStamp);
  if (claimOf(pressed, event.clientX - rect.left, event.clientY - rect.top, time, exports.gt_claim) === "declined") pointer(3, event);
  else pointer(1, event);
});
for (const [type, kind] of [["pointerup", 2], ["pointercancel", 3]]) {
  list.addEventListener(type, (event) => {
    if (event.pointerId !== activePointer) return;
    activePointer = null;
    if (pressed?.claim !== "declined") pointer(kind, event);
    pressed = null;
  });
}
list.addEventListener("wheel", (event) => {
  event.preventDefault();
  syncClock();
  exports.gt_scroll(event.deltaMode === 1 ? event.deltaY * 40 : event.deltaY);
  update();
}, { passive: false });
list.addEventListener("contextmenu", (event) => event.preventDefault());

/// Sends the list's key `name` to the module; whether it was the list's.
function press(name) {
  syncClock();
  const handled = exports.gt_key(keys.indexOf(name)) === 1;
  update();
  return handled;
}

list.addEventListener("keydown", (event) => {
  list.classList.add("keyed");  // a ring from now on, even when a touch focused the list
  // Shift with ↑ or ↓ is a key of its own: it extends the checked rows in edit mode.
  const name = event.shiftKey && /^Arrow(Up|Down)$/.test(event.key) ? "Shift+" + event.key : event.key;
  if (event.key === "ContextMenu" || (event.shiftKey && event.key === "F10")) presentMenu(list);
  else if (activePointer !== null || event.ctrlKey || event.metaKey || event.altKey || !keys.includes(name)) return;
  else if (!press(name)) return;
  event.preventDefault();
});

/// How fast the pointer of `press` (page.js's `pressed` or the board's) went, in pixels a second,
/// when it lets go (`kind` 2) at (`x`, `y`) at `time`, as a recognizer says it: over its moves
/// of the last 100 ms, zero once it rested that long; NaN for the other phases. Notes the moves.
function velocityOf(press, kind, x, y, time) {
  if (!press) return [NaN, NaN];
  press.moves ??= [{ x: press.x, y: press.y, time: press.time }];
  if (kind === 1) {
    press.moves.push({ x, y, time });
    if (press.moves.length > 8) press.moves.shift();
  }
  if (kind !== 2) return [NaN, NaN];
  const recent = press.moves.filter((move) => time - move.time < 100);
  const first = recent[0], last = recent.at(-1), span = (last?.time - first?.time) / 1000;
  return span > 0 ? [(last.x - first.x) / span, (last.y - first.y) / span] : [0, 0];
}

// MARK: - The claim

/// The names of `GestureClaim`'s cases, by the codes `gt_claim` returns.
const claimNames = ["swipe", "scroll", "sweep", "lift", "context-menu", "declined", "undecided"];
/// Every claim the page asked for and got, in order: what each press became.
const claimLog = [];

/// What the press `press` (`{x, y, time}`, where and when it went down, on the module's clock)
/// becomes, now that the pointer is at (`x`, `y`) at `time`: the module's claim (`ask`,
/// `gt_claim` or the board's, given the sample and the time of the press),
/// asked until it is no longer undecided, then kept in `press.claim`. Asked before the move goes
/// to the module, it decides who has the rest of the pointer: the table, or what is outside it.
function claimOf(press, x, y, time, ask) {
  if (!press || press.claim !== null) return press?.claim ?? null;
  const claim = claimNames[ask(x, y, x - press.x, y - press.y, time, press.time)] ?? "undecided";
  if (claim !== "undecided") {
    press.claim = claim;
    claimLog.push(claim);
  }
  return claim;
}

// MARK: - The context menu

/// A row's context menu as the core presents it, drawn in `element` (role="menu") beside the
/// row; `button` (the toolbar's Actions) opens it too. The module decides: a long press, the
/// menu key or the button opens it (`present`); `choose(item)` and `dismiss()` go back to it,
/// and the frame that follows draws it or hides it. The focus goes to its first item when it
/// opens, and back to what opened it (the button, or the list) when it closes.
function contextMenuView(element, button, { choose, dismiss }) {
  let shown = "";
  let opener = button;
  let nextOpener = null;
  /// Set while the view moves the focus itself: the focus leaving the menu then closes nothing.
  let settling = false;

  function refocus() {
    settling = true;
    opener.focus({ preventScroll: true });
    settling = false;
  }

  /// Puts the menu against the row's box: below it, or above it when there is no room below,
  /// from the anchor's `x` (`left`, in the viewport) kept inside `bounds` (the list's box).
  function place(state, bounds) {
    const row = document.getElementById(state.row)?.getBoundingClientRect();
    const parent = element.offsetParent?.getBoundingClientRect() ?? { left: 0, top: 0 };
    const width = element.offsetWidth, height = element.offsetHeight;
    const left = Math.max(Math.min(bounds.left + state.x, bounds.right - width), bounds.left, 0);
    let top = bounds.top;
    if (row) top = row.bottom + height <= innerHeight || row.top - height < 0 ? row.bottom : row.top - height;
    Object.assign(element.style, { left: `${left - parent.left}px`, top: `${top - parent.top}px` });
  }

  element.addEventListener("keydown", (event) => {
    const items = [...element.children], at = items.indexOf(document.activeElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[event.key];
    if (to !== undefined) items.at(to % items.length).focus();
    else if (event.key === "Escape") view.close();
    else return;
    event.preventDefault();
  });
  // Leaving the menu (Tab, a click elsewhere) closes it; a click on its button toggles it.
  element.addEventListener("focusout", (event) => {
    if (settling || element.hidden || element.contains(event.relatedTarget) || event.relatedTarget === button) return;
    dismiss();
  });

  const view = {
    get isOpen() { return !element.hidden; },
    /// Closes the menu without choosing, the focus back where it was.
    close() {
      if (element.hidden) return;
      refocus();
      dismiss();
    },
    /// The page is about to ask the module for the menu: `from` has the focus back after it.
    willPresent(from) { nextOpener = from; },
    /// Draws the menu of `state` (the frame's `menu`: `row`, the row's element id; `title`;
    /// `items`, each `{title, destructive}`; `x`, the anchor across the list), or hides it;
    /// `list` has the focus back when the menu opened by a press closes.
    render(state, bounds, list) {
      if (!state) {
        nextOpener = null;
        if (element.hidden) return;
        if (element.contains(document.activeElement)) refocus();
        element.hidden = true;
        shown = "";
        button.setAttribute("aria-expanded", "false");
        return;
      }
      const key = JSON.stringify([state.row, state.title, state.items]);
      if (key !== shown) {
        shown = key;
        const byPress = nextOpener === null;
        opener = nextOpener ?? list;
        nextOpener = null;
        element.setAttribute("aria-label", `Actions for “${state.title}”`);
        element.replaceChildren(...state.items.map((item, index) => {
          const choice = Object.assign(document.createElement("button"), { type: "button", tabIndex: -1, textContent: item.title });
          choice.setAttribute("role", "menuitem");
          if (item.destructive) choice.className = "destructive";
          choice.addEventListener("click", () => {
            refocus();
            choose(index);
          });
          return choice;
        }));
        element.hidden = false;
        button.setAttribute("aria-expanded", "true");
        place(state, bounds);
        // A ring on the first item when the keys or the button opened the menu, not a long press.
        settling = true;
        element.firstChild.focus({ preventScroll: true, focusVisible: !byPress });
        settling = false;
      } else {
        place(state, bounds);
      }
    },
  };
  return view;
}

/// The inbox's context menu: the selected row's actions and moves, by the names the table gives
/// assistive technology, opened by a long press, the menu key (Shift+F10) or the Actions button.
const contextMenu = contextMenuView($("actions-menu"), menuButton, {
  choose(item) {
    syncClock();
    exports.gt_menu_choose(item);
    update();
  },
  dismiss() {
    syncClock();
    exports.gt_menu_dismiss();
    update();
  },
});

/// Asks the module for the menu of the row the keys act on; `opener` has the focus back after it.
function presentMenu(opener) {
  contextMenu.willPresent(opener);
  syncClock();
  exports.gt_menu_present();
  update();
}

menuButton.addEventListener("click", () => (contextMenu.isOpen ? contextMenu.close() : presentMenu(menuButton)));

// MARK: - The message

/// Shows a message in place of the list (`sender`, `time`, `subject`, `body`).
function openMessage(message) {
  for (const [field, text] of Object.entries(message)) $(`message-${field}`).textContent = text;
  $("inbox").hidden = true;
  $("message").hidden = false;
  $("message-subject").focus();
}

/// Back to the list, the message's row selected and the list focused.
function closeMessage() {
  $("message").hidden = true;
  $("inbox").hidden = false;
  resizeList();
  list.focus();
}

$("back").addEventListener("click", closeMessage);
$("message").addEventListener("keydown", (event) => { if (event.key === "Escape") closeMessage(); });

// MARK: - Start

/// Starts showing the module's new table: the list, on its own clock from now, nothing pressed,
/// motion as the reader prefers.
function startShowing() {
  $("message").hidden = true;
  $("inbox").hidden = false;
  exports.gt_set_reduces_motion(reducedMotion.matches ? 1 : 0);
  clockTime = performance.now();
  clockElapsed = 0;
  activePointer = null;
  pressed = null;
  clearList();
  shownList = "";
  // What the live region said was of the table before.
  announcer.textContent = "";
  update();
}

/// `?rows=N` shows N numbered rows in place of the inbox: the page at any length.
const numberedRows = Number.parseInt(new URLSearchParams(location.search).get("rows") ?? "", 10);

function showInbox() {
  askedHeight = null;
  fitList();
  exports.gt_inbox(list.clientWidth, list.clientHeight, numberedRows >= 0 ? numberedRows : -1);
  startShowing();
}

/// The script player is for tests and tinkering: shown only at `#player`.
const showPlayer = () => { $("script").hidden = location.hash !== "#player"; };
showPlayer();
window.addEventListener("hashchange", showPlayer);
/// The height the list takes when its table asks for none: down to the window's bottom, less
/// what the page shows below it (the live region), and never less than a few rows.
let fittedHeight = 0;
const leastListHeight = 160;
/// The height a script's table asks for (the frame's `list.height`), or `null`.
let askedHeight = null;

/// Sets `fittedHeight` from the window as it is now (the list must show), and the list's height
/// when its table asks for none.
function fitList() {
  const top = list.getBoundingClientRect().top + scrollY;
  const below = document.body.getBoundingClientRect().bottom - list.getBoundingClientRect().bottom;
  fittedHeight = Math.max(leastListHeight, Math.floor(innerHeight - top - below));
  list.style.height = `${askedHeight ?? fittedHeight}px`;
}

/// Gives the module the list's size, while the list shows (hidden behind the board or a message
/// it has none: it takes its size when it shows again).
function resizeList() {
  if (!exports || list.clientWidth === 0) return;
  fitList();
  exports.gt_resize(list.clientWidth, list.clientHeight);
  update();
}
window.addEventListener("resize", resizeList);
reducedMotion.addEventListener("change", () => { if (exports) exports.gt_set_reduces_motion(reducedMotion.matches ? 1 : 0); });
for (const [id, key] of [["undo", "u"], ["redo", "U"], ["edit", "e"], ["delete", "d"]]) {
  $(id).addEventListener("click", () => { if ($(id).getAttribute("aria-disabled") !== "true") press(key); });
}
$("reset").addEventListener("click", showInbox);
$("play").addEventListener("click", async () => {
  const result = await window.gestureTable.play($("script-text").value);
  $("script-result").textContent = `status ${result.status}\n${result.messages}rows ${JSON.stringify(result.rows)}`;
});

const ready = loaded.then(() => {
  showInbox();
  requestAnimationFrame(frame);
});

window.gestureTable = {
  ready,
  /// The titles of the rows, in order: every row, not only those in the document.
  rows: () => takeJSON(exports.gt_titles()),
  /// Every event the page saw (not those of a script being played): `{name, slot, index, from, time, id, message}`.
  events: eventLog,
  /// What each press that moved or was held became, in order, as the core's claim says (`"swipe"`, `"declined"`…).
  claims: claimLog,
  /// Plays a `.gts` script named `fileName`; resolves to `{status, rows, messages}`: the status
  /// `gesture-table play FILE` exits with, the rows it leaves, what it prints (standard output,
  /// then standard error). The page then shows the script's table, live.
  async play(text, fileName = "script.gts") {
    await ready;
    await loadPlayer();
    const result = takeJSON(exports.gt_play(...put(String(text)), ...put(fileName)));
    exports.gt_resize(list.clientWidth, list.clientHeight);
    startShowing();  // the rows are in the page when the promise resolves, not at the next frame
    return result;
  },
  /// Shows the inbox again, fresh.
  async reset() { await ready; showInbox(); },
};

// MARK: - Views

/// The header's texts for the inbox, put back when it shows again.
const inboxHeader = { title: document.title, heading: $("view-title").textContent, hint: [...$("hint").childNodes] };
/// The other views the header switches to (board.js, outline.js): the document's title, the heading, the hint.
const otherViews = {
  board: ["GestureTable: board", "Board", "Hold a task for its menu, or hold it and move to carry it to another column; swipe it " +
    "left to delete it. The keys and the Actions menu do the same."],
  outline: ["GestureTable: outline", "Outline", "Hold a row and carry it: onto the middle of a project to put it inside, across to " +
    "change its level. ▸ and ▾ open and close a project. The keys do the same."],
};

/// The view the address asks for: `"board"`, `"outline"`, or else `"inbox"`.
const viewOfHash = () => ({ "#board": "board", "#outline": "outline" })[location.hash] ?? "inbox";

/// Marks the view shown in the header's switch, its title and hint.
function setCurrentView(view) {
  for (const name of ["inbox", "board", "outline"]) {
    const link = $(`show-${name}`);
    if (name === view) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  const texts = otherViews[view];
  document.title = texts?.[0] ?? inboxHeader.title;
  $("view-title").textContent = texts?.[1] ?? inboxHeader.heading;
  // The inbox's hint is its own nodes (one for browsing, one for edit mode), put back as they were.
  if (texts) $("hint").textContent = texts[2];
  else $("hint").replaceChildren(...inboxHeader.hint);
}

/// Shows the inbox again as it was, after the board or the outline: the list focused.
function showInboxView() {
  $("inbox").hidden = false;
  resizeList();  // the window may have changed while another view showed
  setCurrentView("inbox");
  announcer.textContent = "";
  list.focus({ preventScroll: true });
}

// MARK: - The undo window's snackbar

/// Every change the undo window committed, `{kind, index, from}`: what a server would hear.
const commitLog = [];
window.gestureTable.commits = commitLog;

/// Shows the newest change waiting in the undo window, `Archived “X” · Undo` with the seconds
/// left (said once: the count is hidden from assistive technology), or hides the snackbar.
function renderSnackbar() {
  const state = takeJSON(exports.gt_snackbar());
  commitLog.push(...state.commits);
  $("snackbar").hidden = !state.text;
  if (!state.text) return;
  if ($("snackbar-text").textContent !== state.text) $("snackbar-text").textContent = state.text;
  $("snackbar-time").textContent = `${state.secondsLeft} s`;
}

$("snackbar-undo").addEventListener("click", () => press("u"));
