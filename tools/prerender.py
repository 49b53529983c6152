"""Screens a player can read before Python runs: About and each game's How to
play, rendered at build time by the same code that draws them in the page
(web/shell/about.py, web/shell/rules.py), into <template> elements of index.html;
and the home screen's three pictures, drawn by the games' own drawing code
(web/shell/home.py) straight into index.html, so they are there at first paint.

A canvas of the stand-in DOM records what the drawing code does with it
(paths, rectangles, arcs, text, transforms) and is written out as an SVG
of the same drawing (`SvgContext`), a few kilobytes, hidden from screen
readers like the canvas it stands for.

Nothing written here carries a `style` attribute: the page's
Content-Security-Policy refuses inline styles (`style-src 'self'`), so a
text's font becomes SVG font attributes, a canvas's crop its viewBox, and
any other inline style stops the build.

web/boot.js shows the screens at once on a first visit, while the engine
downloads; when Python starts, its router draws the same screen in place
(web/shell/router.py keeps the scroll and the focus), so nothing jumps.

`python3 tools/prerender.py` prints the templates; tools/build.py calls
`templates()` in a subprocess, so the stand-in browser modules below never
reach the build's own interpreter.
"""
from __future__ import annotations

import html
import json
import math
import re
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

# route -> template id (web/boot.js reads the same ids: "pre-" + the route with "/" as "-").
ROUTES = ("about", "rules/sequence", "rules/sequoia", "rules/sequitur")
VOID = {"br", "hr", "img", "input", "meta", "link", "col", "wbr"}


class Node:
    """An element as web/page/dom.py builds it: tag, attributes in order, children."""

    # not laid out, as a browser's element before it is in the page: no width yet
    clientWidth = 0  # noqa: N815 - the DOM's name
    clientHeight = 0  # noqa: N815

    def __init__(self, tag: str) -> None:
        self.tag = tag.lower()
        self.attrs: dict[str, str] = {}
        self.styles: dict[str, str] = {}  # what the code set through `style` (never written as an attribute)
        self.children: list[Any] = []

    def setAttribute(self, name: str, value: Any) -> None:  # noqa: N802 - the DOM's name
        self.attrs[str(name)] = str(value)

    def removeAttribute(self, name: str) -> None:  # noqa: N802
        self.attrs.pop(name, None)

    def append(self, *children: Any) -> None:
        self.children.extend(children)

    def addEventListener(self, *args: Any) -> None:  # noqa: N802 - the picture's code listens; nothing happens here
        pass

    removeEventListener = addEventListener  # noqa: N815

    @property
    def classList(self) -> "ClassList":  # noqa: N802
        return ClassList(self)

    def __getattr__(self, name: str) -> Any:  # whatever else the drawing code touches does nothing here
        if name.startswith("__"):
            raise AttributeError(name)
        return Anything()

    @property
    def style(self) -> "Style":
        return Style(self)

    @property
    def firstElementChild(self) -> Any:  # noqa: N802
        return next((c for c in self.children if isinstance(c, Node)), None)

    def replaceChildren(self, *children: Any) -> None:  # noqa: N802
        self.children = list(children)

    @property
    def className(self) -> str:  # noqa: N802
        return self.attrs.get("class", "")

    @className.setter
    def className(self, value: str) -> None:  # noqa: N802
        self.attrs["class"] = str(value)

    @property
    def textContent(self) -> str:  # noqa: N802
        return "".join(c if isinstance(c, str) else c.textContent for c in self.children)

    @textContent.setter
    def textContent(self, value: str) -> None:  # noqa: N802
        self.children = [str(value)]

    @property
    def hidden(self) -> bool:
        return "hidden" in self.attrs

    @hidden.setter
    def hidden(self, value: bool) -> None:
        if value:
            self.attrs["hidden"] = ""
        else:
            self.attrs.pop("hidden", None)

    def html(self) -> str:
        if self.styles:
            raise ValueError(f"a prerendered <{self.tag}> sets an inline style {self.styles}, which the page's "
                             "Content-Security-Policy refuses: give it a class in a stylesheet instead")
        attrs = "".join(f' {name}="{html.escape(value)}"' if value != "" else f" {name}"
                        for name, value in self.attrs.items())
        if self.tag in VOID:
            return f"<{self.tag}{attrs}>"
        inner = "".join(html.escape(c, quote=False) if isinstance(c, str) else c.html() for c in self.children)
        return f"<{self.tag}{attrs}>{inner}</{self.tag}>"


def _n(value: float) -> str:
    """A coordinate, short: one decimal at most."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


FONT = re.compile(r"(?P<before>(?:\S+\s+)*?)(?P<size>[\d.]+px)(?:/\S+)?\s+(?P<family>\S.*)")
FONT_STYLES = {"italic", "oblique"}
FONT_WEIGHTS = {"bold", "bolder", "lighter"}


def font_attributes(font: str) -> str:
    """A canvas's `font` (CSS's font shorthand, as the games write it: "bold 14px
    system-ui, sans-serif") as SVG presentation attributes, never a style attribute."""
    found = FONT.fullmatch(font.strip())
    if found is None:
        raise ValueError(f"cannot write the canvas font {font!r} as SVG attributes")
    attrs = {}
    for word in found["before"].split():
        if word in FONT_STYLES:
            attrs["font-style"] = word
        elif word in FONT_WEIGHTS or word.isdigit():
            attrs["font-weight"] = word
        elif word != "normal":
            raise ValueError(f"cannot write {word!r} of the canvas font {font!r} as an SVG attribute")
    attrs["font-size"] = f"{_n(float(found['size'][:-2]))}px"
    attrs["font-family"] = found["family"]
    return "".join(f' {name}="{html.escape(value)}"' for name, value in attrs.items())


class SvgContext:
    """The parts of CanvasRenderingContext2D the games' drawing code uses,
    recorded as SVG elements (each with the transform current when drawn)."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self.path: list[str] = []
        self.at: tuple[float, float] | None = None
        self.matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        self.stack: list[tuple[Any, ...]] = []
        self.fillStyle = "#000"  # noqa: N815 - the DOM's names
        self.strokeStyle = "#000"  # noqa: N815
        self.lineWidth = 1.0  # noqa: N815
        self.font = "10px sans-serif"
        self.textAlign = "start"  # noqa: N815
        self.textBaseline = "alphabetic"  # noqa: N815
        self.globalAlpha = 1.0  # noqa: N815
        self.lineCap = "butt"  # noqa: N815
        self.dash: list[float] = []

    # state and transforms
    def _state(self) -> tuple[Any, ...]:
        return (self.matrix, self.fillStyle, self.strokeStyle, self.lineWidth, self.font, self.textAlign,
                self.textBaseline, self.globalAlpha, self.lineCap, list(self.dash))

    def save(self) -> None:
        self.stack.append(self._state())

    def restore(self) -> None:
        if self.stack:
            (self.matrix, self.fillStyle, self.strokeStyle, self.lineWidth, self.font, self.textAlign,
             self.textBaseline, self.globalAlpha, self.lineCap, self.dash) = self.stack.pop()

    def setTransform(self, a: float, b: float, c: float, d: float, e: float, f: float) -> None:  # noqa: N802
        self.matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)  # the device pixel ratio: the SVG is in CSS pixels

    def _times(self, a2: float, b2: float, c2: float, d2: float, e2: float, f2: float) -> None:
        a, b, c, d, e, f = self.matrix
        self.matrix = (a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e,
                       b * e2 + d * f2 + f)

    def translate(self, x: float, y: float) -> None:
        self._times(1, 0, 0, 1, x, y)

    def scale(self, x: float, y: float) -> None:
        self._times(x, 0, 0, y, 0, 0)

    def rotate(self, angle: float) -> None:
        self._times(math.cos(angle), math.sin(angle), -math.sin(angle), math.cos(angle), 0, 0)

    def setLineDash(self, dash: list[float]) -> None:  # noqa: N802
        self.dash = list(dash)

    # paths
    def beginPath(self) -> None:  # noqa: N802
        self.path = []
        self.at = None

    def moveTo(self, x: float, y: float) -> None:  # noqa: N802
        self.path.append(f"M{_n(x)} {_n(y)}")
        self.at = (x, y)

    def lineTo(self, x: float, y: float) -> None:  # noqa: N802
        self.path.append(f"{'L' if self.at is not None else 'M'}{_n(x)} {_n(y)}")
        self.at = (x, y)

    def bezierCurveTo(self, x1: float, y1: float, x2: float, y2: float, x: float, y: float) -> None:  # noqa: N802
        self.path.append(f"C{_n(x1)} {_n(y1)} {_n(x2)} {_n(y2)} {_n(x)} {_n(y)}")
        self.at = (x, y)

    def closePath(self) -> None:  # noqa: N802
        self.path.append("Z")

    def rect(self, x: float, y: float, w: float, h: float) -> None:
        self.path.append(f"M{_n(x)} {_n(y)}h{_n(w)}v{_n(h)}h{_n(-w)}Z")
        self.at = (x, y)

    def roundRect(self, x: float, y: float, w: float, h: float, r: Any = 0) -> None:  # noqa: N802
        r = float(r[0] if isinstance(r, (list, tuple)) else r)
        r = max(0.0, min(r, w / 2, h / 2))
        self.path.append(f"M{_n(x + r)} {_n(y)}h{_n(w - 2 * r)}a{_n(r)} {_n(r)} 0 0 1 {_n(r)} {_n(r)}v{_n(h - 2 * r)}"
                         f"a{_n(r)} {_n(r)} 0 0 1 {_n(-r)} {_n(r)}h{_n(2 * r - w)}a{_n(r)} {_n(r)} 0 0 1 {_n(-r)} {_n(-r)}"
                         f"v{_n(2 * r - h)}a{_n(r)} {_n(r)} 0 0 1 {_n(r)} {_n(-r)}Z")
        self.at = (x, y)

    def arc(self, x: float, y: float, r: float, start: float, end: float, ccw: bool = False) -> None:
        sweep = (start - end) if ccw else (end - start)
        if sweep >= 2 * math.pi - 1e-9:  # a whole circle: two half arcs
            self.arc(x, y, r, start, start + math.pi, ccw)
            self.arc(x, y, r, start + math.pi, start + 2 * math.pi, ccw)
            return
        sweep %= 2 * math.pi
        x0, y0 = x + r * math.cos(start), y + r * math.sin(start)
        x1, y1 = x + r * math.cos(start + (-sweep if ccw else sweep)), y + r * math.sin(start + (-sweep if ccw else sweep))
        self.path.append(f"{'L' if self.at is not None else 'M'}{_n(x0)} {_n(y0)}")
        self.path.append(f"A{_n(r)} {_n(r)} 0 {int(sweep > math.pi)} {0 if ccw else 1} {_n(x1)} {_n(y1)}")
        self.at = (x1, y1)

    # painting
    def _attrs(self) -> str:
        extra = f' opacity="{_n(self.globalAlpha)}"' if self.globalAlpha < 1 else ""
        if self.matrix != (1.0, 0.0, 0.0, 1.0, 0.0, 0.0):
            extra += ' transform="matrix(' + " ".join(f"{v:.3f}".rstrip("0").rstrip(".") for v in self.matrix) + ')"'
        return extra

    def _stroke_attrs(self) -> str:
        out = f' fill="none" stroke="{html.escape(str(self.strokeStyle))}" stroke-width="{_n(float(self.lineWidth))}"'
        if self.lineCap != "butt":
            out += f' stroke-linecap="{self.lineCap}"'
        if self.dash:
            out += ' stroke-dasharray="' + " ".join(_n(v) for v in self.dash) + '"'
        return out

    def fill(self) -> None:
        if self.path:
            self.items.append(f'<path d="{"".join(self.path)}" fill="{html.escape(str(self.fillStyle))}"{self._attrs()}/>')

    def stroke(self) -> None:
        if self.path:
            self.items.append(f'<path d="{"".join(self.path)}"{self._stroke_attrs()}{self._attrs()}/>')

    def fillRect(self, x: float, y: float, w: float, h: float) -> None:  # noqa: N802
        self.items.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" '
                          f'fill="{html.escape(str(self.fillStyle))}"{self._attrs()}/>')

    def strokeRect(self, x: float, y: float, w: float, h: float) -> None:  # noqa: N802
        self.items.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}"'
                          f'{self._stroke_attrs()}{self._attrs()}/>')

    def fillText(self, text: str, x: float, y: float, *max_width: float) -> None:  # noqa: N802
        anchor = {"center": "middle", "right": "end", "end": "end"}.get(self.textAlign, "start")
        baseline = {"middle": "central", "top": "hanging", "hanging": "hanging"}.get(self.textBaseline, "auto")
        self.items.append(f'<text x="{_n(x)}" y="{_n(y)}" text-anchor="{anchor}" dominant-baseline="{baseline}" '
                          f'fill="{html.escape(str(self.fillStyle))}"{font_attributes(self.font)}'
                          f'{self._attrs()}>{html.escape(str(text), quote=False)}</text>')

    def clearRect(self, x: float, y: float, w: float, h: float) -> None:  # noqa: N802
        self.items.clear()


class ClassList:
    """An element's `classList`, kept in its class attribute."""

    def __init__(self, node: Node) -> None:
        self.node = node

    def _set(self, names: list[str]) -> None:
        self.node.attrs["class"] = " ".join(names)

    def add(self, *names: str) -> None:
        have = self.node.className.split()
        self._set(have + [n for n in names if n not in have])

    def remove(self, *names: str) -> None:
        self._set([n for n in self.node.className.split() if n not in names])

    def contains(self, name: str) -> bool:
        return name in self.node.className.split()

    def toggle(self, name: str, force: bool | None = None) -> bool:
        on = not self.contains(name) if force is None else bool(force)
        (self.add if on else self.remove)(name)
        return on


class Style:
    """An element's `style`: properties and custom properties kept in the node's
    `styles`, which no prerendered element may write out (see the module's note)."""

    def __init__(self, node: Node) -> None:
        object.__setattr__(self, "node", node)

    def setProperty(self, name: str, value: str) -> None:  # noqa: N802
        object.__getattribute__(self, "node").styles[name] = str(value)

    def removeProperty(self, name: str) -> None:  # noqa: N802
        object.__getattribute__(self, "node").styles.pop(name, None)

    def __setattr__(self, name: str, value: Any) -> None:
        self.setProperty("".join(f"-{c.lower()}" if c.isupper() else c for c in name), str(value))

    def __getattr__(self, name: str) -> Any:
        return ""


CROP_STYLES = {"object-view-box", "aspect-ratio"}


class Canvas(Node):
    """A <canvas> whose drawing is recorded and written out as an inline SVG."""

    def __init__(self, tag: str = "canvas") -> None:
        super().__init__(tag)
        self.width = 300
        self.height = 150
        self.context = SvgContext()

    def getContext(self, kind: str) -> SvgContext:  # noqa: N802
        return self.context

    def html(self) -> str:
        # the crop (web/shell/home.py `crop`: object-view-box and aspect-ratio) is the SVG's viewBox
        other = set(self.styles) - CROP_STYLES
        if other:
            raise ValueError(f"a prerendered canvas sets the inline style {sorted(other)}, which its SVG cannot keep")
        width, height = self.css_size
        attrs = {name: value for name, value in self.attrs.items() if name not in ("id", "width", "height")}
        # the part of the drawing shown (web/shell/home.py `crop`), else all of it
        attrs.update({"aria-hidden": "true", "focusable": "false",
                      "viewBox": attrs.pop("data-crop", f"0 0 {_n(width)} {_n(height)}")})
        text = "".join(f' {name}="{html.escape(value)}"' for name, value in attrs.items())
        return f'<svg xmlns="http://www.w3.org/2000/svg"{text}>{"".join(self.context.items)}</svg>'

    @property
    def css_size(self) -> tuple[float, float]:
        return float(self.width), float(self.height)  # the stand-in's pixel ratio is 1


def create_element(tag: str) -> Node:
    return Canvas() if tag.lower() == "canvas" else Node(tag)


class Anything:
    """What module-level code of the web layer gets for any other browser object."""

    def __getattr__(self, name: str) -> "Anything":
        return Anything()

    def __call__(self, *args: Any, **kwargs: Any) -> "Anything":
        return Anything()


def stand_in_browser() -> None:
    """Put stand-ins for `js` and `pyodide.ffi` in sys.modules (this process only)."""
    js = types.ModuleType("js")
    js.document = types.SimpleNamespace(createElement=create_element, getElementById=lambda name: None,  # type: ignore[attr-defined]
                                        head=Node("head"))
    js.window = types.SimpleNamespace(devicePixelRatio=1)  # type: ignore[attr-defined]
    js.__getattr__ = lambda name: Anything()  # type: ignore[attr-defined]

    def paint(ctx: Any, ops: str, image: Any = None) -> None:  # web/boot.js's painter, for web/page/canvas.py's Batch
        from web.page.canvas import replay
        replay(ctx, ops, image)

    js.seqgamesPaint = paint  # type: ignore[attr-defined]

    def elements(parent: Node, tag: str, cls: str, attrs: str) -> list[Node]:  # web/boot.js's, for web/page/dom.py's
        made = []
        for each in json.loads(attrs):
            node = create_element(tag)
            node.className = cls
            for name, value in each.items():
                node.setAttribute(name, value)
            parent.append(node)
            made.append(node)
        return made

    js.seqgamesElements = elements  # type: ignore[attr-defined]

    def set_each(root: Node, key_name: str, changes: str) -> None:  # web/boot.js's, for web/page/dom.py's
        from web.page.dom import set_each_here
        nodes, todo = {}, [root]
        while todo:
            node = todo.pop()
            if isinstance(node, Node):
                if key_name in node.attrs:
                    nodes[node.attrs[key_name]] = node
                todo += node.children
        set_each_here(nodes, changes)

    js.seqgamesSet = set_each  # type: ignore[attr-defined]
    ffi = types.ModuleType("pyodide.ffi")
    for name in ("create_once_callable", "to_js"):
        setattr(ffi, name, lambda value, *args, **kwargs: value)
    ffi.create_proxy = lambda value, *args, **kwargs: types.SimpleNamespace(  # type: ignore[attr-defined]
        call=value, destroy=lambda: None)
    ffi.__getattr__ = lambda name: Anything  # type: ignore[attr-defined]
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi  # type: ignore[attr-defined]
    sys.modules.update({"js": js, "pyodide": pyodide, "pyodide.ffi": ffi})


def render() -> dict[str, str]:
    """route -> the HTML of its screen, as the page draws it."""
    import tomllib

    sys.path.insert(0, str(ROOT))
    stand_in_browser()
    release = types.ModuleType("web.release")  # the build writes it into app.zip (tools/build.py)
    release.VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]  # type: ignore[attr-defined]
    sys.modules["web.release"] = release
    from web.model.catalog import GAMES
    from web.shell import about, home, rules as rules_view

    draw_picture = home.draw_picture
    # How to play draws its picture once the page runs (each would double the picture's bytes in index.html)
    home.draw_picture = lambda game, box: None
    rules_view.draw_part = lambda rules, part, box: None
    screens = {}
    for route in ROUTES:
        view = Node("section")
        name, *args = route.split("/")
        (about.mount if name == "about" else rules_view.mount)(view, args)
        screens[route] = "".join(c.html() for c in view.children)
    for game in GAMES:  # the home screen's pictures (index.html, not templates)
        box = Node("span")
        draw_picture(game.id, box)
        screens[f"picture/{game.id}"] = "".join(c.html() for c in box.children)
    return screens


def template_id(route: str) -> str:
    return "pre-" + route.replace("/", "-")


def rendered() -> dict[str, str]:
    """`render()`, run in a separate process (the stand-ins never reach the caller's interpreter)."""
    found = subprocess.run([sys.executable, str(Path(__file__)), "--json"], check=True, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL, cwd=ROOT)
    return json.loads(found.stdout)


def templates(screens: dict[str, str] | None = None) -> str:
    """The <template> elements for index.html."""
    screens = rendered() if screens is None else screens
    return "\n".join(f'  <template id="{template_id(route)}">{body}</template>' for route, body in screens.items()
                     if not route.startswith("picture/"))


def with_pictures(page: str, screens: dict[str, str]) -> str:
    """index.html with each game's picture drawn into its empty box on the home screen."""
    for route, body in screens.items():
        if route.startswith("picture/"):
            game = route.split("/", 1)[1]
            empty = f'<span class="game-picture" id="picture-{game}" aria-hidden="true"></span>'
            if empty not in page:
                raise ValueError(f"index.html has no empty picture box for {game}")
            page = page.replace(empty, f'<span class="game-picture" id="picture-{game}" aria-hidden="true">{body}</span>')
    return page


if __name__ == "__main__":
    drawn = render()
    if "--json" in sys.argv:
        print(json.dumps(drawn))
    else:
        for route, body in drawn.items():
            print(f"<!-- #/{route} -->\n{body}\n")
