"""Two taps a move (issue 54, 1): by default a card and a space play a Sequence
move, at once, on a phone too (390x844 and 320x640, touch): no loupe, no
Confirm, and Undo is there to take it back. A tap a little off the space
snaps to the card's nearest legal space. The keyboard plays the same way: a
card chosen with Enter puts the focus on its spaces, and Enter on one
plays it. (With "Confirm a move" on, a move waits: test_sequence_loupe.py,
e2e/table/test_aids_at_the_table.py.)

With SHOTS=<dir> in the environment the move is saved as screenshots there,
`issue54-sequence-two-taps-<1-card|2-played>-<size>.png` (docs/screenshots/).

Pages open with `?fast` against the easy AI.
"""
from __future__ import annotations

import os
import re
from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from one_screen import sized_page
import sequence_page
from waits import drawn

SIZES = {"390x844": (390, 844), "320x640": (320, 640)}
TURN_TIMEOUT = 60_000
SHOTS = os.environ.get("SHOTS")


@pytest.fixture(params=sorted(SIZES), ids=str)
def phone(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    yield from sized_page(browser, request.param, scale=2, sizes=SIZES)


def my_turn(page: Page) -> None:
    page.wait_for_function("() => !!document.querySelector('#seq-hand .seq-card:not([aria-disabled=true])')",
                           timeout=TURN_TIMEOUT)


def plain_card(page: Page):
    """A card of the hand that plays on its own spaces (not a jack, not dead)."""
    return page.locator("#seq-hand .seq-card:not(.dead):not([aria-disabled=true]):not([data-card^='J'])").first


def shot(page: Page, name: str) -> None:
    if SHOTS:
        size = "x".join(str(page.viewport_size[k]) for k in ("width", "height"))  # type: ignore[index]
        page.screenshot(path=os.path.join(SHOTS, f"issue54-sequence-two-taps-{name}-{size}.png"))


def test_a_card_and_a_space_play_a_move(phone: Page, base_url: str) -> None:
    page = phone
    sequence_page.open_setup(page, base_url)
    sequence_page.configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    sequence_page.start(page)
    my_turn(page)
    drawn(page)  # the board's resize observer has drawn
    log = page.locator("#seq-log li")
    # a tap on the card, a tap a little off one of its spaces: played, snapped to that space
    card = plain_card(page)
    card.tap()
    expect(card).to_have_attribute("aria-pressed", "true")
    target = page.locator("#seq-grid .seq-cell.target").first
    cell = target.get_attribute("data-cell")
    shot(page, "1-card")
    before = log.count()
    box = target.bounding_box()
    assert box is not None
    page.touchscreen.tap(box["x"] + box["width"] * 0.85, box["y"] + box["height"] * 0.85)
    expect(log).not_to_have_count(before, timeout=TURN_TIMEOUT)
    expect(log.nth(before)).to_contain_text("Ann (blue) played the")
    expect(page.locator("#seq-loupe")).to_be_hidden()
    expect(page.locator("#seq-confirm-move")).to_be_hidden()
    expect(page.locator(f"#seq-grid .seq-cell[data-cell='{cell}']")).to_have_attribute(
        "aria-label", re.compile("blue chip"))
    expect(page.locator("#seq-undo")).to_be_visible()
    shot(page, "2-played")
    # the keyboard: Enter on a card, then Enter on the space the focus went to
    my_turn(page)
    before = log.count()
    card = plain_card(page)
    card.focus()
    page.keyboard.press("Enter")
    expect(card).to_have_attribute("aria-pressed", "true")
    focused = page.locator("#seq-grid .seq-cell:focus")
    expect(focused).to_have_class(re.compile(r"\btarget\b"))
    cell = focused.get_attribute("data-cell")
    page.keyboard.press("Enter")
    expect(log).not_to_have_count(before, timeout=TURN_TIMEOUT)
    expect(page.locator(f"#seq-grid .seq-cell[data-cell='{cell}']")).to_have_attribute(
        "aria-label", re.compile("blue chip"))
    expect(page.locator("#seq-confirm-move")).to_be_hidden()
    assert page.console_errors == []  # type: ignore[attr-defined]
