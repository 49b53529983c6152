"""Sequence at a table of four (one person, three Easy AIs), at a phone upright and a small one: at the
person's decision that opens with "Since your turn" (web/table/since.py), nothing lies over the seats for
more than 1 s (issue 80, "nothing over the seats, rack, forests or board at a decision"), checked as a
player checks it (e2e/one_screen.py `in_view`, as Sequoia's stands-still test checks its seats).

"Since your turn" is told a move at a time in the last move's line (play_view.glimpse_room), where it
lay over the seats strip for up to six seconds before (issue 80)."""
from __future__ import annotations

from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from memory_page import open_saved
from one_screen import in_view_within, sized_page
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
