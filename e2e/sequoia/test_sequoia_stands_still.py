"""Sequoia's table stands still (issue 65, "Done when"): a whole game against an AI at 390x844 and
320x640 with touch, the boxes of the forests and of the pairs read at each of Ann's decisions and
after a tap within one (a forest tapped first, its partners shown): the forests and the pairs'
box move at most 8 px from one decision to the next and 2 px within one. A roll with more pairs
than the last, a tiebreaker turn's line and the ties' notice come under the pairs, never over them."""
from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import wait_ready
from memory_records import played, store
from one_screen import sized_page
from web.model.seats import Seat, SeatKind
from waits import drawn

TIMEOUT = 60_000
BOXES = """() => Object.fromEntries([['forests', '#sq-board'], ['pairs', '#sq-pairs']]
  .map(([name, sel]) => { const r = document.querySelector(sel).getBoundingClientRect();
                          return [name, [r.left, r.top, r.width, name === 'forests' ? r.height : 0]]; }))"""


def moved(a: dict[str, list[float]], b: dict[str, list[float]]) -> dict[str, float]:
    return {name: max(abs(x - y) for x, y in zip(a[name], b[name])) for name in a}


def decision(page: Page) -> bool:
    page.wait_for_function("""() => !!document.querySelector('#sq-end:not([hidden])')
        || !!document.querySelector('#sq-pairs [data-pair]:not([disabled])')""", timeout=TIMEOUT)
    return not page.locator("#sq-end:not([hidden])").count()


@pytest.mark.parametrize("size", ["390x844", "320x640"])
def test_the_forests_and_the_pairs_stand_still_for_a_whole_game(browser: Browser, base_url: str, size: str) -> None:
    seats = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "easy")]
    text = played("sequoia", 11, lambda s: True, seats=seats).save_text()  # this seed's game has tiebreaker turns
    for page in sized_page(browser, size):
        page.goto(f"{base_url}manifest.webmanifest")
        store(page, "sequoia", text)
        page.goto(f"{base_url}?fast#/sequoia/play")
        wait_ready(page)
        last: dict[str, Any] | None = None
        decisions = 0
        while decision(page):
            drawn(page)  # the stage's resize observers have drawn
            boxes = page.evaluate(BOXES)
            if last is not None:
                shift = moved(last, boxes)
                assert max(shift.values()) <= 8, (size, decisions, shift, last, boxes)
            last = boxes
            decisions += 1
            pair = page.locator("#sq-pairs [data-pair]:not([disabled])").first
            first = int(pair.get_attribute("data-pair").split(",")[0])
            page.click(f"#sq-forests [data-forest='{first}']")  # a tap within the step: the forest's partners
            expect(page.locator("#sq-hint")).not_to_be_empty()
            within = moved(boxes, page.evaluate(BOXES))
            assert max(within.values()) <= 2, (size, decisions, "within a step", within)
            page.locator("#sq-pairs [data-pair]:not([hidden]):not([disabled])").first.click()
        assert decisions >= 10, decisions  # ten turns at least: the whole game
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
