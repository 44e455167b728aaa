"""The web page (Examples/Web/dist/index.html) in headless Chromium, driven by Playwright.

Swipes rows with the mouse and with touch (CDP touch events), reads what an uncovered action
shows while a row moves, flings and taps, reorders with a long press, undoes, empties the inbox
from the keyboard, cancels with Escape, reaches every row's actions through its Actions menu,
opens that menu at the row by a long press (letting go leaves it open, moving on lifts the row,
an item runs, Escape or a tap elsewhere closes it), reads what the claim made of each press,
checks the listbox's attributes, reduced motion and axe-core's rules on a phone and a desktop,
checks and deletes rows in edit mode (taps, mouse and touch sweeps, keys, a group lift, undo),
drags, swipes, undoes and goes to the end of 100,000 rows with a dozen in the document, and plays
scripts in the page (the native player, compiled into the page's second module), comparing
the status, the final rows and everything printed (frames and diagnostics) with the native
`gesture-table play` (the one GESTURE_TABLE_BIN names, .build/debug/gesture-table by default),
for every example script and for failing ones. Run by `.ci/web-tests`; exits non-zero when a
check fails. Writes Examples/Web/screenshot-phone.png and Examples/Web/screenshot-desktop.png.
"""

import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import unittest

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[3]
PAGE = ROOT / "Examples/Web/dist/index.html"
NATIVE = ROOT / os.environ.get("GESTURE_TABLE_BIN", ".build/debug/gesture-table")
SCRIPTS = ROOT / "Examples/scripts"
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}

ARCHIVE, DELETE, MARK_READ = 2, 3, 0  # slot codes (Exports.swift)


def touches(box, other, slack=1):
    """Whether two bounding boxes overlap or touch (within `slack` pixels)."""
    return (box["x"] <= other["x"] + other["width"] + slack and other["x"] <= box["x"] + box["width"] + slack
            and box["y"] <= other["y"] + other["height"] + slack and other["y"] <= box["y"] + box["height"] + slack)


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
        self.open_page(viewport={"width": 480, "height": 800}, has_touch=True)

    def open_page(self, address=PAGE.as_uri(), **options):
        """Opens the page in a new context with `options` (Playwright's), closing the one before."""
        if getattr(self, "context", None):
            self.context.close()
        self.context = self.browser.new_context(**options)
        self.page = self.context.new_page()
        self.page.goto(address)
        self.page.evaluate("window.gestureTable.ready")

    def tearDown(self):
        self.context.close()

    # MARK: - Helpers

    def titles(self):
        """Every row's title, in order: the document holds only the rows in sight."""
        return self.page.evaluate("window.gestureTable.rows()")

    def drawn_titles(self):
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

    def uncovered_text(self, index):
        """What the area row `index` uncovers shows, character by character: `shown`, the text of
        the characters wholly inside the area; `cut`, those the row's edge or the area's cuts;
        `uncovered`, the area's width."""
        return self.page.evaluate(UNCOVERED_TEXT, index)

    def sweep(self, index, fraction, steps=24):
        """Drags row `index` with the mouse to `fraction` of its width in `steps` steps and back
        to rest, reading the uncovered text at each step."""
        box = self.row_box(index)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        readings = []
        for step in range(1, steps + 1):
            self.page.mouse.move(x + fraction * box["width"] * step / steps, y)
            self.page.wait_for_timeout(30)
            readings.append(self.uncovered_text(index))
        self.page.mouse.move(x, y, steps=5)
        self.page.mouse.up()
        self.settle()
        return readings

    def play(self, text, name=None):
        name = name or SCRIPT_NAME
        return self.page.evaluate("([text, name]) => window.gestureTable.play(text, name)", [text, name])

    def assert_plays_as_native(self, text):
        """The page plays `text` to the native player's status, printing what it prints."""
        result = self.play(text)
        self.assertEqual((result["status"], result["messages"]), native_play(text), text)
        return result

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
        self.assertGreater(self.first_visible_row(), 0)

    def test_long_press_lifts_the_row_and_reorders_it(self):
        before = self.titles()
        box = self.row_box(0)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        self.page.wait_for_timeout(800)
        # Held still, the row's menu opens; the first move past the tolerance closes it and lifts.
        self.assertTrue(self.page.is_visible("#actions-menu"))
        self.page.mouse.move(x, y + 12)
        self.assertIn("lifted", self.page.get_attribute("#rows li[data-title] >> nth=0", "class"))
        self.assertFalse(self.page.is_visible("#actions-menu"))
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

    def test_every_example_script_plays_as_native_to_the_same_rows(self):
        scripts = sorted(SCRIPTS.glob("*.gts"))
        self.assertGreaterEqual(len(scripts), 30)
        for path in scripts:
            with self.subTest(script=path.name):
                text = path.read_text(encoding="utf-8")
                result = self.play(text, path.name)
                native = subprocess.run([NATIVE, "play", path.name], cwd=SCRIPTS, capture_output=True, encoding="utf-8")
                self.assertEqual(result["status"], native.returncode, result["messages"])
                self.assertEqual(result["messages"], native.stdout + native.stderr)
                self.assertEqual(self.titles(), result["rows"])
                # The native player ends with the same rows: it passes the page's rows as `expect rows`.
                self.assertEqual(native_play(text + "\n" + expect_rows(result["rows"]))[0], 0, result["rows"])
                print(f"  {path.name}: status {result['status']}, {len(result['rows'])} rows, the same as native")

    def test_failed_expectation_and_script_error_give_the_native_statuses_and_messages(self):
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
                result = self.assert_plays_as_native(text)
                if expected is not None:
                    self.assertEqual(result["status"], expected)

    def test_failing_scripts_give_the_native_players_messages(self):
        for text in FAILING_SCRIPTS:
            with self.subTest(script=text):
                result = self.assert_plays_as_native(text)
                self.assertNotEqual(result["status"], 0)

    def test_failing_example_scripts_give_the_native_players_messages(self):
        scripts = sorted(SCRIPTS.glob("*.gts"))
        self.assertGreaterEqual(len(scripts), 30)
        for path in scripts:
            text = path.read_text(encoding="utf-8")
            if not text.endswith("\n"):
                text += "\n"
            for ending in FAILING_ENDINGS:
                with self.subTest(script=path.name, ending=ending):
                    result = self.assert_plays_as_native(text + ending)
                    self.assertNotEqual(result["status"], 0)

    def test_an_action_label_is_never_cut_by_the_row(self):
        for width in (390, 1280):
            self.page.set_viewport_size({"width": width, "height": 844})
            self.page.evaluate("window.gestureTable.reset()")
            self.settle(100)
            for fraction, texts in ((-0.45, {"✓", "✓ Archive", "✗", "✗ Delete"}), (0.45, {"○", "○ Read", "◷", "◷ Snooze"})):
                with self.subTest(width=width, fraction=fraction):
                    readings = self.sweep(3, fraction)
                    for reading in readings:
                        self.assertEqual(reading["cut"], "", reading)
                        self.assertIn(reading["shown"].strip(), texts | {""}, reading)
                    self.assertTrue(any(" " in reading["shown"] for reading in readings), readings)

    def test_an_action_shows_its_icon_alone_until_its_label_fits_whole(self):
        # Up to just short of the second actions (0.3): the first actions' labels show as soon
        # as they fit, on a phone too, and stay while the row moves on.
        for width in (390, 1280):
            self.page.set_viewport_size({"width": width, "height": 844})
            self.page.evaluate("window.gestureTable.reset()")
            self.settle(100)
            for fraction, glyph, whole in ((-0.29, "✓", "✓ Archive"), (0.29, "○", "○ Read")):
                with self.subTest(width=width, fraction=fraction):
                    readings = self.sweep(3, fraction)
                    shown = [reading["shown"].strip() for reading in readings]
                    drawn = [text for text in shown if text]
                    self.assertTrue(drawn, shown)
                    self.assertEqual(drawn[0], glyph, shown)
                    self.assertLessEqual(set(drawn), {glyph, whole}, shown)
                    self.assertIn(whole, drawn, shown)
                    self.assertEqual(set(drawn[drawn.index(whole):]), {whole}, shown)
                    first = next(reading for reading in readings if reading["shown"].strip() == whole)
                    print(f"  {whole!r} at {width} px: shown from {first['uncovered']:.0f} px uncovered")

    def test_a_keyboard_step_says_that_enter_confirms(self):
        self.page.focus("#rows")
        self.page.keyboard.press("ArrowLeft")
        self.assertEqual(self.page.text_content("#announce"), "Archive: Enter to confirm, Escape to cancel")

    def test_escape_says_what_it_cancelled_or_clears_the_live_region(self):
        announced = lambda: self.page.text_content("#announce")
        self.page.focus("#rows")
        self.page.keyboard.press("ArrowLeft")
        self.assertIn("Archive", announced())
        self.page.keyboard.press("Escape")
        self.assertNotIn("to confirm", announced())
        self.assertIn("Archive cancelled", announced())

        self.settle()  # the row settles back before it can be lifted
        self.page.keyboard.press("Space")
        self.assertIn("Lifted", announced())
        self.page.keyboard.press("Escape")
        self.assertNotIn("Lifted", announced())
        self.assertIn("cancelled", announced())

        # An arrow says nothing itself: the listbox's active option (its label, 2 of 30) is read.
        self.page.keyboard.press("ArrowDown")
        active = self.page.get_attribute("#rows", "aria-activedescendant")
        self.assertEqual(self.page.get_attribute(f"#{active}", "aria-posinset"), "2")
        self.page.keyboard.press("Escape")
        self.assertEqual(announced(), "")

        text = 'size 40x4\nrow "A"\nrow "B"\naction first-right do none\nreveal right\nopen 0 right\nwait 1s\nexpect open 0 right\n'
        self.assertEqual(self.play(text)["status"], 0)
        self.page.focus("#rows")
        self.page.keyboard.press("ArrowUp")
        self.assertEqual(self.page.get_attribute("#rows li[aria-selected=true]", "data-title"), "A")
        self.page.keyboard.press("Escape")
        self.assertEqual(announced(), "Closed “A”")
        self.assertIn("close", [event["name"] for event in self.events()])

    def test_a_sectioned_script_draws_its_headers_and_tall_rows(self):
        text = 'size 30x8\nsection "Today"\nrow "A" height 2\nrow "B"\nsection "Later"\nrow "C"\nexpect section 1 rows "C"\n'
        result = self.page.evaluate("text => window.gestureTable.play(text)", text)
        self.assertEqual(result["status"], 0, result["messages"])
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
        headers = self.page.eval_on_selector_all("#rows li[data-header]", "items => items.map(li => li.textContent)")
        self.assertEqual(headers[0], "Today")

    # MARK: - The inbox, as the terminal demo has it

    def test_the_inbox_is_the_terminal_demos_in_sections_with_pinned_headers(self):
        self.assertEqual(self.titles(), [subject for _, subject, _ in demo_messages()])
        first = self.page.locator("#rows li[data-title]").nth(0)
        texts = first.locator(".content span").all_text_contents()
        self.assertEqual((texts[0], texts[2], texts[3]), demo_messages()[0])
        self.assertRegex(texts[1], r"^\d+:\d\d$")  # the time, at the right of the sender
        headers = lambda: self.page.eval_on_selector_all("#rows li[data-header]", "items => items.map(li => li.textContent)")
        self.assertEqual(headers()[0], "Today")
        # A message unread says so to a screen reader too; the dot is drawn for the eye only.
        self.assertTrue(first.get_attribute("aria-label").startswith("Unread, Ada Lovelace, Notes on the Analytical Engine"))
        self.assertNotIn("Unread", self.page.get_attribute("#rows li[data-title] >> nth=2", "aria-label"))
        self.assertEqual(self.page.get_by_role("option", name="Unread, Ada Lovelace", exact=False).count(), 1)
        # Scrolled to the end, the last section's header is pinned at the top.
        self.page.focus("#rows")
        self.page.keyboard.press("End")
        self.settle(300)
        pinned = self.page.eval_on_selector("#rows li.pinned", "li => [li.textContent, li.getBoundingClientRect().top]")
        self.assertEqual(pinned[0], "Earlier")
        self.assertAlmostEqual(pinned[1], self.page.locator("#rows").bounding_box()["y"], delta=1)

    # MARK: - Core behaviour: momentum, tap, announcements

    def touch_drag(self, x, y, dy, steps, rest=0):
        """Drags a finger from (x, y) by `dy` pixels in `steps` moves 16 ms apart, rests `rest` ms and lifts it."""
        cdp = self.context.new_cdp_session(self.page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, steps + 1):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + dy * step / steps}]})
            self.page.wait_for_timeout(16)
        if rest:
            self.page.wait_for_timeout(rest)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def first_visible_row(self):
        """The index of the first row wholly in view (the document holds only the rows in sight)."""
        return self.page.evaluate(
            "() => Number([...document.querySelectorAll('#rows li[data-title]')].find(li => "
            "li.getBoundingClientRect().top >= document.querySelector('#rows').getBoundingClientRect().top - 1).ariaPosInSet) - 1")

    def test_a_fling_coasts_farther_than_a_slow_drag_of_the_same_distance(self):
        box = self.row_box(5)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        self.touch_drag(x, y, -240, steps=30, rest=150)
        self.settle(300)
        slow = self.first_visible_row()
        self.page.evaluate("window.gestureTable.reset()")
        self.touch_drag(x, y, -240, steps=6)
        self.settle(100)
        coasting = self.first_visible_row()
        self.settle(3000)
        fling = self.first_visible_row()
        print(f"  first row in view: {slow} after the slow drag, {coasting} as the fling lifts, {fling} once it stops")
        self.assertGreater(fling, coasting, "still moving after the finger lifted")
        self.assertGreater(fling, slow + 5, (slow, fling))
        self.assertNotIn("trigger", [event["name"] for event in self.events()])
        self.assertFalse([event for event in self.events() if event["name"] == "select" and event["index"] != 0], "a fling is no tap")

    def test_a_tap_opens_the_message_and_back_returns_to_its_row(self):
        grace = demo_messages()[1]
        box = self.row_box(1)
        self.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        self.assertTrue(self.page.is_visible("#message"))
        self.assertFalse(self.page.is_visible("#rows"))
        self.assertEqual(self.page.text_content("#message-sender"), grace[0])
        self.assertEqual(self.page.text_content("#message-subject"), grace[1])
        self.assertTrue(self.page.text_content("#message-body").startswith(grace[2]))
        self.assertEqual(self.page.evaluate("document.activeElement.id"), "message-subject")
        self.page.click("#back")
        self.assertTrue(self.page.is_visible("#rows"))
        self.assertEqual(self.page.evaluate("document.activeElement.id"), "rows")
        active = self.page.get_attribute("#rows", "aria-activedescendant")
        self.assertEqual(self.page.get_attribute(f"#{active}", "data-title"), grace[1])
        self.assertEqual(self.page.get_attribute(f"#{active}", "aria-selected"), "true")
        self.assertNotIn("unread", self.page.get_attribute(f"#{active}", "class"), "read once opened")
        # No ring after a click: the focus came back by pointer.
        self.assertEqual(self.page.evaluate("getComputedStyle(document.querySelector('#rows li.selected .content')).outlineStyle"), "none")
        # Enter opens the selected message too, and Escape goes back.
        self.page.keyboard.press("Enter")
        self.assertTrue(self.page.is_visible("#message"))
        self.page.keyboard.press("Escape")
        self.assertTrue(self.page.is_visible("#rows"))
        self.assertEqual(self.page.get_attribute("#rows", "aria-activedescendant"), active)
        self.assertIn({"name": "select", "slot": None, "index": 1, "from": None}, self.events())

    # MARK: - Assistive technology

    def menu_names(self):
        return self.page.eval_on_selector_all("#actions-menu [role=menuitem]", "items => items.map(item => item.textContent)")

    def test_every_rows_actions_are_in_its_actions_menu_by_name(self):
        sections = [("Today", range(0, 8)), ("Yesterday", range(8, 17)), ("Earlier", range(17, 30))]
        self.page.focus("#rows")
        for index in range(30):
            with self.subTest(row=index):
                if index > 0:
                    self.page.keyboard.press("ArrowDown")
                self.page.keyboard.press("Shift+F10")
                self.assertEqual(self.page.get_attribute("#actions", "aria-expanded"), "true")
                self.assertEqual(self.page.evaluate("document.activeElement.getAttribute('role')"), "menuitem")
                unread = index % 3 != 2
                moves = (["Move up"] if index > 0 else []) + (["Move down"] if index < 29 else []) \
                    + (["Move to top"] if index > 0 else []) + (["Move to bottom"] if index < 29 else [])
                others = [f"Move to {title}" for title, rows in sections if index not in rows]
                self.assertEqual(self.menu_names(), ["Mark read" if unread else "Mark unread", "Snooze", "Archive", "Delete"] + moves + others)
                self.page.keyboard.press("Escape")
                self.assertFalse(self.page.is_visible("#actions-menu"))
                self.assertEqual(self.page.get_attribute("#actions", "aria-expanded"), "false")
                self.assertEqual(self.page.evaluate("document.activeElement.id"), "rows")

    def test_an_action_from_the_menu_changes_the_rows_and_is_announced(self):
        before = self.titles()
        self.page.focus("#rows")
        self.page.keyboard.press("ArrowDown")
        self.page.keyboard.press("ArrowDown")
        self.assertEqual(self.page.text_content("#actions"), f"Actions for “{before[2]}”")
        # The menu button: Enter opens it on its first item, arrows move, Enter runs the item.
        self.page.focus("#actions")
        self.page.keyboard.press("Enter")
        self.assertEqual(self.page.get_attribute("#actions-menu", "role"), "menu")
        self.assertEqual(self.page.get_attribute("#actions", "aria-haspopup"), "menu")
        self.page.keyboard.press("ArrowDown")
        self.page.keyboard.press("ArrowDown")
        self.assertEqual(self.page.evaluate("document.activeElement.textContent"), "Archive")
        self.page.keyboard.press("Enter")
        self.assertEqual(self.page.text_content("[aria-live]"), f"Archive “{before[2]}”")
        self.assertEqual(self.page.evaluate("document.activeElement.id"), "actions")
        self.settle()
        self.assertEqual(self.titles(), before[:2] + before[3:])
        # A move by name, through the list's own shortcut.
        self.page.focus("#rows")
        self.page.keyboard.press("Home")
        self.page.keyboard.press("Shift+F10")
        for _ in range(self.menu_names().index("Move to Earlier")):
            self.page.keyboard.press("ArrowDown")
        self.page.keyboard.press("Enter")
        self.assertEqual(self.page.text_content("[aria-live]"), f"“{before[0]}” moved to 1 of 14 in Earlier")
        self.settle()
        self.assertEqual(self.titles(), before[1:2] + before[3:17] + before[:1] + before[17:])
        # Undo takes the move back, and says so.
        self.page.keyboard.press("u")
        self.assertEqual(self.page.text_content("[aria-live]"), f"Undone: Move “{before[0]}”")
        self.settle()
        self.assertEqual(self.titles(), before[:2] + before[3:])

    def test_page_keys_move_the_selection_by_the_policy_the_terminal_shares(self):
        titles = self.titles()
        active = lambda: self.page.get_attribute(f"#{self.page.get_attribute('#rows', 'aria-activedescendant')}", "data-title")
        self.page.focus("#rows")
        self.page.keyboard.press("Home")
        self.assertEqual(active(), titles[0])
        self.page.keyboard.press("PageDown")
        paged = titles.index(active())
        self.assertGreater(paged, 1, "a page is more than one row")
        self.page.keyboard.press("End")
        self.assertEqual(active(), titles[-1])
        self.page.keyboard.press("PageUp")
        self.assertEqual(titles.index(active()), len(titles) - 1 - paged)

    def test_the_list_is_a_listbox_whose_active_option_is_the_selected_row(self):
        self.assertEqual(self.page.get_attribute("#rows", "role"), "listbox")
        options = self.page.locator("#rows [role=option]")
        # The rows in sight and two below: each says its place among all 30.
        drawn = options.count()
        self.assertLess(drawn, 30)
        attributes = options.evaluate_all("items => items.map(li => [li.getAttribute('aria-posinset'), li.getAttribute('aria-setsize')])")
        self.assertEqual(attributes, [[str(i), "30"] for i in range(1, drawn + 1)])
        selected = lambda: self.page.eval_on_selector_all("#rows [aria-selected=true]", "items => items.map(li => li.id)")
        active = lambda: self.page.get_attribute("#rows", "aria-activedescendant")
        ring = lambda: self.page.evaluate("getComputedStyle(document.querySelector('#rows li.selected .content')).outlineStyle")
        # A touch focuses the list without a ring (nor a selection drawn); the keyboard then shows one.
        self.touch_swipe(3, 0.05)
        self.assertEqual(self.page.evaluate("document.activeElement.id"), "rows")
        self.assertEqual(self.page.locator("#rows li.selected").count(), 0, "no ring for a touch")
        self.settle()
        self.page.keyboard.press("ArrowDown")
        self.page.keyboard.press("ArrowDown")
        self.assertEqual(selected(), [active()])
        self.assertEqual(self.page.get_attribute(f"#{active()}", "data-title"), self.titles()[2])
        self.assertEqual(ring(), "solid", "a ring for the keyboard")
        # Deleting the active row makes the row that takes its place active: never a removed one.
        before = self.titles()
        for key in ("ArrowLeft", "ArrowLeft", "Enter"):
            self.page.keyboard.press(key)
        for _ in range(10):
            self.page.wait_for_timeout(50)
            element = self.page.query_selector(f"#{active()}")
            self.assertIsNotNone(element)
            self.assertEqual(element.get_attribute("role"), "option")
        self.settle()
        self.assertEqual(self.page.get_attribute(f"#{active()}", "data-title"), before[3])
        self.assertEqual(selected(), [active()])
        self.assertEqual(set(options.evaluate_all("items => items.map(li => li.getAttribute('aria-setsize'))")), {"29"})

    def test_reduced_motion_makes_a_deletion_finish_at_once(self):
        for motion, lingers in (("no-preference", True), ("reduce", False)):
            with self.subTest(motion=motion):
                self.open_page(viewport={"width": 480, "height": 800}, reduced_motion=motion)
                self.page.focus("#rows")
                for key in ("ArrowLeft", "ArrowLeft", "Enter"):
                    self.page.keyboard.press(key)
                self.page.wait_for_timeout(60)
                self.assertEqual(self.page.locator("#rows li[data-deleting]").count() > 0, lingers)
                self.assertEqual(len(self.titles()), 29)

    def test_axe_finds_no_violation_on_a_phone_and_a_desktop(self):
        for name, options in (("phone", PHONE), ("desktop", DESKTOP)):
            self.open_page(**options)
            self.page.focus("#rows")
            for state in ("the inbox", "its Actions menu", "a message"):
                if state == "its Actions menu":
                    self.page.keyboard.press("Shift+F10")
                if state == "a message":
                    self.page.keyboard.press("Escape")
                    self.page.keyboard.press("Enter")
                with self.subTest(viewport=name, state=state):
                    results = Axe().run(self.page)
                    print(f"  axe, {name}, {state}: {results.violations_count} violations")
                    self.assertEqual(results.violations_count, 0, results.generate_report())

    # MARK: - The claim and the context menu

    def long_press(self, index, release=True):
        """Holds row `index` still with a finger (CDP touch events) until its menu opens; lets go
        unless `release` is false. Returns the CDP session and where the finger is."""
        box = self.row_box(index)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        cdp = self.context.new_cdp_session(self.page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        self.page.wait_for_timeout(800)
        if release:
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            self.page.wait_for_timeout(100)
        return cdp, x, y

    def event_names(self):
        return [event["name"] for event in self.events()]

    def test_a_long_press_opens_the_rows_menu_at_the_row_and_letting_go_leaves_it_open(self):
        before = self.titles()
        row = self.row_box(1)
        cdp, _, _ = self.long_press(1, release=False)
        self.assertTrue(self.page.is_visible("#actions-menu"))
        menu = self.page.locator("#actions-menu").bounding_box()
        self.assertTrue(touches(menu, row), (menu, row))
        self.assertIn("menu-open", self.event_names())
        self.assertNotIn("lift", self.event_names())
        # The finger lifts: the menu stays, its first item focused, named for the row.
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        self.page.wait_for_timeout(300)
        self.assertTrue(self.page.is_visible("#actions-menu"))
        self.assertEqual(self.page.evaluate("document.activeElement.getAttribute('role')"), "menuitem")
        self.assertEqual(self.page.get_attribute("#actions-menu", "aria-label"), f"Actions for “{before[1]}”")
        self.assertEqual(self.page.get_attribute("#actions", "aria-expanded"), "true")
        self.assertEqual(self.menu_names()[:4], ["Mark read", "Snooze", "Archive", "Delete"])
        self.assertEqual(self.page.eval_on_selector_all("#actions-menu .destructive", "items => items.map(b => b.textContent)"), ["Delete"])
        # A tap on an item runs it on the row: Archive takes the message away.
        self.page.tap("#actions-menu >> text=Archive")
        self.settle()
        self.assertFalse(self.page.is_visible("#actions-menu"))
        self.assertEqual(self.titles(), before[:1] + before[2:])
        self.assertEqual(self.announced(), f"Archive “{before[1]}”")
        self.assertIn("menu-close", self.event_names())

    def test_a_long_press_then_a_move_of_30_px_closes_the_menu_and_lifts_the_row(self):
        before = self.titles()
        cdp, x, y = self.long_press(1, release=False)
        self.assertTrue(self.page.is_visible("#actions-menu"))
        for step in range(1, 7):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + 30 * step / 6}]})
            self.page.wait_for_timeout(16)
        self.assertFalse(self.page.is_visible("#actions-menu"))
        self.assertIn("lifted", self.page.get_attribute("#rows li[data-title] >> nth=1", "class"))
        names = self.event_names()
        self.assertLess(names.index("menu-close"), names.index("lift"))
        self.assertEqual(self.page.evaluate("document.activeElement.id"), "rows")
        # Carried down past the next row and dropped: a reorder, as a lift always was.
        height = self.row_box(0)["height"]
        for step in range(1, 11):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + 30 + height * step / 10}]})
            self.page.wait_for_timeout(16)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        self.settle()
        self.assertEqual(self.titles(), [before[0], before[2], before[1]] + before[3:])

    def test_escape_or_a_tap_elsewhere_closes_the_menu_and_does_nothing_else(self):
        before = self.titles()
        self.long_press(2)
        self.assertTrue(self.page.is_visible("#actions-menu"))
        self.page.keyboard.press("Escape")
        self.assertFalse(self.page.is_visible("#actions-menu"))
        self.assertEqual(self.page.get_attribute("#actions", "aria-expanded"), "false")
        self.assertEqual(self.page.evaluate("document.activeElement.id"), "rows")
        self.assertEqual(self.event_names()[-1], "menu-close")
        # Open again; a tap on another row only closes it: no message opens, nothing moves.
        self.long_press(2)
        self.assertTrue(self.page.is_visible("#actions-menu"))
        box = self.row_box(5)
        self.page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        self.settle(300)
        self.assertFalse(self.page.is_visible("#actions-menu"))
        self.assertTrue(self.page.is_hidden("#message"))
        self.assertEqual(self.titles(), before)
        # And a tap outside the list, on the page's header.
        self.long_press(2)
        self.page.touchscreen.tap(10, 10)
        self.settle(300)
        self.assertFalse(self.page.is_visible("#actions-menu"))
        self.assertEqual(self.titles(), before)

    def test_the_actions_button_and_the_menu_key_open_the_same_menu_at_the_row(self):
        self.page.focus("#rows")
        self.page.keyboard.press("ArrowDown")
        self.page.keyboard.press("Shift+F10")
        keys = self.menu_names()
        row = self.page.locator("#rows li.selected").bounding_box()
        self.assertTrue(touches(self.page.locator("#actions-menu").bounding_box(), row))
        self.assertIn("menu-open", self.event_names())
        self.page.keyboard.press("Escape")
        self.page.click("#actions")
        self.assertEqual(self.menu_names(), keys)
        self.long_press(1)
        self.assertEqual(self.menu_names(), keys)

    def test_a_sideways_touch_drag_is_claimed_as_a_swipe_and_an_upward_one_as_a_scroll(self):
        self.touch_swipe(0, -0.2)
        self.settle()
        self.touch_drag(*self.center(3), -120, 10)
        self.settle()
        self.assertEqual(self.page.evaluate("window.gestureTable.claims"), ["swipe", "scroll"])

    def test_axe_finds_no_violation_with_a_long_press_menu_open(self):
        for name, options in (("phone", PHONE), ("desktop", dict(DESKTOP, has_touch=True))):
            with self.subTest(viewport=name):
                self.open_page(**options)
                self.long_press(1)
                self.assertTrue(self.page.is_visible("#actions-menu"))
                results = Axe().run(self.page)
                print(f"  axe, {name}, a long press's menu: {results.violations_count} violations")
                self.assertEqual(results.violations_count, 0, results.generate_report())

    # MARK: - Edit mode

    def center(self, index):
        box = self.row_box(index)
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def checked(self):
        """The titles of the rows checked (selected options) in edit mode, in order."""
        return self.page.eval_on_selector_all("#rows li[data-title][aria-selected=true]", "items => items.map(li => li.dataset.title)")

    def announced(self):
        return self.page.text_content("#announce")

    def mouse_sweep(self, first, last, steps=16, release=True):
        """Presses row `first` with the mouse and moves straight to row `last`."""
        x, y = self.center(first)
        _, end = self.center(last)
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        for step in range(1, steps + 1):
            self.page.mouse.move(x, y + (end - y) * step / steps)
            self.page.wait_for_timeout(16)
        if release:
            self.page.mouse.up()

    def touch_sweep(self, first, last, steps=16, end="touchEnd"):
        """Touches row `first` and moves the finger straight to row `last`; returns the CDP
        session, the finger still down when `end` is None."""
        x, y = self.center(first)
        _, to = self.center(last)
        cdp = self.context.new_cdp_session(self.page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, steps + 1):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + (to - y) * step / steps}]})
            self.page.wait_for_timeout(16)
        if end:
            cdp.send("Input.dispatchTouchEvent", {"type": end, "touchPoints": []})
        return cdp

    def test_edit_turns_edit_mode_on_and_done_turns_it_off(self):
        edit = self.page.locator("#edit")
        self.assertEqual((edit.text_content(), edit.get_attribute("aria-pressed")), ("Edit", "false"))
        self.assertNotEqual(self.page.get_attribute("#rows", "aria-multiselectable"), "true")
        self.assertFalse(self.page.is_visible("#delete"))
        self.assertTrue(self.page.is_visible("#hint .when-browsing"))
        self.page.click("#edit")
        self.assertEqual((edit.text_content(), edit.get_attribute("aria-pressed")), ("Done", "true"))
        self.assertEqual(self.page.get_attribute("#rows", "aria-multiselectable"), "true")
        self.assertEqual((self.page.text_content("#delete"), self.page.get_attribute("#delete", "aria-disabled")), ("Delete", "true"))
        self.assertTrue(self.page.is_visible("#delete"))
        self.assertTrue(self.page.is_visible("#hint .when-editing"))
        self.assertFalse(self.page.is_visible("#hint .when-browsing"))
        # The list's description (its keys) is edit mode's: what is not displayed is not read.
        displayed = "[...document.querySelectorAll('#keys span')].filter(e => getComputedStyle(e).display !== 'none').map(e => e.textContent)"
        keys = " ".join(" ".join(self.page.evaluate(displayed)).split())
        for text in ("Space checks", "Shift+↑ and Shift+↓ check", "d deletes", "e is done"):
            self.assertIn(text, keys)
        # The keys' row is not a checked one: nothing is selected as edit mode starts.
        self.assertEqual(self.checked(), [])
        self.assertEqual(self.page.locator("#rows li[data-title] .content").nth(0).evaluate("e => getComputedStyle(e, '::before').borderStyle"), "solid")
        self.page.click("#edit")
        self.assertEqual((edit.text_content(), edit.get_attribute("aria-pressed")), ("Edit", "false"))
        self.assertEqual(self.page.get_attribute("#rows", "aria-multiselectable"), "false")
        self.assertFalse(self.page.is_visible("#delete"))
        self.assertIn("e edits", " ".join(self.page.evaluate(displayed)))
        # The `e` key of the list does the same, as the terminal demo's.
        self.page.focus("#rows")
        self.page.keyboard.press("e")
        self.assertEqual(edit.get_attribute("aria-pressed"), "true")

    def test_in_edit_mode_a_tap_checks_a_row_and_a_second_tap_unchecks_it(self):
        titles = self.titles()
        self.page.click("#edit")
        self.page.mouse.click(*self.center(2))
        self.assertEqual(self.checked(), [titles[2]])
        self.assertIn("checked", self.page.get_attribute("#rows li[data-title] >> nth=2", "class"))
        self.assertEqual(self.announced(), "1 selected")
        self.assertFalse(self.page.is_visible("#message"), "a tap checks in edit mode, it does not open")
        self.assertEqual((self.page.text_content("#delete"), self.page.get_attribute("#delete", "aria-disabled")), ("Delete 1", "false"))
        self.assertEqual(self.page.get_attribute(f"#{self.page.get_attribute('#rows', 'aria-activedescendant')}", "data-title"), titles[2])
        self.page.mouse.click(*self.center(2))
        self.assertEqual(self.checked(), [])
        self.assertEqual(self.announced(), "0 selected")
        self.assertEqual((self.page.text_content("#delete"), self.page.get_attribute("#delete", "aria-disabled")), ("Delete", "true"))

    def test_a_mouse_sweep_over_three_rows_checks_them(self):
        titles = self.titles()
        self.page.click("#edit")
        self.mouse_sweep(1, 3)
        self.assertEqual(self.checked(), titles[1:4])
        self.assertEqual(self.announced(), "3 selected")
        self.assertEqual(self.page.text_content("#delete"), "Delete 3")
        self.assertEqual(self.titles(), titles, "a sweep moves no row")

    def test_a_touch_sweep_checks_the_rows_it_crosses_and_does_not_scroll(self):
        titles = self.titles()
        self.page.click("#edit")
        top = self.row_box(0)["y"]
        self.touch_sweep(0, 2)
        self.assertEqual(self.checked(), titles[0:3])
        self.assertEqual(self.announced(), "3 selected")
        self.assertAlmostEqual(self.row_box(0)["y"], top, delta=1)
        # Moving back lets go of the rows the sweep checked, never of rows checked before it.
        x, _ = self.center(5)
        cdp = self.context.new_cdp_session(self.page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": self.center(5)[1]}]})
        for row in (3, 5, 1, 5):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": self.center(row)[1]}]})
            self.page.wait_for_timeout(16)
            if row == 1:
                self.assertEqual(self.checked(), titles[0:6])
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        self.assertEqual(self.checked(), titles[0:3] + titles[5:6])

    def test_delete_removes_the_checked_rows_in_one_step_and_one_undo_brings_them_all_back(self):
        # A snooze first: one table step (a push-and-delete and an insert, one batch), one `u`
        # of its own after the deletion.
        original = self.titles()
        self.touch_swipe(5, 0.45)
        self.settle()
        titles = original[:5] + original[6:] + original[5:6]
        self.assertEqual(self.titles(), titles)
        self.page.click("#edit")
        self.mouse_sweep(1, 3)
        self.page.click("#delete")
        self.assertEqual(self.announced(), "Deleted 3 messages")
        self.settle()
        self.assertEqual(self.titles(), titles[:1] + titles[4:])
        self.assertEqual((self.page.text_content("#delete"), self.page.get_attribute("#delete", "aria-disabled")), ("Delete", "true"))
        self.page.click("#undo")
        self.settle()
        self.assertEqual(self.titles(), titles)
        self.assertEqual(self.checked(), [], "rows put back are not checked")
        self.page.click("#redo")
        self.settle()
        self.assertEqual(self.titles(), titles[:1] + titles[4:])
        self.page.click("#undo")
        self.page.click("#undo")
        self.settle()
        self.assertEqual(self.titles(), original)
        self.assertEqual(self.page.get_attribute("#undo", "aria-disabled"), "true")
        self.page.click("#redo")
        self.settle()
        # The same by the keys: u and Shift+U, and d deletes the checked rows.
        self.page.focus("#rows")
        self.page.keyboard.press("Shift+U")
        self.settle()
        self.assertEqual(self.titles(), titles[:1] + titles[4:])
        self.page.keyboard.press("u")
        self.settle()
        self.assertEqual(self.titles(), titles)
        self.page.keyboard.press("Space")
        self.page.keyboard.press("d")
        self.settle()
        self.assertEqual(len(self.titles()), 29)
        self.page.keyboard.press("u")
        self.settle()
        self.assertEqual(self.titles(), titles)

    def test_swipes_do_nothing_in_edit_mode(self):
        titles = self.titles()
        self.page.click("#edit")
        self.page.focus("#rows")
        self.page.keyboard.press("Enter")
        self.assertFalse(self.page.is_visible("#message"), "Enter opens nothing in edit mode")
        self.mouse_swipe(1, -0.45)
        self.touch_swipe(2, -0.45)
        self.touch_swipe(3, 0.2)
        self.settle()
        self.assertEqual(self.titles(), titles)
        self.assertEqual(self.checked(), [])
        names = [event["name"] for event in self.events()]
        self.assertFalse({"trigger", "highlight"} & set(names), names)
        # Nor do the keys that stand for a swipe.
        self.page.focus("#rows")
        for key in ("ArrowLeft", "ArrowLeft", "Enter", "ArrowRight"):
            self.page.keyboard.press(key)
        self.settle()
        self.assertEqual(self.titles(), titles)

    def test_space_and_shift_arrows_check_rows_by_keys(self):
        titles = self.titles()
        active = lambda: self.page.get_attribute(f"#{self.page.get_attribute('#rows', 'aria-activedescendant')}", "data-title")
        self.page.focus("#rows")
        self.page.keyboard.press("Shift+ArrowDown")
        self.assertEqual(self.checked(), [titles[1]], "outside edit mode Shift+↓ selects the next row alone")
        self.assertNotEqual(self.announced(), "1 selected", "as ↓ does")
        self.page.keyboard.press("e")
        self.assertEqual(self.checked(), [])
        self.assertEqual(active(), titles[1])
        self.page.keyboard.press("ArrowDown")
        self.assertEqual(self.checked(), [], "↑ and ↓ go to a row without checking it")
        self.page.keyboard.press("Space")
        self.assertEqual(self.checked(), [titles[2]])
        self.assertEqual(self.announced(), "1 selected")
        self.page.keyboard.press("Shift+ArrowDown")
        self.page.keyboard.press("Shift+ArrowDown")
        self.assertEqual(self.checked(), titles[2:5])
        self.assertEqual(self.announced(), "3 selected")
        self.assertEqual(active(), titles[4])
        self.page.keyboard.press("Space")
        self.assertEqual(self.checked(), titles[2:4])
        self.assertEqual(self.announced(), "2 selected")
        # Shift+↑ from an unchecked row checks it and the row above.
        self.page.keyboard.press("ArrowDown")
        self.page.keyboard.press("Shift+ArrowUp")
        self.assertEqual(self.checked(), titles[2:6])
        self.assertNotIn("lifted", " ".join(self.page.eval_on_selector_all("#rows li", "items => items.map(li => li.className)")))

    def test_done_lets_the_checked_rows_go_and_swipes_work_again(self):
        titles = self.titles()
        self.page.click("#edit")
        self.mouse_sweep(2, 3)
        self.page.click("#edit")
        self.assertEqual(self.page.locator("#rows li.checked").count(), 0)
        self.assertEqual(self.checked(), [titles[3]], "one row selected again: the keys' row, where the sweep ended")
        self.assertEqual(self.page.get_attribute("#rows", "aria-multiselectable"), "false")
        self.mouse_swipe(1, -0.2)
        self.settle()
        self.assertEqual(self.titles(), titles[:1] + titles[2:])
        self.assertIn({"name": "trigger", "slot": ARCHIVE, "index": 1, "from": None}, self.events())
        self.page.mouse.click(*self.center(1))
        self.assertTrue(self.page.is_visible("#message"), "a tap opens a message again")

    def test_a_long_press_on_a_checked_row_lifts_the_checked_rows_and_one_undo_puts_them_back(self):
        titles = self.titles()
        # A snooze first: one table step (one batch), which one `u` takes back after the group's move.
        self.touch_swipe(5, 0.45)
        self.settle()
        snoozed = titles[:5] + titles[6:] + titles[5:6]
        self.assertEqual(self.titles(), snoozed)
        self.page.click("#edit")
        self.page.mouse.click(*self.center(0))
        self.page.mouse.click(*self.center(2))
        x, y = self.lift(2)
        self.assertEqual(self.announced(), "Lifted 2 messages: move them, then drop them")
        self.assertEqual(self.page.eval_on_selector("#rows li.checked:not(.lifted) .content", "e => getComputedStyle(e).opacity"), "0.55")
        height = self.row_box(0)["height"]
        for step in range(1, 21):
            self.page.mouse.move(x, y + 2.2 * height * step / 20)
            self.page.wait_for_timeout(16)
        self.page.mouse.up()
        self.settle()
        moved = [snoozed[1], snoozed[3], snoozed[4], snoozed[0], snoozed[2]] + snoozed[5:]
        self.assertEqual(self.titles(), moved)
        self.assertEqual(self.checked(), [snoozed[0], snoozed[2]], "the rows stay checked")
        self.assertTrue(self.announced().startswith("2 rows moved to "), self.announced())
        self.page.click("#undo")
        self.settle()
        self.assertEqual(self.titles(), snoozed)
        self.page.click("#undo")
        self.settle()
        self.assertEqual(self.titles(), titles)
        self.assertEqual(self.page.get_attribute("#undo", "aria-disabled"), "true")

    def test_axe_finds_no_violation_in_edit_mode(self):
        for name, options in (("phone", PHONE), ("desktop", DESKTOP)):
            self.open_page(**options)
            self.page.click("#edit")
            self.page.mouse.click(*self.center(1))
            self.page.focus("#rows")
            with self.subTest(viewport=name):
                results = Axe().run(self.page)
                print(f"  axe, {name}, edit mode: {results.violations_count} violations")
                self.assertEqual(results.violations_count, 0, results.generate_report())

    # MARK: - Edit mode, attacked

    def test_edit_and_delete_wait_for_a_swipe_or_a_lift_to_end(self):
        titles = self.titles()
        click = lambda id: self.page.evaluate(f"document.getElementById('{id}').click()")
        # A finger swiping (Edit tapped with another finger, or reached by the keyboard).
        self.mouse_swipe(1, -0.2, release=False)
        click("edit")
        self.assertEqual(self.page.get_attribute("#edit", "aria-pressed"), "false")
        self.assertEqual(self.announced(), "Drop or let go of the message first")
        self.page.mouse.up()
        self.settle()
        self.assertEqual(self.titles(), titles[:1] + titles[2:], "the swipe ends as it would have")
        # A row lifted by the keys.
        self.page.focus("#rows")
        self.page.keyboard.press("Space")
        click("edit")
        self.assertEqual(self.page.get_attribute("#edit", "aria-pressed"), "false")
        self.assertEqual(self.page.locator("#rows li.lifted").count(), 1)
        self.page.keyboard.press("Escape")
        # In edit mode, a sweep in progress: Done waits for it, and so does Delete.
        self.page.click("#edit")
        self.mouse_sweep(0, 2, release=False)
        click("edit")
        click("delete")
        self.assertEqual(self.page.get_attribute("#edit", "aria-pressed"), "true")
        self.page.mouse.up()
        self.assertEqual(len(self.checked()), 3)
        self.assertEqual(len(self.titles()), 29)
        # A group lifted: Done and Delete wait.
        x, y = self.lift(1)
        click("delete")
        click("edit")
        self.assertEqual((self.page.get_attribute("#edit", "aria-pressed"), len(self.titles())), ("true", 29))
        self.page.mouse.up()

    def test_delete_of_every_row_then_undo_and_redo(self):
        titles = self.titles()
        self.page.click("#edit")
        self.page.focus("#rows")
        self.page.keyboard.press("Space")
        for _ in range(35):
            self.page.keyboard.press("Shift+ArrowDown")
        self.assertEqual(self.announced(), "30 selected")
        self.page.click("#delete")
        self.settle(1200)
        self.assertEqual(self.titles(), [])
        self.assertTrue(self.page.is_visible("#placeholder"))
        self.assertEqual(self.page.get_attribute("#edit", "aria-pressed"), "true")
        self.page.focus("#rows")
        for key in ("ArrowDown", "Space", "Shift+ArrowDown", "d", "Enter"):
            self.page.keyboard.press(key)
        self.page.keyboard.press("u")
        self.settle()
        self.assertEqual(self.titles(), titles)
        self.assertEqual(self.checked(), [])
        self.page.keyboard.press("Space")
        self.assertEqual(len(self.checked()), 1, "the keys have a row again")
        self.page.keyboard.press("Shift+U")
        self.settle(1200)
        self.assertEqual(self.titles(), [])
        self.page.click("#edit")  # Done, on an empty list
        self.assertEqual(self.page.get_attribute("#edit", "aria-pressed"), "false")
        self.page.click("#undo")
        self.settle()
        self.assertEqual(self.titles(), titles)
        self.assertEqual(len(self.checked()), 1)

    def test_reset_while_editing_shows_the_inbox_fresh_out_of_edit_mode(self):
        titles = self.titles()
        self.page.click("#edit")
        self.mouse_sweep(0, 2)
        self.page.click("#reset")
        self.assertEqual(self.page.get_attribute("#edit", "aria-pressed"), "false")
        self.assertEqual(self.page.get_attribute("#rows", "aria-multiselectable"), "false")
        self.assertFalse(self.page.is_visible("#delete"))
        self.assertEqual(self.page.locator("#rows li.checked").count(), 0)
        self.mouse_swipe(0, -0.2)
        self.settle()
        self.assertEqual(self.titles(), titles[1:])

    def test_a_second_finger_during_a_sweep_changes_nothing(self):
        titles = self.titles()
        self.page.click("#edit")
        cdp = self.touch_sweep(0, 2, end=None)
        x, y = self.center(0)
        _, far = self.center(5)
        first = {"x": x, "y": self.center(2)[1], "id": 0}
        second = {"x": x + 40, "y": far, "id": 1}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [first, second]})
        for step in range(1, 8):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [first, dict(second, y=far - 20 * step)]})
            self.page.wait_for_timeout(16)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": [first]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        self.assertEqual(self.checked(), titles[0:3])
        self.assertEqual(self.titles(), titles)

    def test_a_cancelled_sweep_lets_go_of_what_it_checked(self):
        titles = self.titles()
        self.page.click("#edit")
        self.page.mouse.click(*self.center(4))
        self.touch_sweep(1, 5, end="touchCancel")
        self.assertEqual(self.checked(), [titles[4]], "the rows checked before it stay")
        self.assertEqual(self.page.text_content("#delete"), "Delete 1")

    # MARK: - The harness out of the way

    def test_the_script_player_shows_only_at_player(self):
        self.assertFalse(self.page.is_visible("#script"))
        self.assertNotIn("Keyboard:", self.page.text_content("header"))
        self.assertEqual(self.play('size 20x3\nrow "A"\n')["status"], 0)
        self.open_page(PAGE.as_uri() + "#player")
        self.assertTrue(self.page.is_visible("#script"))
        self.page.click("#script summary")
        self.page.click("#play")
        self.page.wait_for_function("document.querySelector('#script-result').textContent.startsWith('status 0')")
        self.assertEqual(self.titles(), ["Inbox zero"])

    def test_screenshots(self):
        """Mid-swipe and mid-reorder, on a phone and a desktop: screenshot-phone.png (the README's
        image) and screenshot-desktop.png mid-swipe, screenshot-*-reorder.png mid-reorder."""
        for name, options in (("phone", PHONE), ("desktop", DESKTOP)):
            with self.subTest(viewport=name):
                self.open_page(**options)
                path = ROOT / f"Examples/Web/screenshot-{name}.png"
                self.mouse_swipe(1, -0.27, release=False)  # past Archive, far enough for its label
                self.page.wait_for_timeout(100)
                self.page.screenshot(path=str(path))
                self.page.mouse.up()
                self.assertGreater(path.stat().st_size, 10_000)
                self.open_page(**options)
                path = ROOT / f"Examples/Web/screenshot-{name}-reorder.png"
                box = self.row_box(1)
                x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
                self.page.mouse.move(x, y)
                self.page.mouse.down()
                self.page.wait_for_timeout(700)
                for step in range(1, 11):
                    self.page.mouse.move(x, y + 1.4 * box["height"] * step / 10)
                    self.page.wait_for_timeout(16)
                self.page.wait_for_timeout(100)
                self.page.screenshot(path=str(path))
                self.page.mouse.up()
                self.assertGreater(path.stat().st_size, 10_000)

    # MARK: - As people see it

    def lift(self, index):
        """Presses row `index` with the mouse until it lifts (held still, then moved past the
        menu's tolerance, 10 px up, when its menu opens); returns where the pointer is."""
        box = self.row_box(index)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        self.page.wait_for_timeout(700)
        if self.page.is_visible("#actions-menu"):
            y -= 12
            self.page.mouse.move(x, y)
            self.page.wait_for_timeout(50)  # drawn at the next frame
        self.assertIn("lifted", self.page.get_attribute(f"#rows li[data-title] >> nth={index}", "class"))
        return x, y

    def test_a_lifted_row_follows_the_pointer_continuously(self):
        x, y = self.lift(1)
        top = lambda: self.row_box(1)["y"]
        start = top()
        for moved in (12, 25, 40, 60):
            self.page.mouse.move(x, y + moved, steps=4)
            self.page.wait_for_timeout(50)
            print(f"  pointer moved {moved} px: the lifted row moved {top() - start:.1f} px")
            self.assertAlmostEqual(top() - start, moved, delta=3)
        self.page.mouse.move(x, y, steps=4)
        self.page.wait_for_timeout(50)
        self.assertAlmostEqual(top(), start, delta=3)
        self.page.mouse.up()

    def assert_raised_and_translucent(self, content):
        """The element `content` (a carried row's content) casts a shadow and lets what is under
        it show: its background is not opaque."""
        style = self.page.eval_on_selector(content, "e => [getComputedStyle(e).boxShadow, getComputedStyle(e).backgroundColor]")
        self.assertNotEqual(style[0], "none", "raised: a shadow")
        alpha = re.match(r"rgba\([^,]+,[^,]+,[^,]+,\s*([0-9.]+)\)", style[1])
        self.assertIsNotNone(alpha, f"translucent: {style[1]}")
        self.assertLessEqual(float(alpha.group(1)), 0.85)

    def assert_on_top(self, box, selector):
        """What shows at the middle of `box` is an element that matches `selector` (or is in one)."""
        point = [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2]
        shown = self.page.evaluate(f"([x, y]) => document.elementFromPoint(x, y)?.closest({json.dumps(selector)}) !== null", point)
        self.assertTrue(shown, f"{selector} is not on top at {point}")

    def test_a_carried_row_is_raised_and_translucent_and_its_home_is_marked(self):
        self.open_page(**PHONE)
        home = self.row_box(1)
        self.assertEqual(self.page.locator("#rows li[data-origin]").count(), 0)
        x, y = self.lift(1)
        self.assert_raised_and_translucent("#rows li.lifted .content")
        origin = lambda: self.page.locator("#rows li[data-origin]").bounding_box()
        # Held over its home: the empty slot it left, outlined.
        self.assertAlmostEqual(origin()["y"], home["y"], delta=2)
        self.assertAlmostEqual(origin()["height"], home["height"], delta=2)
        self.assertEqual(self.page.eval_on_selector("#rows li[data-origin]", "e => getComputedStyle(e).borderTopStyle"), "dashed")
        # Carried two rows down: the rows closed over its home, whose edge stays marked.
        self.page.mouse.move(x, y + 2.2 * home["height"], steps=12)
        self.page.wait_for_timeout(300)
        mark = origin()
        self.assertLess(mark["height"], 12)
        self.assertAlmostEqual(mark["y"] + mark["height"] / 2, home["y"], delta=3)
        self.assert_on_top(mark, "li[data-origin]")
        self.page.mouse.up()
        self.settle()
        self.assertEqual(self.page.locator("#rows li[data-origin]").count(), 0, "no mark once the row is dropped")

    def test_the_list_reaches_the_windows_bottom_and_follows_a_resize(self):
        self.open_page(**PHONE)
        for height in (844, 700, 960):
            with self.subTest(height=height):
                self.page.set_viewport_size({"width": 390, "height": height})
                self.page.wait_for_timeout(200)
                measure = """() => {
                    const list = document.getElementById("rows").getBoundingClientRect();
                    const rows = [...document.querySelectorAll("#rows li[data-title]")].map((li) => li.getBoundingClientRect());
                    return { top: list.top, bottom: list.bottom, page: document.documentElement.scrollHeight,
                             lastRow: Math.max(...rows.map((row) => row.bottom)), firstRow: Math.min(...rows.map((row) => row.top)) };
                }"""
                box = self.page.evaluate(measure)
                self.assertLessEqual(box["page"], height, "the page does not scroll: it fits the window")
                # The list ends where the window does, less the live region's line below it.
                self.assertGreater(box["bottom"], height - 80)
                # Its rows fill it to its bottom: no row cut short above empty space.
                self.assertGreaterEqual(box["lastRow"], box["bottom"])
                self.assertEqual(self.page.evaluate("window.gestureTable.rows().length") > 0, True)

    def test_the_phone_toolbar_fits_on_one_line(self):
        self.open_page(**PHONE)
        tops = lambda: self.page.eval_on_selector_all(
            "#inbox .toolbar button:not([hidden])", "buttons => buttons.map((b) => Math.round(b.getBoundingClientRect().top))")
        fits = lambda: self.page.eval_on_selector(".toolbar", "e => e.scrollWidth <= e.clientWidth")
        self.assertEqual(len(set(tops())), 1, tops())
        self.assertTrue(fits())
        # In edit mode with checked rows: Done and "Delete 3" too.
        self.page.click("#edit")
        for index in range(3):
            self.page.click(f"#rows li[data-title] >> nth={index}")
        self.page.wait_for_timeout(100)
        self.assertEqual(self.page.text_content("#delete"), "Delete 3")
        self.assertEqual(len(set(tops())), 1, tops())
        self.assertTrue(fits())

    def test_no_status_text_stays_after_a_script_plays_or_the_inbox_comes_back(self):
        self.mouse_swipe(1, -0.2)
        self.settle()
        self.assertIn("Archived", self.page.text_content("#announce"))
        self.play('size 20x3\nrow "A"\n')
        self.assertEqual(self.page.text_content("#announce"), "", "the inbox's news is not the script's table's")
        self.page.focus("#rows")
        self.page.keyboard.press("ArrowDown")
        self.page.keyboard.press("Space")
        self.assertIn("Lifted", self.page.text_content("#announce"))
        self.page.click("#reset")
        self.assertEqual(self.page.text_content("#announce"), "")

    def test_build_script_installs_nothing_and_names_what_installs_binaryen(self):
        script = (ROOT / "Examples/Web/build.sh").read_text()
        commands = [line for line in script.splitlines() if not line.lstrip().startswith(("#", "echo"))]
        self.assertFalse([line for line in commands if "apt-get" in line], "build.sh runs no apt-get")
        self.assertIn("apt-get install binaryen", script)
        ci = (ROOT / ".ci/web-tests").read_text()
        self.assertIn("binaryen", ci, ".ci/web-tests installs it when missing")

    def test_a_lifted_row_that_is_selected_still_looks_lifted(self):
        self.page.focus("#rows")
        self.page.keyboard.press("ArrowDown")
        self.page.keyboard.press("Space")
        content = "#rows li.lifted .content"
        self.assertIn("selected", self.page.get_attribute("#rows li.lifted", "class"))
        transform = self.page.eval_on_selector(content, "e => getComputedStyle(e).transform")
        shadow = self.page.eval_on_selector(content, "e => getComputedStyle(e).boxShadow")
        self.assertTrue(transform.startswith("matrix(1.02, 0, 0, 1.02"), transform)
        self.assertIn("0px 8px 20px", shadow)
        self.assertIn("inset", shadow, "the selection's bar stays inside the lift's shadow")
        # Swiped and lifted at once is not possible, but the offset and the scale compose.
        self.page.eval_on_selector(content, "e => e.style.setProperty('--offset', '10px')")
        self.assertEqual(self.page.eval_on_selector(content, "e => getComputedStyle(e).transform"), "matrix(1.02, 0, 0, 1.02, 10, 0)")

    def test_no_row_looks_selected_until_one_is(self):
        self.assertEqual(self.page.locator("#rows li.selected").count(), 0)
        self.assertEqual(self.page.get_attribute("#rows", "aria-activedescendant"), self.page.get_attribute("#rows li[data-title] >> nth=0", "id"))
        self.page.focus("#rows")
        self.page.keyboard.press("ArrowDown")
        self.assertEqual(self.page.eval_on_selector_all("#rows li.selected", "items => items.map(li => li.dataset.title)"), [self.titles()[1]])

    def test_action_text_has_the_contrast_wcag_asks_for(self):
        contrast = """li => {
          const parse = (color) => color.match(/[\\d.]+/g).slice(0, 3).map(Number);
          const luminance = (rgb) => rgb.map((c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; })
            .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
          const behind = li.querySelector(".behind"), style = getComputedStyle(behind);
          const [a, b] = [luminance(parse(style.color)), luminance(parse(style.backgroundColor))];
          return [li.querySelector(".action").textContent, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)];
        }"""
        for fraction in (-0.08, -0.2, -0.45, 0.08, 0.2, 0.45):
            with self.subTest(fraction=fraction):
                self.mouse_swipe(3, fraction, release=False)
                text, ratio = self.page.eval_on_selector("#rows li[data-title] >> nth=3", contrast)
                print(f"  {text!r} at {fraction}: {ratio:.2f}:1")
                self.assertGreaterEqual(ratio, 4.5, text)
                self.page.mouse.move(0, 0, steps=4)
                self.page.mouse.up()
                self.settle()
        # axe-core's own check, mid-swipe.
        self.mouse_swipe(3, -0.2, release=False)
        results = Axe().run(self.page, options={"runOnly": ["color-contrast"]})
        self.page.mouse.up()
        self.assertEqual(results.violations_count, 0, results.generate_report())

    def test_the_list_pulls_past_its_ends_and_springs_back(self):
        top = lambda: self.page.evaluate("document.querySelector('#rows li[data-title]').getBoundingClientRect().top")
        list_top = self.page.locator("#rows").bounding_box()["y"]
        rest = top()
        box = self.row_box(2)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        cdp = self.context.new_cdp_session(self.page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, 16):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + 10 * step}]})
            self.page.wait_for_timeout(16)
        self.page.wait_for_timeout(50)
        pulled = top() - rest
        print(f"  a 150 px pull at the top moves the rows {pulled:.0f} px")
        self.assertGreater(pulled, 30)
        self.assertLess(pulled, 150)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        self.settle(600)
        self.assertAlmostEqual(top(), rest, delta=1)
        self.assertAlmostEqual(rest, list_top, delta=40)
        # And at the bottom.
        self.page.focus("#rows")
        self.page.keyboard.press("End")
        self.settle(300)
        last = lambda: self.page.evaluate("[...document.querySelectorAll('#rows li[data-title]')].at(-1).getBoundingClientRect().bottom")
        rest = last()
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y + 100}]})
        for step in range(1, 16):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + 100 - 10 * step}]})
            self.page.wait_for_timeout(16)
        self.page.wait_for_timeout(50)
        self.assertLess(last() - rest, -30)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        self.settle(600)
        self.assertAlmostEqual(last(), rest, delta=1)

    def test_rows_say_their_section(self):
        labels = self.page.eval_on_selector_all("#rows li[data-title]", "items => items.map(li => li.getAttribute('aria-label'))")
        self.assertTrue(labels[0].endswith(", in Today"), labels[0])
        self.assertTrue(labels[8].endswith(", in Yesterday"), labels[8])
        # The last row is in the document once the keys reach it.
        self.page.focus("#rows")
        self.page.keyboard.press("End")
        last = self.page.get_attribute(f"#{self.page.get_attribute('#rows', 'aria-activedescendant')}", "aria-label")
        self.assertTrue(last.endswith(", in Earlier"), last)

    def test_a_lifted_row_moved_by_keys_says_where_it_is(self):
        titles = self.titles()
        announced = lambda: self.page.text_content("#announce")
        self.page.focus("#rows")
        self.page.keyboard.press("Space")
        self.assertIn("Lifted", announced())
        self.page.keyboard.press("ArrowDown")
        self.assertEqual(announced(), f"“{titles[0]}” at Today, position 2: drop it here or move on")
        self.page.keyboard.press("ArrowDown")
        self.assertEqual(announced(), f"“{titles[0]}” at Today, position 3: drop it here or move on")
        self.page.keyboard.press("Space")
        self.assertEqual(announced(), f"Moved “{titles[0]}” to Today, position 3")

    def test_undo_and_redo_are_disabled_with_nothing_to_take_back(self):
        disabled = lambda id: self.page.get_attribute(f"#{id}", "aria-disabled")
        self.assertEqual((disabled("undo"), disabled("redo")), ("true", "true"))
        before = self.titles()
        self.page.click("#undo", force=True)  # a disabled button, still focusable and clickable
        self.assertEqual(self.titles(), before)
        self.mouse_swipe(1, -0.2)
        self.settle()
        self.assertEqual((disabled("undo"), disabled("redo")), ("false", "true"))
        self.page.click("#undo")
        self.settle()
        self.assertEqual(self.titles(), before)
        self.assertEqual((disabled("undo"), disabled("redo")), ("true", "false"))

    def test_the_live_region_clears_when_a_swipe_comes_back_below_its_action(self):
        self.mouse_swipe(2, -0.2, release=False)
        self.assertEqual(self.page.text_content("#announce"), "Archive: release to confirm")
        box = self.row_box(2)
        self.page.mouse.move(box["x"] + box["width"] / 2 + 5, box["y"] + box["height"] / 2, steps=10)
        self.page.wait_for_timeout(120)
        self.page.mouse.up()
        self.settle()
        self.assertEqual(self.page.text_content("#announce"), "")
        self.assertNotIn("trigger", [event["name"] for event in self.events()])

    def test_the_second_module_loads_only_when_a_script_plays(self):
        player = "() => document.querySelectorAll('script[src=\"player.js\"]').length"
        self.assertEqual(self.page.evaluate(player), 0)
        self.assertNotIn("gestureTablePlayer(", PAGE.read_text(), "the page does not hold the second module")
        self.assertEqual(self.play('size 20x3\nrow "A"\n')["status"], 0)
        self.play('size 20x3\nrow "B"\n')
        self.assertEqual(self.page.evaluate(player), 1, "loaded once")

    def test_a_hundred_thousand_rows_keep_a_few_in_the_document_and_every_gesture(self):
        self.open_page(f"{PAGE.as_uri()}?rows=100000", viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
        drawn = lambda: self.page.locator("#rows li").count()
        count = lambda: self.page.evaluate("window.gestureTable.rows().length")
        self.assertEqual(count(), 100_000)
        self.assertLessEqual(drawn(), 16)
        self.assertEqual(self.page.get_attribute("#rows li[data-title] >> nth=0", "aria-setsize"), "100000")
        # A long press, then held at the list's bottom edge: the list scrolls by itself, with
        # the rows in sight the only ones in the document all the while.
        box = self.row_box(0)
        bottom = self.page.evaluate("document.querySelector('#rows').getBoundingClientRect().bottom")
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        self.page.wait_for_timeout(800)
        for step in range(1, 21):
            self.page.mouse.move(x, y + (bottom - 20 - y) * step / 20)
            self.page.wait_for_timeout(16)
        most = 0
        for _ in range(15):
            self.page.wait_for_timeout(100)
            most = max(most, drawn())
        self.page.mouse.up()
        self.settle()
        self.assertLessEqual(most, 16)
        moved_to = self.page.evaluate("window.gestureTable.rows().indexOf('Row 1')")
        self.assertGreater(moved_to, 20, "the drag scrolled the list past its first screen")
        self.assertIn("drop", [event["name"] for event in self.events()])
        # A swipe past Delete deletes a row; u brings it back.
        first = self.drawn_titles()[1]
        self.mouse_swipe(1, -0.45)
        self.settle()
        self.assertEqual(count(), 99_999)
        self.assertNotIn(first, self.drawn_titles())
        self.page.focus("#rows")
        self.page.keyboard.press("u")
        self.settle()
        self.assertEqual(count(), 100_000)
        self.assertIn(first, self.drawn_titles())
        # The keys reach the last row, which the Actions menu acts on.
        self.page.keyboard.press("End")
        self.settle(300)
        active = self.page.get_attribute("#rows", "aria-activedescendant")
        self.assertEqual(self.page.get_attribute(f"#{active}", "aria-posinset"), "100000")
        self.assertEqual(self.page.get_attribute(f"#{active}", "data-title"), "Row 100000")
        self.page.keyboard.press("ArrowUp")
        self.assertEqual(self.page.get_attribute(f"#{self.page.get_attribute('#rows', 'aria-activedescendant')}", "aria-posinset"), "99999")
        self.page.keyboard.press("Shift+F10")
        self.assertIn("Delete", self.page.eval_on_selector_all("#actions-menu [role=menuitem]", "items => items.map(b => b.textContent)"))
        self.page.keyboard.press("Escape")
        self.assertLessEqual(drawn(), 16)

    def test_the_module_is_at_most_515_kb_and_the_first_frame_is_timed(self):
        # The goal is 400 KB. The bound holds what is there (515 KB) with less than 1 KB to spare
        # until the module is made smaller. Each verb is a type of its own since the fifth edition, so the page links the
        # steps of the verbs it calls (38 KB less than one input switch linking every reducer);
        # what is left is the core the inbox uses (swipes, reveal, reorder with refusals asked in
        # one round, exact undo across a lift, rows in groups, edit mode, change streams), the
        # page's own model (its sample messages, keys, JSON frames of changes), String hashing
        # and comparison with their Unicode tables, and the undo window's snackbar (14 KB: 6 KB
        # of it hooks in the store's delivery that every table links). The claim and context menus
        # took it from 459 KB to 470 KB in the core's pointer handling the inbox links, and 7.7 KB
        # more with the page's claim and menu (the public claim 3.4 KB, the menu's verbs and frame).
        # The core's front-end contract (frames of rows with their swipe's progress and stretch, an
        # open row's buttons, haptic moments and announcements; pointer samples) took it from
        # 479 KB to 489 KB once the page drew from it and sent its pointer through it. The core's
        # outlines (rows inside rows, carries into a row or at a depth, spring-loading, their keys,
        # accessibility actions and frames' depth and disclosure) took it from 489 KB to 515 KB
        # (488,648 to 514,395 bytes): the inbox is flat, and the outline's code is reached only
        # through the parts setOutline installs (OutlineParts), but its small hooks in the
        # reorder, the undo and the steps are linked (the outline view itself is in the second
        # module). Before the parts, every table linked all of it: 558,761 bytes.
        module = (ROOT / ".build/web/table.wasm").stat().st_size
        page = PAGE.stat().st_size
        self.assertLessEqual(module, 515_000)
        context = self.browser.new_context(viewport={"width": 390, "height": 844})
        page_view = context.new_page()
        page_view.add_init_script("""
          new MutationObserver((changes, observer) => {
            if (document.querySelector('#rows li[data-title]')) { window.firstRowAt = performance.now(); observer.disconnect(); }
          }).observe(document, { childList: true, subtree: true });""")
        times = []
        for _ in range(5):
            page_view.goto(PAGE.as_uri())
            page_view.wait_for_function("window.firstRowAt !== undefined")
            times.append(page_view.evaluate("window.firstRowAt"))
        context.close()
        times.sort()
        print(f"  table.wasm {module:,} bytes, page {page:,} bytes; first row drawn {times[2]:.0f} ms after navigation start (median of 5)")

# Reads the characters drawn in the area a row uncovers, DOM-agnostic: every text outside the
# row's content, one character at a time, against the area between the row's outer edge and
# the content's edge.
UNCOVERED_TEXT = """index => {
  const li = document.querySelectorAll("#rows li[data-title]")[index];
  const row = li.getBoundingClientRect();
  const content = li.querySelector(".content");
  const edge = content.getBoundingClientRect();
  const area = edge.left > row.left + 0.5 ? { left: row.left, right: edge.left } : { left: edge.right, right: row.right };
  const visible = (node) => {
    for (let e = node.parentElement; e && e !== li; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.visibility === "hidden" || Number(style.opacity) < 0.05) return false;
    }
    return true;
  };
  const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
  let shown = "", cut = "";
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (content.contains(node) || !visible(node)) continue;
    let offset = 0;
    for (const character of node.data) {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + character.length);
      offset += character.length;
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.right <= area.left + 0.5 || box.left >= area.right - 0.5) continue;
      if (box.left >= area.left - 0.5 && box.right <= area.right + 0.5) shown += character;
      else cut += character;
    }
  }
  return { shown, cut, uncovered: Math.max(0, area.right - area.left) };
}"""

# The name the page and the native player give the script in their diagnostics.
SCRIPT_NAME = "script.gts"

# Scripts that fail: a script error where they are parsed (the lexer, the arguments, the
# expectations' own) or played, or an expectation that does not hold; one of each message.
S = 'size 20x3\nrow "A"\nrow "B"\n'
FAILING_SCRIPTS = [
    'row "A\n', 'row "A\\q"\n', 'row "A"x\n', 'row x"A"\n', '  row "é" "x"y\n', '"row"\n', 'sise 20x3\n', 'bogus\x1b\n',
    'row "👩‍👩‍👧" 5\n', 'row "A"\r\nwiggle\r\n', 'size 2000x3\n', 'size 20\n', 'row "A" height 0\n', 'row "A" height 1.\n',
    'action first-left\n', 'action first-left fraction 1.5 do push\n', 'action first-left color pink do push\n',
    'action first-left do push do delete\n', S + 'action first-left do push only 0,,1\n', S + 'action first-left do push only 5\n',
    'set bounce maybe\n', 'set flick-velocity 0\n', 'set long-press 1.0000000001s\n', 'set long-press 86401s\n', 'set speed 2\n',
    'pin -1\n', 'pin 99999999999\n', 'swipe 0 3\n', S + 'swipe 0 0.5 fast\n', S + 'tap 0 left -1\n', 'pan 0 2000\n',
    'insert 0 "A" in sect 0\n', 'expect nothing\n', 'expect section 0 row\n', 'expect highlighted first\n',
    'expect event trigger row x\n', 'expect no event move from 1\n', 'expect offset 0 0.5 within -0.1\n',
    S + 'swipe 5 0.5\n', 'size 20x2\nrow "A"\nrow "B"\nrow "C"\nswipe 2 0.5\n', S + 'swipe line 5 0.5\n',
    S + 'drag 0 0.2\nswipe 1 0.5\n', S + 'drag 0 0.2\ndelete 0\nmove 1\n', S + 'cancel\n', S + 'longpress 0\nmove line 9\n',
    S + 'action first-left do none\nswipe 0 0.5\nlongpress 0\ndrop\n', S + 'lift 0\nmove 1\n',
    S + 'action first-left do none\nreveal left\nopen 0 left\nwait 1s\ntap 0 left 5\n', S + 'open 0 left\n', S + 'step 0 left\n',
    'size 20x3\nsection "S"\nrow "A"\ninsert 3 "C" in section 0\n', 'size 20x3\nsection "S"\nrow "A"\ninsert 0 "C" in section "N"\n',
    S + 'delete 0\ndelete 0\ndelete 0\n', S + 'move-by 1\n', S + 'undo\n', S + 'expect count 2\nrow "late"\n',
    S + 'pin 0\nlift 0\n', S + 'pin 0\nlongpress 0\nmove 1\n', S + 'scroll 1e5\n', S + 'insert 1 "N"\nswipe 1 0.5\n',
    S + 'action first-right do none\nreveal right\nopen 0 right\nwait 1s\nswipe 0 0\nwait 1s\nexpect open 0 right\n',
    S + 'action second-left do push\n', S + 'action first-left fraction 0.8 do push\naction second-left fraction 0.5 do push\n',
    S + 'action first-left do push\naction first-left do delete\n', S + 'action first-left do push only 0\naction first-left do delete\n',
    S + 'expect rows "B"\n', 'row "a\x1bb"\nexpect rows "x"\n', S + 'expect count 3\n', 'size 20x3\nrow "A"\nexpect empty\n',
    S + 'action first-left do push\ndrag 0 0.5\nexpect highlighted none\n', S + 'expect event trigger\n',
    S + 'action first-left do push\nswipe 0 0.5\nexpect event trigger first-left\nexpect event trigger\n',
    S + 'action first-left do push\nswipe 0 0.5\nexpect no event trigger\n', S + 'lift 0\nexpect lifted none\n',
    S + 'drag 0 0.3333\nexpect offset 0 0.5\n', S + 'expect open 0 left\n', S + 'expect scroll 0.1234\n',
    'size 20x6\nsection "S"\nrow "A"\nexpect section "S" rows "B"\n', 'size 20x6\nsection "S"\nrow "A"\nexpect section 5 rows\n',
]

# Endings that make an example script fail: at its end, expectations that cannot hold and commands
# that cannot run.
FAILING_ENDINGS = [
    'expect rows "no such row"\n', 'expect count 999\n', 'swipe 999 0.5\n', 'expect event action-failed\n',
    'insert 0 "new"\nexpect no event insert\n', 'expect offset 0 0.9\n', 'wiggle 0\n', 'release\n',
]


def native_play(text):
    """The native player's exit status and what it prints for `text`, played as SCRIPT_NAME:
    standard output, then standard error."""
    with tempfile.TemporaryDirectory() as directory:
        (pathlib.Path(directory) / SCRIPT_NAME).write_text(text, encoding="utf-8")
        result = subprocess.run([NATIVE, "play", SCRIPT_NAME], cwd=directory, capture_output=True, encoding="utf-8")
    return result.returncode, result.stdout + result.stderr


class UndoWindowTests(unittest.TestCase):
    """The undo window's snackbar (page.js, `renderSnackbar`) on the page's own clock: Playwright's
    fake clock runs far ahead of the real one, so input events (stamped in real time) never move
    the module's clock, and every millisecond the page lives is one the test gives it. No real
    waiting."""

    # The browser, as PageTests starts and stops it.
    setUpClass = classmethod(PageTests.setUpClass.__func__)
    tearDownClass = classmethod(PageTests.tearDownClass.__func__)

    def setUp(self):
        self.context = self.browser.new_context(viewport={"width": 480, "height": 800})
        self.page = self.context.new_page()
        self.page.clock.install(time=0)
        self.page.goto(PAGE.as_uri())
        self.page.evaluate("window.gestureTable.ready")
        self.page.clock.fast_forward(3_600_000)
        self.advance(100)

    def tearDown(self):
        self.context.close()

    def advance(self, milliseconds):
        """Runs the page's clock: its frames draw, and the module's time follows."""
        self.page.clock.run_for(milliseconds)

    def titles(self):
        """Every row's title, in order: the document holds only the rows in sight."""
        return self.page.evaluate("window.gestureTable.rows()")

    def commits(self):
        return self.page.evaluate("window.gestureTable.commits.map(c => ({kind: c.kind, index: c.index}))")

    def swipe(self, index, fraction):
        box = self.page.locator("#rows li[data-title]").nth(index).bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        for step in range(1, 21):
            self.page.mouse.move(x + fraction * box["width"] * step / 20, y)
            self.advance(16)
        self.advance(120)  # come to rest: no flick
        self.page.mouse.up()

    def test_a_swipe_archive_shows_the_snackbar_with_the_time_left(self):
        before = self.titles()
        self.assertTrue(self.page.locator("#snackbar").is_hidden())
        self.swipe(1, -0.2)
        self.advance(1_000)
        self.assertEqual(self.titles(), before[:1] + before[2:])
        snackbar = self.page.locator("#snackbar")
        self.assertTrue(snackbar.is_visible())
        self.assertEqual(snackbar.get_attribute("role"), "status")
        self.assertEqual(self.page.text_content("#snackbar-text"), f"Archived “{before[1]}”")
        self.assertEqual(self.page.text_content("#snackbar-time"), "4 s")
        self.advance(2_000)
        self.assertEqual(self.page.text_content("#snackbar-time"), "2 s")
        self.assertEqual(self.commits(), [])

    def test_undo_in_the_snackbar_restores_the_row_and_nothing_is_committed(self):
        before = self.titles()
        self.swipe(1, -0.2)
        self.advance(1_000)
        self.page.click("#snackbar-undo")
        self.advance(600)
        self.assertEqual(self.titles(), before)
        self.assertTrue(self.page.locator("#snackbar").is_hidden())
        self.advance(10_000)
        self.assertEqual(self.commits(), [])

    def test_without_an_undo_the_change_is_committed_after_5_s(self):
        self.swipe(1, -0.2)
        self.advance(4_000)
        self.assertEqual(self.commits(), [])
        self.assertTrue(self.page.locator("#snackbar").is_visible())
        self.advance(1_500)
        self.assertEqual(self.commits(), [{"kind": "delete", "index": 1}])
        self.assertTrue(self.page.locator("#snackbar").is_hidden())


def demo_messages():
    """The terminal demo's messages (Sources/GestureTableCLI/Demo/InboxMessage.swift): (sender, subject, preview)."""
    source = (ROOT / "Sources/GestureTableCLI/Demo/InboxMessage.swift").read_text(encoding="utf-8")
    string = r'"((?:[^"\\]|\\.)*)"'
    return re.findall(rf"^\s*\({string}, {string}, {string}\),$", source, re.MULTILINE)


def expect_rows(titles):
    return "expect rows " + " ".join(json.dumps(title, ensure_ascii=False) for title in titles) if titles else "expect count 0"


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() else 1)
