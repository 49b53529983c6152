"""Touch done right, in the stylesheets themselves (web/**/*.css, tools/build.py's
`stylesheets()`; issue 39):

- hover looks only where the device hovers: on a touch screen a tapped button
  would keep its :hover look until the next tap elsewhere, so every rule whose
  selector uses :hover sits inside `@media (hover: hover)`;
- nothing is sized by the viewport's width (`100vw`): where a scrollbar takes
  width (Firefox, desktop browsers) a box of 100vw is wider than the page and
  the page scrolls sideways (Sequitur's rack did, by 6 px)."""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tools import build  # noqa: E402

HOVERS = re.compile(r"\(\s*hover\s*:\s*hover\s*\)")


def rules(css: str) -> list[tuple[str, list[str]]]:
    """Each block's prelude (a selector list or an at-rule) with the preludes of the
    blocks around it, outermost first; comments and strings left out."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    css = re.sub(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'', '""', css)
    found: list[tuple[str, list[str]]] = []
    stack: list[str] = []
    start = 0
    for at, char in enumerate(css):
        if char == "{":
            prelude = " ".join(css[start:at].split())
            found.append((prelude, list(stack)))
            stack.append(prelude)
            start = at + 1
        elif char == "}":
            assert stack, f"an unmatched }} near {css[max(0, at - 60):at]!r}"
            stack.pop()
            start = at + 1
        elif char == ";":
            start = at + 1
    assert not stack, f"an unclosed block: {stack[-1]!r}"
    return found


def hovers_outside_hover_media(css: str) -> list[str]:
    """The selectors using :hover that no `@media (hover: hover)` block holds."""
    return [prelude for prelude, around in rules(css)
            if not prelude.startswith("@") and ":hover" in prelude
            and not any(outer.startswith("@media") and HOVERS.search(outer) and "not" not in outer for outer in around)]


def test_the_check_sees_a_bare_hover() -> None:
    """The check itself: a bare :hover, one under another media query and one under
    `not (hover: hover)` are found; those inside (hover: hover) are not."""
    sample = """
      a:hover { color: red; }               /* found */
      .b { content: "{ .x:hover }"; }        /* a string, not a rule */
      @media (max-width: 30rem) { .c:hover, .d { color: red; } }
      @media not all and (hover: hover) { .e:hover { color: red; } }
      @media (hover: hover) { .f:hover { color: red; } }
      @media (hover:hover) and (prefers-reduced-motion: reduce) { .g:hover { transform: none; } }
      @media (min-width: 40rem) { @media (hover: hover) { .h:hover { color: red; } } }
    """
    assert hovers_outside_hover_media(sample) == ["a:hover", ".c:hover, .d", ".e:hover"]


def test_every_hover_sits_inside_a_hover_media_block() -> None:
    sheets = build.stylesheets()
    assert "web/app.css" in sheets and "web/table/table.css" in sheets and len(sheets) >= 5
    found = [f"{sheet}: {selector}" for sheet in sheets
             for selector in hovers_outside_hover_media((ROOT / sheet).read_text())]
    assert found == []


def test_no_box_is_sized_by_the_viewport_width() -> None:
    found = []
    for sheet in build.stylesheets():
        css = re.sub(r"/\*.*?\*/", "", (ROOT / sheet).read_text(), flags=re.S)
        found += [f"{sheet}: {match.group(0)}" for match in re.finditer(r"[\w-]+\s*:[^;{}]*\b100vw\b[^;{}]*", css)]
    assert found == []
