// Runs the client exports of core.wasm (built by .ci/embedded-wasm) and exits non-zero unless
// a swipe past the delete action's fraction deleted exactly the swiped row.
import { readFile } from "node:fs/promises";

const path = process.argv[2] ?? ".build/embedded/core.wasm";
const { instance } = await WebAssembly.instantiate(await readFile(path), {});
const { gt_swipe_delete_count: count, gt_swipe_delete_checksum: checksum } = instance.exports;

// [rows, swiped row, rows left, checksum of the order left: the sum of (position + 1) × id]
const cases = [
  [3, 1, 2, 1 * 1 + 2 * 3],
  [3, 0, 2, 1 * 2 + 2 * 3],
  [10, 9, 9, 285],
  [1, 0, 0, 0],
  [3, 5, -1, -1],
];
let failures = 0;
for (const [rows, row, left, sum] of cases) {
  const got = [count(rows, row), checksum(rows, row)];
  const ok = got[0] === left && got[1] === sum;
  if (!ok) failures += 1;
  console.log(`${ok ? "ok  " : "FAIL"} swipe row ${row} of ${rows}: ${got[0]} rows, checksum ${got[1]}` +
    (ok ? "" : ` (expected ${left} rows, checksum ${sum})`));
}
if (failures > 0) {
  console.error(`${failures} embedded check(s) failed`);
  process.exit(1);
}
console.log("embedded check passed");
