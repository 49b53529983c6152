"""Canvases sized for the device: crisp at its pixel ratio, and cropped to
a part of the drawing (the games' pictures on the home screen and in How to
play)."""
from __future__ import annotations

from typing import Any

import js


def fit(canvas: Any, width: int, height: int) -> None:
    """Size a canvas for `width` x `height` CSS pixels, crisp at the device's pixel ratio."""
    ratio = float(js.window.devicePixelRatio or 1)
    canvas.width = round(width * ratio)
    canvas.height = round(height * ratio)
    canvas.getContext("2d").setTransform(ratio, 0, 0, ratio, 0, 0)


def crop(canvas: Any, part: tuple[int, int, int, int], size: int) -> None:
    """Show only `part` of a square canvas of `size` CSS pixels (`object-view-box`;
    tools/prerender.py makes it the SVG's viewBox)."""
    x, y, w, h = part
    canvas.setAttribute("data-crop", " ".join(str(v) for v in part))
    inset = [y, size - x - w, size - y - h, x]
    canvas.style.setProperty("object-view-box", "inset(" + " ".join(f"{100 * v / size:.2f}%" for v in inset) + ")")
    canvas.style.setProperty("aspect-ratio", f"{w} / {h}")
