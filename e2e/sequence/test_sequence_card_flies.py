"""Another seat's move is seen where it lands (issue 65): with animations on, the card an AI plays
flies face up from its seat's pill to the space it played, then goes; Ann's own moves, and every
move with reduced motion, have no flying card (the ring on the space and the news strip tell them)."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from conftest import wait_ready
from engine.sequence.events import ChipPlaced, ChipRemoved
from memory_records import played, store
from sequence_page import play_turn, saved_session, wait_my_turn_or_end
from tests.browser_stand_ins import browser_stand_ins
from web.model.seats import Seat, SeatKind

# the face of every flying card put on the page
WATCH = """() => { window.__flown = [];
  new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes)
    if (n.classList && n.classList.contains('seq-flying-card')) window.__flown.push(n.textContent); })
  .observe(document.body, {childList: true}); }"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_an_ai_s_card_flies_from_its_seat_to_its_space(browser: Browser, base_url: str, motion: str) -> None:
    session = played("sequence", 9, lambda s: True, seats=[Seat("Ann"), Seat("Computer 1", SeatKind.AI, "easy")])
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                  reduced_motion=motion)
    page = context.new_page()
    page.goto(f"{base_url}manifest.webmanifest")
    store(page, "sequence", session.save_text())
    page.goto(f"{base_url}#/sequence/play")  # animations on, unless the system asks for less motion
    wait_ready(page)
    page.evaluate(WATCH)
    for _ in range(2):
        assert not wait_my_turn_or_end(page)
        play_turn(page)
    assert not wait_my_turn_or_end(page)
    state = saved_session(page)
    info = state.state.setup_info()
    moves = [(at, e) for at, e in state.events if isinstance(e, (ChipPlaced, ChipRemoved))]
    with browser_stand_ins():  # the hand's module draws in the page: its pure helper only
        from web.games.sequence.hand_view import card_face
    faces = [card_face(e.card, tuple(info["wild"]), tuple(info["remove"]))[0] for _at, e in moves if e.seat == 1]
    flown = page.evaluate("window.__flown")
    if motion == "reduce":
        assert flown == []
    else:
        assert flown and flown == faces[-len(flown):], (flown, faces)  # the AI's cards, none of Ann's
        expect(page.locator(".seq-flying-card")).to_have_count(0)  # each goes once it has landed
    context.close()
