"""Sequoia's table stands still (issue 65, "Done when"): a whole game against an AI at 390x844 and
320x640 with touch (and held sideways, 844x390, and at 1280x800), the boxes of the forests and of the
pairs read at each of Ann's decisions and after a tap within one (a forest tapped first, its partners
shown): the forests and the pairs' box move at most 8 px from one decision to the next and 2 px within
one. A roll with more pairs than the last, a tiebreaker turn's line and the ties' notice come under the
pairs, never over them.

At every pair decision (issue 80, "the decisive moment in view"), in that game and in one of three seats
(Ann and two AIs) at each of those sizes, in one of four at 390x844, 844x390 and 320x640, and in one of
five held sideways and at 320x640 (`CROWDED`: there only what is in view, its tiebreaker turns too),
what the player studies is whole in the window and on top, as a player checks it (e2e/one_screen.py
`in_view`): every forest, and every seat's pill, within 1 s (a tree may fly out of a pill; the pairs
just revealed take the news strip's room, never the seats'). With SHOTS=<dir> in the environment the
second decision of the table of three is saved there, `decide-sequoia-pairs-<phone|small|sideways|desktop>.png`
(docs/screenshots/ holds them)."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterator

import pytest
from playwright.sync_api import Browser, Page, TimeoutError as PlaywrightTimeout, expect

from conftest import wait_ready
from memory_records import played, store
from one_screen import IN_VIEW, in_view, shots, sized_page
from web.model.seats import Seat, SeatKind
from waits import drawn

TIMEOUT = 60_000
SHOT_NAMES = {"390x844": "phone", "320x640": "small", "844x390": "sideways", "1280x800": "desktop"}  # docs/screenshots/
# what the pair decision needs whole in view and on top (e2e/one_screen.py `in_view`)
FORESTS = [("forest", "#sq-forests [data-forest]", True, True)]  # a card's button, its corners rounded
SEATS = [("seat", "#sq-scores > .table-seat", True, True)]  # a pill
TABLES = {"two": ([Seat("Ann"), Seat("Computer 1", SeatKind.AI, "easy")], 11),  # this seed's game has tiebreaker turns
          "three": ([Seat("Ann"), Seat("Computer 1", SeatKind.AI, "easy"), Seat("Computer 2", SeatKind.AI, "easy")], 11),
          "four": ([Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, "easy") for i in (1, 2, 3)], 11),
          "five": ([Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, "easy") for i in (1, 2, 3, 4)], 11)}
SIZES = ("390x844", "320x640", "844x390", "1280x800")
# a table of two at the phone sizes the issue names (its game has the tiebreaker turns), of three at
# each size, of four at three, of five held sideways. (A table of two at the wider sizes, where three fit,
# was 16 s of the run.) Five at 320x640: CROWDED.
GAMES = [("two", "390x844"), ("two", "320x640")] + [("three", size) for size in SIZES] + \
    [("four", "390x844"), ("four", "844x390"), ("four", "320x640"), ("five", "844x390")]
BOXES = """() => Object.fromEntries([['forests', '#sq-board'], ['pairs', '#sq-pairs']]
  .map(([name, sel]) => { const r = document.querySelector(sel).getBoundingClientRect();
                          return [name, [r.left, r.top, r.width, name === 'forests' ? r.height : 0]]; }))"""


def moved(a: dict[str, list[float]], b: dict[str, list[float]]) -> dict[str, float]:
    return {name: max(abs(x - y) for x, y in zip(a[name], b[name])) for name in a}


def decision(page: Page) -> bool:
    page.wait_for_function("""() => !!document.querySelector('#sq-end:not([hidden])')
        || !!document.querySelector('#sq-pairs [data-pair]:not([disabled])')""", timeout=TIMEOUT)
    return not page.locator("#sq-end:not([hidden])").count()


def seats_in_view(page: Page) -> list[str]:
    """What of the seats is not whole in view and on top (`in_view`) after at most 1 s: nothing, if all is."""
    problems = in_view(page, SEATS)
    if problems:
        try:
            page.wait_for_function(f"(parts) => ({IN_VIEW})(parts).length === 0", arg=[list(p) for p in SEATS], timeout=1000)
        except PlaywrightTimeout:
            return in_view(page, SEATS)
    return []


def table_at(browser: Browser, base_url: str, table: str, size: str) -> Iterator[Page]:
    """A page at `size` with the game of `table` (TABLES) saved and opened at its table, ready."""
    seats, seed = TABLES[table]
    text = played("sequoia", seed, lambda s: True, seats=seats).save_text()
    for page in sized_page(browser, size):
        page.goto(f"{base_url}manifest.webmanifest")
        store(page, "sequoia", text)
        page.goto(f"{base_url}?fast#/sequoia/play")
        wait_ready(page)
        yield page


@pytest.mark.parametrize("table,size", GAMES, ids=[f"{table}-{size}" for table, size in GAMES])
def test_the_forests_and_the_pairs_stand_still_for_a_whole_game(browser: Browser, base_url: str, size: str,
                                                                table: str) -> None:
    for page in table_at(browser, base_url, table, size):
        last: dict[str, Any] | None = None
        decisions = 0
        problems: list[str] = []
        while decision(page):
            drawn(page)  # the stage's resize observers have drawn
            boxes = page.evaluate(BOXES)
            where = f"{table} at {size}, decision {decisions}"
            problems += [f"{where}: {p}" for p in in_view(page, FORESTS) + seats_in_view(page)]
            if decisions == 1 and table == "three":  # the pairs just revealed, in the news strip (light and dark)
                shots(page, f"decide-sequoia-pairs-{SHOT_NAMES[size]}")
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
        assert not problems, "\n".join(problems)
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]


# five at 320x640, where a card's line each would not fit (forest_view.py `grid_across`: two players a
# line): every forest and seat in view at every decision of the whole game, its tiebreaker turns too (their
# hint, "…only in forests 3, 5, 6, 9, 10, where you are tied.", took a third line and cut the forests' last
# row: issue 80). With SHOTS=<dir>, each decision saved there, `crowded-<table>-<size>-<n>.png`.
CROWDED = [("five", "320x640")]


@pytest.mark.parametrize("table,size", CROWDED, ids=[f"{table}-{size}" for table, size in CROWDED])
def test_every_forest_and_seat_in_view_at_a_crowded_table(browser: Browser, base_url: str, size: str,
                                                          table: str) -> None:
    for page in table_at(browser, base_url, table, size):
        problems: list[str] = []
        decisions = 0
        while decision(page):
            drawn(page)
            where = f"{table} at {size}, decision {decisions}"
            if os.environ.get("SHOTS"):
                Path(os.environ["SHOTS"]).mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(Path(os.environ["SHOTS"]) / f"crowded-{table}-{size}-{decisions}.png"))
            problems += [f"{where}: {p}" for p in in_view(page, FORESTS) + seats_in_view(page)]
            decisions += 1
            page.locator("#sq-pairs [data-pair]:not([hidden]):not([disabled])").first.click()
        assert decisions >= 10, decisions  # ten turns at least: the whole game
        assert not problems, "\n".join(problems)
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
