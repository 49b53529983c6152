"""The table is one screen (issue 39, "Done when"): at the person's first
decision, and after a few moves, of each game's default table (one person
against an AI) at 390x844, 320x640, 844x390 (a phone held sideways) and
1280x800,

- the page does not scroll either way (`document.scrollingElement`'s
  scroll height and width within the window);
- every visible control a player can use (button, link, field, anything
  tabbable, the board's spaces) is on the screen, or inside a box that
  scrolls on its own and is itself on the screen;
- the menu opens a sheet holding How to play, Export and the game log, on
  the screen too, and closes with Escape;
- at every decision of the person (the first and after each of a few
  moves), the decision's own choices are whole in sight, not cut by the
  tray's scrolling box nor under its sticky tools: Sequence's hand,
  Sequoia's pairs (held sideways too) and its forests (every card, each a
  choice too: on a small phone the cards shrink rather than scroll),
  Sequitur's rack and the first control of its decision.

Pages open with `?fast` (short AI turns, no animation) against the easy
AI. With SHOTS=<dir> in the environment each moment is also saved as a
screenshot there, to look at.
"""
from __future__ import annotations

from typing import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import wait_ready
import sequence_page
import sequitur_page
from one_screen import PREFIX, SIZES, TURN_TIMEOUT, choices_in_sight, fits, sized_page


@pytest.fixture(params=sorted(SIZES), ids=str)
def screen(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    yield from sized_page(browser, request.param, scale=2)


def the_menu(page: Page, game: str) -> None:
    """The menu's sheet holds How to play, Export and the log, on the screen; Escape closes it."""
    prefix = PREFIX[game]
    page.click(f"#{prefix}-menu")
    sheet = page.locator(f"#{prefix}-sheet")
    expect(sheet).to_be_visible()
    for part in ("#how-to-play", f"#{prefix}-share", f"#{prefix}-export", f"#{prefix}-log"):
        expect(sheet.locator(part)).to_be_visible()
    fits(page, game, "menu")
    page.keyboard.press("Escape")
    expect(sheet).to_be_hidden()
    expect(page.locator(f"#{prefix}-menu")).to_be_focused()


def play_sequence(page: Page, base_url: str) -> Callable[[], None]:
    sequence_page.open_setup(page, base_url)
    sequence_page.configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    sequence_page.start(page)

    def turn(turn_in: bool = True) -> None:
        """A move by clicking a card, then a space; on a board too small to touch, the space
        waits enlarged with Confirm (checked on the screen too), then it is confirmed."""
        assert not sequence_page.wait_my_turn_or_end(page)
        before = page.locator("#seq-log li").count()
        move = sequence_page.choose_move(sequence_page.board(page), sequence_page.hand(page),
                                         sequence_page.my_colour(page), turn_in)
        if move[0] == "turn-in":
            page.click(f"[data-turn-in='{move[1]}']")
            expect(page.locator("#seq-log li")).to_have_count(before + 1)
            return turn(turn_in=False)  # one dead card a turn
        index, cell = move
        page.click(f"#seq-hand .seq-card[data-index='{index}']")
        page.click(f"#seq-grid .seq-cell[data-cell='{cell}']")
        if page.locator("#seq-confirm-yes").is_visible():
            fits(page, "sequence", "confirm")
            page.click("#seq-confirm-yes")
        expect(page.locator("#seq-log li").nth(before)).to_be_attached()
    return turn


def sequence_decision(page: Page) -> None:
    assert not sequence_page.wait_my_turn_or_end(page)


def play_sequoia(page: Page, base_url: str) -> Callable[[], None]:
    page.goto(base_url + "?fast#/sequoia")
    wait_ready(page)
    expect(page.locator("#sq-start")).to_be_visible(timeout=30_000)
    page.select_option("#sq-players", "2")
    page.fill("#sq-name-0", "Ann")
    page.select_option("#sq-kind-0", "")
    page.fill("#sq-name-1", "Robot")
    page.select_option("#sq-kind-1", "easy")
    page.click("#sq-start")

    def turn(turn_in: bool = True) -> None:
        sequoia_decision(page)
        log = page.locator("#sq-log li").count()
        page.locator("#sq-pairs .sq-pair, #sq-no-effect").first.click()
        expect(page.locator("#sq-log li")).not_to_have_count(log, timeout=TURN_TIMEOUT)
    return turn


def sequoia_decision(page: Page) -> None:
    expect(page.locator("#sq-pairs .sq-pair, #sq-no-effect").first).to_be_visible(timeout=TURN_TIMEOUT)


def play_sequitur(page: Page, base_url: str) -> Callable[[], None]:
    page.goto(base_url + "?fast#/sequitur")
    wait_ready(page)
    expect(page.locator("#sr-start")).to_be_visible(timeout=30_000)
    sequitur_page.start(page, [("Ann", ""), ("Robot", "easy")])

    def turn(turn_in: bool = True) -> None:
        sequitur_page.act(page)
    return turn


def sequitur_decision(page: Page) -> None:
    page.locator(sequitur_page.ANY).first.wait_for(timeout=TURN_TIMEOUT)


GAMES = {"sequence": (play_sequence, sequence_decision), "sequoia": (play_sequoia, sequoia_decision),
         "sequitur": (play_sequitur, sequitur_decision)}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_table_is_one_screen(screen: Page, base_url: str, game: str) -> None:
    page = screen
    start, decision = GAMES[game]
    turn = start(page, base_url)
    decision(page)
    fits(page, game, "first-decision")
    choices_in_sight(page, game, "first-decision")
    the_menu(page, game)
    for move in range(1, 4):
        turn()
        decision(page)
        fits(page, game, "after-moves" if move == 3 else f"after-move-{move}")
        choices_in_sight(page, game, f"after move {move}")
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_sequoia_s_most_pairs_leave_every_forest_in_sight(screen: Page, base_url: str) -> None:
    """Five different dice make the most pairs a roll can (fifteen, three rows at 320 px too): the
    forests and every pair still fit the screen at every size, the small phone's too (its
    roll stands on the heading's line and the cards shrink to their least line)."""
    from memory_records import in_progress, store

    page = screen
    session = next(s for seed in range(1, 200) if len(set((s := in_progress("sequoia", 4, seed)).state.rolls[0])) == 5)
    assert len(session.state.legal_actions(0)) == 15
    page.goto(base_url + "?fast#/")
    wait_ready(page)
    store(page, "sequoia", session.save_text())
    page.goto(base_url + "?fast#/sequoia/play")
    wait_ready(page)
    sequoia_decision(page)
    expect(page.locator("#sq-pairs .sq-pair")).to_have_count(15)
    fits(page, "sequoia", "fifteen-pairs")
    choices_in_sight(page, "sequoia", "fifteen pairs")
