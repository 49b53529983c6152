"""A goal card written for a language at the table (issue 84; docs/goals.md, "Cards written for a language"):
a game of Spanish words on a Spanish phone (390x844), of Italian words on an Italian one (390x844) and of
German words on a German one (320x640, a tight table: the cards' short forms), at Ann's spelling decision with
one of the language's own cards public, shows that card whole (its words in the phone's language, the
catalog's, not cut: no line of it hidden or beyond the card) beside the rack, the word and Spell whole in view
(e2e/one_screen.py `in_view`). A game of Polish words on a Polish phone (320x640) too: its cards' Ł, Ą or Ż
whole in their short forms."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from languages import phone_in
from memory_page import open_saved
from moment_records import deciding, sequitur_by_ai
from one_screen import in_view, shots
from sequitur_page import SPELLING
from tools import words as catalogs
from web.games.sequitur.short_goals import SHORT
from web.model.seats import Seat, SeatKind

# in the page: the goal card's words that show (its whole text, or its short form on a tight table) cut
CUT = """card => {
  const box = card.getBoundingClientRect();
  const shown = [...card.querySelectorAll('.sr-goal-text, .sr-goal-short')].filter(el => el.getBoundingClientRect().width > 1);
  return shown.length === 0 || card.scrollHeight > card.clientHeight + 1 || card.scrollWidth > card.clientWidth + 1
    || shown.some(el => { const r = el.getBoundingClientRect();
                          return r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1; });
}"""


def with_own_card(code: str) -> tuple[str, str]:
    """The autosave of a game of `code`'s words (Ann and the easy AI) at Ann's spelling decision with a card
    written for that language public, and that card's id: the first of a few seeded games that gets there."""
    from engine.sequitur.goals import OWN_LANGUAGE

    own = {g for g, language in OWN_LANGUAGE.items() if language == code}
    for seed in range(1, 30):
        session = sequitur_by_ai(seed, lambda s: deciding("spell")(s) and bool(own & set(s.state.public)),
                                 [Seat("Ann"), Seat("Robot", SeatKind.AI, "easy")], config={"language": code})
        if not session.is_over:
            return session.save_text(), sorted(own & set(session.state.public))[0]
    raise AssertionError(f"no seeded game of {code!r} words showed one of its own cards")


@pytest.mark.parametrize("code,size", [("es", (390, 844)), ("de", (320, 640)), ("it", (390, 844)),
                                       ("pl", (320, 640))])
def test_a_card_written_for_the_language_shows_whole(browser: Browser, base_url: str, code: str,
                                                     size: tuple[int, int]) -> None:
    from engine.sequitur.goals import BY_ID

    said = catalogs.compiled(code)["messages"]
    save, goal = with_own_card(code)
    name = f"{size[0]}x{size[1]}"
    _context, page = phone_in(browser, code, size, name)
    open_saved(page, base_url, "sequitur", save, "#sr-private[data-decision='spell']", in_place=True)
    shots(page, f"language-card-sequitur-{code}-{name}")
    card = page.locator(f"#sr-public [data-goal='{goal}']")
    assert card.locator(".sr-goal-text").inner_text() == said[BY_ID[goal].text]
    if size == (320, 640):  # a tight table's cards show their short forms
        assert card.locator(".sr-goal-short").inner_text() == said[SHORT[BY_ID[goal].text]]
    assert card.is_visible() and not card.evaluate(CUT), (goal, card.inner_text())
    box = card.bounding_box()
    assert box and 0 <= box["x"] and box["x"] + box["width"] <= size[0] + 1 and box["y"] + box["height"] <= size[1] + 1
    assert in_view(page, SPELLING) == []
