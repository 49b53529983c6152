"""Start never throws a game away (issue 41): on a setup screen with an
unfinished game in progress, Start asks first, as a record import and
"Play on from here" do ("Replace the game in progress" / "Keep my game"),
naming the game's players and where it stands, in each of the three games."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from conftest import wait_ready

TIMEOUT = 30_000
GAMES = [("sequence", "seq", "turn"), ("sequoia", "sq", "turn"), ("sequitur", "sr", "round")]


def open_setup(page: Page, base_url: str, game: str, prefix: str) -> None:
    page.goto(f"{base_url}?fast#/{game}")
    wait_ready(page)
    expect(page.locator(f"#{prefix}-start")).to_be_visible(timeout=TIMEOUT)


def at_the_table(page: Page, prefix: str) -> None:
    """The table of the game just started is on screen (Sequence's cut for the deal passed)."""
    if prefix == "seq":  # the table at once, the cut over it, going by itself
        expect(page.locator("#seq-grid")).to_be_visible(timeout=TIMEOUT)
        expect(page.locator("#seq-cut")).to_have_count(0, timeout=TIMEOUT)
    else:
        expect(page.locator(f"#{prefix}-start")).to_have_count(0, timeout=TIMEOUT)
        expect(page.locator(f"#{prefix}-status, #sq-canvas").first).to_be_visible(timeout=TIMEOUT)


def saved(page: Page, game: str) -> str | None:
    return page.evaluate(f"localStorage.getItem('seqgames.{game}.game')")


@pytest.mark.parametrize(("game", "prefix", "where"), GAMES, ids=[g for g, _, _ in GAMES])
def test_start_asks_before_replacing_a_game_in_progress(app: Page, base_url: str, game: str, prefix: str,
                                                        where: str) -> None:
    open_setup(app, base_url, game, prefix)
    # no game yet: Start starts at once
    app.select_option(f"#{prefix}-players", "2")
    app.fill(f"#{prefix}-name-0", "Kim")
    app.select_option(f"#{prefix}-kind-0", "")
    app.fill(f"#{prefix}-name-1", "Robot")
    app.select_option(f"#{prefix}-kind-1", "easy")
    app.click(f"#{prefix}-start")
    at_the_table(app, prefix)

    open_setup(app, base_url, game, prefix)
    expect(app.locator(f"#{prefix}-resume")).to_be_visible()
    kept = saved(app, game)
    assert kept
    question = app.locator(f"#{prefix}-start-question")
    choice = app.locator(f"#{prefix}-start-choice")
    app.click(f"#{prefix}-start")
    expect(question).to_have_text(re.compile(
        rf"^A game is in progress here \(Kim and Robot, {where} \d+.*\)\. Starting a new game replaces it\.$"))
    expect(app.locator(f"#{prefix}-start-replace")).to_be_focused()
    expect(app.locator(f"#{prefix}-start-replace")).to_have_text("Replace the game in progress")
    # Escape is the way out, as "Keep my game" is
    app.keyboard.press("Escape")
    expect(choice).to_be_hidden()
    expect(app.locator(f"#{prefix}-start")).to_be_focused()
    app.click(f"#{prefix}-start")
    app.click(f"#{prefix}-start-keep")
    expect(choice).to_be_hidden()
    assert app.url.endswith(f"#/{game}")  # still the setup: nothing started
    assert saved(app, game) == kept, "the game in progress is kept as it was"
    app.click(f"#{prefix}-resume")
    expect(app.locator(f"#{prefix}-start")).to_have_count(0, timeout=TIMEOUT)
    expect(app.locator("#view")).to_contain_text("Kim")

    # Start again, and Replace: a new game
    open_setup(app, base_url, game, prefix)
    before = saved(app, game)
    app.fill(f"#{prefix}-name-0", "Lou")
    app.click(f"#{prefix}-start")
    expect(question).to_be_visible()
    app.fill(f"#{prefix}-name-0", "Ada")  # changed while asked: Replace starts the form as it is then
    app.click(f"#{prefix}-start-replace")
    at_the_table(app, prefix)
    after = saved(app, game)
    assert after and after != before
    assert "Ada" in after and "Lou" not in after and "Kim" not in after
    assert app.console_errors == []  # type: ignore[attr-defined]


def test_rematch_asks_before_replacing_a_game_started_in_another_tab(app: Page, base_url: str) -> None:
    """A finished game's Rematch replaces that game; but if another tab has
    started a game since (the autosave holds it, unfinished), it asks first."""
    from memory_page import last_move
    from memory_records import one_move_from_the_end, played, store
    from web.model.seats import Seat, SeatKind

    text, action, _end = one_move_from_the_end("sequoia")
    store(app, "sequoia", text)
    app.goto(f"{base_url}?fast#/sequoia/play")
    wait_ready(app)
    last_move(app, "sequoia", action)
    expect(app.locator("#sq-rematch")).to_be_visible(timeout=TIMEOUT)
    # meanwhile another tab of this browser starts a game of Kim and Lou
    other = played("sequoia", 5, lambda s: len(s.state.history) >= 2 and 0 in s.waiting(),
                   seats=[Seat("Kim"), Seat("Lou", SeatKind.AI, "easy")])
    other_tab = app.context.new_page()
    other_tab.goto(f"{base_url}?fast#/")
    store(other_tab, "sequoia", other.save_text())
    other_tab.close()
    kept = saved(app, "sequoia")
    app.click("#sq-rematch")
    expect(app.locator("#sq-rematch-question")).to_have_text(re.compile(
        r"^A game is in progress here \(Kim and Lou, turn \d+ of \d+\)\. A rematch replaces it\.$"))
    expect(app.locator("#sq-rematch-replace")).to_be_focused()
    app.click("#sq-rematch-keep")
    expect(app.locator("#sq-rematch-choice")).to_be_hidden()
    expect(app.locator("#sq-rematch")).to_be_focused()
    assert saved(app, "sequoia") == kept, "the other tab's game is kept as it was"
    app.click("#sq-rematch")
    app.click("#sq-rematch-replace")
    expect(app.locator("#sq-end")).to_be_hidden(timeout=TIMEOUT)
    after = saved(app, "sequoia")
    assert after != kept and "Kim" not in after and "Ann" in after
    assert app.console_errors == []  # type: ignore[attr-defined]
