"""The table drawn on a canvas: the eleven forests 2..12 in a circle, each
with its two tokens (or "?" while face down) and every player's trees as a
stack of squares in the player's colour, five to a row, under the player's
letter, so a count reads at a glance. Crisp at devicePixelRatio. The same
facts are listed in text beside it (the scoreboard and the canvas label).
"""
from __future__ import annotations

import math
from typing import Any

import js

from engine.sequoia.forests import FORESTS
from web import dom
from web.games.sequoia.session import Session, colour

SIZE = 560  # CSS pixels


class ForestView:
    """The canvas of forests."""

    def __init__(self) -> None:
        self.canvas = dom.element("canvas", attrs={"id": "sq-canvas", "role": "img", "aria-label": "The forests",
                                                   "style": f"width:min(100%,{SIZE}px);aspect-ratio:1;display:block"})

    def draw(self, session: Session) -> None:
        """Redraw every forest from the session's public state."""
        state = session.state
        obs = state.observation(0)
        ratio = float(js.window.devicePixelRatio or 1)
        self.canvas.width = int(SIZE * ratio)
        self.canvas.height = int(SIZE * ratio)
        ctx = self.canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        ctx.fillStyle = "#14321f"
        ctx.fillRect(0, 0, SIZE, SIZE)
        centre, radius, r = SIZE / 2, SIZE / 2 - 62, 56
        tokens = obs["tokens"]
        labels = []
        for i, forest in enumerate(FORESTS):
            angle = -math.pi / 2 + 2 * math.pi * i / len(FORESTS)
            x, y = centre + radius * math.cos(angle), centre + radius * math.sin(angle)
            tied = str(forest) in obs["ties"]
            ctx.beginPath()
            ctx.arc(x, y, r, 0, 2 * math.pi)
            ctx.fillStyle = "#23563a"
            ctx.fill()
            ctx.lineWidth = 3 if tied else 1.5
            ctx.strokeStyle = "#ffd34d" if tied else "#7fb08f"
            ctx.stroke()
            ctx.fillStyle = "#ffffff"
            ctx.textAlign = "center"
            ctx.textBaseline = "middle"
            ctx.font = "bold 17px system-ui, sans-serif"
            ctx.fillText(str(forest), x, y - r + 14)
            first, second = tokens[str(forest)] if tokens else ("?", "?")
            awarded = obs["awarded"][str(forest)]
            ctx.font = "11px system-ui, sans-serif"
            ctx.fillStyle = "#ffe9a8"
            ctx.fillText(f"{first} / {second}", x, y - r + 29)
            counts = obs["trees"][str(forest)]
            self._stacks(ctx, x, y, counts)
            won = []
            for key in ("first", "second"):
                if awarded[key] is not None:
                    won.append(f"{key} token to {session.seats[awarded[key]].name}")
            labels.append(f"Forest {forest}: tokens {first} and {second}; trees "
                          + ", ".join(f"{session.seats[s].name} {c}" for s, c in enumerate(counts))
                          + (f"; {', '.join(won)}" if won else "") + ("; tied" if tied else ""))
        ctx.fillStyle = "#d8eadf"
        ctx.font = "bold 18px system-ui, sans-serif"
        ctx.fillText(session.turn_label(), centre, centre)
        self.canvas.setAttribute("aria-label", ". ".join(labels))

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
