"""The web page (Examples/Web/dist/index.html) in headless Chromium, driven by Playwright.

Swipes rows with the mouse and with touch (CDP touch events), reorders with a long press, undoes,
empties the inbox from the keyboard, and plays the example scripts in the page, comparing the
status and the final rows with the native `gesture-table play`. Run by `.ci/web-tests`; exits
non-zero when a check fails. Writes Examples/Web/dist/screenshot.png.
"""

import json
import pathlib
import subprocess
import sys
import tempfile
import unittest

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[3]
PAGE = ROOT / "Examples/Web/dist/index.html"
NATIVE = ROOT / ".build/debug/gesture-table"
SCRIPTS = ROOT / "Examples/scripts"
# Scripts whose commands the page's player does not support: `reveal … content`.
UNSUPPORTED_SCRIPTS = set()

ARCHIVE, DELETE, MARK_READ = 2, 3, 0  # slot codes (Exports.swift)


class PageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.playwright = sync_playwright().start()
        cls.browser = cls.playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])

    @classmethod
    def tearDownClass(cls):
        cls.browser.close()
        cls.playwright.stop()

    def setUp(self):
        self.context = self.browser.new_context(viewport={"width": 480, "height": 800}, has_touch=True)
        self.page = self.context.new_page()
        self.page.goto(PAGE.as_uri())
        self.page.evaluate("window.gestureTable.ready")

    def tearDown(self):
        self.context.close()

    # MARK: - Helpers

    def titles(self):
        return self.page.eval_on_selector_all("#rows li[data-title]", "items => items.map(li => li.dataset.title)")

    def events(self):
        return self.page.evaluate("window.gestureTable.events.map(e => ({name: e.name, slot: e.slot, index: e.index, from: e.from}))")

    def row_box(self, index):
        return self.page.locator("#rows li[data-title]").nth(index).bounding_box()

    def settle(self, milliseconds=900):
        self.page.wait_for_timeout(milliseconds)

    def mouse_swipe(self, index, fraction, steps=20, release=True):
        box = self.row_box(index)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        for step in range(1, steps + 1):
            self.page.mouse.move(x + fraction * box["width"] * step / steps, y)
            self.page.wait_for_timeout(16)
        if release:
            self.page.wait_for_timeout(120)  # come to rest: no flick
            self.page.mouse.up()

    def touch_swipe(self, index, fraction, steps=20):
        box = self.row_box(index)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        cdp = self.context.new_cdp_session(self.page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, steps + 1):
            point = {"x": x + fraction * box["width"] * step / steps, "y": y}
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
            self.page.wait_for_timeout(16)
        self.page.wait_for_timeout(120)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    # MARK: - Tests

    def test_mouse_swipe_past_archive_archives_the_row_and_undo_brings_it_back(self):
        before = self.titles()
        self.assertEqual(len(before), 30)
        self.mouse_swipe(1, -0.2)
        self.settle()
        self.assertEqual(self.titles(), before[:1] + before[2:])
        self.assertIn({"name": "trigger", "slot": ARCHIVE, "index": 1, "from": None}, self.events())
        self.assertIn("Archived", self.page.text_content("#announce"))
        self.page.focus("#rows")
        self.page.keyboard.press("u")
        self.settle()
        self.assertEqual(self.titles(), before)

    def test_mouse_swipe_past_delete_deletes_the_row(self):
        before = self.titles()
        self.mouse_swipe(0, -0.45)
        self.settle()
        self.assertEqual(self.titles(), before[1:])
        self.assertIn({"name": "trigger", "slot": DELETE, "index": 0, "from": None}, self.events())

    def test_touch_swipe_past_mark_read_marks_the_row_and_keeps_it(self):
        before = self.titles()
        self.assertIn("unread", self.page.get_attribute("#rows li[data-title] >> nth=0", "class"))
        self.touch_swipe(0, 0.2)
        self.settle()
        self.assertEqual(self.titles(), before)
        self.assertIn({"name": "trigger", "slot": MARK_READ, "index": 0, "from": None}, self.events())
        self.assertNotIn("unread", self.page.get_attribute("#rows li[data-title] >> nth=0", "class"))
        self.touch_swipe(2, -0.2)
        self.settle()
        self.assertEqual(self.titles(), before[:2] + before[3:])
        self.assertIn({"name": "trigger", "slot": ARCHIVE, "index": 2, "from": None}, self.events())

    def test_vertical_touch_drag_scrolls_the_list_without_swiping(self):
        box = self.row_box(3)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        cdp = self.context.new_cdp_session(self.page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, 16):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y - 20 * step}]})
            self.page.wait_for_timeout(16)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        self.settle(300)
        self.assertGreater(self.page.evaluate("() => document.querySelector('#rows li[data-title]').getBoundingClientRect().top"), -10_000)
        self.assertNotIn("trigger", [event["name"] for event in self.events()])
        first_visible = self.page.evaluate(
            "() => [...document.querySelectorAll('#rows li[data-title]')].findIndex(li => !li.hidden && li.getBoundingClientRect().bottom > document.querySelector('#rows').getBoundingClientRect().top + 1)")
        self.assertGreater(first_visible, 0)

    def test_long_press_lifts_the_row_and_reorders_it(self):
        before = self.titles()
        box = self.row_box(0)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        self.page.wait_for_timeout(800)
        self.assertIn("lifted", self.page.get_attribute("#rows li[data-title] >> nth=0", "class"))
        for step in range(1, 21):
            self.page.mouse.move(x, y + 2.2 * box["height"] * step / 20)
            self.page.wait_for_timeout(16)
        self.page.mouse.up()
        self.settle()
        self.assertEqual(self.titles(), [before[1], before[2], before[0]] + before[3:])
        names = [event["name"] for event in self.events()]
        self.assertEqual([name for name in names if name in ("lift", "move", "drop")], ["lift", "move", "drop"])
        self.assertIn({"name": "move", "slot": None, "index": 2, "from": 0}, self.events())

    def test_keyboard_deletes_every_row_and_the_placeholder_shows(self):
        self.page.focus("#rows")
        for _ in range(30):
            for key in ("ArrowLeft", "ArrowLeft", "Enter"):
                self.page.keyboard.press(key)
        self.settle(1200)
        self.assertEqual(self.titles(), [])
        self.assertTrue(self.page.is_visible("#placeholder"))
        self.assertEqual(self.page.text_content("#placeholder .title"), "Inbox zero")
        self.assertIn("empty-shown", [event["name"] for event in self.events()])
        self.assertEqual(self.page.text_content("#announce"), "Inbox zero")

    def test_scripts_end_with_the_native_players_status_and_rows(self):
        scripts = sorted(path for path in SCRIPTS.glob("*.gts") if path.name not in UNSUPPORTED_SCRIPTS)
        self.assertGreaterEqual(len(scripts), 15)
        for path in scripts:
            with self.subTest(script=path.name):
                text = path.read_text()
                result = self.page.evaluate("text => window.gestureTable.play(text)", text)
                native = subprocess.run([NATIVE, "play", path], capture_output=True).returncode
                self.assertEqual(result["status"], native, result["message"])
                self.assertEqual(self.titles(), result["rows"])
                # The native player ends with the same rows: it passes the page's rows as `expect rows`.
                self.assertEqual(native_status(text + "\n" + expect_rows(result["rows"])), 0, result["rows"])
                print(f"  {path.name}: status {result['status']}, {len(result['rows'])} rows, the same as native")

    def test_failed_expectation_and_script_error_give_the_native_statuses(self):
        cases = {
            'size 20x3\nrow "A"\nrow "B"\nswipe 0 0.5\nexpect rows "B"\n': None,
            'size 20x3\nrow "A"\naction first-left fraction 0.2 do delete\nswipe 0 0.5\nwait 1s\nexpect rows "A"\n': 1,
            'size 20x3\nrow "A"\nswipe 3 0.5\n': 2,
            'size 20x3\nrow "A"\nwiggle 0\n': 2,
            'size 20x6\nsection "S"\nrow "A"\nexpect section 0 rows "B"\n': 1,
            'size 20x6\nsection "S"\nrow "A"\nexpect section 99 rows\n': 2,
            'size 20x6\nsection "S"\nrow "A"\nexpect section "T" rows\n': 2,
            'size 20x6\nrow "A" height 0\n': 2,
            'size 20x6\nrow "A" height nan\n': 2,
            'size 20x6\nsection "S"\nrow "A"\ninsert 2 "B" in section 0\n': 2,
        }
        for text, expected in cases.items():
            with self.subTest(script=text):
                result = self.page.evaluate("text => window.gestureTable.play(text)", text)
                native = native_status(text)
                self.assertEqual(result["status"], native, result["message"])
                if expected is not None:
                    self.assertEqual(native, expected)

    def test_a_sectioned_script_draws_its_headers_and_tall_rows(self):
        text = 'size 30x8\nsection "Today"\nrow "A" height 2\nrow "B"\nsection "Later"\nrow "C"\nexpect section 1 rows "C"\n'
        result = self.page.evaluate("text => window.gestureTable.play(text)", text)
        self.assertEqual(result["status"], 0, result["message"])
        self.assertEqual(self.titles(), ["A", "B", "C"])
        headers = self.page.eval_on_selector_all("#rows li[data-header]", "items => items.map(li => li.textContent)")
        self.assertEqual(headers, ["Today", "Later"])
        today, later = (self.page.locator("#rows li[data-header]").nth(i).bounding_box() for i in range(2))
        a, b, c = (self.row_box(i) for i in range(3))
        self.assertAlmostEqual(a["height"], 2 * b["height"], delta=1)
        self.assertLess(today["y"], a["y"])
        self.assertLess(b["y"], later["y"])
        self.assertLess(later["y"], c["y"])
        self.page.evaluate("window.gestureTable.reset()")
        # The inbox is drawn on the next animation frame: wait for its rows to replace the script's.
        self.page.wait_for_function("document.querySelectorAll('#rows li[data-header]').length === 0", timeout=5000)
        self.assertEqual(self.page.eval_on_selector_all("#rows li[data-header]", "items => items.length"), 0)

    def test_screenshot(self):
        self.mouse_swipe(1, -0.2, release=False)
        self.page.wait_for_timeout(100)
        path = ROOT / "Examples/Web/dist/screenshot.png"
        self.page.screenshot(path=str(path))
        self.page.mouse.up()
        self.assertGreater(path.stat().st_size, 10_000)


def expect_rows(titles):
    return "expect rows " + " ".join(json.dumps(title, ensure_ascii=False) for title in titles) if titles else "expect count 0"


def native_status(text):
    with tempfile.NamedTemporaryFile("w", suffix=".gts", delete=False) as script:
        script.write(text)
    try:
        return subprocess.run([NATIVE, "play", script.name], capture_output=True).returncode
    finally:
        pathlib.Path(script.name).unlink()


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() else 1)
