"""Sequitur's seats on a phone (issue 39, then issue 50): once a table of text rows that ran past the
screen's right edge, now the seats' strip of pills the other games use. At 390x844 and 320x640, with an
AI at the table, each seat is a pill with its name, its AI level and its points, whole on the screen; the
goals a seat claimed are a small pile of cards in their colours, each titled with the goal's text; the
cards played this round are pictograms named for a screen reader; nothing scrolls sideways and axe-core
finds nothing. A game played by the medium AI for both seats (e2e/moment_records.py); `?fast` for speed."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from axe_source import axe_source, axe_violations
from memory_page import PHONE, TIMEOUT, no_sideways_scroll, open_page
from memory_records import store
from moment_records import sequitur_by_ai
from web.model.seats import Seat, SeatKind

SMALL = {**PHONE, "viewport": {"width": 320, "height": 640}}


def claimed_and_played(session) -> bool:  # type: ignore[no-untyped-def]
    """A goal claimed by someone and a card played in this round, waiting for Ann."""
    view = session.public()
    return any(view["stacks"]) and any(view["played"]) and 0 in session.waiting()


@pytest.mark.parametrize("size", ["phone", "small"])
def test_the_seats_are_pills_on_a_phone(browser: Browser, base_url: str, size: str) -> None:
    context = browser.new_context(**(PHONE if size == "phone" else SMALL))
    try:
        page = context.new_page()
        game = next(g for seed in range(1, 60) if claimed_and_played(g := sequitur_by_ai(
            seed, claimed_and_played, [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")])))
        view = game.public()
        page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
        store(page, "sequitur", game.save_text())
        open_page(page, base_url + "?fast#/sequitur/play")
        strip = page.locator("#sr-seats")
        expect(strip).to_be_visible(timeout=TIMEOUT)
        width = page.viewport_size["width"]
        for seat in range(2):
            pill = strip.locator(f"li[data-seat='{seat}']")
            expect(pill.locator(".seat-name")).to_have_text(game.name(seat))
            points = view["points"][seat]
            expect(pill.locator(".table-seat-score")).to_have_text(f"{points} point{'s' * (points != 1)}")
            box = pill.bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, (seat, box)
            chips = pill.locator(".sr-chip")
            expect(chips).to_have_count(len(view["stacks"][seat]))
            for i, goal in enumerate(view["stacks"][seat]):
                expect(chips.nth(i)).to_have_attribute("data-goal", goal)
            expect(pill.locator(".sr-played-card")).to_have_count(len(view["played"][seat]))
        expect(strip.locator(".level-badge")).to_have_text("AI: Medium")
        assert no_sideways_scroll(page)
        if size == "phone":
            found = axe_violations(page, axe_source())
            assert not found, "\n".join(found)
    finally:
        context.close()
