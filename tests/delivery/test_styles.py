"""The page's styles are files (web/**/*.css, linked from index.html), never
inline: the Content-Security-Policy says `style-src 'self'` (serve.py), so a
<style> element or a style attribute would be refused in the browser. These
read the sources; e2e/quality/test_csp.py checks the running page."""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tools import build  # noqa: E402

# what would add a style the policy refuses, or markup that could carry one
INLINE = {
    "a <style> element": re.compile(r"""<style|createElement\(\s*["']style["']"""),
    "a style attribute": re.compile(r"""setAttribute\(\s*["']style["']|[{,]\s*["']style["']\s*:|\sstyle=["']"""),
    "markup from a string": re.compile(r"innerHTML\s*=|insertAdjacentHTML|outerHTML\s*="),
}
COLOUR = re.compile(r"#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(")


def page_sources() -> list[Path]:
    """The web layer's Python and scripts (not the vendored ones), index.html and the prerenderer."""
    found = [p for p in (ROOT / "web").rglob("*") if p.suffix in (".py", ".js", ".mjs")
             and build.VENDOR not in p.parents]
    return sorted(found) + [ROOT / "index.html", ROOT / "tools" / "prerender.py"]


def without_comments(text: str) -> str:
    """Python or JS with docstrings, comments and the prerenderer's checks of itself left out."""
    text = re.sub(r'"""(.*?)"""', "", text, flags=re.S)
    text = re.sub(r"(?m)^\s*(#|//|\*).*$", "", text)
    return re.sub(r"(?m)\s#\s.*$", "", text)


def test_no_source_adds_an_inline_style() -> None:
    found = []
    for path in page_sources():
        text = path.read_text()
        if path.suffix == ".html":
            text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
        else:
            text = without_comments(text)
        for what, pattern in INLINE.items():
            for match in pattern.finditer(text):
                line = text[:match.start()].count("\n") + 1
                found.append(f"{path.relative_to(ROOT)}: {what} ({match.group(0)!r}, near line {line})")
    assert found == []


def test_an_element_refuses_a_style_attribute() -> None:
    """web/page/dom.py's `element` raises rather than write a style attribute."""
    text = (ROOT / "web" / "page" / "dom.py").read_text()
    assert 'if name.lower() == "style":' in text and "raise ValueError" in text


def test_the_sheets_name_colours_only_through_tokens() -> None:
    """Every colour is a token of web/app.css's :root; the other sheets use var(--...)."""
    sheets = [ROOT / rel for rel in build.stylesheets() if rel != "web/app.css"]
    assert len(sheets) >= 5
    for sheet in sheets:
        text = re.sub(r"/\*.*?\*/", "", sheet.read_text(), flags=re.S)
        assert COLOUR.findall(text) == [], sheet.relative_to(ROOT)
        assert ":root" not in text, sheet.relative_to(ROOT)  # tokens live in one place
    app = (ROOT / "web" / "app.css").read_text()
    defined = set(re.findall(r"(--[\w-]+)\s*:", app))
    for sheet in sheets:
        used = set(re.findall(r"var\((--[\w-]+)", sheet.read_text()))
        # set by Python on an element (a seat's colour, the pace, a rack's size...) or by the sheet itself
        local = set(re.findall(r"(--[\w-]+)\s*:", sheet.read_text()))
        from_python = {"--seat", "--pace", "--cols", "--rows", "--balls", "--half", "--sq-board-h", "--i", "--winner",
                       "--moment-colour", "--sr-goal-rows", "--sr-goal-count"}
        assert used <= defined | local | from_python, (sheet.relative_to(ROOT), used - defined - local - from_python)


def test_the_colour_tokens_agree_with_what_the_canvases_draw() -> None:
    """Sequence's chips and red cards are drawn on its canvas from Python constants and
    shown in the DOM through tokens: the two must not drift apart."""
    def constant(path: str, name: str) -> object:  # board_view needs the browser to import: read it
        tree = ast.parse((ROOT / path).read_text())
        return next(ast.literal_eval(node.value) for node in tree.body
                    if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == name)

    app = (ROOT / "web" / "app.css").read_text()
    tokens = dict(re.findall(r"(--[\w-]+)\s*:\s*([^;]+);", app))
    assert [tokens[f"--seq-team-{team}"] for team in range(3)] == list(constant("web/games/sequence/__init__.py", "TEAM_CSS"))
    assert tokens["--seq-red"] == constant("web/games/sequence/board_view.py", "RED_INK")
