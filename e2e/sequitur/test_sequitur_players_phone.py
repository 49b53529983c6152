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


SHORT = {"320x640": SMALL, "360x640": {**PHONE, "viewport": {"width": 360, "height": 640}}}


@pytest.mark.parametrize("size,names", [
    ("320x640", ["Ann", "Computer 1", "Computer 2", "Computer 3"]),
    ("320x640", ["Ann", "Ordinateur 1", "Ordinateur 2", "Ordinateur 3", "Ordinateur 4"]),
    ("360x640", ["Ann", "Computador 1", "Computador 2", "Computador 3"]),
])
def test_a_table_of_many_on_a_short_phone(browser: Browser, base_url: str, size: str, names: list[str]) -> None:
    """A short phone upright, three seats or more (issue 69: a line each pushed Suggest off a 640 px screen at
    four seats): two seats to a line, in order across then down; each name whole (the longest AI names the
    catalogs give, "Ordinateur 1", "Computador 1"); the points a number in sight, "3 points" said to a screen
    reader; the bag's and the decks' counts above the tray and the tray's tools (Suggest, Undo) on the screen;
    nothing sideways."""
    context = browser.new_context(**SHORT[size])
    try:
        page = context.new_page()
        seats = [Seat(names[0])] + [Seat(name, SeatKind.AI, "medium") for name in names[1:]]
        game = next(g for seed in range(1, 60) if claimed_and_played(g := sequitur_by_ai(
            seed, claimed_and_played, seats)))
        view = game.public()
        page.goto(f"{base_url}manifest.webmanifest")
        store(page, "sequitur", game.save_text())
        open_page(page, base_url + "?fast#/sequitur/play")
        strip = page.locator("#sr-seats")
        expect(strip).to_be_visible(timeout=TIMEOUT)
        boxes = []
        for seat, name in enumerate(names):
            pill = strip.locator(f"li[data-seat='{seat}']")
            expect(pill.locator(".seat-name")).to_have_text(name)
            whole = pill.locator(".seat-name").evaluate("e => e.scrollWidth <= e.clientWidth")
            assert whole, f"{name!r} is cut at {size}"
            points = view["points"][seat]
            score = pill.locator(".table-seat-score")
            expect(score).to_have_attribute("data-count", str(points))
            expect(score.locator(".sr-points-said")).to_have_text(f"{points} point{'s' * (points != 1)}")
            shown = score.evaluate("e => getComputedStyle(e, '::before').content")
            said = score.locator(".sr-points-said").evaluate("e => e.getBoundingClientRect().width")
            assert shown.startswith(f'"{points}"'), shown  # '"3" / ""': the number, no words for a screen reader
            assert said <= 1, "the words are for a screen reader; the number is in sight"
            boxes.append(pill.bounding_box())
        for seat, box in enumerate(boxes):
            assert box is not None
            if seat % 2:  # beside the seat before it, on its line
                assert abs(box["y"] - boxes[seat - 1]["y"]) < 1 and box["x"] > boxes[seat - 1]["x"], (seat, boxes)
            elif seat:  # under the line before
                assert box["y"] >= boxes[seat - 1]["y"] + boxes[seat - 1]["height"], (seat, boxes)
        height = page.viewport_size["height"]
        tray = page.locator(".table-tray").bounding_box()
        counts = page.locator("#sr-piles .sr-pile-count").all()
        assert counts and all((b := c.bounding_box()) and b["y"] + b["height"] <= tray["y"] + 1 for c in counts), \
            "the bag's and the decks' counts above the tray"
        tools = page.locator(".table-tray > .table-tools")  # Suggest and Undo, where the thumb finds them
        expect(tools).to_be_visible()
        box = tools.bounding_box()
        assert box and box["y"] + box["height"] <= height + 0.5, (box, height)
        assert no_sideways_scroll(page)
    finally:
        context.close()
