// The core in the page: a thin wrapper over the WebAssembly exports of Exports.swift (the codes
// are documented there). One table lives in the module; `Core.create` and `Core.play` replace it.
"use strict";

const slotNames = ["first-left", "second-left", "first-right", "second-right"];
const sideNames = ["left", "right"];
const operationCodes = { none: 0, push: 1, delete: 2, "push-and-delete": 3, replace: 4, snooze: 5 };
const verbNames = ["replace", "undo", "scroll", "step", "release-row", "lift", "move-by", "drop", "cancel-lift", "close"];
const nanosecondsPerMillisecond = 1e6;

/// A refusal of the table: `message` is the core's reason.
class CoreError extends Error {}

class Core {
  constructor(exports) { this.w = exports; }

  /// Replaces the module's table with a fresh one of `count` rows (ids 0..<count).
  create(count, width, viewportHeight, rowHeight, touchSlop) {
    this.check(this.w.gt_create(count, width, viewportHeight, rowHeight, touchSlop));
  }

  /// Plays a `.gts` script with the script engine in the module (`gt_play` in Exports.swift), whose
  /// table it left becomes the module's: `{status, messages, rows}` and what drawing it needs.
  play(text, fileName) {
    const put = (string) => {
      const bytes = new TextEncoder().encode(string);
      const pointer = this.w.gt_alloc(bytes.length);
      new Uint8Array(this.w.memory.buffer, pointer >>> 0, bytes.length).set(bytes);
      return [pointer, bytes.length];
    };
    return this.json(this.w.gt_play(...put(text), ...put(fileName)));
  }

  /// Throws a CoreError with the core's reason unless `status` is 0.
  check(status) {
    if (status !== 0) throw new CoreError(this.text(this.w.gt_error_pointer(), this.w.gt_error_length()));
  }

  /// The UTF-8 text of `length` bytes at `pointer` in the module's memory.
  text(pointer, length) {
    return new TextDecoder().decode(new Uint8Array(this.w.memory.buffer, pointer >>> 0, length).slice());
  }

  /// The JSON of `length` bytes that the last call put where `gt_text_pointer` points, parsed.
  json(length) { return JSON.parse(this.text(this.w.gt_text_pointer(), length)); }

  resize(width, viewportHeight) { this.check(this.w.gt_resize(width, viewportHeight)); }
  declareAction(slot, fraction, color, operation) {
    this.check(this.w.gt_declare_action(slot, fraction ?? NaN, color, operationCodes[operation]));
  }

  get count() { return this.w.gt_count(); }
  get liftedIndex() { const i = this.w.gt_lifted_index(); return i < 0 ? null : i; }
  get isShowingPlaceholder() { return this.w.gt_is_showing_placeholder() === 1; }
  /// The slot the pointer highlights, or the one of row `index`; null for none.
  highlighted(index = -1) { const s = this.w.gt_highlighted(index); return s < 0 ? null : s; }
  rowIDs() { return Array.from({ length: this.count }, (_, i) => this.w.gt_row_id(i)); }
  rowID(index) { return this.w.gt_row_id(index); }
  indexOfID(id) { const i = this.w.gt_index_of_id(id); return i < 0 ? null : i; }
  yOfRow(index) { return this.w.gt_y_of_row(index); }
  indexAtY(y) { const i = this.w.gt_index_at_y(y); return i < 0 ? null : i; }
  isDragging(index) { return this.w.gt_is_dragging(index) === 1; }
  openSide(index) { const s = this.w.gt_open_side(index); return s < 0 ? null : sideNames[s]; }

  // Time: nanoseconds as numbers (exact up to about 104 days).
  advance(nanoseconds) { this.w.gt_advance(nanoseconds); }
  tick() { this.w.gt_tick(); }

  down(x, y) { this.w.gt_pointer_down(x, y); }
  move(x, y) { this.w.gt_pointer_move(x, y); }
  /// Lifts the pointer with the velocity the table measured.
  up() { this.w.gt_pointer_up(0, 0, 0); }
  cancel() { this.w.gt_pointer_cancel(); }

  /// Runs a verb of `gt_verb` (Exports.swift) on row `index`: `core.verb("lift", 2)`.
  verb(name, index = -1, argument = 0) { this.check(this.w.gt_verb(verbNames.indexOf(name), index, argument)); }

  /// Steps row `index` toward `side`. Embedded Swift has no reflection, so the core's refusals
  /// that name the side (an enum without a description) read "(cannot print value in embedded
  /// Swift)" where the native build writes "left" or "right": the page puts the side's name back.
  step(index, side) {
    try {
      this.verb("step", index, sideNames.indexOf(side));
    } catch (error) {
      if (error instanceof CoreError) error.message = error.message.replaceAll("(cannot print value in embedded Swift)", side);
      throw error;
    }
  }

  /// The rows in order, deleting ones (`index` null) included, each with its `entry` in a viewport
  /// `height` tall (null when not laid out); the section `headers`: `{section, y, height, isPinned}`.
  layout(height) {
    const { rows, headers } = this.json(this.w.gt_layout(height));
    return {
      rows: rows.map(([id, index, y, height, offset, opacity, phase, slot, reached, color]) => ({
        id, index: index < 0 ? null : index, entry: y === undefined ? null : {
          y, height, offset, opacity, phase, action: slot < 0 ? null : { slot, isReached: reached === 1, color },
        },
      })),
      headers: headers.map(([section, y, height, pinned]) => ({ section, y, height, isPinned: pinned === 1 })),
    };
  }

  /// The events since the last call, oldest first; `message` is an `action-failed`'s or `announce`'s text.
  drainEvents() {
    return this.json(this.w.gt_events()).map(([name, index, slot, from, time, id, message]) => ({
      name, index: index < 0 ? null : index, slot: slot < 0 ? null : slot,
      from: from < 0 ? null : from, time, id, message,
    }));
  }
}

/// A color 0xRRGGBB as CSS.
function cssColor(color, alpha = 1) {
  return `rgba(${(color >> 16) & 255}, ${(color >> 8) & 255}, ${color & 255}, ${alpha})`;
}
