"""The enlarged space is always whole on the screen (issue 39, touch): on a
phone (a touch screen at 390x844 and 320x640) with "Confirm a move" on (by
default two taps play a move: test_sequence_two_taps.py), a tap on a space
of the board's edge rows and columns (the lowest row first, then the top
row, the left and the right column) opens the loupe, and

- the loupe's box lies inside the window, its enlarged space at least 44 px;
- the loupe covers neither the tapped space nor the card's other spaces
  (issue 54: it never hides what it helps choose between), nor Confirm;
- the board keeps its size while the move waits for its confirmation (the
  confirmation takes the place of the tray's tools, it does not squeeze the
  board to a stamp under the loupe);
- Confirm and Cancel are on the screen; Cancel closes the loupe.

Pages open with `?fast` against the easy AI.
"""
from __future__ import annotations

import os
from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from one_screen import sized_page
import sequence_page
from waits import drawn, settled

SIZES = {"390x844": (390, 844), "320x640": (320, 640)}
TURN_TIMEOUT = 60_000
SHOTS = os.environ.get("SHOTS")  # a folder: the magnifier at 390x844, issue54-sequence-magnifier-<edge>-390x844.png


@pytest.fixture(params=sorted(SIZES), ids=str)
def phone(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    yield from sized_page(browser, request.param, scale=2, sizes=SIZES)


def inside(box: dict[str, float], width: float, height: float) -> bool:
    return box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["width"] <= width + 0.5 \
        and box["y"] + box["height"] <= height + 0.5


def overlaps(a: dict[str, float], b: dict[str, float]) -> bool:
    """Whether two boxes share some area (more than half a pixel each way)."""
    return a["x"] + 0.5 < b["x"] + b["width"] and b["x"] + 0.5 < a["x"] + a["width"] \
        and a["y"] + 0.5 < b["y"] + b["height"] and b["y"] + 0.5 < a["y"] + a["height"]


def edge_taps(page: Page) -> list[tuple[int, int, str]]:
    """(card index, cell, which edge) for one legal space in each edge (bottom, top, left, right), if any."""
    found: dict[str, tuple[int, int]] = {}
    cards = page.locator("#seq-hand .seq-card")
    for index in range(cards.count()):
        card = cards.nth(index)
        if card.get_attribute("aria-disabled") == "true" or "dead" in (card.get_attribute("class") or ""):
            continue
        card.tap()
        expect(card).to_have_attribute("aria-pressed", "true")
        spaces = page.evaluate("""() => [...document.querySelectorAll('#seq-grid .seq-cell.target')]
            .map(n => [+n.dataset.cell, +n.dataset.row, +n.dataset.col])""")
        for cell, row, col in spaces:
            for edge, on_it in (("bottom", row == 10), ("top", row == 1), ("left", col == 1), ("right", col == 10)):
                if on_it and edge not in found:
                    found[edge] = (index, cell)
        card.tap()  # put the card back
        expect(card).to_have_attribute("aria-pressed", "false")
        if len(found) == 4:
            break
    return [(index, cell, edge) for edge, (index, cell) in found.items()]


DEALS = 6  # new games dealt at most, each random (one in a few dozen reaches one edge only)


def test_the_enlarged_space_is_whole_on_the_screen(phone: Page, base_url: str) -> None:
    page = phone
    width, height = page.viewport_size["width"], page.viewport_size["height"]  # type: ignore[index]
    sequence_page.confirm_moves(page)
    for deal in range(DEALS):  # a deal whose hand reaches the bottom edge or two edges (most do)
        sequence_page.open_setup(page, base_url)
        sequence_page.configure(page, 2, [("Ann", ""), ("Robot", "easy")])
        if deal:  # a new game in place of the one dealt before, as the setup asks
            page.click("#seq-start")
            page.click("#seq-start-replace")
            sequence_page.after_the_cut(page)
        else:
            sequence_page.start(page)
        page.wait_for_function("() => !!document.querySelector('#seq-hand .seq-card:not([aria-disabled=true])')",
                               timeout=TURN_TIMEOUT)
        drawn(page)  # the board's resize observer has drawn
        expect(page.locator("#seq-board-frame .seq-board")).to_have_attribute("data-loupe", "on")
        taps = edge_taps(page)
        if any(edge == "bottom" for _, _, edge in taps) or len(taps) >= 2:
            break
    else:
        raise AssertionError(f"{DEALS} deals with no space on the board's edges: {taps}")
    board = page.locator("#seq-board-frame .seq-board")
    loupe = page.locator("#seq-loupe")
    before = page.locator("#seq-log li").count()
    for index, cell, edge in taps:
        page.locator("#seq-hand .seq-card").nth(index).tap()
        resting = board.bounding_box()
        space = page.locator(f"#seq-grid .seq-cell[data-cell='{cell}']").bounding_box()
        assert resting is not None and space is not None
        page.touchscreen.tap(space["x"] + space["width"] / 2, space["y"] + space["height"] / 2)
        expect(loupe).to_be_visible()
        expect(loupe).to_have_attribute("data-cell", str(cell))
        settled(page)  # the tray took the confirmation; the board (and the loupe) settled
        box = loupe.bounding_box()
        assert box is not None and inside(box, width, height), \
            f"{edge} edge, space {cell}: the enlarged space is off the {width}x{height} screen: {box}"
        enlarged = page.locator("#seq-loupe-space").bounding_box()
        assert enlarged is not None and enlarged["width"] >= 44 and inside(enlarged, width, height)
        jack = (page.locator("#seq-hand .seq-card").nth(index).get_attribute("data-card") or "").startswith("J")
        spots = [page.locator(f"#seq-grid .seq-cell[data-cell='{cell}']")] if jack \
            else page.locator("#seq-grid .seq-cell.target").all()  # a jack's: most of the board
        for spot in spots + [page.locator("#seq-confirm-move")]:
            other = spot.bounding_box()
            assert other is not None and not overlaps(box, other), \
                f"{edge} edge, space {cell}: the loupe {box} covers {spot} at {other}"
        waiting = board.bounding_box()
        assert waiting is not None and waiting["width"] >= resting["width"] - 1, \
            f"the board shrank from {resting['width']:.0f} to {waiting['width']:.0f} px while the move waits"
        for button in ("#seq-confirm-yes", "#seq-confirm-no"):
            where = page.locator(button).bounding_box()
            assert where is not None and inside(where, width, height), f"{button} off the screen: {where}"
        if SHOTS and not jack and width == 390:
            page.screenshot(path=os.path.join(SHOTS, f"issue54-sequence-magnifier-{edge}-390x844.png"))
        page.locator("#seq-confirm-no").tap()
        expect(loupe).to_be_hidden()
        card = page.locator("#seq-hand .seq-card").nth(index)
        if card.get_attribute("aria-pressed") == "true":
            card.tap()
    assert page.locator("#seq-log li").count() == before, "a tap played a move that was cancelled"
    assert page.console_errors == []  # type: ignore[attr-defined]
