// The module in the page: the WebAssembly exports of Exports.swift (`exports`, once `loaded`; the
// script player's once `loadPlayer()` resolved; the board view keeps the second module's apart),
// and text across the boundary: UTF-8 in the module's memory, JSON on the way back.
"use strict";

const nanosecondsPerMillisecond = 1e6;
let exports = null;

/// The text of `length` bytes that the module's last call put at `gt_text_pointer`.
function takeText(length) {
  const bytes = new Uint8Array(exports.memory.buffer, exports.gt_text_pointer() >>> 0, length);
  return new TextDecoder().decode(bytes.slice());
}

function takeJSON(length) { return JSON.parse(takeText(length)); }

/// Copies `string` into the module's memory for a call that takes text (and frees it): its
/// address and length in bytes.
function put(string) {
  const bytes = new TextEncoder().encode(string);
  const pointer = exports.gt_alloc(bytes.length);
  new Uint8Array(exports.memory.buffer, pointer >>> 0, bytes.length).set(bytes);
  return [pointer, bytes.length];
}

/// The bytes of base64 `text`.
const decoded = (text) => Uint8Array.from(atob(text.trim()), (c) => c.charCodeAt(0));
const loaded = WebAssembly.instantiate(decoded(document.getElementById("table-module").textContent), {})
  .then(({ instance }) => { exports = instance.exports; });
let playerLoaded = null;
let playerInstantiated = null;

/// The gzipped bytes of the page's second module, from `player.js` beside the page, which the
/// page asks for only now: a script element, not `fetch`, so that a page opened from a file
/// loads it too. `player.js` calls `window.gestureTablePlayer` with the module in base64.
function playerModuleBytes() {
  return new Promise((resolve, reject) => {
    window.gestureTablePlayer = (base64) => resolve(decoded(base64));
    const script = Object.assign(document.createElement("script"), { src: "player.js" });
    script.addEventListener("error", () => reject(new Error("player.js could not be loaded")));
    document.head.append(script);
  });
}

/// The page's second module, instantiated once: the first with the script player (the script
/// engine and the terminal's renderer) and the board view, gzipped in `player.js`. Resolves to
/// its exports; the board view uses them beside the first module's.
function instantiatePlayer() {
  playerInstantiated ??= (async () => {
    const stream = new Blob([await playerModuleBytes()]).stream().pipeThrough(new DecompressionStream("gzip"));
    const { instance } = await WebAssembly.instantiate(await new Response(stream).arrayBuffer(), {});
    return instance.exports;
  })();
  return playerInstantiated;
}

/// Loads the script player: once loaded it serves the page in place of the first module (whose
/// table the next call replaces anyway).
function loadPlayer() {
  playerLoaded ??= instantiatePlayer().then((player) => { exports = player; });
  return playerLoaded;
}
