// The module in the page: the WebAssembly exports of Exports.swift (`exports`, once `loaded`; the
// script player's once `loadPlayer()` resolved; the board view keeps the second module's apart), and text across the boundary: UTF-8 in the module's memory, JSON on the way back.
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

/// The bytes of the module inlined (base64) in the script element `id`.
const inlinedBytes = (id) => Uint8Array.from(atob(document.getElementById(id).textContent.trim()), (c) => c.charCodeAt(0));
const loaded = WebAssembly.instantiate(inlinedBytes("table-module"), {}).then(({ instance }) => { exports = instance.exports; });
let playerLoaded = null;
let playerInstantiated = null;

/// The page's second module, instantiated once: the first with the script player (the script
/// engine and the terminal's renderer) and the board view, gzipped in the page. Resolves to its
/// exports; the board view uses them beside the first module's.
function instantiatePlayer() {
  playerInstantiated ??= (async () => {
    const stream = new Blob([inlinedBytes("player-module")]).stream().pipeThrough(new DecompressionStream("gzip"));
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
