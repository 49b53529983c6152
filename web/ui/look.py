"""One light and one shadow for the pieces the canvases draw (docs/look.md).

The light falls from the top left: a piece lying on the table casts a soft
shadow to the bottom right, a raised one a longer and softer one, and a
piece's top-left edge catches a sheen while its bottom-right edge is shaded.
The pieces drawn in HTML take the same from web/app.css's tokens
(`--piece-rest`, `--piece-lift`, `--piece-sheen`, `--piece-bevel`,
`--piece-round`); the canvases paint their own felt, the same in both
themes, so their constants are one set.

A shadow here is two fills of the piece's own outline, shifted and grown
(no canvas blur: it costs nothing more than a fill, scales with the drawing
and reads the same in the build's SVG pictures).
"""
from __future__ import annotations

import math
from typing import Any, Callable

# the shadows: steps of (shift right, shift down, growth) in fractions of the piece's size, and a colour
REST = ((0.05, 0.09, 0.06, "rgba(0, 0, 0, .14)"), (0.03, 0.05, 0.0, "rgba(0, 0, 0, .22)"))
LIFT = ((0.10, 0.20, 0.10, "rgba(0, 0, 0, .12)"), (0.06, 0.12, 0.03, "rgba(0, 0, 0, .2)"))
SHEEN = "rgba(255, 255, 255, .5)"  # the edge facing the light
SHADE = "rgba(0, 0, 0, .22)"  # the edge turned away from it
LIGHT = 1.25 * math.pi  # the light's direction from a piece's centre (canvas axes): the top left


def shadow(ctx: Any, trace: Callable[[float, float, float], None], size: float, *, lifted: bool = False) -> None:
    """A piece's shadow on the table under it: `trace(dx, dy, grow)` traces the piece's outline shifted
    by (dx, dy) and grown by `grow` CSS px; `size` is the piece's (a chip's radius, a card's height)."""
    for dx, dy, grow, colour in LIFT if lifted else REST:
        trace(size * dx, size * dy, size * grow)
        ctx.fillStyle = colour
        ctx.fill()


def round_edges(ctx: Any, cx: float, cy: float, r: float, width: float) -> None:
    """A round piece's rim lit from the top left: a sheen on the arc facing the light, a shade opposite."""
    ctx.save()
    ctx.lineCap = "round"
    ctx.lineWidth = width
    for towards, colour in ((LIGHT, SHEEN), (LIGHT + math.pi, SHADE)):
        ctx.strokeStyle = colour
        ctx.beginPath()
        ctx.arc(cx, cy, r, towards - 0.75, towards + 0.75)
        ctx.stroke()
    ctx.restore()


def flat_edges(ctx: Any, corners: list[tuple[float, float]], width: float, trim: float = 0.0) -> None:
    """A flat piece's edges lit from the top left (`corners` clockwise on screen): the sheen on each
    edge that faces the light, the shade on each turned away, none on an edge side-on to it; each
    edge `trim` CSS px short at both ends (a rounded corner's radius)."""
    lx, ly = math.cos(LIGHT), math.sin(LIGHT)
    ctx.save()
    ctx.lineCap = "round"
    ctx.lineWidth = width
    for k, (x0, y0) in enumerate(corners):
        x1, y1 = corners[(k + 1) % len(corners)]
        nx, ny = y1 - y0, x0 - x1  # the outward normal of a clockwise edge (y down)
        facing = (nx * lx + ny * ly) / (math.sqrt(nx * nx + ny * ny) or 1.0)
        if abs(facing) < 0.2:
            continue
        ctx.strokeStyle = SHEEN if facing > 0 else SHADE
        t = trim / (math.sqrt((x1 - x0) ** 2 + (y1 - y0) ** 2) or 1.0)
        ctx.beginPath()
        ctx.moveTo(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
        ctx.lineTo(x1 - (x1 - x0) * t, y1 - (y1 - y0) * t)
        ctx.stroke()
    ctx.restore()
