"""The web page's outline view (Examples/Web/dist/index.html#outline) in headless Chromium.

Reads the ARIA tree (its roles, levels, places and expanded states), expands and collapses
projects by a click on their triangles and by the keys, carries a task onto the middle of another
project with the mouse (the project it would drop into highlighted meanwhile) and with a finger
(CDP touch events), carries one with the keys alone (→ into the row above, ← out of its parent),
undoes and redoes, switches between the views, and runs axe-core on a phone and a desktop, at
rest and mid-carry. Reuses test_page.py's browser set-up and constants. Run by `.ci/web-tests`
after test_board.py; exits non-zero when a check fails.
"""

import sys
import unittest

from axe_playwright_python.sync_playwright import Axe

import test_page

PAGE = test_page.PAGE
OUTLINE = PAGE.as_uri() + "#outline"
ROW_HEIGHT = 44  # WebOutline.rowHeight
INDENT = 24  # WebOutline.indentWidth
# Every row shown at first: title, level, aria-expanded (None: no children). Home is collapsed.
START = [
    ("Launch the app", 1, True),
    ("Write the release notes", 2, None),
    ("Record the demo video", 2, None),
    ("Submit for review", 2, None),
    ("Plan the launch post", 2, None),
    ("Website", 1, True),
    ("Pick a theme", 2, None),
    ("Write the landing page", 2, None),
    ("Set up analytics", 2, None),
    ("Home", 1, False),
    ("Learning", 1, True),
    ("Finish the Swift book", 2, None),
    ("Practise Spanish", 2, None),
    ("Read about CRDTs", 2, None),
]
HOME_TASKS = ["Fix the leaking tap", "Paint the fence", "Sort the garage", "Renew the insurance", "Book the chimney sweep"]


def moved(rows, title, after, level):
    """`rows` with the row titled `title` taken out and put after the row titled `after`, at `level`."""
    row = next(row for row in rows if row[0] == title)
    rest = [other for other in rows if other[0] != title]
    at = next(index for index, other in enumerate(rest) if other[0] == after) + 1
    return rest[:at] + [(title, level, row[2])] + rest[at:]


class OutlineTests(unittest.TestCase):
    setUpClass = classmethod(test_page.PageTests.setUpClass.__func__)
    tearDownClass = classmethod(test_page.PageTests.tearDownClass.__func__)

    def setUp(self):
        self.open_outline(viewport={"width": 1280, "height": 800}, has_touch=True)

    def tearDown(self):
        self.context.close()

    def open_outline(self, address=OUTLINE, **options):
        """Opens the page at `address` in a new context with `options` (Playwright's), and waits
        for the outline to show."""
        if getattr(self, "context", None):
            self.context.close()
        self.context = self.browser.new_context(**options)
        self.page = self.context.new_page()
        self.errors = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(address)
        self.page.evaluate("window.gestureTable.outline.ready")

    # MARK: - Helpers

    def rows(self):
        """Every row the outline shows, from the module: (title, level, expanded)."""
        return [(row["title"], row["level"], row["expanded"]) for row in self.page.evaluate("window.gestureTable.outline.rows()")]

    def drawn(self):
        """The tree items in the document, top to bottom: (title, level, expanded)."""
        items = self.page.eval_on_selector_all(
            "#outline-rows li[role=treeitem]",
            """items => items.map(li => [li.dataset.title, Number(li.getAttribute('aria-level')), li.getAttribute('aria-expanded'),
                                          li.getBoundingClientRect().top])""")
        items.sort(key=lambda item: item[3])
        expanded = {None: None, "true": True, "false": False}
        return [(title, level, expanded[state]) for title, level, state, _ in items]

    def item(self, title):
        return self.page.locator(f'#outline-rows li[data-title="{title}"]')

    def box(self, title):
        return self.item(title).bounding_box()

    def events(self, *names):
        events = self.page.evaluate("window.gestureTable.outline.events")
        return [event for event in events if not names or event["name"] in names]

    def announced(self):
        return self.page.text_content("#announce")

    def settle(self, milliseconds=700):
        self.page.wait_for_timeout(milliseconds)

    def press(self, *keys):
        for key in keys:
            self.page.keyboard.press(key)

    def focus_tree(self):
        self.page.focus("#outline-rows")

    def active_title(self):
        active = self.page.get_attribute("#outline-rows", "aria-activedescendant")
        return self.page.get_attribute(f"#{active}", "data-title") if active else None

    def drop_targets(self):
        return self.page.eval_on_selector_all("#outline-rows li.drop-target", "items => items.map(li => li.dataset.title)")

    def middle(self, title):
        box = self.box(title)
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def carry(self, move, title, onto, fraction):
        """Carries row `title`, lifted, by `move(x, y)` (a mouse or a finger) until the middle of the
        carried row is `fraction` of the way down row `onto`; leaves the pointer down. The middle
        half of a row is into it; the carried row passes a row when its middle crosses the row's:
        coming from above, aim above the middle (0.35), from below, below it (0.65)."""
        x, y = self.middle(title)
        box = self.box(onto)
        tx, ty = box["x"] + box["width"] / 2, box["y"] + box["height"] * fraction
        for step in range(1, 21):
            move(x + (tx - x) * step / 20, y + (ty - y) * step / 20)
            self.page.wait_for_timeout(16)
        self.page.wait_for_timeout(250)

    def mouse_carry(self, title, onto, fraction):
        x, y = self.middle(title)
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        self.page.wait_for_timeout(800)
        self.carry(lambda x, y: self.page.mouse.move(x, y), title, onto, fraction)

    def assert_no_axe_violations(self):
        results = Axe().run(self.page)
        self.assertEqual(results.violations_count, 0, results.generate_report())

    # MARK: - The tree

    def test_the_outline_is_a_tree_of_levels_with_expanded_states(self):
        self.assertEqual(self.rows(), START)
        self.assertEqual(self.drawn(), START, "every row is in sight, and the document says what the module does")
        heights = self.page.eval_on_selector_all("#outline-rows li[role=treeitem]", "items => items.map(li => li.getBoundingClientRect().height)")
        self.assertEqual(heights, [ROW_HEIGHT] * len(START), "the first rows are there at once: none grows in")
        tree = self.page.locator("#outline-rows")
        self.assertEqual((tree.get_attribute("role"), tree.get_attribute("aria-label")), ("tree", "Projects"))
        self.assertEqual(tree.get_attribute("tabindex"), "0")
        # Leaves have no aria-expanded at all; places among siblings.
        self.assertIsNone(self.item("Pick a theme").get_attribute("aria-expanded"))
        self.assertEqual((self.item("Pick a theme").get_attribute("aria-posinset"), self.item("Pick a theme").get_attribute("aria-setsize")), ("1", "3"))
        self.assertEqual((self.item("Home").get_attribute("aria-posinset"), self.item("Home").get_attribute("aria-setsize")), ("3", "4"))
        # One row selected, the one the tree's active descendant names.
        selected = self.page.eval_on_selector_all("#outline-rows li[aria-selected=true]", "items => items.map(li => li.dataset.title)")
        self.assertEqual(selected, ["Launch the app"])
        self.assertEqual(self.active_title(), "Launch the app")
        # Indented by level, a parent's triangle before its title.
        task, project = self.page.locator('#outline-rows li[data-title="Pick a theme"] .title'), self.page.locator('#outline-rows li[data-title="Website"] .title')
        self.assertAlmostEqual(task.bounding_box()["x"] - project.bounding_box()["x"], INDENT, delta=1)
        triangles = {title: self.item(title).locator(".disclosure").text_content() for title in ("Website", "Home", "Pick a theme")}
        self.assertEqual(triangles, {"Website": "▾", "Home": "▸", "Pick a theme": ""})
        self.assertEqual(self.page.get_attribute("#show-outline", "aria-current"), "page")
        self.assertEqual(self.page.text_content("h1"), "Outline")
        self.assertEqual(self.errors, [])

    def test_a_click_on_a_triangle_expands_and_collapses_a_project(self):
        self.item("Home").locator(".disclosure").click()
        self.settle()
        self.assertEqual(self.item("Home").get_attribute("aria-expanded"), "true")
        expanded = START[:10] + [(task, 2, None) for task in HOME_TASKS] + START[10:]
        expanded[9] = ("Home", 1, True)
        self.assertEqual(self.rows(), expanded)
        self.assertEqual(self.drawn()[:15], expanded[:15])
        self.assertEqual(self.item("Home").locator(".disclosure").text_content(), "▾")
        self.assertEqual(self.events("expand")[-1]["id"], 9)  # Home's id: the projects and tasks are numbered in order
        self.item("Launch the app").locator(".disclosure").click()
        self.settle()
        self.assertEqual(self.item("Launch the app").get_attribute("aria-expanded"), "false")
        self.assertEqual(self.rows(), [("Launch the app", 1, False)] + expanded[5:])
        self.assertEqual(self.item("Write the release notes").count(), 0)
        self.item("Home").locator(".disclosure").click()
        self.settle()
        self.assertEqual(self.rows(), [("Launch the app", 1, False)] + START[5:])
        self.assertEqual(self.events("move", "drop", "lift"), [], "a click on a triangle carries nothing")
        self.assertEqual(self.errors, [])

    def test_the_keys_expand_collapse_and_walk_the_tree(self):
        self.focus_tree()
        self.press(*["ArrowDown"] * 9)
        self.assertEqual(self.active_title(), "Home")
        self.press("ArrowRight")
        self.settle(400)
        self.assertEqual(self.item("Home").get_attribute("aria-expanded"), "true")
        self.assertEqual([row[0] for row in self.rows()[10:15]], HOME_TASKS)
        # → on an expanded row goes to its first child, ← on a leaf to its parent (an ARIA tree's keys).
        self.press("ArrowRight")
        self.assertEqual(self.active_title(), "Fix the leaking tap")
        self.press("ArrowLeft")
        self.assertEqual(self.active_title(), "Home")
        self.press("ArrowLeft")
        self.settle(400)
        self.assertEqual(self.item("Home").get_attribute("aria-expanded"), "false")
        self.assertEqual(self.rows(), START)
        # From a task, ← goes to its project and ← again collapses the project.
        self.press("ArrowDown", "ArrowDown")
        self.assertEqual(self.active_title(), "Finish the Swift book")
        self.press("ArrowLeft", "ArrowLeft")
        self.settle(400)
        self.assertEqual(self.active_title(), "Learning")
        self.assertEqual(self.rows(), START[:10] + [("Learning", 1, False)])
        self.assertEqual(self.item("Learning").get_attribute("aria-selected"), "true")
        self.assertEqual(self.errors, [])

    # MARK: - Carrying

    def test_a_mouse_carry_onto_a_projects_middle_makes_the_task_its_child_and_undo_puts_it_back(self):
        self.mouse_carry("Pick a theme", "Learning", 0.35)
        # Meanwhile: the project it would drop into is highlighted, the carried row at that level.
        self.assertEqual(self.drop_targets(), ["Learning"])
        highlight = self.page.eval_on_selector('#outline-rows li.drop-target .content', "e => getComputedStyle(e).backgroundColor")
        self.assertNotIn(highlight, ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"))
        lifted = self.page.locator("#outline-rows li.lifted")
        self.assertEqual(lifted.get_attribute("data-title"), "Pick a theme")
        self.assertEqual(lifted.get_attribute("aria-level"), "2")
        self.assertEqual((lifted.get_attribute("aria-posinset"), lifted.get_attribute("aria-setsize")), ("4", "4"))
        self.assertEqual(self.announced(), "“Pick a theme” into “Learning”, 4 of 4: drop it here or move on")
        self.page.mouse.up()
        self.settle()
        after = moved(START, "Pick a theme", "Read about CRDTs", 2)
        self.assertEqual(self.rows(), after)
        self.assertEqual(self.drawn(), after)
        self.assertEqual(self.drop_targets(), [])
        self.assertEqual(self.page.locator("#outline-rows li.lifted").count(), 0)
        self.assertEqual(self.item("Write the landing page").get_attribute("aria-setsize"), "2")
        self.assertEqual((self.item("Pick a theme").get_attribute("aria-posinset"), self.item("Pick a theme").get_attribute("aria-setsize")), ("4", "4"))
        self.assertIn("Learning", self.announced())
        self.page.click("#outline-undo")
        self.settle()
        self.assertEqual(self.rows(), START)
        self.assertEqual(self.page.get_attribute("#outline-undo", "aria-disabled"), "true")
        self.page.click("#outline-redo")
        self.settle()
        self.assertEqual(self.rows(), after)
        self.focus_tree()
        self.press("u")
        self.settle()
        self.assertEqual(self.rows(), START)
        self.assertEqual(self.errors, [])

    def test_a_touch_carry_onto_a_project_makes_the_task_its_child(self):
        cdp = self.context.new_cdp_session(self.page)
        touch = lambda kind, points: cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        x, y = self.middle("Set up analytics")
        touch("touchStart", [{"x": x, "y": y}])
        self.page.wait_for_timeout(800)
        self.carry(lambda x, y: touch("touchMove", [{"x": x, "y": y}]), "Set up analytics", "Launch the app", 0.65)
        self.assertEqual(self.drop_targets(), ["Launch the app"])
        touch("touchEnd", [])
        self.settle()
        self.assertEqual(self.rows(), moved(START, "Set up analytics", "Plan the launch post", 2))
        self.focus_tree()
        self.press("u")
        self.settle()
        self.assertEqual(self.rows(), START)
        self.assertEqual(self.errors, [])

    def test_a_collapsed_project_held_under_a_carried_task_opens_and_takes_it(self):
        self.mouse_carry("Pick a theme", "Home", 0.35)
        self.assertEqual(self.drop_targets(), ["Home"])
        # Held there past the core's springLoadDelay (0.5 s), Home opens under it.
        self.page.wait_for_timeout(900)
        self.assertEqual(self.item("Home").get_attribute("aria-expanded"), "true")
        self.assertEqual(self.item("Paint the fence").get_attribute("aria-level"), "2")
        self.page.mouse.up()
        self.settle()
        rows = self.rows()
        home = [row[0] for row in rows].index("Home")
        self.assertEqual(rows[home + 1:home + 7], [(task, 2, None) for task in HOME_TASKS + ["Pick a theme"]])
        self.assertEqual(len(self.events("expand")), 1)
        # Undo takes the task back to Website.
        self.page.click("#outline-undo")
        self.settle()
        titles = [row[0] for row in self.rows()]
        self.assertEqual(titles[5:9], ["Website", "Pick a theme", "Write the landing page", "Set up analytics"])
        self.assertEqual(self.errors, [])

    def test_a_lifted_project_carries_its_tasks_and_escape_puts_them_back(self):
        self.focus_tree()
        self.press(*["ArrowDown"] * 5)
        self.assertEqual(self.active_title(), "Website")
        self.press("Space")
        self.settle(300)
        carried = self.page.eval_on_selector_all("#outline-rows li.carried", "items => items.map(li => li.dataset.title)")
        self.assertEqual(carried, ["Pick a theme", "Write the landing page", "Set up analytics"], "its tasks wait, faded, to go with it")
        opacity = self.page.eval_on_selector('#outline-rows li.carried .content', "e => getComputedStyle(e).opacity")
        self.assertLess(float(opacity), 1)
        self.press("Escape")
        self.settle()
        self.assertEqual(self.page.locator("#outline-rows li.carried, #outline-rows li.lifted").count(), 0)
        self.assertEqual(self.rows(), START)
        self.assertEqual(self.errors, [])

    def test_a_keyboard_carry_moves_a_task_out_of_its_project_and_into_the_row_above(self):
        self.focus_tree()
        self.press(*["ArrowDown"] * 7)
        self.assertEqual(self.active_title(), "Write the landing page")
        self.press("Space")
        self.assertIn("Lifted “Write the landing page”", self.announced())
        # ←: out of Website, its sibling right after it, at the top level.
        self.press("ArrowLeft")
        self.settle(300)
        self.assertEqual(self.page.get_attribute("#outline-rows li.lifted", "aria-level"), "1")
        self.press("Enter")
        self.settle()
        out = moved(START, "Write the landing page", "Set up analytics", 1)
        self.assertEqual(self.rows(), out)
        self.assertEqual(self.active_title(), "Write the landing page")
        self.assertEqual(self.item("Write the landing page").get_attribute("aria-setsize"), "5")
        # →: into the row above (Website, its previous sibling), as its last child.
        self.press("Space", "ArrowRight")
        self.settle(300)
        self.assertEqual(self.page.get_attribute("#outline-rows li.lifted", "aria-level"), "2")
        self.press("Space")
        self.settle()
        into = moved(START, "Write the landing page", "Set up analytics", 2)
        self.assertEqual(self.rows(), into)
        # Escape puts a carried row back where it was lifted.
        self.press("Space", "ArrowLeft", "ArrowUp", "Escape")
        self.settle()
        self.assertEqual(self.rows(), into)
        self.assertIn("Move cancelled", self.announced())
        # One undo step a drop.
        self.press("u")
        self.settle()
        self.assertEqual(self.rows(), out)
        self.press("u")
        self.settle()
        self.assertEqual(self.rows(), START)
        self.assertEqual(self.errors, [])

    # MARK: - Views and accessibility

    def test_axe_finds_no_violation_on_a_phone_and_a_desktop_at_rest_and_mid_carry(self):
        for name, options in (("phone", test_page.PHONE), ("desktop", test_page.DESKTOP)):
            with self.subTest(size=name):
                self.open_outline(**options)
                self.assert_no_axe_violations()
                self.focus_tree()
                self.press("ArrowDown", "Space", "ArrowLeft")
                self.settle(300)
                self.assertEqual(self.page.locator("#outline-rows li.lifted").count(), 1)
                self.assert_no_axe_violations()
                self.press("Escape")

    def test_the_views_switch_and_each_keeps_its_state(self):
        self.focus_tree()
        self.press("ArrowDown", "Space", "ArrowLeft", "Space")
        self.settle()
        changed = self.rows()
        self.assertNotEqual(changed, START)
        self.page.click("#show-inbox")
        self.assertTrue(self.page.is_visible("#inbox"))
        self.assertTrue(self.page.is_hidden("#outline"))
        self.assertEqual(self.page.text_content("h1"), "Inbox")
        self.assertEqual(self.page.evaluate("document.activeElement.id"), "rows")
        self.page.click("#show-board")
        self.page.evaluate("window.gestureTable.board.ready")
        # The board shows once the second module is there, which a loaded machine takes a
        # while to instantiate: waited for, not read at once.
        self.page.wait_for_selector("#board", state="visible", timeout=15000)
        self.assertTrue(self.page.is_hidden("#outline"))
        self.assertTrue(self.page.is_hidden("#inbox"))
        self.page.click("#show-outline")
        self.page.evaluate("window.gestureTable.outline.ready")
        self.page.wait_for_selector("#outline", state="visible", timeout=15000)
        self.assertTrue(self.page.is_hidden("#board"))
        self.assertTrue(self.page.is_hidden("#inbox"))
        self.assertEqual(self.page.text_content("h1"), "Outline")
        self.assertEqual(self.page.evaluate("document.activeElement.id"), "outline-rows")
        self.assertEqual(self.rows(), changed)
        self.assertEqual([link for link in ("inbox", "board", "outline") if self.page.get_attribute(f"#show-{link}", "aria-current")], ["outline"])
        self.assertEqual(self.errors, [])

    def test_the_first_module_has_no_outline_and_the_second_has(self):
        names = self.page.evaluate("""() => {
          const bytes = (id) => Uint8Array.from(atob(document.getElementById(id).textContent.trim()), (c) => c.charCodeAt(0));
          return WebAssembly.Module.exports(new WebAssembly.Module(bytes("table-module"))).map((e) => e.name);
        }""")
        player = self.page.evaluate("async () => Object.keys(await instantiatePlayer())")
        self.assertIn("gt_outline_frame", player)
        self.assertFalse([name for name in names if name.startswith("gt_outline")], names)


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() else 1)
