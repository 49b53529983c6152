"""Sequitur's goal cards in the player's language (issue 84): on a Spanish phone and a German one, at the
spelling decision (the moment the goals matter, the most cards on the table), every goal card on the table
says what it asks in that language (the catalog's words for its card: web/games/sequitur/card_words.py
`goal_words`), no goal card's English text is left anywhere on the screen (its text or what a screen reader
reads), and the longer words still fit: every public goal, the secret goal, the rack, the word and Spell
whole in view and on top (e2e/one_screen.py `in_view`), at a table of two (390x844 and 320x640) and a
crowded one of four (six public goals, 390x844) and of five (eight public goals, 390x844) in Spanish; in
German a table of five does not fit yet (marked xfail, strict: it fails once it fits, to be unmarked)."""
from __future__ import annotations

from functools import lru_cache

import pytest
from playwright.sync_api import Browser

from languages import SAID, english_goal_texts, phone_in
from memory_page import open_saved
from moment_records import deciding, sequitur_by_ai
from one_screen import in_view, shots
from sequitur_page import SPELLING
from tools import words as catalogs
from web.model.seats import Seat, SeatKind

SIZES = {"390x844": (390, 844), "320x640": (320, 640)}
# five seats and eight public goals at 390x844 (whole in English: e2e/sequitur/test_sequitur_crowded_goals.py):
# in German the last row of goals goes under the tray, until a crowded table's cards get short forms in German
CROWDED = pytest.mark.xfail(strict=True, reason="five seats' eight goals in German do not fit 390x844")
CASES = [("es", 2, "390x844"), ("es", 2, "320x640"), ("es", 4, "390x844"), ("de", 2, "390x844"),
         ("de", 2, "320x640"), ("de", 4, "390x844"), pytest.param("de", 5, "390x844", marks=CROWDED),
         ("es", 5, "390x844")]
PUBLIC = {2: 3, 4: 6, 5: 8}  # the public goals on the table at Ann's spelling decision


@lru_cache(maxsize=None)
def spelling(seats: int) -> str:
    """The autosave of a game at Ann's spelling decision, with PUBLIC[seats] public goals."""
    table = [Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, "easy") for i in range(1, seats)]
    session = sequitur_by_ai(5, lambda s: deciding("spell")(s) and len(s.state.public) >= PUBLIC[seats], table)
    assert deciding("spell")(session), "the seeded game never got there"
    return session.save_text()


@pytest.mark.parametrize("code,seats,size", CASES)
def test_the_goal_cards_say_what_they_ask_in_the_players_language(browser: Browser, base_url: str, code: str,
                                                                  seats: int, size: str) -> None:
    said = catalogs.compiled(code)["messages"]
    from engine.sequitur.goals import BY_ID

    _context, page = phone_in(browser, code, SIZES[size], size)
    open_saved(page, base_url, "sequitur", spelling(seats), "#sr-private[data-decision='spell']", in_place=True)
    shots(page, f"goal-words-sequitur-{code}-{seats}-seats-{size}")
    cards = page.locator("#sr-public [data-goal], #sr-private [data-goal]")
    assert page.locator("#sr-public [data-goal]").count() >= PUBLIC[seats]
    shown = {cards.nth(i).get_attribute("data-goal"): cards.nth(i).locator(".sr-goal-text").inner_text()
             for i in range(cards.count())}
    assert shown and {goal: said[BY_ID[goal].text] for goal in shown} == shown
    assert english_goal_texts(page.evaluate(SAID, "")) == []
    assert in_view(page, SPELLING) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size][0]
