"""The end is one result card (issue 65, "Done when"): in each game at 390x844, 320x640, 844x390
and 1280x800, with nothing scrolled, who won, every score and the actions (Rematch, Replay,
Review, New game) are whole inside the window and inside every box that clips them, the
actions under the scores, not over them; and the table draws no second copy of the final
position (Sequoia's final scoring lights the table's own forests: it has one forests' canvas).

Each game starts from a save crafted with the engine one move from its end, Ann's move
(e2e/memory_records.py), played here by a click.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from memory_page import PREFIX, last_move, open_saved
from memory_records import one_move_from_the_end
from one_screen import CLIP, SIZES, sized_page
from waits import drawn

TIMEOUT = 30_000
READY = {"sequence": "#seq-hand .seq-card", "sequoia": "#sq-pairs [data-pair]", "sequitur": "#sr-nothing"}

# each element of `sel`: its box, and whether the window and every box that clips it show it whole
WHOLE = f"""sel => [...document.querySelectorAll(sel)].map(el => {{
  const r = el.getBoundingClientRect(), {{top, left, bottom, right}} = ({CLIP})(el), e = 0.5;
  return {{text: el.textContent.trim(), top: r.top, bottom: r.bottom, width: r.width, height: r.height,
          whole: r.width > 0 && r.height > 0 && r.top >= top - e && r.left >= left - e && r.bottom <= bottom + e && r.right <= right + e}};
}})"""
# every box on the page scrolled from its start, and the page itself
SCROLLED = """() => [document.scrollingElement, ...document.querySelectorAll('*')]
  .filter(n => n.scrollTop > 0 || n.scrollLeft > 0).map(n => n.id || n.className || n.tagName)"""


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_the_end_is_one_card_with_its_actions_in_sight(browser: Browser, base_url: str, game: str, size: str) -> None:
    text, action, end = one_move_from_the_end(game)
    prefix = PREFIX[game]
    for page in sized_page(browser, size):
        open_saved(page, base_url, game, text, READY[game])
        last_move(page, game, action)
        box = page.locator(f"#{prefix}-end")
        expect(box.locator(".end-actions")).to_be_visible(timeout=TIMEOUT)
        page.wait_for_function(f"!document.getElementById('{prefix}-end').getAnimations().length", timeout=TIMEOUT)
        drawn(page)  # the stage's resize observers have drawn
        assert page.evaluate(SCROLLED) == [], "nothing is scrolled at the end"
        title = page.evaluate(WHOLE, f"#{prefix}-winner")
        scores = page.evaluate(WHOLE, f"#{prefix}-final li")
        actions = page.evaluate(WHOLE, f"#{prefix}-end .end-actions > .button")
        assert [a["text"] for a in actions] == ["Rematch", "Replay", "Review", "New game"], actions
        assert len(scores) == len(end.spec.ending(end)[1])  # a solo game's title says its score
        for part in title + scores + actions:
            assert part["whole"], (game, size, part)
        for button in actions:  # a finger's target, under the scores (not laid over them)
            assert button["height"] >= 44 and button["width"] >= 44, button
            assert button["top"] >= max(s["bottom"] for s in scores + title) - 0.5, (button, scores)
        if game == "sequoia":  # one picture of the forests: the table's own
            expect(page.locator("canvas")).to_have_count(1)
        assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
