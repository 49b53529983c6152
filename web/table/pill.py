"""Seat pills, the same in every game (their look is the design system's,
web/app.css): a seat's letter on its colour (colour is never the only cue),
and the pill of letter, name and AI level used where a seat is named on its
own (the setup's rows, the end screen's winners)."""
from __future__ import annotations

from typing import Any

from web import dom
from web.table.colours import seat_colour
from web.table.wording import ai_text


def seat_letter(seat: int, letter: str | None = None, css: str | None = None, colour: str | None = None) -> Any:
    """The round letter token of a seat in its colour (web/table/colours.py unless given)."""
    name, own_letter, own_css = seat_colour(seat)
    return dom.element("span", letter or own_letter, cls="seat-letter", attrs={
        "title": colour or name, "style": f"--seat:{css or own_css}"})


def seat_pill(seat: int, name: str, level: str | None = None, *, css: str | None = None, letter: str | None = None,
              colour: str | None = None) -> Any:
    """Letter, name and, for an AI, its level ("AI: Hard"), in one pill."""
    pill = dom.element("span", cls="seat-pill", children=[seat_letter(seat, letter, css, colour),
                                                          dom.element("span", name, cls="seat-name")])
    pill.style.setProperty("--seat", css or seat_colour(seat)[2])
    if level:
        pill.append(dom.element("span", ai_text(level), cls="level-badge"))
    return pill
