"""Sequence's pictures: the home screen's and How to play's (drawn at build time
into index.html by tools/prerender.py, and in the page), and one for each part
of the rules (web/games/sequence/rules.py `PARTS`), all drawn with the table's
own board and cards."""
from __future__ import annotations

from typing import Any

from web.page import dom
from web.page.canvas import fit

COLS = 7  # the picture's corner of the board: 4 rows of 7 columns
# each part's cards (the rules' own), as the cut draws a card face: a dead card marked dead
PART_CARDS = {"turn": ("7H", "KS"), "wild": ("JD", "JC"), "remove": ("JH", "JS"), "dead": ("QD",)}


def draw(box: Any) -> None:
    """A corner of the classic board with a completed sequence and a few chips."""
    board(box, [[COLS + c for c in range(1, 6)]])


def draw_part(part: str, box: Any) -> None:
    """The picture of one part of the rules: the board for the goal and the end (two
    sequences sharing a space), the cards for the others."""
    if part == "goal":
        draw(box)
    elif part == "end":
        # a row and the diagonal from the corner, sharing one space: two sequences
        board(box, [[COLS + c for c in range(1, 6)], [r * (COLS + 1) for r in range(5)]], rows=5)
    elif part in PART_CARDS:
        cards(box, PART_CARDS[part], dead=part == "dead")


def board(box: Any, lines: list[list[int]], rows: int = 4) -> None:
    """The board's top-left corner (`rows` of COLS) with the team's completed `lines` of cells
    and a few chips of the other team."""
    from engine.sequence.sequences import EMPTY, FREE
    from engine.sequence.state import SequenceState
    from web.games.sequence.board_view import BoardView

    grid = [row[:COLS] for row in SequenceState.new({"players": 2}, 1).setup_info()["board"][:rows]]
    view = BoardView(grid, lambda cell: None, layered=False)  # drawn once: no cached layer of its spaces
    chips = [FREE if code == "XX" else EMPTY for row in grid for code in row]
    cells = [cell for line in lines for cell in line]
    for cell in cells:
        if chips[cell] != FREE:
            chips[cell] = 0
    for cell in (2 * COLS + 2, 2 * COLS + 5, 3 * COLS + 3, 5):
        if cell not in cells:
            chips[cell] = 1
    fit(view.canvas, COLS * 32, rows * 32)
    view.css_size = (COLS * 32, rows * 32)
    view.update(chips, set(cells), [(0, line) for line in lines], last=3 * COLS + 3)
    view.destroy()
    view.canvas.className = "picture-canvas"  # not the table's board (tests and styles look for .seq-canvas)
    box.append(view.canvas)


def cards(box: Any, codes: tuple[str, ...], *, dead: bool = False) -> None:
    """Cards as the table names them: face, and "wild", "clear" or "dead" under it."""
    from web.games.sequence.hand_view import DEAD_WORD, card_face
    from web.page.words import _

    for code in codes:
        big, small, cls = card_face(code, ("JD", "JC"), ("JH", "JS"))
        box.append(dom.element("span", cls="picture-card", children=[
            dom.element("span", big, cls=f"seq-card-face {cls}" + (" dead" if dead else "")),
            dom.element("span", _(DEAD_WORD) if dead else small, cls="picture-card-note")]))
