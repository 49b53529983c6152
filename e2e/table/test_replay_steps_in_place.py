"""A replay's step is drawn on the table already on screen (web/ui/view.py `TableView.take`), so
Forward and Back answer within a tap's time at 4x (issue 81; bench/replay_taps.py): the table is
not built anew between two steps of a game in play, and each step shows exactly what a table
opened at that step shows (its words and its canvases' pixels), forward and back, in each game.
A step at the end builds the table anew (its end box), and a step back from the end does too.

Games are crafted with the engine (e2e/memory_records.py); `?fast` so that no picture is caught
mid-animation.
"""
from __future__ import annotations

import hashlib

import pytest
from playwright.sync_api import Browser, Page, expect

from memory_page import PHONE, TIMEOUT, open_page
from memory_records import played, store
from web.model.replay_file import Replay, replay_text

GAMES = ["sequence", "sequoia", "sequitur"]
SEED = 4
STEPS = 7  # Forward this many times from the middle of the game, then Back twice

# what the replay's table shows: its screen's words (not what the announcements said last, which
# a table built for the step has not said), and each canvas's pixels
PICTURE = """() => {
  const table = document.querySelector('#replay-table .table-screen');
  const canvases = [...table.querySelectorAll('canvas')].map(c => c.width + 'x' + c.height + ':' + c.toDataURL());
  return [table.innerText, canvases];
}"""


def picture(page: Page) -> tuple[str, list[str]]:
    text, canvases = page.evaluate(PICTURE)
    return text, [hashlib.sha1(c.encode()).hexdigest() for c in canvases]


def settled(page: Page, move: int, total: int) -> None:
    expect(page.locator("#replay-where")).to_contain_text(f"move {move} of {total}", timeout=TIMEOUT)
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


def opened_at(page: Page, base_url: str, game: str, record: dict, move: int, total: int) -> tuple[str, list[str]]:
    """What a replay opened at `move` shows (the page opened anew: the replay on screen keeps its step)."""
    page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
    store(page, game, replay_text(game, Replay(record, move)), "replay")
    open_page(page, base_url + f"?fast#/{game}/replay")
    settled(page, move, total)
    return picture(page)


@pytest.mark.parametrize("game", GAMES)
def test_a_step_is_drawn_in_place_and_shows_what_a_table_opened_there_shows(browser: Browser, base_url: str,
                                                                            game: str) -> None:
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        end = played(game, SEED, lambda session: False)
        record, total = end.record(), len(end.state.history)
        start = total // 2
        opened_at(page, base_url, game, record, start, total)
        page.evaluate("window.__table = document.querySelector('#replay-table').firstElementChild")
        shown: dict[int, tuple[str, list[str]]] = {}
        walk = [(start + step, "#replay-forward") for step in range(1, STEPS + 1)] \
            + [(start + STEPS - 1, "#replay-back"), (start + STEPS - 2, "#replay-back")]
        for move, button in walk:
            page.locator(button).tap()
            settled(page, move, total)
            assert page.evaluate("window.__table === document.querySelector('#replay-table').firstElementChild"), \
                f"move {move}: the table was built anew"
            shown[move] = picture(page)
        # each step, as a table opened at it shows it (the table built for that step)
        for move in (start + 1, start + STEPS - 2, start + STEPS):
            fresh = opened_at(page, base_url, game, record, move, total)
            assert shown[move][0] == fresh[0], f"move {move}: the words differ from a table opened there"
            assert shown[move][1] == fresh[1], f"move {move}: the pictures differ from a table opened there"
        # the end builds its table (its end box), and a step back from it another
        page.locator("#replay-last").tap()
        settled(page, total, total)
        page.evaluate("window.__table = document.querySelector('#replay-table').firstElementChild")
        page.locator("#replay-back").tap()
        settled(page, total - 1, total)
        assert not page.evaluate("window.__table === document.querySelector('#replay-table').firstElementChild")
        assert picture(page) == opened_at(page, base_url, game, record, total - 1, total)
    finally:
        context.close()
