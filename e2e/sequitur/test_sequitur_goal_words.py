"""Sequitur's goal cards in the player's language (issue 84): on a Spanish phone and a German one, at the
spelling decision (the moment the goals matter, the most cards on the table), every goal card on the table
says what it asks in that language (the catalog's words for its card: web/games/sequitur/card_words.py
`goal_words`), no goal card's English text is left anywhere on the screen (its text or what a screen reader
reads; a tight table's public goals show their short forms, the catalog's too: web/games/sequitur/short_goals.py),
and the longer words still fit: every public goal, the secret goal, the rack, the word and Spell whole in view
and on top (e2e/one_screen.py `in_view`), at a table of two (390x844 and 320x640) and a crowded one of four
(six public goals, 390x844) and of five (eight public goals, 390x844), in Spanish, German and Polish."""
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
from web.games.sequitur.short_goals import SHORT
from web.model.seats import Seat, SeatKind

SIZES = {"390x844": (390, 844), "320x640": (320, 640)}
CASES = [("es", 2, "390x844"), ("es", 2, "320x640"), ("es", 4, "390x844"), ("de", 2, "390x844"),
         ("de", 2, "320x640"), ("de", 4, "390x844"), ("de", 5, "390x844"),
         ("es", 5, "390x844"), ("pl", 2, "320x640"), ("pl", 5, "390x844")]
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
    cards, public = page.locator("#sr-public [data-goal], #sr-private [data-goal]"), page.locator("#sr-public [data-goal]")
    assert public.count() >= PUBLIC[seats]
    shown = {cards.nth(i).get_attribute("data-goal"): cards.nth(i).locator(".sr-goal-text").inner_text()
             for i in range(cards.count())}
    assert shown and {goal: said[BY_ID[goal].text] for goal in shown} == shown
    short = page.locator("#sr-public [data-goal] .sr-goal-short:visible")  # a tight table's: at 320x640, 4 seats and more
    assert short.count() == (public.count() if size == "320x640" or seats >= 4 else 0)
    assert all(short.nth(i).text_content() == said[SHORT[BY_ID[short.nth(i).locator("..").get_attribute("data-goal")].text]]
               for i in range(short.count()))
    assert english_goal_texts(page.evaluate(SAID, "")) == []
    assert in_view(page, SPELLING) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size][0]
