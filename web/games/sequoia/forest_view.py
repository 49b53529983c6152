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
"""
from __future__ import annotations

import math
from typing import Any, Callable

import js

from engine.sequoia.forests import FORESTS
from web import dom
from web.games.sequoia.narration import turn_label
from web.table.colours import seat_colour
from web.table.session import Session

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
    if not INNER <= math.hypot(dx, dy) <= OUTER:
        return None
    return round((math.atan2(dy, dx) + math.pi / 2) / SPAN) % len(FORESTS)


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
        return f"{name}: no trees"
    return f"{name}: {count} tree" + ("" if count == 1 else "s")


def forest_label(session: Session, forest: int, obs: dict[str, Any] | None = None) -> str:
    """A forest in words, from what everyone may see (`obs`, the public
    view): its tokens, each player's trees, the tokens won there and whether
    it is tied."""
    obs = obs or session.public()
    key = str(forest)
    tokens = obs["tokens"]
    counts = obs["trees"][key]
    text = f"Forest {forest}: " + (f"tokens {tokens[key][0]} and {tokens[key][1]}; " if tokens else "tokens face down; ")
    text += ", ".join(
        trees_text(session.seats[s].name, c) for s, c in enumerate(counts))
    awarded = obs["awarded"][key]
    for token in ("first", "second"):
        if awarded[token] is not None:
            text += f"; {token} token to {session.seats[awarded[token]].name}"
    if key in obs["ties"]:
        text += "; tied"
    return text


class ForestView:
    """The canvas of forests and its keyboard twin; `on_forest(forest)` gets clicks and Enter."""

    def __init__(self, on_forest: Callable[[int], None]) -> None:
        self.on_forest = on_forest
        self.listeners = dom.Listeners()
        self.canvas = dom.element("canvas", attrs={"id": "sq-canvas", "aria-hidden": "true"})
        self.twin = dom.element("div", cls="sq-forests", attrs={"id": "sq-forests", "role": "group",
                                                               "aria-label": "The forests"})
        self.buttons: list[Any] = []
        for i, forest in enumerate(FORESTS):
            x, y = centre_of(i)
            size = 100 * BUTTON / SIZE
            button = dom.element("button", f"Forest {forest}", cls="sq-forest", attrs={
                "type": "button", "data-forest": forest, "tabindex": "0" if i == 0 else "-1",
                "style": f"left:{100 * x / SIZE - size / 2:.3f}%;top:{100 * y / SIZE - size / 2:.3f}%;"
                         f"width:{size:.3f}%;height:{size:.3f}%"})
            self.buttons.append(button)
            self.twin.append(button)
        self.element = dom.element("div", cls="sq-board", attrs={"id": "sq-board"}, children=[self.canvas, self.twin])
        self.listeners.on(self.twin, "click", self._click)
        self.listeners.on(self.twin, "keydown", self._key)

    # --- the twin ------------------------------------------------------------------
    def _index_of(self, event: Any) -> int | None:
        forest = event.target.getAttribute("data-forest")
        return FORESTS.index(int(forest)) if forest else None

    def _click(self, event: Any) -> None:
        index = self._index_of(event)
        if index is None and event.target == self.twin:  # on a wedge beyond its button
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
        moves = {**{k: (index + 1) % n for k in KEYS_NEXT}, **{k: (index - 1) % n for k in KEYS_BACK},
                 "Home": 0, "End": n - 1}
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

    # --- the canvas ------------------------------------------------------------------
    def draw(self, session: Session, *, chosen: int | None = None, scoring: int | None = None,
             fresh: dict[int, list[int]] | None = None, growth: float = 1.0) -> None:
        """Redraw every forest from the session's public view; ring the forest
        `chosen` (a first pick) and light up the one being `scoring`. The trees
        grown at the last reveal (`fresh`: forest -> a seat per tree) are
        outlined until the next one, and drawn `growth` (0 to 1) of their length
        while they grow."""
        fresh = fresh or {}
        obs = session.public()
        ratio = float(js.window.devicePixelRatio or 1)
        self.canvas.width = int(SIZE * ratio)
        self.canvas.height = int(SIZE * ratio)
        ctx = self.canvas.getContext("2d")
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
            ctx.fillStyle = "#3c7d52" if forest == scoring else "#23563a"
            ctx.fill()
            ctx.lineWidth = 5 if forest in (chosen, scoring) else 3 if tied else 1.5
            ctx.strokeStyle = "#ffffff" if forest == chosen else "#ffd34d" if tied or forest == scoring else "#7fb08f"
            ctx.stroke()
            first, second = tokens[str(forest)] if tokens else ("?", "?")
            x, y = along(i, HEADER)
            ctx.fillStyle = "#ffffff"
            ctx.font = "bold 18px system-ui, sans-serif"
            ctx.fillText(str(forest), x, y - 7)
            ctx.fillStyle = "#ffe9a8"
            ctx.font = "bold 11px system-ui, sans-serif"
            ctx.fillText(f"{first} / {second}", x, y + 9)
            _stacks(ctx, i, trees[str(forest)], pitch, fresh.get(forest, []), growth)
            label = forest_label(session, forest, obs)
            if fresh.get(forest):
                label += "; new: " + ", ".join(f"{session.seats[s].name} +{fresh[forest].count(s)}"
                                               for s in sorted(set(fresh[forest])))
            self.buttons[i].setAttribute("aria-label", label)
        ctx.fillStyle = "#d8eadf"
        ctx.font = "bold 17px system-ui, sans-serif"
        ctx.fillText(turn_label(session), MIDDLE, MIDDLE, 2 * INNER - 14)


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
        ctx.font = "bold 12px system-ui, sans-serif"
        ctx.fillText(letter, x, y)
        if count:
            end = tree_span(count - 1, pitch)[1]
            x, y = along(index, end + 7, offset)
            ctx.fillStyle = "#ffffff"
            ctx.font = "bold 11px system-ui, sans-serif"
            ctx.fillText(str(count), x, y)
