"""End-to-end: Sequence's guided first game (issue 14), clicked as a new
player would, with animations on: from the setup screen, each step's card
and space as the panel names them (a wrong move is refused with what to do
instead), to the completed sequence; and leaving it at any time changes
nothing of a real game in progress."""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from conftest import wait_ready
from guide_page import play_step, sized_pages
from sequence_page import configure, open_setup, start

TIMEOUT = 30_000


def click_space(page: Page, row: int, col: int) -> None:
    page.click(f"#seq-grid .seq-cell[data-row='{row}'][data-col='{col}']")


def wait_for_step(page: Page, number: int) -> None:
    expect(page.locator("#lesson-step")).to_have_text(f"Step {number} of 5", timeout=TIMEOUT)


def test_the_guided_first_game_from_start_to_sequence(page: Page, base_url: str) -> None:
    page.goto(base_url + "#/sequence")  # no ?fast: the chips animate as in a real game
    wait_ready(page)
    # a first visit (no setup remembered, no autosave) offers it as a button
    expect(page.locator("#walkthrough-link")).to_have_text("New to Sequence? Play a guided game")
    expect(page.locator("#walkthrough-link")).to_have_class(re.compile(r"\bbutton\b"))
    page.click("#walkthrough-link")
    wait_for_step(page, 1)
    expect(page.locator("#lesson-title")).to_have_text("Play a card")
    expect(page.locator("#lesson-move")).to_contain_text("5 of hearts")
    # a move that is not the lesson's is refused, with what to do instead
    page.click("#seq-hand .seq-card[data-card='9C']")
    click_space(page, 5, 1)
    expect(page.locator("#seq-message")).to_contain_text("In this guided game")
    page.click("#seq-hand .seq-card[data-card='5H']")
    click_space(page, 5, 5)
    wait_for_step(page, 2)  # after the other player's move
    expect(page.locator("#lesson-title")).to_have_text("A one-eyed jack removes a chip")
    page.click("#seq-hand .seq-card[data-card='JH']")
    click_space(page, 8, 7)
    wait_for_step(page, 3)
    expect(page.locator("#lesson-title")).to_have_text("A two-eyed jack is wild")
    page.click("#seq-hand .seq-card[data-card='JD']")
    click_space(page, 5, 6)
    wait_for_step(page, 4)
    expect(page.locator("#lesson-title")).to_have_text("Turn in a dead card")
    page.click("[data-turn-in='2D']")
    wait_for_step(page, 5)
    expect(page.locator("#seq-hand .seq-card[data-card='AH']")).to_be_visible()
    page.click("#seq-hand .seq-card[data-card='AH']")
    click_space(page, 5, 7)
    expect(page.locator("#lesson-title")).to_have_text("You completed a sequence", timeout=TIMEOUT)
    expect(page.locator("#seq-scores")).to_contain_text("Blue: 1 of 2 sequences")
    expect(page.locator("#lesson-done")).to_be_visible()
    # the table ends on a final status line, not waiting for the other player
    expect(page.locator("#seq-status")).to_have_text("Guided game complete: you completed a sequence.")
    expect(page.locator("#seq-game")).not_to_contain_text("Waiting for")
    page.click("#lesson-real")
    expect(page.locator("#view h1")).to_have_text("Sequence: setup")
    assert page.evaluate("localStorage.getItem('seqgames.sequence.game')") is None  # a lesson is never saved
    assert page.console_errors == []


def test_leaving_the_walkthrough_keeps_the_game_in_progress(page: Page, base_url: str) -> None:
    open_setup(page, base_url)
    configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    start(page)
    saved = page.evaluate("localStorage.getItem('seqgames.sequence.game')")
    assert saved
    page.goto(base_url + "?fast#/sequence/learn")
    wait_for_step(page, 1)
    page.click("#seq-hand .seq-card[data-card='5H']")
    click_space(page, 5, 5)
    wait_for_step(page, 2)
    expect(page.locator("#lesson-leave")).to_have_text("Leave the guided game")
    page.click("#lesson-leave")
    expect(page.locator("#view h1")).to_have_text("Sequence: setup")
    # no longer a first visit: the offer is a link under the heading
    expect(page.locator("#walkthrough-link")).to_have_class(re.compile(r"\bnav-link\b"))
    assert page.evaluate("localStorage.getItem('seqgames.sequence.game')") == saved
    expect(page.locator("#seq-resume")).to_be_visible()
    assert page.console_errors == []


def test_the_walkthrough_on_a_phone_by_keyboard(browser, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    try:
        page.goto(base_url + "?fast#/rules/sequence")
        wait_ready(page)
        page.focus("#rules-walkthrough")
        page.keyboard.press("Enter")
        wait_for_step(page, 1)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        page.focus("#seq-hand .seq-card[data-card='5H']")
        page.keyboard.press("Enter")
        page.focus("#seq-grid .seq-cell[data-row='5'][data-col='5']")
        page.keyboard.press("Enter")
        wait_for_step(page, 2)
    finally:
        context.close()


def test_the_guide_never_hides_the_table(browser, base_url: str) -> None:
    """Issue 67: at a phone's sizes (upright, small, sideways) and a laptop's, each of the first
    three steps has its words, the thing to tap and the board in the window at once, nothing
    scrolled; each is played by tapping what the guide marks."""
    for (width, height, touch), page in sized_pages(browser, base_url + "?fast#/sequence/learn"):
        for number in (1, 2, 3):
            play_step(page, number, 5, "#seq-board-frame", touch=touch)
