// The module in the page: the WebAssembly exports of Exports.swift (`exports`, once `loaded`), and
// text across the boundary: UTF-8 in the module's memory, JSON on the way back.
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

const moduleBytes = Uint8Array.from(atob(document.getElementById("table-module").textContent.trim()), (c) => c.charCodeAt(0));
const loaded = WebAssembly.instantiate(moduleBytes, {}).then(({ instance }) => { exports = instance.exports; });
