"""Web Animations from Python, for every game's moments (the winner's
moment, a claimed goal's flight, a token's flight at Sequoia's final scoring): `animate` runs
keyframes on an element for `ms` times the driver's `pace` and does
nothing when the pace is 0 (reduced motion, the player's "No animations",
`?fast`: the one switch, web/table/driver.py), so the final state simply
stands. `fly` is a FLIP move: an element drawn at its new place starts
from where its old self was and glides there; `flight` is another seat's
move seen where it lands (issue 65): a piece flies from that seat's pill to
its place on the table, then goes.
"""
from __future__ import annotations

from typing import Any

import js

from web.page.ffi import create_once_callable, to_js


def _js(value: Any) -> Any:
    return to_js(value)


def animate(node: Any, keyframes: list[dict[str, Any]], ms: float, pace: float, **options: Any) -> float:
    """Play `keyframes` on `node` for `ms` x `pace` milliseconds; the length played (0: none)."""
    if pace <= 0 or ms <= 0:
        return 0.0
    duration = ms * pace
    timing: dict[str, Any] = {"duration": duration, "easing": "ease-out"}
    timing.update(options)
    node.animate(_js(keyframes), _js(timing))
    return duration


def rect(node: Any) -> tuple[float, float, float, float]:
    """(left, top, width, height) of `node` on the screen."""
    box = node.getBoundingClientRect()
    return float(box.left), float(box.top), float(box.width), float(box.height)


def fly(node: Any, start: tuple[float, float, float, float], ms: float, pace: float, **options: Any) -> float:
    """FLIP: `node` (at its new place) glides from the box `start` (its old place) to where
    it is, centre to centre, shrinking or growing evenly (at most twice) on the way; `options`
    are the animation's (a `delay`)."""
    left, top, width, height = rect(node)
    if width <= 0 or height <= 0:
        return 0.0
    dx = start[0] + start[2] / 2 - (left + width / 2)
    dy = start[1] + start[3] / 2 - (top + height / 2)
    scale = min(2.0, max(0.5, min(start[2] / width, start[3] / height)))
    return animate(node, [
        {"transform": f"translate({dx:.1f}px, {dy:.1f}px) scale({scale:.3f})", "opacity": 0.85},
        {"transform": "none", "opacity": 1}], ms, pace, easing="cubic-bezier(.3, .7, .3, 1)", **options)


def flight(piece: Any, start: Any, end: Any, ms: float, pace: float, delay: float = 0.0) -> float:
    """`piece` (a `position: fixed` element its CSS sizes) flies from the element `start` (a
    seat's pill) to the centre of the element `end` (where the move lands), `delay` ms after
    now, then goes. The milliseconds until it lands (0: none with reduced motion)."""
    if pace <= 0 or ms <= 0:
        return 0.0
    js.document.body.append(piece)
    _, _, width, height = rect(piece)
    left, top, end_width, end_height = rect(end)
    piece.style.left = f"{left + end_width / 2 - width / 2:.1f}px"
    piece.style.top = f"{top + end_height / 2 - height / 2:.1f}px"
    wait = delay * pace
    ms = fly(piece, rect(start), ms, pace, delay=wait, fill="backwards")
    js.setTimeout(create_once_callable(lambda: piece.remove()), wait + ms + 150 * pace)
    return wait + ms

