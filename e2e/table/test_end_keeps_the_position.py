"""The end keeps the final position readable at every size (issue 54, as Sequence's board:
e2e/sequence/test_sequence_end_and_hand.py): at 390x844, 320x640, 844x390 and 1280x800,
Sequoia's forests and Sequitur's public goals and rack at the end are at least 75% of their
size in play, in width and height, and in sight (what the stage shows of them, not scrolled
off); Sequitur's are the goals and rack the last move found (the last round's end discards the
goals and bags the letters).

Each game starts from a save crafted with the engine one move from its end, Ann's move
(e2e/memory_records.py), played here by a click. With SHOTS=<dir> in the environment the end
is saved there, `issue54-<game>-end-<size>.png` (docs/screenshots/).
"""
from __future__ import annotations

import os

import pytest
from playwright.sync_api import Browser, expect

from memory_page import open_saved
from memory_records import one_move_from_the_end
from one_screen import CLIP, SIZES, sized_page
from waits import settled

TIMEOUT = 30_000
SHOTS = os.environ.get("SHOTS")
WHAT = {"sequoia": "#sq-board", "sequitur": "#sr-public"}
PREFIX = {"sequoia": "sq", "sequitur": "sr"}

# the box of `sel` and the part of it the boxes that clip it show
SHOWN = f"""sel => {{
  const el = document.querySelector(sel), r = el.getBoundingClientRect(), {{top, left, bottom, right}} = ({CLIP})(el);
  return {{width: r.width, height: r.height, seen_width: Math.max(0, Math.min(r.right, right) - Math.max(r.left, left)),
          seen_height: Math.max(0, Math.min(r.bottom, bottom) - Math.max(r.top, top))}};
}}"""


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("game", ["sequoia", "sequitur"])
def test_the_end_keeps_the_final_position(browser: Browser, base_url: str, game: str, size: str) -> None:
    text, action, end = one_move_from_the_end(game)
    for page in sized_page(browser, size, scale=2):
        if game == "sequoia":
            last = f"#sq-pairs [data-pair='{action.a},{action.b}']"
        else:
            assert action.is_nothing, action  # the crafted solo game ends by spelling nothing
            last = "#sr-nothing"
            goals = end.at(len(end.state.history) - 1).public()["public"]
            assert goals, "the crafted game ends with no public goal on the table"
        open_saved(page, base_url, game, text, last)
        pair = page.locator(last)
        settled(page)  # the stage's resize observers have drawn
        in_play = page.evaluate(SHOWN, WHAT[game])
        rack = page.evaluate(SHOWN, "#sr-rack") if game == "sequitur" else None
        pair.click()
        expect(page.locator(f"#{PREFIX[game]}-end")).to_be_visible(timeout=TIMEOUT)
        page.wait_for_function(f"!document.getElementById('{PREFIX[game]}-end').getAnimations().length", timeout=TIMEOUT)
        settled(page)
        if game == "sequitur":
            expect(page.locator("#sr-public [data-goal]")).to_have_count(len(goals))
            expect(page.locator("#sr-end-rack-0 .sr-ball")).to_have_count(len(end.at(len(end.state.history) - 1)
                                                                                .private(0)["rack"]))
        at_end = page.evaluate(SHOWN, WHAT[game])
        for side in ("width", "height", "seen_width", "seen_height"):
            assert at_end[side] >= 0.75 * in_play[side] - 0.5, (game, size, side, in_play, at_end)
        if rack is not None:
            rack_at_end = page.evaluate(SHOWN, "#sr-end-rack-0")
            for side in ("width", "height", "seen_width", "seen_height"):
                assert rack_at_end[side] >= 0.75 * rack[side] - 0.5, ("the rack", size, side, rack, rack_at_end)
        assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
        if SHOTS and size in ("390x844", "844x390"):
            page.screenshot(path=os.path.join(SHOTS, f"issue54-{game}-end-{size}.png"))
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
