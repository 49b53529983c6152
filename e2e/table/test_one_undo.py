"""One undo for the three games (issue 41), clicked as a person would
against an AI: Undo is there but disabled (`aria-disabled`, a press says
why) until the person has a move to take back, enabled after it; what it
took back is said in full ("Undone: Ann ..."), and said no more once play
goes on, so it never reaches the end screen."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from memory_page import PREFIX, TIMEOUT, open_page
from memory_records import one_move_from_the_end, played, store
from sequence_page import play_turn, wait_my_turn_or_end
from sequitur_page import ANY, act

GAMES = ["sequence", "sequoia", "sequitur"]
NEXT = {  # Ann decides now, or the game is over
    "sequence": "#seq-hand .seq-card:not([aria-disabled=true]), #seq-end:not([hidden])",
    "sequoia": "#sq-pairs .sq-pair, #sq-no-effect, #sq-end:not([hidden])",
    "sequitur": f"{ANY}, #sr-end:not([hidden])",
}


def waits_for_ann(page: Page, game: str) -> None:
    page.locator(NEXT[game]).first.wait_for(timeout=TIMEOUT)


def over(page: Page, game: str) -> bool:
    return page.locator(f"#{PREFIX[game]}-end:not([hidden])").count() == 1


def actions(page: Page, game: str) -> int:
    return page.evaluate(f"JSON.parse(localStorage.getItem('seqgames.{game}.game')).record.actions.length")


def decide(page: Page, game: str) -> None:
    """Ann's next decision, by clicking; then wait until she decides again or the game is over."""
    if game == "sequence":
        wait_my_turn_or_end(page)
        play_turn(page)
    elif game == "sequoia":  # a pair, or Continue after a tiebreaker's roll that changes nothing
        before = actions(page, game)
        page.locator("#sq-pairs .sq-pair, #sq-no-effect").first.click(timeout=TIMEOUT)
        page.wait_for_function(f"JSON.parse(localStorage.getItem('seqgames.sequoia.game')).record.actions.length"
                               f" > {before}", timeout=TIMEOUT)
    else:
        act(page)
    waits_for_ann(page, game)


@pytest.mark.parametrize("game", GAMES)
def test_undo_is_enabled_only_with_a_move_to_take_back_and_its_line_goes_with_the_next_move(
        app: Page, base_url: str, game: str) -> None:
    session = played(game, 3, lambda s: 0 in s.waiting())
    assert not any(seat == 0 for seat, _ in session.state.history)  # nothing of Ann's played yet
    store(app, game, session.save_text())
    p = PREFIX[game]
    open_page(app, f"{base_url}?fast#/{game}/play")
    undo, message = app.locator(f"#{p}-undo"), app.locator(f"#{p}-message")
    waits_for_ann(app, game)
    expect(undo).to_be_visible()
    expect(undo).to_have_text("Undo")
    expect(undo).to_have_attribute("aria-disabled", "true")
    undo.click(force=True)  # a person can still press it (Playwright skips aria-disabled buttons): it says why
    expect(message).to_have_text("There is no move to undo yet.")
    decide(app, game)
    expect(undo).not_to_have_attribute("aria-disabled", "true")
    expect(message).not_to_contain_text("There is no move")  # the refusal went with the move
    undo.click()
    expect(message).to_contain_text(re.compile(r"^Undone: Ann "))
    waits_for_ann(app, game)
    expect(undo).to_have_attribute("aria-disabled", "true")  # back before her first move: nothing to undo
    decide(app, game)
    expect(message).not_to_contain_text("Undone")  # play went on: what the undo took back is said no more
    expect(undo).not_to_have_attribute("aria-disabled", "true")
    assert app.console_errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", GAMES)
def test_an_undo_is_not_said_on_the_end_screen(app: Page, base_url: str, game: str) -> None:
    text, _action, _end = one_move_from_the_end(game)
    store(app, game, text)
    p = PREFIX[game]
    open_page(app, f"{base_url}?fast#/{game}/play")
    message = app.locator(f"#{p}-message")
    waits_for_ann(app, game)
    app.click(f"#{p}-undo")
    expect(message).to_contain_text(re.compile(r"^Undone: Ann "))
    waits_for_ann(app, game)
    for _ in range(80):
        if over(app, game):
            break
        decide(app, game)
    expect(app.locator(f"#{p}-end")).to_be_visible()
    expect(message).not_to_contain_text("Undone")
    assert "Undone" not in app.locator(f"#{p}-end").inner_text()
    assert app.console_errors == []  # type: ignore[attr-defined]
