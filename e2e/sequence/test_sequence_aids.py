"""End-to-end: what helps a player at the table (issue 4, Play and Access):
a dead card is marked and turned in with one action (a tap on the card itself,
issue 65: no button of its own to make the hand taller), a free corner click is
explained, and the aria-live region announces each move.
"""
from __future__ import annotations

import random

from playwright.sync_api import Page, expect

from sequence_page import new_session, open_setup, saved_session
from web.model.session import Session

from engine.sequence.rules import NORMAL

SETUP = {"players": 2, "teams": 2, "variant": "classic", "hints": False,
         "seats": [{"name": "Ann", "ai": ""}, {"name": "Robot", "ai": "easy"}]}


def game_with_a_dead_card() -> tuple[Session, str]:
    """A saved game (random legal moves) where Ann is to move holding a dead card (RULINGS Sequence 6)."""
    for seed in range(1, 500):
        session = new_session(SETUP, seed)
        session.view["cut_seen"] = True
        state = session.state
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_move
            if seat == 0 and not state.dead_turned_in:
                dead = [c for c in state.hands[0] if state.rules.kind.get(c) == NORMAL and state.is_dead(c)]
                if dead:
                    return session, dead[0]
            session.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no game with a dead card in 500 seeds")


def test_dead_card_turned_in_corner_explained_moves_announced(app: Page, base_url: str) -> None:
    session, dead = game_with_a_dead_card()
    open_setup(app, base_url)
    app.evaluate("text => localStorage.setItem('seqgames.sequence.game', text)", session.save_text())
    app.goto(base_url + "?fast#/sequence/play")
    expect(app.locator("#seq-grid")).to_be_visible(timeout=30_000)
    app.wait_for_function("document.querySelector('#seq-hand .seq-card:not([aria-disabled=true])')")
    # The dead card is marked, in the drawing and in its label, and says it may be turned in.
    card = app.locator(f"#seq-hand .seq-card[data-card='{dead}']").first
    assert "dead" in card.get_attribute("class").split()
    assert card.get_attribute("aria-label").endswith("dead card: turn it in for a new card")
    expect(card).to_contain_text("swap")
    expect(card).to_have_attribute("data-turn-in", dead)
    assert app.locator("#seq-hand button:not(.seq-card)").count() == 0, "a turn-in button of its own"
    history = len(session.state.history)
    # A click on a free corner, with another card chosen, is explained.
    other = next(c for c in session.state.hands[0] if c != dead)
    app.click(f"#seq-hand .seq-card[data-card='{other}']")
    app.click("#seq-grid .seq-cell[data-cell='0']")
    expect(app.locator("#seq-message")).to_contain_text("free corners")
    # One action, a tap on the card, turns it in: a new card is drawn, the log and the live region say so.
    card.click()
    expect(app.locator("#seq-log li").last).to_contain_text("Ann (blue) turned in")
    expect(app.locator("#seq-announce")).to_contain_text("Ann (blue) turned in")
    expect(app.locator("#seq-message")).to_contain_text("Now play a card")
    saved = saved_session(app)
    assert len(saved.state.history) == history + 1 and saved.state.to_move == 0
    assert app.locator("[data-turn-in]").count() == 0, "only one dead card may be turned in per turn"
    assert app.locator("#seq-announce").get_attribute("aria-live") == "polite"
    assert app.console_errors == []
