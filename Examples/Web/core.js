// The core in the page: a thin wrapper over the WebAssembly exports of Exports.swift (the codes
// are documented there). One table lives in the module at a time; `Core.create` replaces it.
"use strict";

const slotNames = ["first-left", "second-left", "first-right", "second-right"];
const sideNames = ["left", "right"];
const eventNames = [
  "highlight", "unhighlight", "trigger", "push", "delete", "replace", "insert", "update", "lift",
  "move", "drop", "cancel", "open", "close", "empty-shown", "empty-hidden", "action-failed", "select", "deselect",
  "announce", "section-insert", "section-delete", "section-move", "section-update",
];
const phaseNames = [
  "rest", "dragging", "settling", "pending", "pushing", "pushed", "appearing", "deleting", "lifted", "open",
];
const operationCodes = { none: 0, push: 1, delete: 2, "push-and-delete": 3, replace: 4, snooze: 5 };
const verbCodes = Object.fromEntries([
  "push", "delete", "push-and-delete", "replace", "snooze", "insert", "update", "undo", "scroll", "step",
  "release-row", "lift", "move-by", "drop", "cancel-lift", "open", "close", "peek", "trigger", "activate-button",
  "select", "coast",
].map((name, offset) => [name, offset + 1]));
const deleteAnimationCodes = { automatic: 0, left: 1, right: 2, fade: 3, none: 4 };
const settingKeys = {
  animationDuration: 0, bounce: 1, longPress: 2, flick: 3, flickVelocity: 4, closesOnScroll: 5,
  viewportHeight: 6, width: 7, rightToLeft: 8, leftStyle: 9, rightStyle: 10, deceleration: 11,
};
const nanosecondsPerMillisecond = 1e6;

/// A refusal of the table: `message` is the core's reason.
class CoreError extends Error {}

class Core {
  constructor(exports) {
    this.w = exports;
  }

  /// Replaces the module's table with a fresh one of `count` rows (ids 0..<count); `sections`,
  /// if given, groups them: `[{count, hasTitle}]` in order; `heights` maps row ids to heights.
  create(count, width, viewportHeight, rowHeight, touchSlop, sections = [], heights = new Map()) {
    for (const section of sections) this.w.gt_declare_section(section.count, section.hasTitle ? 1 : 0);
    for (const [id, height] of heights) this.w.gt_declare_height(id, height);
    this.check(this.w.gt_create(count, width, viewportHeight, rowHeight, touchSlop));
    this.w.gt_events_clear();
  }

  /// Throws a CoreError with the core's reason unless `status` is 0.
  check(status) {
    if (status === 0) return;
    throw new CoreError(this.text(this.w.gt_error_pointer(), this.w.gt_error_length()));
  }

  /// The UTF-8 text of `length` bytes at `pointer` in the module's memory.
  text(pointer, length) {
    const bytes = new Uint8Array(this.w.memory.buffer, pointer >>> 0, length);
    return new TextDecoder().decode(bytes.slice());
  }

  configure(key, value) { this.check(this.w.gt_configure(settingKeys[key], Number(value))); }
  declareAction(slot, fraction, color, operation, rowID = -1) {
    this.check(this.w.gt_declare_action(slot, fraction ?? NaN, color, operationCodes[operation], rowID));
  }

  get count() { return this.w.gt_count(); }
  get width() { return this.w.gt_width(); }
  get scrollOffset() { return this.w.gt_scroll_offset(); }
  get liftedIndex() { const i = this.w.gt_lifted_index(); return i < 0 ? null : i; }
  get liftedY() { const y = this.w.gt_lifted_y(); return Number.isNaN(y) ? null : y; }
  get isReordering() { return this.w.gt_is_reordering() === 1; }
  get isShowingPlaceholder() { return this.w.gt_is_showing_placeholder() === 1; }
  get isAnimating() { return this.w.gt_is_animating() === 1; }
  /// The slot the pointer highlights, or the one of row `index`; null for none.
  highlighted(index = -1) { const s = this.w.gt_highlighted(index); return s < 0 ? null : s; }
  rowIDs() {
    const ids = [];
    for (let i = 0; i < this.count; i++) ids.push(this.w.gt_row_id(i));
    return ids;
  }
  rowID(index) { return this.w.gt_row_id(index); }
  get sectionCount() { return this.w.gt_section_count(); }
  rowsInSection(section) { return this.w.gt_rows_in_section(section); }
  /// The flat index of the first row of `section` (where its rows would start when it has none).
  sectionStart(section) {
    let start = 0;
    for (let s = 0; s < section; s++) start += this.rowsInSection(s);
    return start;
  }
  rowHeight(index) { return this.w.gt_row_height(index); }
  setHeight(id, height) { this.w.gt_set_height(id, height); }
  insertInSection(id, row, section) { this.check(this.w.gt_insert_in_section(id, row, section)); }
  indexOfID(id) { const i = this.w.gt_index_of_id(id); return i < 0 ? null : i; }
  yOfRow(index) { return this.w.gt_y_of_row(index); }
  /// The top of row `index` in the viewport once every animation has ended.
  restingYOfRow(index) { return this.w.gt_resting_y_of_row(index); }
  indexAtY(y) { const i = this.w.gt_index_at_y(y); return i < 0 ? null : i; }
  offset(index) { return this.w.gt_offset(index); }
  phase(index) { return phaseNames[this.w.gt_phase(index)] ?? null; }
  /// The slot whose action row `index` waits on while pending, or null.
  pendingSlot(index) { const s = this.w.gt_pending_slot(index); return s < 0 ? null : s; }
  openSide(index) { const s = this.w.gt_open_side(index); return s < 0 ? null : sideNames[s]; }
  /// The rows at least partly visible at rest: `{start, end}`, end excluded.
  get visibleRows() { return { start: this.w.gt_visible_rows(0), end: this.w.gt_visible_rows(1) }; }
  buttons(index) {
    const buttons = [];
    for (let b = 0; b < this.w.gt_button_count(index); b++) {
      buttons.push({ slot: this.w.gt_button(index, b, 0), lower: this.w.gt_button(index, b, 1), upper: this.w.gt_button(index, b, 2) });
    }
    return buttons;
  }

  // Time: nanoseconds as numbers (exact up to about 104 days).
  advance(nanoseconds) { this.w.gt_advance(nanoseconds); }
  tick() { this.w.gt_tick(); }
  passTime(nanoseconds) { this.w.gt_pass_time(nanoseconds); }
  get now() { return this.w.gt_now(); }

  down(x, y) { this.w.gt_pointer_down(x, y); }
  move(x, y) { this.w.gt_pointer_move(x, y); }
  /// Lifts the pointer; without `velocity` the table uses the one it measured.
  up(velocity) {
    if (velocity) this.w.gt_pointer_up(1, velocity.dx, velocity.dy);
    else this.w.gt_pointer_up(0, 0, 0);
  }
  cancel() { this.w.gt_pointer_cancel(); }

  /// Runs a verb of `gt_verb` (Exports.swift) on row `index`.
  verb(name, index = -1, argument = 0) { this.check(this.w.gt_verb(verbCodes[name], index, argument)); }
  rowVerb(operation, index) { this.verb(operation, index); }
  deleteRow(index, animation = "automatic") { this.verb("delete", index, deleteAnimationCodes[animation]); }
  insertRow(index, id) { this.verb("insert", index, id); }
  updateRow(index) { this.verb("update", index); }
  undo() { this.verb("undo"); }
  scroll(distance) { this.verb("scroll", -1, distance); }
  coast(velocity) { this.verb("coast", -1, velocity); }
  get selectedIndex() { const i = this.w.gt_selected_index(); return i < 0 ? null : i; }
  step(index, side) { this.sideVerb("step", index, side); }
  releaseRow(index) { this.verb("release-row", index); }
  replaceRow(index) { this.verb("replace", index); }
  lift(index) { this.verb("lift", index); }
  moveBy(places) { this.verb("move-by", -1, places); }
  drop() { this.verb("drop"); }
  cancelLift() { this.verb("cancel-lift"); }
  open(index, side) { this.sideVerb("open", index, side); }
  close(index) { this.verb("close", index); }
  peek(index, side) { this.sideVerb("peek", index, side); }

  /// Runs a verb that takes a side. Embedded Swift has no reflection, so the core's refusals
  /// that name the side (an enum without a description) read "(cannot print value in embedded
  /// Swift)" where the native build writes "left" or "right": the page puts the side's name back.
  sideVerb(name, index, side) {
    try {
      this.verb(name, index, sideNames.indexOf(side));
    } catch (error) {
      if (error instanceof CoreError) error.message = error.message.replaceAll("(cannot print value in embedded Swift)", side);
      throw error;
    }
  }
  trigger(index, slot) { this.verb("trigger", index, slot); }
  activateButton(index, slot) { this.verb("activate-button", index, slot); }

  /// The rows laid out in a viewport `height` tall, top to bottom, deleting rows included.
  layout(height) {
    const rows = [];
    const n = this.w.gt_layout(height);
    const f = (i, field) => this.w.gt_layout_field(i, field);
    for (let i = 0; i < n; i++) {
      const slot = f(i, 7);
      rows.push({
        id: f(i, 0), index: f(i, 1) < 0 ? null : f(i, 1), y: f(i, 2), height: f(i, 3),
        offset: f(i, 4), opacity: f(i, 5), phase: phaseNames[f(i, 6)],
        action: slot < 0 ? null : { slot, isReached: f(i, 8) === 1, color: f(i, 9) },
      });
    }
    return rows;
  }

  /// The section headers laid out in a viewport `height` tall: `{section, y, height, isPinned}`.
  headerLayout(height) {
    const headers = [];
    const n = this.w.gt_header_layout(height);
    const f = (i, field) => this.w.gt_header_field(i, field);
    for (let i = 0; i < n; i++) headers.push({ section: f(i, 0), y: f(i, 1), height: f(i, 2), isPinned: f(i, 3) === 1 });
    return headers;
  }

  /// The events since the last call, oldest first; an `action-failed` event has its reason as
  /// `message`.
  drainEvents() {
    const events = [];
    const f = (i, field) => this.w.gt_event_field(i, field);
    for (let i = 0; i < this.w.gt_event_count(); i++) {
      const slot = f(i, 2);
      const event = {
        name: eventNames[f(i, 0)], index: f(i, 1) < 0 ? null : f(i, 1),
        slot: slot < 0 ? null : slot, from: f(i, 3) < 0 ? null : f(i, 3), time: f(i, 4), id: f(i, 5),
      };
      if (event.name === "action-failed" || event.name === "announce") {
        const length = this.w.gt_event_message(i);
        event.message = this.text(this.w.gt_text_pointer(), length);
      }
      events.push(event);
    }
    this.w.gt_events_clear();
    return events;
  }
}

/// An event as scripts and `--trace` name it: `trigger first-right row 2`, `move row 1 from 3`,
/// `action-failed first-left row 0: REASON`.
function describeEvent(event) {
  let text = event.name;
  if (event.slot !== null) text += " " + slotNames[event.slot];
  if (event.index !== null) text += " row " + event.index;
  if (event.name === "move" && event.from !== null) text += " from " + event.from;
  if (event.name === "action-failed" || event.name === "announce") text += ": " + event.message;
  return text;
}

/// A color 0xRRGGBB as CSS.
function cssColor(color, alpha = 1) {
  return `rgba(${(color >> 16) & 255}, ${(color >> 8) & 255}, ${color & 255}, ${alpha})`;
}
