"""Screens a player can read before Python runs: About and each game's How to
play, rendered at build time by the same code that draws them in the page
(web/about.py, web/rules_view.py), into <template> elements of index.html.

web/boot.js shows them at once on a first visit, while the engine
downloads; when Python starts, its router draws the same screen in place
(web/router.py keeps the scroll and the focus), so nothing jumps. The games'
pictures are drawn by the page later (their box keeps its size meanwhile).

`python3 tools/prerender.py` prints the templates; tools/build.py calls
`templates()` in a subprocess, so the stand-in browser modules below never
reach the build's own interpreter.
"""
from __future__ import annotations

import html
import json
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
    """An element as web/dom.py builds it: tag, attributes in order, children."""

    def __init__(self, tag: str) -> None:
        self.tag = tag.lower()
        self.attrs: dict[str, str] = {}
        self.children: list[Any] = []

    def setAttribute(self, name: str, value: Any) -> None:  # noqa: N802 - the DOM's name
        self.attrs[str(name)] = str(value)

    def removeAttribute(self, name: str) -> None:  # noqa: N802
        self.attrs.pop(name, None)

    def append(self, *children: Any) -> None:
        self.children.extend(children)

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
        attrs = "".join(f' {name}="{html.escape(value)}"' if value != "" else f" {name}"
                        for name, value in self.attrs.items())
        if self.tag in VOID:
            return f"<{self.tag}{attrs}>"
        inner = "".join(html.escape(c, quote=False) if isinstance(c, str) else c.html() for c in self.children)
        return f"<{self.tag}{attrs}>{inner}</{self.tag}>"


class Anything:
    """What module-level code of the web layer gets for any other browser object."""

    def __getattr__(self, name: str) -> "Anything":
        return Anything()

    def __call__(self, *args: Any, **kwargs: Any) -> "Anything":
        return Anything()


def stand_in_browser() -> None:
    """Put stand-ins for `js` and `pyodide.ffi` in sys.modules (this process only)."""
    js = types.ModuleType("js")
    js.document = types.SimpleNamespace(createElement=Node)  # type: ignore[attr-defined]
    js.__getattr__ = lambda name: Anything()  # type: ignore[attr-defined]
    ffi = types.ModuleType("pyodide.ffi")
    for name in ("create_proxy", "create_once_callable", "to_js"):
        setattr(ffi, name, lambda value, *args, **kwargs: value)
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
    from web import about, home, rules_view

    # Pictures are drawn on canvases by the page; their box keeps its size.
    home.PICTURES = {name: (lambda node: None) for name in home.PICTURES}
    screens = {}
    for route in ROUTES:
        view = Node("section")
        name, *args = route.split("/")
        (about.mount if name == "about" else rules_view.mount)(view, args)
        screens[route] = "".join(c.html() for c in view.children)
    return screens


def template_id(route: str) -> str:
    return "pre-" + route.replace("/", "-")


def templates() -> str:
    """The <template> elements for index.html, rendered in a separate process."""
    found = subprocess.run([sys.executable, str(Path(__file__)), "--json"], check=True, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL, cwd=ROOT)
    screens = json.loads(found.stdout)
    return "\n".join(f'  <template id="{template_id(route)}">{body}</template>' for route, body in screens.items())


if __name__ == "__main__":
    rendered = render()
    if "--json" in sys.argv:
        print(json.dumps(rendered))
    else:
        for route, body in rendered.items():
            print(f"<!-- #/{route} -->\n{body}\n")
