"""A blank's or a Q's choice keeps the spelling decision in view (issue 80, "the decisive moment in view"): a
ball tapped that asks a choice (the blank's letter, Q or QU: rulebook "Special balls", RULINGS Sequitur 4)
brings its list on the goals-met line on a phone upright (web/games/sequitur/spell_view.py `sr-met-row`), so
every public goal, the secret goal, the rack, the word and Spell stay whole in the window and on top
(e2e/one_screen.py `in_view`). On a 320x640 screen its own line pushed the secret goal under Undo; the list
is a finger's 44 px and chosen as a player chooses it."""
from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser

from memory_page import open_saved
from moment_records import deciding, sequitur_by_ai
from one_screen import in_view, sized_page
from sequitur_page import SPELLING
from web.model.seats import Seat, SeatKind

CHOICES = {"?": ("#sr-blank", "e"), "Q": ("#sr-qu", "qu")}  # the ball, its list and a choice


def holding(ball: str) -> Any:
    def until(session: Any) -> bool:
        return deciding("spell")(session) and ball in session.state.observation(0)["rack"]
    return until


def spelling_with(ball: str) -> Any:
    """A two-seat game at Ann's spelling decision with `ball` on her rack (the first seed that gets there)."""
    table = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "easy")]
    for seed in range(1, 60):
        session = sequitur_by_ai(seed, holding(ball), table)
        if holding(ball)(session):
            return session
    raise AssertionError(f"no seed put {ball} on Ann's rack at a spelling decision")


@pytest.mark.parametrize("ball,size", [("?", "320x640"), ("Q", "320x640"), ("?", "390x844"), ("Q", "844x390")])
def test_a_balls_choice_leaves_the_decision_whole_in_view(browser: Browser, base_url: str, ball: str, size: str) -> None:
    session = spelling_with(ball)
    rack = session.state.observation(0)["rack"]
    listed, choice = CHOICES[ball]
    for page in sized_page(browser, size):
        open_saved(page, base_url, "sequitur", session.save_text(), "#sr-private[data-decision='spell']", in_place=True)
        assert in_view(page, SPELLING) == []
        page.locator(f"#sr-ball-{rack.index(ball)}").tap()
        page.wait_for_selector(listed, timeout=10_000)
        assert in_view(page, SPELLING) == [], "the choice pushed the decision out of view"
        box = page.locator(listed).bounding_box()
        assert box is not None and box["height"] >= 43.5, box
        page.select_option(listed, choice)
        page.wait_for_function("() => document.querySelector('#sr-word-text').textContent !== '?'", timeout=10_000)
        assert in_view(page, SPELLING) == []
