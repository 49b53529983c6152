"""Canvases sized for the device: crisp at its pixel ratio, cropped to a
part of the drawing (the games' pictures on the home screen and in How to
play), drawn in one call to JavaScript (`Batch`), and their pieces drawn
once each and put down by one operation (`Pieces`)."""
from __future__ import annotations

import json
from typing import Any, Callable

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


class Batch:
    """A 2D context's drawing recorded in Python and run in one call to
    JavaScript (`run`, web/boot.js `seqgamesPaint`): on MicroPython each call
    into JavaScript costs far more than the drawing it asks for, and a board
    is thousands of them. It takes the context's calls the games' drawing
    code makes, and its properties (`batch.fillStyle = ...`); `layer(image)`
    puts a canvas of the same pixel size in place of every pixel, first (a
    cached drawing: the canvas drawn on need not be cleared)."""

    def __init__(self) -> None:
        object.__setattr__(self, "ops", [])
        object.__setattr__(self, "image", None)

    def __setattr__(self, name: str, value: Any) -> None:
        self.ops.append(["=" + name, value])

    def layer(self, image: Any) -> None:
        object.__setattr__(self, "image", image)
        self.ops.append(["layer"])

    def save(self) -> None:
        self.ops.append(["save"])

    def restore(self) -> None:
        self.ops.append(["restore"])

    def beginPath(self) -> None:  # noqa: N802 - the canvas's names
        self.ops.append(["beginPath"])

    def closePath(self) -> None:  # noqa: N802
        self.ops.append(["closePath"])

    def moveTo(self, x: float, y: float) -> None:  # noqa: N802
        self.ops.append(["moveTo", x, y])

    def lineTo(self, x: float, y: float) -> None:  # noqa: N802
        self.ops.append(["lineTo", x, y])

    def bezierCurveTo(self, x1: float, y1: float, x2: float, y2: float, x: float, y: float) -> None:  # noqa: N802
        self.ops.append(["bezierCurveTo", x1, y1, x2, y2, x, y])

    def arc(self, x: float, y: float, r: float, start: float, end: float, anticlockwise: bool = False) -> None:
        self.ops.append(["arc", x, y, r, start, end, True] if anticlockwise else ["arc", x, y, r, start, end])

    def rect(self, x: float, y: float, w: float, h: float) -> None:
        self.ops.append(["rect", x, y, w, h])

    def roundRect(self, x: float, y: float, w: float, h: float, r: float) -> None:  # noqa: N802
        self.ops.append(["roundRect", x, y, w, h, r])

    def fill(self) -> None:
        self.ops.append(["fill"])

    def stroke(self) -> None:
        self.ops.append(["stroke"])

    def fillRect(self, x: float, y: float, w: float, h: float) -> None:  # noqa: N802
        self.ops.append(["fillRect", x, y, w, h])

    def strokeRect(self, x: float, y: float, w: float, h: float) -> None:  # noqa: N802
        self.ops.append(["strokeRect", x, y, w, h])

    def clearRect(self, x: float, y: float, w: float, h: float) -> None:  # noqa: N802
        self.ops.append(["clearRect", x, y, w, h])

    def fillText(self, text: str, x: float, y: float, max_width: float | None = None) -> None:  # noqa: N802
        self.ops.append(["fillText", text, x, y] if max_width is None else ["fillText", text, x, y, max_width])

    def setLineDash(self, dash: list[float]) -> None:  # noqa: N802
        self.ops.append(["setLineDash", list(dash)])

    def setTransform(self, a: float, b: float, c: float, d: float, e: float, f: float) -> None:  # noqa: N802
        self.ops.append(["setTransform", a, b, c, d, e, f])

    def translate(self, x: float, y: float) -> None:
        self.ops.append(["translate", x, y])

    def rotate(self, angle: float) -> None:
        self.ops.append(["rotate", angle])

    def scale(self, x: float, y: float) -> None:
        self.ops.append(["scale", x, y])

    def piece(self, name: str, x: float, y: float, w: float, h: float) -> None:
        """Put down the piece `name` drawn once by `Pieces` (its canvas, w x h at (x, y))."""
        self.ops.append(["piece", name, x, y, w, h])

    def run(self, ctx: Any) -> None:
        """Draw what was recorded on `ctx`, in one call, and start afresh."""
        if self.ops:
            js.seqgamesPaint(ctx, json.dumps(self.ops), self.image)
        object.__setattr__(self, "ops", [])
        object.__setattr__(self, "image", None)


PIECES: dict[str, Any] = {}  # each piece's canvas by its name (`replay`'s; web/boot.js keeps the page's)
# The pieces put since the cache last turned over. A window resized (or a phone turned) asks for
# every piece at a new size; the old sizes' canvases are let go once `KEPT` pieces have been put
# since the last turn-over and they were not among them (two generations: a piece put down in
# the batch being recorded is always among the fresh, as a batch puts far fewer than `KEPT`).
FRESH: set[str] = set()
KEPT = 240


def painted(canvas: Any, width: int, height: int, paint: Callable[[Batch], None]) -> Any:
    """`canvas` (a new one if None), off the page, of width x height device pixels, with what `paint`
    draws in CSS px (the device's pixel ratio applied), in one call: a piece (`Pieces.put`), a
    board's layer (web/games/sequence/board_view.py)."""
    if canvas is None:
        canvas = js.document.createElement("canvas")
    if (int(canvas.width), int(canvas.height)) != (width, height):  # a size set, even the same, clears it
        canvas.width, canvas.height = width, height
    ratio = float(js.window.devicePixelRatio or 1)
    batch = Batch()
    batch.setTransform(ratio, 0, 0, ratio, 0, 0)
    paint(batch)
    batch.run(canvas.getContext("2d"))
    return canvas


def keep(name: str) -> None:
    """Count the piece `name` as put now; at `KEPT` fresh pieces, let go of every piece not put
    since the last turn-over (here and in web/boot.js's), and start a new generation."""
    if name in FRESH:
        return
    if len(FRESH) >= KEPT:
        for old in [other for other in PIECES if other not in FRESH and other != name]:
            del PIECES[old]
            js.seqgamesPiece(old, None)
        FRESH.clear()
    FRESH.add(name)


class Pieces:
    """Pieces drawn once each on a canvas off the page and then put down by one operation
    (`Batch.piece`): a piece lit as the pieces are (web/ui/look.py) takes dozens of the
    canvas's calls, a board's pieces thousands, and on MicroPython each call recorded costs
    far more than the picture it puts down. A piece is named by what makes its look (its
    kind, colour and size) and drawn at the device's pixel ratio, put down on whole pixels.
    A picture drawn once (`live=False`: the build's, with no page to keep canvases) draws
    each piece in place instead."""

    def __init__(self, *, live: bool = True) -> None:
        self.live = live

    def put(self, ctx: Any, key: str, x: float, y: float, w: float, h: float, draw: Callable[[Any], None], *,
            size: float | None = None) -> None:
        """Put the piece `key` in the box of w x h CSS px whose top left is (x, y); `draw(ctx)` draws it,
        once, in its own box (its top left at 0, 0): w x h, or `size` px square, scaled to fit (a piece
        growing as it lands)."""
        scale = 1.0 if size is None else w / size
        if not self.live:
            ctx.save()
            ctx.translate(x, y)
            if scale != 1.0:
                ctx.scale(scale, scale)
            draw(ctx)
            ctx.restore()
            return
        ratio = float(js.window.devicePixelRatio or 1)
        pw, ph = int((w if size is None else size) * ratio) + 1, int((h if size is None else size) * ratio) + 1
        name = f"{key}@{ratio:.2f}"
        keep(name)
        if name not in PIECES:
            canvas = painted(None, pw, ph, draw)
            js.seqgamesPiece(name, canvas)
            PIECES[name] = canvas
        ctx.piece(name, round(x * ratio) / ratio, round(y * ratio) / ratio, scale * pw / ratio, scale * ph / ratio)


def replay(ctx: Any, ops: str, image: Any = None) -> None:
    """`seqgamesPaint` in Python, for a context that is not the browser's (the
    build's pictures, tests): what web/boot.js does with a `Batch`'s text."""
    for op in json.loads(ops):
        name = op[0]
        if name.startswith("="):
            setattr(ctx, name[1:], op[1])
        elif name == "layer":
            ctx.save()
            ctx.setTransform(1, 0, 0, 1, 0, 0)
            ctx.globalCompositeOperation = "copy"
            ctx.drawImage(image, 0, 0)
            ctx.restore()
        elif name == "piece":
            ctx.drawImage(PIECES[op[1]], *op[2:])
        else:
            getattr(ctx, name)(*op[1:])
