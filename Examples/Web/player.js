// A `.gts` player on the page's core, following `gesture-table play` (Sources/GestureTableCLI/
// Player): the same virtual clock steps (a pointer move every 8 ms, one unit across or a quarter
// row down a step; `wait` from deadline to deadline, in 16 ms frames while the table animates
// without one), so a script ends with the same rows; and the same checks, so that it stops where
// the native player stops, with the same status (0 passed, 1 an expectation failed, 2 a script
// error) and the same diagnostic (script.js words them).
"use strict";

const scriptColors = {
  black: 0x2c3e50, red: 0xe83d0e, green: 0x55d550, yellow: 0xfed938, blue: 0x3498db,
  magenta: 0x9b59b6, cyan: 0x1abc9c, white: 0xecf0f1, gray: 0x95a5a6, orange: 0xf39c12, brown: 0xce9562,
};
const defaultSlotColors = [0x55d550, 0xe83d0e, 0xfed938, 0xce9562];
const defaultIcons = { push: "»", delete: "✕", "push-and-delete": "✓", replace: "↺", none: "•" };
const defaultFractions = [0.3, 0.7, 0.3, 0.7];

/// Why the actions of a row would be refused by the table, in the native player's words, or null:
/// `fractions` maps each declared slot to its fraction (null for the slot's default).
function actionsProblem(fractions) {
  for (const first of [0, 2]) {
    const second = first + 1;
    if (!fractions.has(second)) continue;
    if (!fractions.has(first)) {
      return { isNotFarther: false, message: `${slotNames[second]} is set but ${slotNames[first]} is not: a side's second action needs a first` };
    }
    const firstFraction = fractions.get(first) ?? defaultFractions[first];
    const secondFraction = fractions.get(second) ?? defaultFractions[second];
    if (!(secondFraction > firstFraction)) {
      return {
        isNotFarther: true,
        message: `the fraction of ${slotNames[second]} (${swiftDouble(secondFraction)}) must be greater than the fraction of ${slotNames[first]} (${swiftDouble(firstFraction)})`,
      };
    }
  }
  return null;
}

/// One script being played on `core` (a fresh table is made at the first gesture or observation).
class ScriptPlayback {
  static pointerStep = 8e6;
  static horizontalStep = 1;
  static verticalStep = 0.25;
  /// How many unmatched events a failed `expect event` shows.
  static shownUnmatchedEvents = 8;

  constructor(core, commands) {
    this.core = core;
    this.commands = commands;
    this.built = false;
    this.columns = 60;
    this.lines = 16;
    this.settings = [];
    this.longPress = 500e6;
    this.pointerStep = ScriptPlayback.pointerStep;
    this.placeholder = { title: "No rows", subtitle: null };
    this.declaredRows = [];
    this.declaredSections = [];
    this.sectionTitles = [];
    this.heights = new Map();
    this.titles = new Map();
    this.nextRowID = 0;
    this.declarations = [];
    this.icons = [new Map(), new Map(), new Map(), new Map()];
    // The fractions declared, as the table resolves them: for every row, and for rows by id
    // (`only`), which win; and the lines that declared them, to refuse a second declaration.
    this.everyRowFractions = new Map();
    this.rowFractions = new Map();
    this.slotLines = [0, 1, 2, 3].map(() => ({ everyRow: null, rows: new Map() }));
    this.styles = {};
    this.pinned = new Set();
    this.pointer = null;
    this.pressOrigin = { x: 0, y: 0 };
    this.pressedRowID = null;
    this.steppedRowID = null;
    this.expectations = commands.filter((c) => c.name === "expect event").map((c) => ({ pattern: c.pattern, line: c.location.line }));
    let before = 0;
    this.absences = [];
    for (const c of commands) {
      if (c.name === "expect event") before++;
      if (c.name === "expect no event") this.absences.push({ pattern: c.pattern, before });
    }
    this.expectationsRun = 0;
    this.expectationsMatched = 0;
    this.lastMatchLine = null;
    this.absencesRun = 0;
    this.violations = new Map();
    this.unmatched = [];
    this.unmatchedCount = 0;
    this.events = [];
  }

  /// Plays every command; the ScriptStop that ended playback early, or null.
  play() {
    for (const command of this.commands) {
      try {
        this.perform(command);
        this.drain();
      } catch (error) {
        // The table refused a verb: reported where the command starts, as the native player does.
        if (error instanceof CoreError) return scriptError(command.location, error.message);
        if (error instanceof ScriptStop) return error;
        throw error;
      }
    }
    return null;
  }

  /// The titles of the rows now, in order.
  rowTitles() {
    if (!this.built) return this.declaredRows.map((id) => this.titles.get(id).title);
    return this.core.rowIDs().map((id) => this.titles.get(id)?.title ?? "");
  }

  // The table, built from the setup commands on first use.
  get table() {
    if (this.built) return this.core;
    const core = this.core;
    // The rows before the first `section`, if any, form an untitled first section.
    const sections = [];
    const starts = this.declaredSections.map((section) => section.start);
    if (starts.length > 0 && starts[0] > 0) {
      sections.push({ count: starts[0], hasTitle: false });
      this.sectionTitles.push(null);
    }
    this.declaredSections.forEach((section, number) => {
      const end = number + 1 < starts.length ? starts[number + 1] : this.declaredRows.length;
      sections.push({ count: end - section.start, hasTitle: true });
      this.sectionTitles.push(section.title);
    });
    core.create(this.declaredRows.length, this.columns, this.lines, 1, 1, sections, this.heights);
    this.built = true;
    for (const [key, value] of this.settings) core.configure(key, value);
    for (const side of sides) if (this.styles[side]) core.configure(side + "Style", this.styles[side]);
    for (const d of this.declarations) core.declareAction(d.slot, d.fraction, d.color, d.operation, d.rowID);
    for (const id of this.pinned) core.w.gt_pin(id);
    return core;
  }

  get currentCount() { return this.built ? this.core.count : this.declaredRows.length; }
  currentID(index) { return this.built ? this.core.rowID(index) : this.declaredRows[index]; }
  currentIndexOfID(id) {
    if (this.built) return this.core.indexOfID(id);
    const index = this.declaredRows.indexOf(id);
    return index < 0 ? null : index;
  }
  get currentIDs() { return this.built ? this.core.rowIDs() : this.declaredRows; }

  /// Matches the new events against the `expect event` and `expect no event` commands, in order.
  drain() {
    if (!this.built) return;
    for (const event of this.core.drainEvents()) {
      this.events.push(event);
      let position = this.absencesRun;
      while (position < this.absences.length && this.absences[position].before <= this.expectationsMatched) {
        if (matchesPattern(this.absences[position].pattern, event) && !this.violations.has(position)) this.violations.set(position, event);
        position++;
      }
      const expectation = this.expectations[this.expectationsMatched];
      if (expectation && matchesPattern(expectation.pattern, event)) {
        this.lastMatchLine = expectation.line;
        this.expectationsMatched++;
        this.unmatched = [];
        this.unmatchedCount = 0;
      } else {
        if (this.unmatched.length < ScriptPlayback.shownUnmatchedEvents) this.unmatched.push(event);
        this.unmatchedCount++;
      }
    }
  }

  // MARK: - Checks

  /// The value of a row index `{value, location}` that exists, or an error at it.
  checkedIndex(index) {
    const count = this.currentCount;
    if (index.value < count) return index.value;
    const rows = count === 0 ? "the table has no rows"
      : count === 1 ? "the table has 1 row (index 0)" : `the table has ${count} rows (0 to ${count - 1})`;
    throw scriptError(index.location, `row index ${index.value} is out of range: ${rows}`);
  }

  /// The index of a row whose middle is inside the viewport, or an error at it.
  visibleIndex(index) {
    const value = this.checkedIndex(index);
    const middle = this.middleY(value);
    if (middle >= 0 && middle < this.lines) return value;
    const { start, end } = this.table.visibleRows;
    const shown = start === end ? "none is" : `rows ${start} to ${end - 1} are`;
    throw scriptError(index.location, `row ${value} is outside the viewport (${shown} visible); scroll to it first`);
  }

  /// The middle of row `index`'s middle line: its 2nd of 3, its 1st of 2.
  middleY(index) {
    const height = this.table.rowHeight(index);
    return this.table.yOfRow(index) + Math.min(height / 2, Math.ceil(height / 2) - 0.5);
  }

  /// The index of the section `reference` names (`{index}` or `{title}`), or an error at it.
  checkedSection(reference) {
    const count = this.table.sectionCount;
    if (reference.index !== undefined) {
      if (reference.index < count) return reference.index;
      const sections = count === 1 ? "the table has 1 section (index 0)" : `the table has ${count} sections (0 to ${count - 1})`;
      throw scriptError(reference.location, `section index ${reference.index} is out of range: ${sections}`);
    }
    const section = this.sectionTitles.indexOf(reference.title);
    if (section < 0) throw scriptError(reference.location, `no section is titled ${quoted(reference.title)}`);
    return section;
  }

  /// The y a gesture presses: the middle of the target row's middle line, or of the target line.
  pressY(target) {
    if (target.row !== undefined) {
      const row = this.visibleIndex({ value: target.row, location: target.location });
      const y = this.middleY(row);
      // A row still growing in has no line of its own yet: the press would land on the row below.
      if (this.table.indexAtY(y) !== row) {
        throw scriptError(target.location, `row ${row} is not drawn on a line of its own yet (it is still growing in); 'wait' for it first`);
      }
      return y;
    }
    if (target.line < 0 || target.line >= this.lines) {
      throw scriptError(target.location, `line ${target.line} is outside the viewport: its lines are 0 to ${this.lines - 1}`);
    }
    return target.line + 0.5;
  }

  requireNoGesture(location) {
    if (!this.pointer) return;
    const held = this.table.liftedIndex === null ? "a drag is held; 'release' or 'cancel' it" : "a row is lifted; 'drop' it";
    throw scriptError(location, `a gesture is in progress: ${held} first`);
  }

  /// Fails unless a drag is held. A pointer whose row was deleted is still held, as a finger
  /// stays down when its view goes away.
  requireHeldDrag(command, location) {
    if (!this.pointer) throw scriptError(location, `'${command}' needs a held drag; start one with 'drag I F'`);
    if (this.table.liftedIndex !== null) throw scriptError(location, "a row is lifted, not dragged; let go of it with 'drop'");
  }

  /// Fails unless the pointer holds a lifted row, saying why a `longpress` lifted nothing.
  requireLiftedRow(command, location) {
    const core = this.table;
    if (this.pointer && core.liftedIndex !== null) return;
    if (this.pointer && this.pressedRowID !== null) {
      const pressed = core.indexOfID(this.pressedRowID);
      if (pressed !== null) {
        throw scriptError(location, `'${command}' needs a lifted row; the press on row ${pressed} lifted nothing: ${this.whyNotLifted(pressed)}`);
      }
      throw scriptError(location, `'${command}' needs a lifted row; the row the pointer held was deleted, which ended the lift: 'release' lets go`);
    }
    if (!this.pointer && core.isReordering) {
      throw scriptError(location, `'${command}' moves a row lifted by the pointer; use 'move-by N' for one lifted with 'lift I'`);
    }
    throw scriptError(location, `'${command}' needs a lifted row; lift one with 'longpress I'`);
  }

  /// Why a long press on row `index` lifted nothing, from the row's phase.
  whyNotLifted(index) {
    const core = this.table;
    switch (core.phase(index)) {
      case "pending":
        return `it is pending: its ${slotNames[core.pendingSlot(index)]} action fired and has not resolved it (push, delete or replace it)`;
      case "pushing": case "pushed": return "it is pushed off its line";
      case "open": return `it is open on the ${core.openSide(index)}; close it first`;
      case "deleting": return "it is being deleted";
      case "dragging": return "the press caught it while it was still moving; 'wait' for it to settle first";
      case "settling": case "appearing": return "it is still moving; 'wait' for it to settle first";
      default:
        return this.pinned.has(core.rowID(index)) ? "it is pinned, and a pinned row cannot be lifted" : "the table refused to lift it";
    }
  }

  // MARK: - The pointer

  pressTarget(target, location) {
    this.requireNoGesture(location);
    const y = this.pressY(target);
    const row = this.table.indexAtY(y);
    this.pressAt({ x: this.contentX(row), y });
    this.pressedRowID = row === null ? null : this.table.rowID(row);
  }

  /// Where a press on row `index` lands across: the middle of the row; on a row open (or
  /// opening) on a side, the middle of the content it still shows, where a tap closes the row
  /// and a drag moves it, so that only `tap` presses a button.
  contentX(index) {
    const core = this.table;
    const width = core.width;
    if (index === null || core.openSide(index) === null) return width / 2;
    const offset = core.offset(index);
    const lower = Math.max(0, offset);
    const upper = Math.min(width, width + offset);
    return Number.isFinite(offset) && upper > lower ? (lower + upper) / 2 : width / 2;
  }

  pressAt(point) {
    this.table.down(point.x, point.y);
    this.pointer = point;
    this.pressOrigin = point;
    this.pressedRowID = null;
  }

  dragPointer(fraction) {
    if (!this.pointer) return;
    this.movePointer({ x: this.pressOrigin.x + fraction * this.table.width, y: this.pointer.y });
  }

  releasePointer(velocity, vertical = 0) {
    this.table.up({ dx: velocity * this.table.width, dy: vertical });
    this.pointer = null;
  }

  static approach(value, goal, step) {
    return Math.abs(goal - value) <= step ? goal : value + (goal > value ? step : -step);
  }

  movePointer(target) {
    let current = this.pointer;
    if (!current || !Number.isFinite(target.x) || !Number.isFinite(target.y)) return;
    const core = this.table;
    if (this.pointerStep === 0 && (current.x !== target.x || current.y !== target.y)) {
      // `set pointer-step 0ms`: one move straight there, as a terminal reports a drag.
      core.move(target.x, target.y);
      this.pointer = target;
      return;
    }
    while (current.x !== target.x || current.y !== target.y) {
      current = {
        x: ScriptPlayback.approach(current.x, target.x, ScriptPlayback.horizontalStep),
        y: ScriptPlayback.approach(current.y, target.y, ScriptPlayback.verticalStep),
      };
      core.advance(this.pointerStep);
      core.move(current.x, current.y);
      this.pointer = current;
    }
  }

  // MARK: - Commands

  perform(c) {
    const location = c.location;
    switch (c.name) {
      case "size":
        this.columns = c.columns;
        this.lines = c.lines;
        if (this.built) { this.core.configure("width", c.columns); this.core.configure("viewportHeight", c.lines); }
        return;
      case "row":
        if (this.built) throw scriptError(location, "'row' must come before the first gesture or observation; use 'insert I \"Title\"' to add a row later");
        this.titles.set(this.nextRowID, { title: c.title, subtitle: c.subtitle });
        if (c.height !== null) this.heights.set(this.nextRowID, c.height);
        this.declaredRows.push(this.nextRowID++);
        return;
      case "section":
        if (this.built) throw scriptError(location, "'section' must come before the first gesture or observation");
        this.declaredSections.push({ title: c.title, start: this.declaredRows.length });
        return;
      case "placeholder":
        this.placeholder = { title: c.title, subtitle: c.subtitle };
        return;
      case "action": return this.declare(c);
      case "reveal":
        this.styles[c.side] = c.content === null ? 1 : 2;
        if (this.built) this.core.configure(c.side + "Style", this.styles[c.side]);
        return;
      case "set":
        if (c.key === "longPress") this.longPress = c.value;
        if (c.key === "pointerStep") {
          this.pointerStep = c.value;
          return;
        }
        this.settings.push([c.key, c.value]);
        if (this.built) this.core.configure(c.key, c.value);
        return;
      case "pin": {
        const id = this.currentID(this.checkedIndex(c.index));
        this.pinned.add(id);
        if (this.built) this.core.w.gt_pin(id);
        return;
      }
      case "swipe":
        this.pressTarget(c.target, location);
        this.dragPointer(c.fraction);
        this.releasePointer(c.velocity ?? 0);
        return;
      case "drag":
        this.pressTarget(c.target, location);
        this.dragPointer(c.fraction);
        return;
      case "drag-on":
        // The pointer of a lifted row may move across too.
        if (!this.pointer || this.table.liftedIndex === null) this.requireHeldDrag("drag F", location);
        this.dragPointer(c.fraction);
        return;
      case "release":
        if (!this.pointer && c.velocity === null && (c.vertical ?? null) === null && this.steppedRowID !== null) return this.releaseStepped(location);
        this.requireHeldDrag("release", location);
        this.releasePointer(c.velocity ?? 0, c.vertical ?? 0);
        return;
      case "cancel": return this.cancel(location);
      case "longpress":
        this.pressTarget(c.target, location);
        this.table.passTime(this.longPress);
        // With `set long-press 0ms` no time passes: let the table see that the press is due.
        if (this.table.liftedIndex === null) this.table.tick();
        return;
      case "move": return this.moveLifted(c.target, location);
      case "hold":
        if (!this.pointer) throw scriptError(location, "nothing is held: 'hold' keeps a pressed pointer still; use 'wait' to let time pass");
        this.table.passTime(c.duration);
        return;
      case "drop":
        if (!this.pointer && this.table.isReordering) return this.table.drop();
        this.requireLiftedRow("drop", location);
        this.releasePointer(0);
        return;
      case "tap": return this.tap(c, location);
      case "pan":
        this.pressTarget(c.target, location);
        this.movePointer({ x: this.pointer.x, y: this.pointer.y + c.lines });
        this.releasePointer(0, c.velocity ?? 0);
        return;
      case "scroll":
        this.table.scroll(c.lines);
        if ((c.velocity ?? null) !== null) this.table.coast(c.velocity);
        return;
      case "wait": return this.table.passTime(c.duration);
      case "insert": return this.insert(c);
      case "delete": return this.delete(c);
      case "update": {
        const row = this.checkedIndex(c.index);
        const id = this.table.rowID(row);
        const previous = this.titles.get(id);
        this.titles.set(id, { title: c.title, subtitle: c.subtitle });
        try { this.table.updateRow(row); } catch (error) { this.titles.set(id, previous); throw error; }
        return;
      }
      case "push": case "replace": case "push-and-delete":
        return this.table.rowVerb(c.name, this.checkedIndex(c.index));
      case "open": return this.table.open(this.checkedIndex(c.index), c.side);
      case "close": return this.table.close(this.checkedIndex(c.index));
      case "peek": return this.table.peek(this.checkedIndex(c.index), c.side);
      case "trigger": return this.table.trigger(this.checkedIndex(c.index), c.slot);
      case "step": return this.step(c, location);
      case "lift": return this.lift(c, location);
      case "move-by": return this.moveBy(c.places, location);
      case "undo":
        try { this.table.undo(); } catch (error) { throw scriptError(location, `cannot undo: ${error.message}`); }
        return;
      case "rtl": return this.table.configure("rightToLeft", c.isOn ? 1 : 0);
      case "frame": this.table; return;
      default: return this.expect(c, location);
    }
  }

  /// `action …`: refused, as by the native player, when the slot was declared before for the same
  /// rows, or when a row it reaches would get actions the table refuses.
  declare(c) {
    const slot = c.slot.value;
    const rowIDs = c.rows ? new Set(c.rows.map((index) => this.currentID(this.checkedIndex(index)))) : null;
    this.checkFirstDeclaration(slot, rowIDs, c.slot.location);
    const problem = this.declarationProblem(slot, c.fraction?.value ?? null, rowIDs);
    if (problem) throw scriptError(problem.isNotFarther ? (c.fraction ?? c.slot).location : c.slot.location, problem.message);
    this.noteFraction(slot, c.fraction?.value ?? null, rowIDs, c.location.line);

    const color = c.color ?? defaultSlotColors[slot];
    const icon = c.icon ?? defaultIcons[c.operation];
    for (const rowID of rowIDs ?? [-1]) {
      const declaration = { slot, fraction: c.fraction?.value ?? null, color, operation: c.operation, rowID };
      this.declarations.push(declaration);
      if (rowID < 0) this.icons[slot] = new Map([[-1, icon]]);
      else this.icons[slot].set(rowID, icon);
      if (this.built) this.core.declareAction(slot, declaration.fraction, color, c.operation, rowID);
    }
  }

  /// Fails when `slot` was declared before for the same rows: twice for every row, twice for one
  /// row with `only`, or for every row after an `only`.
  checkFirstDeclaration(slot, rowIDs, location) {
    const earlier = this.slotLines[slot];
    const name = slotNames[slot];
    if (rowIDs === null) {
      if (earlier.everyRow !== null) {
        throw scriptError(location, `${name} is declared twice: line ${earlier.everyRow} declared it for every row already`);
      }
      if (earlier.rows.size > 0) {
        throw scriptError(location,
          `${name} for every row must come before line ${Math.min(...earlier.rows.values())}, which declared it for some rows with 'only'`);
      }
      return;
    }
    for (const id of rowIDs) {
      const line = earlier.rows.get(id);
      if (line === undefined) continue;
      const index = this.currentIndexOfID(id);
      throw scriptError(location, `${name} is declared twice for ${index === null ? "a row" : `row ${index}`}: line ${line} declared it already`);
    }
  }

  /// The fractions of the row with `id` (null: a row inserted later), with a declaration added.
  fractionsOf(id, added) {
    const fractions = new Map(this.everyRowFractions);
    for (const [slot, fraction] of (id === null ? null : this.rowFractions.get(id)) ?? []) fractions.set(slot, fraction);
    if (added && (added.rowIDs === null || (id !== null && added.rowIDs.has(id)))) fractions.set(added.slot, added.fraction);
    return fractions;
  }

  /// What is wrong with the first row, in order, that the declaration would leave with actions the
  /// table refuses (then with a row inserted later, for a declaration for every row), or null.
  declarationProblem(slot, fraction, rowIDs) {
    const added = { slot, fraction, rowIDs };
    const reached = this.currentIDs.flatMap((id, index) => rowIDs === null || rowIDs.has(id) ? [{ id, index }] : []);
    if (rowIDs === null) reached.push({ id: null, index: null });
    for (const row of reached) {
      const problem = actionsProblem(this.fractionsOf(row.id, added));
      if (problem) return { ...problem, message: problem.message + (row.index === null ? "" : ` (row ${row.index})`) };
    }
    return null;
  }

  noteFraction(slot, fraction, rowIDs, line) {
    if (rowIDs === null) {
      this.everyRowFractions.set(slot, fraction);
      for (const fractions of this.rowFractions.values()) fractions.delete(slot);
      this.slotLines[slot].everyRow = line;
      return;
    }
    for (const id of rowIDs) {
      if (!this.rowFractions.has(id)) this.rowFractions.set(id, new Map());
      this.rowFractions.get(id).set(slot, fraction);
      this.slotLines[slot].rows.set(id, line);
    }
  }

  /// The icon of `slot` for the row with `id`.
  icon(slot, id) { return this.icons[slot].get(id) ?? this.icons[slot].get(-1) ?? ""; }

  cancel(location) {
    const core = this.table;
    if (!this.pointer) {
      if (core.isReordering) return core.cancelLift();
      if (this.steppedRowID !== null) {
        const id = this.steppedRowID;
        this.steppedRowID = null;
        const index = core.indexOfID(id);
        if (index !== null && core.phase(index) === "dragging") return core.replaceRow(index);
      }
      throw scriptError(location, "nothing to cancel: no gesture, lift or step is in progress");
    }
    core.cancel();
    this.pointer = null;
  }

  releaseStepped(location) {
    const id = this.steppedRowID;
    this.steppedRowID = null;
    const index = this.table.indexOfID(id);
    if (index === null || this.table.phase(index) !== "dragging") {
      throw scriptError(location, "the stepped row is no longer dragged: nothing to release");
    }
    this.table.releaseRow(index);
  }

  step(c, location) {
    this.requireNoGesture(location);
    const core = this.table;
    const row = this.checkedIndex(c.index);
    const id = core.rowID(row);
    if (this.steppedRowID !== null && this.steppedRowID !== id) {
      const stepped = core.indexOfID(this.steppedRowID);
      if (stepped !== null && core.phase(stepped) === "dragging") {
        throw scriptError(location, "another row is stepped; 'release' or 'cancel' it first");
      }
    }
    core.step(row, c.side);
    this.steppedRowID = id;
  }

  lift(c, location) {
    this.requireNoGesture(location);
    const row = this.checkedIndex(c.index);
    const core = this.table;
    // The table refuses a pinned row as any row its rules forbid: the script says which rule.
    if (this.pinned.has(core.rowID(row)) && !core.isReordering && core.phase(row) === "rest") {
      throw scriptError(location, `row ${row} is pinned: a pinned row cannot be lifted`);
    }
    core.lift(row);
  }

  moveBy(places, location) {
    const core = this.table;
    const lifted = core.liftedIndex;
    if (this.pointer || lifted === null) {
      const reason = this.pointer ? "the pointer holds the lifted row: move it with 'move I'" : "no row is lifted: lift one with 'lift I'";
      throw scriptError(location, `'move-by' needs a row lifted by 'lift I'; ${reason}`);
    }
    if (core.sectionCount > 1) {
      // A step across a header is a place too: the table counts the places, as the native player.
      const limit = core.count + core.sectionCount;
      return core.moveBy(Math.min(Math.max(places, -limit), limit));
    }
    const destination = Math.min(Math.max(lifted + places, 0), core.count - 1);
    if (destination !== lifted) core.moveBy(destination - lifted);
  }

  moveLifted(target, location) {
    // Any held pointer can go to a line: a lifted row follows it, a press scrolls.
    if (target.line === undefined || !this.pointer) this.requireLiftedRow("move", location);
    const current = this.pointer;
    if (target.line !== undefined) {
      if (target.line < -this.lines || target.line >= 2 * this.lines) {
        throw scriptError(target.location,
          `line ${target.line} is too far from the viewport: 'move line' takes ${-this.lines} to ${2 * this.lines - 1}`);
      }
      return this.movePointer({ x: current.x, y: target.line + 0.5 });
    }
    const destination = this.checkedIndex({ value: target.row, location: target.location });
    const core = this.table;
    const grab = current.y - (core.liftedY ?? current.y);
    // Where row I rests, not where it is drawn: a row still growing in above does not leave
    // the lifted row short.
    let y = core.restingYOfRow(destination) + grab;
    if (y < 0) y = -0.5;
    else if (y >= this.lines) y = this.lines + 0.5;
    this.movePointer({ x: current.x, y });
  }

  tap(c, location) {
    this.requireNoGesture(location);
    const y = this.pressY(c.target);
    const core = this.table;
    const at = c.target.location;
    const row = core.indexAtY(y);
    if (row === null) throw scriptError(at, "no row is drawn on that line: there is no button to tap");
    const open = core.openSide(row);
    if (open === null && c.side === null && c.button === null) {
      // A tap on a row that is not open: it selects the row, or closes the open one, or stops the list.
      this.pressAt({ x: core.width / 2, y });
      this.releasePointer(0);
      return;
    }
    if (open === null) throw scriptError(at, `row ${row} is not open: there is no button to tap`);
    if (c.side !== null && c.side.value !== open) {
      throw scriptError(c.side.location, `row ${row} is open on the ${open}, not on the ${c.side.value}`);
    }
    const buttons = core.buttons(row);
    if (buttons.length === 0) throw scriptError(at, `row ${row} reveals content, not buttons`);
    const number = c.button?.value ?? 0;
    const isFirst = (b) => b.slot === 0 || b.slot === 2;
    const pressed = number < 2 ? buttons.find((b) => isFirst(b) === (number === 0)) : undefined;
    if (!pressed) {
      const count = buttons.length === 1 ? "1 button: 0" : `${buttons.length} buttons: 0 and 1`;
      throw scriptError(c.button?.location ?? at, `row ${row} has no button ${number} on the ${open}; it has ${count}`);
    }
    this.pressAt({ x: (pressed.lower + pressed.upper) / 2, y });
    this.releasePointer(0);
  }

  insert(c) {
    const rowCount = (count) => `${count} row${count === 1 ? "" : "s"}, so 0 to ${count} are valid`;
    const index = c.index.value;
    let section = null;
    if (c.section !== null) {
      section = this.checkedSection(c.section);
      const rows = this.table.rowsInSection(section);
      if (index > rows) throw scriptError(c.index.location, `insertion row ${index} is out of range: section ${section} has ${rowCount(rows)}`);
    } else {
      const count = this.table.count;
      if (index > count) throw scriptError(c.index.location, `insertion index ${index} is out of range: the table has ${rowCount(count)}`);
    }
    const id = this.nextRowID++;
    this.titles.set(id, { title: c.title, subtitle: c.subtitle });
    if (c.height !== null) this.core.setHeight(id, c.height);
    if (section === null) this.table.insertRow(index, id);
    else this.table.insertInSection(id, index, section);
  }

  /// `delete I`: the app deletes a row. A pointer on it stays held, as a finger stays down when
  /// its view goes away.
  delete(c) {
    const row = this.checkedIndex(c.index);
    try {
      this.table.deleteRow(row, c.animation);
    } catch (error) {
      // Reported at the index, as the native player does.
      if (error instanceof CoreError) throw scriptError(c.index.location, error.message);
      throw error;
    }
  }

  // MARK: - Expectations

  expect(c, location) {
    const core = this.table;
    this.drain();
    const fail = (expected, actual) => expectationFailure(location, expected, actual);
    switch (c.name) {
      case "expect rows": {
        const actual = this.rowTitles();
        if (!sameTitles(actual, c.titles)) throw fail(describeRows(c.titles), describeRows(actual));
        return;
      }
      case "expect section": {
        const section = this.checkedSection(c.section);
        const start = core.sectionStart(section);
        const actual = this.rowTitles().slice(start, start + core.rowsInSection(section));
        if (sameTitles(actual, c.titles)) return;
        const name = c.section.index !== undefined ? `section ${c.section.index}` : `section ${quoted(c.section.title)}`;
        throw fail(`${name} ${describeRows(c.titles)}`, `${name} ${describeRows(actual)}`);
      }
      case "expect count":
        if (core.count !== c.count) throw fail(`count ${c.count}`, `count ${core.count}`);
        return;
      case "expect empty": case "expect not-empty": {
        const isEmpty = c.name === "expect empty";
        if (core.isShowingPlaceholder === isEmpty) return;
        const count = core.count;
        const actual = core.isShowingPlaceholder ? "empty"
          : count === 0 ? "not-empty (no rows, but a deletion is still animating)"
          : `not-empty (${count} row${count === 1 ? "" : "s"})`;
        throw fail(isEmpty ? "empty" : "not-empty", actual);
      }
      case "expect highlighted": {
        let actual = core.highlighted();
        if (actual === null && !this.pointer && this.steppedRowID !== null) {
          const index = core.indexOfID(this.steppedRowID);
          if (index !== null) actual = core.highlighted(index);
        }
        if (actual !== c.slot) throw fail(`highlighted ${slotNames[c.slot] ?? "none"}`, `highlighted ${slotNames[actual] ?? "none"}`);
        return;
      }
      case "expect event": {
        this.expectationsRun++;
        if (this.expectationsMatched >= this.expectationsRun) return;
        let actual;
        if (this.unmatched.length === 0) {
          actual = this.lastMatchLine === null ? "no events" : `no events after the one line ${this.lastMatchLine} matched`;
        } else {
          const hidden = this.unmatchedCount - this.unmatched.length;
          actual = "[" + this.unmatched.map(describeEvent).join(", ") + (hidden > 0 ? `, … (${hidden} more)` : "") + "]";
        }
        throw fail(describePattern(c.pattern), actual);
      }
      case "expect no event": {
        const position = this.absencesRun++;
        const event = this.violations.get(position);
        if (!event) return;
        this.violations.delete(position);
        const since = this.expectationsRun === 0 ? "since the start" : "since the last 'expect event'";
        throw fail(`no ${describePattern(c.pattern)} ${since}`, `event ${describeEvent(event)} at ${formatSeconds(event.time)}s`);
      }
      case "expect lifted":
        if (core.liftedIndex !== c.index) throw fail(`lifted ${c.index ?? "none"}`, `lifted ${core.liftedIndex ?? "none"}`);
        return;
      case "expect offset": {
        const row = this.checkedIndex(c.index);
        const offset = core.offset(row) / core.width;
        if (!(Math.abs(offset - c.fraction) > (c.tolerance ?? 0.02) + 1e-9)) return;
        const within = c.tolerance === null ? "" : ` within ${formatDecimal(c.tolerance, 6)}`;
        throw fail(`offset ${formatDecimal(c.fraction, 6)} for row ${row}${within}`, `offset ${formatDecimal(offset, c.tolerance === null ? 3 : 6)}`);
      }
      case "expect open": {
        const row = this.checkedIndex(c.index);
        const actual = core.openSide(row);
        if (actual !== c.side) throw fail(`open ${row} ${c.side ?? "none"}`, `open ${row} ${actual ?? "none"}`);
        return;
      }
      case "expect selected":
        if (core.selectedIndex !== c.index) throw fail(`selected ${c.index ?? "none"}`, `selected ${core.selectedIndex ?? "none"}`);
        return;
      default: {  // expect scroll
        const actual = core.scrollOffset;
        const tolerance = c.tolerance ?? null;
        if (!(Math.abs(actual - c.lines) > (tolerance ?? 0.02) + 1e-9)) return;
        const within = tolerance === null ? "" : ` within ${formatDecimal(tolerance, 6)}`;
        throw fail(`scroll ${formatDecimal(c.lines)}${within}`, `scroll ${formatDecimal(actual, tolerance === null ? 3 : 6)}`);
      }
    }
  }
}

function sameTitles(actual, expected) {
  return actual.length === expected.length && actual.every((title, i) => title === expected[i]);
}

/// `rows "A" "B"` with script quoting, or `no rows`.
function describeRows(titles) {
  return titles.length === 0 ? "no rows" : "rows " + titles.map(quoted).join(" ");
}
