"""End-to-end: Sequoia's today's puzzle (issue 83), tapped as a player on a phone does, at 390x844
and 320x640: reached from its card on the home screen, a wrong pair told why in the review's words
(its points expected, against the best's) and counted while the roll and the pairs stay, a reload
keeps the try, Hint picks a forest of the answer, the answer solves it (the margin, the result, the
streak, a share text naming no pair), the home screen and the statistics say so, and a Sequoia game
in progress waits untouched; two devices on one day get the same roll, another day another; a
Sunday's tiebreaker puzzle missed, told why and solved at both sizes; axe finds nothing serious,
before and after it is solved. With SHOTS=<dir>, the screens there (docs/screenshots/ holds
bench/puzzle_screenshots.py's)."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from axe_source import axe_source, axe_violations
from conftest import wait_ready
from daily_pages import day_pages, stays_solved_then_home
from engine.sequoia.puzzle import points, puzzle_of
from one_screen import in_view, shot

TIMEOUT = 30_000
GAME = "seqgames.sequoia.game"
FORESTS = [("forest", "#sq-forests [data-forest]", True, True)]  # a card's button, its corners rounded
FORESTS_BOX = "(() => { const r = document.querySelector('#sq-canvas').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()"


def pair_button(page: Page, pair) -> str:
    return f"#sq-pairs .sq-pair[data-pair='{pair.a},{pair.b}']"


def test_todays_sequoia_puzzle_solved_on_a_phone(phone: Page, base_url: str) -> None:
    page = phone
    axe = axe_source()
    # a game in progress, which the puzzle never touches
    page.goto(base_url + "?fast#/sequoia")
    wait_ready(page)
    page.select_option("#sq-players", "2", timeout=TIMEOUT)
    page.select_option("#sq-kind-1", "easy")
    page.locator("#sq-start").tap()
    expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TIMEOUT)
    saved = page.evaluate(f"localStorage.getItem('{GAME}')")
    assert saved
    page.goto(base_url + "?fast#/")
    wait_ready(page)
    card = page.locator("#home-sequoia-puzzle")
    expect(card.locator(".game-name")).to_have_text("Sequoia: today's puzzle")
    expect(card).to_contain_text("One Sequoia roll a day")
    expect(page.locator("#home-sequoia-puzzle-text")).to_have_text("")
    card.tap()
    expect(page.locator("#puzzle")).to_be_visible(timeout=TIMEOUT)
    day = page.locator("#puzzle").get_attribute("data-day")
    puzzle = puzzle_of(day)
    wrong = min((p for p in puzzle.pairs if p not in puzzle.answers), key=puzzle.value)
    # (today's: on a tiebreaker day, a Sunday from engine/sequoia/puzzle.py TIEBREAK_FROM, a tiebreaker turn's)
    expect(page.locator("#puzzle-title")).to_have_text("Tiebreaker turn" if puzzle.tiebreak else "The last turn")
    expect(page.locator("#puzzle-step")).to_have_text("Today's puzzle")
    if not puzzle.tiebreak:
        expect(page.locator("#sq-turn")).to_have_text("Turn 10 of 10")
    expect(page.locator("#sq-pairs .sq-pair")).to_have_count(len(puzzle.pairs), timeout=TIMEOUT)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert axe_violations(page, axe) == [], "the puzzle at 390x844"

    # a wrong pair: told why in the review's words, counted, nothing played, nothing moved
    before = page.evaluate(FORESTS_BOX)
    page.locator(pair_button(page, wrong)).tap()
    why = page.locator("#puzzle-why")
    expect(why).to_contain_text(f"{points(puzzle.value(wrong)):.1f} points expected, against "
                                f"{points(max(puzzle.values)):.1f} with the best pair.")
    expect(why).to_contain_text("Try again: nothing is lost.")
    expect(page.locator("#puzzle-step")).to_have_text("1 try missed")
    expect(page.locator("#sq-pairs .sq-pair")).to_have_count(len(puzzle.pairs))
    assert page.evaluate(FORESTS_BOX) == before
    shot(page, "puzzle-sequoia-phone")

    # a reload finds the day as it was left
    page.reload()
    wait_ready(page)
    expect(page.locator("#puzzle-step")).to_have_text("1 try missed", timeout=TIMEOUT)

    # at 320x640: Hint picks a forest of the answer (the pairs narrowed to it), the answer solves it
    page.set_viewport_size({"width": 320, "height": 640})
    expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TIMEOUT)
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    page.locator("#puzzle-hint").tap()
    answer = puzzle.answers[0]
    expect(page.locator("#sq-hint")).to_contain_text("picked")
    shown = page.locator("#sq-pairs .sq-pair:not([hidden])").evaluate_all("bs => bs.map(b => b.dataset.pair)")
    assert f"{answer.a},{answer.b}" in shown and len(shown) < len(puzzle.pairs), shown
    picked = {int(n) for n in shown[0].split(",")} & {int(n) for n in shown[-1].split(",")}
    assert picked & {answer.a, answer.b}, shown
    page.locator(pair_button(page, answer)).tap()
    expect(page.locator("#puzzle")).to_have_attribute("data-solved", "true", timeout=TIMEOUT)
    expect(page.locator("#puzzle-result")).to_have_text("Solved in 2 tries, with a hint.")
    expect(page.locator("#puzzle-after")).to_contain_text(
        f"{points(max(puzzle.values)):.1f} points expected, {points(puzzle.margin):.1f} more than the next best pair.")
    expect(page.locator("#puzzle-streak")).to_have_text("Streak: 1 day in a row (best: 1).")
    shared = page.locator("#puzzle-share-text").inner_text()
    assert shared.startswith(f"Sequoia · today's puzzle {day} · 2 tries · a hint"), shared
    assert "&" not in shared and "twice" not in shared, shared
    expect(page.locator("#puzzle-hint")).to_be_hidden()
    expect(page.locator("#sq-choose")).to_contain_text("Today's puzzle is solved.")
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    assert in_view(page, FORESTS) == []  # the forests whole under the result: no roll to come keeps the tray's room
    assert axe_violations(page, axe) == [], "the puzzle solved at 320x640"
    page.set_viewport_size({"width": 390, "height": 844})
    shot(page, "puzzle-sequoia-solved-phone")

    # solved stays solved; the home screen and the statistics say it; the game in progress is as it was
    stays_solved_then_home(page, base_url)
    expect(page.locator("#home-sequoia-puzzle-text")).to_have_text("Solved. Streak: 1 day.")
    expect(page.locator("#home-puzzle-text")).to_have_text("")  # Sequence's puzzle is its own
    assert page.evaluate(f"localStorage.getItem('{GAME}')") == saved
    expect(page.locator("#resume-sequoia")).to_be_visible()
    page.locator("#home-stats").tap()
    expect(page.locator("#stats-sequoia-puzzle-title")).to_have_text("Sequoia: today's puzzle", timeout=TIMEOUT)
    expect(page.locator("#stats-sequoia-puzzle-days li")).to_contain_text("Solved in 2 tries, with a hint.")
    expect(page.locator("#stats-puzzle")).to_have_count(0)
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_the_same_roll_on_two_devices_and_another_the_next_day(browser, base_url: str) -> None:
    """Two phones on one day (the clock fixed) show the same roll and pairs, the one the engine made
    for that day; the next day's is another; the answer at first try says so."""
    day, other = "2026-12-02", "2026-12-03"
    puzzle = puzzle_of(day)
    with day_pages(browser, base_url, "sequoia/daily", [(390, 844, day), (320, 640, day), (390, 844, other)]) as pages:
        for page in pages:
            expect(page.locator("#sq-pairs .sq-pair").first).to_be_visible(timeout=TIMEOUT)

        def roll(page: Page) -> tuple[str, list[str]]:
            return (page.locator("#sq-roll").inner_text(),
                    page.locator("#sq-pairs .sq-pair").evaluate_all("bs => bs.map(b => b.dataset.pair)"))

        first, second, later = pages
        assert roll(first) == roll(second)
        assert roll(first)[1] == [f"{p.a},{p.b}" for p in puzzle.pairs]
        assert roll(later) != roll(first)
        second.locator(pair_button(second, puzzle.answers[0])).tap()
        expect(second.locator("#puzzle-result")).to_have_text("Solved at the first try.", timeout=TIMEOUT)
        expect(first.locator("#puzzle")).to_have_attribute("data-solved", "false")  # another device: its own
        assert all(page.console_errors == [] for page in pages)  # type: ignore[attr-defined]


@pytest.mark.parametrize("width,height", [(390, 844), (320, 640)])
def test_a_sunday_s_tiebreaker_puzzle_solved_on_a_phone(browser, base_url: str, width: int, height: int) -> None:
    """A tiebreaker day (a Sunday from engine/sequoia/puzzle.py TIEBREAK_FROM, the clock fixed), at
    390x844 and 320x640 by tapping: the puzzle is the day's tiebreaker turn, asked in its own words; a
    pair that misses is told why (whole in sight, over nothing, the pairs still there to tap), counted,
    and tried again: Hint picks a tied forest of the answer, the answer solves it, the streak counted."""
    day = "2026-12-06"
    puzzle = puzzle_of(day)
    assert puzzle.tiebreak
    wrong = min((p for p in puzzle.pairs if p not in puzzle.answers), key=puzzle.value)
    answer = puzzle.answers[0]
    with day_pages(browser, base_url, "sequoia/daily", [(width, height, day)]) as (page,):
        expect(page.locator("#puzzle-title")).to_have_text("Tiebreaker turn", timeout=TIMEOUT)
        expect(page.locator("#puzzle")).to_contain_text("a tree counts only in a tied forest")
        expect(page.locator("#sq-pairs .sq-pair")).to_have_count(len(puzzle.pairs), timeout=TIMEOUT)
        page.locator(pair_button(page, wrong)).tap()
        expect(page.locator("#puzzle-why")).to_contain_text(
            f"{points(puzzle.value(wrong)):.1f} points expected, against {points(max(puzzle.values)):.1f} with the best pair.")
        expect(page.locator("#puzzle-why")).to_contain_text("Try again: nothing is lost.")
        expect(page.locator("#puzzle-step")).to_have_text("1 try missed")
        expect(page.locator("#puzzle")).to_have_attribute("data-solved", "false")
        # what a player reads and taps next, whole in the window and on top
        assert in_view(page, [("why it missed", "#puzzle-why", True, False), ("Hint", "#puzzle-hint", True, True),
                              ("the answer", pair_button(page, answer), True, True)]) == []
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        shot(page, f"puzzle-sequoia-tiebreak-{width}x{height}")
        page.locator("#puzzle-hint").tap()  # a forest of the answer where a tree counts: a tied one
        expect(page.locator("#sq-hint")).to_contain_text("picked")
        shown = page.locator("#sq-pairs .sq-pair:not([hidden])").evaluate_all("bs => bs.map(b => b.dataset.pair)")
        assert f"{answer.a},{answer.b}" in shown and len(shown) < len(puzzle.pairs), shown
        page.locator(pair_button(page, answer)).tap()
        expect(page.locator("#puzzle")).to_have_attribute("data-solved", "true", timeout=TIMEOUT)
        expect(page.locator("#puzzle-result")).to_have_text("Solved in 2 tries, with a hint.")
        expect(page.locator("#puzzle-after")).to_contain_text(f"{points(puzzle.margin):.1f} more than the next best pair.")
        expect(page.locator("#puzzle-streak")).to_have_text("Streak: 1 day in a row (best: 1).")
        assert in_view(page, FORESTS) == []  # the forests whole under the result, a small phone's too
        assert page.locator("#puzzle-share-text").inner_text().startswith(
            f"Sequoia · today's puzzle {day} · 2 tries · a hint")
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        shot(page, f"puzzle-sequoia-tiebreak-solved-{width}x{height}")
        assert page.console_errors == []  # type: ignore[attr-defined]
