// The page: the inbox drawn as HTML rows from the core's layout at the display's frame rate,
// driven by Pointer Events (mouse and touch) and the keyboard on a clock that follows real time;
// and `window.gestureTable.play(text)`, which plays a `.gts` script as `gesture-table play` does.
"use strict";

const list = document.getElementById("rows");
const placeholderView = document.getElementById("placeholder");
const announcer = document.getElementById("announce");

const messages = [
  ["Ada Lovelace", "Notes on the Analytical Engine"], ["Grace Hopper", "Found a moth in relay 70"],
  ["Alan Turing", "Can machines think? Draft attached"], ["Margaret Hamilton", "Priority displays: please review"],
  ["Linus Torvalds", "Re: [PATCH] fix the scheduler again"], ["Barbara Liskov", "Substitution principle, slides"],
  ["Dennis Ritchie", "K&R second printing"], ["Ken Thompson", "Reflections on trusting trust"],
  ["Donald Knuth", "Your cheque for $2.56"], ["Edsger Dijkstra", "GOTO considered harmful (letter)"],
  ["Frances Allen", "Optimizing compilers meetup"], ["John McCarthy", "(lambda (x) (lunch x))"],
  ["Radia Perlman", "Spanning tree, a poem"], ["Tim Berners-Lee", "Information management: a proposal"],
  ["Katherine Johnson", "Trajectory numbers check out"], ["Bjarne Stroustrup", "C with classes, new name?"],
  ["Guido van Rossum", "Benevolent dictator: stepping down"], ["Chris Lattner", "A new language for the platform"],
  ["Hedy Lamarr", "Frequency hopping patent"], ["Claude Shannon", "A mathematical theory of communication"],
  ["Niklaus Wirth", "Algorithms + data structures = programs"], ["Adele Goldberg", "Smalltalk-80 blue book proofs"],
  ["Whitfield Diffie", "New directions in cryptography"], ["Leslie Lamport", "Time, clocks and the ordering of events"],
  ["Sophie Wilson", "ARM1 taped out today"], ["John Backus", "Can programming be liberated?"],
  ["Jean Sammet", "COBOL committee minutes"], ["Vint Cerf", "TCP/IP cutover on January 1"],
  ["Anita Borg", "Systers mailing list is live"], ["Butler Lampson", "Hints for computer system design"],
];
// The terminal demo's actions (InboxDemoModel+Actions.swift): fractions 0.12 and 0.3.
const inboxActions = [
  { slot: 0, fraction: 0.12, color: 0x3498db, operation: "replace" },
  { slot: 1, fraction: 0.3, color: 0xfed938, operation: "snooze", icon: "◷ Snooze", name: "Snooze" },
  { slot: 2, fraction: 0.12, color: 0x55d550, operation: "push-and-delete", icon: "✓ Archive", name: "Archive" },
  { slot: 3, fraction: 0.3, color: 0xe83d0e, operation: "delete", icon: "✗ Delete", name: "Delete" },
];
const inboxRowHeight = 72;
const scriptLineHeight = 56;

let core = null;
/// What the page shows: the inbox, or the table a script left.
let model = null;
let lastFrameTime = performance.now();
let selectedIndex = 0;
let steppedRowID = null;
let activePointer = null;
const eventLog = [];
const views = new Map();
/// The section headers drawn, by section index.
const headerViews = new Map();
let shownOrder = "";

// MARK: - Models

function makeInbox() {
  core.create(messages.length, list.clientWidth, list.clientHeight, inboxRowHeight, 8);
  for (const action of inboxActions) core.declareAction(action.slot, action.fraction, action.color, action.operation);
  const unread = new Set(messages.map((_, id) => id).filter((id) => id % 3 !== 2));
  const markName = (id) => unread.has(id) ? "Mark read" : "Mark unread";
  return {
    rowHeight: inboxRowHeight, scaleX: 1, scaleY: 1, viewport: list.clientHeight, undoSteps: [],
    lines: (id) => messages[id], title: (id) => messages[id][1], isUnread: (id) => unread.has(id),
    icon: (slot, id) => slot === 0 ? (unread.has(id) ? "● " : "○ ") + markName(id) : inboxActions[slot].icon,
    actionName: (slot, id) => slot === 0 ? markName(id) : inboxActions[slot].name,
    placeholder: { title: "Inbox zero", subtitle: "Nothing left to triage" },
    noteEvent(event) {
      const subject = messages[event.id]?.[1];
      if (event.name === "trigger" && event.slot === 0) {
        const read = unread.delete(event.id);
        if (!read) unread.add(event.id);
        return `Marked “${subject}” as ${read ? "read" : "unread"}`;
      }
      if (event.name === "trigger") {
        this.undoSteps.push(event.slot === 1 ? 2 : 1);
        return `${["", "Snoozed", "Archived", "Deleted"][event.slot]} “${subject}”: u to undo`;
      }
      if (event.name !== "move") return null;
      this.undoSteps.push(1);
      return `Moved “${subject}” from ${event.from + 1} to ${event.index + 1}`;
    },
    resize() {
      this.viewport = list.clientHeight;
      core.resize(list.clientWidth, this.viewport);
    },
  };
}

/// The table a script left (`Core.play`'s result): its rows by id, as they were when it ended.
function scriptModel(table) {
  list.style.height = `${table.lines * scriptLineHeight}px`;
  const rows = new Map(table.ids.map((id, i) => [id, [table.rows[i], table.subtitles[i] ?? "", table.icons[i]]]));
  const icon = (slot, id) => rows.get(id)?.[2][slot] ?? "";
  return {
    rowHeight: 1, scaleX: list.clientWidth / table.columns, scaleY: scriptLineHeight, viewport: table.lines, undoSteps: [],
    lines: (id) => rows.get(id)?.slice(0, 2) ?? ["", ""], title: (id) => rows.get(id)?.[0] ?? "",
    headerTitle: (section) => table.sections[section] ?? "", icon, actionName: (slot, id) => icon(slot, id) || slotNames[slot],
    placeholder: { title: table.placeholder[0], subtitle: table.placeholder[1] ?? "" },
    resize() { this.scaleX = list.clientWidth / table.columns; },
  };
}

// MARK: - Drawing

function viewFor(key, id) {
  let view = views.get(key);
  if (view) return view;
  const li = document.createElement("li");
  Object.assign(li, { id: `row-${key}`, tabIndex: -1 });
  li.innerHTML = '<div class="behind" aria-hidden="true"><span class="action"><span class="glyph"></span><span class="label"></span></span></div>' +
    '<div class="content"><span class="first"></span><span class="second"></span></div>';
  const action = li.firstChild.firstChild;
  view = {
    li, id, behind: li.firstChild, action, glyph: action.firstChild, label: action.lastChild, icon: null,
    content: li.lastChild, first: li.lastChild.firstChild, second: li.lastChild.lastChild, text: null,
  };
  views.set(key, view);
  return view;
}

function setText(view, id) {
  const [first, second] = model.lines(id);
  const title = model.title(id), text = [first, second, title].join("\n");
  if (view.text === text) return;
  view.text = text;
  view.first.textContent = first;
  view.second.textContent = second;
  view.li.setAttribute("aria-label", second ? `${first}: ${second}` : first);
  if (view.li.dataset.deleting === undefined) view.li.dataset.title = title;
}

/// Draws the table as it is now: every row an `li` in display order (rows being deleted carry
/// `data-deleting` instead of `data-title`), placed from the core's layout.
function render() {
  const { scaleX, scaleY } = model;
  const { rows, headers } = core.layout(model.viewport);
  const order = [];
  const deletingKeys = new Set();
  for (const { id, index, entry } of rows) {
    let key = index === null ? `g${id}` : `r${id}`;
    while (deletingKeys.has(key)) key += "'";  // a row deleted, put back and deleted again leaves twice
    deletingKeys.add(key);
    const view = viewFor(key, id);
    if (index === null) { view.li.dataset.deleting = ""; delete view.li.dataset.title; view.li.setAttribute("aria-hidden", "true"); }
    setText(view, id);
    order.push(view);
    draw(view, entry, scaleX, scaleY);
  }
  const keys = order.map((view) => view.li.id).join(" ");
  if (keys !== shownOrder) {
    for (const view of order) list.appendChild(view.li);
    const kept = new Set(order);
    for (const [key, view] of views) if (!kept.has(view)) { view.li.remove(); views.delete(key); }
    shownOrder = keys;
  }
  renderHeaders(headers, scaleY);
  const selectedID = core.rowID(selectedIndex);
  for (const view of order) view.li.classList.toggle("selected", view.li.id === `row-r${selectedID}`);
  if (document.activeElement === list && selectedID >= 0) list.setAttribute("aria-activedescendant", `row-r${selectedID}`);
  placeholderView.hidden = !core.isShowingPlaceholder;
  placeholderView.querySelector(".title").textContent = model.placeholder.title;
  placeholderView.querySelector(".subtitle").textContent = model.placeholder.subtitle;
}

/// Draws the section headers: the top one pinned while its rows scroll under it.
function renderHeaders(headers, scaleY) {
  const shown = new Set();
  for (const header of headers) {
    let li = headerViews.get(header.section);
    if (!li) {
      li = Object.assign(document.createElement("li"), { className: "section-header", role: "heading", ariaLevel: "2" });
      li.dataset.header = "";
      headerViews.set(header.section, li);
      list.appendChild(li);
    }
    const title = model.headerTitle?.(header.section) ?? "";
    if (li.textContent !== title) li.textContent = title;
    li.style.transform = `translateY(${header.y * scaleY}px)`;
    li.style.height = `${header.height * scaleY}px`;
    li.classList.toggle("pinned", header.isPinned);
    shown.add(header.section);
  }
  for (const [section, li] of headerViews) if (!shown.has(section)) { li.remove(); headerViews.delete(section); }
}

function draw(view, entry, scaleX, scaleY) {
  const li = view.li;
  if (!entry) { li.hidden = true; return; }
  li.hidden = false;
  li.style.transform = `translateY(${entry.y * scaleY}px)`;
  li.style.height = `${entry.height * scaleY}px`;
  li.style.opacity = entry.opacity;
  li.classList.toggle("lifted", entry.phase === "lifted");
  li.classList.toggle("unread", model.isUnread?.(view.id) ?? false);
  const offset = entry.offset * scaleX;
  view.content.style.transform = `translateX(${offset}px)`;
  const action = entry.action;
  if (!action || offset === 0) { view.behind.style.display = "none"; return; }
  drawAction(view, action, model.icon(action.slot, view.id), offset);
}

/// Space between an action's icon and the edges of the area the row uncovers.
const actionPadding = 16;

/// Draws the action uncovered beside a row moved by `offset` pixels, as the terminal demo does: the
/// area in the action's color (dim below its fraction, bright past it), its icon one padding inside
/// the row's edge. An icon with a label ("✓ Archive") shows its glyph alone until the whole fits,
/// and nothing until the glyph does: text is never cut by the row sliding over it.
function drawAction(view, action, icon, offset) {
  const uncovered = Math.abs(offset);
  const behind = view.behind.style;
  behind.display = "block";
  behind.width = `${uncovered}px`;
  behind.background = cssColor(action.color, action.isReached ? 1 : 0.45);
  if (view.icon !== icon) {
    // The icon's first word is its glyph; the rest, with the space before it, its label.
    const text = icon.trim(), space = text.indexOf(" ");
    view.icon = icon;
    view.glyph.textContent = space < 0 ? text : text.slice(0, space);
    view.label.textContent = space < 0 ? "" : text.slice(space);
  }
  const fits = (text) => text !== "" && measureText(text, view.action) + 2 * actionPadding <= uncovered;
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

// MARK: - Time and events

/// Advances the core's clock to real time.
function syncClock() {
  const now = performance.now();
  core.advance(Math.max(0, now - lastFrameTime) * nanosecondsPerMillisecond);
  lastFrameTime = now;
}

function handleEvents() {
  for (const event of core.drainEvents()) {
    eventLog.push(event);
    const message = model.noteEvent?.(event) ?? describeForPeople(event);
    if (message) announcer.textContent = message;
  }
  if (selectedIndex >= core.count) selectedIndex = Math.max(0, core.count - 1);
}

function describeForPeople(event) {
  const title = event.id >= 0 ? `“${model.title(event.id)}”` : "";
  switch (event.name) {
    case "highlight": return `${model.actionName(event.slot, event.id)}: release to confirm`;
    case "trigger": return `${model.actionName(event.slot, event.id)} ${title}`;
    case "lift": return `Lifted ${title}: move it, then drop it`;
    case "drop": return `Dropped ${title}`;
    case "empty-shown": return model.placeholder.title;
    case "cancel": return "Cancelled";
    default: return null;
  }
}

function frame() {
  syncClock();
  core.tick();
  handleEvents();
  render();
  requestAnimationFrame(frame);
}

// MARK: - Pointer

function tablePoint(event) {
  const rect = list.getBoundingClientRect();
  return { x: (event.clientX - rect.left) / model.scaleX, y: (event.clientY - rect.top) / model.scaleY };
}

list.addEventListener("pointerdown", (event) => {
  if (activePointer !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
  activePointer = event.pointerId;
  list.setPointerCapture(event.pointerId);
  list.focus({ preventScroll: true });
  syncClock();
  const point = tablePoint(event);
  const index = core.indexAtY(point.y);
  if (index !== null) selectedIndex = index;
  core.down(point.x, point.y);
  handleEvents();
  event.preventDefault();
});
/// Sends the active pointer's move, release or cancellation to the core.
function pointerInput(event, input, ends) {
  if (event.pointerId !== activePointer) return;
  if (ends) activePointer = null;
  syncClock();
  input(tablePoint(event));
  handleEvents();
}
list.addEventListener("pointermove", (event) => pointerInput(event, (point) => core.move(point.x, point.y), false));
list.addEventListener("pointerup", (event) => pointerInput(event, () => core.up(), true));
list.addEventListener("pointercancel", (event) => pointerInput(event, () => core.cancel(), true));
list.addEventListener("wheel", (event) => {
  event.preventDefault();
  syncClock();
  const lines = event.deltaMode === 1 ? event.deltaY * 40 : event.deltaY;
  try { core.verb("scroll", -1, lines / model.scaleY); } catch (error) { /* not finite: ignore */ }
  handleEvents();
}, { passive: false });
list.addEventListener("contextmenu", (event) => event.preventDefault());

// MARK: - Keyboard

/// Runs `action`; whether the core accepted it. A refusal is announced.
function attempt(action) {
  try { action(); return true; } catch (error) {
    if (!(error instanceof CoreError)) throw error;
    announcer.textContent = error.message;
    return false;
  }
}

/// Lets the row the keyboard stepped settle back to rest; whether one did.
function settleStepped() {
  if (steppedRowID === null) return false;
  const index = core.indexOfID(steppedRowID);
  steppedRowID = null;
  return index !== null && core.isDragging(index) && attempt(() => core.verb("replace", index));
}

/// Escape: puts the lifted row back, lets the stepped row settle, or closes the selected row if
/// it is open, and says which. With nothing to cancel the live region is cleared: it must not go
/// on offering an action that Escape took away.
function cancelFromKeyboard(lifted) {
  let message = "";
  if (lifted !== null) {
    const title = model.title(core.rowID(lifted));
    if (!attempt(() => core.verb("cancel-lift"))) return;
    message = `Move cancelled: “${title}” is back in place`;
  } else if (steppedRowID !== null) {
    const id = steppedRowID;
    const index = core.indexOfID(id);
    const slot = index === null ? null : core.highlighted(index);
    if (settleStepped()) message = `${slot === null ? "Swipe" : model.actionName(slot, id)} cancelled: “${model.title(id)}” stays`;
  } else if (core.openSide(selectedIndex) !== null) {
    const title = model.title(core.rowID(selectedIndex));
    if (!attempt(() => core.verb("close", selectedIndex))) return;
    message = `Closed “${title}”`;
  }
  handleEvents();  // the events' own messages first: this one says what Escape did
  announcer.textContent = message;
}

function undo() {
  syncClock();
  const steps = model.undoSteps.pop() ?? 1;
  for (let i = 0; i < steps; i++) if (!attempt(() => core.verb("undo"))) break;
  if (core.count > 0) announcer.textContent = "Undone";
  handleEvents();
}

function keepSelectedVisible() {
  const y = core.yOfRow(selectedIndex);
  const past = y < 0 ? y : Math.max(0, y + model.rowHeight - model.viewport);
  if (past !== 0) attempt(() => core.verb("scroll", -1, past));
}

list.addEventListener("keydown", (event) => {
  if (activePointer !== null || core.count === 0 && event.key !== "u") return;
  syncClock();
  const lifted = core.liftedIndex;
  const steppedIndex = steppedRowID === null ? null : core.indexOfID(steppedRowID);
  let handled = true;
  switch (event.key) {
    case "ArrowUp": case "ArrowDown": {
      const places = event.key === "ArrowUp" ? -1 : 1;
      if (lifted !== null) {
        const destination = Math.min(Math.max(lifted + places, 0), core.count - 1);
        if (destination !== lifted && attempt(() => core.verb("move-by", -1, destination - lifted))) selectedIndex = destination;
      } else {
        settleStepped();
        selectedIndex = Math.min(Math.max(selectedIndex + places, 0), core.count - 1);
        const id = core.rowID(selectedIndex);
        const [first, second] = model.lines(id);
        announcer.textContent = `${first}: ${second} (${selectedIndex + 1} of ${core.count})`;
      }
      keepSelectedVisible();
      break;
    }
    case "ArrowLeft": case "ArrowRight": {
      if (lifted !== null) break;
      // ← uncovers the right side's actions (the row moves left), → the left side's.
      const side = event.key === "ArrowLeft" ? "right" : "left";
      const id = core.rowID(selectedIndex);
      if (steppedRowID !== null && steppedRowID !== id) settleStepped();
      if (attempt(() => core.step(selectedIndex, side))) {
        steppedRowID = id;
        const slot = core.highlighted(selectedIndex);
        handleEvents();  // a highlight's own message says "release", which a keyboard does not do
        announcer.textContent = slot === null ? "No action" : `${model.actionName(slot, id)}: Enter to confirm, Escape to cancel`;
      }
      break;
    }
    case "Enter":
      if (steppedIndex !== null) { steppedRowID = null; attempt(() => core.verb("release-row", steppedIndex)); }
      else if (lifted !== null) attempt(() => core.verb("drop"));
      break;
    case "Escape": cancelFromKeyboard(lifted); break;
    case " ":
      if (lifted !== null) attempt(() => core.verb("drop"));
      else { settleStepped(); attempt(() => core.verb("lift", selectedIndex)); }
      break;
    case "u": case "U": undo(); break;
    default:
      handled = false;
  }
  if (handled) event.preventDefault();
  handleEvents();
});

// MARK: - Start

/// Shows `newModel`'s table, with nothing selected, stepped or pressed.
function show(newModel) {
  model = newModel;
  steppedRowID = null;
  selectedIndex = 0;
  activePointer = null;
  lastFrameTime = performance.now();
}

function showInbox() {
  list.style.height = "";
  show(makeInbox());
  announcer.textContent = "";
}

window.addEventListener("resize", () => { if (model) model.resize(); });
document.getElementById("undo").addEventListener("click", () => undo());
document.getElementById("reset").addEventListener("click", () => showInbox());
document.getElementById("play").addEventListener("click", async () => {
  const result = await window.gestureTable.play(document.getElementById("script-text").value);
  document.getElementById("script-result").textContent =
    `status ${result.status}\n${result.messages}rows ${JSON.stringify(result.rows)}`;
});

const moduleBytes = Uint8Array.from(atob(document.getElementById("table-module").textContent.trim()), (c) => c.charCodeAt(0));
const ready = WebAssembly.instantiate(moduleBytes, {}).then(({ instance }) => {
  core = new Core(instance.exports);
  showInbox();
  requestAnimationFrame(frame);
});

window.gestureTable = {
  ready,
  /// The titles of the rows, in order.
  rows: () => core.rowIDs().map((id) => model.title(id)),
  /// Every event the page saw (not those of a script being played): `{name, slot, index, from, time, id, message}`.
  events: eventLog,
  /// Plays a `.gts` script named `fileName`; resolves to `{status, rows, messages}`: the status
  /// `gesture-table play FILE` exits with, the rows it leaves, what it prints (standard output,
  /// then standard error). The page then shows the script's table, live.
  async play(text, fileName = "script.gts") {
    await ready;
    const result = core.play(String(text), fileName);
    if (result.ids) {
      show(scriptModel(result));
      render();  // the rows are in the page when the promise resolves, not at the next frame
    }
    return { status: result.status, rows: result.rows, messages: result.messages };
  },
  /// Shows the inbox again, fresh.
  async reset() { await ready; showInbox(); },
};
