"""At a shared device the player sees the card they drew before the cover (issue 65, "No tap
that adds nothing"): after Ann's move, played with animations on, her hand stays on screen
with the card she drew (the engine's hand for her seat, the new card in it) and no cover,
then the cover goes up for Bob, with no hand of anyone's on the page."""
from __future__ import annotations

from collections import Counter

from playwright.sync_api import Page, expect

from conftest import wait_ready
from memory_records import played, store
from sequence_page import hand, play_turn, saved_session
from web.model.seats import Seat


def test_the_card_drawn_is_seen_before_the_cover(page: Page, base_url: str) -> None:
    session = played("sequence", 5, lambda s: True, seats=[Seat("Ann"), Seat("Bob")])
    page.goto(f"{base_url}manifest.webmanifest")
    store(page, "sequence", session.save_text())
    page.goto(f"{base_url}#/sequence/play")  # animations on
    wait_ready(page)
    first = session.state.to_move
    names = ["Ann", "Bob"]
    expect(page.locator("#seq-cover-title")).to_have_text(f"Pass the device to {names[first]}", timeout=30_000)
    page.click("#seq-cover-ok")
    expect(page.locator("#seq-cover")).to_be_hidden()
    before = Counter(hand(page))
    play_turn(page)
    state = saved_session(page).state
    drawn = Counter(state.hands[first]) - before
    assert sum(drawn.values()) == 1, drawn  # one card came from the draw pile
    # her hand, the new card in it, with no cover over it
    assert Counter(hand(page)) == Counter(state.hands[first])
    assert page.locator("#seq-cover").is_hidden()
    # then the cover for the next player, and no hand on the page
    expect(page.locator("#seq-cover-title")).to_have_text(f"Pass the device to {names[1 - first]}", timeout=10_000)
    assert hand(page) == []
    assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
