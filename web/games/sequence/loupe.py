"""Where Sequence's loupe stands (issue 54): never over the spaces it helps with.

The loupe (board_view.py) shows a tapped space and its neighbours enlarged
on a board too small to touch. It must not hide what the player is choosing
between: the tapped space, the other spaces the move may go to, and the
Confirm bar. Of the places whole on the screen, it takes the one covering
none of them (off the board when there is room, else on a part of the board
the move cannot go to), nearest the tapped space; if every place covers
some of the spaces the move may go to (a two-eyed jack's), the fewest.

Pure arithmetic in CSS px and window coordinates, so CPython tests it.
"""
from __future__ import annotations

MARGIN = 4.0  # the loupe keeps this far inside the window
GAP = 6.0  # and this far from what it must not cover (its ring and shadow)

# a box is (left, top, width, height)


def overlaps(a: tuple, b: tuple, gap: float = 0.0) -> bool:
    """Whether `a`, grown by `gap` on every side, and `b` share some area."""
    return a[0] - gap < b[0] + b[2] and b[0] < a[0] + a[2] + gap \
        and a[1] - gap < b[1] + b[3] and b[1] < a[1] + a[3] + gap


def place(tapped: tuple, side: float, view_w: float, view_h: float, board: tuple, rows: int, cols: int,
          reachable: list[int], avoid: list[tuple]) -> tuple[float, float]:
    """The loupe's left and top (a `side` px square) for the `tapped` space of a board
    (`board`: its box, `rows` x `cols` spaces); `reachable`: the cells the move may go
    to; `avoid`: boxes never to cover (the Confirm bar)."""
    s = board[2] / cols
    # counts of reachable spaces over the board (a summed table: one look per place tried)
    counts = [[0] * (cols + 1) for _ in range(rows + 1)]
    marked = set(reachable)
    for r in range(rows):
        run = 0
        for c in range(cols):
            run += 1 if r * cols + c in marked else 0
            counts[r + 1][c + 1] = counts[r][c + 1] + run

    def covered(left: float, top: float) -> int:
        """How many reachable spaces the loupe (with its gap) at (left, top) covers."""
        r0 = max(int((top - GAP - board[1]) // s), 0)
        r1 = min(int(-((board[1] - top - side - GAP) // s)) - 1, rows - 1)
        c0 = max(int((left - GAP - board[0]) // s), 0)
        c1 = min(int(-((board[0] - left - side - GAP) // s)) - 1, cols - 1)
        if r0 > r1 or c0 > c1:
            return 0
        return counts[r1 + 1][c1 + 1] - counts[r0][c1 + 1] - counts[r1 + 1][c0] + counts[r0][c0]

    hi_x, hi_y = max(view_w - side - MARGIN, MARGIN), max(view_h - side - MARGIN, MARGIN)
    cx, cy = tapped[0] + tapped[2] / 2, tapped[1] + tapped[3] / 2
    xs = [cx - side / 2, board[0] - side - GAP, board[0] + board[2] + GAP, tapped[0] - side - GAP,
          tapped[0] + tapped[2] + GAP]
    ys = [cy - side / 2, board[1] - side - GAP, board[1] + board[3] + GAP, tapped[1] - side - GAP,
          tapped[1] + tapped[3] + GAP]
    step = max(s, 12.0)
    xs += [MARGIN + i * step for i in range(int((hi_x - MARGIN) // step) + 2)]
    ys += [MARGIN + i * step for i in range(int((hi_y - MARGIN) // step) + 2)]
    xs = sorted(set(min(max(x, MARGIN), hi_x) for x in xs))
    ys = sorted(set(min(max(y, MARGIN), hi_y) for y in ys))
    best: tuple[float, ...] | None = None
    spot = (xs[0], ys[0])
    for top in ys:
        for left in xs:
            box = (left, top, side, side)
            score = (1 if overlaps(box, tapped, GAP) else 0,
                     sum(1 for a in avoid if overlaps(box, a, GAP)),
                     covered(left, top),
                     (left + side / 2 - cx) ** 2 + (top + side / 2 - cy) ** 2,
                     top, left)
            if best is None or score < best:
                best, spot = score, (left, top)
    return max(spot[0], 0.0), max(spot[1], 0.0)
