"""The pieces' one light on the canvases (web/ui/look.py): from the top left, so a flat piece's
top and left edges catch the sheen and its bottom and right ones the shade, a round piece's rim
likewise, and a piece's shadow falls to the bottom right, further when it is raised."""
from __future__ import annotations

import math

import pytest

from web.ui import look


class Recorder:
    """A 2D context that keeps each stroke's and fill's colour and the path it drew."""

    def __init__(self) -> None:
        self.path: list[tuple] = []
        self.strokes: list[tuple[str, list[tuple]]] = []
        self.fills: list[tuple[str, list[tuple]]] = []
        self.strokeStyle = self.fillStyle = ""
        self.lineWidth = 1.0
        self.lineCap = "butt"

    def save(self) -> None: ...
    def restore(self) -> None: ...

    def beginPath(self) -> None:  # noqa: N802
        self.path = []

    def moveTo(self, x: float, y: float) -> None:  # noqa: N802
        self.path.append(("M", x, y))

    def lineTo(self, x: float, y: float) -> None:  # noqa: N802
        self.path.append(("L", x, y))

    def arc(self, x: float, y: float, r: float, start: float, end: float) -> None:
        self.path.append(("A", x, y, r, start, end))

    def stroke(self) -> None:
        self.strokes.append((self.strokeStyle, list(self.path)))

    def fill(self) -> None:
        self.fills.append((self.fillStyle, list(self.path)))


def test_a_flat_piece_is_lit_on_its_top_and_left_edges_and_shaded_on_the_others() -> None:
    ctx = Recorder()
    look.flat_edges(ctx, [(0, 0), (10, 0), (10, 10), (0, 10)], 1.0)
    lit = {(p[0][1:], p[1][1:]) for colour, p in ctx.strokes if colour == look.SHEEN}
    shaded = {(p[0][1:], p[1][1:]) for colour, p in ctx.strokes if colour == look.SHADE}
    assert lit == {((0, 0), (10, 0)), ((0, 10), (0, 0))}  # the top and the left
    assert shaded == {((10, 0), (10, 10)), ((10, 10), (0, 10))}  # the right and the bottom
    ctx = Recorder()  # a diamond: only the edge facing the light and the one opposite
    look.flat_edges(ctx, [(0, 5), (5, 0), (10, 5), (5, 10)], 1.0, trim=1.0)
    assert [colour for colour, _ in ctx.strokes] == [look.SHEEN, look.SHADE]
    (_, (start, end)), _ = ctx.strokes
    assert math.dist(start[1:], end[1:]) == pytest.approx(math.dist((0, 5), (5, 0)) - 2)


def test_a_round_piece_catches_the_light_on_its_top_left_rim() -> None:
    ctx = Recorder()
    look.round_edges(ctx, 0, 0, 10, 1.0)
    (sheen, [arc]), (shade, [other]) = ctx.strokes
    assert (sheen, shade) == (look.SHEEN, look.SHADE)
    middle = (arc[4] + arc[5]) / 2
    assert math.cos(middle) < 0 and math.sin(middle) < 0  # the top left (canvas axes: y down)
    assert math.cos((other[4] + other[5]) / 2) > 0 and math.sin((other[4] + other[5]) / 2) > 0


def test_a_shadow_falls_to_the_bottom_right_and_further_when_raised() -> None:
    def reach(lifted: bool) -> tuple[float, float]:
        ctx, shifts = Recorder(), []
        look.shadow(ctx, lambda dx, dy, grow: shifts.append((dx, dy, grow)), 10.0, lifted=lifted)
        assert len(ctx.fills) == len(shifts) == 2
        assert all(dx > 0 and dy > 0 for dx, dy, _ in shifts)
        return max(dx for dx, _, _ in shifts), max(dy for _, dy, _ in shifts)

    resting, raised = reach(False), reach(True)
    assert raised[0] > resting[0] and raised[1] > resting[1]
