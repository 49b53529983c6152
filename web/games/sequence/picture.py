"""Sequence's picture on the home screen and in How to play (drawn at build time
into index.html by tools/prerender.py, and in the page)."""
from __future__ import annotations

from typing import Any

from web.page.canvas import fit


def draw(box: Any) -> None:
    """A corner of the classic board with a completed sequence and a few chips."""
    from engine.sequence.sequences import EMPTY, FREE
    from engine.sequence.state import SequenceState
    from web.games.sequence.board_view import BoardView

    rows, cols = 4, 7
    grid = [row[:cols] for row in SequenceState.new({"players": 2}, 1).setup_info()["board"][:rows]]
    board = BoardView(grid, lambda cell: None, layered=False)  # drawn once: no cached layer of its spaces
    chips = [FREE if code == "XX" else EMPTY for row in grid for code in row]
    line = [cols + c for c in range(1, 6)]
    for cell in line:
        chips[cell] = 0
    for cell in (2 * cols + 2, 2 * cols + 5, 3 * cols + 3, 5):
        chips[cell] = 1
    fit(board.canvas, cols * 32, rows * 32)
    board.css_size = (cols * 32, rows * 32)
    board.update(chips, set(line), [(0, line)], last=3 * cols + 3)
    board.destroy()
    board.canvas.className = "picture-canvas"  # not the table's board (tests and styles look for .seq-canvas)
    box.append(board.canvas)
