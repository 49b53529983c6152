"""Sequitur's table asks the screen in Python (web/games/sequitur/play_view.py, `matchMedia`) where
sequitur.css lays the same screen out: where the news strip has one line, the view tells a glimpse a line
at a time (ONE_LINE_NEWS) and the sheet draws that ticker; the two conditions are one text, so that
changing either alone fails here rather than on a phone (issue 80). (A tight screen, TIGHT_SCREEN, is
said in Python alone: the sheet's `.sr-tight` rules follow the class the view sets.)"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VIEW = ROOT / "web" / "games" / "sequitur" / "play_view.py"
SHEET = ROOT / "web" / "games" / "sequitur" / "sequitur.css"


def constant(name: str) -> str:
    """A string constant of play_view.py, read from its source (the module imports the browser)."""
    for node in ast.parse(VIEW.read_text()).body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == [name]:
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not in {VIEW}")


def test_the_ticker_is_drawn_where_the_view_tells_a_glimpse_a_line_at_a_time() -> None:
    sheet = SHEET.read_text()
    media = constant("ONE_LINE_NEWS")
    assert f"@media {media} {{\n  .one-screen.sr-game > .table-glimpse.table-glimpse-ticker:not([hidden])" in sheet
