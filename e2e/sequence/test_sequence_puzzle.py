"""End-to-end: Sequence's today's puzzle (issue 83), tapped as a player on a phone does, at
390x844 and 320x640: reached from the home screen, a wrong try told why and counted while the
position stays, a reload keeps the try, the answer solves it (the result, the streak, a share text
naming no card nor space), the home screen says it is solved, and a game in progress waits
untouched, and the statistics list the day; axe finds nothing serious on the puzzle's screen, before
and after it is solved, nor on the statistics."""
from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

from axe_source import axe_source, axe_violations
from conftest import wait_ready, watch
from daily_pages import day_pages, stays_solved_then_home
from engine.core.record import advance_chance, loads
from engine.sequence.actions import Play
from engine.sequence.puzzle import puzzle_json, puzzle_of
from engine.sequence.sequences import EMPTY
from sequence_page import board, configure, start

TIMEOUT = 30_000
GAME = "seqgames.sequence.game"
STORE = "seqgames.sequence.puzzle"
BOARD_BOX = "(() => { const r = document.querySelector('#seq-grid').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()"
HOSTILE = '{"format": "seqgames-puzzles", "version": 1, "open": ["2026-02-30", 5, false], "days": [[[[[[1]]]]]]}'


def tap_move(page: Page, move: Play) -> None:
    """The card (the first of two copies) then the space, tapped."""
    page.locator(f"#seq-hand .seq-card[data-card='{move.card}']").first.tap()
    page.locator(f"#seq-grid .seq-cell[data-cell='{move.cell}']").tap()


def the_day(page: Page) -> tuple[Any, Any, Play]:
    """The puzzle of the page's day, its position, and a legal move that is not an answer."""
    day = page.locator("#puzzle").get_attribute("data-day")
    puzzle = puzzle_of(day)
    state = loads(puzzle.record, game="sequence")
    advance_chance(state)
    wrong = next(a for a in state.legal_actions(puzzle.seat) if isinstance(a, Play) and a not in puzzle.answers)
    return puzzle, state, wrong


def no_serious_violations(page: Page, axe: str, where: str) -> None:
    found = axe_violations(page, axe)
    assert not found, f"{where}: {found}"


def test_todays_puzzle_solved_on_a_phone(phone: Page, base_url: str) -> None:
    page = phone
    axe = axe_source()
    # a game in progress, which the puzzle never touches
    page.goto(base_url + "?fast#/sequence")
    wait_ready(page)
    configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    start(page)
    expect(page.locator("#seq-hand .seq-card").first).to_be_visible(timeout=TIMEOUT)
    saved = page.evaluate(f"localStorage.getItem('{GAME}')")
    assert saved
    # a hostile store of the puzzles: read as none, nothing breaks
    page.evaluate(f"localStorage.setItem('{STORE}', {HOSTILE!r})")
    page.goto(base_url + "?fast#/")
    wait_ready(page)
    expect(page.locator("#home-puzzle")).to_contain_text("Sequence: today's puzzle")
    expect(page.locator("#home-puzzle-text")).to_have_text("")
    page.locator("#home-puzzle").tap()
    expect(page.locator("#puzzle")).to_be_visible(timeout=TIMEOUT)
    puzzle, state, wrong = the_day(page)
    expect(page.locator("#puzzle-title")).to_contain_text(
        "Win in one move" if puzzle.kind == "win" else "The only move that keeps the game" if puzzle.only_move
        else "Stop the ")
    expect(page.locator("#puzzle-step")).to_have_text("Today's puzzle")
    expect(page.locator("#seq-seats .level-badge")).to_be_hidden()  # the rival never moves: no AI's level said
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    no_serious_violations(page, axe, "the puzzle at 390x844")

    # a wrong try: told why, counted, nothing played, nothing moved (the why's room was kept)
    where = BOARD_BOX
    before_box = page.evaluate(where)
    tap_move(page, wrong)
    why = page.locator("#puzzle-why")
    expect(why).to_contain_text("Try again: nothing is lost.")
    expect(why).to_contain_text("completes no sequence" if puzzle.kind == "win" else "could still win")
    expect(page.locator("#puzzle-step")).to_have_text("1 try missed")
    assert page.evaluate(where) == before_box
    before = next(c["chip"] for c in board(page) if c["cell"] == wrong.cell)
    assert (before is None) == (state.chips[wrong.cell] == EMPTY)  # the space as the position has it
    expect(page.locator("#seq-last")).not_to_contain_text("You played")  # the last move is still the rival's
    expect(page.locator("#seq-hand .seq-card")).to_have_count(len(state.hands[puzzle.seat]))

    # a reload finds the day as it was left
    page.reload()
    wait_ready(page)
    expect(page.locator("#puzzle-step")).to_have_text("1 try missed", timeout=TIMEOUT)

    # at 320x640, the answer solves it
    page.set_viewport_size({"width": 320, "height": 640})
    expect(page.locator("#puzzle")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    tap_move(page, puzzle.answers[0])
    expect(page.locator("#puzzle")).to_have_attribute("data-solved", "true", timeout=TIMEOUT)
    expect(page.locator("#puzzle-result")).to_have_text("Solved in 2 tries.")
    expect(page.locator("#puzzle-streak")).to_have_text("Streak: 1 day in a row (best: 1).")
    shared = page.locator("#puzzle-share-text").inner_text()
    assert shared.startswith(f"Sequence · today's puzzle {puzzle.day} · 2 tries"), shared
    assert "row" not in shared and "column" not in shared and "of " not in shared, shared
    expect(page.locator("#puzzle-hint")).to_be_hidden()
    expect(page.locator("#seq-seats .to-move")).to_have_count(0)  # the rival is not shown to move: it never does
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    no_serious_violations(page, axe, "the puzzle solved at 320x640")

    # solved stays solved; the home screen says it; the game in progress is as it was
    stays_solved_then_home(page, base_url)
    expect(page.locator("#home-puzzle-text")).to_have_text("Solved. Streak: 1 day.")
    assert page.evaluate(f"localStorage.getItem('{GAME}')") == saved
    expect(page.locator("#resume-sequence")).to_be_visible()
    # the statistics list the day, in their own section
    page.locator("#home-stats").tap()
    expect(page.locator("#stats-puzzle-streak")).to_have_text("Streak: 1 day in a row (best: 1). Solved on 1 day.",
                                                              timeout=TIMEOUT)
    expect(page.locator("#stats-puzzle-days li")).to_have_count(1)
    expect(page.locator("#stats-puzzle-days li")).to_contain_text("Solved in 2 tries.")
    no_serious_violations(page, axe, "the statistics with a puzzle solved")
    assert page.console_errors == []


def test_a_win_puzzle_is_the_same_on_two_devices_and_its_line_is_drawn(browser, base_url: str) -> None:
    """Two phones on one day (the clock fixed: a win puzzle's day) show the same puzzle; a wrong try
    says it completes no sequence; Hint, by the keyboard, chooses the answer's card; the answer
    completes the winning line, drawn on the board, and the result says the hint; and the next
    day's puzzle is another. A fresh context each (a fixed clock is an init script)."""
    day = "2026-11-30"
    puzzle = puzzle_of(day)
    assert puzzle.kind == "win"
    state = loads(puzzle.record, game="sequence")
    advance_chance(state)
    wrong = next(a for a in state.legal_actions(puzzle.seat) if isinstance(a, Play) and a not in puzzle.answers)
    with day_pages(browser, base_url, "sequence/daily", [(390, 844, day), (320, 640, day), (390, 844, "2026-12-01")]) as pages:
        first, second, next_day = pages
        hand = first.locator("#seq-hand .seq-card").evaluate_all("cards => cards.map(c => c.dataset.card)")
        assert hand == second.locator("#seq-hand .seq-card").evaluate_all("cards => cards.map(c => c.dataset.card)")
        assert sorted(hand) == sorted(state.hands[puzzle.seat])
        expect(second.locator("#puzzle-title")).to_have_text("Win in one move")
        assert next_day.locator("#seq-hand .seq-card").evaluate_all("cards => cards.map(c => c.dataset.card)") != hand
        frame = second.locator("#seq-board-frame")
        lines = frame.get_attribute("data-sequences") or ""
        tap_move(second, wrong)
        expect(second.locator("#puzzle-why")).to_contain_text("That completes no sequence (")
        # the hint, by the keyboard: the answer's card chosen in the hand (the focus on it)
        second.focus("#puzzle-hint")
        second.keyboard.press("Enter")
        card = second.locator(f"#seq-hand .seq-card[data-card='{puzzle.answers[0].card}'][aria-pressed='true']")
        expect(card).to_be_focused()
        second.locator(f"#seq-grid .seq-cell[data-cell='{puzzle.answers[0].cell}']").tap()
        expect(second.locator("#puzzle")).to_have_attribute("data-solved", "true", timeout=TIMEOUT)
        expect(second.locator("#puzzle-result")).to_have_text("Solved in 2 tries, with a hint.")
        expect(second.locator("#puzzle-share-text")).to_contain_text(f"Sequence · today's puzzle {day} · 2 tries · a hint")
        drawn = [line for line in (frame.get_attribute("data-sequences") or "").split(";") if line]
        new = [line for line in drawn if line not in lines.split(";")]
        assert len(new) == 1 and str(puzzle.answers[0].cell) in new[0].split(":")[1].split(","), (lines, drawn)
        expect(second.locator("#seq-status")).to_have_text("Today's puzzle is solved.")
        expect(first.locator("#puzzle")).to_have_attribute("data-solved", "false")  # another device: its own
        assert all(page.console_errors == [] for page in pages)  # type: ignore[attr-defined]


def test_today_s_puzzle_is_made_ahead_in_the_worker(browser, base_url: str) -> None:
    """While the home screen is still, Pyodide's worker makes the day's puzzle and the device keeps
    it (the engine's own, to the character), so the puzzle's screen opens from it without making it
    again on the page's MicroPython (seconds there)."""
    day = "2026-12-01"
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        watch(context, page)
        page.clock.set_fixed_time(f"{day}T12:00:00")
        page.goto(base_url + "?fast&quiet=0.2#/")  # (the tests' mode starts nothing ahead unless asked)
        wait_ready(page)
        page.wait_for_function(f"() => (localStorage.getItem('{STORE}') || '').includes('\"{day}\"')", timeout=60_000)
        kept = json.loads(page.evaluate(f"localStorage.getItem('{STORE}')"))["puzzle"]
        assert kept == [day, puzzle_json(day)]
        page.locator("#home-puzzle").tap()
        expect(page.locator("#puzzle")).to_have_attribute("data-day", day, timeout=TIMEOUT)
        expect(page.locator("#puzzle-loading")).to_have_count(0)
        assert page.console_errors == []  # type: ignore[attr-defined]
    finally:
        context.close()
