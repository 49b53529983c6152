"""Sequence at a table of four (one person, three Easy AIs), at a phone upright and a small one: at the
person's decision that opens with "Since your turn" (web/table/since.py), nothing lies over the seats for
more than 1 s (issue 80, "nothing over the seats, rack, forests or board at a decision"), checked as a
player checks it (e2e/one_screen.py `in_view`, as Sequoia's stands-still test checks its seats).

"Since your turn" is told a move at a time in the last move's line (play_view.glimpse_room), where it
lay over the seats strip for up to six seconds before (issue 80).

Held sideways (844x390) at the same table, a card chosen from the keyboard: each seat keeps one line (its AI's
level said to a screen reader only), so the tray does not scroll and the hand's note under the cards is whole in
sight (it was cut by 32 px under Undo), and every card's focus ring lies inside the tray's box (the first card's was
cut on its left; issue 80)."""
from __future__ import annotations

from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from memory_page import open_saved
from one_screen import CLIP, IN_SIGHT, TRAY, in_view_within, sized_page
from sequence_page import play_turn, wait_my_turn_or_end
from memory_records import played
from web.model.seats import Seat, SeatKind

TABLE = [Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, "easy") for i in (1, 2, 3)]
SEATS = [("seat", "#seq-seats > .seq-seat", True, True)]  # a pill, its corners rounded


@pytest.fixture(params=["390x844", "320x640"], ids=str)
def page(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    yield from sized_page(browser, request.param)


def test_since_your_turn_lies_over_no_seat(page: Page, base_url: str) -> None:
    start = played("sequence", 7, lambda s: len(s.state.history) >= 8 and 0 in s.waiting(), seats=TABLE, config={"teams": 2})
    open_saved(page, base_url, "sequence", start.save_text(), "#seq-hand .seq-card")
    wait_my_turn_or_end(page)
    assert in_view_within(page, SEATS) == []  # a resumed game: nothing over them
    play_turn(page)
    wait_my_turn_or_end(page)
    expect(page.locator("#seq-glimpse-title")).to_have_text("Since your turn")
    problems = in_view_within(page, SEATS)
    assert not problems, "\n".join(problems)


# in the page: a focused card's ring (its outline, out by its offset) and the part of the window its boxes let show
RING = """(el) => {
  const s = getComputedStyle(el), out = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset), r = el.getBoundingClientRect();
  return {focused: el.matches(':focus-visible'), out, left: r.left - out, top: r.top - out, right: r.right + out,
          bottom: r.bottom + out, clip: (""" + CLIP + """)(el)};
}"""


def test_held_sideways_the_hand_its_note_and_its_focus_rings_are_whole(browser: Browser, base_url: str) -> None:
    start = played("sequence", 7, lambda s: len(s.state.history) >= 8 and 0 in s.waiting(), seats=TABLE, config={"teams": 2})
    for page in sized_page(browser, "844x390"):
        open_saved(page, base_url, "sequence", start.save_text(), "#seq-hand .seq-card")
        wait_my_turn_or_end(page)
        cards = page.locator("#seq-hand .seq-card")
        page.keyboard.press("Tab")  # the keyboard in use: a focused card shows its ring
        for i in range(cards.count()):
            cards.nth(i).focus()
            ring = cards.nth(i).evaluate(RING)
            clip = ring["clip"]
            assert ring["focused"] and ring["out"] >= 3, ring
            assert ring["left"] >= clip["left"] - .5 and ring["right"] <= clip["right"] + .5 and ring["top"] >= clip["top"] - .5 \
                and ring["bottom"] <= clip["bottom"] + .5, f"card {i}'s focus ring is cut: {ring}"
        cards.first.press("Enter")
        expect(cards.first).to_have_attribute("aria-pressed", "true")
        expect(page.locator(".seq-hand-note")).to_contain_text("Choose a highlighted space")
        tray = page.evaluate(TRAY)
        assert tray["scroll"] <= tray["client"] + 1, f"the tray scrolls: {tray}"
        note = page.evaluate(IN_SIGHT, [".seq-hand-note", "all"])
        assert note["count"] == 1 and not note["problems"], note["problems"]
        assert page.locator(".seq-hand-note").evaluate("e => e.scrollWidth <= e.clientWidth"), "the note is cut short"
        heights = page.locator("#seq-seats > .seq-seat").evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")
        assert len(heights) == 4 and max(heights) < 40, f"a seat takes two lines: {heights}"
        assert page.locator("#seq-seats .level-badge").first.text_content().strip(), "the AI's level is still said"
