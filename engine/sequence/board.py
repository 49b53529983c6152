"""The Sequence board: a grid of card spaces and free spaces.

Board files are text: one row per line, card codes separated by spaces, `XX`
for a free space that counts for every team (the printed corners), `#` starts
a comment. `parse_board` validates a file and says exactly what is wrong:
an unknown code, a jack or bordered card on the board, a ragged grid, a card
of the deck missing from the board or pictured only once (RULINGS Sequence
12: every card at least twice), or a grid where no five-in-a-row fits. A
file over `BOARD_MAX_BYTES` is refused before it is read, a leading
byte-order mark is skipped (as a browser reading the file skips it), and a
message quotes at most a short excerpt of what it refuses.
"""

from __future__ import annotations

from engine.core.errors import SetupError
from engine.core.jsonlimits import KB, check_size, size_text
from engine.sequence.cards import ALL_CARDS, BOARD_CARDS, BORDERED_REMOVE, BORDERED_WILD

FREE = "XX"
MAX_SIDE = 20
# A 20 x 20 board is 1,200 bytes of codes; 64 KB leaves ample room for
# comments and spacing, and keeps a setup (which stores the file's text in
# the save) far from the browser's storage quota. A 15 MB file took the page
# 3.75 s to refuse; over the limit it is refused before any reading.
BOARD_MAX_BYTES = 64 * KB
EXCERPT = 12  # characters of an unknown code quoted in a message
RUN = 5  # five in a row make a sequence
DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))  # across, down, both diagonals


class Board:
    """A validated board with the lookups the rules need."""

    __slots__ = ("rows", "cols", "codes", "free", "cells_of", "lines", "spans", "free_mask", "text")

    def __init__(self, grid: list[list[str]], text: str = "") -> None:
        self.rows = len(grid)
        self.cols = len(grid[0])
        self.codes: tuple[str, ...] = tuple(code for row in grid for code in row)
        self.text = text
        self.free: tuple[int, ...] = tuple(i for i, code in enumerate(self.codes) if code == FREE)
        cells_of: dict[str, list[int]] = {}
        for i, code in enumerate(self.codes):
            if code != FREE:
                cells_of.setdefault(code, []).append(i)
        self.cells_of: dict[str, tuple[int, ...]] = {code: tuple(v) for code, v in cells_of.items()}
        # For each cell, the four full lines through it and its place in each.
        lines: list[list[tuple[tuple[int, ...], int]]] = [[] for _ in self.codes]
        for dr, dc in DIRECTIONS:
            for r in range(self.rows):
                for c in range(self.cols):
                    pr, pc = r - dr, c - dc
                    if 0 <= pr < self.rows and 0 <= pc < self.cols:
                        continue  # not the start of a line
                    line = []
                    rr, cc = r, c
                    while 0 <= rr < self.rows and 0 <= cc < self.cols:
                        line.append(rr * self.cols + cc)
                        rr, cc = rr + dr, cc + dc
                    if len(line) < RUN:
                        continue
                    cells = tuple(line)
                    for place, cell in enumerate(cells):
                        lines[cell].append((cells, place))
        self.lines: tuple[tuple[tuple[tuple[int, ...], int], ...], ...] = tuple(tuple(x) for x in lines)
        # spans[cell][i]: bit mask of the cells within four of `cell` along its
        # i-th line; fewer than five of a team's cells there means no sequence.
        self.spans: tuple[tuple[int, ...], ...] = tuple(
            tuple(sum(1 << c for c in line[max(0, k - RUN + 1):k + RUN]) for line, k in cell_lines)
            for cell_lines in self.lines
        )
        self.free_mask = sum(1 << c for c in self.free)

    def cell(self, row: int, col: int) -> int:
        return row * self.cols + col

    def row_col(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.cols)

    def grid(self) -> list[list[str]]:
        """Rows of card codes, top to bottom (the bot protocol's `board`)."""
        return [list(self.codes[r * self.cols:(r + 1) * self.cols]) for r in range(self.rows)]


def parse_board(text: str, *, name: str = "board file") -> Board:
    """Read and validate a board file; raise SetupError saying what is wrong, in English and
    as a code with its facts ("board-not-text"; "board-too-large" `size`, `side`; "board-row"
    `line`, `count`, `width`; "board-card" and "board-unknown" `line`, `column`, `card`;
    "board-too-big" `side`; "board-empty"; "board-too-small" `rows`, `cols`; "board-missing"
    `count`, `cards`; "board-once" `cards`), for a screen to say it in its own words."""
    if not isinstance(text, str):
        raise SetupError(f"{name}: expected text", code="board-not-text")
    try:
        check_size(text, BOARD_MAX_BYTES, what="the file")
    except ValueError as error:
        raise SetupError(f"{name}: {error} (a board is at most {MAX_SIDE} x {MAX_SIDE} card codes)",
                         code="board-too-large", facts={"size": size_text(BOARD_MAX_BYTES), "side": MAX_SIDE}) from None
    if text.startswith("\ufeff"):  # a byte-order mark, as some editors write it
        text = text[1:]
    grid: list[list[str]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        codes = line.upper().split()
        width = len(grid[0]) if grid else len(codes)
        if len(codes) != width:
            raise SetupError(
                f"{name}: line {number} has {len(codes)} spaces but the rows above have {width}; every row must be as long",
                code="board-row", facts={"line": number, "count": len(codes), "width": width})
        for col, code in enumerate(codes):
            place = f"{name}: line {number}, column {col + 1}"
            if code == FREE:
                continue
            if code in (BORDERED_WILD, BORDERED_REMOVE) or (code in ALL_CARDS and code[0] == "J"):
                raise SetupError(f"{place}: {code} cannot be on the board (jacks and bordered cards are played anywhere)",
                                 code="board-card", facts={"line": number, "column": col + 1, "card": code})
            if code not in ALL_CARDS:
                shown = code if len(code) <= EXCERPT else code[:EXCERPT] + "..."
                raise SetupError(
                    f"{place}: unknown code {shown!r} (use rank A 2-9 T Q K plus suit S H D C, or XX for a free space)",
                    code="board-unknown", facts={"line": number, "column": col + 1, "card": shown})
        grid.append(codes)
        if len(grid) > MAX_SIDE or len(codes) > MAX_SIDE:
            raise SetupError(f"{name}: the board may be at most {MAX_SIDE} x {MAX_SIDE}", code="board-too-big",
                             facts={"side": MAX_SIDE})
    if not grid:
        raise SetupError(f"{name}: the board is empty", code="board-empty")
    rows, cols = len(grid), len(grid[0])
    if max(rows, cols) < RUN:
        raise SetupError(f"{name}: a {rows} x {cols} board has no room for five in a row", code="board-too-small",
                         facts={"rows": rows, "cols": cols})
    present = {code for row in grid for code in row}
    missing = [card for card in BOARD_CARDS if card not in present]
    if missing:
        shown = ", ".join(missing[:8]) + (" ..." if len(missing) > 8 else "")
        raise SetupError(f"{name}: every card of the deck needs a space; missing {len(missing)}: {shown}",
                         code="board-missing", facts={"count": len(missing), "cards": shown})
    # RULINGS Sequence 12: each card is pictured on the board at least twice.
    counts: dict[str, int] = {}
    for row in grid:
        for code in row:
            counts[code] = counts.get(code, 0) + 1
    once = [card for card in BOARD_CARDS if counts.get(card) == 1]
    if once:
        shown = ", ".join(once[:8]) + (" ..." if len(once) > 8 else "")
        raise SetupError(f"{name}: every card needs at least two spaces; only once: {shown}", code="board-once",
                         facts={"cards": shown})
    return Board(grid, text)
