// The `.gts` language as `gesture-table play` reads it (Sources/GestureTableCLI/Script): the
// lexer, the parser and the wording of every diagnostic, down to the column, so that the page's
// player (player.js) reports a script's problems in the native player's words.
"use strict";

// MARK: - Diagnostics

/// Why a script stopped: a script error (status 2) at a line and column, or a failed
/// expectation (status 1) at the line of its `expect`.
class ScriptStop extends Error {
  constructor(status, location, message, expected = null, actual = null) {
    super(message);
    this.status = status;
    this.location = location;
    this.expected = expected;
    this.actual = actual;
  }

  /// The diagnostic `gesture-table play` prints for the script `fileName`:
  /// `FILE:LINE:COL: error: MESSAGE` or `FILE:LINE: expectation failed: expected …, got …`.
  diagnostic(fileName) {
    const { line, column } = this.location;
    if (this.status === 1) {
      return `${printable(fileName)}:${line}: expectation failed: expected ${printable(this.expected)}, got ${printable(this.actual)}`;
    }
    return `${printable(fileName)}:${line}:${column}: error: ${printable(this.message)}`;
  }
}

function scriptError(location, message) {
  return new ScriptStop(2, location, message);
}

function expectationFailure(location, expected, actual) {
  return new ScriptStop(1, location, `expected ${expected}, got ${actual}`, expected, actual);
}

/// `{line, column}` columns further along the line.
function offsetBy(location, columns) {
  return { line: location.line, column: location.column + columns };
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/// The characters of `text` as Swift counts them: extended grapheme clusters.
function characters(text) {
  return Array.from(graphemes.segment(text), (segment) => segment.segment);
}

/// The most characters of a script's own text that a diagnostic quotes.
const echoLimit = 40;

/// `text` as a diagnostic quotes it: at most `echoLimit` characters, then "…".
function echo(text) {
  const all = characters(text);
  return all.length > echoLimit ? all.slice(0, echoLimit).join("") + "…" : text;
}

/// `text` with every control character (and line separator, and format character other than the
/// joiner inside emoji) as a `\u{XX}` escape, so that a diagnostic is one printable line.
function printable(text) {
  return text.replace(/(?!\u200D)[\p{Cc}\p{Zl}\p{Zp}\p{Cf}]/gu,
    (scalar) => `\\u{${scalar.codePointAt(0).toString(16).toUpperCase()}}`);
}

/// A string as a script writes it: in double quotes, with `\"` and `\\`.
function quoted(text) {
  return printable('"' + text.replace(/["\\]/g, "\\$&") + '"');
}

/// "a" or "an", whichever goes before `noun` (by its first letter).
function article(noun) {
  const first = /\p{L}/u.exec(noun);
  return first && "aeiou".includes(first[0]) ? "an" : "a";
}

/// `a, b or c`.
function alternatives(names) {
  return names.length < 2 ? names.join("") : names.slice(0, -1).join(", ") + " or " + names[names.length - 1];
}

/// A number as Swift's `String(describing:)` writes a Double: `1.0`, `0.3`, `1e-05`, `1e+16`.
function swiftDouble(value) {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (Object.is(value, -0)) return "-0.0";
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude < 1e-4 || magnitude >= 1e16)) {
    const [mantissa, exponent] = value.toExponential().split("e");
    return `${mantissa}e${exponent[0]}${exponent.slice(1).padStart(2, "0")}`;
  }
  return Number.isInteger(value) ? value + ".0" : String(value);
}

/// A limit as the native player writes it: without a trailing `.0`.
function formatLimit(value) {
  const text = swiftDouble(value);
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}

/// A number with at most `places` decimals and no trailing zeros: `0.3`, `-0.812`, `1`.
function formatDecimal(value, places = 3) {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e9) return swiftDouble(value);
  const scale = 10n ** BigInt(places);
  const units = BigInt(Math.round(Math.abs(value) * Number(scale)));
  const sign = value < 0 && units !== 0n ? "-" : "";
  const fraction = String(units % scale).padStart(places, "0").replace(/0+$/, "");
  return sign + String(units / scale) + (fraction ? "." + fraction : "");
}

/// Seconds with three decimals, from milliseconds: `0.416`.
function formatSeconds(milliseconds) {
  const rounded = Math.round(milliseconds);
  return `${Math.floor(rounded / 1000)}.${String(rounded % 1000).padStart(3, "0")}`;
}

// MARK: - Lexer

/// The lines of a script, without their endings (LF, CRLF or CR) and a leading byte order mark.
function scriptLines(text) {
  return text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
}

function isScriptSpace(scalar) {
  return scalar === " " || scalar === "\t" || scalar === "\v" || scalar === "\f" ||
    (scalar > "\x7f" && /\p{White_Space}/u.test(scalar));
}

/// The tokens of one line, `{text, quoted, location}`, and the column after the last one (where
/// a missing argument is reported). `#` outside a string starts a comment. Columns count
/// characters, as an editor shows them.
function tokenize(source, lineNumber) {
  const scalars = Array.from(source);
  let columns = null;  // the column of each scalar, on a line that is not all ASCII
  if (/[^\x00-\x7f]/.test(source)) {
    columns = [];
    characters(source).forEach((character, offset) => {
      for (const _ of character) columns.push(offset + 1);
    });
  }
  const column = (index) => {
    if (columns === null) return index + 1;
    return index < columns.length ? columns[index] : (columns[columns.length - 1] ?? 0) + 1;
  };
  const location = (index) => ({ line: lineNumber, column: column(index) });

  const tokens = [];
  let end = 0;
  let i = 0;
  while (i < scalars.length) {
    const c = scalars[i];
    if (c === "#") break;
    if (isScriptSpace(c)) { i++; continue; }
    const start = i;
    let text = "";
    if (c === '"') {
      i++;
      let closed = false;
      while (i < scalars.length) {
        const next = scalars[i];
        if (next === '"') { closed = true; i++; break; }
        if (next === "\\") {
          if (i + 1 >= scalars.length) break;
          const escaped = scalars[i + 1];
          if (escaped !== '"' && escaped !== "\\") {
            throw scriptError(location(i), `unknown escape '\\${escaped}' in string; only \\" and \\\\ are allowed`);
          }
          text += escaped;
          i += 2;
          continue;
        }
        text += next;
        i++;
      }
      if (!closed) throw scriptError(location(start), "unterminated string; add a closing '\"'");
      if (i < scalars.length && !isScriptSpace(scalars[i]) && scalars[i] !== "#") {
        throw scriptError(location(i), "missing space after string");
      }
    } else {
      while (i < scalars.length && !isScriptSpace(scalars[i]) && scalars[i] !== "#") {
        if (scalars[i] === '"') throw scriptError(location(i), "missing space before string");
        text += scalars[i++];
      }
    }
    tokens.push({ text, quoted: c === '"', location: location(start) });
    end = i;
  }
  return { tokens, endColumn: column(end) };
}

// MARK: - Literals

/// The value of a run of ASCII digits, or null past `limit`.
function digitsValue(digits, limit) {
  let value = 0;
  for (const digit of digits) {
    value = value * 10 + Number(digit);
    if (value > limit) return null;
  }
  return value;
}

const integerLimit = 2147483647;
const durationLimit = 86400e9;  // one day, in nanoseconds

/// Each literal is `{value}`, or `{rejection}`: "malformed", "outOfRange" or "tooPrecise".
const literals = {
  integer(text) {
    const match = /^([+-]?)([0-9]+)$/.exec(text);
    if (!match) return { rejection: "malformed" };
    const magnitude = digitsValue(match[2], integerLimit);
    if (magnitude === null) return { rejection: "outOfRange" };
    return { value: match[1] === "-" ? -magnitude : magnitude };
  },

  decimal(text) {
    const match = /^([+-]?)([0-9]*)(?:\.([0-9]+))?$/.exec(text);
    if (!match || (match[2] === "" && match[3] === undefined)) return { rejection: "malformed" };
    const value = Number(`${match[1] === "-" ? "-" : ""}${match[2] || "0"}${match[3] ? "." + match[3] : ""}`);
    return Number.isFinite(value) ? { value } : { rejection: "outOfRange" };
  },

  /// Nanoseconds, exactly: whole units, then fraction digits down to the nanosecond.
  duration(text) {
    const match = /^([0-9]+)(?:\.([0-9]+))?(ms|s)$/.exec(text);
    if (!match) return { rejection: "malformed" };
    const unit = match[3] === "ms" ? 1e6 : 1e9;
    const units = digitsValue(match[1], durationLimit / unit);
    if (units === null) return { rejection: "outOfRange" };
    let scale = unit / 10;
    let fraction = 0;
    for (const digit of match[2] ?? "") {
      if (digit !== "0" && scale === 0) return { rejection: "tooPrecise" };
      fraction += Number(digit) * scale;
      scale = Math.floor(scale / 10);
    }
    const value = units * unit + fraction;
    return value > durationLimit ? { rejection: "outOfRange" } : { value };
  },

  size(text) {
    const parts = text.split("x");
    if (parts.length !== 2 || !parts.every((part) => /^[0-9]+$/.test(part))) return { rejection: "malformed" };
    const [columns, lines] = parts.map((part) => digitsValue(part, maximumDimension));
    if (columns === null || lines === null || columns < 1 || lines < 1) return { rejection: "outOfRange" };
    return { value: { columns, lines } };
  },
};

const maximumDimension = 1000;

// MARK: - Arguments

/// Reads the arguments of one command, left to right, into values and locations, or fails with
/// the native player's message at the native player's column.
class ArgumentReader {
  constructor(usage, tokens, endLocation) {
    this.usage = usage;
    this.tokens = tokens;
    this.endLocation = endLocation;
    this.position = 0;
  }

  get atEnd() { return this.position >= this.tokens.length; }
  get upcoming() { return this.tokens[this.position] ?? null; }

  next(noun) {
    const token = this.upcoming;
    if (!token) throw scriptError(this.endLocation, `missing ${article(noun)} ${noun}; usage: ${this.usage}`);
    this.position++;
    return token;
  }

  word(noun) {
    const token = this.next(noun);
    if (token.quoted) throw scriptError(token.location, `expected ${article(noun)} ${noun}, got a string`);
    return token;
  }

  /// The keyword's location if it comes next (and is read), else null.
  accept(keyword) {
    const token = this.upcoming;
    if (!token || token.quoted || token.text !== keyword) return null;
    this.position++;
    return token.location;
  }

  finish() {
    const token = this.upcoming;
    if (!token) return;
    const shown = token.quoted ? `"${token.text}"` : token.text;
    throw scriptError(token.location, `unexpected argument '${echo(shown)}'; usage: ${this.usage}`);
  }

  /// A string in double quotes: `{value, location}`.
  string(noun) {
    const token = this.next(noun);
    if (!token.quoted) {
      throw scriptError(token.location, `expected ${article(noun)} ${noun} in double quotes, got '${echo(token.text)}'`);
    }
    return { value: token.text, location: token.location };
  }

  optionalString() {
    const token = this.upcoming;
    if (!token || !token.quoted) return null;
    this.position++;
    return { value: token.text, location: token.location };
  }

  /// One of `names`: `{value, location}`.
  keyword(names, noun) {
    const token = this.word(noun);
    if (!names.includes(token.text)) {
      throw scriptError(token.location, `unknown ${noun} '${echo(token.text)}'; expected ${alternatives(names)}`);
    }
    return { value: token.text, location: token.location };
  }

  /// One of `names`, or null for `none`.
  keywordOrNone(names, noun) {
    if (this.accept("none")) return null;
    return this.keyword([...names, "none"], noun);
  }

  toggle() {
    const token = this.word("'on' or 'off'");
    if (token.text !== "on" && token.text !== "off") {
      throw scriptError(token.location, `expected 'on' or 'off', got '${echo(token.text)}'`);
    }
    return token.text === "on";
  }

  integer(noun) {
    const token = this.word(noun);
    return this.integerAt(token.text, noun, token.location);
  }

  integerAt(text, noun, location) {
    const parsed = literals.integer(text);
    if (parsed.rejection === "outOfRange") {
      throw scriptError(location, `number '${echo(text)}' is out of range for ${article(noun)} ${noun}`);
    }
    if (parsed.rejection) {
      throw scriptError(location, `bad number '${echo(text)}' for ${article(noun)} ${noun}; expected a whole number like 2`);
    }
    return { value: parsed.value, location };
  }

  /// A whole number that must not be negative.
  count(noun) {
    const number = this.integer(noun);
    if (number.value < 0) throw scriptError(number.location, `negative ${noun} ${number.value}`);
    return number;
  }

  /// A 0-based row index: `{value, location}`.
  index() {
    const token = this.word("row index");
    return this.indexAt(token.text, token.location);
  }

  indexAt(text, location) {
    const number = this.integerAt(text, "row index", location);
    if (number.value < 0) throw scriptError(location, `negative row index ${number.value}; rows are numbered from 0`);
    return number;
  }

  indexOrNone() {
    return this.accept("none") ? null : this.index();
  }

  /// `I` or `line L`: `{row, location}` or `{line, location}`.
  target() {
    if (this.accept("line")) {
      const line = this.integer("line number");
      return { line: line.value, location: line.location };
    }
    const index = this.index();
    return { row: index.value, location: index.location };
  }

  /// A section by index or by its header's title: `{index, location}` or `{title, location}`.
  section() {
    const title = this.optionalString();
    if (title) return { title: title.value, location: title.location };
    const token = this.word("section");
    const number = this.integerAt(token.text, "section index", token.location);
    if (number.value < 0) {
      throw scriptError(token.location, `negative section index ${number.value}; sections are numbered from 0`);
    }
    return { index: number.value, location: token.location };
  }

  decimal(noun, limit) {
    const token = this.word(noun);
    const parsed = literals.decimal(token.text);
    if (parsed.rejection === "malformed") {
      throw scriptError(token.location, `bad number '${echo(token.text)}' for ${article(noun)} ${noun}; expected a decimal like 0.3 or -0.8`);
    }
    if (parsed.rejection || Math.abs(parsed.value) > limit) {
      throw scriptError(token.location, `${noun} ${token.text} is out of range; expected -${formatLimit(limit)}...${formatLimit(limit)}`);
    }
    return { value: parsed.value, location: token.location };
  }

  /// A decimal greater than zero, such as a speed.
  speed(noun, limit) {
    const number = this.decimal(noun, limit);
    if (!(number.value > 0)) {
      throw scriptError(number.location, `${noun} must be greater than 0; expected a decimal like 2 or 0.5`);
    }
    return number;
  }

  tolerance() {
    const number = this.decimal("tolerance", 1);
    if (number.value < 0) throw scriptError(number.location, `negative tolerance ${formatLimit(number.value)}; expected 0 to 1`);
    return number;
  }

  rowHeight() {
    const token = this.word("row height");
    const parsed = literals.decimal(token.text);
    if (parsed.rejection === "malformed") {
      throw scriptError(token.location, `bad number '${echo(token.text)}' for a row height; expected a number of lines like 2 or 1.5`);
    }
    if (parsed.rejection || !(parsed.value > 0 && parsed.value <= rowHeightLimit)) {
      throw scriptError(token.location,
        `row height ${echo(token.text)} is out of range; expected a number of lines greater than 0 and at most ${formatLimit(rowHeightLimit)}`);
    }
    return parsed.value;
  }

  /// The distance of `scroll N`: whole lines as a rule, a decimal where autoscroll left the
  /// offset between lines.
  scrollDistance() {
    const token = this.upcoming;
    if (token && !token.quoted && literals.decimal(token.text).rejection === "malformed") {
      throw scriptError(token.location, `bad number '${echo(token.text)}' for a line count; expected a number of lines like 3 or -0.5`);
    }
    if (token && !token.quoted && token.text.includes(".")) return this.decimal("line count", integerLimit).value;
    return this.integer("line count").value;
  }

  /// The fraction of an `action`, in (0, 1].
  actionFraction() {
    const token = this.word("fraction");
    const parsed = literals.decimal(token.text);
    if (parsed.rejection === "malformed") {
      throw scriptError(token.location, `bad number '${echo(token.text)}' for a fraction; expected a decimal like 0.3 or -0.8`);
    }
    if (parsed.rejection || !(parsed.value > 0 && parsed.value <= 1)) {
      throw scriptError(token.location, `action fraction ${token.text} is outside (0, 1]`);
    }
    return { value: parsed.value, location: token.location };
  }

  /// A duration such as `300ms` or `1.5s`, in nanoseconds.
  duration() {
    const token = this.word("duration");
    const parsed = literals.duration(token.text);
    const shown = echo(token.text);
    switch (parsed.rejection) {
      case undefined: return parsed.value;
      case "outOfRange": throw scriptError(token.location, `duration '${shown}' is too long; at most 86400s (one day)`);
      case "tooPrecise": throw scriptError(token.location, `duration '${shown}' is finer than a nanosecond`);
      default: throw scriptError(token.location, `bad duration '${shown}'; expected a duration like 300ms or 1.5s`);
    }
  }

  size() {
    const token = this.word("size");
    const parsed = literals.size(token.text);
    if (parsed.rejection === "malformed") {
      throw scriptError(token.location, `bad size '${echo(token.text)}'; expected COLUMNSxLINES like 60x16`);
    }
    if (parsed.rejection) {
      throw scriptError(token.location, `bad size '${echo(token.text)}'; columns and lines must be between 1 and ${maximumDimension}`);
    }
    return parsed.value;
  }

  /// The rest of the line as row indexes separated by commas, such as `1,2,3` or `1, 2, 3`.
  indexList() {
    if (this.upcoming?.quoted) throw scriptError(this.upcoming.location, "expected a row index, got a string");
    const indexes = [];
    let expectsIndex = true;
    for (let token = this.upcoming; token && !token.quoted; token = this.upcoming) {
      if (!expectsIndex && !token.text.startsWith(",")) break;
      this.position++;
      let offset = 0;
      token.text.split(",").forEach((piece, number) => {
        if (number > 0) {
          if (expectsIndex) throw scriptError(offsetBy(token.location, offset - 1), "unexpected ',' in the list of row indexes");
          expectsIndex = true;
        }
        if (piece !== "") {
          indexes.push(this.indexAt(piece, offsetBy(token.location, offset)));
          expectsIndex = false;
        }
        offset += characters(piece).length + 1;
      });
    }
    if (expectsIndex) {
      throw scriptError(this.upcoming?.location ?? this.endLocation, `missing a row index in the list; usage: ${this.usage}`);
    }
    return indexes;
  }
}

// MARK: - Commands

const fractionLimit = 2;
const velocityLimit = 100;
const panLimit = 1000;
const rowHeightLimit = 1000;
const scrollLimit = 1e9;
const panVelocityLimit = 1e6;

const sides = ["left", "right"];
const scriptColorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "gray", "orange", "brown"];
const operationNames = ["push", "delete", "push-and-delete", "replace", "none"];
const deleteAnimationNames = ["left", "right", "fade", "none"];
const settingNames = ["animation-duration", "bounce", "long-press", "flick", "flick-velocity", "closes-on-scroll", "pointer-step", "deceleration"];

/// Every command with its syntax, quoted in errors; in the order of ScriptParser.commandNames, which
/// decides between two suggestions as far from a misspelling.
const commandUsages = new Map([
  ["size", "size COLUMNSxLINES"],
  ["section", 'section "Header"'],
  ["row", 'row "Title" ["Subtitle"] [height N]'],
  ["placeholder", 'placeholder "Title" ["Subtitle"]'],
  ["action", 'action SLOT [fraction F] [color NAME] [icon "G"] [title "T"] do OP [only I,J,...]'],
  ["reveal", 'reveal left|right [content "TEXT"]'],
  ["set", "set animation-duration|long-press|pointer-step DURATION, set bounce|flick|closes-on-scroll on|off, set flick-velocity V, or set deceleration normal|fast|R"],
  ["pin", "pin I"],
  ["swipe", "swipe I F [velocity V], or swipe line L F [velocity V]"],
  ["drag", "drag I F, drag line L F, or drag F"],
  ["release", "release [velocity V] [vertical V]"],
  ["cancel", "cancel"],
  ["longpress", "longpress I, or longpress line L"],
  ["move", "move I, or move line L"],
  ["hold", "hold DURATION"],
  ["drop", "drop"],
  ["tap", "tap I [left|right] [N], or tap line L [left|right] [N]"],
  ["pan", "pan I N [velocity V], or pan line L N [velocity V]"],
  ["scroll", "scroll N [velocity V]"],
  ["wait", "wait DURATION"],
  ["insert", 'insert I "Title" ["Subtitle"] [height N] [in section S]'],
  ["delete", "delete I [left|right|fade|none]"],
  ["undo", "undo"],
  ["rtl", "rtl on|off"],
  ["push", "push I"],
  ["replace", "replace I"],
  ["push-and-delete", "push-and-delete I"],
  ["update", 'update I "Title" ["Subtitle"]'],
  ["open", "open I left|right"],
  ["close", "close I"],
  ["peek", "peek I left|right"],
  ["trigger", "trigger I SLOT"],
  ["step", "step I left|right"],
  ["lift", "lift I"],
  ["move-by", "move-by N"],
  ["frame", 'frame ["caption"]'],
  ["expect", "expect rows|section|sections|count|empty|not-empty|highlighted|event|no event|lifted|offset|open|scroll|can-undo|can-redo|selected|actions|announcement ..."],
]);

const expectationUsages = new Map([
  ["rows", 'expect rows "A" "B" ...'],
  ["section", 'expect section S rows "A" "B" ...'],
  ["count", "expect count N"],
  ["empty", "expect empty"],
  ["not-empty", "expect not-empty"],
  ["highlighted", "expect highlighted SLOT|none"],
  ["event", "expect event NAME [SLOT] [row I] [section S] [from I]"],
  ["no", "expect no event NAME [SLOT] [row I] [section S]"],
  ["lifted", "expect lifted I|none"],
  ["offset", "expect offset I F [within T]"],
  ["open", "expect open I left|right|none"],
  ["scroll", "expect scroll N [within T]"],
  ["can-undo", "expect can-undo yes|no"],
  ["can-redo", "expect can-redo yes|no"],
  ["selected", "expect selected I|none"],
  ["actions", 'expect actions I "NAME" ...'],
  ["announcement", 'expect announcement "TEXT"'],
  ["sections", 'expect sections "Title" ...'],
]);

/// The known word a misspelled one was probably meant to be: at most two edits away, and fewer
/// edits than the word has characters.
function closestWord(word, candidates) {
  if (new TextEncoder().encode(word).length > 32) return null;
  const lowercased = characters(word.toLowerCase());
  let best = null;
  for (const candidate of candidates) {
    const distance = editDistance(lowercased, characters(candidate));
    if (best === null || distance < best.distance) best = { name: candidate, distance };
  }
  if (!best || best.distance > 2 || best.distance >= characters(word).length) return null;
  return best.name;
}

/// The Levenshtein distance between two arrays of characters.
function editDistance(source, target) {
  let previous = Array.from({ length: target.length + 1 }, (_, i) => i);
  for (let row = 0; row < source.length; row++) {
    const current = [row + 1];
    for (let column = 0; column < target.length; column++) {
      const substitution = previous[column] + (source[row] === target[column] ? 0 : 1);
      current.push(Math.min(substitution, previous[column + 1] + 1, current[column] + 1));
    }
    previous = current;
  }
  return previous[target.length];
}

/// The commands of a script: `{name, location, ...arguments}`; an argument that a later error can
/// point at is `{value, location}` (a target `{row|line, location}`). Throws the first error.
function parseScript(text) {
  const commands = [];
  scriptLines(text).forEach((source, offset) => {
    const line = offset + 1;
    const { tokens, endColumn } = tokenize(source, line);
    if (tokens.length === 0) return;
    const [name, ...rest] = tokens;
    if (name.quoted) throw scriptError(name.location, "expected a command, got a string");
    const usage = commandUsages.get(name.text);
    if (usage === undefined) {
      const suggestion = closestWord(name.text, [...commandUsages.keys()]);
      throw scriptError(name.location, `unknown command '${echo(name.text)}'` + (suggestion ? `; did you mean '${suggestion}'?` : ""));
    }
    const reader = new ArgumentReader(usage, rest, { line, column: endColumn });
    const command = parseArguments(name.text, reader);
    reader.finish();
    command.location = name.location;
    commands.push(command);
  });
  return commands;
}

function parseArguments(name, reader) {
  switch (name) {
    case "size": return { name, ...reader.size() };
    case "section": return { name, title: reader.string("title").value };
    case "row": {
      const title = reader.string("title").value;
      const subtitle = reader.optionalString()?.value ?? null;
      return { name, title, subtitle, height: reader.accept("height") ? reader.rowHeight() : null };
    }
    case "placeholder":
      return { name, title: reader.string("title").value, subtitle: reader.optionalString()?.value ?? null };
    case "action": return parseAction(reader);
    case "reveal": {
      const side = reader.keyword(sides, "side").value;
      return { name, side, content: reader.accept("content") ? reader.string("content").value : null };
    }
    case "set": return parseSetting(reader);
    case "pin": case "close": case "lift": case "push": case "replace": case "push-and-delete":
      return { name, index: reader.index() };
    case "swipe": {
      const target = reader.target();
      const fraction = reader.decimal("fraction", fractionLimit).value;
      return { name, target, fraction, velocity: parseVelocity(reader) };
    }
    case "drag":
      if (reader.tokens.length >= 2) {
        const target = reader.target();
        return { name, target, fraction: reader.decimal("fraction", fractionLimit).value };
      }
      return { name: "drag-on", fraction: reader.decimal("fraction", fractionLimit).value };
    case "release": {
      const velocity = parseVelocity(reader);
      return { name, velocity, vertical: reader.accept("vertical") ? reader.decimal("vertical velocity", panVelocityLimit).value : null };
    }
    case "cancel": case "drop": case "undo": return { name };
    case "longpress": case "move": return { name, target: reader.target() };
    case "hold": case "wait": return { name, duration: reader.duration() };
    case "tap": {
      const target = reader.target();
      let side = null;
      const token = reader.upcoming;
      if (token && !token.quoted && sides.includes(token.text)) side = reader.keyword(sides, "side");
      return { name, target, side, button: reader.atEnd ? null : reader.count("button number") };
    }
    case "pan": {
      const target = reader.target();
      const lines = reader.integer("line count");
      if (Math.abs(lines.value) > panLimit) {
        throw scriptError(lines.location, `line count ${lines.value} is out of range; expected -${panLimit}...${panLimit}`);
      }
      return { name, target, lines: lines.value, velocity: reader.accept("velocity") ? reader.decimal("velocity", panVelocityLimit).value : null };
    }
    case "scroll": {
      const lines = reader.scrollDistance();
      return { name, lines, velocity: reader.accept("velocity") ? reader.decimal("velocity", panVelocityLimit).value : null };
    }
    case "insert": {
      const index = reader.index();
      const title = reader.string("title").value;
      const subtitle = reader.optionalString()?.value ?? null;
      const height = reader.accept("height") ? reader.rowHeight() : null;
      const command = { name, index, title, subtitle, height, section: null };
      if (!reader.accept("in")) return command;
      if (!reader.accept("section")) {
        throw scriptError(reader.upcoming?.location ?? reader.endLocation, `expected 'section' after 'in'; usage: ${reader.usage}`);
      }
      command.section = reader.section();
      return command;
    }
    case "delete": {
      const index = reader.index();
      return { name, index, animation: reader.atEnd ? "automatic" : reader.keyword(deleteAnimationNames, "animation").value };
    }
    case "update": {
      const index = reader.index();
      return { name, index, title: reader.string("title").value, subtitle: reader.optionalString()?.value ?? null };
    }
    case "open": case "peek": case "step": {
      const index = reader.index();
      return { name, index, side: reader.keyword(sides, "side").value };
    }
    case "trigger": {
      const index = reader.index();
      return { name, index, slot: slotNames.indexOf(reader.keyword(slotNames, "slot").value) };
    }
    case "move-by": return { name, places: reader.integer("number of places").value };
    case "rtl": return { name, isOn: reader.toggle() };
    case "frame": return { name, caption: reader.optionalString()?.value ?? null };
    default: return parseExpectation(reader);
  }
}

function parseVelocity(reader) {
  return reader.accept("velocity") ? reader.decimal("velocity", velocityLimit).value : null;
}

/// `SLOT [fraction F] [color NAME] [icon "G"] do OP [only I,J,...]`, the clauses in any order,
/// each at most once. The slot and the fraction keep their locations: a declaration the table
/// refuses is reported there.
function parseAction(reader) {
  const slot = reader.keyword(slotNames, "slot");
  const action = {
    name: "action", slot: { value: slotNames.indexOf(slot.value), location: slot.location },
    fraction: null, color: null, icon: null, operation: null, rows: null,
  };
  const seen = new Set();
  for (let clause = reader.upcoming; clause; clause = reader.upcoming) {
    if (clause.quoted || !["fraction", "color", "icon", "do", "only"].includes(clause.text)) {
      const shown = clause.quoted ? `"${clause.text}"` : clause.text;
      throw scriptError(clause.location, `unexpected '${echo(shown)}' in action; expected fraction, color, icon, do or only`);
    }
    if (seen.has(clause.text)) throw scriptError(clause.location, `duplicate '${echo(clause.text)}' in action`);
    seen.add(clause.text);
    reader.accept(clause.text);
    switch (clause.text) {
      case "fraction": action.fraction = reader.actionFraction(); break;
      case "color": action.color = scriptColors[reader.keyword(scriptColorNames, "color").value]; break;
      case "icon": action.icon = reader.string("icon").value; break;
      case "do": action.operation = reader.keyword(operationNames, "operation").value; break;
      default: action.rows = reader.indexList();
    }
  }
  if (action.operation === null) throw scriptError(reader.endLocation, `missing 'do OP'; usage: ${reader.usage}`);
  return action;
}

/// `NAME [SLOT] [row I]` and, when allowed, `[from I]`.
function parseEventPattern(reader, allowsFrom) {
  const pattern = { event: reader.keyword(eventNames, "event").value, slot: null, row: null, from: null };
  const token = reader.upcoming;
  if (token && (token.quoted || (token.text !== "row" && token.text !== "from"))) {
    pattern.slot = slotNames.indexOf(reader.keyword(slotNames, "slot").value);
  }
  if (reader.accept("row")) pattern.row = reader.index().value;
  if (allowsFrom && reader.accept("from")) pattern.from = reader.index().value;
  return pattern;
}

function parseSetting(reader) {
  const setting = reader.word("setting");
  const name = "set";
  switch (setting.text) {
    case "animation-duration": return { name, key: "animationDuration", value: reader.duration() };
    case "bounce": return { name, key: "bounce", value: reader.toggle() };
    case "long-press": return { name, key: "longPress", value: reader.duration() };
    case "flick": return { name, key: "flick", value: reader.toggle() };
    case "flick-velocity": return { name, key: "flickVelocity", value: reader.speed("flick velocity", velocityLimit).value };
    case "closes-on-scroll": return { name, key: "closesOnScroll", value: reader.toggle() };
    case "pointer-step": return { name, key: "pointerStep", value: reader.duration() };
    case "deceleration": {
      if (reader.accept("normal")) return { name, key: "deceleration", value: 0.998 };
      if (reader.accept("fast")) return { name, key: "deceleration", value: 0.99 };
      const rate = reader.decimal("deceleration rate", 1);
      if (rate.value < 0.9 || rate.value > 0.9999) {
        throw scriptError(rate.location, `deceleration rate ${formatLimit(rate.value)} is out of range; expected normal, fast or 0.9 to 0.9999`);
      }
      return { name, key: "deceleration", value: rate.value };
    }
    default:
      throw scriptError(setting.location, `unknown setting '${echo(setting.text)}'; expected ${alternatives(settingNames)}`);
  }
}

/// What follows `expect`, read with the expectation's own usage for its messages.
function parseExpectation(reader) {
  const kind = reader.word("expectation");
  const usage = expectationUsages.get(kind.text);
  if (usage === undefined) {
    throw scriptError(kind.location, `unknown expectation '${echo(kind.text)}'; expected ${alternatives([...expectationUsages.keys()])}`);
  }
  const expectation = new ArgumentReader(usage, reader.tokens.slice(reader.position), reader.endLocation);
  const titles = () => {
    const read = [];
    while (!expectation.atEnd) read.push(expectation.string("title").value);
    return read;
  };
  const name = "expect " + kind.text;
  let command;
  switch (kind.text) {
    case "rows": command = { name, titles: titles() }; break;
    case "section": {
      const section = expectation.section();
      if (!expectation.accept("rows")) {
        throw scriptError(expectation.upcoming?.location ?? expectation.endLocation, `expected 'rows' after the section; usage: ${usage}`);
      }
      command = { name, section, titles: titles() };
      break;
    }
    case "count": command = { name, count: expectation.count("count").value }; break;
    case "empty": case "not-empty": command = { name }; break;
    case "highlighted": {
      const slot = expectation.keywordOrNone(slotNames, "slot");
      command = { name, slot: slot === null ? null : slotNames.indexOf(slot.value) };
      break;
    }
    case "event": command = { name, pattern: parseEventPattern(expectation, true) }; break;
    case "no":
      if (!expectation.accept("event")) {
        throw scriptError(expectation.upcoming?.location ?? expectation.endLocation, `expected 'event' after 'expect no'; usage: ${usage}`);
      }
      command = { name: "expect no event", pattern: parseEventPattern(expectation, false) };
      break;
    case "lifted": command = { name, index: expectation.indexOrNone()?.value ?? null }; break;
    case "scroll": {
      const lines = expectation.decimal("scroll offset", scrollLimit).value;
      let tolerance = null;
      if (expectation.accept("within")) {
        const value = expectation.decimal("tolerance", scrollLimit);
        if (value.value < 0) throw scriptError(value.location, `negative tolerance ${formatLimit(value.value)}; expected 0 or more`);
        tolerance = value.value;
      }
      command = { name, lines, tolerance };
      break;
    }
    case "selected": command = { name, index: expectation.indexOrNone()?.value ?? null }; break;
    case "offset": {
      const index = expectation.index();
      const fraction = expectation.decimal("fraction", fractionLimit).value;
      command = { name, index, fraction, tolerance: expectation.accept("within") ? expectation.tolerance().value : null };
      break;
    }
    default: {
      const index = expectation.index();
      command = { name, index, side: expectation.keywordOrNone(sides, "side")?.value ?? null };
    }
  }
  expectation.finish();
  reader.position = reader.tokens.length;
  return command;
}

/// `event NAME [SLOT] [row I] [from I]`, as a script writes the pattern.
function describePattern(pattern) {
  let text = "event " + pattern.event;
  if (pattern.slot !== null) text += " " + slotNames[pattern.slot];
  if (pattern.row !== null) text += " row " + pattern.row;
  if (pattern.from !== null) text += " from " + pattern.from;
  return text;
}

function matchesPattern(pattern, event) {
  if (pattern.event !== event.name) return false;
  if (pattern.slot !== null && pattern.slot !== event.slot) return false;
  if (pattern.row !== null && pattern.row !== event.index) return false;
  if (pattern.from === null) return true;
  return event.name === "move" && event.from === pattern.from;
}
