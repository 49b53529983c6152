"""The Sequence board: a canvas drawing and its accessible twin.

The canvas draws the card spaces (rank and suit, red and black suits
distinct), the free corners, the chips (each team a colour, a shape and a
letter: blue circle B, green square G, red diamond R, so colour is never
the only cue), completed sequences as a line through their chips (a new
one's line grows along them, `grow_line`; the board's `data-sequences`
lists the lines drawn), and the highlights of the selected card. It is sized for the device's pixel ratio,
so it stays crisp on high-DPI screens, and redrawn when its box resizes.

Over the canvas lies a transparent CSS grid with ARIA grid roles: one
gridcell per space, labelled like "7 of hearts, row 3, column 5, blue chip".
It takes the clicks and the keyboard (arrow keys, Home/End, Enter or Space)
and shows the focus ring, so the drawing and the twin can never disagree.
While a card is chosen, the arrow keys move between the spaces it may go
to (a legal space), not space by space. The last move is ringed in orange
until the next one, and a suggested move in blue; a move waiting for its
confirmation shows a ghost (see-through) chip of the player's colour.

Row and column numbers line the board's top and left edges (text, not
drawn), so "row 2, column 2" in the log, a hint or a confirmation can be
found on the board.

On a phone a space is smaller than a 44 px touch target (issue 24), so a
tap (not the keyboard) snaps to the nearest space the move may go to; the
loupe shows that space and its neighbours enlarged, beside the spaces the move may go to and never over
them (loupe.py), while the move waits for its confirmation (with "Confirm
a move" on, web/device/settings.py; otherwise a tap plays at once, and
Undo takes it back): tap the enlarged space or Confirm to play, Cancel or
another space to choose again. Text drawn on the canvas is
never under 12 CSS px (a small board draws the free corners as a star,
not the word); the canvas says its smallest font in `data-min-font`.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import js

from engine.sequence.sequences import EMPTY, FREE
from web.games.sequence import loupe as loupe_spot
from web.games.sequence.card_words import card_name, space_words
from web.page import dom
from web.page.canvas import Batch, Pieces, painted
from web.page.ffi import create_proxy
from web.page.jsvalue import found
from web.page.words import N_, _
from web.model.colours import COLOUR_WORDS
from web.ui import look

RANK_TEXT = {"T": "10"}
RED_SUITS = "HD"
INK = "#1d2421"
RED_INK = "#c0182b"
CARD = "#fffdf8"
FELT = "#1f5c4a"
HIGHLIGHT = "#f2c14e"
LIT_EDGE = "#b8860b"  # a chosen card's spaces: HIGHLIGHT at .35 inside this edge (app.css --seq-lit, --seq-lit-edge)
# team -> (fill, dark edge, letter, shape)
CHIP_STYLE = (
    ("#2f6fd6", "#173f80", "B", "circle"),
    ("#2e8b57", "#145233", "G", "square"),
    ("#d9483b", "#7d1d14", "R", "diamond"),
)
CHIP_SPOTS = "rgba(255, 255, 255, .55)"  # the rim's spots, on every team's colour
TEAM_NAMES = ("blue", "green", "red")
# Translators: the word printed on the board's four corner spaces, in capitals as on the boxed game
FREE_WORD = N_("FREE")  # the corners' word, in capitals as on the boxed board
ANIMATION_MS = 320.0
CHIP_Y = 0.62  # chips sit below the rank and small suit, over the big suit
CHIP_R = 0.29
CHIP_BOX = 1.4  # a chip's box, its shadow included, is this many radii each way from its centre
GHOST_ALPHA = 0.45  # a chip waiting for its move's confirmation
LINE_MS = 650.0  # a completed sequence's line grows along its chips this long, after the chip lands
MIN_FONT = 12.0  # CSS px: no text drawn smaller (issue 24)
TOUCH = 44.0  # CSS px: a space smaller than this enlarges in the loupe before it is played
LOUPE_SPACE = 56.0  # CSS px: one space in the loupe
LOUPE_SPAN = 3  # the loupe shows 3 x 3 spaces


def suit_path(ctx: Any, suit: str, cx: float, cy: float, size: float) -> None:
    """Trace a suit symbol of height `size` centred on (cx, cy) and fill it."""
    h = size / 2
    ctx.beginPath()
    if suit == "D":
        ctx.moveTo(cx, cy - h)
        ctx.lineTo(cx + h * 0.72, cy)
        ctx.lineTo(cx, cy + h)
        ctx.lineTo(cx - h * 0.72, cy)
        ctx.closePath()
    elif suit == "H":
        ctx.moveTo(cx, cy + h)
        ctx.bezierCurveTo(cx - h * 1.3, cy - h * 0.1, cx - h * 0.7, cy - h * 1.25, cx, cy - h * 0.45)
        ctx.bezierCurveTo(cx + h * 0.7, cy - h * 1.25, cx + h * 1.3, cy - h * 0.1, cx, cy + h)
        ctx.closePath()
    elif suit == "S":
        ctx.moveTo(cx, cy - h)
        ctx.bezierCurveTo(cx + h * 1.3, cy - h * 0.05, cx + h * 0.65, cy + h * 0.85, cx, cy + h * 0.25)
        ctx.bezierCurveTo(cx - h * 0.65, cy + h * 0.85, cx - h * 1.3, cy - h * 0.05, cx, cy - h)
        ctx.closePath()
        ctx.moveTo(cx, cy + h * 0.1)
        ctx.lineTo(cx + h * 0.35, cy + h)
        ctx.lineTo(cx - h * 0.35, cy + h)
        ctx.closePath()
    else:  # clubs: three leaves and a stem
        r = h * 0.42
        for dx, dy in ((0, -h * 0.5), (-h * 0.5, h * 0.08), (h * 0.5, h * 0.08)):
            ctx.moveTo(cx + dx + r, cy + dy)
            ctx.arc(cx + dx, cy + dy, r, 0, 2 * math.pi)
        ctx.moveTo(cx, cy)
        ctx.lineTo(cx + h * 0.32, cy + h)
        ctx.lineTo(cx - h * 0.32, cy + h)
        ctx.closePath()
    ctx.fill()


def chip_corners(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A square or diamond chip's corners, clockwise on screen from the top left (a circle has none)."""
    if shape == "square":
        q = r * 0.88
        return [(cx - q, cy - q), (cx + q, cy - q), (cx + q, cy + q), (cx - q, cy + q)]
    if shape == "diamond":
        q = r * 1.18
        return [(cx - q, cy), (cx, cy - q), (cx + q, cy), (cx, cy + q)]
    return []


def chip_path(ctx: Any, shape: str, cx: float, cy: float, r: float) -> None:
    """Trace a chip's outline: circle, square or diamond."""
    ctx.beginPath()
    if shape == "circle":
        ctx.arc(cx, cy, r, 0, 2 * math.pi)
        return
    corners = chip_corners(shape, cx, cy, r)
    ctx.moveTo(*corners[0])
    for x, y in corners[1:]:
        ctx.lineTo(x, y)
    ctx.closePath()


def draw_chip(ctx: Any, team: int, cx: float, cy: float, r: float, *, locked: bool = False,
              lifted: bool = False) -> float:
    """A team's chip, made like a poker chip and lit as every piece is (web/ui/look.py): its shadow
    on the space (longer while `lifted`, on its way), its colour, shape and letter, its rim's spots
    and the rim's sheen and shade; return the letter's font size."""
    fill, edge, letter, shape = CHIP_STYLE[team]
    look.shadow(ctx, lambda dx, dy, grow: chip_path(ctx, shape, cx + dx, cy + dy, r + grow), r, lifted=lifted)
    chip_path(ctx, shape, cx, cy, r)
    ctx.fillStyle = fill
    ctx.fill()
    ctx.lineWidth = max(1.5, r * 0.16)
    ctx.strokeStyle = "#ffffff" if locked else edge
    ctx.stroke()
    # the rim's spots, as on a poker chip, inside the edge and clear of the letter
    spot = r * 0.74
    round_trip = 2 * math.pi * spot if shape == "circle" else 8 * spot * (0.88 if shape == "square" else 1.18 * 0.71)
    chip_path(ctx, shape, cx, cy, spot)
    ctx.lineWidth = r * 0.14
    ctx.strokeStyle = CHIP_SPOTS
    ctx.setLineDash([round_trip / 16, round_trip / 16])
    ctx.stroke()
    ctx.setLineDash([])
    rim = r - max(1.5, r * 0.16) / 2
    if shape == "circle":
        look.round_edges(ctx, cx, cy, rim, max(1.0, r * 0.08))
    else:
        look.flat_edges(ctx, chip_corners(shape, cx, cy, rim), max(1.0, r * 0.08))
    ctx.fillStyle = "#ffffff"
    size = chip_font(r)
    ctx.font = f"700 {size:.1f}px system-ui, sans-serif"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.fillText(letter, cx, cy + r * 0.06)
    return size


def chip_font(r: float) -> float:
    """The font size of the letter on a chip of radius `r`."""
    return max(MIN_FONT, r * 1.05)


def star_path(ctx: Any, cx: float, cy: float, r: float) -> None:
    """A five-pointed star (a small board's free corner, where the word FREE would be under 12 px)."""
    ctx.beginPath()
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        d = r if k % 2 == 0 else r * 0.45
        ctx.lineTo(cx + d * math.cos(a), cy + d * math.sin(a))
    ctx.closePath()


def free_size(word: str) -> float:
    """The corner word's font size, a fraction of a space: 0.22, smaller for a word longer than
    FREE so that it stays inside its space (a bold capital is about 0.7 of its size wide)."""
    return min(0.22, 0.85 / (0.7 * max(1, len(word))))


def space_label(code: str, row: int, col: int, chip: int, locked: bool) -> str:
    """The twin's label: '7 of hearts, row 3, column 5, blue chip'."""
    parts = [card_name(code), space_words(row + 1, col + 1)]
    if chip >= 0:
        colour = _(COLOUR_WORDS[TEAM_NAMES[chip]])
        parts.append(_("{colour} chip in a sequence", colour=colour) if locked
                     # Translators: Sequence: a board space's note for screen readers: its chip's colour ("blue chip")
                     else _("{colour} chip", colour=colour))
    elif chip == EMPTY:
        # Translators: a board space with no chip, read by a screen reader after the space's card and place
        parts.append(_("empty"))
    return ", ".join(parts)


class BoardView:
    """Canvas + accessible grid for one board; `on_cell(cell)` gets clicks and Enter."""

    def __init__(self, grid: list[list[str]], on_cell: Callable[[int], None], *,
                 on_tap: Callable[[int], None] | None = None, on_loupe: Callable[[], None] | None = None,
                 layered: bool = True) -> None:
        self.rows = len(grid)
        self.cols = len(grid[0])
        self.codes = [code for row in grid for code in row]
        self.on_cell = on_cell
        self.on_tap = on_tap  # a tap on a small board chose this space: enlarge it before it is played
        self.on_loupe = on_loupe  # the enlarged space tapped: play the move waiting there
        self.listeners = dom.Listeners()
        self.chips: list[int] = [FREE if c == "XX" else EMPTY for c in self.codes]
        self.locked: set[int] = set()
        self.sequences: list[tuple[int, list[int]]] = []
        self.targets: set[int] = set()
        self.remove_mode = False
        self.last: int | None = None
        self.suggested: int | None = None
        self.winning: set[int] = set()
        self.ghost: tuple[int, int] | None = None  # cell, team: a move waiting for its confirmation
        self.reachable: set[int] = set()  # where a tap may snap to: the card's legal spaces, or the hand's
        self.enlarged: int | None = None  # the space shown in the loupe
        self.small = False  # spaces under TOUCH px: taps go through the loupe
        self.min_font = MIN_FONT
        self.animation: tuple[int, int, float, bool] | None = None  # cell, team, start, appearing
        self.animation_ms = ANIMATION_MS
        self.growing: dict[tuple[int, ...], tuple[float, float]] = {}  # a new sequence's cells -> (start, ms)
        self.focus_cell = 0
        self.css_size = (0.0, 0.0)
        # What a tap redraws is what it changed (issue 49): the spaces are drawn once per size
        # into `base`, a canvas off the page (`layered`; a picture drawn once has none), and each
        # drawing puts it down in one call with the chips and highlights on top (`Batch`); the
        # twin's labels and marks and the canvas are touched only where they changed.
        self.layered = layered
        self.base: Any = None
        self.base_key: tuple[float, ...] | None = None  # the canvas's pixels and the space's size it was drawn for
        self.base_min_font = MIN_FONT
        # and the chips and lines that stand still into `still`, on those spaces: a card chosen
        # puts it down and draws only its highlights (every chip drawn again took a phone 20 ms)
        self.still: Any = None
        self.still_key: tuple[Any, ...] | None = None  # what it was drawn for (`still_layer`)
        self.still_min_font = MIN_FONT
        # and, while a chip lands, the highlights and marks on that into `marked_layer`: a frame
        # puts it down and draws the chip (a jack's eighty highlights drawn again at each frame
        # took a phone 25 ms a frame, while the person chose their card)
        self.marked_layer: Any = None
        self.marked_key: tuple[Any, ...] | None = None  # what it was drawn for (`marked_layer`)
        self.marked_min_font = MIN_FONT
        self.frame_asked = False  # a frame is asked for (`_frame`): one at a time, however many animations start
        self.drawn: tuple[Any, ...] | None = None  # what the canvas shows (`scene`), None: draw it again
        self.loupe_drawn: tuple[Any, ...] | None = None  # what the loupe shows (`()`: to draw again), None: hidden
        self.labels: list[str | None] = [None] * len(self.codes)  # each twin cell's aria-label as set
        self.places: list[tuple[int, bool, str] | None] = [None] * len(self.codes)  # chip, locked, space_label
        self.marked: list[bool | None] = [None] * len(self.codes)  # each twin cell's "target" class as set
        # the card's spaces are lit by the twin's cells (class "lit", sequence.css) over the canvas, not
        # drawn on it: choosing a card then redraws no canvas (issue 66: a tap within 100 ms on a phone)
        self.lit: list[bool | None] = [None] * len(self.codes)
        self.css_targets = layered  # a picture drawn once (no twin on the page) draws them itself
        self.pieces = Pieces(live=layered)  # each chip standing still drawn once a look and size, then put down
        self.shown_sequences: str | None = None
        self.shown_min_font = ""

        self.canvas = dom.element("canvas", cls="seq-canvas", attrs={"aria-hidden": "true"})
        self.grid = dom.element("div", cls="seq-grid", attrs={
            "role": "grid", "aria-label": _("Board, {rows} rows by {columns} columns", rows=self.rows, columns=self.cols), "id": "seq-grid"})
        self.grid.style.gridTemplateColumns = f"repeat({self.cols}, 1fr)"
        self.grid.style.gridTemplateRows = f"repeat({self.rows}, 1fr)"
        self.cells: list[Any] = []
        for r in range(self.rows):  # a row's spaces made in one call (dom.elements)
            row = dom.element("div", cls="seq-row", attrs={"role": "row"})
            self.cells += dom.elements(row, "div", "seq-cell", [
                {"role": "gridcell", "tabindex": "0" if r * self.cols + c == 0 else "-1",
                 "data-cell": r * self.cols + c, "data-row": r + 1, "data-col": c + 1,
                 "data-code": self.codes[r * self.cols + c]} for c in range(self.cols)])
            self.grid.append(row)
        self.loupe_canvas = dom.element("canvas", cls="seq-loupe-canvas", attrs={"aria-hidden": "true"})
        self.loupe_space = dom.element("button", "", cls="seq-loupe-space", attrs={"type": "button", "id": "seq-loupe-space"})
        self.loupe = dom.element("div", cls="seq-loupe", attrs={"id": "seq-loupe", "hidden": True},
                                 children=[self.loupe_canvas, self.loupe_space])
        self.board = dom.element("div", cls="seq-board", children=[self.canvas, self.grid, self.loupe])
        self.element = dom.element("div", cls="seq-board-frame", attrs={"id": "seq-board-frame"}, children=[
            edge_labels("seq-col-labels", self.cols), edge_labels("seq-row-labels", self.rows), self.board])
        for node in (self.element, self.board):
            node.style.setProperty("--cols", str(self.cols))
            node.style.setProperty("--rows", str(self.rows))
        self.listeners.on(self.grid, "click", self._click)
        self.listeners.on(self.grid, "keydown", self._key)
        self.listeners.on(self.loupe_canvas, "click", self._loupe_click)
        self.listeners.on(self.loupe_space, "click", lambda event: self.on_loupe and self.on_loupe())
        self._resize_proxy = create_proxy(lambda *_: self.resize())
        self.observer = js.ResizeObserver.new(self._resize_proxy)
        self.observer.observe(self.board)
        self._frame_proxy = create_proxy(self._frame)

    def destroy(self) -> None:
        """Drop listeners and observers (the screen is leaving)."""
        self.observer.disconnect()
        self.listeners.clear()
        self.animation = None
        self.growing.clear()

    # --- input ------------------------------------------------------------------
    def _click(self, event: Any) -> None:
        target = event.target.closest(".seq-cell")
        if not found(target):
            return
        cell = int(target.dataset.cell)
        if self.small and self.on_tap and event.detail > 0 and self.reachable:  # a tap or a click, not Enter
            box = self.board.getBoundingClientRect()
            s = float(box.width) / self.cols
            x, y = float(event.clientX) - float(box.left), float(event.clientY) - float(box.top)
            # the nearest, the first in reading order on a tie (a set's order differs on MicroPython)
            cell = min(self.reachable, key=lambda t: (((t % self.cols + 0.5) * s - x) ** 2
                                                      + ((t // self.cols + 0.5) * s - y) ** 2, t))
            self.move_focus(cell, focus=False)
            self.on_tap(cell)
            return
        self.move_focus(cell, focus=True)
        self.on_cell(cell)

    def _loupe_click(self, event: Any) -> None:
        """A tap on the loupe: its enlarged space plays, a neighbour the move may go to is chosen instead."""
        if self.enlarged is None:
            return
        r0, c0 = self._loupe_origin(self.enlarged)
        cell = (r0 + int(float(event.offsetY) // LOUPE_SPACE)) * self.cols + c0 + int(float(event.offsetX) // LOUPE_SPACE)
        if cell == self.enlarged:
            if self.on_loupe:
                self.on_loupe()
        elif cell in self.reachable and self.on_tap:
            self.on_tap(cell)

    def _key(self, event: Any) -> None:
        target = event.target.closest(".seq-cell")
        if found(target):  # the focus may have come another way than the arrows (a screen reader, a script)
            self.move_focus(int(target.dataset.cell), focus=False)
        key = event.key
        r, c = divmod(self.focus_cell, self.cols)
        moves = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}
        if key in moves and self.targets:
            event.preventDefault()
            self.move_focus(next_target(sorted(self.targets), self.focus_cell, key, self.cols), focus=True)
            return
        if key in moves:
            dr, dc = moves[key]
            r = min(max(r + dr, 0), self.rows - 1)
            c = min(max(c + dc, 0), self.cols - 1)
        elif key == "Home":
            c = 0
        elif key == "End":
            c = self.cols - 1
        elif key in ("Enter", " "):
            event.preventDefault()
            self.on_cell(self.focus_cell)
            return
        else:
            return
        event.preventDefault()
        self.move_focus(r * self.cols + c, focus=True)

    def move_focus(self, cell: int, *, focus: bool) -> None:
        """Roving tabindex: only the focused space is in the Tab order."""
        if cell != self.focus_cell:
            self.cells[self.focus_cell].setAttribute("tabindex", "-1")
            self.focus_cell = cell
            self.cells[cell].setAttribute("tabindex", "0")
        if focus:
            self.cells[cell].focus()

    # --- state ------------------------------------------------------------------
    def focus_target(self) -> None:
        """Put the keyboard focus on the legal space nearest the focused one."""
        if self.targets:
            r0, c0 = divmod(self.focus_cell, self.cols)
            nearest = min(self.targets, key=lambda cell: (abs(cell // self.cols - r0) + abs(cell % self.cols - c0), cell))
            self.move_focus(nearest, focus=True)

    def update(self, chips: list[int], locked: set[int], sequences: list[tuple[int, list[int]]], *,
               targets: set[int] | None = None, remove_mode: bool = False, last: int | None = None,
               winning: set[int] | None = None, suggested: int | None = None,
               ghost: tuple[int, int] | None = None, reachable: set[int] | None = None,
               enlarged: int | None = None) -> None:
        """Show a position and the highlights (`ghost`: the cell and team of a
        move waiting for its confirmation; `reachable`: where a tap may snap
        to; `enlarged`: the space a tap chose, shown in the loupe); refresh
        the twin's labels (only the spaces whose label or mark can have changed: a
        hundred labels made at each tap took a phone 25 ms)."""
        before = (self.chips, self.locked, self.targets, self.remove_mode, self.last, self.suggested, self.ghost)
        self.chips = list(chips)
        self.locked = set(locked)
        self.sequences = sequences
        self.targets = targets or set()
        self.remove_mode = remove_mode
        self.last = last
        self.suggested = suggested
        self.winning = winning or set()
        self.ghost = ghost
        # what the canvas draws as sequence lines, for tests: "team:cell,cell,...;..."
        drawn_lines = ";".join(f"{team}:{','.join(map(str, sorted(cells)))}" for team, cells in sequences)
        if drawn_lines != self.shown_sequences:
            self.element.setAttribute("data-sequences", drawn_lines)
            self.shown_sequences = drawn_lines
        self.reachable = set(reachable if reachable is not None else self.targets)
        self.enlarged = enlarged
        changes: list[list[Any]] = []  # made in one call (dom.set_each)
        for cell in self.relabel(*before):
            notes = [self.place_label(cell)]
            if cell == last:
                # Translators: Sequence: a board space's note for screen readers: the last move was played here
                notes.append(_("last move"))
            if cell == suggested:
                # Translators: a board space the Suggest button proposes, read by a screen reader
                notes.append(_("suggested"))
            if cell in self.targets:
                notes.append(_("you can remove this chip") if remove_mode else _("you can play here"))
            if ghost is not None and cell == ghost[0]:
                notes.append(_("your move, waiting for confirmation"))
            label = ", ".join(notes)
            if label != self.labels[cell]:
                changes.append([cell, "aria-label", label])
                self.labels[cell] = label
            mark = cell in self.targets
            if mark != self.marked[cell]:
                changes.append([cell, ".target", mark])
                self.marked[cell] = mark
            lit = mark and self.css_targets and not remove_mode and (ghost is None or cell != ghost[0])
            if lit != self.lit[cell]:  # a move waiting shows its ghost chip unlit, as the canvas drew it
                changes.append([cell, ".lit", lit])
                self.lit[cell] = lit
        dom.set_each(self.grid, "data-cell", changes)
        if self.scene() != self.drawn:
            self.draw()
        self.show_loupe()

    def place_label(self, cell: int) -> str:
        """`space_label` of the space as it stands, made again only when its chip changed (a
        jack's eighty labels made anew at its tap took a phone 20 ms)."""
        chip, locked = self.chips[cell], cell in self.locked
        known = self.places[cell]
        if known is None or known[0] != chip or known[1] != locked:
            r, c = divmod(cell, self.cols)
            known = (chip, locked, space_label(self.codes[cell], r, c, chip, locked))
            self.places[cell] = known
        return known[2]

    def relabel(self, chips: list[int], locked: set[int], targets: set[int], remove_mode: bool,
                last: int | None, suggested: int | None, ghost: tuple[int, int] | None) -> Any:
        """The spaces whose label or mark may differ from what was shown with these
        (the position and highlights before `update`): every space the first time."""
        if None in self.labels:
            return range(len(self.cells))
        cells = (locked ^ self.locked) | (targets ^ self.targets)
        if chips != self.chips:
            cells.update(cell for cell, (a, b) in enumerate(zip(chips, self.chips)) if a != b)
        if remove_mode != self.remove_mode:
            cells |= self.targets
        for old, new in ((last, self.last), (suggested, self.suggested),
                         (ghost and ghost[0], self.ghost and self.ghost[0])):
            if old != new:
                cells.update(cell for cell in (old, new) if cell is not None)
        return cells

    def animate(self, cell: int, team: int, *, appearing: bool, pace: float = 1.0) -> float:
        """Animate a chip arriving or leaving, `pace` times the normal length (0: not at
        all: reduced motion, the player's setting, tests); return its length in ms."""
        if pace <= 0:
            return 0.0
        self.animation_ms = ANIMATION_MS * pace
        self.animation = (cell, team, float(js.performance.now()), appearing)
        self.ask_frame()
        return self.animation_ms

    def grow_line(self, cells: list[int], *, after_ms: float = 0.0, pace: float = 1.0) -> float:
        """A sequence just completed: its line grows along its five chips, starting
        `after_ms` from now (once the chip has landed), `pace` times the normal
        length (0: drawn whole at once); return when it is done, in ms from now.
        The board says `data-line-growing` meanwhile."""
        if pace <= 0:
            return 0.0
        ms = LINE_MS * pace
        self.growing[tuple(sorted(cells))] = (float(js.performance.now()) + after_ms, ms)
        self.element.setAttribute("data-line-growing", "true")
        self.ask_frame()
        return after_ms + ms

    def line_progress(self, cells: list[int], now: float | None) -> float:
        """How much of a sequence's line is drawn (0 to 1): 1 unless it is growing."""
        start, ms = self.growing.get(tuple(sorted(cells)), (0.0, 0.0))
        if not ms:
            return 1.0
        t = min(1.0, max(0.0, ((now or float(js.performance.now())) - start) / ms))
        return 1 - (1 - t) ** 2

    def ask_frame(self) -> None:
        """Draw the next frame (`_frame`) unless it is asked for already: a move played while the
        last one's chip still lands draws each frame once, not twice."""
        if not self.frame_asked:
            self.frame_asked = True
            js.requestAnimationFrame(self._frame_proxy)

    def _frame(self, now: float) -> None:
        self.frame_asked = False
        if self.animation is None and not self.growing:
            return
        if self.animation is not None and now - self.animation[2] >= self.animation_ms:
            self.animation = None
        done = [key for key, (start, ms) in self.growing.items() if now - start >= ms]
        self.draw(now)
        for key in done:
            del self.growing[key]
        if not self.growing:
            self.element.removeAttribute("data-line-growing")
        if self.animation is not None or self.growing:
            self.ask_frame()

    # --- drawing ----------------------------------------------------------------
    def scene(self) -> tuple[Any, ...]:
        """All the canvas shows but a moving chip or line: a drawing of the same scene is skipped."""
        return (tuple(self.chips), tuple(sorted(self.locked)), self.shown_sequences, self.drawn_targets(),
                self.remove_mode, self.last, self.suggested, tuple(sorted(self.winning)), self.ghost, self.css_size)

    def drawn_targets(self) -> tuple[int, ...]:
        """The targets the canvas draws: the chips a card may remove (crosses on them); the spaces a
        card may take only where the twin does not light them (`css_targets`)."""
        return tuple(sorted(self.targets)) if self.remove_mode or not self.css_targets else ()

    def resize(self) -> None:
        """Match the canvas's pixels to its CSS box times the device pixel ratio."""
        box = self.board.getBoundingClientRect()
        width, height = float(box.width), float(box.height)
        if width <= 0 or height <= 0:
            return
        ratio = float(js.window.devicePixelRatio or 1)
        self.canvas.width = round(width * ratio)
        self.canvas.height = round(height * ratio)
        self.css_size = (width, height)
        self.board.style.setProperty("--space", f"{min(width / self.cols, height / self.rows):.2f}px")  # the lit spaces' edge
        if self.loupe_drawn is not None:
            self.loupe_drawn = ()  # a new size: the loupe shown is placed and drawn anew
        self.small = width / self.cols < TOUCH
        self.board.setAttribute("data-loupe", "on" if self.small else "off")
        ctx = self.canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        self.draw()
        self.show_loupe()

    # --- the loupe --------------------------------------------------------------------
    def _loupe_origin(self, cell: int) -> tuple[int, int]:
        """The top-left space (row, column) of the loupe's 3 x 3 around `cell`, kept on the board."""
        r, c = divmod(cell, self.cols)
        return (min(max(r - 1, 0), self.rows - LOUPE_SPAN), min(max(c - 1, 0), self.cols - LOUPE_SPAN))

    def show_loupe(self) -> None:
        """Show the enlarged space (and its neighbours) whole on the screen, beside the spaces it helps with, or hide the loupe."""
        cell = self.enlarged
        if cell is None or not self.small:
            if self.loupe_drawn is not None:
                self.loupe.hidden = True
                self.loupe_drawn = None
            return
        shown = (cell, self.scene(), tuple(sorted(self.targets)))  # the loupe draws the lit spaces itself
        if shown == self.loupe_drawn:
            return
        self.loupe_drawn = shown
        s = self.css_size[0] / self.cols
        side = LOUPE_SPACE * LOUPE_SPAN
        r, c = divmod(cell, self.cols)
        r0, c0 = self._loupe_origin(cell)
        # placed in the window's coordinates, so the whole loupe is on the screen whatever the
        # board's size and place (a board shrunk by the tray, or partly scrolled off in a page),
        # and over none of the spaces it helps choose between, nor the Confirm bar (loupe.py)
        box = self.board.getBoundingClientRect()
        x0, y0 = float(box.left), float(box.top)
        view_w = float(js.document.documentElement.clientWidth or js.window.innerWidth)
        view_h = float(js.window.innerHeight)
        avoid = []
        for bar in js.document.querySelectorAll(".confirm-move:not([hidden])"):
            edge = bar.getBoundingClientRect()
            avoid.append((float(edge.left), float(edge.top), float(edge.width), float(edge.height)))
        left, top = loupe_spot.place((x0 + c * s, y0 + r * s, s, s), side, view_w, view_h,
                                     (x0, y0, s * self.cols, s * self.rows), self.rows, self.cols,
                                     sorted(self.reachable), avoid)
        left, top = left - x0, top - y0
        self.loupe.style.left = f"{left:.1f}px"
        self.loupe.style.top = f"{top:.1f}px"
        self.loupe.style.width = self.loupe.style.height = f"{side:.0f}px"
        ratio = float(js.window.devicePixelRatio or 1)
        self.loupe_canvas.width = self.loupe_canvas.height = round(side * ratio)
        ctx = Batch()  # the 3 x 3 spaces shown, drawn in one call
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        ctx.translate(-c0 * LOUPE_SPACE, -r0 * LOUPE_SPACE)
        self.paint(ctx, LOUPE_SPACE, self.cols * LOUPE_SPACE, self.rows * LOUPE_SPACE, None,
                   cells=[(r0 + dr) * self.cols + c0 + dc for dr in range(LOUPE_SPAN) for dc in range(LOUPE_SPAN)])
        ctx.lineWidth = 4
        ctx.strokeStyle = "#ffffff"
        ctx.strokeRect(c * LOUPE_SPACE + 2, r * LOUPE_SPACE + 2, LOUPE_SPACE - 4, LOUPE_SPACE - 4)
        ctx.run(self.loupe_canvas.getContext("2d"))
        self.loupe_canvas.setAttribute("data-min-font", f"{self.min_font:.1f}")
        self.loupe_space.style.left = f"{(c - c0) * LOUPE_SPACE:.0f}px"
        self.loupe_space.style.top = f"{(r - r0) * LOUPE_SPACE:.0f}px"
        self.loupe_space.style.width = self.loupe_space.style.height = f"{LOUPE_SPACE:.0f}px"
        code = self.codes[cell]
        self.loupe_space.setAttribute("aria-label", _("Play here: {card}, {space}", card=card_name(code),
                                                      space=space_words(r + 1, c + 1)))
        self.loupe.setAttribute("data-cell", str(cell))
        self.loupe.hidden = False

    def draw(self, now: float | None = None) -> None:
        """Redraw the board, in one call to JavaScript: its spaces (drawn once per size) and on them
        what changes (highlights, sequence lines, chips)."""
        width, height = self.css_size
        if width <= 0:
            return
        s = min(width / self.cols, height / self.rows)
        ctx = Batch()
        still = self.still_layer(s, width, height) if self.layered else None
        if still is not None and self.animation is not None:  # a chip on its way: each frame draws it only
            ctx.layer(self.marked_layer_for(still, s))
            self.min_font = self.marked_min_font
            self.paint_moving(ctx, s, now)
        elif still is not None:
            ctx.layer(still)
            self.min_font = self.still_min_font
            self.paint_marked(ctx, s)
        else:
            if self.layered:
                ctx.layer(self.spaces_layer(s, width, height))
            self.paint(ctx, s, width, height, now, spaces=not self.layered, targets=not self.css_targets)
        ctx.run(self.canvas.getContext("2d"))
        self.drawn = self.scene()
        min_font = f"{self.min_font:.1f}"
        if min_font != self.shown_min_font:
            self.canvas.setAttribute("data-min-font", min_font)
            self.shown_min_font = min_font

    def spaces_layer(self, s: float, width: float, height: float) -> Any:
        """The felt and the spaces at the canvas's pixels, on a canvas off the page, drawn again
        only when the board's size changed."""
        key = (float(self.canvas.width), float(self.canvas.height), s)
        if key != self.base_key:
            self.min_font = 1000.0
            self.base = self.off_page(self.base, lambda ctx: self.paint_spaces(ctx, s, width, height,
                                                                               range(len(self.codes))))
            self.base_min_font = self.min_font
            self.base_key = key
        return self.base

    def still_layer(self, s: float, width: float, height: float) -> Any:
        """The spaces, the sequences' lines and the chips not moving, at the canvas's pixels, on a
        second canvas off the page, drawn again only when one of them changed; None while a
        line grows (a line goes under the chips: they are drawn at each of its frames)."""
        if self.growing:
            return None
        spaces = self.spaces_layer(s, width, height)
        key = (self.base_key, tuple(self.chips), tuple(sorted(self.locked)), self.shown_sequences,
               tuple(sorted(self.winning)), self.animation[0] if self.animation else None)
        if key != self.still_key:

            def paint(ctx: Batch) -> None:
                ctx.layer(spaces)
                self.paint_still(ctx, s, range(len(self.codes)), None)

            self.min_font = self.base_min_font
            self.still = self.off_page(self.still, paint)
            self.still_min_font = self.min_font
            self.still_key = key
        return self.still

    def paint_marked(self, ctx: Any, s: float) -> None:
        """On the still layer: the highlights and the marks."""
        everywhere = range(len(self.codes))
        if not self.css_targets:
            self.paint_targets(ctx, s, everywhere)  # open spaces: no chip or line of the layer covers them
        self.paint_marks(ctx, s, everywhere)

    def marked_layer_for(self, still: Any, s: float) -> Any:
        """The still layer with the highlights and marks on it (all the canvas shows but the chip
        on its way), on a third canvas off the page, drawn again only when one of them changed:
        while a chip lands, a frame puts it down and draws that chip."""
        key = (self.still_key, self.drawn_targets(), self.remove_mode, self.last, self.suggested, self.ghost)
        if key != self.marked_key:

            def paint(ctx: Batch) -> None:
                ctx.layer(still)
                self.paint_marked(ctx, s)

            self.min_font = self.still_min_font
            self.marked_layer = self.off_page(self.marked_layer, paint)
            self.marked_min_font = self.min_font
            self.marked_key = key
        return self.marked_layer

    def off_page(self, canvas: Any, paint: Callable[[Batch], None]) -> Any:
        """`canvas` (a new one if None), off the page, at the board canvas's pixels, with what
        `paint` draws in CSS px, in one call."""
        return painted(canvas, int(self.canvas.width), int(self.canvas.height), paint)

    def paint_spaces(self, ctx: Any, s: float, width: float, height: float, cells: Any) -> None:
        """The felt and the card spaces `cells` (what never changes in a game)."""
        ctx.fillStyle = FELT
        ctx.fillRect(0, 0, width, height)
        for cell in cells:
            r, c = divmod(cell, self.cols)
            self._draw_space(ctx, self.codes[cell], c * s, r * s, s)

    def paint(self, ctx: Any, s: float, width: float, height: float, now: float | None, *,
              cells: Any = None, spaces: bool = True, targets: bool = True) -> None:
        """Draw the board with spaces of `s` CSS px (the board, or the loupe's enlargement):
        only `cells` of it if given, without its spaces if `spaces` is False (they are
        already there, `spaces_layer`), without the card's spaces lit if `targets` is False (the
        twin's cells light them, `css_targets`)."""
        cells = range(len(self.codes)) if cells is None else cells
        if spaces:
            self.min_font = 1000.0
            self.paint_spaces(ctx, s, width, height, cells)
        else:
            self.min_font = self.base_min_font
        if targets:
            self.paint_targets(ctx, s, cells)
        self.paint_still(ctx, s, cells, now)
        self.paint_marks(ctx, s, cells)
        self.paint_moving(ctx, s, now)

    def paint_targets(self, ctx: Any, s: float, cells: Any) -> None:
        """The open spaces the chosen card can take (under the lines and chips): their fills, then
        their edges, each style set once (a jack's eighty, drawn at its tap)."""
        if self.remove_mode or not self.targets:
            return
        spots = []
        for cell in cells:
            if cell in self.targets:
                r, c = divmod(cell, self.cols)
                spots.append((c * s, r * s))
        if not spots:
            return
        ctx.save()
        ctx.globalAlpha = 0.35
        ctx.fillStyle = HIGHLIGHT
        for x, y in spots:
            ctx.fillRect(x + s * 0.04, y + s * 0.04, s * 0.92, s * 0.92)
        ctx.restore()
        ctx.lineWidth = max(2.0, s * 0.08)
        ctx.strokeStyle = LIT_EDGE
        for x, y in spots:
            ctx.strokeRect(x + s * 0.08, y + s * 0.08, s * 0.84, s * 0.84)

    def paint_still(self, ctx: Any, s: float, cells: Any, now: float | None) -> None:
        """The sequences' lines, and over them the chips of `cells` but a moving one."""
        anim_cell = self.animation[0] if self.animation else None
        # Sequence lines go under the chips, so each chip's letter stays readable.
        for team, line in self.sequences:
            self._draw_sequence(ctx, team, line, s, winning=bool(self.winning.intersection(line)),
                                progress=self.line_progress(line, now))
        radius = s * CHIP_R
        half = radius * CHIP_BOX
        for cell in cells:
            chip = self.chips[cell]
            if chip >= 0 and cell != anim_cell:
                r, c = divmod(cell, self.cols)
                locked = cell in self.locked
                self.pieces.put(ctx, f"chip{chip}{int(locked)}:{radius:.2f}", c * s + s / 2 - half,
                                r * s + s * CHIP_Y - half, 2 * half, 2 * half,
                                lambda at, team=chip, locked=locked: draw_chip(at, team, half, half, radius, locked=locked))
                self.min_font = min(self.min_font, chip_font(radius))

    def paint_marks(self, ctx: Any, s: float, cells: Any) -> None:
        """On the chips: the chips the card can remove, the last move, the suggestion and a move
        waiting for its confirmation."""
        for cell in cells:
            r, c = divmod(cell, self.cols)
            x, y = c * s, r * s
            if cell in self.targets and self.remove_mode:
                self._draw_remove_target(ctx, x, y, s)
            if cell == self.last:
                ctx.lineWidth = max(2, s * 0.06)
                ctx.strokeStyle = "#ff8c1a"
                ctx.strokeRect(x + s * 0.06, y + s * 0.06, s * 0.88, s * 0.88)
            if cell == self.suggested:
                ctx.lineWidth = max(2, s * 0.08)
                ctx.strokeStyle = "#1e90ff"
                ctx.setLineDash([s * 0.12, s * 0.08])
                ctx.strokeRect(x + s * 0.12, y + s * 0.12, s * 0.76, s * 0.76)
                ctx.setLineDash([])
        if self.ghost is not None:
            cell, team = self.ghost
            r, c = divmod(cell, self.cols)
            ctx.save()
            ctx.globalAlpha = GHOST_ALPHA
            self.min_font = min(self.min_font, draw_chip(ctx, team, c * s + s / 2, r * s + s * CHIP_Y, s * CHIP_R))
            ctx.restore()

    def paint_moving(self, ctx: Any, s: float, now: float | None) -> None:
        """Over everything, the chip on its way (arriving or leaving), if any."""
        if self.animation is not None:
            cell, team, start, appearing = self.animation
            t = min(1.0, ((now or float(js.performance.now())) - start) / self.animation_ms)
            ease = 1 - (1 - t) ** 3
            scale = ease if appearing else 1 - ease
            r, c = divmod(cell, self.cols)
            if scale > 0.02:
                ctx.save()
                ctx.globalAlpha = max(0.0, min(1.0, scale + 0.2))
                # the chip raised (its longer shadow), drawn once and put down at each frame's size
                radius = s * CHIP_R
                half = radius * CHIP_BOX * (0.6 + 0.4 * scale)
                self.pieces.put(ctx, f"chip{team}L:{radius:.2f}", c * s + s / 2 - half,
                                r * s + s * CHIP_Y - (1 - scale) * s * 0.4 - half, 2 * half, 2 * half,
                                lambda at: draw_chip(at, team, radius * CHIP_BOX, radius * CHIP_BOX, radius, lifted=True),
                                size=2 * radius * CHIP_BOX)
                ctx.restore()

    def _draw_space(self, ctx: Any, code: str, x: float, y: float, s: float) -> None:
        pad = max(1.0, s * 0.04)
        ctx.beginPath()
        ctx.roundRect(x + pad, y + pad, s - 2 * pad, s - 2 * pad, s * 0.1)
        if code == "XX":
            ctx.fillStyle = "#2b7a62"
            ctx.fill()
            ctx.fillStyle = "#fdf6dc"
            word = _(FREE_WORD)
            size = s * free_size(word)
            if size < MIN_FONT:  # the word would be too small to read: a star says "free"
                star_path(ctx, x + s / 2, y + s / 2, s * 0.3)
                ctx.fill()
                return
            ctx.font = f"700 {size:.1f}px system-ui, sans-serif"
            self.min_font = min(self.min_font, size)
            ctx.textAlign = "center"
            ctx.textBaseline = "middle"
            ctx.fillText(word, x + s / 2, y + s / 2)
            return
        ctx.fillStyle = CARD
        ctx.fill()
        ink = RED_INK if code[1] in RED_SUITS else INK
        ctx.fillStyle = ink
        size = max(MIN_FONT, s * 0.3)
        self.min_font = min(self.min_font, size)
        ctx.font = f"700 {size:.1f}px system-ui, sans-serif"
        ctx.textAlign = "left"
        ctx.textBaseline = "top"
        ctx.fillText(RANK_TEXT.get(code[0], code[0]), x + s * 0.1, y + s * 0.07)
        if size <= s * 0.3:  # on a small board the rank grows to 12 px and the big suit alone says the suit
            suit_path(ctx, code[1], x + s * 0.76, y + s * 0.22, s * 0.24)
        suit_path(ctx, code[1], x + s * 0.5, y + s * CHIP_Y, s * 0.4)

    def _draw_remove_target(self, ctx: Any, x: float, y: float, s: float) -> None:
        ctx.lineWidth = max(2.0, s * 0.07)
        ctx.strokeStyle = HIGHLIGHT
        ctx.beginPath()
        cx, cy = x + s / 2, y + s * CHIP_Y
        ctx.arc(cx, cy, s * 0.38, 0, 2 * math.pi)
        ctx.stroke()
        ctx.strokeStyle = "#b01c1c"
        ctx.beginPath()
        d = s * 0.22
        ctx.moveTo(cx - d, cy - d)
        ctx.lineTo(cx + d, cy + d)
        ctx.moveTo(cx + d, cy - d)
        ctx.lineTo(cx - d, cy + d)
        ctx.stroke()

    def _draw_sequence(self, ctx: Any, team: int, cells: list[int], s: float, *, winning: bool,
                       progress: float = 1.0) -> None:
        """A sequence's line through its chips (`progress` of its length while it grows)."""
        if progress <= 0:
            return
        ends = sorted(cells)
        (r0, c0), (r1, c1) = divmod(ends[0], self.cols), divmod(ends[-1], self.cols)
        x0, y0 = c0 * s + s / 2, r0 * s + s * CHIP_Y
        x1, y1 = c1 * s + s / 2, r1 * s + s * CHIP_Y
        x1, y1 = x0 + (x1 - x0) * progress, y0 + (y1 - y0) * progress
        ctx.save()
        ctx.lineCap = "round"
        if winning:  # a gold band and a gold halo behind every chip of a winning sequence
            ctx.fillStyle = HIGHLIGHT
            ctx.strokeStyle = HIGHLIGHT
            ctx.lineWidth = s * 0.3
            ctx.beginPath()
            ctx.moveTo(x0, y0)
            ctx.lineTo(x1, y1)
            ctx.stroke()
            for cell in (c for c in cells if self.chips[c] >= 0 and progress >= 1):  # not on a free corner's word
                r, c = divmod(cell, self.cols)
                ctx.beginPath()
                ctx.arc(c * s + s / 2, r * s + s * CHIP_Y, s * CHIP_R * 1.32, 0, 2 * math.pi)
                ctx.fill()
        ctx.strokeStyle = "#ffffff"
        ctx.lineWidth = s * 0.16
        ctx.beginPath()
        ctx.moveTo(x0, y0)
        ctx.lineTo(x1, y1)
        ctx.stroke()
        ctx.strokeStyle = CHIP_STYLE[team][1]
        ctx.lineWidth = s * 0.09
        ctx.stroke()
        ctx.restore()


def edge_labels(cls: str, count: int) -> Any:
    """The numbers 1 to `count` along one edge of the board (the twin's cells say them to screen readers)."""
    return dom.element("ol", cls=f"seq-edge {cls}", attrs={"aria-hidden": "true"},
                       children=[dom.element("li", str(n)) for n in range(1, count + 1)])


def next_target(targets: list[int], current: int, key: str, cols: int) -> int:
    """The legal space an arrow key leads to from `current` among `targets`
    (sorted): right and left go to the next and previous in reading order,
    down and up to the nearest in a row below or above (round the board)."""
    if key == "ArrowRight":
        return next((t for t in targets if t > current), targets[0])
    if key == "ArrowLeft":
        return next((t for t in reversed(targets) if t < current), targets[-1])
    row, col = divmod(current, cols)
    below = key == "ArrowDown"
    ahead = [t for t in targets if (t // cols > row if below else t // cols < row)] or targets  # else round the board
    rows = [t // cols for t in ahead]
    target_row = min(rows) if below else max(rows)
    return min((t for t in ahead if t // cols == target_row), key=lambda t: (abs(t % cols - col), t))
