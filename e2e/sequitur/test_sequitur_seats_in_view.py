"""Sequitur at a table of three (one person, two Easy AIs), at a phone upright and a small one: at each of
the person's decisions through the first round, nothing lies over the seats or the rack for more than 1 s
(issue 80, "nothing over the seats, rack, forests or board at a decision: summaries and panels take room
kept for them, or come and go between decisions"), checked as a player checks it (e2e/one_screen.py
`in_view`, as Sequoia's stands-still test checks its seats).

The round's summaries ("Round 1: the secret goals' colours", "the actions") lay over the seats strip for
up to six seconds (issue 80); the news strip says them in words and the seats show them, so Sequitur
shows no glimpse (play_view.glimpse_room)."""
from __future__ import annotations

from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page

from memory_page import open_saved
from memory_records import played
from one_screen import in_view_within, sized_page
from web.model.seats import Seat, SeatKind

TIMEOUT = 120_000  # two Easy AIs' turns on a loaded machine
SEATS = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "easy"), Seat("Computer 2", SeatKind.AI, "easy")]
# a seat's pill (its corners rounded) and the rack's band
PARTS = [("seat", "#sr-seats > .table-seat", True, True), ("rack", "#sr-private .sr-rack-box", True, False)]
DECISIONS = 8  # the person's decisions looked at: the first round's, with its summaries
CONTROLS = ("#sr-continue", "#sr-pass", "#sr-nothing", ".sr-claim", "#sr-keep-0", "#sr-colour-green", "#sr-end-right", ".sr-gap")


@pytest.fixture(params=["390x844", "320x640"], ids=str)
def page(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    yield from sized_page(browser, request.param)


def test_nothing_lies_over_the_seats_or_the_rack_at_a_decision(page: Page, base_url: str) -> None:
    start = played("sequitur", 12, lambda s: 0 in s.waiting(), seats=SEATS)
    open_saved(page, base_url, "sequitur", start.save_text(), "#sr-private[data-decision]")
    glimpse = page.locator("#sr-glimpse")
    problems: list[str] = []
    for step in range(DECISIONS):
        page.locator(", ".join(c + ":visible" for c in CONTROLS)).first.wait_for(timeout=TIMEOUT)
        told = glimpse.inner_text().split("\n")[0] if glimpse.is_visible() else ""
        if page.get_attribute("#sr-private", "data-decision"):
            problems += [f"decision {step} ({told!r} shown): {p}" for p in in_view_within(page, PARTS)]
        for control in CONTROLS:
            if page.locator(control + ":visible").count():
                page.locator(control + ":visible").first.tap()
                break
    assert not problems, "\n".join(problems)
