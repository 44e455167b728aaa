// A `.gts` player on the page's core, following `gesture-table play` (Sources/GestureTableCLI/
// Player): the same virtual clock steps (a pointer move every 8 ms, one unit across or a quarter
// row down a step; `wait` from deadline to deadline, in 16 ms frames while the table animates
// without one), so a script ends with the same rows. Status as the CLI's: 0 passed, 1 an
// expectation failed, 2 a script error, including a command this player does not support.
"use strict";

/// A script error (status 2) or an expectation failure (status 1) at a line.
class ScriptStop extends Error {
  constructor(status, line, message) {
    super(`line ${line}: ${status === 1 ? "expectation failed: " : "error: "}${message}`);
    this.status = status;
  }
}

const scriptColors = {
  black: 0x2c3e50, red: 0xe83d0e, green: 0x55d550, yellow: 0xfed938, blue: 0x3498db,
  magenta: 0x9b59b6, cyan: 0x1abc9c, white: 0xecf0f1, gray: 0x95a5a6, orange: 0xf39c12, brown: 0xce9562,
};
const defaultSlotColors = [0x55d550, 0xe83d0e, 0xfed938, 0xce9562];
const defaultIcons = { push: "»", delete: "✕", "push-and-delete": "✓", replace: "↺", none: "•" };
const nanoseconds = { ms: 1e6, s: 1e9 };

// MARK: - Parsing

/// The tokens of one line: `{text, quoted}`; `#` outside a string starts a comment.
function tokenize(line, lineNumber) {
  const tokens = [];
  const chars = Array.from(line);
  let i = 0;
  const isSpace = (c) => /\s/u.test(c);
  while (i < chars.length) {
    const c = chars[i];
    if (c === "#") break;
    if (isSpace(c)) { i++; continue; }
    let text = "";
    if (c === '"') {
      i++;
      let closed = false;
      while (i < chars.length) {
        const n = chars[i];
        if (n === '"') { closed = true; i++; break; }
        if (n === "\\") {
          const e = chars[i + 1];
          if (e !== '"' && e !== "\\") throw new ScriptStop(2, lineNumber, `unknown escape '\\${e ?? ""}' in string`);
          text += e;
          i += 2;
          continue;
        }
        text += n;
        i++;
      }
      if (!closed) throw new ScriptStop(2, lineNumber, "unterminated string");
      if (i < chars.length && !isSpace(chars[i]) && chars[i] !== "#") throw new ScriptStop(2, lineNumber, "missing space after string");
      tokens.push({ text, quoted: true });
    } else {
      while (i < chars.length && !isSpace(chars[i]) && chars[i] !== "#") {
        if (chars[i] === '"') throw new ScriptStop(2, lineNumber, "missing space before string");
        text += chars[i++];
      }
      tokens.push({ text, quoted: false });
    }
  }
  return tokens;
}

/// Reads the arguments of one command, failing with status 2 on anything unexpected.
class ArgumentReader {
  constructor(tokens, line) {
    this.tokens = tokens;
    this.position = 1;
    this.line = line;
  }
  fail(message) { return new ScriptStop(2, this.line, message); }
  get atEnd() { return this.position >= this.tokens.length; }
  get upcoming() { return this.tokens[this.position]; }
  word(noun) {
    const token = this.tokens[this.position++];
    if (!token || token.quoted) throw this.fail(`expected ${noun}`);
    return token.text;
  }
  accept(text) {
    const token = this.upcoming;
    if (token && !token.quoted && token.text === text) { this.position++; return true; }
    return false;
  }
  string(noun) {
    const token = this.tokens[this.position++];
    if (!token || !token.quoted) throw this.fail(`expected ${noun} in quotes`);
    return token.text;
  }
  optionalString() {
    const token = this.upcoming;
    if (token && token.quoted) { this.position++; return token.text; }
    return null;
  }
  integer(noun) {
    const text = this.word(noun);
    if (!/^[+-]?\d+$/.test(text) || Math.abs(Number(text)) > 2147483647) throw this.fail(`bad ${noun} '${text}'`);
    return Number(text);
  }
  index() {
    const value = this.integer("row index");
    if (value < 0) throw this.fail(`negative row index ${value}; rows are numbered from 0`);
    return value;
  }
  indexOrNone() { return this.accept("none") ? null : this.index(); }
  /// A section: `{index}` or `{title}`.
  section() {
    const title = this.optionalString();
    if (title !== null) return { title };
    const index = this.integer("section index");
    if (index < 0) throw this.fail(`negative section index ${index}; sections are numbered from 0`);
    return { index };
  }
  target() {
    if (this.accept("line")) return { line: this.integer("line number") };
    return { row: this.index() };
  }
  decimal(noun, limit) {
    const text = this.word(noun);
    if (!/^[+-]?(\d+(\.\d+)?|\.\d+)$/.test(text)) throw this.fail(`bad ${noun} '${text}'`);
    const value = Number(text);
    if (limit !== undefined && Math.abs(value) > limit) throw this.fail(`${noun} ${text} is out of range`);
    return value;
  }
  duration() {
    const text = this.word("duration");
    const match = /^(\d+)(?:\.(\d+))?(ms|s)$/.exec(text);
    if (!match) throw this.fail(`bad duration '${text}'; expected a duration like 300ms or 1.5s`);
    const unit = nanoseconds[match[3]];
    const fraction = match[2] ?? "";
    if (fraction.length > Math.log10(unit)) throw this.fail(`duration '${text}' is finer than a nanosecond`);
    const value = Number(match[1]) * unit + (fraction ? Number(fraction) * unit / 10 ** fraction.length : 0);
    if (value > 86400e9) throw this.fail(`duration '${text}' is too long; at most 86400s (one day)`);
    return value;
  }
  keyword(choices, noun) {
    const text = this.word(noun);
    if (!choices.includes(text)) throw this.fail(`unknown ${noun} '${text}'; expected ${choices.join(", ")}`);
    return text;
  }
  toggle() { return this.keyword(["on", "off"], "value") === "on"; }
  finish() { if (!this.atEnd) throw this.fail(`unexpected '${this.upcoming.text}'`); }
}

/// The commands of a script: `{name, line, ...arguments}`.
function parseScript(text) {
  const commands = [];
  text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/).forEach((source, offset) => {
    const line = offset + 1;
    const tokens = tokenize(source, line);
    if (tokens.length === 0) return;
    if (tokens[0].quoted) throw new ScriptStop(2, line, "expected a command, got a string");
    const reader = new ArgumentReader(tokens, line);
    const command = parseCommand(tokens[0].text, reader);
    reader.finish();
    command.line = line;
    commands.push(command);
  });
  return commands;
}

const sides = ["left", "right"];
const eventPatternNames = eventNames;

function parseEventPattern(reader, allowsFrom) {
  const pattern = { event: reader.keyword(eventPatternNames, "event"), slot: null, row: null, from: null };
  const token = reader.upcoming;
  if (token && (token.quoted || (token.text !== "row" && token.text !== "from"))) {
    pattern.slot = slotNames.indexOf(reader.keyword(slotNames, "slot"));
  }
  if (reader.accept("row")) pattern.row = reader.index();
  if (allowsFrom && reader.accept("from")) pattern.from = reader.index();
  return pattern;
}

function parseCommand(name, reader) {
  switch (name) {
    case "size": {
      const text = reader.word("size");
      const match = /^(\d+)x(\d+)$/.exec(text);
      if (!match || +match[1] < 1 || +match[2] < 1 || +match[1] > 1000 || +match[2] > 1000) throw reader.fail(`bad size '${text}'; expected COLUMNSxLINES`);
      return { name, columns: +match[1], lines: +match[2] };
    }
    case "section": return { name, title: reader.string("title") };
    case "row": {
      const row = { name, title: reader.string("title"), subtitle: reader.optionalString(), height: null };
      if (reader.accept("height")) {
        row.height = reader.decimal("row height");
        if (!(row.height > 0 && row.height <= 1000)) throw reader.fail(`row height ${row.height} is out of range`);
      }
      return row;
    }
    case "placeholder":
      return { name, title: reader.string("title"), subtitle: reader.optionalString() };
    case "action": {
      const slot = slotNames.indexOf(reader.keyword(slotNames, "slot"));
      const action = { name, slot, fraction: null, color: null, icon: null, operation: null, rows: null };
      const seen = new Set();
      while (!reader.atEnd) {
        const clause = reader.word("clause");
        if (seen.has(clause)) throw reader.fail(`duplicate '${clause}' in action`);
        seen.add(clause);
        switch (clause) {
          case "fraction": action.fraction = reader.decimal("fraction", 1); break;
          case "color": action.color = scriptColors[reader.keyword(Object.keys(scriptColors), "color")]; break;
          case "icon": action.icon = reader.string("icon"); break;
          case "do": action.operation = reader.keyword(["push", "delete", "push-and-delete", "replace", "none"], "operation"); break;
          case "only": action.rows = reader.word("row indexes").split(",").map((piece) => {
            if (!/^\d+$/.test(piece)) throw reader.fail("bad list of row indexes");
            return Number(piece);
          }); break;
          default: throw reader.fail(`unexpected '${clause}' in action; expected fraction, color, icon, do or only`);
        }
      }
      if (action.operation === null) throw reader.fail("missing 'do OP'");
      if (action.fraction !== null && !(action.fraction > 0)) throw reader.fail("a fraction must be in (0, 1]");
      return action;
    }
    case "reveal": {
      const side = reader.keyword(sides, "side");
      const content = reader.accept("content") ? reader.string("content") : null;
      return { name, side, content };
    }
    case "set": {
      const setting = reader.word("setting");
      switch (setting) {
        case "animation-duration": return { name, key: "animationDuration", value: reader.duration() };
        case "long-press": return { name, key: "longPress", value: reader.duration() };
        case "bounce": return { name, key: "bounce", value: reader.toggle() };
        case "flick": return { name, key: "flick", value: reader.toggle() };
        case "closes-on-scroll": return { name, key: "closesOnScroll", value: reader.toggle() };
        case "pointer-step": return { name, key: "pointerStep", value: reader.duration() };
        case "flick-velocity": {
          const value = reader.decimal("flick velocity", 100);
          if (!(value > 0)) throw reader.fail("flick velocity must be positive");
          return { name, key: "flickVelocity", value };
        }
        default: throw reader.fail(`unknown setting '${setting}'`);
      }
    }
    case "pin": case "close": case "lift": case "push": case "replace": case "push-and-delete":
      return { name, index: reader.index() };
    case "swipe": {
      const target = reader.target();
      const fraction = reader.decimal("fraction", 2);
      return { name, target, fraction, velocity: reader.accept("velocity") ? reader.decimal("velocity", 100) : null };
    }
    case "drag":
      if (reader.tokens.length >= 3) return { name, target: reader.target(), fraction: reader.decimal("fraction", 2) };
      return { name: "drag-on", fraction: reader.decimal("fraction", 2) };
    case "release":
      return { name, velocity: reader.accept("velocity") ? reader.decimal("velocity", 100) : null };
    case "cancel": case "drop": case "undo":
      return { name };
    case "longpress": case "move":
      return { name, target: reader.target() };
    case "hold": case "wait":
      return { name, duration: reader.duration() };
    case "tap": {
      const target = reader.target();
      let side = null;
      const token = reader.upcoming;
      if (token && !token.quoted && sides.includes(token.text)) side = reader.word("side");
      const button = reader.atEnd ? null : reader.index();
      return { name, target, side, button };
    }
    case "pan": {
      const target = reader.target();
      const lines = reader.integer("line count");
      if (Math.abs(lines) > 1000) throw reader.fail(`line count ${lines} is out of range`);
      return { name, target, lines };
    }
    case "scroll": {
      // Whole lines as a rule; a decimal where autoscroll left the offset between lines.
      const token = reader.upcoming;
      if (token && !token.quoted && token.text.includes(".")) return { name, lines: reader.decimal("line count", 2147483647) };
      return { name, lines: reader.integer("line count") };
    }
    case "insert": {
      const command = { name, index: reader.index(), title: reader.string("title"), subtitle: reader.optionalString(), height: null, section: null };
      if (reader.accept("height")) {
        command.height = reader.decimal("row height");
        if (!(command.height > 0 && command.height <= 1000)) throw reader.fail(`row height ${command.height} is out of range`);
      }
      if (reader.accept("in")) {
        if (!reader.accept("section")) throw reader.fail("expected 'section' after 'in'");
        command.section = reader.section();
      }
      return command;
    }
    case "delete": {
      const index = reader.index();
      return { name, index, animation: reader.atEnd ? "automatic" : reader.keyword(["left", "right", "fade", "none"], "animation") };
    }
    case "update": return { name, index: reader.index(), title: reader.string("title"), subtitle: reader.optionalString() };
    case "open": case "peek": case "step": return { name, index: reader.index(), side: reader.keyword(sides, "side") };
    case "trigger": return { name, index: reader.index(), slot: slotNames.indexOf(reader.keyword(slotNames, "slot")) };
    case "move-by": return { name, places: reader.integer("number of places") };
    case "rtl": return { name, isOn: reader.toggle() };
    case "frame": return { name, caption: reader.optionalString() };
    case "expect": return parseExpectation(reader);
    default: throw reader.fail(`unknown command '${name}'`);
  }
}

function parseExpectation(reader) {
  const kind = reader.word("expectation");
  const name = "expect " + kind;
  switch (kind) {
    case "rows": {
      const titles = [];
      while (!reader.atEnd) titles.push(reader.string("title"));
      return { name, titles };
    }
    case "section": {
      const section = reader.section();
      if (!reader.accept("rows")) throw reader.fail("expected 'rows' after the section");
      const titles = [];
      while (!reader.atEnd) titles.push(reader.string("title"));
      return { name, section, titles };
    }
    case "count": return { name, count: reader.index() };
    case "empty": case "not-empty": return { name };
    case "highlighted": {
      if (reader.accept("none")) return { name, slot: null };
      return { name, slot: slotNames.indexOf(reader.keyword(slotNames, "slot")) };
    }
    case "event": return { name, pattern: parseEventPattern(reader, true) };
    case "no":
      if (!reader.accept("event")) throw reader.fail("expected 'event' after 'expect no'");
      return { name: "expect no event", pattern: parseEventPattern(reader, false) };
    case "lifted": return { name, index: reader.indexOrNone() };
    case "offset": {
      const index = reader.index();
      const fraction = reader.decimal("fraction", 2);
      return { name, index, fraction, tolerance: reader.accept("within") ? reader.decimal("tolerance", 2) : null };
    }
    case "open": {
      const index = reader.index();
      return { name, index, side: reader.accept("none") ? null : reader.keyword(sides, "side") };
    }
    case "scroll": return { name, lines: reader.decimal("scroll offset", 1e9) };
    default: throw reader.fail(`unknown expectation '${kind}'`);
  }
}

function matchesPattern(pattern, event) {
  if (pattern.event !== event.name) return false;
  if (pattern.slot !== null && pattern.slot !== event.slot) return false;
  if (pattern.row !== null && pattern.row !== event.index) return false;
  if (pattern.from === null) return true;
  return event.name === "move" && event.from === pattern.from;
}

// MARK: - Playing

/// One script being played on `core` (a fresh table is made at the first gesture or observation).
class ScriptPlayback {
  static pointerStep = 8e6;
  static horizontalStep = 1;
  static verticalStep = 0.25;

  constructor(core, commands) {
    this.core = core;
    this.commands = commands;
    this.built = false;
    this.columns = 80;
    this.lines = 24;
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
    this.styles = {};
    this.pinned = new Set();
    this.pointer = null;
    this.pressOrigin = { x: 0, y: 0 };
    this.pressedRowID = null;
    this.endedDrag = null;
    this.steppedRowID = null;
    this.expectations = commands.filter((c) => c.name === "expect event").map((c) => ({ pattern: c.pattern, line: c.line }));
    let before = 0;
    this.absences = [];
    for (const c of commands) {
      if (c.name === "expect event") before++;
      if (c.name === "expect no event") this.absences.push({ pattern: c.pattern, before });
    }
    this.expectationsRun = 0;
    this.expectationsMatched = 0;
    this.absencesRun = 0;
    this.violations = new Map();
    this.unmatched = [];
    this.events = [];
  }

  /// Plays every command; `{status, message}`.
  play() {
    for (const command of this.commands) {
      try {
        this.perform(command);
        this.drain();
      } catch (error) {
        if (error instanceof ScriptStop) return { status: error.status, message: error.message };
        if (error instanceof CoreError) return { status: 2, message: `line ${command.line}: error: ${error.message}` };
        throw error;
      }
    }
    return { status: 0, message: "" };
  }

  /// The titles of the rows now, in order.
  rowTitles() {
    if (!this.built) return this.declaredRows.map((id) => this.titles.get(id).title);
    return this.core.rowIDs().map((id) => this.titles.get(id)?.title ?? "");
  }

  error(line, message) { return new ScriptStop(2, line, message); }

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
      if (this.expectationsMatched < this.expectations.length && matchesPattern(this.expectations[this.expectationsMatched].pattern, event)) {
        this.expectationsMatched++;
        this.unmatched = [];
      } else if (this.unmatched.length < 8) {
        this.unmatched.push(event);
      }
    }
  }

  checkedIndex(index, line) {
    const count = this.currentCount;
    if (index >= count) throw this.error(line, `row index ${index} is out of range: the table has ${count} rows`);
    return index;
  }

  /// The middle of row `index`'s middle line: its 2nd of 3, its 1st of 2.
  middleY(index) {
    const height = this.table.rowHeight(index);
    return this.table.yOfRow(index) + Math.min(height / 2, Math.ceil(height / 2) - 0.5);
  }

  /// The index of the section `reference` names (`{index}` or `{title}`).
  checkedSection(reference, line) {
    const count = this.table.sectionCount;
    if (reference.index !== undefined) {
      if (reference.index >= count) throw this.error(line, `section index ${reference.index} is out of range: the table has ${count} sections`);
      return reference.index;
    }
    const section = this.sectionTitles.indexOf(reference.title);
    if (section < 0) throw this.error(line, `no section is titled "${reference.title}"`);
    return section;
  }

  visibleIndex(index, line) {
    this.checkedIndex(index, line);
    const middle = this.middleY(index);
    if (middle < 0 || middle >= this.lines) throw this.error(line, `row ${index} is outside the viewport; scroll to it first`);
    return index;
  }

  pressY(target, line) {
    if (target.row !== undefined) return this.middleY(this.visibleIndex(target.row, line));
    if (target.line < 0 || target.line >= this.lines) throw this.error(line, `line ${target.line} is outside the viewport`);
    return target.line + 0.5;
  }

  requireNoGesture(line) {
    if (this.pointer) throw this.error(line, "a gesture is in progress: release, cancel or drop it first");
  }

  requireHeldDrag(command, line) {
    if (!this.pointer) {
      if (this.endedDrag) throw this.error(line, `'${command}' needs a held drag; the drag on row ${this.endedDrag.row} ended when line ${this.endedDrag.line} deleted that row`);
      throw this.error(line, `'${command}' needs a held drag; start one with 'drag I F'`);
    }
    if (this.table.liftedIndex !== null) throw this.error(line, "a row is lifted, not dragged; let go of it with 'drop'");
  }

  requireLiftedRow(command, line) {
    if (!this.pointer || this.table.liftedIndex === null) throw this.error(line, `'${command}' needs a row lifted by the pointer`);
  }

  pressTarget(target, line) {
    this.requireNoGesture(line);
    const y = this.pressY(target, line);
    this.pressAt({ x: this.table.width / 2, y });
    const index = this.table.indexAtY(y);
    this.pressedRowID = index === null ? null : this.table.rowID(index);
  }

  pressAt(point) {
    this.table.down(point.x, point.y);
    this.pointer = point;
    this.pressOrigin = point;
    this.pressedRowID = null;
    this.endedDrag = null;
  }

  dragPointer(fraction) {
    if (!this.pointer) return;
    this.movePointer({ x: this.pressOrigin.x + fraction * this.table.width, y: this.pointer.y });
  }

  releasePointer(velocity) {
    this.table.up({ dx: velocity * this.table.width, dy: 0 });
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

  perform(c) {
    const line = c.line;
    switch (c.name) {
      case "size":
        this.columns = c.columns;
        this.lines = c.lines;
        if (this.built) { this.core.configure("width", c.columns); this.core.configure("viewportHeight", c.lines); }
        return;
      case "row":
        if (this.built) throw this.error(line, "'row' must come before the first gesture or observation; use 'insert I \"Title\"' to add a row later");
        this.titles.set(this.nextRowID, { title: c.title, subtitle: c.subtitle });
        if (c.height !== null) this.heights.set(this.nextRowID, c.height);
        this.declaredRows.push(this.nextRowID++);
        return;
      case "section":
        if (this.built) throw this.error(line, "'section' must come before the first gesture or observation");
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
        const id = this.currentID(this.checkedIndex(c.index, line));
        this.pinned.add(id);
        if (this.built) this.core.w.gt_pin(id);
        return;
      }
      case "swipe":
        this.pressTarget(c.target, line);
        this.dragPointer(c.fraction);
        this.releasePointer(c.velocity ?? 0);
        return;
      case "drag":
        this.pressTarget(c.target, line);
        this.dragPointer(c.fraction);
        return;
      case "drag-on":
        // The pointer of a lifted row may move across too.
        if (!this.pointer || this.table.liftedIndex === null) this.requireHeldDrag("drag F", line);
        this.dragPointer(c.fraction);
        return;
      case "release":
        if (!this.pointer && c.velocity === null && this.steppedRowID !== null) return this.releaseStepped(line);
        this.requireHeldDrag("release", line);
        this.releasePointer(c.velocity ?? 0);
        return;
      case "cancel": return this.cancel(line);
      case "longpress":
        this.pressTarget(c.target, line);
        this.passTime(this.longPress);
        if (this.table.liftedIndex === null) this.table.tick();
        return;
      case "move": return this.moveLifted(c.target, line);
      case "hold":
        if (!this.pointer) throw this.error(line, "nothing is held: 'hold' keeps a pressed pointer still; use 'wait' to let time pass");
        this.passTime(c.duration);
        return;
      case "drop":
        if (!this.pointer && this.table.isReordering) return this.table.drop();
        this.requireLiftedRow("drop", line);
        this.releasePointer(0);
        return;
      case "tap": return this.tap(c, line);
      case "pan": {
        this.pressTarget(c.target, line);
        this.movePointer({ x: this.pointer.x, y: this.pointer.y + c.lines });
        this.releasePointer(0);
        return;
      }
      case "scroll": return this.table.scroll(c.lines);
      case "wait": return this.passTime(c.duration);
      case "insert": {
        if (c.section !== null) {
          const section = this.checkedSection(c.section, line);
          const rows = this.table.rowsInSection(section);
          if (c.index > rows) throw this.error(line, `insertion row ${c.index} is out of range: 0 to ${rows} are valid`);
          const id = this.nextRowID++;
          this.titles.set(id, { title: c.title, subtitle: c.subtitle });
          if (c.height !== null) this.core.setHeight(id, c.height);
          return this.table.insertInSection(id, c.index, section);
        }
        const count = this.table.count;
        if (c.index > count) throw this.error(line, `insertion index ${c.index} is out of range: 0 to ${count} are valid`);
        const id = this.nextRowID++;
        this.titles.set(id, { title: c.title, subtitle: c.subtitle });
        if (c.height !== null) this.core.setHeight(id, c.height);
        return this.table.insertRow(c.index, id);
      }
      case "delete": {
        const row = this.checkedIndex(c.index, line);
        const core = this.table;
        const endsDrag = this.pointer !== null && core.liftedIndex === null && this.pressedRowID === core.rowID(row);
        core.deleteRow(row, c.animation);
        if (endsDrag) {
          core.cancel();
          this.pointer = null;
          this.endedDrag = { row, line };
        }
        return;
      }
      case "update": {
        const row = this.checkedIndex(c.index, line);
        const id = this.table.rowID(row);
        const previous = this.titles.get(id);
        this.titles.set(id, { title: c.title, subtitle: c.subtitle });
        try { this.table.updateRow(row); } catch (error) { this.titles.set(id, previous); throw error; }
        return;
      }
      case "push": case "replace": case "push-and-delete":
        return this.table.rowVerb(c.name, this.checkedIndex(c.index, line));
      case "open": return this.table.open(this.checkedIndex(c.index, line), c.side);
      case "close": return this.table.close(this.checkedIndex(c.index, line));
      case "peek": return this.table.peek(this.checkedIndex(c.index, line), c.side);
      case "trigger": return this.table.trigger(this.checkedIndex(c.index, line), c.slot);
      case "step": {
        this.requireNoGesture(line);
        const row = this.checkedIndex(c.index, line);
        const id = this.table.rowID(row);
        if (this.steppedRowID !== null && this.steppedRowID !== id) throw this.error(line, "another row is stepped; 'release' or 'cancel' it first");
        this.table.step(row, c.side);
        this.steppedRowID = id;
        return;
      }
      case "lift":
        this.requireNoGesture(line);
        return this.table.lift(this.checkedIndex(c.index, line));
      case "move-by": {
        const lifted = this.table.liftedIndex;
        if (this.pointer || lifted === null) throw this.error(line, "'move-by' needs a row lifted by 'lift I'");
        if (this.table.sectionCount > 1) {
          // A step across a header is a place too: the table counts the places, as the native player.
          const limit = this.table.count + this.table.sectionCount;
          return this.table.moveBy(Math.min(Math.max(c.places, -limit), limit));
        }
        const destination = Math.min(Math.max(lifted + c.places, 0), this.table.count - 1);
        if (destination !== lifted) this.table.moveBy(destination - lifted);
        return;
      }
      case "undo":
        try { this.table.undo(); } catch (error) { throw this.error(line, `cannot undo: ${error.message}`); }
        return;
      case "rtl": return this.table.configure("rightToLeft", c.isOn ? 1 : 0);
      case "frame": this.table; return;
      default: return this.expect(c, line);
    }
  }

  declare(c) {
    let rowIDs = [-1];
    if (c.rows) rowIDs = c.rows.map((index) => this.currentID(this.checkedIndex(index, c.line)));
    const color = c.color ?? defaultSlotColors[c.slot];
    const icon = c.icon ?? defaultIcons[c.operation];
    for (const rowID of rowIDs) {
      const declaration = { slot: c.slot, fraction: c.fraction, color, operation: c.operation, rowID };
      this.declarations.push(declaration);
      if (rowID < 0) this.icons[c.slot] = new Map([[-1, icon]]);
      else this.icons[c.slot].set(rowID, icon);
      if (this.built) this.core.declareAction(c.slot, c.fraction, color, c.operation, rowID);
    }
  }

  /// The icon of `slot` for the row with `id`.
  icon(slot, id) { return this.icons[slot].get(id) ?? this.icons[slot].get(-1) ?? ""; }

  passTime(duration) { this.table.passTime(duration); }

  cancel(line) {
    const core = this.table;
    if (!this.pointer) {
      if (core.isReordering) return core.cancelLift();
      if (this.steppedRowID !== null) {
        const id = this.steppedRowID;
        this.steppedRowID = null;
        const index = core.indexOfID(id);
        if (index !== null && core.phase(index) === "dragging") return core.replaceRow(index);
      }
      throw this.error(line, "nothing to cancel: no gesture, lift or step is in progress");
    }
    core.cancel();
    this.pointer = null;
  }

  releaseStepped(line) {
    const id = this.steppedRowID;
    this.steppedRowID = null;
    const index = this.table.indexOfID(id);
    if (index === null || this.table.phase(index) !== "dragging") throw this.error(line, "the stepped row is no longer dragged: nothing to release");
    this.table.releaseRow(index);
  }

  moveLifted(target, line) {
    // Any held pointer can go to a line: a lifted row follows it, a press scrolls.
    if (target.line === undefined || !this.pointer) this.requireLiftedRow("move", line);
    const current = this.pointer;
    if (target.line !== undefined) {
      if (target.line < -this.lines || target.line >= 2 * this.lines) throw this.error(line, `line ${target.line} is too far from the viewport`);
      return this.movePointer({ x: current.x, y: target.line + 0.5 });
    }
    const destination = this.checkedIndex(target.row, line);
    const core = this.table;
    const grab = current.y - (core.liftedY ?? current.y);
    let y = core.yOfRow(destination) + grab;
    if (y < 0) y = -0.5;
    else if (y >= this.lines) y = this.lines + 0.5;
    this.movePointer({ x: current.x, y });
  }

  tap(c, line) {
    this.requireNoGesture(line);
    const y = this.pressY(c.target, line);
    const core = this.table;
    const row = core.indexAtY(y);
    if (row === null) throw this.error(line, "no row is drawn on that line: there is no button to tap");
    const open = core.openSide(row);
    if (open === null) throw this.error(line, `row ${row} is not open: there is no button to tap`);
    if (c.side !== null && c.side !== open) throw this.error(line, `row ${row} is open on the ${open}, not on the ${c.side}`);
    const buttons = core.buttons(row);
    if (buttons.length === 0) throw this.error(line, `row ${row} reveals content, not buttons`);
    const number = c.button ?? 0;
    const pressed = number < 2 ? buttons.find((b) => (b.slot === 0 || b.slot === 2) === (number === 0)) : undefined;
    if (!pressed) throw this.error(line, `row ${row} has no button ${number} on the ${open}`);
    this.pressAt({ x: (pressed.lower + pressed.upper) / 2, y });
    this.releasePointer(0);
  }

  expect(c, line) {
    const core = this.table;
    this.drain();
    const fail = (expected, actual) => new ScriptStop(1, line, `expected ${expected}, got ${actual}`);
    switch (c.name) {
      case "expect rows": {
        const actual = this.rowTitles();
        if (JSON.stringify(actual) !== JSON.stringify(c.titles)) throw fail(JSON.stringify(c.titles), JSON.stringify(actual));
        return;
      }
      case "expect section": {
        const section = this.checkedSection(c.section, line);
        const start = core.sectionStart(section);
        const actual = this.rowTitles().slice(start, start + core.rowsInSection(section));
        if (JSON.stringify(actual) !== JSON.stringify(c.titles)) throw fail(JSON.stringify(c.titles), JSON.stringify(actual));
        return;
      }
      case "expect count":
        if (core.count !== c.count) throw fail(`count ${c.count}`, `count ${core.count}`);
        return;
      case "expect empty": case "expect not-empty": {
        const isEmpty = c.name === "expect empty";
        if (core.isShowingPlaceholder !== isEmpty) throw fail(isEmpty ? "empty" : "not-empty", core.isShowingPlaceholder ? "empty" : "not-empty");
        return;
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
        throw fail(`event ${describePattern(c.pattern)}`, "[" + this.unmatched.map(describeEvent).join(", ") + "]");
      }
      case "expect no event": {
        const position = this.absencesRun++;
        const event = this.violations.get(position);
        if (!event) return;
        this.violations.delete(position);
        throw fail(`no event ${describePattern(c.pattern)}`, `event ${describeEvent(event)}`);
      }
      case "expect lifted":
        if (core.liftedIndex !== c.index) throw fail(`lifted ${c.index ?? "none"}`, `lifted ${core.liftedIndex ?? "none"}`);
        return;
      case "expect offset": {
        const row = this.checkedIndex(c.index, line);
        const offset = core.offset(row) / core.width;
        if (Math.abs(offset - c.fraction) > (c.tolerance ?? 0.02) + 1e-9) throw fail(`offset ${c.fraction} for row ${row}`, `offset ${offset.toFixed(3)}`);
        return;
      }
      case "expect open": {
        const row = this.checkedIndex(c.index, line);
        const actual = core.openSide(row);
        if (actual !== c.side) throw fail(`open ${row} ${c.side ?? "none"}`, `open ${row} ${actual ?? "none"}`);
        return;
      }
      case "expect scroll": {
        const actual = core.scrollOffset;
        if (Math.abs(actual - c.lines) > 0.001 + 1e-9) throw fail(`scroll ${c.lines}`, `scroll ${actual}`);
        return;
      }
      default:
        throw this.error(line, `'${c.name}' is not supported by the page's player`);
    }
  }
}

function describePattern(pattern) {
  let text = pattern.event;
  if (pattern.slot !== null) text += " " + slotNames[pattern.slot];
  if (pattern.row !== null) text += " row " + pattern.row;
  if (pattern.from !== null) text += " from " + pattern.from;
  return text;
}
