"""Helpers for the Sequence end-to-end tests: set up a table through the
form, read the board's accessible twin, and play a turn by clicking.

Moves are chosen from what the page shows (the grid labels and the hand),
with a simple greedy rule so games end in a reasonable number of turns:
the test player only sees what a player sees.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from conftest import ROOT, more_options, wait_ready

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from web.games.sequence import GAME  # noqa: E402
from web.model.seats import seat_from_json  # noqa: E402
from web.model.session import Session  # noqa: E402

COLOURS = ("blue", "green", "red")
WILD = {"JD", "JC", "PW"}
REMOVE = {"JH", "JS", "OR"}
# a CSS selector's tail leaving out the cards that remove a chip: one has no space to offer before
# another team has a chip on the board, so "the first card's first target" would wait in vain
NOT_A_REMOVE_CARD = "".join(f":not([data-card='{card}'])" for card in sorted(REMOVE))
TURN_TIMEOUT = 60_000


def confirm_moves(page: Page) -> None:
    """Turn on "Confirm a move before it is played" (web/device/settings.py) for every page this
    page opens: a move waits for Confirm, and a tap on a phone's board enlarges its space first."""
    page.add_init_script("localStorage.setItem('seqgames.settings', JSON.stringify({confirm: true}))")


def open_setup(page: Page, base_url: str, *, fast: bool = True) -> None:
    """Open #/sequence with Python ready (and `?fast`: short AI turns, no animation)."""
    page.goto(base_url + ("?fast" if fast else "") + "#/sequence")
    wait_ready(page)
    expect(page.locator("#seq-start")).to_be_visible(timeout=30_000)


def configure(page: Page, players: int, seats: list[tuple[str, str]], *, teams: int | None = None,
              hints: bool = True) -> None:
    """Fill the setup form: seats are (name, ai level or '' for a person)."""
    page.select_option("#seq-players", str(players))
    more_options(page, "seq")  # teams and hints
    if teams is not None and page.locator(f"#seq-teams-{teams}").count():
        page.check(f"#seq-teams-{teams}")
    for i, (name, ai) in enumerate(seats):
        page.fill(f"#seq-name-{i}", name)
        page.select_option(f"#seq-kind-{i}", ai)
    if hints:
        page.check("#seq-hints")
    else:
        page.uncheck("#seq-hints")


def start(page: Page) -> None:
    """Start the game and wait for the cut for the dealer, which plays by itself over the table."""
    page.click("#seq-start")
    after_the_cut(page)


def after_the_cut(page: Page, timeout: float = 20_000) -> None:
    """Wait for a new game's table (built at once, the cut over it) and for the cut to go by itself."""
    expect(page.locator("#seq-grid")).to_be_visible(timeout=timeout)
    expect(page.locator("#seq-cut")).to_have_count(0, timeout=timeout)


def hold_the_cut(page: Page, timeout: float = 20_000) -> None:
    """Keep the cut on screen, as a mouse resting on its cards does (web/games/sequence/cut_view.py),
    to look at it; `end_the_cut` then taps it away."""
    expect(page.locator("#seq-cut")).to_be_visible(timeout=timeout)
    box = page.locator("#seq-cut").bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.move(box["x"] + box["width"] / 2 + 2, box["y"] + box["height"] / 2 + 2)


def end_the_cut(page: Page) -> None:
    """A tap on the cut ends it before its time."""
    page.click("#seq-cut")
    expect(page.locator("#seq-cut")).to_have_count(0)


def saved_session(page: Page) -> Session:
    """The autosaved game, read from localStorage and loaded with the engine."""
    text = page.evaluate("localStorage.getItem('seqgames.sequence.game')")
    assert text, "no autosave"
    return Session.from_save(GAME, text)


def new_session(setup: dict[str, Any], seed: int) -> Session:
    """A new game as the setup form starts it: {"players", "teams", "variant", "hints", "seats": [{"name", "ai"}]}."""
    seats = [seat_from_json(seat, i) for i, seat in enumerate(setup["seats"])]
    config = {key: setup[key] for key in ("players", "teams", "variant")}
    return Session.new(GAME, config, seats, {"hints": setup.get("hints", False)}, seed)


def chips_said(code: str) -> list[tuple[str, str, bool]]:
    """How a space's label ends with a chip on it, in the language `code`: (its end, the chip's
    colour, whether it is in a sequence), a sequence's first (it says more)."""
    from languages import said

    return [(", " + said(code, msgid, colour=said(code, colour)), colour, locked)
            for msgid, locked in (("{colour} chip in a sequence", True), ("{colour} chip", False))
            for colour in COLOURS]


def board(page: Page) -> list[dict[str, Any]]:
    """Every space of the accessible twin: cell, row, col, code, chip colour, in a sequence, label
    (read in the page's language; a chip is read before the notes that may follow it, such as
    "last move": read only at the label's end, the AI's last chip looked like an open space)."""
    cells = page.evaluate("""() => [...document.querySelectorAll('#seq-grid .seq-cell')].map(n => ({
        cell: +n.dataset.cell, row: +n.dataset.row, col: +n.dataset.col, code: n.dataset.code,
        label: n.getAttribute('aria-label')}))""")
    chips = chips_said(page.evaluate("document.documentElement.lang") or "en")
    for c in cells:  # the chip's words end the space's own part; notes may follow ("last move")
        c["chip"], c["locked"] = next(((colour, locked) for end, colour, locked in chips
                                       if c["label"].endswith(end) or end + ", " in c["label"]), (None, False))
    return cells


def hand(page: Page) -> list[str]:
    return page.evaluate("[...document.querySelectorAll('#seq-hand .seq-card')].map(b => b.dataset.card)")


def my_colour(page: Page) -> str:
    """The colour of the team whose hand is shown (by its seat's `team-<n>` class: any language)."""
    seat = int(page.get_attribute(".seq-hand-area", "data-seat"))
    classes = page.get_attribute(f"#seq-seats li[data-seat='{seat}']", "class") or ""
    return COLOURS[int(re.search(r"\bteam-(\d)\b", classes).group(1))]


def run_score(cells: list[dict[str, Any]], cell: int, colour: str, cols: int = 10, rows: int = 10) -> int:
    """The longest line of `colour` (free corners count) a chip on `cell` would join."""
    owner = {c["cell"]: ("free" if c["code"] == "XX" else c["chip"]) for c in cells}
    r0, c0 = divmod(cell, cols)
    best = 0
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        length = 1
        for sign in (1, -1):
            r, c = r0 + dr * sign, c0 + dc * sign
            while 0 <= r < rows and 0 <= c < cols and owner[r * cols + c] in (colour, "free"):
                length += 1
                r, c = r + dr * sign, c + dc * sign
        best = max(best, length)
    return best


def choose_move(cells: list[dict[str, Any]], cards: list[str], colour: str,
                turn_in: bool = True) -> tuple[int, int | None] | tuple[str, str]:
    """(card index, cell) of a greedy move, or ('turn-in', card) for a dead card; `turn_in` False once a
    dead card was turned in this turn: one a turn (the rules' "one card per turn", RULINGS Sequence 6),
    so another dead card in the hand is skipped (a hand of two dead cards once timed a test out waiting
    for a second turn-in button)."""
    empty = [c["cell"] for c in cells if c["code"] != "XX" and c["chip"] is None]
    best: tuple[float, int, int | None] | None = None
    for index, card in enumerate(cards):
        if card in WILD:
            options = [(run_score(cells, cell, colour) - 0.5, cell) for cell in empty]
        elif card in REMOVE:
            options = [(run_score(cells, c["cell"], c["chip"]) - 1.5, c["cell"]) for c in cells
                       if c["chip"] not in (None, colour) and not c["locked"]]
        else:
            options = [(run_score(cells, c["cell"], colour), c["cell"]) for c in cells
                       if c["code"] == card and c["chip"] is None]
            if not options and turn_in:
                return ("turn-in", card)
        for score, cell in options:
            if best is None or score > best[0]:
                best = (score, index, cell)
    assert best is not None, "no move at all"
    return best[1], best[2]


def play_turn(page: Page, turn_in: bool = True) -> str:
    """Play one move for the seat whose hand is shown, by clicking; return the new log line."""
    before = page.locator("#seq-log li").count()
    cells = board(page)
    cards = hand(page)
    move = choose_move(cells, cards, my_colour(page), turn_in)
    if move[0] == "turn-in":
        page.click(f"[data-turn-in='{move[1]}']")
        expect(page.locator("#seq-log li")).to_have_count(before + 1)
        return play_turn(page, turn_in=False)
    index, cell = move
    page.click(f"#seq-hand .seq-card[data-index='{index}']")
    expect(page.locator(f"#seq-hand .seq-card[data-index='{index}']")).to_have_attribute("aria-pressed", "true")
    page.click(f"#seq-grid .seq-cell[data-cell='{cell}']")
    expect(page.locator("#seq-log li").nth(before)).to_be_attached()
    return page.locator("#seq-log li").nth(before).inner_text()


def play_turn_away(guest: Page, timeout: float = 60_000, turn_in: bool = True) -> None:
    """One move on a screen of a table played across devices (a guest's, or the host's with a guest),
    by clicking (`choose_move`); the other side's answer comes over the network, so each wait allows
    `timeout` ms on a busy machine."""
    before = guest.locator("#seq-log li").count()
    move = choose_move(board(guest), hand(guest), my_colour(guest), turn_in)
    if move[0] == "turn-in":
        guest.click(f"[data-turn-in='{move[1]}']")
        expect(guest.locator("#seq-log li")).to_have_count(before + 1, timeout=timeout)
        play_turn_away(guest, timeout, turn_in=False)
        return
    index, cell = move
    guest.click(f"#seq-hand .seq-card[data-index='{index}']")
    expect(guest.locator(f"#seq-hand .seq-card[data-index='{index}']")).to_have_attribute("aria-pressed", "true")
    guest.click(f"#seq-grid .seq-cell[data-cell='{cell}']")  # two taps: the move is played
    expect(guest.locator("#seq-log li").nth(before)).to_be_attached(timeout=timeout)


def wait_my_turn_or_end(page: Page) -> bool:
    """Wait until a person's enabled hand or the end is shown; True if the game is over."""
    page.wait_for_function("""() => !!document.querySelector('#seq-end:not([hidden])')
        || !!document.querySelector('#seq-hand .seq-card:not([aria-disabled=true])')
        || !!document.querySelector('#seq-cover:not([hidden])')""", timeout=TURN_TIMEOUT)
    return page.locator("#seq-end:not([hidden])").count() == 1


def record_json(page: Page) -> dict[str, Any]:
    return json.loads(page.evaluate("localStorage.getItem('seqgames.sequence.game')"))["record"]


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path
