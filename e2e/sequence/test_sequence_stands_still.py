"""Sequence's table stands still (issue 65): a whole game against the AI at 390x844 and 320x640
(touch), with the boxes of the board, its frame, the hand, the hand's card slots and the tray's
buttons read at each of the person's decisions and after each tap within a step (a card, a dead
card turned in, the space): nothing moves or changes size more than 2 px within a step, nor more
than 8 px from the first decision for the whole game (up to its end, a screen of its own), read
at every frame too, the AI's turns ("is thinking…") included. Lines that come and go (the last
move, a chosen card's hint, a refusal, the dead-card note) take room kept for them or float over
the table.
The cut plays by itself before the first turn (one person among AIs: no tap). `?fast` for speed.

A chosen card is lifted by a transform, a mark that moves no place: the hand's cards are
measured by their slots, which hold each card's place."""
from __future__ import annotations

from typing import Any, Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from one_screen import sized_page
from waits import drawn
from sequence_page import (
    NOT_A_REMOVE_CARD, board, choose_move, confirm_moves, configure, hand, my_colour, open_setup, wait_my_turn_or_end,
)

SIZES = {"390x844": (390, 844), "320x640": (320, 640)}
IN_STEP = 2  # px a box may move within a step
IN_GAME = 8  # px from the first decision, for the whole game
MAX_TURNS = 150
TIMEOUT = 60_000

BOXES = """() => {
  const box = el => { if (!el) return null; const r = el.getBoundingClientRect();
    return [r.left, r.top, r.width, r.height]; };
  const all = sel => [...document.querySelectorAll(sel)].map(box);
  const shown = el => el && el.getClientRects().length > 0;
  return {board: box(document.querySelector('#seq-board-frame .seq-board')), frame: box(document.querySelector('#seq-board-frame')),
    hand: box(document.querySelector('#seq-hand')), cards: all('#seq-hand .seq-card-slot'),
    tools: box(document.querySelector('.table-tray .table-tools')),
    buttons: Object.fromEntries([...document.querySelectorAll('.table-tray .table-tools button')].filter(shown)
      .map(b => [b.id, box(b)]))};
}"""
# every frame from the first decision to the end (the AI's turns too): how far the board, the hand and
# the tools' row ever stood from where they stood at the first decision, the worst kept with when
WATCH = """base => {
  const parts = {board: '#seq-board-frame .seq-board', frame: '#seq-board-frame', hand: '#seq-hand',
                 tools: '.table-tray .table-tools'};
  window.__worst = {far: 0};
  const frame = () => {
    if (document.querySelector('#seq-end:not([hidden])')) return;  // the end is a screen of its own
    for (const [part, sel] of Object.entries(parts)) {
      const el = document.querySelector(sel);
      if (!el || !base[part] || getComputedStyle(el).display === 'none') continue;
      const r = el.getBoundingClientRect(), now = [r.left, r.top, r.width, r.height];
      const far = Math.max(...now.map((v, i) => Math.abs(v - base[part][i])));
      if (far > window.__worst.far) window.__worst = {far, part, now, base: base[part],
        status: document.querySelector('#seq-status').textContent};
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}"""


@pytest.fixture(params=sorted(SIZES), ids=str)
def phone(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    yield from sized_page(browser, request.param, sizes=SIZES)


def boxes(page: Page) -> dict[str, Any]:
    drawn(page)  # the frame after the tap's redraw (and the board's resize observer)
    found = page.evaluate(BOXES)
    assert found["board"] and found["frame"], found  # the board is always measured, never skipped
    return found


def moves(a: dict[str, Any], b: dict[str, Any]) -> dict[str, float]:
    """How far each part moved or grew from `a` to `b`, in px (a part that came or went: infinity;
    a button shown in both, by its id: Suggest goes while the AI thinks, the others stay put)."""
    out: dict[str, float] = {}
    for part in ("board", "frame", "hand", "tools", "cards", "buttons"):
        if part == "buttons":
            both = sorted(set(a[part]) & set(b[part]))
            one, two = [a[part][k] for k in both], [b[part][k] for k in both]
        else:
            one, two = ([a[part]], [b[part]]) if part in ("board", "frame", "hand", "tools") else (a[part], b[part])
        if len(one) != len(two) or any((x is None) != (y is None) for x, y in zip(one, two)):
            out[part] = float("inf")
            continue
        out[part] = max([abs(p - q) for x, y in zip(one, two) if x is not None for p, q in zip(x, y)] or [0.0])
    return out


def check(where: str, before: dict[str, Any], after: dict[str, Any], limit: float, seen: list[str]) -> None:
    for part, far in moves(before, after).items():
        if far > limit:
            seen.append(f"{where}: {part} moved {far:.1f} px (limit {limit}): {before[part]} -> {after[part]}")


def test_the_table_stands_still_for_a_whole_game(phone: Page, base_url: str) -> None:
    page = phone
    open_setup(page, base_url)
    configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    page.click("#seq-start")
    # the cut plays by itself and says who deals: nothing to tap with one person among AIs
    expect(page.locator("#seq-cut-ok")).to_have_count(0)
    expect(page.locator("#seq-dealer")).to_contain_text("deals", timeout=TIMEOUT)
    expect(page.locator("#seq-grid")).to_be_visible(timeout=TIMEOUT)
    log = page.locator("#seq-log li")
    first: dict[str, Any] | None = None
    seen: list[str] = []
    turns = 0
    while not wait_my_turn_or_end(page):
        turns += 1
        assert turns < MAX_TURNS, "the game did not end"
        now = boxes(page)
        if first is None:
            first = now
            page.evaluate(WATCH, first)
        check(f"decision {turns}", first, now, IN_GAME, seen)
        move = choose_move(board(page), hand(page), my_colour(page))
        while move[0] == "turn-in":
            before = log.count()
            page.locator(f"[data-turn-in='{move[1]}']").tap()
            expect(log).to_have_count(before + 1)
            check(f"decision {turns}, a dead card turned in", now, boxes(page), IN_STEP, seen)
            move = choose_move(board(page), hand(page), my_colour(page), turn_in=False)  # one a turn
        index, cell = move
        card = page.locator(f"#seq-hand .seq-card[data-index='{index}']")
        card.tap()
        expect(card).to_have_attribute("aria-pressed", "true")
        check(f"decision {turns}, a card chosen", now, boxes(page), IN_STEP, seen)
        before = log.count()
        page.locator(f"#seq-grid .seq-cell[data-cell='{cell}']").tap()
        expect(log.nth(before)).to_be_attached(timeout=TIMEOUT)
        after = boxes(page)  # measured, then the end looked for: it may come while the frame is awaited
        if page.locator("#seq-end:not([hidden])").count() == 0:  # the game's end is a screen of its own
            check(f"decision {turns}, a space chosen", now, after, IN_STEP, seen)
    assert turns > 5
    worst = page.evaluate("window.__worst")
    if worst["far"] > IN_GAME:
        seen.append(f"between decisions (every frame): {worst}")
    assert not seen, f"{len(seen)} moves at {page.size_name}:\n" + "\n".join(seen[:40])
    assert page.console_errors == []  # type: ignore[attr-defined]


def test_a_move_waiting_for_its_confirmation_moves_nothing(phone: Page, base_url: str) -> None:
    """With "Confirm a move" on, a tapped space waits (enlarged on a small board) in the
    confirmation bar, which takes the tools' place: the board, the hand and the bar's
    buttons stay where the step began, for a few moves."""
    page = phone
    confirm_moves(page)
    open_setup(page, base_url)
    configure(page, 2, [("Ann", ""), ("Robot", "easy")])
    page.click("#seq-start")
    expect(page.locator("#seq-grid")).to_be_visible(timeout=TIMEOUT)
    log = page.locator("#seq-log li")
    seen: list[str] = []
    for turn in range(1, 5):
        if wait_my_turn_or_end(page):
            break
        now = boxes(page)
        card = page.locator("#seq-hand .seq-card:not(.dead):not([aria-disabled=true])" + NOT_A_REMOVE_CARD).first
        card.tap()
        expect(card).to_have_attribute("aria-pressed", "true")
        check(f"decision {turn}, a card chosen", now, boxes(page), IN_STEP, seen)
        page.locator("#seq-grid .seq-cell.target").first.tap()
        expect(page.locator("#seq-confirm-move")).to_be_visible()
        waiting = boxes(page)
        check(f"decision {turn}, the move waiting", now, {**waiting, "buttons": now["buttons"], "tools": now["tools"]},
              IN_STEP, seen)  # the confirmation bar in the tools' place
        before = log.count()
        page.locator("#seq-confirm-yes").tap()
        expect(log.nth(before)).to_be_attached(timeout=TIMEOUT)
        after = boxes(page)  # measured, then the end looked for (as above)
        if page.locator("#seq-end:not([hidden])").count() == 0:
            check(f"decision {turn}, confirmed", now, after, IN_STEP, seen)
    assert not seen, f"{len(seen)} moves at {page.size_name}:\n" + "\n".join(seen[:40])
    assert page.console_errors == []  # type: ignore[attr-defined]
