"""The table drawn on a canvas: the eleven forests 2..12 in a circle, each
with its two tokens (or "?" while face down) and every player's trees as a
stack of squares in the player's colour, five to a row, under the player's
letter, so a count reads at a glance. Crisp at devicePixelRatio.

Over the canvas (which is hidden from assistive technology) lies its
accessible twin: one button per forest, placed on the forest's circle,
labelled like "Forest 7: tokens 4 and 1; Ann 3 trees, Bob 1 tree". The
forests form one tab stop; the arrow keys go round the circle (Home and End
to forests 2 and 12) and Enter or Space picks a forest, as a click does.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import js

from engine.sequoia.forests import FORESTS
from web import dom
from web.games.sequoia.session import Session, colour

SIZE = 560  # CSS pixels
RADIUS = SIZE / 2 - 62  # of the circle of forests
R = 56  # of one forest
KEYS_NEXT = ("ArrowRight", "ArrowDown")
KEYS_BACK = ("ArrowLeft", "ArrowUp")


def centre_of(index: int) -> tuple[float, float]:
    """The centre of the `index`-th forest (0 for forest 2), clockwise from the top."""
    angle = -math.pi / 2 + 2 * math.pi * index / len(FORESTS)
    return SIZE / 2 + RADIUS * math.cos(angle), SIZE / 2 + RADIUS * math.sin(angle)


def trees_text(name: str, count: int) -> str:
    return f"{name} {count} tree" + ("" if count == 1 else "s")


def forest_label(session: Session, forest: int, obs: dict[str, Any] | None = None) -> str:
    """A forest in words, from what everyone may see (`obs`, any seat's
    observation): its tokens, each player's trees, the tokens won there and
    whether it is tied."""
    obs = obs or session.state.observation(0)
    key = str(forest)
    tokens = obs["tokens"]
    first, second = tokens[key] if tokens else ("face down", "face down")
    counts = obs["trees"][key]
    text = f"Forest {forest}: tokens {first} and {second}; " + ", ".join(
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
            button = dom.element("button", f"Forest {forest}", cls="sq-forest", attrs={
                "type": "button", "data-forest": forest, "tabindex": "0" if i == 0 else "-1",
                "style": f"left:{100 * (x - R) / SIZE:.3f}%;top:{100 * (y - R) / SIZE:.3f}%"})
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
    def draw(self, session: Session, *, chosen: int | None = None, scoring: int | None = None) -> None:
        """Redraw every forest from the session's public state; ring the forest
        `chosen` (a first pick) and light up the one being `scoring`."""
        state = session.state
        obs = state.observation(0)
        ratio = float(js.window.devicePixelRatio or 1)
        self.canvas.width = int(SIZE * ratio)
        self.canvas.height = int(SIZE * ratio)
        ctx = self.canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        ctx.fillStyle = "#14321f"
        ctx.fillRect(0, 0, SIZE, SIZE)
        tokens = obs["tokens"]
        for i, forest in enumerate(FORESTS):
            x, y = centre_of(i)
            tied = str(forest) in obs["ties"]
            ctx.beginPath()
            ctx.arc(x, y, R, 0, 2 * math.pi)
            ctx.fillStyle = "#3c7d52" if forest == scoring else "#23563a"
            ctx.fill()
            ctx.lineWidth = 5 if forest in (chosen, scoring) else 3 if tied else 1.5
            ctx.strokeStyle = "#ffffff" if forest == chosen else "#ffd34d" if tied or forest == scoring else "#7fb08f"
            ctx.stroke()
            ctx.fillStyle = "#ffffff"
            ctx.textAlign = "center"
            ctx.textBaseline = "middle"
            ctx.font = "bold 17px system-ui, sans-serif"
            ctx.fillText(str(forest), x, y - R + 14)
            first, second = tokens[str(forest)] if tokens else ("?", "?")
            ctx.font = "11px system-ui, sans-serif"
            ctx.fillStyle = "#ffe9a8"
            ctx.fillText(f"{first} / {second}", x, y - R + 29)
            self._stacks(ctx, x, y, obs["trees"][str(forest)])
            self.buttons[i].setAttribute("aria-label", forest_label(session, forest, obs))
        ctx.fillStyle = "#d8eadf"
        ctx.font = "bold 18px system-ui, sans-serif"
        ctx.fillText(session.turn_label(), SIZE / 2, SIZE / 2)

    def _stacks(self, ctx: Any, x: float, y: float, counts: list[int]) -> None:
        """Each player's trees: a letter over a stack of squares (5 per row)."""
        n = len(counts)
        width = 104 / n  # the forest's inner width shared by the players
        cell = max(3, min(7, int((width - 2) // 5)))
        left = x - n * width / 2 + (width - 5 * cell) / 2
        for seat, count in enumerate(counts):
            _name, letter, css = colour(seat)
            cx = left + seat * width
            ctx.fillStyle = css
            ctx.font = "bold 10px system-ui, sans-serif"
            ctx.fillText(letter, cx + 5 * cell / 2, y - 2)
            for k in range(count):
                row, col = divmod(k, 5)
                ctx.fillRect(cx + col * cell, y + 6 + row * cell, cell - 1, cell - 1)
            if count:
                ctx.fillStyle = "#ffffff"
                ctx.font = "9px system-ui, sans-serif"
                ctx.fillText(str(count), cx + 5 * cell / 2, y + 12 + ((count - 1) // 5 + 1) * cell)
