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

import os
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import wait_ready, watch
import sequence_page
import sequitur_page

SIZES = {"390x844": (390, 844), "320x640": (320, 640), "844x390": (844, 390), "1280x800": (1280, 800)}
PREFIX = {"sequence": "seq", "sequoia": "sq", "sequitur": "sr"}
TURN_TIMEOUT = 60_000

FITS = """() => {
  const vw = window.innerWidth, vh = window.innerHeight, page = document.scrollingElement;
  const problems = [];
  if (page.scrollHeight > vh) problems.push(`the page scrolls down: ${page.scrollHeight} px in a ${vh} px window`);
  if (page.scrollWidth > vw) problems.push(`the page scrolls sideways: ${page.scrollWidth} px in a ${vw} px window`);
  const shown = el => {
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.display === 'none' || s.visibility === 'hidden' || n.hidden) return false;
    }
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;  // not a screen reader's only
  };
  const scroller = el => {  // the nearest box that scrolls on its own, if any
    for (let n = el.parentElement; n && n !== document.body && n !== document.documentElement; n = n.parentElement) {
      const s = getComputedStyle(n);
      const scrolls = (/(auto|scroll)/.test(s.overflowY) && n.scrollHeight > n.clientHeight + 1)
        || (/(auto|scroll)/.test(s.overflowX) && n.scrollWidth > n.clientWidth + 1);
      if (scrolls) return n;
    }
    return null;
  };
  const on = r => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
  const name = el => {
    const id = el.id ? '#' + el.id : '';
    const cls = el.classList.length ? '.' + [...el.classList].join('.') : '';
    const text = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 24);
    const r = el.getBoundingClientRect();
    return `${el.tagName.toLowerCase()}${id}${cls} "${text}" at ${r.left.toFixed(0)},${r.top.toFixed(0)} ` +
      `${r.width.toFixed(0)}x${r.height.toFixed(0)}`;
  };
  const sel = 'button, a[href], input, select, textarea, summary, [role=button], [role=gridcell], ' +
    '[tabindex]:not([tabindex="-1"])';
  let count = 0;
  for (const el of document.querySelectorAll(sel)) {
    if (el.closest('.skip-link, [inert]') || el.disabled || !shown(el)) continue;
    count += 1;
    const box = scroller(el);
    if (box ? !on(box.getBoundingClientRect()) : !on(el.getBoundingClientRect()))
      problems.push((box ? `in a box off the screen (${name(box)}): ` : 'off the screen: ') + name(el));
  }
  return {problems, count, height: page.scrollHeight, width: page.scrollWidth};
}"""


# the decision's choices that must be whole in sight: (selector, all of them or only the first)
CHOICES = {"sequence": [("#seq-hand", "all")], "sequoia": [("#sq-pairs .sq-pair, #sq-no-effect", "all"), ("#sq-board", "all")],
           "sequitur": [("#sr-rack", "all"), ("#sr-decision button:not([disabled]), #sr-cover-ok", "first")]}

IN_SIGHT = """([selector, which]) => {
  const vw = window.innerWidth, vh = window.innerHeight, problems = [];
  const shown = el => {
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.display === 'none' || s.visibility === 'hidden' || n.hidden) return false;
    }
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };
  let found = [...document.querySelectorAll(selector)].filter(shown);
  if (which === 'first') found = found.slice(0, 1);
  for (const el of found) {
    const r = el.getBoundingClientRect();
    let top = 0, left = 0, bottom = vh, right = vw;
    for (let n = el.parentElement; n && n !== document.documentElement; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = n.getBoundingClientRect();  // what a box that clips shows: its client area
      top = Math.max(top, b.top + n.clientTop); left = Math.max(left, b.left + n.clientLeft);
      bottom = Math.min(bottom, b.top + n.clientTop + n.clientHeight);
      right = Math.min(right, b.left + n.clientLeft + n.clientWidth);
    }
    const tray = el.closest('.table-tray'), tools = tray && tray.querySelector(':scope > .table-tools');
    if (tools && !tools.contains(el) && shown(tools)) bottom = Math.min(bottom, tools.getBoundingClientRect().top);
    if (r.top < top - 1 || r.left < left - 1 || r.bottom > bottom + 1 || r.right > right + 1)
      problems.push(`${el.id || el.className || el.tagName} "${(el.textContent || '').trim().slice(0, 20)}" at ` +
        `${r.left.toFixed(0)},${r.top.toFixed(0)}-${r.right.toFixed(0)},${r.bottom.toFixed(0)} is cut to ` +
        `${left.toFixed(0)},${top.toFixed(0)}-${right.toFixed(0)},${bottom.toFixed(0)}`);
  }
  return {problems, count: found.length};
}"""


@pytest.fixture(params=sorted(SIZES), ids=str)
def screen(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    width, height = SIZES[request.param]
    touch = width < 1000
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=touch, has_touch=touch,
                                  device_scale_factor=2 if touch else 1)
    page = context.new_page()
    watch(context, page)
    page.size_name = request.param  # type: ignore[attr-defined]
    yield page
    context.close()


def fits(page: Page, game: str, moment: str) -> dict[str, Any]:
    """The page does not scroll and every control is on the screen; with SHOTS set, a screenshot too."""
    page.wait_for_timeout(200)  # the board's resize observer has drawn
    shots = os.environ.get("SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(shots) / f"{game}-{page.size_name}-{moment}.png"))  # type: ignore[attr-defined]
    found = page.evaluate(FITS)
    assert found["count"] > 0, f"{game} at {page.size_name}, {moment}: no control on the screen"  # type: ignore[attr-defined]
    assert not found["problems"], f"{game} at {page.size_name}, {moment}: " + "; ".join(found["problems"])  # type: ignore[attr-defined]
    return found


def choices_in_sight(page: Page, game: str, moment: str) -> None:
    """The decision's choices (CHOICES) are whole in sight."""
    count = 0
    for selector, which in CHOICES[game]:
        found = page.evaluate(IN_SIGHT, [selector, which])
        count += found["count"]
        assert not found["problems"], \
            f"{game} at {page.size_name}, {moment}: " + "; ".join(found["problems"])  # type: ignore[attr-defined]
    assert count > 0, f"{game} at {page.size_name}, {moment}: no choice of the decision on screen"  # type: ignore[attr-defined]


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

    def turn() -> None:
        """A move by clicking a card, then a space; on a board too small to touch, the space
        waits enlarged with Confirm (checked on the screen too), then it is confirmed."""
        assert not sequence_page.wait_my_turn_or_end(page)
        before = page.locator("#seq-log li").count()
        move = sequence_page.choose_move(sequence_page.board(page), sequence_page.hand(page),
                                         sequence_page.my_colour(page))
        if move[0] == "turn-in":
            page.click(f"[data-turn-in='{move[1]}']")
            expect(page.locator("#seq-log li")).to_have_count(before + 1)
            return turn()
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

    def turn() -> None:
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

    def turn() -> None:
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
    """Five different dice make the most pairs a roll can (fifteen, four rows at 320 px): the
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
