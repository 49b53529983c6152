"""What a new player trips on at the Sequence table (issue 54, "Done when", and its item 4):

- the end screen keeps the final board: at 390x844, 320x640, 844x390 and
  1280x800 the board at the end is at least 75% of its side in play, whole
  on the screen, every winning sequence's line drawn on the canvas (the
  last one too), the result's heading in sight beside or under it, not over
  it;
- at 320x640 and 390x844 every card of a hand of seven (two players) is
  whole in sight, at least 44 px wide, and takes a tap;
- the last move is ringed on the board and said in a line in sight;
- (issue 65) every text of a card in the hand (its rank and suit, "wild",
  the remove card's word, "dead") lies inside the card, at every size.

Each game starts from a save crafted with the engine: Ann (a person here)
one move from her winning sequence (e2e/moment_records.py), or a few moves
into a game (e2e/memory_records.py). The end is played with animations on,
as a player sees it (the line grows, the end box rises).
"""
from __future__ import annotations

import json
import re
from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import wait_ready
from engine.sequence.events import SequenceCompleted
from memory_records import in_progress, played, store
from moment_records import one_move_from_a_win
from one_screen import sized_page
from waits import settled

TIMEOUT = 30_000
SIZES = {"390x844": (390, 844), "320x640": (320, 640), "844x390": (844, 390), "1280x800": (1280, 800)}

# each sequence's line, read off the canvas: the pixel halfway between its second and third chip (the
# line runs under the chips, so there it shows) is the team's ink, not the felt or a card
LINES_DRAWN = """([lines, cols, rows, inks]) => {
  const canvas = document.querySelector('#seq-board-frame .seq-canvas');
  const box = canvas.getBoundingClientRect(), ratio = canvas.width / box.width;
  const s = Math.min(box.width / cols, box.height / rows), ctx = canvas.getContext('2d');
  return lines.map(([team, cells]) => {
    const [a, b] = [cells[1], cells[2]].map(c => [(c % cols + .5) * s, (Math.floor(c / cols) + .62) * s]);
    const [x, y] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const p = ctx.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
    const [r, g, bl] = inks[team];
    return Math.abs(p[0] - r) + Math.abs(p[1] - g) + Math.abs(p[2] - bl) < 60;
  });
}"""
INKS = [(0x17, 0x3f, 0x80), (0x14, 0x52, 0x33), (0x7d, 0x1d, 0x14)]  # board_view.CHIP_STYLE's dark edges

BOX = """sel => { const r = document.querySelector(sel).getBoundingClientRect();
  return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; }"""

# every card of the hand: its box, whether the boxes that clip it show it whole, what a tap at its middle hits
CARDS = """() => [...document.querySelectorAll('#seq-hand .seq-card')].map(card => {
  const r = card.getBoundingClientRect();
  let top = 0, left = 0, bottom = window.innerHeight, right = window.innerWidth;
  for (let n = card.parentElement; n && n !== document.documentElement; n = n.parentElement) {
    const s = getComputedStyle(n);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const b = n.getBoundingClientRect();
    top = Math.max(top, b.top + n.clientTop); left = Math.max(left, b.left + n.clientLeft);
    bottom = Math.min(bottom, b.top + n.clientTop + n.clientHeight);
    right = Math.min(right, b.left + n.clientLeft + n.clientWidth);
  }
  const tools = document.querySelector('.table-tray > .table-tools');
  if (tools && tools.getBoundingClientRect().height > 0) bottom = Math.min(bottom, tools.getBoundingClientRect().top);
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {card: card.dataset.card, width: r.width, height: r.height,
          whole: r.left >= left - 1 && r.top >= top - 1 && r.right <= right + 1 && r.bottom <= bottom + 1,
          tapped: !!hit && card.contains(hit)};
})"""


# every text of every card of the hand: its box (the text itself, not its element) and the card's inside
# (within its border)
CARD_TEXTS = """() => [...document.querySelectorAll('#seq-hand .seq-card')].flatMap(card => {
  const c = card.getBoundingClientRect();
  const left = c.left + card.clientLeft, top = c.top + card.clientTop;
  const inside = {left, top, right: left + card.clientWidth, bottom: top + card.clientHeight};
  return [...card.querySelectorAll('span')].map(span => {
    const range = document.createRange();
    range.selectNodeContents(span);
    const r = range.getBoundingClientRect();
    return {card: card.dataset.card, text: span.textContent, inside,
            box: {left: r.left, top: r.top, right: r.right, bottom: r.bottom}};
  });
})"""
# a hand of each deck's special cards, a ten beside them (the widest rank): one remove card, one wild
SPECIAL = {"classic": (("JS", "JH"), ("JC", "JD"), ("TS", "TH", "TD", "TC")), "custom": (("OR",), ("PW",), ("TS", "TH", "TD", "TC"))}


def hand_with_special_cards(variant: str) -> str:
    """The save of a game a few moves in, Ann to play, her hand holding a remove card, a wild card and a ten."""
    def holds(session) -> bool:
        hand = session.private(0)["hand"]
        return 0 in session.waiting() and all(any(c in hand for c in cards) for cards in SPECIAL[variant])

    for seed in range(1, 200):
        session = played("sequence", seed, lambda s: holds(s) or len(s.state.history) > 30, config={"variant": variant})
        if holds(session):
            return session.save_text()
    raise LookupError(f"no seed deals Ann {SPECIAL[variant]}")


def open_table(browser: Browser, base_url: str, size: str, text: str, *, fast: bool) -> Iterator[Page]:
    """Sequence's table on the saved game `text` at `size` (drawn at twice the pixels on a phone), sound off."""
    for page in sized_page(browser, size, scale=2, sizes=SIZES):
        query = "?fast" if fast else ""
        page.goto(base_url + "manifest.webmanifest")  # the origin's storage, without starting the app
        store(page, "sequence", text)
        page.evaluate("v => localStorage.setItem('seqgames.settings', v)", json.dumps({"sound": False}))
        page.goto(base_url + query + "#/sequence/play")
        wait_ready(page)
        yield page


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_end_keeps_the_final_board_and_draws_every_sequence(browser: Browser, base_url: str, size: str) -> None:
    text, action, end = one_move_from_a_win("sequence")
    cols = len(end.state.setup_info()["board"][0])
    rows = len(end.state.setup_info()["board"])
    lines = [[e.team, sorted(e.cells)] for _at, e in end.events if isinstance(e, SequenceCompleted)]
    assert len(lines) == 2
    for page in open_table(browser, base_url, size, text, fast=False):
        card = page.locator(f"#seq-hand .seq-card[data-card='{action.card}']")
        card.click(timeout=TIMEOUT)
        settled(page)
        in_play = page.evaluate(BOX, "#seq-board-frame .seq-board")
        page.click(f"#seq-grid .seq-cell[data-cell='{action.cell}']")
        if page.locator("#seq-loupe-space").is_visible():  # a board too small to touch enlarges the space first
            page.click("#seq-loupe-space")
        elif page.locator("#seq-confirm-yes").is_visible():
            page.click("#seq-confirm-yes")
        # just before the end box: the new sequence's line has grown whole on the canvas, the first's stands
        # (the board lists both sequences in the task that starts the new one's growing: not before)
        expect(page.locator("#seq-board-frame")).to_have_attribute("data-sequences", ";".join(
            f"{team}:{','.join(map(str, cells))}" for team, cells in lines), timeout=TIMEOUT)
        expect(page.locator("#seq-board-frame")).not_to_have_attribute("data-line-growing", "true", timeout=TIMEOUT)
        assert page.evaluate(LINES_DRAWN, [lines, cols, rows, INKS]) == [True, True], "a sequence's line is not drawn"
        expect(page.locator("#seq-end")).to_be_visible(timeout=TIMEOUT)
        page.wait_for_function("!document.getElementById('seq-end').getAnimations().length", timeout=TIMEOUT)
        settled(page)  # the moment has risen and settled, the board's resize observer has drawn
        at_end = page.evaluate(BOX, "#seq-board-frame .seq-board")
        assert at_end["width"] >= 0.75 * in_play["width"], (size, in_play, at_end)
        vw, vh = SIZES[size]
        assert at_end["left"] >= -0.5 and at_end["top"] >= -0.5 and at_end["right"] <= vw + 0.5 \
            and at_end["bottom"] <= vh + 0.5, ("the board is not whole on the screen", at_end)
        assert page.evaluate(LINES_DRAWN, [lines, cols, rows, INKS]) == [True, True], "a line is gone at the end"
        # the result in sight, beside or under the board, never over it
        title = page.evaluate(BOX, "#seq-winner")
        assert title["top"] >= 0 and title["bottom"] <= vh + 0.5 and title["right"] <= vw + 0.5, title
        box = page.evaluate(BOX, "#seq-end")
        assert box["top"] >= at_end["bottom"] - 0.5 or box["left"] >= at_end["right"] - 0.5, (box, at_end)
        assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", ["320x640", "390x844"])
def test_every_card_of_the_hand_is_whole_in_sight_and_takes_a_tap(browser: Browser, base_url: str, size: str) -> None:
    session = in_progress("sequence", 4)
    assert len(session.private(0)["hand"]) == 7  # two players: seven cards each
    for page in open_table(browser, base_url, size, session.save_text(), fast=True):
        expect(page.locator("#seq-hand .seq-card:not([aria-disabled=true])")).to_have_count(7, timeout=4 * TIMEOUT)
        settled(page)
        cards = page.evaluate(CARDS)
        assert len(cards) == 7
        for card in cards:
            assert card["width"] >= 44 - 0.5 and card["height"] >= 44 - 0.5, card
            assert card["whole"], f"cut: {card}"
            assert card["tapped"], f"a tap at its middle misses it: {card}"
        last = page.locator("#seq-hand .seq-card").nth(6)
        last.tap()
        expect(last).to_have_attribute("aria-pressed", "true")
        assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", ["390x844", "320x640"])
def test_the_last_move_is_marked_on_the_board_and_said_in_sight(browser: Browser, base_url: str, size: str) -> None:
    """Issue 54, 4: where did the AI play? Its space ringed on the board (the twin says "last move")
    and one line at the tray's top saying who played what where, whole on the screen."""
    from engine.sequence.events import ChipPlaced, ChipRemoved

    session = in_progress("sequence", 4)
    event = [e for _at, e in session.events if isinstance(e, (ChipPlaced, ChipRemoved))][-1]
    row, col = divmod(event.cell, len(session.state.setup_info()["board"][0]))
    for page in open_table(browser, base_url, size, session.save_text(), fast=True):
        expect(page.locator("#seq-hand .seq-card:not([aria-disabled=true])")).to_have_count(7, timeout=4 * TIMEOUT)
        line = page.locator("#seq-last")
        expect(line).to_be_visible()
        expect(line).to_contain_text(f"{session.seats[event.seat].name} ")
        expect(line).to_contain_text(f"row {row + 1}, column {col + 1}")
        box = line.bounding_box()
        vw, vh = SIZES[size]
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= vh and box["x"] + box["width"] <= vw, box
        expect(page.locator(f"#seq-grid .seq-cell[data-cell='{event.cell}']")).to_have_attribute(
            "aria-label", re.compile(r", last move"))
        assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", sorted(SIZES))
def test_every_text_of_a_card_in_the_hand_lies_inside_it(browser: Browser, base_url: str, size: str) -> None:
    """Issue 65: the one-eyed jack's "remove" ran past its card's edges at phone width (and "10♠" by
    a pixel); each card's texts are whole inside its border, in both decks (a bordered card's border
    is wider), at each size the hand is drawn."""
    for variant in sorted(SPECIAL):
        for page in open_table(browser, base_url, size, hand_with_special_cards(variant), fast=True):
            expect(page.locator("#seq-hand .seq-card:not([aria-disabled=true])")).to_have_count(7, timeout=4 * TIMEOUT)
            settled(page)  # the one screen's layout has settled
            texts = page.evaluate(CARD_TEXTS)
            shown = {t["card"] for t in texts}
            assert all(any(c in shown for c in cards) for cards in SPECIAL[variant]), shown
            for text in texts:
                box, inside = text["box"], text["inside"]
                assert box["left"] >= inside["left"] - 0.5 and box["right"] <= inside["right"] + 0.5 \
                    and box["top"] >= inside["top"] - 0.5 and box["bottom"] <= inside["bottom"] + 0.5, \
                    f"{variant} at {size}: {text['text']!r} on {text['card']} runs past the card: {text}"
            assert page.console_errors == [], page.console_errors  # type: ignore[attr-defined]
