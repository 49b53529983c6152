"""Sequitur's picture on the home screen and in How to play (drawn at build time
into index.html by tools/prerender.py, and in the page)."""
from __future__ import annotations

from typing import Any

from web.page import dom


def draw(box: Any) -> None:
    """A rack of letter balls."""
    from web.games.sequitur.rack_view import ball

    rack = dom.element("span", cls="sr-rack picture-rack")
    for letter in "SEQUITUR":
        piece = ball(letter)
        piece.removeAttribute("title")  # decoration: no tooltip to read
        rack.append(piece)
    box.append(rack)
