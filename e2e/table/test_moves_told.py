"""Every move another seat makes is told in visible words at the table (issue 65, "Done when"): at
a table of Ann and one AI and at one of Ann and three, in each game, played with animations on,
every seat named in the log's lines written between two of Ann's decisions is named in visible
text inside the window before she decides (within a moment of her decision's start: the newest words settle in): on the news strip between the seats and the
stage (the log's newest lines, web/ui/log_view.py; Sequence's own line under its board, #seq-last,
which has the ring's mark), or on the reveal floating over the seats (web/ui/reveal.py `Glimpse`:
Sequoia's pairs, Sequitur's actions and words, turned up together), not only to a screen reader. What the window showed is read at every frame.
"""
from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from conftest import wait_ready
from memory_records import TABLES, played, spec_of, store
from one_screen import CLIP, sized_page
from web.model.seats import Seat, SeatKind
from web.model.session import Session

TIMEOUT = 60_000
# every frame, the texts of the news strip and of a floating reveal that the window and every box
# that clips them show whole
WATCH = f"""() => {{
  window.__told = [];
  const clip = {CLIP};
  const look = () => {{
    for (const el of document.querySelectorAll('.table-news-line, .table-glimpse:not([hidden]) li, #seq-last')) {{
      const r = el.getBoundingClientRect(), s = getComputedStyle(el), c = clip(el);
      if (r.width > 1 && r.height > 1 && r.top >= c.top - 0.5 && r.left >= c.left - 0.5 && r.bottom <= c.bottom + 0.5
          && r.right <= c.right + 0.5 && s.visibility !== 'hidden') {{
        const text = el.textContent;
        if (!window.__told.includes(text)) window.__told.push(text);
      }}
    }}
    requestAnimationFrame(look);
  }};
  requestAnimationFrame(look);
}}"""


def saved(page: Page, game: str) -> Session:
    text = page.evaluate(f"localStorage.getItem('seqgames.{game}.game')")
    assert text, "no autosave"
    return Session.from_save(spec_of(game), text)


def sequence_ready(page: Page) -> bool:
    from sequence_page import wait_my_turn_or_end

    return not wait_my_turn_or_end(page)


def sequence_decide(page: Page) -> None:
    from sequence_page import play_turn

    play_turn(page)


def sequoia_ready(page: Page) -> bool:
    page.wait_for_function("""() => !!document.querySelector('#sq-end:not([hidden])')
        || !!document.querySelector('#sq-pairs [data-pair]:not([disabled])')""", timeout=TIMEOUT)
    return not page.locator("#sq-end:not([hidden])").count()


def sequoia_decide(page: Page) -> None:
    page.locator("#sq-pairs [data-pair]:not([disabled])").first.click()


def sequitur_ready(page: Page) -> bool:
    from sequitur_page import ANY

    page.locator(ANY).first.wait_for(timeout=TIMEOUT)
    return not page.locator("#sr-winner").is_visible()


def sequitur_decide(page: Page) -> None:
    from sequitur_page import act

    act(page)


# each game: Ann's decision is on screen (False: the game is over), Ann decides, how many decisions
TURNS: dict[str, tuple[Callable[[Page], bool], Callable[[Page], None], int]] = {
    "sequence": (sequence_ready, sequence_decide, 3), "sequoia": (sequoia_ready, sequoia_decide, 3),
    "sequitur": (sequitur_ready, sequitur_decide, 8)}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_each_move_of_another_seat_is_told_in_sight(browser: Browser, base_url: str, game: str, players: int) -> None:
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, "easy") for i in range(1, players)]
    others = [seat.name for seat in seats[1:]]
    text = played(game, 3, lambda s: True, seats=seats).save_text()  # a new game, dealt and cut
    ready, decide, decisions = TURNS[game]
    for page in sized_page(browser, "390x844"):
        page.goto(f"{base_url}manifest.webmanifest")
        store(page, game, text)
        page.goto(f"{base_url}#/{game}/play")  # animations on: as a player sees it
        wait_ready(page)
        page.evaluate(WATCH)
        told_lines = 0
        checked = 0
        for _ in range(decisions):
            if not ready(page):
                break
            # what the log said since Ann's last decision names seats the window shows (the newest as
            # its words settle in, within a moment of the decision)
            session = saved(page, game)
            lines = session.log[told_lines:]
            told_lines = len(session.log)
            for line in lines:
                for name in others:
                    if name in line:
                        checked += 1
                        try:
                            page.wait_for_function("n => window.__told.some(t => t.includes(n))", arg=name, timeout=3_000)
                        except PlaywrightTimeout:
                            told = page.evaluate("window.__told")
                            raise AssertionError((game, players, name, line, told)) from None
            page.evaluate("window.__told.splice(0)")
            decide(page)
        assert checked >= 1, (game, players, "no move of another seat came between Ann's decisions")
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
