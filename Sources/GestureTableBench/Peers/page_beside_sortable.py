#!/usr/bin/env python3
"""The web page beside SortableJS, in one headless Chromium: a long press and 120 pointer moves.

    python3 Sources/GestureTableBench/Peers/page_beside_sortable.py [--sizes 1000,10000,...] [--runs N]
                                                                   [--sortable-up-to N] [--build]

Installs what it needs when it is missing: Debian's chromium and libjs-sortable (SortableJS 1.14,
with sudo when not root), and Playwright from PyPI in the virtual environment .build/web-venv
(as .ci/web-tests does; Playwright drives /usr/bin/chromium, never its own download). Builds
Examples/Web/dist with Examples/Web/build.sh when it is missing (or with --build).

Both lists at a phone's size (390 x 844 CSS pixels), each in its own page of the same browser:
- ours: Examples/Web/dist/index.html?rows=N, N numbered rows on the core (72 px each), the rows
  in sight in the document;
- SortableJS: a page of N `li` of the same height and two lines of text, in a scrolling list,
  `Sortable.create(list, {animation: 150, delay: 500, forceFallback: true})` (the pointer
  fallback, so that its drag runs on mouse events as ours does on Pointer Events, and its long
  press is ours: 500 ms).

For each: the mouse presses the second row, holds it 700 ms (the row lifts), then moves 120 times,
5 px down each, 16 ms apart (a display frame, waited in Playwright: no script of the harness
runs in the page), so the lifted row reaches the bottom of the list, where both scroll by
themselves. Measured over the 120 moves:
- ms_per_move: the main thread's script, layout and style-recalculation time (Chromium's
  `Performance.getMetrics`: ScriptDuration + LayoutDuration + RecalcStyleDuration) divided by
  120: everything the page does for a move, its frames included;
- long_frames: animation frames more than 25 ms after the one before (a frame of 16.7 ms missed);
- dom_rows (ours): the `li` in the list's document during the drag;
- first_row_ms (ours): navigation start to the first row's element in the document, from a
  MutationObserver installed before the page's scripts (decoding, compiling and instantiating the
  module, making the rows and drawing the first frame).
Each figure is the median of --runs runs (3 by default). SortableJS runs up to --sortable-up-to
rows (100,000 by default; its page holds every row, and a million `li` take minutes to lay out);
its figures are null beyond.

Prints one JSON line per size:
{"rows": N, "ours_ms_per_move": …, "sortable_ms_per_move": …, "ours_long_frames": …,
 "sortable_long_frames": …, "ours_dom_rows": …, "ours_first_row_ms": …}
"""

import argparse
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[3]
VENV = ROOT / ".build/web-venv"
PAGE = ROOT / "Examples/Web/dist/index.html"
SORTABLE = pathlib.Path("/usr/share/javascript/sortable/Sortable.min.js")
CHROMIUM = "/usr/bin/chromium"
PHONE = {"width": 390, "height": 844}
MOVES = 120
STEP = 5

FIRST_ROW = """
new MutationObserver((changes, observer) => {
  if (document.querySelector('li')) { window.firstRowAt = performance.now(); observer.disconnect(); }
}).observe(document, { childList: true, subtree: true });"""

# Counts animation frames that came more than 25 ms after the one before, from `start()` on.
FRAME_WATCH = """() => {
  window.longFrames = 0;
  let last = performance.now();
  const watch = (now) => {
    if (now - last > 25) window.longFrames += 1;
    last = now;
    if (window.watching) requestAnimationFrame(watch);
  };
  window.watching = true;
  requestAnimationFrame(watch);
}"""

NEXT_FRAME = "() => new Promise((resolve) => requestAnimationFrame(() => resolve()))"

SORTABLE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SortableJS</title>
<style>
  body { margin: 0; font: 16px system-ui, sans-serif; }
  #list { height: 100vh; overflow: auto; margin: 0; padding: 0; list-style: none; }
  li { height: 72px; box-sizing: border-box; padding: 10px 16px; border-bottom: 1px solid #ddd; background: #fff; }
  li div:last-child { color: #666; }
  .ghost { opacity: 0.4; }
</style></head>
<body><ul id="list"></ul>
<script>SORTABLE_SOURCE</script>
<script>
  const count = Number(new URLSearchParams(location.search).get("rows"));
  const list = document.getElementById("list");
  const rows = document.createDocumentFragment();
  for (let index = 0; index < count; index++) {
    const li = document.createElement("li");
    li.innerHTML = `<div>Row ${index + 1}</div><div>Sender</div>`;
    rows.append(li);
  }
  list.append(rows);
  Sortable.create(list, { animation: 150, delay: 500, forceFallback: true, ghostClass: "ghost" });
  window.benchReady = true;
</script></body></html>
"""


def run(command):
    subprocess.run(command if os.geteuid() == 0 else ["sudo", *command], check=True, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})


def install():
    """Installs what is missing, then runs this script again in the virtual environment."""
    missing = [package for package, path in (("chromium", CHROMIUM), ("libjs-sortable", str(SORTABLE))) if not os.path.exists(path)]
    if missing:
        run(["apt-get", "update"])
        run(["apt-get", "install", "-y", *missing])
    python = VENV / "bin/python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if subprocess.run([str(python), "-c", "import playwright"], capture_output=True).returncode != 0:
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "playwright"], check=True,
                       env={**os.environ, "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD": "1"})
    if pathlib.Path(sys.prefix).resolve() != VENV.resolve():
        os.execv(str(python), [str(python), __file__, *sys.argv[1:]])


def drag(page, cdp, first_row):
    """A long press on the second row and MOVES moves down: ms per move and long frames."""
    box = page.locator(first_row).nth(1).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.wait_for_timeout(700)
    page.evaluate(FRAME_WATCH)
    page.evaluate(NEXT_FRAME)
    before = metrics(cdp)
    for move in range(1, MOVES + 1):
        page.mouse.move(x, y + STEP * move)
        page.wait_for_timeout(16)  # a frame's time, waited outside the page: no script of ours in its figures
    page.evaluate(NEXT_FRAME)
    after = metrics(cdp)
    long_frames = page.evaluate("() => { window.watching = false; return window.longFrames; }")
    dom_rows = page.evaluate("() => document.querySelectorAll('li').length")
    page.mouse.up()
    busy = sum(after[name] - before[name] for name in ("ScriptDuration", "LayoutDuration", "RecalcStyleDuration"))
    return busy * 1000 / MOVES, long_frames, dom_rows


def metrics(cdp):
    return {entry["name"]: entry["value"] for entry in cdp.send("Performance.getMetrics")["metrics"]}


def measure(browser, address, ready, first_row):
    """One run in a fresh context: (ms per move, long frames, rows in the document, first row ms)."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.add_init_script(FIRST_ROW)
    page.goto(address, timeout=600_000)
    page.wait_for_function(ready, timeout=600_000)
    page.wait_for_function("window.firstRowAt !== undefined")
    first_row_ms = page.evaluate("window.firstRowAt")
    page.wait_for_timeout(300)
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    per_move, long_frames, dom_rows = drag(page, cdp, first_row)
    context.close()
    return per_move, long_frames, dom_rows, first_row_ms


def median_of(runs, field):
    return round(statistics.median(run[field] for run in runs), 2)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000,1000000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sortable-up-to", type=int, default=100_000)
    parser.add_argument("--build", action="store_true", help="build Examples/Web/dist first")
    arguments = parser.parse_args()
    install()
    if arguments.build or not PAGE.exists():
        subprocess.run(["bash", str(ROOT / "Examples/Web/build.sh")], check=True, stdout=sys.stderr)
    from playwright.sync_api import sync_playwright

    folder = pathlib.Path(tempfile.mkdtemp(prefix="sortable-"))
    (folder / "index.html").write_text(SORTABLE_PAGE.replace("SORTABLE_SOURCE", SORTABLE.read_text()))
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for rows in (int(size) for size in arguments.sizes.split(",")):
            ours, theirs = [], []
            for _ in range(arguments.runs):
                ours.append(measure(browser, f"{PAGE.as_uri()}?rows={rows}", "window.gestureTable !== undefined", "#rows li[data-title]"))
                if rows <= arguments.sortable_up_to:
                    theirs.append(measure(browser, f"{(folder / 'index.html').as_uri()}?rows={rows}", "window.benchReady === true", "#list li"))
            print(json.dumps({
                "rows": rows,
                "ours_ms_per_move": median_of(ours, 0),
                "sortable_ms_per_move": median_of(theirs, 0) if theirs else None,
                "ours_long_frames": median_of(ours, 1),
                "sortable_long_frames": median_of(theirs, 1) if theirs else None,
                "ours_dom_rows": median_of(ours, 2),
                "ours_first_row_ms": median_of(ours, 3),
            }), flush=True)
        browser.close()
    shutil.rmtree(folder)


if __name__ == "__main__":
    main()
