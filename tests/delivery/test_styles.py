"""The page's styles are files (web/**/*.css, linked from index.html), never
inline: the Content-Security-Policy says `style-src 'self'` (serve.py), so a
<style> element or a style attribute would be refused in the browser. These
read the sources; e2e/quality/test_csp.py checks the running page. The sheets'
colours (tokens only, both themes): tests/delivery/test_theme.py."""
from __future__ import annotations

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
