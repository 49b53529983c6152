"""The replay and the review count as the table does (issue 39): at the same point of a game, the
table's bar says "Turn 5 of 10" and the replay's says "Turn 5 of 10 · move 8 of 36" (Sequoia;
"Turn 7" Sequence, "Round 1 of 3" Sequitur), through one function (web/model/wording.py
replay_progress). The replay is the table's one screen: its bar, the board, the controls in the
tray, and the page does not scroll either way at 390x844 or 320x640.

Games are crafted with the engine (e2e/memory_records.py): the game in progress and the finished
game are one seeded game, stopped at the same move; `?fast` for speed.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from axe_source import axe_source, axe_violations
from memory_page import PHONE, PREFIX, TIMEOUT, open_page
from memory_records import in_progress, played, store
from web.model.replay_file import Replay, replay_text

GAMES = ["sequence", "sequoia", "sequitur"]
SMALL = {**PHONE, "viewport": {"width": 320, "height": 640}}
SEED = 3


def page_scrolls(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth > innerWidth"
                         " || document.documentElement.scrollHeight > innerHeight")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", ["phone", "small"])
def test_the_replay_counts_as_the_table_does(browser: Browser, base_url: str, game: str, size: str) -> None:
    context = browser.new_context(**(PHONE if size == "phone" else SMALL))
    try:
        page = context.new_page()
        p = PREFIX[game]
        now = in_progress(game, 9, SEED)
        moves = len(now.state.history)
        end = played(game, SEED, lambda session: False)  # the same game, played on to its end
        assert end.record()["actions"][:moves] == now.record()["actions"]
        total = len(end.state.history)
        # the table, at Ann's decision
        page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
        store(page, game, now.save_text())
        open_page(page, base_url + f"?fast#/{game}/play")
        status = page.locator(f"#{p}-bar-status")
        expect(status).not_to_be_empty(timeout=TIMEOUT)
        table_count = status.inner_text().split(" · ")[0]
        assert table_count.startswith("Turn" if game != "sequitur" else "Round"), table_count
        # the replay of the finished game, at the same move: the same words, then the move
        store(page, game, replay_text(game, Replay(end.record(), moves)), "replay")
        open_page(page, base_url + f"?fast#/{game}/replay")
        where = page.locator("#replay-where")
        expect(where).to_have_text(f"{table_count} · move {moves} of {total}", timeout=TIMEOUT)
        # the table's bar: the way back, the title, the count, the menu; the controls in the tray
        expect(page.locator("#replay-title")).to_have_text(f"Replay: {end.spec.name}")
        bar = page.locator(".table-bar")
        expect(bar.locator(".table-back")).to_be_visible()
        expect(bar.locator("#replay-where")).to_be_visible()
        expect(page.locator(".table-tray #replay-forward")).to_be_visible()
        assert not page_scrolls(page), "the replay is one screen"
        if size == "phone":  # axe-core finds nothing on the screen
            found = axe_violations(page, axe_source())
            assert not found, "\n".join(found)
        # a step on, the count follows; at the start it is the table's first count
        page.click("#replay-forward")
        expect(where).to_contain_text(f"move {moves + 1} of {total}")
        page.click("#replay-first")
        first = "Turn 1" if game != "sequitur" else "Round 1 of 3"
        expect(where).to_have_text(f"{first}{' of 10' if game == 'sequoia' else ''} · move 0 of {total}")
        page.click("#replay-last")
        expect(where).to_have_text(f"Game over · move {total} of {total}")
        assert not page_scrolls(page)
    finally:
        context.close()
