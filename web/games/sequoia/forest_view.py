"""The table drawn on a canvas: the eleven forests 2..12 in a circle, each a
wedge of a ring with its number and two tokens (or "?" while face down) at
the rim, and every player's trees as a stack: a lane per player from the
middle outwards, the player's letter at its foot (so colour is never the only
cue), one bar per tree with a wider gap after every five, like tally marks,
and the count at its head. All stacks share one scale, shrunk only when a
stack would not fit. Crisp at devicePixelRatio.

Over the canvas (which is hidden from assistive technology) lies its
accessible twin: one button per forest, centred on the forest's wedge
(`centre_of`; a click elsewhere on a wedge counts too, through `forest_at`),
labelled like "Forest 7: tokens 4 and 1; Ann: 3 trees, Bob: no trees". The
forests form one tab stop; the arrow keys go round the circle (Home and End
to forests 2 and 12) and Enter or Space picks a forest, as a click does.

On a phone (a board narrower than WHEEL_MIN CSS px) the wheel's text would
shrink below 12 px, so the same forests are drawn as a grid instead: four
forests a row (2-5, 6-9, 10-12), each a card with its number, its two
tokens and a bar per player with the count, every text at least 12 CSS px;
the twin's buttons cover the cards. The canvas says the smallest font it
drew, in CSS px on screen, in `data-min-font` (the phone tests read it).
"""
from __future__ import annotations

import math
from typing import Any, Callable

import js

from engine.sequoia.forests import FORESTS
from web.page import dom
from web.page.canvas import Batch, Pieces
from web.page.ffi import create_proxy
from web.page.jsvalue import found
from web.games.sequoia.narration import turn_label
from web.model.colours import seat_colour
from web.model.session import Session
from web.ui import look
from web.page.words import _, ngettext

SIZE = 560  # CSS pixels: the square canvas
MIDDLE = SIZE / 2
SPAN = 2 * math.pi / len(FORESTS)  # the angle of one forest's wedge
INNER = 88  # radius of the middle disc (the turn) where the wedges begin
OUTER = SIZE / 2 - 4  # radius of the wedges' outer rim
GAP = 4  # between neighbouring wedges
HEADER = OUTER - 22  # the forest's number and tokens are centred this far out
LANES_START = 104  # where the players' lanes begin (their letters)
TREES_START = LANES_START + 13  # where the first tree of a lane lies
TREES_END = 222  # the furthest a stack reaches (its count lies just beyond)
BUTTON = 92  # diameter of a forest's button in the twin, centred on centre_of
LANES_WIDTH = 56  # the players' lanes side by side (at most MAX_LANE each)
MAX_LANE = 22.0
MAX_PITCH = 13.0  # a tree's length along its lane, gap included, when there is room
FIVE_GAP = 5.0  # the extra space after every five trees (tally groups)
WHEEL_MIN = 480  # CSS px: below this the wheel's smallest text (14 px at 560) would fall under 12 px
GRID_COLS = 4
CARD_GAP = 4  # between the grid's cards
CARD_HEAD = 24  # a card's number and tokens
SHORT_HEAD, SHORT_FOOT = 18, 4  # the same, and the room under the last line, on cards of two players a line
LINE = 16  # one player's bar and count in a card
LEAST_LINE = 12.0  # a card's line when the stage is short (a small phone): its 12 px count still fits
MOST_LINE = 56.0  # a card's line when the stage has room to spare (the grid then fills it: issue 54)
BAR = 10  # the thickness of a player's bar at LINE
CARD_LIGHT = 20.0  # a card's size for its shadow (web/ui/look.py): a shadow of 1 to 2 px, within the cards' gap
CARD_SHADOW = 4.0  # the room a card's shadow takes beyond its cell, right and down
TOKEN_SHADOW = 3.0  # and a token's beyond its radius
IN_PLACE = Pieces(live=False)  # pieces drawn where they go (a card drawn alone, the tests)
KEYS_NEXT = ("ArrowRight", "ArrowDown")
KEYS_BACK = ("ArrowLeft", "ArrowUp")


def angle_of(index: int) -> float:
    """The direction (radians, canvas axes) of the `index`-th forest's wedge
    (0 for forest 2), clockwise from the top."""
    return -math.pi / 2 + SPAN * index


def along(index: int, distance: float, offset: float = 0.0) -> tuple[float, float]:
    """The point `distance` out from the middle along the `index`-th forest's
    middle line, moved `offset` across it (clockwise positive)."""
    a = angle_of(index)
    return (MIDDLE + distance * math.cos(a) - offset * math.sin(a),
            MIDDLE + distance * math.sin(a) + offset * math.cos(a))


def centre_of(index: int) -> tuple[float, float]:
    """The centre of the `index`-th forest's wedge (0 for forest 2), where its twin button lies."""
    return along(index, (INNER + OUTER) / 2)


def forest_at(x: float, y: float) -> int | None:
    """The index of the forest whose wedge holds the point (x, y) of the canvas, or None."""
    dx, dy = x - MIDDLE, y - MIDDLE
    if not INNER <= math.sqrt(dx * dx + dy * dy) <= OUTER:  # MicroPython's math has no hypot
        return None
    return round((math.atan2(dy, dx) + math.pi / 2) / SPAN) % len(FORESTS)


def lane_rows(players: int, across: int = 1) -> int:
    """The lines of a card that hold `players` players' trees, `across` players a line."""
    return -(-players // across)


def grid_cell(index: int, width: float, players: int, line: float = LINE,
              across: int = 1) -> tuple[float, float, float, float]:
    """The card (x, y, w, h) of the `index`-th forest in the phone's grid of
    `width` CSS px, `line` px a line of `across` players: four a row, the last row's three centred."""
    w = (width - CARD_GAP * (GRID_COLS - 1)) / GRID_COLS
    h = card_head(across) + line * lane_rows(players, across) + (6 if across == 1 else SHORT_FOOT)
    row, col = divmod(index, GRID_COLS)
    left = 0.0
    if row == (len(FORESTS) - 1) // GRID_COLS:
        in_row = len(FORESTS) - row * GRID_COLS
        left = (GRID_COLS - in_row) * (w + CARD_GAP) / 2
    return left + col * (w + CARD_GAP), row * (h + CARD_GAP), w, h


def grid_height(width: float, players: int, line: float = LINE, across: int = 1) -> float:
    """The height of the phone's grid of forests."""
    x, y, w, h = grid_cell(len(FORESTS) - 1, width, players, line, across)
    return y + h


def card_head(across: int) -> float:
    """The height of a card's number and tokens: less on cards of two players a line (short screens)."""
    return CARD_HEAD if across == 1 else SHORT_HEAD


def _line_fits(room: float, lines: int) -> float:
    """The height of a card's line at which `lines` lines a card fill `room` CSS px."""
    rows = math.ceil(len(FORESTS) / GRID_COLS)
    return ((room - CARD_GAP * (rows - 1)) / rows - CARD_HEAD - 6) / lines


def grid_across(room: float, players: int) -> int:
    """Players a line in the grid's cards: one, or two where four or five players' lines one a line
    would not fit `room` even at LEAST_LINE (a small phone, a phone held sideways): the design gives
    (the bars go, each player's letter and count stay), never the forests (issue 80)."""
    return 2 if players >= 4 and _line_fits(room, players) < LEAST_LINE else 1


def grid_line(room: float, players: int, across: int = 1) -> float:
    """A line's height in the grid's cards that fills `room` CSS px of height (the table's stage),
    between LEAST_LINE and MOST_LINE: on a tall phone the forests grow rather than leave bare
    felt, on a small one (320x640) they shrink so that every forest stays in sight. Two players a
    line: always LEAST_LINE (the screen is short, and a line that followed the stage's room moved the
    forests by three lines' worth when a roll's pairs took another row)."""
    if across > 1:
        return LEAST_LINE
    return max(LEAST_LINE, min(MOST_LINE, math.floor(_line_fits(room, lane_rows(players, across)))))


def grid_forest_at(x: float, y: float, width: float, players: int, line: float = LINE,
                   across: int = 1) -> int | None:
    """The index of the forest whose card holds (x, y) in the phone's grid, or None."""
    for i in range(len(FORESTS)):
        left, top, w, h = grid_cell(i, width, players, line, across)
        if left <= x <= left + w and top <= y <= top + h:
            return i
    return None


def lane_width(players: int) -> float:
    """The width of each player's lane in a forest."""
    return min(MAX_LANE, LANES_WIDTH / players)


def lane_offset(seat: int, players: int) -> float:
    """How far across the forest's middle line the lane of `seat` lies (seat 0 on the left as the wedge points)."""
    return (seat - (players - 1) / 2) * lane_width(players)


def pitch_for(most: int) -> float:
    """The length of one tree in the lanes, so that `most` trees (groups of five spaced) fit."""
    if most <= 0:
        return MAX_PITCH
    room = TREES_END - TREES_START - FIVE_GAP * ((most - 1) // 5)
    return min(MAX_PITCH, room / most)


def tree_span(k: int, pitch: float) -> tuple[float, float]:
    """The distances from the middle between which the `k`-th tree (0 first) of a lane lies."""
    start = TREES_START + k * pitch + FIVE_GAP * (k // 5)
    return start, start + pitch - max(1.2, pitch * 0.2)


def trees_text(name: str, count: int) -> str:
    """"Ann: 3 trees", "Ann: 1 tree", "Player 1: no trees" (the colon keeps a
    name ending in a number apart from the count)."""
    if count == 0:
        # Translators: Sequoia: a forest's note: a seat has no tree there
        return _("{name}: no trees", name=name)
    # Translators: Sequoia: a forest's note: a seat's trees there
    return ngettext("{name}: {count} tree", "{name}: {count} trees", count, name=name, count=count)


def forest_label(session: Session, forest: int, obs: dict[str, Any] | None = None) -> str:
    """A forest in words, from what everyone may see (`obs`, the public
    view): its tokens, each player's trees, the tokens won there and whether
    it is tied."""
    obs = obs or session.public()
    key = str(forest)
    tokens = obs["tokens"]
    counts = obs["trees"][key]
    parts = [_("Forest {forest}: tokens {first} and {second}", forest=forest, first=tokens[key][0],
               second=tokens[key][1]) if tokens else _("Forest {forest}: tokens face down", forest=forest),
             ", ".join(trees_text(session.seats[s].name, c) for s, c in enumerate(counts))]
    awarded = obs["awarded"][key]
    if awarded["first"] is not None:
        parts.append(_("first token to {name}", name=session.seats[awarded["first"]].name))
    if awarded["second"] is not None:
        parts.append(_("second token to {name}", name=session.seats[awarded["second"]].name))
    if key in obs["ties"]:
        # Translators: of a forest, in its accessible name: two or more players have as many trees there
        parts.append(_("tied"))
    return "; ".join(parts)


def new_trees(session: Session, seats: list[int]) -> str:
    """The trees a forest grew at the last reveal, for its name: 'new: Ann +1, Bob +2' (`seats`: one a tree)."""
    # Translators: Sequoia: a forest's note: the trees it grew at the last reveal ("new: Ann +1")
    return _("new: {trees}", trees=", ".join(f"{session.seats[s].name} +{seats.count(s)}" for s in sorted(set(seats))))


def place(button: Any, left: float, top: float, width: float, height: float) -> None:
    """Lay a forest's button over the board (in % of it), through its style
    object: the page's policy refuses a style attribute."""
    button.style.left, button.style.top = f"{left:.3f}%", f"{top:.3f}%"
    button.style.width, button.style.height = f"{width:.3f}%", f"{height:.3f}%"


class ForestView:
    """The canvas of forests and its keyboard twin; `on_forest(forest)` gets clicks and Enter."""

    def __init__(self, on_forest: Callable[[int], None], *, live: bool = True) -> None:
        self.on_forest = on_forest
        self.pieces = Pieces(live=live)  # the cards' frames and the tokens drawn once each (a picture: in place)
        self.listeners = dom.Listeners()
        self.canvas = dom.element("canvas", attrs={"id": "sq-canvas", "aria-hidden": "true"})
        self.twin = dom.element("div", cls="sq-forests", attrs={"id": "sq-forests", "role": "group",
                                                               # Translators: Sequoia: the name for screen readers of the row of forests
                                                               "aria-label": _("The forests")})
        self.buttons: list[Any] = []
        for i, forest in enumerate(FORESTS):
            x, y = centre_of(i)
            size = 100 * BUTTON / SIZE
            # Translators: Sequoia: a forest's name by its number ("Forest 7")
            button = dom.element("button", _("Forest {forest}", forest=forest), cls="sq-forest", attrs={
                "type": "button", "data-forest": forest, "tabindex": "0" if i == 0 else "-1"})
            place(button, 100 * x / SIZE - size / 2, 100 * y / SIZE - size / 2, size, size)
            self.buttons.append(button)
            self.twin.append(button)
        self.element = dom.element("div", cls="sq-board", attrs={"id": "sq-board"}, children=[self.canvas, self.twin])
        self.listeners.on(self.twin, "click", self._click)
        self.listeners.on(self.twin, "keydown", self._key)
        self.grid = False  # the phone's grid of cards instead of the wheel
        self.width = float(SIZE)
        self.players = 2
        self.line = float(LINE)  # a line's height in the grid's cards (grid_line)
        self.across = 1  # players a line in the grid's cards (grid_across)
        self.placed: tuple[Any, ...] | None = None  # the geometry the buttons were laid for
        self.labels: list[str | None] = [None] * len(FORESTS)  # each button's aria-label as set
        self.last: tuple[Session, dict[str, Any]] | None = None  # the last draw, redrawn when the board resizes
        self._resize_proxy = create_proxy(lambda *_: self._resized())
        self.observer = js.ResizeObserver.new(self._resize_proxy)
        self.observer.observe(self.element)
        self.watching_stage = False

    def room(self, width: float) -> float:
        """The side the wheel could take: on the table's one screen (web/ui/table_layout.py) the
        stage's width and height, so the choice between wheel and grid never depends on itself;
        elsewhere the board's own width."""
        stage = self.stage()
        return width if stage is None else min(stage[0], stage[1])

    def stage(self) -> tuple[float, float] | None:
        """The table's stage (width, height) in CSS px on the one screen (watched for resizes),
        None elsewhere or with no layout to measure (the build's prerendered pictures)."""
        stage = self.element.parentElement
        if found(stage) and stage.classList.contains("table-stage") and found(stage.closest(".one-screen")):
            if not self.watching_stage:
                self.watching_stage = True
                self.observer.observe(stage)
            try:
                return float(stage.clientWidth), float(stage.clientHeight)
            except TypeError:
                return None
        return None

    def grid_fit(self) -> tuple[float, int]:
        """The cards' line and players a line for the stage's height now (LINE, one, off the one screen)."""
        stage = self.stage()
        if stage is None:
            return float(LINE), 1
        across = grid_across(stage[1], self.players)
        return grid_line(stage[1], self.players, across), across

    def _resized(self) -> None:
        width = float(self.element.clientWidth)
        if width > 0 and self.last is not None and (abs(width - self.width) > 0.5
                                                    or (self.room(width) < WHEEL_MIN) != self.grid
                                                    or (self.grid and self.grid_fit() != (self.line, self.across))):
            session, kwargs = self.last
            self.draw(session, **kwargs)

    # --- the twin ------------------------------------------------------------------
    def _index_of(self, event: Any) -> int | None:
        forest = event.target.getAttribute("data-forest")
        return FORESTS.index(int(forest)) if forest else None

    def _click(self, event: Any) -> None:
        index = self._index_of(event)
        if index is None and event.target == self.twin:  # on a wedge (or a card) beyond its button
            if self.grid:
                index = grid_forest_at(float(event.offsetX), float(event.offsetY), self.width, self.players, self.line,
                                       self.across)
            else:
                scale = SIZE / max(1, self.twin.clientWidth)
                index = forest_at(event.offsetX * scale, event.offsetY * scale)
        if index is not None:
            self._roam(index)
            self.on_forest(FORESTS[index])

    def _key(self, event: Any) -> None:
        index = self._index_of(event)
        if index is None:
            return
        n = len(FORESTS)
        moves = {"Home": 0, "End": n - 1}
        moves.update({k: (index + 1) % n for k in KEYS_NEXT})
        moves.update({k: (index - 1) % n for k in KEYS_BACK})
        if event.key in moves:
            event.preventDefault()
            self._roam(moves[event.key])
            self.buttons[moves[event.key]].focus()

    def _roam(self, index: int) -> None:
        """Make the `index`-th forest the group's one tab stop."""
        for i, button in enumerate(self.buttons):
            button.setAttribute("tabindex", "0" if i == index else "-1")

    def mark(self, forest: int, pressed: bool) -> None:
        self.buttons[FORESTS.index(forest)].setAttribute("aria-pressed", "true" if pressed else "false")

    def unmark(self) -> None:
        for button in self.buttons:
            button.removeAttribute("aria-pressed")

    def destroy(self) -> None:
        self.listeners.clear()
        self.observer.disconnect()
        self.last = None

    # --- the canvas ------------------------------------------------------------------
    def draw(self, session: Session, *, chosen: int | None = None, scoring: int | None = None,
             fresh: dict[int, list[int]] | None = None, growth: float = 1.0,
             takers: dict[int, str] | None = None, where: bool = True) -> None:
        """Redraw every forest from the session's public view; ring the forest
        `chosen` (a first pick) and light up the one being `scoring` (on the phone's
        cards, `takers` rings there the players who took its tokens: seat -> "first"
        or "second"). The trees
        grown at the last reveal (`fresh`: forest -> a seat per tree) are
        outlined until the next one, and drawn `growth` (0 to 1) of their length
        while they grow."""
        self.last = (session, {"chosen": chosen, "scoring": scoring, "fresh": fresh, "growth": growth,
                               "takers": takers, "where": where})
        fresh = fresh or {}
        obs = session.public()
        width = float(self.element.clientWidth) or float(SIZE)
        self.width = width
        self.players = len(session.seats)
        grid = self.room(width) < WHEEL_MIN
        line, across = self.grid_fit() if grid else (float(LINE), 1)
        if grid != self.grid or line != self.line or across != self.across:
            self.grid, self.line, self.across = grid, line, across
            self.element.classList.toggle("grid", grid)
            self._place_buttons()
        if grid:
            self._draw_grid(session, obs, chosen, scoring, fresh, growth, takers)
            return
        self.element.style.removeProperty("height")
        ratio = float(js.window.devicePixelRatio or 1)
        self.canvas.width = int(SIZE * ratio)
        self.canvas.height = int(SIZE * ratio)
        self.canvas.setAttribute("data-min-font", f"{14 * width / SIZE:.1f}")  # the tokens, counts, letters
        ctx = Batch()  # drawn in one call to JavaScript (a growing forest redraws 30 times a second)
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        ctx.fillStyle = "#14321f"
        ctx.fillRect(0, 0, SIZE, SIZE)
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        tokens = obs["tokens"]
        trees = obs["trees"]
        pitch = pitch_for(max((max(trees[str(f)]) for f in FORESTS), default=0))
        for i, forest in enumerate(FORESTS):
            tied = str(forest) in obs["ties"]
            _wedge(ctx, i)
            _paint(ctx, forest, chosen=chosen, scoring=scoring, tied=tied, bold=5)
            first, second = tokens[str(forest)] if tokens else ("?", "?")
            x, y = along(i, HEADER)
            ctx.fillStyle = "#ffffff"
            ctx.font = "bold 18px system-ui, sans-serif"
            ctx.fillText(str(forest), x, y - 7)
            token_discs(ctx, x + 21, y + 12, first, second, 10, self.pieces)
            ctx.textAlign = "center"
            _stacks(ctx, i, trees[str(forest)], pitch, fresh.get(forest, []), growth)
            label = forest_label(session, forest, obs)
            if fresh.get(forest):
                label += "; " + new_trees(session, fresh[forest])
            self.label(i, label)
        ctx.fillStyle = "#d8eadf"
        ctx.font = "bold 17px system-ui, sans-serif"
        if where:  # a picture drawn once for every language (the home screen's) says no words
            ctx.fillText(turn_label(session), MIDDLE, MIDDLE, 2 * INNER - 14)
        ctx.run(self.canvas.getContext("2d"))

    def label(self, i: int, label: str) -> None:
        """The `i`-th forest button's accessible name, set where it changed."""
        if label != self.labels[i]:
            self.buttons[i].setAttribute("aria-label", label)
            self.labels[i] = label

    def _place_buttons(self) -> None:
        """Lay the twin's buttons over the wheel's wedges or the grid's cards (in % of the board),
        unless they lie there already."""
        geometry = (self.grid, self.width, self.players, self.line, self.across)
        if geometry == self.placed:
            return
        self.placed = geometry
        height = grid_height(self.width, self.players, self.line, self.across) if self.grid else self.width
        for i, button in enumerate(self.buttons):
            if self.grid:
                x, y, w, h = grid_cell(i, self.width, self.players, self.line, self.across)
                left, top, bw, bh = 100 * x / self.width, 100 * y / height, 100 * w / self.width, 100 * h / height
            else:
                cx, cy = centre_of(i)
                size = 100 * BUTTON / SIZE
                left, top, bw, bh = 100 * cx / SIZE - size / 2, 100 * cy / SIZE - size / 2, size, size
            place(button, left, top, bw, bh)

    def _draw_grid(self, session: Session, obs: dict[str, Any], chosen: int | None, scoring: int | None,
                   fresh: dict[int, list[int]], growth: float, takers: dict[int, str] | None) -> None:
        """The phone's forests: a card each with its number, tokens and every player's trees."""
        width, players = self.width, self.players
        height = grid_height(width, players, self.line, self.across)
        self.element.style.height = f"{height:.1f}px"
        table = self.element.parentElement
        if table:  # the pairs scroll into view below the board that sticks at the top (sequoia.css)
            table.style.setProperty("--sq-board-h", f"{height:.0f}px")
        self._place_buttons()
        ratio = float(js.window.devicePixelRatio or 1)
        self.canvas.width = int(width * ratio)
        self.canvas.height = int(height * ratio)
        self.canvas.setAttribute("data-min-font", "12")
        ctx = Batch()  # drawn in one call to JavaScript
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        ctx.clearRect(0, 0, width, height)
        tokens, trees = obs["tokens"], obs["trees"]
        most = most_trees(trees)
        for i, forest in enumerate(FORESTS):
            new = fresh.get(forest, [])
            draw_card(ctx, grid_cell(i, width, players, self.line, self.across), forest, trees[str(forest)],
                      tokens[str(forest)] if tokens else ("?", "?"), most, chosen=chosen, scoring=scoring,
                      tied=str(forest) in obs["ties"], fresh=new, growth=growth, line=self.line,
                      takers=takers if forest == scoring else None, across=self.across, pieces=self.pieces)
            label = forest_label(session, forest, obs)
            if new:
                label += "; " + new_trees(session, new)
            self.label(i, label)
        ctx.run(self.canvas.getContext("2d"))


def most_trees(trees: dict[str, list[int]]) -> int:
    """The count the cards' bars are scaled to: the most trees any player has in a forest (6 at least)."""
    return max(6, max((max(trees[str(f)]) for f in FORESTS), default=0))


def draw_card(ctx: Any, cell: tuple[float, float, float, float], forest: int, counts: list[int], tokens: Any,
              most: int, *, chosen: int | None = None, scoring: int | None = None, tied: bool = False,
              fresh: list[int] = (), growth: float = 1.0, takers: dict[int, str] | None = None,
              line: float = LINE, across: int = 1, pieces: Pieces | None = None) -> None:
    """One forest as a card (the phone's grid, lit forest by forest in the final scoring):
    its number, its two tokens and a bar per player with the count, every text at least 12 CSS px;
    `across` players a line (two: each half a line, its letter and count, the bar where it fits). The
    trees of `fresh` (a seat per tree) are outlined, drawn `growth` of their length; `takers` (seat ->
    "first" or "second") rings the line of each player who took a token there, gold for the majority.
    The card's frame and tokens are `pieces` drawn once each (else drawn in place)."""
    x, y, w, h = cell
    first, second = tokens
    half = (BAR + (line - LINE) / 2) / 2  # half a bar's thickness: the bars thicken with the line
    pieces = pieces or IN_PLACE
    mark = "c" if forest == chosen else "s" if forest == scoring else "t" if tied else ""
    pieces.put(ctx, f"forest{mark}:{w:.1f}x{h:.1f}", x, y, w + CARD_SHADOW, h + CARD_SHADOW,
               lambda at: card_frame(at, w, h, forest, chosen=chosen, scoring=scoring, tied=tied))
    ctx.textBaseline = "middle"
    ctx.textAlign = "left"
    ctx.fillStyle = "#ffffff"
    ctx.font = "bold 18px system-ui, sans-serif"
    head = card_head(across)
    ctx.fillText(str(forest), x + 6, y + head / 2 + 2)
    # the tokens' discs shrink on a narrow card (a small phone), clear of the forest's number
    token_discs(ctx, x + w - 4, y + head / 2 + 2, first, second, max(7.5, min(9.0, (w - 38) / 4)), pieces)
    part = (w - 4) / across  # a player's share of a line
    for seat, count in enumerate(counts):
        _name, letter, css = seat_colour(seat)
        row, col = divmod(seat, across)
        left = x + 2 + col * part
        cy = y + head + line * row + line / 2
        bar_start, bar_end = left + 17, left + part - 18
        unit = (bar_end - bar_start) / most
        took = (takers or {}).get(seat)
        if took:  # the majority (first token) in gold, the second in white
            ctx.strokeStyle = "#ffd34d" if took == "first" else "#ffffff"
            ctx.lineWidth = 2
            ctx.beginPath()
            ctx.roundRect(left + 1, cy - line / 2 + 1, part - 2, line - 2, 4)
            ctx.stroke()
        ctx.textAlign = "left"
        ctx.fillStyle = css
        ctx.font = "bold 12px system-ui, sans-serif"
        ctx.fillText(letter, left + 4, cy)
        ctx.textAlign = "right"
        ctx.fillStyle = "#ffffff"
        ctx.fillText(str(count), left + part - 2, cy)
        if bar_end - bar_start < 8:  # no room for a bar that reads: the count says it
            continue
        ctx.fillStyle = "rgba(0, 0, 0, 0.18)"
        ctx.fillRect(bar_start, cy - half, bar_end - bar_start, 2 * half)
        grown = list(fresh).count(seat)
        old = count - grown
        length = unit * (old + grown * growth)
        ctx.fillStyle = css
        ctx.fillRect(bar_start, cy - half, min(length, bar_end - bar_start), 2 * half)
        if grown and growth >= 1.0:
            ctx.strokeStyle = "#ffffff"
            ctx.lineWidth = 1.5
            ctx.strokeRect(bar_start + unit * old, cy - half - .5, min(unit * grown, bar_end - bar_start - unit * old), 2 * half + 1)


def card_path(ctx: Any, x: float, y: float, w: float, h: float, grow: float = 0.0) -> None:
    """Trace a forest's card in its grid cell (grown by `grow`: its shadow)."""
    ctx.beginPath()
    ctx.roundRect(x + 1 - grow, y + 1 - grow, w - 2 + 2 * grow, h - 2 + 2 * grow, 8 + grow)


def card_frame(ctx: Any, w: float, h: float, forest: int, *, chosen: int | None, scoring: int | None,
               tied: bool) -> None:
    """A forest's card without its words and trees, at (0, 0): its shadow, its face and edge, and
    its edges lit from the top left unless its edge marks it (chosen, scored or tied)."""
    look.shadow(ctx, lambda dx, dy, grow: card_path(ctx, dx, dy, w, h, grow), CARD_LIGHT)
    card_path(ctx, 0, 0, w, h)
    _paint(ctx, forest, chosen=chosen, scoring=scoring, tied=tied, bold=4)
    if forest not in (chosen, scoring) and not tied:
        look.flat_edges(ctx, [(2, 2), (w - 2, 2), (w - 2, h - 2), (2, h - 2)], 1.0, 8)


def token_discs(ctx: Any, right: float, cy: float, first: Any, second: Any, r: float,
                pieces: Pieces | None = None) -> None:
    """A forest's two tokens as tokens, not a fraction (issue 54): the first (most trees) a gold disc,
    the second a silver one to its right, each with its points ("?" face down), ending at `right`;
    each a piece drawn once (`pieces`, else in place)."""
    pieces = pieces or IN_PLACE
    box = r + TOKEN_SHADOW
    for cx, value, fill in ((right - 3 * r - 2, first, "#ffd34d"), (right - r, second, "#dfe6e9")):
        pieces.put(ctx, f"token{fill}{value}:{r:.2f}", cx - box, cy - box, 2 * box, 2 * box,
                   lambda at, value=value, fill=fill: token(at, box, box, r, value, fill))


def token(ctx: Any, cx: float, cy: float, r: float, value: Any, fill: str) -> None:
    """One token: its shadow, its disc lit from the top left, its points."""
    look.shadow(ctx, lambda dx, dy, grow: _disc(ctx, cx + dx, cy + dy, r + grow), r)
    _disc(ctx, cx, cy, r)
    ctx.fillStyle = fill
    ctx.fill()
    ctx.lineWidth = 1.5
    ctx.strokeStyle = "#14321f"
    ctx.stroke()
    look.round_edges(ctx, cx, cy, r - 1.5, 1.0)
    ctx.fillStyle = "#14321f"
    ctx.textAlign = "center"
    ctx.textBaseline = "middle"
    ctx.font = "bold 12px system-ui, sans-serif"
    ctx.fillText(str(value), cx, cy + 0.5)


def _disc(ctx: Any, cx: float, cy: float, r: float) -> None:
    ctx.beginPath()
    ctx.arc(cx, cy, r, 0, 2 * math.pi)


def _paint(ctx: Any, forest: int, *, chosen: int | None, scoring: int | None, tied: bool, bold: float) -> None:
    """Fill and outline the forest's shape just traced (a wedge of the wheel, a cell of the grid):
    brighter while it is scored, outlined white when chosen, gold when tied or scored."""
    ctx.fillStyle = "#3c7d52" if forest == scoring else "#23563a"
    ctx.fill()
    ctx.lineWidth = bold if forest in (chosen, scoring) else 3 if tied else 1.5
    ctx.strokeStyle = "#ffffff" if forest == chosen else "#ffd34d" if tied or forest == scoring else "#7fb08f"
    ctx.stroke()


def _wedge(ctx: Any, index: int) -> None:
    """Trace the `index`-th forest's wedge: a slice of the ring between INNER
    and OUTER, GAP apart from its neighbours."""
    a = angle_of(index)
    outer = SPAN / 2 - GAP / 2 / OUTER
    inner = SPAN / 2 - GAP / 2 / INNER
    ctx.beginPath()
    ctx.arc(MIDDLE, MIDDLE, OUTER, a - outer, a + outer)
    ctx.arc(MIDDLE, MIDDLE, INNER, a + inner, a - inner, True)
    ctx.closePath()


def _stacks(ctx: Any, index: int, counts: list[int], pitch: float, fresh: list[int] = (), growth: float = 1.0) -> None:
    """Each player's trees in a forest: a lane from the middle outwards, the
    player's letter at its foot, one bar per tree (a wider gap after every
    five) and the count at its head. The newest trees of the seats in
    `fresh` (one entry a tree) are outlined, and drawn `growth` of their length."""
    players = len(counts)
    width = lane_width(players)
    a = angle_of(index)
    for seat, count in enumerate(counts):
        _name, letter, css = seat_colour(seat)
        offset = lane_offset(seat, players)
        # the lane's track and its trees, drawn along the wedge's middle line
        ctx.save()
        ctx.translate(MIDDLE, MIDDLE)
        ctx.rotate(a)
        ctx.fillStyle = "rgba(0, 0, 0, 0.14)"
        ctx.fillRect(TREES_START - 2, offset - width / 2 + 1.5, TREES_END - TREES_START + 4, width - 3)
        ctx.fillStyle = css
        new = fresh.count(seat)
        for k in range(count):
            start, end = tree_span(k, pitch)
            grown = k >= count - new
            length = (end - start) * (growth if grown else 1.0)
            ctx.fillRect(start, offset - width / 2 + 1.5, length, width - 3)
            if grown and growth >= 1.0:
                ctx.strokeStyle = "#ffffff"
                ctx.lineWidth = 1.5
                ctx.strokeRect(start - 0.5, offset - width / 2 + 1, end - start + 1, width - 2)
        ctx.restore()
        x, y = along(index, LANES_START + 5, offset)
        ctx.fillStyle = css
        ctx.font = "bold 14px system-ui, sans-serif"
        ctx.fillText(letter, x, y)
        if count:
            end = tree_span(count - 1, pitch)[1]
            x, y = along(index, end + 7, offset)
            ctx.fillStyle = "#ffffff"
            ctx.font = "bold 14px system-ui, sans-serif"
            ctx.fillText(str(count), x, y)
